import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ENGINES } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import { passageTopic } from "../search/service";
import { makePdf, NOT_A_PDF } from "#tests/fixtures/pdf";
import { GERMAN_PAGES, useKnowledgeBase } from "./documents-test-helpers";

// Uploading, searching, downloading, re-indexing and deleting documents. (documents-ingestion.test.ts covers PDFs that cannot be read.)

describe.each(ENGINES)("knowledge base on %s", (engine) => {
  const suite = useKnowledgeBase(engine);
  const { upload, getDoc } = suite;

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
    const passages = await suite.t.db.database.query<{ page: number; text: string; topic: string | null }>(
      "SELECT page, text, topic FROM passages WHERE document_id = $1 ORDER BY ordinal",
      [doc.id],
    );
    expect(passages.length).toBeGreaterThan(0);
    // Each passage's coaching topic is stored with it, for the knowledge search.
    expect(passages.map((p) => p.topic)).toEqual(passages.map((p) => passageTopic(p.text)));
    expect(passages.map((p) => p.topic)).toContain("presentation");
    expect(passages.map((p) => p.text).join(" ")).toContain("Bauchatmung");
    expect(passages.map((p) => p.text).join(" ")).toContain("Größere Spannungen");
    const hits = (
      await suite.t.app.inject({
        url: `/api/knowledge/search?q=${encodeURIComponent("Was hilft mir gegen Lampenfieber vor einem Vortrag?")}`,
        headers: { cookie: suite.cookie },
      })
    ).json();
    expect(hits[0]).toMatchObject({ documentId: doc.id, title: "Ratgeber Stressbewältigung.pdf", page: 1 });
    // The file is private: only an operator downloads it.
    expect((await suite.t.app.inject({ url: doc.url })).statusCode).toBe(401);
    const file = await suite.t.app.inject({ url: doc.url, headers: { cookie: suite.cookie } });
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a file that is not a PDF is refused with 415, whatever its name", async () => {
    const res = await upload("bild.pdf", NOT_A_PDF, "application/pdf");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: "Only PDF files are supported", code: "document-only-pdf" });
  });

  test("a file over the limit is refused with 413 and nothing is stored", async () => {
    const before = fs.readdirSync(path.join(suite.dataDir, "uploads")).length;
    const big = Buffer.concat([await makePdf(["x"]), Buffer.alloc(1.5 * 1024 * 1024, 32)]);
    const res = await upload("gross.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("Die Datei ist größer als 1 MB.");
    expect(fs.readdirSync(path.join(suite.dataDir, "uploads")).length).toBe(before);
  });

  test("stored files without a document row are swept; files of documents stay", async () => {
    const kept = (await upload("bleibt.pdf", await makePdf(["Dieses Dokument bleibt."]))).json();
    const orphan = await suite.t.ctx.storage.put("verwaist.pdf", await makePdf(["Niemand kennt diese Datei."]));
    expect(await suite.t.ctx.worker.sweepOrphans(3600)).toEqual([]); // too young: it may belong to an upload in flight
    expect(await suite.t.ctx.worker.sweepOrphans(0)).toEqual([orphan]);
    const keys = (await suite.t.ctx.storage.list()).map((f) => f.key);
    expect(keys).not.toContain(orphan);
    const [row] = await suite.t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [
      kept.id,
    ]);
    expect(keys).toContain(row!.storage_key);
  });

  test("term statistics follow uploads, re-indexing and deletes", async () => {
    // Another page than the first test's upload: the same bytes again would be refused as a copy (decision 048).
    const doc = (await upload("statistik.pdf", await makePdf([...GERMAN_PAGES, "Seite für die Statistik."]))).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    await suite.t.app.inject({ method: "POST", url: `/api/documents/${doc.id}/reindex`, headers: { cookie: suite.cookie } });
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const other = (await upload("statistik2.pdf", await makePdf(["Lampenfieber und Schlaf."]))).json();
    await waitFor(
      () => getDoc(other.id),
      (d) => d?.status === "COMPLETED",
    );
    await suite.t.app.inject({ method: "DELETE", url: `/api/documents/${other.id}`, headers: { cookie: suite.cookie } });
    const drift = await suite.t.db.database.query(
      `WITH actual AS (SELECT language, lexeme, count(*)::int AS df FROM passages, unnest(tsvector_to_array(tsv)) AS lexeme GROUP BY 1, 2)
       SELECT * FROM actual a FULL JOIN search_terms s USING (language, lexeme) WHERE a.df IS DISTINCT FROM s.df`,
    );
    expect(drift).toEqual([]);
    const [totals] = await suite.t.db.database.query<{ ok: boolean }>(
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
    const [row] = await suite.t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [
      doc.id,
    ]);
    expect(row!.storage_key).toMatch(/^\d{13}-img_src_x_onerror_alert_1_passwd\.pdf$/);
    expect(fs.existsSync(path.join(suite.dataDir, "uploads", row!.storage_key))).toBe(true);
  });

  test("two uploads of the same name never overwrite each other", async () => {
    const a = (await upload("gleich.pdf", await makePdf(["Erste Fassung."]))).json();
    const b = (await upload("gleich.pdf", await makePdf(["Zweite Fassung."]))).json();
    const keys = await suite.t.db.database.query<{ storage_key: string }>(
      "SELECT storage_key FROM documents WHERE id IN ($1, $2)",
      [a.id, b.id],
    );
    expect(new Set(keys.map((k) => k.storage_key)).size).toBe(2);
  });

  test("deleting removes the file, its passages and its row; unknown ids are 404", async () => {
    const doc = (await upload("weg.pdf", await makePdf(["Dieses Dokument wird gelöscht."]))).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const [row] = await suite.t.db.database.query<{ storage_key: string }>("SELECT storage_key FROM documents WHERE id = $1", [
      doc.id,
    ]);
    const res = await suite.t.app.inject({
      method: "DELETE",
      url: `/api/documents/${doc.id}`,
      headers: { cookie: suite.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await suite.t.db.database.query("SELECT 1 FROM passages WHERE document_id = $1", [doc.id])).toEqual([]);
    expect(await getDoc(doc.id)).toBeUndefined();
    expect(fs.existsSync(path.join(suite.dataDir, "uploads", row!.storage_key))).toBe(false);
    expect(
      (await suite.t.app.inject({ method: "DELETE", url: `/api/documents/${doc.id}`, headers: { cookie: suite.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await suite.t.app.inject({ method: "DELETE", url: "/api/documents/kein-uuid", headers: { cookie: suite.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  test("re-indexing runs the ingestion again", async () => {
    const doc = (await upload("neu.pdf", await makePdf(["Achtsamkeit im Alltag."]))).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const res = await suite.t.app.inject({
      method: "POST",
      url: `/api/documents/${doc.id}/reindex`,
      headers: { cookie: suite.cookie },
    });
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
      const res = await suite.t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "User not authenticated", code: "not-authenticated" });
    }
  });
});
