import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { migrationsFolder } from "../../db/client";

/**
 * What a backup says about itself (manifest.json, the archive's last entry):
 * when and by which version it was made, the schema's migration level, what
 * it holds (counted in the database image itself), and a SHA-256 of every
 * other entry, so a restore can refuse a damaged or newer backup before it
 * replaces anything.
 */

export const BACKUP_FORMAT = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_ENTRY = "database.tar";

/** The tables whose rows a backup counts, and a restore counts again. */
export const COUNTED_TABLES = [
  "documents",
  "passages",
  "personas",
  "users",
  "conversations",
  "transcript_turns",
  "audit_log",
] as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  engine: z.literal("pglite"),
  schema: z.object({
    /** Migrations applied in the image. */
    migrations: z.number().int().min(0),
    /** The newest applied migration's timestamp (drizzle's `created_at`, the journal's `when`). */
    lastMigrationAt: z.number().int().nullable(),
  }),
  database: z.object({ entry: z.literal(DATABASE_ENTRY), bytes: z.number().int().min(0), sha256 }),
  uploads: z.object({
    /** `local`: the files are in the backup; `object-storage`: they stayed in the bucket (its versioning keeps them). */
    storage: z.enum(["local", "object-storage"]),
    bytes: z.number().int().min(0),
    files: z.array(
      z.object({
        entry: z.string().regex(/^uploads\/\d{6,}$/),
        key: z.string(),
        bytes: z.number().int().min(0),
        sha256,
      }),
    ),
  }),
  counts: z.record(z.enum(COUNTED_TABLES), z.number().int().min(0)),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** The schema level this code knows: its migrations, from the journal next to them. */
export function knownSchemaLevel(): { migrations: number; lastMigrationAt: number | null } {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const last = journal.entries.at(-1);
  return { migrations: journal.entries.length, lastMigrationAt: last ? last.when : null };
}

/** The version in package.json (the working directory's, where `npm start` and the CLI run), else "unknown". */
export function appVersion(): string {
  if (process.env.npm_package_version) return process.env.npm_package_version;
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}
