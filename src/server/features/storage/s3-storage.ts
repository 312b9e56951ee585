import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  isStorageKey,
  missingFileError,
  PUT_ATTEMPTS,
  sanitizeFileName,
  type FileStorage,
  type StoredFile,
} from "./file-storage";

export interface S3StorageOptions {
  /** Base URL of an S3-compatible service (MinIO, R2, Hetzner, …); AWS's own endpoint for the region when omitted. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address objects as `endpoint/bucket/key` instead of `bucket.endpoint/key`; most S3-compatible services need it. */
  forcePathStyle: boolean;
  /** Folder inside the bucket, like `uploads/`; the bucket's root when omitted. */
  prefix?: string;
  /** Deadline for one operation, the SDK's retries included, in milliseconds. */
  timeoutMs?: number;
}

/** A 50 MB upload at 10 Mbit/s takes 40 s; anything slower counts as a store that hangs. */
export const S3_TIMEOUT_MS = 60_000;
/** An endpoint that does not accept the connection within this time is down, in milliseconds. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;

/** S3's answer on errors (the SDK's ServiceException), as far as we read it. */
interface S3Failure {
  name: string;
  message: string;
  $metadata?: { httpStatusCode?: number };
}

function isS3Failure(err: unknown): err is S3Failure {
  return err instanceof Error && "$metadata" in err;
}

const CREDENTIAL_ERRORS = new Set([
  "InvalidAccessKeyId",
  "SignatureDoesNotMatch",
  "AccessDenied",
  "InvalidToken",
  "ExpiredToken",
]);

/** Uploaded files in an S3-compatible bucket, shared by every instance. Objects are private: they are only ever served through our server. */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const { bucket } = opts;
  const timeoutMs = opts.timeoutMs ?? S3_TIMEOUT_MS;
  const trimmed = (opts.prefix ?? "").replace(/^\/+|\/+$/g, "");
  const prefix = trimmed ? `${trimmed}/` : "";
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // requestTimeout is the socket's idle time; the whole call's deadline is the abort signal below.
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: timeoutMs },
    // Checksums only where S3 requires them. Since 3.729 the SDK adds CRC32 checksums to every
    // request by default (aws/aws-sdk-js-v3#6750), headers that several S3-compatible services
    // refuse; https://docs.aws.amazon.com/sdkref/latest/guide/feature-dataintegrity.html
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };
  /** Keys that a put of this process is writing right now. */
  const writing = new Set<string>();

  /** Runs one storage call under a deadline and turns its failure into an error that names the call and the cause. */
  async function call<T>(
    operation: string,
    target: string,
    run: (abortSignal: AbortSignal) => Promise<T>,
    signal = AbortSignal.timeout(timeoutMs),
  ): Promise<T> {
    try {
      return await run(signal);
    } catch (err) {
      if ((err as { code?: string }).code === "ENOENT") throw err;
      const where = `object storage: ${operation} ${bucket}/${target}`;
      if (signal.aborted) {
        throw Object.assign(new Error(`${where} got no answer within ${timeoutMs} ms`, { cause: err }), { code: "ETIMEDOUT" });
      }
      if (isS3Failure(err)) {
        const status = err.$metadata?.httpStatusCode ?? "without status";
        // Answers to HEAD have no body, so the SDK knows only the status.
        const detail = err.name === "Unknown" ? "no details" : `${err.name}: ${err.message}`;
        const hint =
          CREDENTIAL_ERRORS.has(err.name) || status === 403
            ? " Check the access key, its secret and its rights on the bucket."
            : "";
        throw new Error(`${where} failed with HTTP ${status}: ${detail}${hint}`, { cause: err });
      }
      throw new Error(`${where} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }

  async function exists(key: string, signal: AbortSignal): Promise<boolean> {
    return call(
      "HeadObject",
      objectKey(key),
      async (abortSignal) => {
        try {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal });
          return true;
        } catch (err) {
          // A HEAD answer has no body, so a missing key is only its status.
          if (isS3Failure(err) && err.$metadata?.httpStatusCode === 404) return false;
          throw err;
        }
      },
      signal,
    );
  }

  return {
    async put(originalName, bytes) {
      const safe = sanitizeFileName(originalName);
      // One deadline for the whole put, however many keys it tries.
      const signal = AbortSignal.timeout(timeoutMs);
      for (let attempt = 0; attempt < PUT_ATTEMPTS; attempt++) {
        const key = `${Date.now() + attempt}-${safe}`;
        // Never overwrite: a key that this instance is writing, or that exists, gets the next
        // timestamp. The test server (@20minutes/s3rver) ignores `If-None-Match: *` on PUT, so the
        // check is a HEAD before the PUT. That leaves a race between instances: two that put the same
        // file name in the same millisecond can both find the key free, and the later PUT wins.
        // Within one instance the `writing` set closes it. See docs/decisions/009-object-storage.md.
        if (writing.has(key)) continue;
        writing.add(key);
        try {
          if (await exists(key, signal)) continue;
          await call(
            "PutObject",
            objectKey(key),
            (abortSignal) =>
              client.send(
                new PutObjectCommand({
                  Bucket: bucket,
                  Key: objectKey(key),
                  Body: bytes,
                  ContentType: "application/pdf",
                  // No ACL: objects stay as private as the bucket. Kept an hour by the browser, never in a shared cache.
                  CacheControl: "private, max-age=3600",
                }),
                { abortSignal },
              ),
            signal,
          );
          return key;
        } finally {
          writing.delete(key);
        }
      }
      throw new Error("could not find a free storage key");
    },

    async get(key) {
      return call("GetObject", objectKey(key), async (abortSignal) => {
        try {
          const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal });
          if (!res.Body) throw new Error("the answer has no body");
          return Buffer.from(await res.Body.transformToByteArray());
        } catch (err) {
          // Only NoSuchKey means "missing"; a 404 NoSuchBucket is a storage that is set up wrong.
          if (isS3Failure(err) && err.name === "NoSuchKey") throw missingFileError(key, err);
          throw err;
        }
      });
    },

    async delete(key) {
      // S3 answers 204 for a key that does not exist, so deleting twice is fine.
      await call("DeleteObject", objectKey(key), (abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal }),
      );
    },

    async check(signal) {
      await call(
        "HeadBucket",
        prefix,
        (abortSignal) => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }),
        signal ?? AbortSignal.timeout(timeoutMs),
      );
    },

    async list() {
      const files: StoredFile[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await call("ListObjectsV2", prefix, (abortSignal) =>
          client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: continuationToken }),
            { abortSignal },
          ),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Other objects in the bucket (or a nested folder) were not written by put and are none of ours.
          if (key && isStorageKey(key) && object.LastModified) files.push({ key, modifiedAt: object.LastModified });
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return files;
    },
  };
}
