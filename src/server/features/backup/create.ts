import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { openPgliteImage, type Database } from "../../db/client";
import type { FileStorage } from "../storage/service";
import { createArchiveWriter } from "./archive";
import { appVersion, BACKUP_FORMAT, COUNTED_TABLES, DATABASE_ENTRY, MANIFEST_ENTRY, type BackupManifest } from "./manifest";

export type BackupKind = "manual" | "scheduled";

export interface BackupResult {
  /** The backup's file (absolute). */
  file: string;
  /** Its size on disk. */
  bytes: number;
  manifest: BackupManifest;
  durationMs: number;
}

export interface CreateBackupOptions {
  database: Pick<Database, "kind" | "dumpImage">;
  storage: FileStorage;
  /** Holds the storage's deletions back until the files are copied (see hold.ts); none when nothing else runs. */
  holdDeletions?: () => () => Promise<void>;
  /** Whether uploads are on local disk (and so go into the backup) or in a bucket. */
  uploads: "local" | "object-storage";
  backupDir: string;
  kind: BackupKind;
  now?: Date;
}

/** A backup's file name: sortable by time, and telling a scheduled backup (which retention removes) from a manual one. */
export function backupFileName(at: Date, kind: BackupKind): string {
  // 2026-11-29T01:10:30.841Z → 20261129-011030841Z
  const stamp = at.toISOString().replace(/[-:.]/g, "").replace("T", "-");
  return `backup-${stamp}-${kind}.tar.gz`;
}

export const BACKUP_FILE_PATTERN = /^backup-\d{8}-\d{9}Z-(manual|scheduled)\.tar\.gz$/;

const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Takes one backup of the embedded database and its uploads into one
 * .tar.gz in `backupDir`. The database image comes first, taken between two
 * statements; deletions of files are held back meanwhile, and every file a
 * document row of the image names is copied, so the backup never names a file
 * it lacks. The image is opened once in memory to count its rows and read its
 * migration level: a backup that cannot be opened fails here, not at restore.
 * The file appears under its final name only when complete.
 */
export async function createBackup(opts: CreateBackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const { database } = opts;
  if (database.kind !== "pglite" || !database.dumpImage)
    throw new Error(
      "npm run backup covers the embedded database only; PostgreSQL is backed up with pg_dump (docs/operations.md)",
    );
  const createdAt = opts.now ?? new Date();
  fs.mkdirSync(opts.backupDir, { recursive: true, mode: 0o700 });
  const file = path.resolve(opts.backupDir, backupFileName(createdAt, opts.kind));
  const partial = `${file}.partial`;
  const release = opts.holdDeletions?.() ?? (async () => {});
  const writer = createArchiveWriter(partial);
  try {
    const image = await database.dumpImage();
    const copy = await openPgliteImage(image);
    let counts: BackupManifest["counts"];
    let schema: BackupManifest["schema"];
    let keys: string[];
    try {
      counts = Object.fromEntries(
        await Promise.all(
          COUNTED_TABLES.map(
            async (table) => [table, (await copy.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n] as const,
          ),
        ),
      ) as BackupManifest["counts"];
      const level = (
        await copy.query<{ n: number; last: number | string | null }>(
          "SELECT count(*)::int AS n, max(created_at) AS last FROM drizzle.__drizzle_migrations",
        )
      )[0]!;
      schema = { migrations: level.n, lastMigrationAt: level.last === null ? null : Number(level.last) };
      keys = (await copy.query<{ key: string }>("SELECT storage_key AS key FROM documents ORDER BY created_at, id")).map(
        (r) => r.key,
      );
    } finally {
      await copy.close();
    }
    await writer.add(DATABASE_ENTRY, image, createdAt);

    const files: BackupManifest["uploads"]["files"] = [];
    if (opts.uploads === "local") {
      for (const [i, key] of keys.entries()) {
        const bytes = await opts.storage.get(key);
        const entry = `uploads/${String(i + 1).padStart(6, "0")}`;
        await writer.add(entry, bytes, createdAt);
        files.push({ entry, key, bytes: bytes.length, sha256: sha256Of(bytes) });
      }
    }
    await release();

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      engine: "pglite",
      schema,
      database: { entry: DATABASE_ENTRY, bytes: image.length, sha256: sha256Of(image) },
      uploads: { storage: opts.uploads, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files },
      counts,
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), createdAt);
    await writer.finish();
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, manifest, durationMs: Date.now() - started };
  } catch (err) {
    await writer.abort();
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await release();
  }
}

/**
 * Removes the oldest scheduled backups in `backupDir` beyond the newest
 * `keep`; manual ones (made before an update, say) stay until the operator
 * removes them. Returns the names removed.
 */
export function pruneScheduledBackups(backupDir: string, keep: number): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    return [];
  }
  const scheduled = names.filter((n) => BACKUP_FILE_PATTERN.test(n) && n.endsWith("-scheduled.tar.gz")).sort();
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) fs.rmSync(path.join(backupDir, name), { force: true });
  return old;
}
