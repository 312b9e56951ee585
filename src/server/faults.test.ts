import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { makeBigPdf, makePdf } from "#tests/fixtures/pdf";
import { createTestApp, TEST_ADMIN, type TestApp } from "#tests/helpers/app";
import { connectionsClosed, ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { startServerProcess, type ServerProcess } from "#tests/helpers/server-process";
import { openLiveEvents, parseSse } from "#tests/helpers/sse";
import { waitFor } from "#tests/helpers/wait";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { buildApp, SERVICE_UNAVAILABLE_MESSAGE } from "./app";
import { openDatabase, type Database } from "./db/client";
import { loadEnv } from "./env";
import { runStartupTasks } from "./startup";

interface DocJson {
  id: string;
  title: string;
  status: string;
  error: string | null;
  url: string;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function uploadTo(base: string, cookie: string, name: string, bytes: Buffer): Promise<Response> {
  const { payload, headers } = multipart(name, bytes);
  return fetch(`${base}/api/documents`, { method: "POST", headers: { ...headers, cookie }, body: payload });
}

async function listDocs(base: string, cookie: string): Promise<DocJson[]> {
  const res = await fetch(`${base}/api/documents`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`list: ${res.status}`);
  return (await res.json()) as DocJson[];
}

/**
 * After a crash and a restart: every document ends COMPLETED or ERROR, every
 * document's file is there, and every stored file belongs to a document.
 */
async function expectConsistent(base: string, cookie: string, uploadsDir: string) {
  const docs = await waitFor(
    () => listDocs(base, cookie),
    (d) => d.every((x) => x.status !== "PROCESSING"),
    60_000,
  );
  for (const doc of docs) {
    expect(["COMPLETED", "ERROR"]).toContain(doc.status);
    expect((await fetch(`${base}${doc.url}`, { headers: { cookie } })).status, `file of ${doc.title}`).toBe(200);
  }
  // Uploaded files only: the folder's marker (.uploads-marker, on PostgreSQL) is no document.
  const files = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).filter((f) => !f.startsWith(".")) : [];
  expect(files.length, `files: ${files.join(", ")}; documents: ${docs.map((d) => d.title).join(", ")}`).toBe(docs.length);
  return docs;
}

/**
 * Server processes killed with SIGKILL mid-work, then restarted on the same
 * data (issue: faults). Runs on the embedded database (its folder) and on
 * PostgreSQL, where claims of the dead process expire with their lease.
 */
describe.each(ENGINES)("a server killed mid-work, on %s", (engine) => {
  let dir: string;
  let db: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "fault-"));
    db = engine === "postgres" ? await freshDatabase("postgres") : undefined;
    if (db) await db.database.close(); // the server processes open their own connections
    env = {
      DATA_DIR: dir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      INGESTION_LEASE_SECONDS: "3",
      // Each restarted server is the only one: a stored file without a row is an orphan at once (the grace
      // period spares uploads in flight on other instances, and there are none).
      ORPHAN_GRACE_SECONDS: "0",
      ...(db?.url ? { DATABASE_URL: db.url } : {}),
    };
  });
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("killed during ingestion, the restarted server completes the document", async () => {
    server = await startServerProcess(env);
    const cookie = await login(server.url);
    const res = await uploadTo(server.url, cookie, "Langes Handbuch.pdf", await makeBigPdf(300));
    expect(res.status).toBe(201);
    const doc = (await res.json()) as DocJson;
    expect((await listDocs(server.url, cookie)).find((d) => d.id === doc.id)?.status).toBe("PROCESSING");
    await server.kill();

    server = await startServerProcess(env);
    // The session lives in the database: the restarted server knows it.
    const docs = await expectConsistent(server.url, cookie, path.join(dir, "uploads"));
    expect(docs.find((d) => d.id === doc.id)).toMatchObject({ status: "COMPLETED", error: null });
  }, 120_000);

  test("killed during uploads, the restarted server has no half-written documents and no orphaned files", async () => {
    server = await startServerProcess(env);
    const cookie = await login(server.url);
    // Six different files: the same bytes again would be refused as a copy (decision 048).
    const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => makeBigPdf(120, `Upload ${i}`)));
    const base = server.url;
    const uploads = pdfs.map((pdf, i) =>
      uploadTo(base, cookie, `Upload ${i}.pdf`, pdf).then(
        (r) => r.status,
        () => "killed",
      ),
    );
    // Kill as soon as the first upload has been answered, with the others in flight.
    await Promise.race(uploads);
    await server.kill();
    const outcomes = await Promise.all(uploads);
    expect(outcomes).toContain("killed");

    // On PostgreSQL a row insert the killed server had sent may still commit: the restart's orphan sweep must see it.
    if (db?.url) await connectionsClosed(db.url);
    server = await startServerProcess(env);
    const docs = await expectConsistent(server.url, cookie, path.join(dir, "uploads"));
    // Every upload that was answered 201 is there and indexed.
    expect(docs.filter((d) => d.title.startsWith("Upload ")).length).toBeGreaterThanOrEqual(
      outcomes.filter((o) => o === 201).length,
    );
  }, 120_000);
});

