import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import fs from "node:fs";
import { createRequire } from "node:module";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { waitFor } from "#tests/helpers/wait";
import { makePdf } from "#tests/fixtures/pdf";
import { createS3Storage, type S3StorageOptions } from "./s3-storage";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";

/**
 * An S3-compatible server on loopback (@20minutes/s3rver, a maintained fork of s3rver that checks
 * SigV4 signatures, which s3rver 3.x does not). It speaks the real protocol, so the real AWS SDK
 * client runs against it.
 */
interface KoaContext {
  path: string;
  app: object;
}
interface S3rver {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
};
const S3rverServer = createRequire(import.meta.url)("@20minutes/s3rver") as new (options: S3rverOptions) => S3rver;

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const BUCKET = "wissensdatenbank";
const TMP = path.resolve("tests/.tmp");

let server: S3rver;
let endpoint: string;
let serverDir: string;

beforeAll(async () => {
  fs.mkdirSync(TMP, { recursive: true });
  serverDir = fs.mkdtempSync(path.join(TMP, "s3-"));
  server = new S3rverServer({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  // The fork leaves the trailing slash out of the canonical path of bucket requests ("/bucket/"
  // is checked as "/bucket"), so every path-style ListObjectsV2 would fail its signature check.
  // Only those requests are let through with their access key checked but not their signature;
  // object requests (HEAD, GET, PUT, DELETE) are checked in full.
  server.middleware.unshift(async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } }) as object;
    await next();
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(serverDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const localDirs: string[] = [];
afterAll(() => {
  for (const dir of localDirs) fs.rmSync(dir, { recursive: true, force: true });
});

let folder = 0;
/** Each test gets a storage of its own: a fresh folder on disk, a fresh prefix in the bucket. */
const s3Options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint,
  region: "us-east-1",
  bucket: BUCKET,
  ...CREDENTIALS,
  forcePathStyle: true,
  prefix: `test-${++folder}/`,
  ...overrides,
});

describe.each(["local disk", "S3"] as const)("%s storage", (kind) => {
  // A storage and a way to open a second instance on the same place.
  const open = (): { storage: FileStorage; again: () => FileStorage } => {
    if (kind === "local disk") {
      const dir = fs.mkdtempSync(path.join(TMP, "uploads-"));
      localDirs.push(dir);
      return { storage: createLocalStorage(dir), again: () => createLocalStorage(dir) };
    }
    const options = s3Options();
    return { storage: createS3Storage(options), again: () => createS3Storage(options) };
  };
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

  test("put, get, list and delete", async () => {
    const { storage } = open();
    expect(await storage.list()).toEqual([]);
    const before = Date.now();
    const key = await storage.put("Ratgeber Stressbewältigung.pdf", pdf("Bauchatmung"));
    expect(key).toMatch(/^\d{13}-Ratgeber_Stressbewältigung\.pdf$/);
    expect((await storage.get(key)).toString()).toContain("Bauchatmung");

    const listed = await storage.list();
    expect(listed.map((f) => f.key)).toEqual([key]);
    // S3 keeps whole seconds, and a file system stamps a file from a coarser clock than Date.now(): a few
    // milliseconds behind it, so across a second boundary the stamp may fall in the second before.
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor((before - 1000) / 1000) * 1000);

    await storage.delete(key);
    expect(await storage.list()).toEqual([]);
    await expect(storage.get(key)).rejects.toMatchObject({ code: "ENOENT" });
    // Deleting what is gone is not an error.
    await storage.delete(key);
  });

  test("a put never overwrites: the same name in the same millisecond gets the next timestamp", async () => {
    const { storage, again } = open();
    vi.spyOn(Date, "now").mockReturnValue(1_760_000_000_000);
    const first = await storage.put("gleich.pdf", pdf("Erste Fassung"));
    const second = await storage.put("gleich.pdf", pdf("Zweite Fassung"));
    // Another instance on the same storage, starting from the same clock.
    const third = await again().put("gleich.pdf", pdf("Dritte Fassung"));
    expect([first, second, third]).toEqual(["1760000000000-gleich.pdf", "1760000000001-gleich.pdf", "1760000000002-gleich.pdf"]);
    expect((await storage.get(first)).toString()).toContain("Erste Fassung");
    expect((await storage.get(second)).toString()).toContain("Zweite Fassung");
    expect((await storage.get(third)).toString()).toContain("Dritte Fassung");
  });

  test("two puts racing with the same timestamp both keep their bytes", async () => {
    const { storage } = open();
    vi.spyOn(Date, "now").mockReturnValue(1_760_000_000_000);
    const texts = ["Fassung A", "Fassung B", "Fassung C", "Fassung D"];
    const keys = await Promise.all(texts.map((t) => storage.put("gleich.pdf", pdf(t))));
    expect(new Set(keys).size).toBe(texts.length);
    for (const [i, key] of keys.entries()) expect((await storage.get(key)).toString()).toContain(texts[i]);
    expect((await storage.list()).map((f) => f.key).sort()).toEqual([...keys].sort());
  });

  test("a missing key is ENOENT", async () => {
    const { storage } = open();
    await expect(storage.get("1760000000000-gibt-es-nicht.pdf")).rejects.toMatchObject({ code: "ENOENT" });
  });

  test.each([
    "../1760000000000-x.pdf",
    "../../etc/passwd",
    "sub/1760000000000-x.pdf",
    "1760000000000-x.txt",
    "x.pdf",
    "",
    "1760000000000-x.pdf/",
  ])("the key %j is refused by get and delete", async (key) => {
    const { storage } = open();
    const kept = await storage.put("bleibt.pdf", pdf("bleibt"));
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    expect((await storage.list()).map((f) => f.key)).toEqual([kept]);
  });
});

