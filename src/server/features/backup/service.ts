import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  BACKUP_KEEP,
  backupOutcomeSchema,
  backupSettingsSchema,
  type BackupOutcome,
  type BackupSettings,
  type BackupStatus,
} from "#shared/api/backups";
import type { Database, Db } from "../../db/client";
import { appState } from "../../db/schema";
import { createBackup, pruneScheduledBackups, type BackupKind, type BackupResult } from "./create";
import type { HeldStorage } from "./hold";

const SETTINGS_KEY = "backup.settings";
const LAST_KEY = "backup.last";
const LAST_SUCCESS_KEY = "backup.last-success";
const LAST_SCHEDULED_KEY = "backup.last-scheduled";

/** A scheduled backup is due a day after the last scheduled one. */
export const BACKUP_INTERVAL_MS = 24 * 3_600_000;
/** After a failed scheduled backup, the next try comes this much later (at a housekeeping pass). */
export const BACKUP_RETRY_MS = 3_600_000;

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = { enabled: false, keep: BACKUP_KEEP.default };

export interface BackupServiceOptions {
  database: Database;
  held: HeldStorage;
  /** Uploads on local disk go into the backup; in a bucket they stay there. */
  uploads: "local" | "object-storage";
  backupDir: string;
  log: FastifyBaseLogger;
  /** Removes configured secrets from an error's text before it is stored. */
  redact: (text: string) => string;
}

/**
 * Backups taken by the server: the owner's daily schedule (settings in
 * app_state, run by housekeeping, so on one instance at a time), a backup
 * from the console, and the one `npm run backup` asks for over the control
 * channel. One at a time in this process. Each outcome is kept, so the
 * console shows the last backup and a failure.
 */
export function createBackupService(opts: BackupServiceOptions) {
  const { database, log } = opts;
  const { db } = database;
  const available = database.kind === "pglite" && Boolean(database.dumpImage);
  let running: Promise<BackupResult> | undefined;

  async function read<T>(key: string, parse: (v: unknown) => T | undefined): Promise<T | undefined> {
    const rows = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key));
    if (!rows[0]) return undefined;
    try {
      return parse(JSON.parse(rows[0].value));
    } catch {
      return undefined;
    }
  }
  /** `writer`: the database, or the transaction of a change whose audit entry is written with it. */
  async function write(key: string, value: unknown, writer: Pick<Db, "insert"> = db): Promise<void> {
    const text = JSON.stringify(value);
    await writer
      .insert(appState)
      .values({ key, value: text })
      .onConflictDoUpdate({ target: appState.key, set: { value: text, updatedAt: sql`now()` } });
  }
  const outcome = (v: unknown) => backupOutcomeSchema.safeParse(v).data;

  async function settings(): Promise<BackupSettings> {
    return (await read(SETTINGS_KEY, (v) => backupSettingsSchema.safeParse(v).data)) ?? { ...DEFAULT_BACKUP_SETTINGS };
  }

  /** When the next scheduled backup is due; undefined when the schedule is off. */
  async function nextDue(): Promise<Date | undefined> {
    if (!available || !(await settings()).enabled) return undefined;
    const last = await read(LAST_SCHEDULED_KEY, outcome);
    if (!last) return new Date(0);
    return new Date(Date.parse(last.at) + (last.ok ? BACKUP_INTERVAL_MS : BACKUP_RETRY_MS));
  }

  /** Takes a backup now and records how it went; rejects with the failure after recording it. */
  async function run(kind: BackupKind): Promise<BackupResult> {
    if (!available) throw new Error("Backups by the server need the embedded database; PostgreSQL is backed up with pg_dump.");
    // One at a time: a second request waits for the first, then takes its own.
    while (running) await running.catch(() => {});
    const at = new Date();
    running = createBackup({
      database,
      storage: opts.held.storage,
      holdDeletions: opts.held.holdDeletions,
      uploads: opts.uploads,
      backupDir: opts.backupDir,
      kind,
      now: at,
    });
    try {
      const result = await running;
      const done: BackupOutcome = {
        at: at.toISOString(),
        kind,
        ok: true,
        file: path.basename(result.file),
        bytes: result.bytes,
        durationMs: result.durationMs,
        error: null,
      };
      await write(LAST_KEY, done);
      await write(LAST_SUCCESS_KEY, done);
      if (kind === "scheduled") await write(LAST_SCHEDULED_KEY, done);
      log.info({ event: "backup", kind, file: result.file, bytes: result.bytes, ms: result.durationMs }, "backup taken");
      return result;
    } catch (err) {
      const failed: BackupOutcome = {
        at: at.toISOString(),
        kind,
        ok: false,
        file: null,
        bytes: null,
        durationMs: Date.now() - at.getTime(),
        error: opts.redact(err instanceof Error ? err.message : String(err)).slice(0, 500),
      };
      log.error({ err, event: "backup", kind }, "backup failed");
      await write(LAST_KEY, failed).catch(() => {});
      if (kind === "scheduled") await write(LAST_SCHEDULED_KEY, failed).catch(() => {});
      throw err;
    } finally {
      running = undefined;
    }
  }

  return {
    available,
    settings,
    /** Stores the setting, in `writer` when given (the transaction its audit entry goes into). */
    async setSettings(next: BackupSettings, writer?: Pick<Db, "insert">): Promise<BackupSettings> {
      const stored = { enabled: next.enabled, keep: next.keep };
      await write(SETTINGS_KEY, stored, writer);
      return stored;
    },
    async status(): Promise<BackupStatus> {
      const rows = await db
        .select({ key: appState.key, value: appState.value })
        .from(appState)
        .where(inArray(appState.key, [LAST_KEY, LAST_SUCCESS_KEY]));
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      const parse = (key: string) => {
        try {
          return outcome(JSON.parse(byKey.get(key) ?? "null")) ?? null;
        } catch {
          return null;
        }
      };
      const due = await nextDue();
      return {
        available,
        database: database.kind,
        directory: available ? path.resolve(opts.backupDir) : null,
        settings: await settings(),
        last: parse(LAST_KEY),
        lastSuccess: parse(LAST_SUCCESS_KEY),
        nextDueAt: due ? new Date(Math.max(due.getTime(), Date.now())).toISOString() : null,
        running: running !== undefined,
      };
    },
    run,
    /**
     * Housekeeping's step: a scheduled backup when one is due, then the
     * retention. Returns how many backups it took (0 or 1); a failure is
     * recorded and logged, never thrown, so the rest of the pass is not hurt.
     */
    async runIfDue(now = new Date()): Promise<number> {
      const due = await nextDue();
      if (!due || due.getTime() > now.getTime()) return 0;
      try {
        await run("scheduled");
      } catch {
        return 0;
      }
      const removed = pruneScheduledBackups(opts.backupDir, (await settings()).keep);
      if (removed.length) log.info({ event: "backup-retention", removed }, "old backups removed");
      return 1;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
