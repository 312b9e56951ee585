import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Local disk under DATA_DIR by default; an
 * S3-compatible implementation plugs in behind the same interface
 * (architecture.md, scale path).
 */
export interface FileStorage {
  /** Stores new bytes under a fresh key; never overwrites. Returns the key. */
  put(originalName: string, bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
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
  const title = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 200);
  return title || "Dokument.pdf";
}

const KEY_PATTERN = /^\d{13}-[\p{L}\p{N}._ -]+\.pdf$/u;

export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    const full = path.join(root, key);
    if (path.dirname(full) !== root) throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(originalName, bytes) {
      await fs.mkdir(root, { recursive: true });
      const safe = sanitizeFileName(originalName);
      for (let attempt = 0; attempt < 20; attempt++) {
        // Timestamp plus the sanitised name (spec section 5); a collision gets a new timestamp.
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
    get: (key) => fs.readFile(resolve(key)),
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
