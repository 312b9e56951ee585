import { z } from "../zod";

/**
 * Opt-in transcripts (docs/decisions/027-opt-in-transcripts.md): the
 * operator's setting, and the stored conversations as the admin API returns
 * them. Text is kept only when the setting is on and the visitor agreed.
 */

/** Days a transcript is kept by default, and the range the operator may set. */
export const TRANSCRIPT_RETENTION_DAYS = { default: 30, min: 1, max: 365 } as const;

/** The operator's setting; off until the operator turns it on. */
export interface TranscriptPolicy {
  enabled: boolean;
  retentionDays: number;
}

export const DEFAULT_TRANSCRIPT_POLICY: TranscriptPolicy = {
  enabled: false,
  retentionDays: TRANSCRIPT_RETENTION_DAYS.default,
};

/** PUT /api/settings/transcripts. */
export const transcriptPolicySchema = z
  .object({
    enabled: z.boolean(),
    retentionDays: z.number().int().min(TRANSCRIPT_RETENTION_DAYS.min).max(TRANSCRIPT_RETENTION_DAYS.max),
  })
  .strict();

/** One conversation with a stored transcript, as the list shows it. */
export interface TranscriptSummary {
  /** The conversation's id. */
  id: string;
  /** ISO times of the first and the last stored turn. */
  startedAt: string;
  lastAt: string;
  /** The persona's name; null when the persona was deleted since. */
  persona: string | null;
  lang: string;
  /** Stored turns, and of them the ones whose answer was spoken. */
  turns: number;
  voiceTurns: number;
  /** A crisis answer was given in the conversation. */
  crisis: boolean;
  /** The visitor's star rating, 1 to 5, or null. */
  rating: number | null;
  /** The start of the visitor's first message. */
  preview: string;
}

/** One answered turn: what the visitor said and what the coach answered. */
export interface TranscriptTurn {
  at: string;
  /** The answer was spoken (voice), else typed. */
  voice: boolean;
  /** The answer was the crisis answer. */
  crisis: boolean;
  visitor: string;
  coach: string;
}

export interface TranscriptDetail extends TranscriptSummary {
  entries: TranscriptTurn[];
}

/** GET /api/transcripts: newest first; `next` is the offset of the following page, null on the last one. */
export interface TranscriptPage {
  items: TranscriptSummary[];
  total: number;
  next: number | null;
}

/** GET /api/transcripts/export?format=json. */
export interface TranscriptExport {
  exportedAt: string;
  query: string | null;
  transcripts: TranscriptDetail[];
}

export const TRANSCRIPT_PAGE_SIZE = 20;
export const TRANSCRIPT_MAX_PAGE_SIZE = 100;
/** The most conversations one export holds. */
export const TRANSCRIPT_MAX_EXPORT = 1000;
/** The longest search text. */
export const TRANSCRIPT_MAX_QUERY = 200;
/** Characters of the first message the list shows. */
export const TRANSCRIPT_PREVIEW_CHARS = 160;
export const TRANSCRIPT_EXPORT_FORMATS = ["json", "csv"] as const;
export type TranscriptExportFormat = (typeof TRANSCRIPT_EXPORT_FORMATS)[number];
