import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DocumentPassageJson, DocumentPassagesPage } from "#shared/contracts/documents";
import type { KnowledgeTestHit } from "#shared/contracts/knowledge";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { createOperator } from "#tests/helpers/operators";
import { waitFor } from "#tests/helpers/wait";
import { searchKnowledge } from "../search/search";
import { embeddingProgress } from "../search/service";

/**
 * Passages the operator corrects (issue 36): each with its hit count, switched off so that neither the chat
 * nor the test box finds it, or edited so that both find it by its new words at once.
 */

const STAGE = "Gegen Lampenfieber hilft eine ruhige Bauchatmung kurz vor dem Vortrag.";
const SLEEP = "Wer vor einer Klausur nicht einschlafen kann, legt das Lernen eine Stunde vor dem Zubettgehen beiseite.";
const EDITED = "Bei Redeangst hilft es, den Auftritt dreimal laut vor dem Spiegel zu proben.";
const STAGE_QUESTION = "Was hilft gegen Lampenfieber?";

/** A document that is already read, one passage per text, and the passages' ids in that order. */
async function addDocument(t: TestApp, title: string, texts: string[]): Promise<{ id: string; passages: number[] }> {
  const [doc] = await t.db.database.query<{ id: string }>(
    "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
    [title],
  );
  const rows = await t.db.database.query<{ id: number | string }>(
    `INSERT INTO passages (document_id, ordinal, page, text, language, tsv)
     SELECT $1, o - 1, 1, t, 'de', ''::tsvector FROM unnest($2::text[]) WITH ORDINALITY AS u(t, o) RETURNING id`,
    [doc!.id, texts],
  );
  return { id: doc!.id, passages: rows.map((r) => Number(r.id)).sort((a, b) => a - b) };
}

