/**
 * Where uploaded files live: local disk under DATA_DIR by default (local-storage.ts), an
 * S3-compatible bucket (s3-storage.ts) when configured, so several instances can share the files.
 * Keys are checked by both, so none can reach outside the storage.
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
  /**
   * Whether the storage takes writes now, cheaply, for the readiness probe: a
   * probe file written, read and removed on disk; the bucket's HEAD on object
   * storage. Throws with the reason when it does not.
   */
  check(signal?: AbortSignal): Promise<void>;
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

/** Timestamps a put tries (now, now + 1 ms, …) before it gives up; a key is the timestamp plus the sanitised name. */
export const PUT_ATTEMPTS = 20;
