import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES, freshDatabase } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
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
  NOT_A_PDF,
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

const GERMAN_PAGES = [
  "Lampenfieber vor einem Vortrag ist völlig normal. Eine ruhige Bauchatmung und gute Vorbereitung helfen, die Aufregung in Energie zu verwandeln.",
  "Guter Schlaf beginnt am Abend: Bildschirme eine Stunde vor dem Zubettgehen weglegen und Gedanken aufschreiben.",
  "Konflikte im Team lassen sich mit Ich-Botschaften entschärfen. Größere Spannungen brauchen ein moderiertes Gespräch.",
];

describe.each(ENGINES)("knowledge base on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;
  const upload = (name: string, bytes: Buffer, type?: string) => {
    const { payload, headers } = multipart(name, bytes, type);
    return t.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
  };
  const getDoc = async (id: string) => {
    const list = (await t.app.inject({ url: "/api/documents", headers: { cookie } })).json() as {
      id: string;
      status: string;
      error: string | null;
    }[];
    return list.find((d) => d.id === id);
  };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kb-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir, MAX_UPLOAD_MB: "1", INGESTION_MAX_MEMORY_MB: "256" });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("upload → PROCESSING → COMPLETED with passages and page numbers", async () => {
    const res = await upload("Ratgeber Stressbewältigung.pdf", await makePdf(GERMAN_PAGES));
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      title: "Ratgeber Stressbewältigung.pdf",
      type: "PDF",
      status: "PROCESSING",
      url: `/api/documents/${doc.id}/file`,
    });
    const done = await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status !== "PROCESSING",
    );
    expect(done).toMatchObject({ status: "COMPLETED", error: null, errorCode: null });
    const passages = await t.db.database.query<{ page: number; text: string }>(
      "SELECT page, text FROM passages WHERE document_id = $1 ORDER BY ordinal",
      [doc.id],
    );
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.map((p) => p.text).join(" ")).toContain("Bauchatmung");
    expect(passages.map((p) => p.text).join(" ")).toContain("Größere Spannungen");
    const hits = (
      await t.app.inject({
        url: `/api/knowledge/search?q=${encodeURIComponent("Was hilft mir gegen Lampenfieber vor einem Vortrag?")}`,
        headers: { cookie },
      })
    ).json();
    expect(hits[0]).toMatchObject({ documentId: doc.id, title: "Ratgeber Stressbewältigung.pdf", page: 1 });
    // The file is private: only an operator downloads it.
    expect((await t.app.inject({ url: doc.url })).statusCode).toBe(401);
    const file = await t.app.inject({ url: doc.url, headers: { cookie } });
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a file that is not a PDF is refused with 415, whatever its name", async () => {
    const res = await upload("bild.pdf", NOT_A_PDF, "application/pdf");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: "Only PDF files are supported", code: "document-only-pdf" });
  });

  test("a file over the limit is refused with 413 and nothing is stored", async () => {
    const before = fs.readdirSync(path.join(dataDir, "uploads")).length;
    const big = Buffer.concat([await makePdf(["x"]), Buffer.alloc(1.5 * 1024 * 1024, 32)]);
    const res = await upload("gross.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("Die Datei ist größer als 1 MB.");
    expect(fs.readdirSync(path.join(dataDir, "uploads")).length).toBe(before);
  });

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
    expect((await t.app.inject("/api/health")).statusCode).toBe(200);
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
        healthStatuses.add((await t.app.inject("/api/health")).statusCode);
        slowest = Math.max(slowest, performance.now() - start);
        return getDoc(id);
      },
      (d) => d?.status !== "PROCESSING",
      60_000,
    );
    expect(done).toMatchObject({ status: "ERROR", error: DOCUMENT_ERROR_TEXTS.de["too-large"], errorCode: "too-large" });
    expect([...healthStatuses]).toEqual([200]);
    expect(slowest).toBeLessThan(1000);
    expect(await t.db.database.query("SELECT 1 FROM passages WHERE document_id = $1", [id])).toEqual([]);
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
    const [row] = await t.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('fehlt.pdf', '1700000000000-fehlt.pdf', '/x', 'PROCESSING', 1) RETURNING id",
    );
    await t.ctx.worker.drain();
    expect(await getDoc(row!.id)).toMatchObject({
      status: "ERROR",
      error: DOCUMENT_ERROR_TEXTS.de["missing-file"],
      errorCode: "missing-file",
    });
    expect((await t.app.inject({ url: `/api/documents/${row!.id}/file`, headers: { cookie } })).statusCode).toBe(404);
  });

  test("a document that keeps getting interrupted ends in ERROR instead of being tried forever", async () => {
    const key = await t.ctx.storage.put("abbruch.pdf", await makePdf(["Dieser Text wird nie fertig verarbeitet."]));
    const [row] = await t.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes, attempts) VALUES ('abbruch.pdf', $1, '/x', 'PROCESSING', 1, $2) RETURNING id",
      [key, MAX_ATTEMPTS],
    );
    await t.ctx.worker.drain();
    expect(await getDoc(row!.id)).toMatchObject({
      status: "ERROR",
      error: DOCUMENT_ERROR_TEXTS.de.interrupted,
      errorCode: "interrupted",
    });
  });

  test("stored files without a document row are swept; files of documents stay", async () => {
    const kept = (await upload("bleibt.pdf", await makePdf(["Dieses Dokument bleibt."]))).json();
    const orphan = await t.ctx.storage.put("verwaist.pdf", await makePdf(["Niemand kennt diese Datei."]));
    expect(await t.ctx.worker.sweepOrphans(3600)).toEqual([]); // too young: it may belong to an upload in flight
    expect(await t.ctx.worker.sweepOrphans(0)).toEqual([orphan]);
    const keys = (await t.ctx.storage.list()).map((f) => f.key);
    expect(keys).not.toContain(orphan);
    const [row] = await t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [
      kept.id,
    ]);
    expect(keys).toContain(row!.storage_key);
  });

  test("term statistics follow uploads, re-indexing and deletes", async () => {
    const doc = (await upload("statistik.pdf", await makePdf(GERMAN_PAGES))).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    await t.app.inject({ method: "POST", url: `/api/documents/${doc.id}/reindex`, headers: { cookie } });
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const other = (await upload("statistik2.pdf", await makePdf(["Lampenfieber und Schlaf."]))).json();
    await waitFor(
      () => getDoc(other.id),
      (d) => d?.status === "COMPLETED",
    );
    await t.app.inject({ method: "DELETE", url: `/api/documents/${other.id}`, headers: { cookie } });
    const drift = await t.db.database.query(
      `WITH actual AS (SELECT language, lexeme, count(*)::int AS df FROM passages, unnest(tsvector_to_array(tsv)) AS lexeme GROUP BY 1, 2)
       SELECT * FROM actual a FULL JOIN search_terms s USING (language, lexeme) WHERE a.df IS DISTINCT FROM s.df`,
    );
    expect(drift).toEqual([]);
    const [totals] = await t.db.database.query<{ ok: boolean }>(
      "SELECT (SELECT coalesce(sum(passages), 0) FROM search_totals) = (SELECT count(*) FROM passages) AS ok",
    );
    expect(totals!.ok).toBe(true);
  });

  test("file names cannot escape the storage folder or inject markup", async () => {
    const res = await upload(
      "../../etc/<img src=x onerror=alert(1)>\u0007passwd.pdf",
      await makePdf(["Kurzer Text über Achtsamkeit."]),
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc.title).toBe("<img src=x onerror=alert(1)>passwd.pdf");
    const [row] = await t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [doc.id]);
    expect(row!.storage_key).toMatch(/^\d{13}-img_src_x_onerror_alert_1_passwd\.pdf$/);
    expect(fs.existsSync(path.join(dataDir, "uploads", row!.storage_key))).toBe(true);
  });

  test("two uploads of the same name never overwrite each other", async () => {
    const a = (await upload("gleich.pdf", await makePdf(["Erste Fassung."]))).json();
    const b = (await upload("gleich.pdf", await makePdf(["Zweite Fassung."]))).json();
    const keys = await t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id IN ($1, $2)", [
      a.id,
      b.id,
    ]);
    expect(new Set(keys.map((k) => k.storage_key)).size).toBe(2);
  });

  test("deleting removes the file, its passages and its row; unknown ids are 404", async () => {
    const doc = (await upload("weg.pdf", await makePdf(["Dieses Dokument wird gelöscht."]))).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const [row] = await t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [doc.id]);
    const res = await t.app.inject({ method: "DELETE", url: `/api/documents/${doc.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(await t.db.database.query("SELECT 1 FROM passages WHERE document_id = $1", [doc.id])).toEqual([]);
    expect(await getDoc(doc.id)).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, "uploads", row!.storage_key))).toBe(false);
    expect((await t.app.inject({ method: "DELETE", url: `/api/documents/${doc.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/documents/kein-uuid", headers: { cookie } })).statusCode).toBe(404);
  });

  test("re-indexing runs the ingestion again", async () => {
    const doc = (await upload("neu.pdf", await makePdf(["Achtsamkeit im Alltag."]))).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const res = await t.app.inject({ method: "POST", url: `/api/documents/${doc.id}/reindex`, headers: { cookie } });
    expect(res.json().status).toBe("PROCESSING");
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
  });

  test("every document API refuses without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/documents"],
      ["POST", "/api/documents"],
      ["DELETE", "/api/documents/00000000-0000-4000-8000-000000000000"],
      ["GET", "/api/documents/events"],
      ["GET", "/api/knowledge/search?q=x"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "User not authenticated", code: "not-authenticated" });
    }
  });
});

test("a document left PROCESSING by a crash is completed after a restart", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kb-restart-"));
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dir });
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