describe.each(ENGINES)("passages the operator corrects on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let doc: { id: string; passages: number[] };
  let stage: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
    doc = await addDocument(t, "Auftreten.pdf", [STAGE, SLEEP]);
    stage = doc.passages[0]!;
  });
  afterAll(() => t.close());

  const list = async () =>
    (await t.app.inject({ url: `/api/documents/${doc.id}/passages`, headers: { cookie } })).json<DocumentPassagesPage>().passages;
  const passage = async (id: number) => (await list()).find((p) => p.id === id)!;
  const patch = (body: unknown, id = stage, as = cookie, documentId = doc.id) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/documents/${documentId}/passages/${id}`,
      headers: as ? { cookie: as } : {},
      payload: body as object,
    });
  const testBox = async (q: string) =>
    (await t.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent(q)}`, headers: { cookie } })).json<
      KnowledgeTestHit[]
    >();
  const chat = async (q: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { accept: "application/json" },
        payload: { persona: "demo", messages: [{ role: "user", content: q }] },
      })
    ).json<{ reply: string; sources: { title: string }[] }>();
  /** The test box's texts for a question, once the search has heard of the last change (its announcement). */
  const boxTexts = (q: string, ok: (texts: string[]) => boolean) =>
    waitFor(async () => (await testBox(q)).filter((h) => h.usedByCoach).map((h) => h.text), ok);
  const auditEntries = () =>
    t.db.database.query<{ target_id: string; details: { changed?: string[] } }>(
      "SELECT target_id, details FROM audit_log WHERE action = 'document.passage' ORDER BY id",
    );

  test("each passage is listed with its id, hit count, switch and edit mark", async () => {
    const passages = await list();
    expect(passages.map((p) => p.text)).toEqual([STAGE, SLEEP]);
    expect(passages[0]).toEqual<DocumentPassageJson>({
      id: stage,
      ordinal: 0,
      page: 1,
      text: STAGE,
      disabled: false,
      editedAt: null,
      hits: 0,
      lastUsedAt: null,
    });
  });

  test("hits count the turns the coach answered with a passage, never the test box", async () => {
    for (let i = 0; i < 3; i++) expect((await testBox(STAGE_QUESTION))[0]?.text).toBe(STAGE);
    const { reply } = await chat(STAGE_QUESTION);
    expect(reply).toContain(STAGE);
    const used = await waitFor(
      () => passage(stage),
      (p) => p.hits > 0,
    );
    expect(used.hits).toBe(1);
    expect(Date.parse(used.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // A question no passage answers counts for none.
    await chat("Wie wird das Wetter morgen in Hamburg?");
    await chat(STAGE_QUESTION);
    await waitFor(
      () => passage(stage),
      (p) => p.hits === 2,
    );
    expect((await passage(doc.passages[1]!)).hits).toBe(0);
  });

  test("a passage switched off reaches neither the test box nor the chat, and comes back when switched on", async () => {
    const off = await patch({ disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json<DocumentPassageJson>()).toMatchObject({ id: stage, disabled: true, editedAt: null, hits: 2 });
    expect(await boxTexts(STAGE_QUESTION, (texts) => !texts.includes(STAGE))).toEqual([]);
    // Both search engines: the in-process index (above) and the database's statements.
    expect((await searchKnowledge(t.db.database, STAGE_QUESTION, 5)).map((h) => h.passageId)).not.toContain(stage);
    const { reply, sources } = await chat(STAGE_QUESTION);
    expect(reply).not.toContain("Bauchatmung");
    expect(sources).toEqual([]);
    // Not used, so not counted.
    expect((await passage(stage)).hits).toBe(2);

    expect((await patch({ disabled: false })).json<DocumentPassageJson>().disabled).toBe(false);
    expect(await boxTexts(STAGE_QUESTION, (texts) => texts.includes(STAGE))).toEqual([STAGE]);
    expect((await searchKnowledge(t.db.database, STAGE_QUESTION, 5))[0]?.passageId).toBe(stage);
    expect((await auditEntries()).map((e) => e.details.changed)).toEqual([["disabled"], ["disabled"]]);
  });

  test("an edited passage is found by its new words, no longer by its old ones, and marked as edited", async () => {
    const res = await patch({ text: `  ${EDITED}\n` });
    expect(res.statusCode).toBe(200);
    const edited = res.json<DocumentPassageJson>();
    expect(edited).toMatchObject({ id: stage, text: EDITED, disabled: false });
    expect(Date.parse(edited.editedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await boxTexts("Was hilft bei Redeangst vor einem Auftritt?", (texts) => texts[0] === EDITED)).toContain(EDITED);
    // "Lampenfieber" would still find it: the glossary puts "Redeangst" beside it. The old text's own words do not.
    expect(await boxTexts("Was bringt eine Bauchatmung?", (texts) => !texts.includes(EDITED))).toEqual([]);
    expect((await searchKnowledge(t.db.database, "Redeangst", 5))[0]?.passageId).toBe(stage);
    expect((await searchKnowledge(t.db.database, "Bauchatmung", 5)).map((h) => h.passageId)).not.toContain(stage);
    // The new words are in the lexicon, so a typo of them is found too.
    const words = await t.db.database.query<{ word: string }>("SELECT word FROM search_words WHERE word = 'redeangst'");
    expect(words).toHaveLength(1);
    expect((await chat("Was hilft gegen Redeangst?")).reply).toContain(EDITED);
    expect((await passage(stage)).editedAt).toBe(edited.editedAt);
    // Its topic is read again from the new words.
    const [row] = await t.db.database.query<{ topic: string }>("SELECT topic FROM passages WHERE id = $1", [stage]);
    expect(row?.topic).toBe("stage");
    const entries = await auditEntries();
    expect(entries.at(-1)).toEqual({ target_id: doc.id, details: { changed: ["text"] } });

    // The same text again changes nothing and records nothing.
    const same = await patch({ text: EDITED, disabled: false });
    expect(same.json<DocumentPassageJson>().editedAt).toBe(edited.editedAt);
    expect(await auditEntries()).toHaveLength(entries.length);
  });

  test("refuses what is no change, no passage of the document, or no operator", async () => {
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ text: "   " })).statusCode).toBe(400);
    expect((await patch({ text: "x".repeat(4001) })).statusCode).toBe(400);
    expect((await patch({ text: "a\u0000b" })).statusCode).toBe(400);
    expect((await patch({ disabled: "yes" })).statusCode).toBe(400);
    expect((await patch({ disabled: true, extra: 1 })).statusCode).toBe(400);
    const other = await addDocument(t, "Anderes.pdf", ["Ein anderer Text über Pausen."]);
    const notFound = await patch({ disabled: true }, other.passages[0]!);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ code: "passage-not-found" });
    expect((await patch({ disabled: true }, stage, cookie, other.id)).statusCode).toBe(404);
    expect((await patch({ disabled: true }, 0)).statusCode).toBe(404);
    expect((await patch({ disabled: true }, Number.MAX_SAFE_INTEGER)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `/api/documents/${doc.id}/passages/1e3`,
          headers: { cookie },
          payload: { disabled: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await patch({ disabled: true }, stage, cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    const anonymous = await patch({ disabled: true }, stage, "");
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/documents/${doc.id}/passages` })).statusCode, "the list is for operators only").toBe(
      401,
    );
    expect((await passage(stage)).disabled).toBe(false);

    const editor = await createOperator(t, "redaktion@example.com", "editor");
    const byEditor = await patch({ disabled: true }, doc.passages[1]!, editor);
    expect(byEditor.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/documents/${doc.id}/passages`, headers: { cookie: editor } })).statusCode).toBe(200);
    const [entry] = await t.db.database.query<{ account_email: string }>(
      "SELECT account_email FROM audit_log WHERE action = 'document.passage' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.account_email).toBe("redaktion@example.com");
  });

  test("the change and its audit entry are one transaction", async () => {
    await t.db.database.query(
      "CREATE OR REPLACE FUNCTION passage_audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$",
    );
    await t.db.database.query(
      "CREATE TRIGGER passage_audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION passage_audit_down()",
    );
    try {
      expect((await patch({ text: "Ganz neuer Text.", disabled: true })).statusCode).toBe(500);
    } finally {
      await t.db.database.query("DROP TRIGGER passage_audit_down ON audit_log");
    }
    expect(await passage(stage)).toMatchObject({ text: EDITED, disabled: false });
  });
});

