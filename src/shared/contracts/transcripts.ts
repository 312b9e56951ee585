/**
 * Opt-in transcripts (docs/decisions/027-opt-in-transcripts.md): the
 * operator's setting, and the stored conversations as the admin API returns
 * them. Text is kept only when the setting is on and the visitor agreed. The
 * types come from the routes' schemas (src/shared/api/transcripts.ts).
 */
import type {
  TranscriptDetail,
  TranscriptExport,
  TranscriptPage,
  TranscriptPolicy,
  TranscriptSummary,
  TranscriptTurn,
} from "../api/transcripts";
import { z } from "../zod";

// Imported, then exported: an `export … from` would count as an import cycle (import-x/no-cycle) where the schemas use these constants.
export type { TranscriptDetail, TranscriptExport, TranscriptPage, TranscriptPolicy, TranscriptSummary, TranscriptTurn };

/** Days a transcript is kept by default, and the range the operator may set. */
export const TRANSCRIPT_RETENTION_DAYS = { default: 30, min: 1, max: 365 } as const;

/** The operator's setting until the operator turns it on. */
export const DEFAULT_TRANSCRIPT_POLICY: TranscriptPolicy = {
  enabled: false,
  retentionDays: TRANSCRIPT_RETENTION_DAYS.default,
};

/** PUT /api/settings/transcripts (the setting: off until the operator turns it on). */
export const transcriptPolicySchema = z
  .object({
    enabled: z.boolean(),
    retentionDays: z.number().int().min(TRANSCRIPT_RETENTION_DAYS.min).max(TRANSCRIPT_RETENTION_DAYS.max),
    gaps: z
      .boolean()
      .optional()
      .describe(
        "Also keep questions the knowledge base could not answer (redacted, without conversation), under the same consent and period; left out: unchanged (off until set)",
      ),
  })
  .strict();

export const TRANSCRIPT_PAGE_SIZE = 20;
export const TRANSCRIPT_MAX_PAGE_SIZE = 100;
/** The most conversations one export holds. */
export const TRANSCRIPT_MAX_EXPORT = 1000;
/** The longest search text. */
export const TRANSCRIPT_MAX_QUERY = 200;
/** Characters of the first message the list shows. */
export const TRANSCRIPT_PREVIEW_CHARS = 160;
export const TRANSCRIPT_EXPORT_FORMATS = ["json", "csv"] as const;
