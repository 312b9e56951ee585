import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ENGINES, freshDatabase, seedPgliteFolder } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import {
  makeBombPdf,
  makeDeeplyNestedPdf,
  makeHugePagePdf,
  makeEmptyPdf,
  makeEncryptedPdf,
  makeInflatingPdf,
  makePdf,
  makeScannedPdf,
  makeTruncatedPdf,
} from "#tests/fixtures/pdf";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { loadEnv } from "../../env";
import { runStartupTasks } from "../../startup";
import { DOCUMENT_ERROR_TEXTS, MAX_PDF_PAGES, type DocumentErrorCode } from "#shared/document-errors";
import { createDocumentEvents } from "./events";
import { createDocumentRepository } from "./repository";
import { createLocalStorage } from "../storage/local-storage";
import { createIngestionWorker, MAX_ATTEMPTS } from "../ingestion/worker";
import { GERMAN_PAGES, useKnowledgeBase } from "./documents-test-helpers";

// Reading documents when things go wrong: PDFs that cannot be read or are built to exhaust the server, lost files,
// interrupted and crashed workers, and two workers at once.

describe.each(ENGINES)("knowledge base on %s", (engine) => {
  const suite = useKnowledgeBase(engine);
  const { upload, getDoc } = suite;

  test.each<[string, () => Promise<Buffer>, DocumentErrorCode]>([
    ["verschluesselt.pdf", makeEncryptedPdf, "encrypted"],
    ["abgeschnitten.pdf", makeTruncatedPdf, "broken"],
    ["scan.pdf", () => makeScannedPdf(2), "no-text"],
    ["leer.pdf", makeEmptyPdf, "no-text"],
    ["riesig.pdf", () => makeHugePagePdf(MAX_PDF_PAGES + 1), "too-many-pages"],
  ])("%s ends in ERROR with a reason, and the server keeps serving", async (name, make, code) => {
    const res = await upload(name, await make());
    expect(res.statusCode).toBe(201);
    const done = await waitFor(
      () => getDoc(res.json().id),
      (d) => d?.status !== "PROCESSING",
    );
    expect(done).toMatchObject({ status: "ERROR", error: DOCUMENT_ERROR_TEXTS.de[code], errorCode: code });
    expect((await suite.t.app.inject("/api/health")).statusCode).toBe(200);
  });

  test("a decompression bomb ends in ERROR in its own process while the server keeps answering", async () => {
    const bomb = await makeBombPdf(60);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const res = await upload("bombe.pdf", bomb);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    // Health answers promptly throughout: the extraction never blocks the event loop.
    let slowest = 0;
    const healthStatuses = new Set<number>();
    const done = await waitFor(
      async () => {
        const start = performance.now();
        healthStatuses.add((await suite.t.app.inject("/api/health")).statusCode);
        slowest = Math.max(slowest, performance.now() - start);
        return getDoc(id);
      },
      (d) => d?.status !== "PROCESSING",
      60_000,
    );
    expect(done).toMatchObject({ status: "ERROR", error: DOCUMENT_ERROR_TEXTS.de["too-large"], errorCode: "too-large" });
    expect([...healthStatuses]).toEqual([200]);
    expect(slowest).toBeLessThan(1000);
    expect(await suite.t.db.database.query("SELECT 1 FROM passages WHERE document_id = $1", [id])).toEqual([]);
  }, 90_000);

  test("PDFs that make pdf.js allocate gigabytes end in ERROR as too large, and the server's memory stays flat", async () => {
    // Each inflates to 0.9–10 GB unbounded (measured: pdf.js in one process, 1.1 to 9.7 GB resident).
    const hostile: [string, Buffer][] = [
      ["inhalt.pdf", await makeInflatingPdf("content", 900)],
      ["schrift.pdf", await makeInflatingPdf("font", 900)],
      ["doppelt.pdf", await makeInflatingPdf("double", 4096)],
      ["seiten.pdf", await makeInflatingPdf("pages", 200)],
      ["verschachtelt.pdf", await makeDeeplyNestedPdf(100_000)],
    ];
    const rss = () => process.memoryUsage().rss;
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
    try {
      for (const [name, bytes] of hostile) {
        expect(bytes.length, name).toBeLessThan(1024 * 1024);
        const res = await upload(name, bytes);
        expect(res.statusCode).toBe(201);
        const done = await waitFor(
          () => getDoc(res.json().id),
          (d) => d?.status !== "PROCESSING",
          60_000,
        );
        expect(done, name).toMatchObject({
          status: "ERROR",
          error: DOCUMENT_ERROR_TEXTS.de["too-large"],
          errorCode: "too-large",
        });
      }
    } finally {
      clearInterval(sampler);
    }
    // The extraction process took the blow; the server grew by its own bookkeeping only.
    expect((peak - before) / 1024 / 1024).toBeLessThan(100);
    // The process that was killed is replaced: the next document is read as usual.
    const res = await upload("danach.pdf", await makePdf(GERMAN_PAGES));
    expect(
      await waitFor(
        () => getDoc(res.json().id),
        (d) => d?.status !== "PROCESSING",
      ),
    ).toMatchObject({ status: "COMPLETED" });
  }, 180_000);

  test("a document whose stored file is gone ends in ERROR with a reason", async () => {
    const [row] = await suite.t.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('fehlt.pdf', '1700000000000-fehlt.pdf', '/x', 'PROCESSING', 1) RETURNING id",
    );
    // drain() returns at once while the worker's own poll is draining, so wait for the row to leave PROCESSING.
    await suite.t.ctx.worker.drain();
    expect(
      await waitFor(
        () => getDoc(row!.id),
        (d) => d?.status !== "PROCESSING",
      ),
    ).toMatchObject({
      status: "ERROR",
      error: DOCUMENT_ERROR_TEXTS.de["missing-file"],
      errorCode: "missing-file",
    });
    expect(
      (await suite.t.app.inject({ url: `/api/documents/${row!.id}/file`, headers: { cookie: suite.cookie } })).statusCode,
    ).toBe(404);
  });

  test("a document that keeps getting interrupted ends in ERROR instead of being tried forever", async () => {
    const key = await suite.t.ctx.storage.put("abbruch.pdf", await makePdf(["Dieser Text wird nie fertig verarbeitet."]));
    const [row] = await suite.t.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes, attempts) VALUES ('abbruch.pdf', $1, '/x', 'PROCESSING', 1, $2) RETURNING id",
      [key, MAX_ATTEMPTS],
    );
    // drain() returns at once while the worker's own poll is draining, so wait for the row to leave PROCESSING.
    await suite.t.ctx.worker.drain();
    expect(
      await waitFor(
        () => getDoc(row!.id),
        (d) => d?.status !== "PROCESSING",
      ),
    ).toMatchObject({
      status: "ERROR",
      error: DOCUMENT_ERROR_TEXTS.de.interrupted,
      errorCode: "interrupted",
    });
  });
});

