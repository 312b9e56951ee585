import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { acquireLock, DatabaseLockedError } from "../../db/pglite-lock";
import { openPgliteImage } from "../../db/client";
import { isStorageKey } from "../storage/service";
import { CorruptArchiveError, readAll, readArchive } from "./archive";
import {
  BACKUP_FORMAT,
  COUNTED_TABLES,
  DATABASE_ENTRY,
  knownSchemaLevel,
  MANIFEST_ENTRY,
  manifestSchema,
  type BackupManifest,
} from "./manifest";

/** A restore that was refused before anything in DATA_DIR changed; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that the restore replaced was put; undefined when DATA_DIR held none. */
  replacedDir?: string;
  durationMs: number;
}

const stamp = () => new Date().toISOString().replace(/[-:.]/g, "").replace("T", "-");

/**
 * Brings a backup back into `dataDir` (embedded database and local uploads).
 * Refused while a server runs on the folder (its lock), and for a file that is
 * damaged, not a backup, or from a newer schema than this code knows. The
 * backup is unpacked and checked whole beside the data first: every entry's
 * checksum, then the database image opened and its rows counted against the
 * manifest. Only then is the current data moved aside into
 * `dataDir/replaced-<time>/` (never deleted) and the restored data put in its
 * place. The folder's lock is held throughout, so no server starts midway.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  const started = Date.now();
  const root = path.resolve(dataDir);
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No such backup file: ${file}`);
  fs.mkdirSync(root, { recursive: true });
  let release: () => void;
  try {
    release = acquireLock(root);
  } catch (err) {
    if (err instanceof DatabaseLockedError)
      throw new RestoreRefusedError(
        `A server is running on ${root}: stop it first, then restore. (${err.message}) Nothing was changed.`,
      );
    throw err;
  }
  const staging = path.join(root, `.restore-${stamp()}`);
  try {
    fs.mkdirSync(path.join(staging, "entries", "uploads"), { recursive: true });
    const manifest = await unpack(file, staging);
    const image = fs.readFileSync(path.join(staging, "entries", DATABASE_ENTRY));
    const restored = await openPgliteImage(image, path.join(staging, "pglite"));
    try {
      for (const table of COUNTED_TABLES) {
        const n = (await restored.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
        if (n !== manifest.counts[table])
          throw new RestoreRefusedError(
            `The backup's database holds ${n} rows in ${table}, its manifest says ${manifest.counts[table]}: the backup is damaged. Nothing was changed.`,
          );
      }
    } finally {
      await restored.close();
    }
    const uploads = path.join(staging, "uploads");
    fs.mkdirSync(uploads, { recursive: true });
    for (const f of manifest.uploads.files) fs.renameSync(path.join(staging, "entries", f.entry), path.join(uploads, f.key));

    // Checked and complete: move what is there aside, then the restored data in.
    const aside = path.join(root, `replaced-${stamp()}`);
    let moved = false;
    for (const name of ["pglite", "uploads"]) {
      const current = path.join(root, name);
      if (!fs.existsSync(current)) continue;
      fs.mkdirSync(aside, { recursive: true });
      fs.renameSync(current, path.join(aside, name));
      moved = true;
    }
    fs.renameSync(path.join(staging, "pglite"), path.join(root, "pglite"));
    if (manifest.uploads.storage === "local") fs.renameSync(uploads, path.join(root, "uploads"));
    return { manifest, replacedDir: moved ? aside : undefined, durationMs: Date.now() - started };
  } finally {
    try {
      fs.rmSync(staging, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
    } finally {
      // Released even when the staging folder could not be removed: a leftover folder is harmless, a held lock is not.
      release();
    }
  }
}

/** Unpacks every entry into `staging/entries`, checking each against the manifest (the last entry). */
async function unpack(file: string, staging: string): Promise<BackupManifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  let out: fs.WriteStream | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === MANIFEST_ENTRY) {
        manifestText = (await readAll(entry.body)).toString("utf8");
        continue;
      }
      if (entry.name !== DATABASE_ENTRY && !/^uploads\/\d{6,}$/.test(entry.name))
        throw new CorruptArchiveError(`unexpected entry ${JSON.stringify(entry.name)}`);
      const hash = createHash("sha256");
      const target = path.join(staging, "entries", entry.name);
      out = fs.createWriteStream(target, { fd: fs.openSync(target, "wx") });
      let bytes = 0;
      const stream = out;
      for await (const part of entry.body) {
        hash.update(part);
        bytes += part.length;
        if (!stream.write(part)) await new Promise<void>((resolve) => stream.once("drain", resolve));
      }
      await new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
      out = undefined;
      seen.set(entry.name, { bytes, sha256: hash.digest("hex") });
    }
  } catch (err) {
    // A damaged entry ends its file half-written. Its stream is closed here; its file was opened before the first
    // write, so a late write cannot create a file in the staging folder while it is removed (ENOTEMPTY).
    // Abandoned: a write still in flight fails once the stream is gone, and that failure is expected.
    out?.on("error", () => {}).destroy();
    if (err instanceof CorruptArchiveError) throw new RestoreRefusedError(`${err.message}. Nothing was changed.`);
    throw err;
  }
  if (manifestText === undefined)
    throw new RestoreRefusedError("The backup file has no manifest: it is cut off or not a backup. Nothing was changed.");
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw new RestoreRefusedError("The backup's manifest is not readable: the backup is damaged. Nothing was changed.");
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === "number" && format > BACKUP_FORMAT)
    throw new RestoreRefusedError(
      `The backup has format ${format}, this version reads format ${BACKUP_FORMAT}: update the application, then restore. Nothing was changed.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new RestoreRefusedError(
      "The backup's manifest is not one this version wrote: the backup is damaged. Nothing was changed.",
    );
  const manifest = parsed.data;
  if (!manifest.uploads.files.every((f) => isStorageKey(f.key)))
    throw new RestoreRefusedError("The backup names a file that is no upload of this application. Nothing was changed.");
  const known = knownSchemaLevel();
  if (manifest.schema.migrations > known.migrations || (manifest.schema.lastMigrationAt ?? 0) > (known.lastMigrationAt ?? 0))
    throw new RestoreRefusedError(
      `The backup comes from a newer version (${manifest.appVersion}, schema level ${manifest.schema.migrations}; this version knows ${known.migrations}): ` +
        "update the application to that version or later, then restore. Nothing was changed.",
    );
  const expected = [
    { entry: DATABASE_ENTRY, bytes: manifest.database.bytes, sha256: manifest.database.sha256 },
    ...manifest.uploads.files,
  ];
  for (const want of expected) {
    const got = seen.get(want.entry);
    if (!got || got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new RestoreRefusedError(
        `${want.entry} in the backup ${got ? "does not match its checksum" : "is missing"}: the backup is damaged. Nothing was changed.`,
      );
  }
  if (seen.size !== expected.length)
    throw new RestoreRefusedError(
      "The backup holds entries its manifest does not name: the backup is damaged. Nothing was changed.",
    );
  return manifest;
}
