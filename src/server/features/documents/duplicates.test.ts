import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ENGINES } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { waitFor } from "#tests/helpers/wait";
import { makePdf } from "#tests/fixtures/pdf";
import { useKnowledgeBase } from "./documents-test-helpers";

// The same PDF uploaded again is recognised by its bytes (decision 048): refused with a message, or replaces the document.

describe.each(ENGINES)("the same PDF again on %s", (engine) => {
  const suite = useKnowledgeBase(engine);
  const { upload, getDoc } = suite;
  const post = (name: string, bytes: Buffer, query = "", lang = "de") => {
    const { payload, headers } = multipart(name, bytes);
    return suite.t.app.inject({
      method: "POST",
      url: `/api/documents${query}`,
      payload,
      headers: { ...headers, cookie: suite.cookie, "content-language": lang },
    });
  };
  const files = () => fs.readdirSync(path.join(suite.dataDir, "uploads")).filter((f) => !f.startsWith("."));
  const passageCount = async (id: string) =>
    Number(
      (await suite.t.db.database.query<{ n: number }>("SELECT count(*) AS n FROM passages WHERE document_id = $1", [id]))[0]!.n,
    );

  test("is refused with 409 in the operator's language, and nothing is stored", async () => {
    const bytes = await makePdf(["Zeitmanagement mit einer kurzen Liste für den Tag."], "Doppelt");
    const first = await upload("Zeitmanagement.pdf", bytes);
    expect(first.statusCode).toBe(201);
    const before = {
      documents: (await suite.t.app.inject({ url: "/api/documents", headers: { cookie: suite.cookie } })).json().length,
      files: files().length,
    };

    const again = await post("Zeitmanagement (1).pdf", Buffer.from(bytes));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "document-duplicate",
      error:
        "Diese Datei ist schon in der Wissensdatenbank, als „Zeitmanagement.pdf“. Sie können das Dokument durch sie ersetzen.",
    });
    const english = await post("copy.pdf", Buffer.from(bytes), "", "en");
    expect(english.json().error).toBe(
      "This file is already in the knowledge base, as “Zeitmanagement.pdf”. You can replace that document with it.",
    );
    const list = (await suite.t.app.inject({ url: "/api/documents", headers: { cookie: suite.cookie } })).json();
    expect(list.length).toBe(before.documents);
    expect(files().length).toBe(before.files);
    // Other bytes are another document, even under the same name.
    expect((await upload("Zeitmanagement.pdf", await makePdf(["Ein anderer Text."], "Anders"))).statusCode).toBe(201);
  });

  test("replace=true replaces the document: same id, new title and file, its passages read again", async () => {
    const bytes = await makePdf(["Konflikte im Team lassen sich mit Ich-Botschaften entschärfen."], "Ersetzen");
    const doc = (await upload("Konflikte alt.pdf", bytes)).json();
    await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    const passages = await passageCount(doc.id);
    expect(passages).toBeGreaterThan(0);
    const oldFiles = files();

    const res = await post("Konflikte neu.pdf", Buffer.from(bytes), "?replace=true");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: doc.id, title: "Konflikte neu.pdf", status: "PROCESSING" });
    expect(await passageCount(doc.id)).toBe(0);
    const done = await waitFor(
      () => getDoc(doc.id),
      (d) => d?.status === "COMPLETED",
    );
    expect(done).toMatchObject({ title: "Konflikte neu.pdf" });
    // The passages once, not twice; the old file is gone, the new one is there.
    expect(await passageCount(doc.id)).toBe(passages);
    expect(files().length).toBe(oldFiles.length);
    expect(files()).not.toEqual(oldFiles);
    const hits = (
      await suite.t.app.inject({ url: `/api/knowledge/search?q=Ich-Botschaften`, headers: { cookie: suite.cookie } })
    ).json();
    expect(hits.filter((h: { documentId: string }) => h.documentId === doc.id).length).toBeGreaterThan(0);
    expect(hits.every((h: { title: string }) => h.title !== "Konflikte alt.pdf")).toBe(true);
    const [entry] = await suite.t.db.database.query<{ action: string; target_name: string }>(
      "SELECT action, target_name FROM audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1",
      [doc.id],
    );
    expect(entry).toEqual({ action: "document.replace", target_name: "Konflikte neu.pdf" });
  });

  test("two uploads of one new file at once make one document", async () => {
    const bytes = await makePdf(["Pausen im Arbeitsalltag."], "Gleichzeitig");
    const results = await Promise.all([post("a.pdf", Buffer.from(bytes)), post("b.pdf", Buffer.from(bytes))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
