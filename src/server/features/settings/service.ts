import type { ProcessorKind, ProcessorRegion } from "#shared/privacy";
import type { Env } from "../../env";
import { configuredEndpoints } from "../../providers/regions";

/**
 * The kinds of outside services this server's configuration switches on,
 * in the order the privacy policy lists them. Hosting is always there; the
 * others follow the keys and settings that make the server use them.
 */
export function activeProcessorKinds(env: Env): ProcessorKind[] {
  const kinds: ProcessorKind[] = ["hosting"];
  if (env.OPENAI_API_KEY) kinds.push("chat");
  if (env.ELEVENLABS_API_KEY) kinds.push("speech");
  if (env.OPENAI_API_KEY) kinds.push("transcription");
  if (env.EMBEDDING_MODEL) kinds.push("embeddings");
  if (env.MODERATION_MODEL) kinds.push("moderation");
  if (env.SMTP_URL && env.SMTP_FROM) kinds.push("mail");
  if (env.S3_BUCKET) kinds.push("storage");
  return kinds;
}

/**
 * Where each active processor's endpoint processes, for the privacy policy
 * (decision 042): region, country and transfer safeguard, never the host.
 */
export function processorRegions(env: Env): ProcessorRegion[] {
  return configuredEndpoints(env).map(({ kind, region, country, safeguard }) => ({ kind, region, country, safeguard }));
}