describe("S3 storage", () => {
  test("wrong credentials fail with a clear error, not as a missing file", async () => {
    const wrongSecret = createS3Storage(s3Options({ secretAccessKey: "falsch" }));
    const err = (await wrongSecret.get("1760000000000-x.pdf").catch((e: unknown) => e)) as Error & { code?: string };
    expect(err.code).not.toBe("ENOENT");
    expect(err.message).toMatch(
      /^object storage: GetObject wissensdatenbank\/test-\d+\/1760000000000-x\.pdf failed with HTTP 403: SignatureDoesNotMatch: /,
    );
    expect(err.message).toMatch(/Check the access key/);
    await expect(wrongSecret.put("a.pdf", Buffer.from("%PDF-"))).rejects.toThrow(/failed with HTTP 403: .*Check the access key/);

    const wrongKey = createS3Storage(s3Options({ accessKeyId: "NIEMAND" }));
    await expect(wrongKey.list()).rejects.toThrow(/ListObjectsV2 .* failed with HTTP 403: InvalidAccessKeyId: /);
  });

  test("a missing bucket is a storage error, not a missing file", async () => {
    const storage = createS3Storage(s3Options({ bucket: "gibt-es-nicht" }));
    const err = (await storage.get("1760000000000-x.pdf").catch((e: unknown) => e)) as Error & { code?: string };
    expect(err.code).not.toBe("ENOENT");
    expect(err.message).toMatch(/failed with HTTP 404: NoSuchBucket: /);
  });

  test("a store that accepts the connection and never answers fails within the deadline", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const storage = createS3Storage(s3Options({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 }));
      const started = Date.now();
      await expect(storage.put("a.pdf", Buffer.from("%PDF-"))).rejects.toMatchObject({
        code: "ETIMEDOUT",
        message: expect.stringMatching(/got no answer within 300 ms/) as unknown,
      });
      await expect(storage.get("1760000000000-x.pdf")).rejects.toMatchObject({ code: "ETIMEDOUT" });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  test("objects are stored as PDFs with the documented cache time", async () => {
    const storage = createS3Storage(s3Options({ prefix: "meta/" }));
    const key = await storage.put("a.pdf", Buffer.from("%PDF-1.4"));
    const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `meta/${key}` }));
    expect(head).toMatchObject({ ContentType: "application/pdf", CacheControl: "private, max-age=3600" });
  });
});

describe.each(ENGINES)("knowledge base on S3, %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(TMP, "data-"));
    t = await createTestApp(engine, {
      DATA_DIR: dataDir,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_PREFIX: "app/",
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("upload → COMPLETED → download → delete, with the file only in the bucket", async () => {
    const cookie = await loginCookie(t.app);
    const bytes = await makePdf(["Lampenfieber vor einem Vortrag ist völlig normal. Eine ruhige Bauchatmung hilft."]);
    const { payload, headers } = multipart("Vortrag.pdf", bytes);
    const res = await t.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
    expect(res.statusCode).toBe(201);
    const doc = res.json<{ id: string; url: string }>();

    const state = await waitFor(
      async () => {
        const list = (await t.app.inject({ url: "/api/documents", headers: { cookie } })).json<
          { id: string; status: string; error: string | null }[]
        >();
        return list.find((d) => d.id === doc.id) ?? { status: "gone" };
      },
      (d) => d.status !== "PROCESSING",
      20_000,
    );
    expect(state).toMatchObject({ status: "COMPLETED", error: null });

    const file = await t.app.inject({ url: doc.url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);

    const [row] = await t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [doc.id]);
    const bucketView = createS3Storage(s3Options({ prefix: "app/" }));
    expect((await bucketView.list()).map((f) => f.key)).toEqual([row!.storage_key]);
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);

    expect((await t.app.inject({ method: "DELETE", url: `/api/documents/${doc.id}`, headers: { cookie } })).statusCode).toBe(204);
    await expect(bucketView.get(row!.storage_key)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await bucketView.list()).toEqual([]);
  });
});
