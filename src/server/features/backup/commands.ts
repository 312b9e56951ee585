import fs from "node:fs";
import path from "node:path";
import { DatabaseLockedError, openDatabase } from "../../db/client";
import { backupDir, type Env } from "../../env";
import { createFileStorage } from "../storage/service";
import { requestServerBackup } from "./control";
import { createBackup, type BackupResult } from "./create";
import { restoreBackup } from "./restore";

/** The operations guide's section on backups of PostgreSQL and object storage. */
export const POSTGRES_BACKUP_DOCS = "docs/operations.md, section “Backups on PostgreSQL and object storage”";

/** What `npm run backup` and `npm run restore` print; a non-zero `exitCode` means nothing was done. */
export interface CommandOutcome {
  exitCode: number;
  lines: string[];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(result: Pick<BackupResult, "file" | "bytes" | "manifest" | "durationMs">): string[] {
  const { manifest } = result;
  const counts = Object.entries(manifest.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
  return [
    `Backup written: ${result.file}`,
    `  ${megabytes(result.bytes)} in ${(result.durationMs / 1000).toFixed(1)} s; schema level ${manifest.schema.migrations}, version ${manifest.appVersion}`,
    `  ${counts}`,
    manifest.uploads.storage === "local"
      ? `  ${manifest.uploads.files.length} uploaded files (${megabytes(manifest.uploads.bytes)})`
      : "  Uploaded files stay in the object storage bucket (keep its versioning on).",
  ];
}

/**
 * npm run backup: on PostgreSQL it says which tools to use instead; with a
 * server running on DATA_DIR it asks that server over its control channel
 * (the server holds the database); otherwise it opens the folder itself
 * (holding its lock, without migrating, so a backup before an update keeps
 * the old schema) and writes the backup.
 */
export async function backupCommand(env: Env): Promise<CommandOutcome> {
  if (env.DATABASE_URL)
    return {
      exitCode: 2,
      lines: [
        "DATABASE_URL is set: this installation runs on PostgreSQL, which `npm run backup` does not copy.",
        `Back it up with pg_dump (and WAL archiving for point-in-time recovery), and the bucket with versioning: ${POSTGRES_BACKUP_DOCS}.`,
      ],
    };
  const dataDir = path.resolve(env.DATA_DIR);
  if (!fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION")))
    return { exitCode: 1, lines: [`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`] };
  let database;
  try {
    database = await openDatabase({ dataDir, migrate: false });
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
    const result = await requestServerBackup<BackupResult>(dataDir);
    return { exitCode: 0, lines: ["The running server took the backup.", ...describe(result)] };
  }
  try {
    const result = await createBackup({
      database,
      storage: await createFileStorage(env, dataDir),
      uploads: env.S3_BUCKET ? "object-storage" : "local",
      backupDir: backupDir(env),
      kind: "manual",
    });
    return { exitCode: 0, lines: describe(result) };
  } finally {
    await database.close();
  }
}

/** npm run restore -- <file>: brings a backup back into DATA_DIR (see restore.ts for what it refuses). */
export async function restoreCommand(env: Env, file: string | undefined): Promise<CommandOutcome> {
  if (!file) return { exitCode: 1, lines: ["Usage: npm run restore -- <backup file>"] };
  if (env.DATABASE_URL)
    return {
      exitCode: 2,
      lines: [
        "DATABASE_URL is set: this installation runs on PostgreSQL; a backup of the embedded database is not restored into it.",
        `Restore PostgreSQL with pg_restore: ${POSTGRES_BACKUP_DOCS}.`,
      ],
    };
  const result = await restoreBackup(path.resolve(file), env.DATA_DIR);
  const { manifest } = result;
  return {
    exitCode: 0,
    lines: [
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}) into ${path.resolve(env.DATA_DIR)}.`,
      `  ${Object.entries(manifest.counts)
        .map(([table, n]) => `${n} ${table}`)
        .join(", ")}; ${manifest.uploads.files.length} uploaded files`,
      result.replacedDir
        ? `  The data it replaced is kept in ${result.replacedDir}; remove that folder once the restored data is confirmed.`
        : "  DATA_DIR held no data before.",
      manifest.uploads.storage === "object-storage"
        ? "  The uploaded files were not in the backup: they are in the object storage bucket."
        : "  Start the server: it brings the schema up to date if the backup is older.",
    ],
  };
}