test("a document left PROCESSING by a crash is completed after a restart", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kb-restart-"));
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dir });
  await seedPgliteFolder(dir);
  // The crash: a row and its file exist, claimed by a worker that is gone.
  let database = await openDatabase({ dataDir: dir });
  const key = await createLocalStorage(path.join(dir, "uploads")).put(
    "absturz.pdf",
    await makePdf(["Schlafhygiene hilft beim Einschlafen."]),
  );
  await database.query(
    `INSERT INTO documents (title, storage_key, url, status, size_bytes, claimed_at, claimed_by, attempts) VALUES ('absturz.pdf', $1, '/x', 'PROCESSING', 1, now(), 'dead-worker', 1)`,
    [key],
  );
  await database.close();

  database = await openDatabase({ dataDir: dir });
  const { app, ctx } = await buildApp({ env, database, logger: false });
  await runStartupTasks(ctx);
  const rows = await waitFor(
    () => database.query<{ status: string }>("SELECT status FROM documents"),
    (r) => r[0]?.status === "COMPLETED",
  );
  expect(rows).toEqual([{ status: "COMPLETED" }]);
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  test("two workers never take the same document", async () => {
    const db = await freshDatabase("postgres");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kb-two-"));
    const storage = createLocalStorage(dir);
    const second = await openDatabase({ url: db.url!, poolSize: 3 });
    try {
      for (let i = 0; i < 8; i++) {
        const key = await storage.put(`doc${i}.pdf`, await makePdf([`Dokument ${i} über Motivation und Achtsamkeit.`]));
        await db.database.query(
          "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $2, '/x', 'PROCESSING', 1)",
          [`doc${i}.pdf`, key],
        );
      }
      const silent = {
        info() {},
        warn() {},
        error() {},
        debug() {},
        trace() {},
        fatal() {},
        child() {
          return silent;
        },
        level: "silent",
        silent() {},
      } as never;
      const make = (database: typeof db.database) =>
        createIngestionWorker({
          database,
          storage,
          events: createDocumentEvents(database),
          repository: createDocumentRepository(database),
          log: silent,
        });
      const a = make(db.database);
      const b = make(second);
      await Promise.all([a.drain(), b.drain()]);
      const rows = await db.database.query<{ status: string; attempts: number }>("SELECT status, attempts FROM documents");
      expect(rows).toHaveLength(8);
      for (const r of rows) expect(r).toEqual({ status: "COMPLETED", attempts: 1 });
    } finally {
      await second.close();
      await db.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
