import { z } from "../zod";
import { isoTime } from "./common";

/**
 * Backups of the embedded database in the admin area
 * (docs/decisions/038-backups.md): the owner's daily schedule, and what the
 * last backups did.
 */

/** How many scheduled backups are kept, by default and at most. */
export const BACKUP_KEEP = { default: 7, min: 1, max: 90 } as const;

/** PUT /api/settings/backups: a daily backup on or off, and how many scheduled backups to keep. */
export const backupSettingsSchema = z
  .object({
    enabled: z.boolean(),
    keep: z
      .number()
      .int()
      .min(BACKUP_KEEP.min)
      .max(BACKUP_KEEP.max)
      .describe(`Scheduled backups kept, the newest first (${BACKUP_KEEP.min} to ${BACKUP_KEEP.max}); older ones are removed`),
  })
  .strict();

/** One backup the server took (by schedule, from the console, or for `npm run backup`), or tried to. */
export const backupOutcomeSchema = z.object({
  at: isoTime,
  kind: z.enum(["manual", "scheduled"]),
  ok: z.boolean(),
  /** The file's name in the backup folder; null when it failed. */
  file: z.string().nullable(),
  bytes: z.number().int().min(0).nullable(),
  durationMs: z.number().int().min(0),
  /** Why it failed, for the operator; null when it worked. */
  error: z.string().nullable(),
});

/** GET /api/settings/backups and the answers of PUT and POST …/run. */
export const backupStatusSchema = z.object({
  /** Backups by the server exist for the embedded database only; PostgreSQL is backed up with its own tools. */
  available: z.boolean(),
  database: z.enum(["pglite", "postgres"]),
  /** The folder the backups go to (BACKUP_DIR); null on PostgreSQL. */
  directory: z.string().nullable(),
  settings: backupSettingsSchema,
  /** The latest attempt, whether it worked or not. */
  last: backupOutcomeSchema.nullable(),
  /** The latest backup that worked. */
  lastSuccess: backupOutcomeSchema.nullable(),
  /** When the next scheduled backup is due (at the next housekeeping pass after it); null when off. */
  nextDueAt: isoTime.nullable(),
  running: z.boolean(),
});

export type BackupSettings = z.infer<typeof backupSettingsSchema>;
export type BackupOutcome = z.infer<typeof backupOutcomeSchema>;
export type BackupStatus = z.infer<typeof backupStatusSchema>;
