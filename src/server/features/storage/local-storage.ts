import fs from "node:fs/promises";
import path from "node:path";
import {
  assertStorageKey,
  isStorageKey,
  missingFileError,
  PUT_ATTEMPTS,
  sanitizeFileName,
  type FileStorage,
  type StoredFile,
} from "./file-storage";

/** Uploaded files on local disk, in one folder (DATA_DIR/uploads). */
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
    async check() {
      // Not a storage key, so neither list() nor the orphan sweep ever sees it.
      const probe = path.join(root, `.ready-probe-${process.pid}`);
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(probe, "ok");
      try {
        if ((await fs.readFile(probe, "utf8")) !== "ok") throw new Error(`${root}: the probe file read back differently`);
      } finally {
        await fs.rm(probe, { force: true });
      }
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
