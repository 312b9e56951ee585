import OpenAI from "openai";
import type { RiskLevel } from "#shared/safety";

/**
 * A second net beside the crisis check: an OpenAI-compatible moderation
 * endpoint (POST {baseURL}/moderations). It runs only when a model is
 * configured, in parallel with knowledge retrieval, and is never the only
 * net: when it fails or is slow, the answer goes on with the crisis check's
 * verdict alone.
 */
export interface ModerationVerdict {
  /** Risk levels the flagged categories stand for; empty when nothing relevant was flagged. */
  levels: RiskLevel[];
  /** The provider's flagged categories, for logs (no message text). */
  categories: string[];
}

export interface ModerationProvider {
  check(text: string, signal: AbortSignal): Promise<ModerationVerdict>;
}

export interface OpenAiModerationOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Milliseconds the check may take; after that it counts as failed (default 1500). */
  timeoutMs?: number;
}

/**
 * OpenAI's categories and what they mean for the answer. Self-harm of any
 * kind gets the crisis lines; violence and threats are read as either being
 * hurt or wanting to hurt, which the answer for both addresses.
 */
function levelsOf(categories: Record<string, boolean>): RiskLevel[] {
  const levels = new Set<RiskLevel>();
  if (categories["self-harm/intent"] || categories["self-harm/instructions"]) levels.add("suicidal");
  if (categories["self-harm"]) levels.add(levels.has("suicidal") ? "suicidal" : "self-harm");
  if (
    categories.violence ||
    categories["violence/graphic"] ||
    categories["harassment/threatening"] ||
    categories["illicit/violent"]
  ) {
    levels.add("violence-suffered");
    levels.add("harm-others");
  }
  if (categories["sexual/minors"]) levels.add("violence-suffered");
  return [...levels];
}

export function createOpenAiModeration(options: OpenAiModerationOptions): ModerationProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 1500,
  });
  return {
    async check(text, signal) {
      const res = await client.moderations.create({ model: options.model, input: text }, { signal });
      const categories: Record<string, boolean> = {};
      for (const result of res.results)
        for (const [name, flagged] of Object.entries(result.categories)) if (flagged) categories[name] = true;
      return { levels: levelsOf(categories), categories: Object.keys(categories) };
    },
  };
}
