import type { FileStorage } from "../storage/service";

/**
 * The file storage with deletions that can be held back. While a backup is
 * being taken, a file that a document row in the database image points to
 * must still be there when the backup copies it; so deletions (a document
 * removed, the orphan sweep) wait until the last hold is released, and run
 * then. Files are never overwritten (each upload gets a new key), so holding
 * deletions is enough to make the image and the files one consistent pair.
 */
export interface HeldStorage {
  storage: FileStorage;
  /** Holds deletions back until the returned function is called. */
  holdDeletions: () => () => Promise<void>;
}

export function withDeletionHold(inner: FileStorage): HeldStorage {
  let holds = 0;
  const deferred = new Set<string>();
  const storage: FileStorage = {
    put: (name, bytes) => inner.put(name, bytes),
    get: (key) => inner.get(key),
    list: () => inner.list(),
    check: () => inner.check(),
    async delete(key) {
      if (holds > 0) {
        deferred.add(key);
        return;
      }
      await inner.delete(key);
    },
  };
  return {
    storage,
    holdDeletions() {
      holds++;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds--;
        if (holds > 0) return;
        const keys = [...deferred];
        deferred.clear();
        // A deletion that fails now leaves an orphan, which the sweep removes later.
        for (const key of keys) await inner.delete(key).catch(() => {});
      };
    },
  };
}
