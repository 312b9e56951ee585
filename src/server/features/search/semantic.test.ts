import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { createOpenAiEmbeddings, type EmbeddingsProvider } from "../../providers/embeddings";
import { embedPendingPassages, embeddingProgress, fuseRanks } from "./semantic";
import { RELEVANCE_THRESHOLD, createKnowledgeSearch, relevantHits, similarityRelevance } from "./service";

test("reciprocal rank fusion puts what both lists rank high first", () => {
  const fused = fuseRanks([
    ["a", "b", "c"],
    ["b", "d", "a"],
  ]);
  expect(fused.map((f) => f.key)).toEqual(["b", "a", "d", "c"]);
  expect(similarityRelevance(0.4, 0.4)).toBeCloseTo(RELEVANCE_THRESHOLD);
  expect(similarityRelevance(0.2, 0.4)).toBeLessThan(RELEVANCE_THRESHOLD);
  expect(similarityRelevance(2, 0.4)).toBe(1);
});

describe.each(ENGINES)("semantic search on %s", (engine) => {
  let db: TestDatabase;
  let fake: FakeOpenAi;
  let provider: EmbeddingsProvider;
  const ids: Record<string, string> = {};
  const addDocument = async (title: string, text: string) => {
    const [doc] = await db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
      [title],
    );
    await db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 2, $2, 'de', to_tsvector('german', $2))",
      [doc!.id, text],
    );
    ids[title] = doc!.id;
  };
  const search = (withVectors: boolean) =>
    createKnowledgeSearch(db.database, withVectors ? { provider, minSimilarity: 0.4, timeoutMs: 1000 } : undefined);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    fake = await startFakeOpenAi({}, "sk-test");
    provider = createOpenAiEmbeddings({
      apiKey: "sk-test",
      baseURL: fake.url,
      model: "fake-embed",
      timeoutMs: 2000,
      maxRetries: 0,
    });
    await addDocument("Schlaf.pdf", "Eine feste Abendroutine hilft beim Einschlafen; das Bett bleibt zum Schlafen da.");
    await addDocument("Koffein.pdf", "Koffein wirkt bis zu acht Stunden und stört die Nachtruhe.");
    await addDocument("Fuehrung.pdf", "Wie Führungskräfte Rückmeldung geben, ohne zu verletzen.");
  });
  afterAll(async () => {
    await fake.close();
    await db.drop();
  });

  test("passages get vectors in batches, resumably, and again when the model changes", async () => {
    expect(await embeddingProgress(db.database, "fake-embed")).toEqual({ embedded: 0, total: 3 });
    expect(await embedPendingPassages(db.database, provider, { batch: 2 })).toBe(2);
    expect(await embeddingProgress(db.database, "fake-embed")).toEqual({ embedded: 2, total: 3 });
    expect(await embedPendingPassages(db.database, provider, { batch: 2 })).toBe(1);
    expect(await embedPendingPassages(db.database, provider)).toBe(0);
    const other = createOpenAiEmbeddings({ apiKey: "sk-test", baseURL: fake.url, model: "other-model", timeoutMs: 2000 });
    expect(await embeddingProgress(db.database, "other-model")).toEqual({ embedded: 0, total: 3 });
    expect(await embedPendingPassages(db.database, other)).toBe(3);
    expect(await embedPendingPassages(db.database, provider)).toBe(3);
  });

  test("an English question finds the German handout by meaning, words alone do not", async () => {
    const lexical = search(false);
    const semantic = search(true);
    try {
      // "sleep" alone would reach it through the glossary (decision 055); "insomnia" needs the meaning.
      const question = "What can I do about my insomnia?";
      expect(relevantHits(await lexical.search(question)).map((h) => h.title)).not.toContain("Schlaf.pdf");
      const hits = await semantic.search(question);
      expect(hits[0]?.title).toBe("Schlaf.pdf");
      expect(hits[0]?.page).toBe(2);
      expect(hits[0]?.similarity).toBeGreaterThan(0.4);
      expect(relevantHits(hits).map((h) => h.title)).toEqual(["Schlaf.pdf"]);
      // A German paraphrase without any word of the passage.
      const coffee = await semantic.search("Darf ich am Nachmittag noch Espresso trinken?");
      expect(coffee[0]?.title).toBe("Koffein.pdf");
    } finally {
      await lexical.close();
      await semantic.close();
    }
  });

  test("a persona's chat only finds its documents by meaning too", async () => {
    const [persona] = await db.database.query<{ id: string }>(
      "INSERT INTO personas (slug, name, greeting, greeting_phonetic, system_prompt) VALUES ('p', 'P', 'Hallo', 'Hallo', 'x') RETURNING id",
    );
    await db.database.query("INSERT INTO document_personas (document_id, persona_id) VALUES ($1, $2)", [
      ids["Koffein.pdf"],
      persona!.id,
    ]);
    const [other] = await db.database.query<{ id: string }>(
      "INSERT INTO personas (slug, name, greeting, greeting_phonetic, system_prompt) VALUES ('q', 'Q', 'Hallo', 'Hallo', 'x') RETURNING id",
    );
    const semantic = search(true);
    try {
      const titles = async (personaId: string) =>
        (await semantic.search("coffee in the evening", 5, { personaId })).map((h) => h.title);
      expect(await titles(persona!.id)).toContain("Koffein.pdf");
      expect(await titles(other!.id)).not.toContain("Koffein.pdf");
    } finally {
      await semantic.close();
    }
  });

  test("when the provider fails or hangs, the search answers by words", async () => {
    const semantic = search(true);
    try {
      fake.script.embeddingFailStatus = 500;
      const failing = await semantic.search("Abendroutine");
      expect(failing[0]?.title).toBe("Schlaf.pdf");
      expect(failing[0]?.similarity).toBeUndefined();
      fake.script.embeddingFailStatus = undefined;
      fake.script.embeddingDelayMs = 3000;
      const started = performance.now();
      const slow = await semantic.search("Einschlafen Bett");
      expect(performance.now() - started).toBeLessThan(2500);
      expect(slow[0]?.title).toBe("Schlaf.pdf");
    } finally {
      fake.script.embeddingDelayMs = undefined;
      await semantic.close();
    }
  });
});
