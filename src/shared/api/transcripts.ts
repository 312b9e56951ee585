import {
  TRANSCRIPT_EXPORT_FORMATS,
  TRANSCRIPT_MAX_PAGE_SIZE,
  TRANSCRIPT_MAX_QUERY,
  TRANSCRIPT_PAGE_SIZE,
  transcriptPolicySchema,
} from "../contracts/transcripts";
import { z } from "../zod";
import { isoTime } from "./common";

/**
 * Opt-in transcripts in the admin area (docs/decisions/027-opt-in-transcripts.md):
 * the operator's setting, and the stored conversations as the API returns them.
 */

/** GET and PUT /api/settings/transcripts: the operator's setting (the body of PUT, too). */
export { transcriptPolicySchema };

const QUERY_TOO_LONG = `Der Suchtext darf höchstens ${TRANSCRIPT_MAX_QUERY} Zeichen lang sein.`;
const OFFSET_MESSAGE = "offset muss eine ganze Zahl ab 0 sein.";
const LIMIT_MESSAGE = `limit muss zwischen 1 und ${TRANSCRIPT_MAX_PAGE_SIZE} liegen.`;
const FORMAT_MESSAGE = `format muss einer dieser Werte sein: ${TRANSCRIPT_EXPORT_FORMATS.join(", ")}.`;
const WHOLE = /^\d{1,9}$/;

/** The search text, trimmed; empty means none. */
const searchText = z
  .string()
  .trim()
  .max(TRANSCRIPT_MAX_QUERY, QUERY_TOO_LONG)
  .transform((q) => q || undefined)
  .optional()
  .describe("Words in either side of a turn, any case; % and _ are taken literally");

/** ?q=&offset=&limit= of GET /api/transcripts. */
export const transcriptListQuery = z.object({
  q: searchText,
  offset: z.string(OFFSET_MESSAGE).regex(WHOLE, OFFSET_MESSAGE).transform(Number).default(0),
  limit: z
    .string(LIMIT_MESSAGE)
    .regex(WHOLE, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= TRANSCRIPT_MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(TRANSCRIPT_PAGE_SIZE)
    .describe(`1 to ${TRANSCRIPT_MAX_PAGE_SIZE} (${TRANSCRIPT_PAGE_SIZE} without it)`),
});

/** ?format=&q=&id= of GET /api/transcripts/export. */
export const transcriptExportQuery = z.object({
  format: z.enum(TRANSCRIPT_EXPORT_FORMATS, FORMAT_MESSAGE).default("json"),
  q: searchText,
  id: z.string().optional().describe("One conversation's id instead of every match; an id without a transcript answers 404"),
});

/**
 * `:id` of a transcript: the conversation's id. Any text is accepted; one
 * that is no uuid names no transcript and is answered 404, like an unknown one.
 */
export const transcriptIdParams = z.object({ id: z.string().describe("The conversation's id (a uuid)") });

/** One conversation with a stored transcript, as the list shows it. */
export const transcriptSummarySchema = z.object({
  id: z.string().describe("The conversation's id"),
  startedAt: isoTime.describe("The first stored turn"),
  lastAt: isoTime.describe("The last stored turn"),
  persona: z.string().nullable().describe("The persona's name; null when the persona was deleted since"),
  lang: z.string(),
  turns: z.number().int().min(0).describe("Stored turns"),
  voiceTurns: z.number().int().min(0).describe("Stored turns whose answer was spoken"),
  crisis: z.boolean().describe("A crisis answer was given in the conversation"),
  rating: z.number().int().min(1).max(5).nullable().describe("The visitor's star rating"),
  preview: z.string().describe("The start of the visitor's first message"),
});

/** One answered turn: what the visitor said and what the coach answered. */
export const transcriptTurnSchema = z.object({
  at: isoTime,
  voice: z.boolean().describe("The answer was spoken, else typed"),
  crisis: z.boolean().describe("The answer was the crisis answer"),
  visitor: z.string().describe("What the visitor wrote or said; empty for a person's message between the visitor's turns"),
  coach: z.string().describe("The answer; empty for a visitor's turn while a person held the conversation"),
  answeredBy: z.enum(["coach", "person"]).describe("Who wrote the answer: the coach, or a person from the team"),
});

export const transcriptDetailSchema = transcriptSummarySchema.extend({ entries: z.array(transcriptTurnSchema) });

/** GET /api/transcripts: newest first; `next` is the offset of the following page, null on the last one. */
export const transcriptPageSchema = z.object({
  items: z.array(transcriptSummarySchema),
  total: z.number().int().min(0),
  next: z.number().int().min(0).nullable(),
});

/** GET /api/transcripts/export?format=json (a download). */
export const transcriptExportSchema = z.object({
  exportedAt: isoTime,
  query: z.string().nullable(),
  transcripts: z.array(transcriptDetailSchema),
});

export type TranscriptPolicy = z.infer<typeof transcriptPolicySchema>;
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;
export type TranscriptDetail = z.infer<typeof transcriptDetailSchema>;
export type TranscriptPage = z.infer<typeof transcriptPageSchema>;
export type TranscriptExport = z.infer<typeof transcriptExportSchema>;
