import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DocumentJson, DocumentPassagesPage } from "#shared/contracts/documents";
import type { KnowledgeTestHit } from "#shared/contracts/knowledge";
import type { ChatDone } from "#shared/schemas/chat";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import { passageTopic } from "../search/service";
import type { DocumentEvent } from "./events";

const persona = (slug: string, name: string) => ({
  name,
  slug,
  greeting: `Hallo, hier ist ${name}!`,
  greetingPhonetic: `Hallo, hier ist ${name}!`,
  systemPrompt: `Du bist ${name}.`,
  voiceId: null,
  isActive: true,
});

const QUESTION = "Was hilft gegen Lampenfieber vor einem Vortrag?";
const PASSAGE = "Gegen Lampenfieber vor einem Vortrag hilft eine ruhige Bauchatmung: vier Sekunden ein, sechs Sekunden aus.";

describe.each(ENGINES)("documents per persona on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let anna: string;
  let ben: string;
  const inject = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload: payload as object, headers: { cookie, ...headers } });
  const addDocument = async (title: string, texts: string[]) => {
    const [doc] = await t.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $2, '/x', 'COMPLETED', 1) RETURNING id",
      [title, `${title}-${Math.random()}`],
    );
    for (const [i, text] of texts.entries()) {
      await t.db.database.query(
        "INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic) VALUES ($1, $2, $3, $4, 'de', to_tsvector('german', $4), $5)",
        [doc!.id, i, i + 1, text, passageTopic(text)],
      );
    }
    return doc!.id;
  };
  const listed = async (id: string) =>
    ((await inject("GET", "/api/documents")).json() as DocumentJson[]).find((d) => d.id === id);
  const chatSources = async (slug: string, question = QUESTION) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: { persona: slug, messages: [{ role: "user", content: question }] },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as ChatDone).sources.map((s) => s.documentId);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
    anna = (await inject("POST", "/api/admin/personas", persona("anna", "Anna"))).json<{ id: string }>().id;
    ben = (await inject("POST", "/api/admin/personas", persona("ben", "Ben"))).json<{ id: string }>().id;
    await t.ctx.knowledge.ready;
  });
  afterAll(() => t.close());

  test("a new document serves every persona; an assignment is listed, announced, and can be undone", async () => {
    const id = await addDocument("Auftritt.pdf", [PASSAGE]);
    expect((await listed(id))?.personas).toBeNull();
    const events: DocumentEvent[] = [];
    const unsubscribe = await t.ctx.documentEvents.subscribe((e) => events.push(e));
    try {
      const res = await inject("PUT", `/api/documents/${id}/personas`, { personas: [ben, anna, anna] });
      expect(res.statusCode).toBe(200);
      expect(res.json<DocumentJson>().personas).toEqual([anna, ben].sort());
      expect((await listed(id))?.personas).toEqual([anna, ben].sort());
      const announced = await waitFor(async () => events.find((e) => e.type === "update" && e.document.id === id), Boolean);
      expect(announced).toMatchObject({ document: { personas: [anna, ben].sort() } });

      expect((await inject("PUT", `/api/documents/${id}/personas`, { personas: null })).json<DocumentJson>().personas).toBeNull();
      expect((await listed(id))?.personas).toBeNull();
    } finally {
      await unsubscribe();
      await inject("DELETE", `/api/documents/${id}`);
    }
  });

  test("the chat of a persona searches only the documents assigned to it or to all", async () => {
    const id = await addDocument("Lampenfieber.pdf", [PASSAGE]);
    const general = await addDocument("Schlaf.pdf", ["Guter Schlaf beginnt mit einer festen Abendroutine ohne Bildschirme."]);
    try {
      // Persona B asks first, while the document still serves everyone: its answer is cached for B.
      expect(await chatSources("ben")).toEqual([id]);
      expect(await chatSources("anna")).toEqual([id]);
      expect((await inject("PUT", `/api/documents/${id}/personas`, { personas: [anna] })).statusCode).toBe(200);
      // The database announces the change, every instance clears its cache: B no longer gets the passage.
      await waitFor(
        () => chatSources("ben"),
        (s) => s.length === 0,
      );
      expect(await chatSources("anna")).toEqual([id]);
      // The default persona ('demo') is a persona like the others.
      expect(await chatSources("demo")).toEqual([]);
      // A document assigned to no one still serves everyone.
      expect(await chatSources("ben", "Wie finde ich eine feste Abendroutine für guten Schlaf?")).toEqual([general]);
    } finally {
      await inject("DELETE", `/api/documents/${id}`);
      await inject("DELETE", `/api/documents/${general}`);
    }
  });

  test("the cache keeps each persona's results apart", async () => {
    const id = await addDocument("Nur-Anna.pdf", [PASSAGE]);
    try {
      await inject("PUT", `/api/documents/${id}/personas`, { personas: [anna] });
      await waitFor(async () => (await t.ctx.knowledge.search(QUESTION, 5, { personaId: ben })).length === 0, Boolean);
      // Anna's hit, now cached, is not what Ben gets for the same question, nor the other way round.
      expect((await t.ctx.knowledge.search(QUESTION, 5, { personaId: anna })).map((h) => h.documentId)).toEqual([id]);
      expect(await t.ctx.knowledge.search(QUESTION, 5, { personaId: ben })).toEqual([]);
      expect((await t.ctx.knowledge.search(QUESTION, 5, { personaId: anna })).map((h) => h.documentId)).toEqual([id]);
      // Without a persona (the operator's unfiltered view) every document counts.
      expect((await t.ctx.knowledge.search(QUESTION, 5)).map((h) => h.documentId)).toEqual([id]);
    } finally {
      await inject("DELETE", `/api/documents/${id}`);
    }
  });

  test("assignments are validated", async () => {
    const id = await addDocument("Pruefung.pdf", [PASSAGE]);
    try {
      const put = (payload: unknown) => inject("PUT", `/api/documents/${id}/personas`, payload);
      for (const payload of [
        {},
        { personas: [] },
        { personas: "alle" },
        { personas: ["mia"] },
        { personas: null, extra: 1 },
        [anna],
      ]) {
        const res = await put(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code, JSON.stringify(payload)).toBe("invalid-input");
      }
      const missing = "00000000-0000-4000-8000-000000000000";
      const unknown = await put({ personas: [anna, missing] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ error: `Diese Persona gibt es nicht: ${missing}.`, code: "document-persona-unknown" });
      // Nothing changed.
      expect((await listed(id))?.personas).toBeNull();
      for (const url of [`/api/documents/${missing}/personas`, "/api/documents/kein-dokument/personas"]) {
        const res = await inject("PUT", url, { personas: null });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe("document-not-found");
      }
    } finally {
      await inject("DELETE", `/api/documents/${id}`);
    }
  });

  test("only a signed-in operator on the site's own origin assigns or reads passages", async () => {
    const id = await addDocument("Geschuetzt.pdf", [PASSAGE]);
    try {
      for (const [method, url] of [
        ["PUT", `/api/documents/${id}/personas`],
        ["GET", `/api/documents/${id}/passages`],
      ] as const) {
        const res = await t.app.inject({ method, url, payload: method === "PUT" ? { personas: [anna] } : undefined });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe("not-authenticated");
      }
      const foreign = await inject(
        "PUT",
        `/api/documents/${id}/personas`,
        { personas: [anna] },
        { origin: "https://evil.example" },
      );
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe("cross-origin");
      expect((await listed(id))?.personas).toBeNull();
    } finally {
      await inject("DELETE", `/api/documents/${id}`);
    }
  });

  test("deleting a persona or a document removes its assignments, and the list follows", async () => {
    const carla = (await inject("POST", "/api/admin/personas", persona("carla", "Carla"))).json<{ id: string }>().id;
    const id = await addDocument("Carla.pdf", [PASSAGE]);
    await inject("PUT", `/api/documents/${id}/personas`, { personas: [carla, anna] });
    const events: DocumentEvent[] = [];
    const unsubscribe = await t.ctx.documentEvents.subscribe((e) => events.push(e));
    try {
      expect((await inject("DELETE", `/api/admin/personas/${carla}`)).statusCode).toBe(204);
      expect((await listed(id))?.personas).toEqual([anna]);
      await waitFor(
        async () => events.find((e) => e.type === "update" && e.document.id === id),
        (e) => e !== undefined && e.type === "update" && e.document.personas?.length === 1,
      );
      // Its last persona gone, a document serves everyone again.
      await t.db.database.query("DELETE FROM personas WHERE id = $1", [anna]);
      expect((await listed(id))?.personas).toBeNull();
    } finally {
      await unsubscribe();
    }
    await inject("PUT", `/api/documents/${id}/personas`, { personas: [ben] });
    await inject("DELETE", `/api/documents/${id}`);
    const rows = await t.db.database.query("SELECT 1 FROM document_personas WHERE document_id = $1", [id]);
    expect(rows).toEqual([]);
    anna = (await inject("POST", "/api/admin/personas", persona("anna-2", "Anna"))).json<{ id: string }>().id;
  });

  test("the passages of a document, in order with their pages, a page at a time", async () => {
    const texts = Array.from({ length: 7 }, (_, i) => `Abschnitt ${i + 1} über Achtsamkeit im Alltag.`);
    const id = await addDocument("Achtsamkeit.pdf", texts);
    try {
      const all = (await inject("GET", `/api/documents/${id}/passages`)).json<DocumentPassagesPage>();
      // Each passage also says how often the coach used it and whether the operator switched it off or edited it.
      const fresh = { hits: 0, lastUsedAt: null, disabled: false, editedAt: null };
      expect(all).toMatchObject({
        total: 7,
        offset: 0,
        passages: texts.map((text, i) => ({ ordinal: i, page: i + 1, text, ...fresh })),
      });
      expect(new Set(all.passages.map((p) => p.id)).size).toBe(7);
      const page = (await inject("GET", `/api/documents/${id}/passages?offset=5&limit=3`)).json<DocumentPassagesPage>();
      expect(page).toMatchObject({
        total: 7,
        offset: 5,
        passages: [5, 6].map((i) => ({ ordinal: i, page: i + 1, text: texts[i] })),
      });
      expect(page.passages.map((p) => p.id)).toEqual(all.passages.slice(5).map((p) => p.id));
      for (const query of ["limit=0", "limit=201", "offset=-1", "offset=x"]) {
        const res = await inject("GET", `/api/documents/${id}/passages?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code, query).toBe("invalid-input");
      }
      const missing = await inject("GET", "/api/documents/00000000-0000-4000-8000-000000000000/passages");
      expect(missing.statusCode).toBe(404);
    } finally {
      await inject("DELETE", `/api/documents/${id}`);
    }
  });

  test("the operator's test search: as one persona, with the matching words of each passage", async () => {
    const id = await addDocument("Test.pdf", [PASSAGE]);
    try {
      await inject("PUT", `/api/documents/${id}/personas`, { personas: [anna] });
      const search = (query: string) => inject("GET", `/api/knowledge/search?q=${encodeURIComponent(QUESTION)}${query}`);
      await waitFor(async () => (await search(`&persona=${ben}`)).json<KnowledgeTestHit[]>().length === 0, Boolean);
      const hits = (await search(`&persona=${anna}`)).json<KnowledgeTestHit[]>();
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({ documentId: id, title: "Test.pdf", page: 1, text: PASSAGE });
      expect(hits[0]!.matched).toEqual(["Lampenfieber", "Vortrag"]);
      expect(hits[0]!.titleMatched).toEqual([]);
      // The question and the handout are both about presenting: the test box says so.
      expect(hits[0]!.topic).toBe("presentation");
      expect((await search("")).json<KnowledgeTestHit[]>()).toHaveLength(1);
      for (const value of ["00000000-0000-4000-8000-000000000000", "anna", "x'--"]) {
        const res = await search(`&persona=${encodeURIComponent(value)}`);
        expect(res.statusCode, value).toBe(404);
        expect(res.json().code).toBe("persona-not-found");
      }
    } finally {
      await inject("DELETE", `/api/documents/${id}`);
    }
  });
});
