import path from "node:path";
import type { Env } from "../../env";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";

/** What other features use of the file storage: the contract, and the file names it gives out. */
export { isStorageKey, sanitizeFileName, type FileStorage } from "./file-storage";

/**
 * The storage chosen once, at start, from configuration: S3-compatible object storage
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