/**
 * A TCP proxy in front of PostgreSQL that can drop every connection and refuse
 * new ones for a while: to the server, the same as a database restart.
 */
async function startDbProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Drops every connection and refuses new ones until `up()`. */
    down() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    up() {
      down = false;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the database restarted under a running server", () => {
  let db: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startDbProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let base: string;
  let dir: string;
  let stream: Awaited<ReturnType<typeof openLiveEvents>> | undefined;
  beforeAll(async () => {
    db = await freshDatabase("postgres");
    const direct = new URL(db.url!);
    proxy = await startDbProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(db.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbrestart-"));
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dir,
      DATABASE_URL: viaProxy.toString(),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    database = await openDatabase({ url: env.DATABASE_URL, poolSize: 4 });
    const built = await buildApp({ env, database, logger: false });
    app = built.app;
    await runStartupTasks(built.ctx);
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);
  afterAll(async () => {
    await stream?.close(); // also when the test failed midway
    proxy.up();
    await app.close();
    await database.close();
    await proxy.close();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("it answers 503 quickly while the database is away, then reconnects, serves and streams events again", async () => {
    const cookie = await login(base);
    // A live event stream opened before the outage.
    stream = await openLiveEvents(`${base}/api/documents/events`, cookie);

    proxy.down();
    const start = performance.now();
    // Readiness says so (liveness does not touch the database, decision 038).
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { failing: string[] }).failing).toEqual(["database"]);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(performance.now() - start).toBeLessThan(3000);
    const list = await fetch(`${base}/api/documents`, { headers: { cookie } });
    expect(list.status).toBe(503);
    expect(await list.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE, code: "service-unavailable" });

    proxy.up();
    await waitFor(
      () => fetch(`${base}/api/ready`).then((r) => r.status),
      (s) => s === 200,
      15_000,
    );
    // Served again, and the stream opened before the outage goes on: it sees the new document.
    const pdf = await makePdf(["Ruhig bleiben, auch wenn etwas ausfällt."]);
    const res = await waitFor(
      () => uploadTo(base, cookie, "Nach dem Neustart.pdf", pdf),
      (r) => r.status === 201,
      15_000,
    );
    const id = ((await res.json()) as DocJson).id;
    const events = await waitFor(
      async () => stream!.events,
      (es) => es.some((e) => e.data.id === id),
      15_000,
    );
    // Whatever was announced while the server's own connection was away is lost with it: the stream says so.
    expect(events.map((e) => e.event)).toContain("resync");
  }, 90_000);
});

describe("a provider that hangs or breaks off", () => {
  let openai: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    t = await createTestApp("pglite", {
      OPENAI_API_KEY: "sk-test-1234567890",
      OPENAI_BASE_URL: openai.url,
      PROVIDER_TIMEOUT_MS: "800",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  afterEach(() => {
    openai.script = { ...openai.script, hang: false, stallAfterTokens: undefined, dropAfterTokens: undefined };
  });
  const ask = { persona: "demo", messages: [{ role: "user", content: "Ich bin so müde." }] };

  test.each([
    ["never answers", { hang: true }],
    ["stalls mid-stream", { stallAfterTokens: 2 }],
    ["drops the connection mid-stream", { dropAfterTokens: 2 }],
  ])(
    "a provider that %s: the visitor gets the documented message in bounded time, the provider connection is closed",
    async (_name, script) => {
      Object.assign(openai.script, script);
      const aborted = openai.abortedStreams;
      const start = performance.now();
      const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask });
      const elapsed = performance.now() - start;
      expect(parseSse(res.body).at(-1)).toEqual({
        event: "error",
        data: { message: ERROR_TEXTS.de["chat-provider-failed"], code: "chat-provider-failed" },
      });
      // One silent period (plus one retry before the first token), never the request timeout.
      expect(elapsed).toBeLessThan(2 * 800 + 1500);
      if (!("dropAfterTokens" in script)) await openai.waitForAbortedStreams(aborted + 1, 3000);
      // And the server is free for the next visitor.
      openai.script = { ...openai.script, hang: false, stallAfterTokens: undefined, dropAfterTokens: undefined };
      const next = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        payload: ask,
        headers: { accept: "application/json" },
      });
      expect(next.statusCode).toBe(200);
    },
  );
});