/** With an embeddings provider, the vectors follow too: a switched-off passage is not found by meaning. */
describe.each(ENGINES)("passages the operator corrects, with search by meaning, on %s", (engine) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let cookie: string;
  const MODEL = "text-embedding-3-small";
  beforeAll(async () => {
    fake = await startFakeOpenAi({}, "sk-embed");
    t = await createTestApp(engine, {
      EMBEDDING_MODEL: MODEL,
      EMBEDDING_BASE_URL: fake.url,
      EMBEDDING_API_KEY: "sk-embed",
      EMBEDDING_DIMENSIONS: "48",
    });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const embedded = () =>
    waitFor(async () => {
      const p = await embeddingProgress(t.db.database, MODEL);
      return p.total > 0 && p.embedded === p.total;
    }, Boolean);

  test("switched off, it is found neither by words nor by meaning; edited, it gets a new vector", async () => {
    const doc = await addDocument(t, "Schlafratgeber.pdf", [
      "Eine feste Abendroutine hilft beim Einschlafen. Das Bett bleibt zum Schlafen da, nicht zum Arbeiten.",
    ]);
    const id = doc.passages[0]!;
    await t.ctx.embedder?.run();
    await embedded();
    const ask = async (q: string) =>
      (await t.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent(q)}`, headers: { cookie } })).json<
        KnowledgeTestHit[]
      >();
    await waitFor(
      async () => (await ask("How can I sleep better?"))[0]?.similarity,
      (s) => s !== undefined,
    );

    const patch = (body: object) =>
      t.app.inject({ method: "PATCH", url: `/api/documents/${doc.id}/passages/${id}`, headers: { cookie }, payload: body });
    expect((await patch({ disabled: true })).statusCode).toBe(200);
    await waitFor(
      async () => (await ask("How can I sleep better?")).length,
      (n) => n === 0,
    );
    expect(await ask("Abendroutine Einschlafen")).toEqual([]);

    const coffee = "Koffein wirkt bis zu acht Stunden: nach dem Mittag keinen Kaffee mehr.";
    expect((await patch({ disabled: false, text: coffee })).statusCode).toBe(200);
    // The edit dropped the old vector; the embedder, woken by the change, embeds the new text.
    const inputs = () =>
      fake.requests
        .filter((r) => r.path === "/v1/embeddings")
        .flatMap((r) => [(r.body as { input: string | string[] }).input].flat());
    await waitFor(async () => inputs().includes(coffee), Boolean);
    await embedded();
    expect((await ask("Wie lange wirkt Koffein?"))[0]?.text).toBe(coffee);
  });
});
