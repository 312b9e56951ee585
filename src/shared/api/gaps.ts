import { z } from "../zod";
import { isoTime } from "./common";

/**
 * What the knowledge could not answer (issue 36, docs/decisions/052-knowledge-gaps.md): visitors' questions
 * no passage answered, redacted and grouped, and the passages used most and never.
 */

/** Similar questions: the same topic words (stems) for the most part. */
export const gapGroupSchema = z.object({
  ids: z.array(z.number().int().min(1)).describe("The questions of the group; POST /api/knowledge/gaps/cover takes them"),
  count: z.number().int().min(1).describe("How often it was asked"),
  words: z.array(z.string()).describe("The topic words the group's questions share, as a question wrote them"),
  questions: z.array(z.string()).describe("Up to five of its questions, redacted, newest first"),
  lastAskedOn: z.string().describe("The day it was last asked (YYYY-MM-DD)"),
});

/** A passage with how often the coach answered with it. */
export const passageUseSchema = z.object({
  passageId: z.number().int().min(1),
  documentId: z.guid(),
  title: z.string(),
  page: z.number().int(),
  text: z.string().describe("The start of the passage (at most 240 characters)"),
  hits: z.number().int().min(0),
  lastUsedAt: isoTime.nullable(),
});

/** GET /api/knowledge/gaps. */
export const gapsOverviewSchema = z.object({
  recording: z
    .boolean()
    .describe("Whether unanswered questions are kept now: transcripts and their `gaps` both on (the owner's setting)"),
  retentionDays: z.number().int().min(1).describe("Days a question is kept (the transcripts' period)"),
  groups: z.array(gapGroupSchema).describe("Groups of questions not yet covered, most asked first (at most 50)"),
  mostUsed: z.array(passageUseSchema).describe("The ten passages the coach answered with most"),
  neverUsed: z.array(passageUseSchema).describe("Ten passages of searchable documents the coach never answered with"),
  neverUsedTotal: z.number().int().min(0).describe("How many passages the coach never answered with, in all"),
});

/** POST /api/knowledge/gaps/cover. */
export const gapCoverSchema = z
  .object({ ids: z.array(z.number().int().min(1)).min(1).max(500).describe("A group's `ids`") })
  .strict();

/** What the test box's retrieval found for each question of the group, and whether it is now covered. */
export const gapCoverResultSchema = z.object({
  covered: z.boolean().describe("true: every question now reaches the coach with a passage, and the group is marked covered"),
  checks: z.array(
    z.object({
      question: z.string(),
      passage: z
        .object({ title: z.string(), page: z.number().int(), relevance: z.number() })
        .nullable()
        .describe("The best passage the coach would get; null: none"),
    }),
  ),
});

export type GapGroup = z.infer<typeof gapGroupSchema>;
export type PassageUse = z.infer<typeof passageUseSchema>;
export type GapsOverview = z.infer<typeof gapsOverviewSchema>;
export type GapCoverResult = z.infer<typeof gapCoverResultSchema>;
