import fs from "node:fs/promises";
import path from "node:path";
import type { Env } from "../../env";

/**
 * Where uploaded files live: local disk under DATA_DIR by default, an S3-compatible bucket
 * (s3-storage.ts) when configured (architecture.md, scale path). Keys are checked by both, so
 * none can reach outside the storage.
 */
export interface FileStorage {
  /** Stores new bytes under a fresh key `${timestamp}-${sanitisedName}`; never overwrites. Returns the key. */
  put(originalName: string, bytes: Uint8Array): Promise<string>;
  /** The stored bytes; a missing key throws an error with `code = "ENOENT"`, anything else means the storage failed. */
  get(key: string): Promise<Buffer>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with its last change, to find files that no document row points to. */
  list(): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** A file name safe on every file system: no path, no control characters, no markup. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .replace(/\s+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._-]+/, "")
    .slice(0, 100);
  const withoutExt = cleaned.replace(/\.pdf$/i, "") || "dokument";
  return `${withoutExt}.pdf`;
}

/** The title shown in the list: the original name without control characters. */
export function documentTitle(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const title = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return title || "Dokument.pdf";
}

const KEY_PATTERN = /^\d{13}-[\p{L}\p{N}._ -]+\.pdf$/u;

/** Whether a key has the shape that `put` gives out: no folders, so no way out of the storage root. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** The error both implementations throw for a key that does not exist, like Node's own file errors. */
export function missingFileError(key: string, cause?: unknown): Error & { code: "ENOENT" } {
  return Object.assign(new Error(`no stored file with key ${JSON.stringify(key)}`, { cause }), { code: "ENOENT" as const });
}

/** Timestamps a put tries (now, now + 1 ms, …) before it gives up; a key is the timestamp plus the sanitised name (spec section 5). */
export const PUT_ATTEMPTS = 20;

export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const resolve = (key: string) => {
    assertStorageKey(key);
    const full = path.join(root, key);
    if (path.dirname(full) !== root) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return full;
  };
  return {
    async put(originalName, bytes) {
      await fs.mkdir(root, { recursive: true });
      const safe = sanitizeFileName(originalName);
      for (let attempt = 0; attempt < PUT_ATTEMPTS; attempt++) {
        // A collision gets a new timestamp; "wx" makes the check and the write one step.
        const key = `${Date.now() + attempt}-${safe}`;
        try {
          await fs.writeFile(resolve(key), bytes, { flag: "wx" });
          return key;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        }
      }
      throw new Error("could not find a free storage key");
    },
    async get(key) {
      const full = resolve(key);
      try {
        return await fs.readFile(full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") throw missingFileError(key, err);
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(root);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw err;
      }
      const files: StoredFile[] = [];
      for (const name of names.filter(isStorageKey)) {
        // A file deleted between readdir and stat is simply no longer listed.
        const stat = await fs.stat(path.join(root, name)).catch(() => undefined);
        if (stat?.isFile()) files.push({ key: name, modifiedAt: stat.mtime });
      }
      return files;
    },
  };
}

/**
 * The storage chosen once, at start, from configuration (style.md): S3-compatible object storage
 * when S3_BUCKET is set, else local disk under `dataDir/uploads`.
 */
export async function createFileStorage(env: Env, dataDir: string): Promise<FileStorage> {
  if (!env.S3_BUCKET) return createLocalStorage(path.join(dataDir, "uploads"));
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  // Imported on demand, so that runs on local disk (tests, development) do not load the AWS SDK (~200 ms).
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
