import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appState, documents } from "../../db/schema";
import type { Env } from "../../env";

/** The marker file in the uploads folder; not a storage key, so no sweep or listing ever touches it. */
export const MARKER_FILE = ".uploads-marker";
/** Where the database records the marker (table app_state). */
export const MARKER_STATE_KEY = "uploads_marker";

/** A configuration that would lose documents: the process must not start. */
export class UploadsFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadsFolderError";
  }
}

/** The local uploads folder, or undefined where no marker is needed (PGlite, object storage). */
export function markedUploadsDir(env: Pick<Env, "S3_BUCKET" | "DATA_DIR">, database: Pick<Database, "kind">): string | undefined {
  // PGlite keeps database and files in one DATA_DIR with one process; a bucket is shared by design.
  if (database.kind !== "postgres" || env.S3_BUCKET) return undefined;
  return path.resolve(env.DATA_DIR, "uploads");
}

async function readMarker(dir: string): Promise<string | undefined> {
  try {
    const text = (await fs.readFile(path.join(dir, MARKER_FILE), "utf8")).trim();
    return text || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** The folder's marker, written now if it has none (an instance starting at the same moment may win; its id is used). */
async function ensureMarker(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const existing = await readMarker(dir);
  if (existing) return existing;
  try {
    await fs.writeFile(path.join(dir, MARKER_FILE), `${randomUUID()}\n`, { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const written = await readMarker(dir);
  if (!written) throw new Error(`could not write ${path.join(dir, MARKER_FILE)}`);
  return written;
}

async function recordedMarker(database: Database): Promise<string | undefined> {
  const rows = await database.db.select({ value: appState.value }).from(appState).where(eq(appState.key, MARKER_STATE_KEY));
  return rows[0]?.value;
}

const REMEDY =
  "Several instances on one PostgreSQL database must share one uploads folder (the same DATA_DIR on a volume every instance mounts) " +
  "or use object storage (set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY); otherwise documents uploaded through one instance are missing on the others.";
const MOVED =
  `If you moved the folder on purpose, move DATA_DIR/uploads whole, with its ${MARKER_FILE} file. ` +
  "To take this folder into use instead (files missing from it stay missing), run: npm run uploads:adopt";

/**
 * At start, on PostgreSQL with files on local disk: the uploads folder must be
 * the one every instance uses. The first start writes a random marker into the
 * folder and records it in the database; an instance whose folder lacks the
 * recorded marker refuses to start. Returns what it found.
 */
export async function checkUploadsFolder(
  env: Pick<Env, "S3_BUCKET" | "DATA_DIR">,
  database: Database,
): Promise<"not-needed" | "recorded" | "matched"> {
  const dir = markedUploadsDir(env, database);
  if (!dir) return "not-needed";
  let recorded = await recordedMarker(database);
  if (!recorded) {
    const local = await readMarker(dir);
    if (!local) await refuseIfOtherFolderHoldsTheFiles(dir, database);
    const id = local ?? (await ensureMarker(dir));
    const inserted = await database.db
      .insert(appState)
      .values({ key: MARKER_STATE_KEY, value: id })
      .onConflictDoNothing({ target: appState.key })
      .returning({ value: appState.value });
    if (inserted.length) return "recorded";
    // Another instance recorded its folder a moment ago: compare with that.
    recorded = await recordedMarker(database);
  }
  const local = await readMarker(dir);
  if (local === recorded) return "matched";
  throw new UploadsFolderError(
    `The uploads folder ${dir} is not the one this database's documents live in: ` +
      (local
        ? `its ${MARKER_FILE} says ${local}, the database records ${recorded}. `
        : `it has no ${MARKER_FILE} file (the database records ${recorded}). `) +
      `${REMEDY} ${MOVED}`,
  );
}

/**
 * The first check on a database that already has documents (an update from a
 * version without markers): a new, empty folder would be recorded as the right
 * one although the files are elsewhere.
 */
async function refuseIfOtherFolderHoldsTheFiles(dir: string, database: Database): Promise<void> {
  const rows = await database.db
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .orderBy(desc(documents.createdAt))
    .limit(20);
  if (rows.length === 0) return;
  for (const { storageKey } of rows) {
    if (
      await fs.stat(path.join(dir, storageKey)).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new UploadsFolderError(
    `The uploads folder ${dir} holds none of the files of this database's documents. Point DATA_DIR at the folder that has them. ${REMEDY} ${MOVED}`,
  );
}

/**
 * `npm run uploads:adopt`: records this instance's folder (its marker, written
 * if missing) as the uploads folder. Returns the marker and how many documents
 * have no file in the folder.
 */
export async function adoptUploadsFolder(
  env: Pick<Env, "S3_BUCKET" | "DATA_DIR">,
  database: Database,
): Promise<{ dir: string; marker: string; missing: number } | undefined> {
  const dir = markedUploadsDir(env, database);
  if (!dir) return undefined;
  const marker = await ensureMarker(dir);
  await database.db
    .insert(appState)
    .values({ key: MARKER_STATE_KEY, value: marker })
    .onConflictDoUpdate({ target: appState.key, set: { value: marker, updatedAt: sql`now()` } });
  const keys = await database.db.select({ storageKey: documents.storageKey }).from(documents);
  let missing = 0;
  for (const { storageKey } of keys) {
    if (
      !(await fs.stat(path.join(dir, storageKey)).then(
        () => true,
        () => false,
      ))
    )
      missing++;
  }
  return { dir, marker, missing };
}
