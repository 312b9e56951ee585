import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../../db/client";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import { RETRIEVAL_DOCUMENTS } from "#tests/fixtures/retrieval/documents";
import { RETRIEVAL_QUESTIONS } from "#tests/fixtures/retrieval/questions";
import { OFF_TOPIC_QUESTIONS } from "#tests/fixtures/off-topic-questions";
import { coverDensity, createSearchIndex, parseTsvector, type SearchIndex } from "./memory-index";
import { compareCodePoints, Lexicon, trigramsOf, trigramSimilarity } from "./lexicon";
import { addToLexicon, searchKnowledge, type KnowledgeHit } from "./search";
import { createKnowledgeSearch, type KnowledgeSearch } from "./service";
import { passageTopic } from "./topics";

test("a tsvector's text form gives each lexeme with its number of positions", () => {
  const seen: [string, number][] = [];
  const n = parseTsvector("'3.5':5 'caf\\\\é':9 'e-mail':1,4 'it''s':3A 'x'", (l, p) => seen.push([l, p]));
  expect(n).toBe(5);
  expect(seen).toEqual([
    ["3.5", 1],
    ["caf\\é", 1],
    ["e-mail", 2],
    ["it's", 1],
    ["x", 1],
  ]);
});

test("cover density of alternatives counts positions as PostgreSQL does", () => {
  expect(coverDensity(0)).toBe(0);
  // ts_rank_cd('a:1 b:3 a:7', 'a' | 'b', 32) = 0.3 / 1.3 as a float4
  expect(coverDensity(3)).toBe(Math.fround(0.3 / 1.3));
});

test("trigram similarity is pg_trgm's", () => {
  const a = trigramsOf("lampenfiber", true);
  expect(trigramSimilarity(a, new Set(trigramsOf("lampenfieber", true)))).toBe(Math.fround(2 / 3));
  const lexicon = new Lexicon(true);
  lexicon.add(["lampenfieber", "lampe", "dauerstress", "stress", "stresstest", "stressig", "prüfungsangst"]);
  expect(lexicon.similar("lampenfiber", 0.5, 2)).toEqual(["lampenfieber"]);
  expect(lexicon.containing("stress", 3)).toEqual(["stressig", "stresstest", "dauerstress"]);
  expect(lexicon.startingWith("stress", "stress", 3)).toEqual(["stressig", "stresstest"]);
  expect(compareCodePoints("ä", "z")).toBeGreaterThan(0);
});

/** The evaluation set (German and English handouts) the way ingestion stores it, plus filler of everyday words. */
async function seed(db: Database) {
  for (const d of RETRIEVAL_DOCUMENTS) {
    const [doc] = await db.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes, language) VALUES ($1, $1, '/x', 'COMPLETED', 1, $2) RETURNING id",
      [d.title, d.language],
    );
    await db.query(
      `INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic)
       SELECT $1, o, p, t, $2, to_tsvector($3::regconfig, t), topic
       FROM unnest($4::text[], $5::int[], $6::text[]) WITH ORDINALITY AS u(t, p, topic, o)`,
      [
        doc!.id,
        d.language,
        d.language === "en" ? "english" : "german",
        d.passages.map((p) => p.text),
        d.passages.map((p) => p.page),
        d.passages.map((p) => passageTopic(p.text)),
      ],
    );
    await addToLexicon(db, d.passages.map((p) => p.text).join("\n"));
  }
  // Filler: 1,200 passages of the set's own words shuffled, so candidate budgets and caps come into play.
  const words = RETRIEVAL_DOCUMENTS.flatMap((d) => d.passages.flatMap((p) => p.text.split(/\s+/)));
  let seed = 11;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const texts = Array.from({ length: 1200 }, () => Array.from({ length: 70 }, () => words[next() % words.length]).join(" "));
  const [filler] = await db.query<{ id: string }>(
    "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('Sammlung.pdf', 's', '/x', 'COMPLETED', 1) RETURNING id",
  );
  await db.query(
    `INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic)
     SELECT $1, o, 1, t, 'de', to_tsvector('german', t), topic FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(t, topic, o)`,
    [filler!.id, texts, texts.map(passageTopic)],
  );
}

/** Questions with typos, compounds, split verbs, English, punctuation and odd characters besides the evaluation set's. */
const EXTRA_QUESTIONS = [
  "Was hilft gegen Lampenfiber?",
  "Prüfungsangst vor der Klausur",
  "Wie höre ich richtig zu?",
  "stress stress STRESS!!!",
  "E-Mails, z.B. 3.5 Mal am Tag – café?",
  "it's what we'd call 'burn-out' isn't it",
  "Konzentrationsschwierigkeiten beim Arbeiten",
  "Ich habe immer viel Arbeit und zu wenig Zeit",
  "\\ ' '' : | & ! <-> *",
  "Grübeln",
];

const QUESTIONS = [...RETRIEVAL_QUESTIONS.map((q) => q.question), ...OFF_TOPIC_QUESTIONS, ...EXTRA_QUESTIONS];

const shape = (hits: KnowledgeHit[]) => hits.map((h) => [h.passageId, h.title, h.page, h.text, h.score, h.relevance]);

describe.each(ENGINES)("in-process search index on %s", (engine) => {
  let db: TestDatabase;
  let index: SearchIndex;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    await seed(db.database);
    index = createSearchIndex(db.database);
    index.reloadAll();
    await index.settled();
  }, 120_000);
  afterAll(async () => {
    index.close();
    await db.drop();
  });

  test("answers every question as the database's statements do: same passages, order, scores and relevance", async () => {
    expect(index.current()).toBe(true);
    expect(QUESTIONS.length).toBeGreaterThan(180);
    for (const question of QUESTIONS) {
      for (const limit of [5, 20]) {
        const sql = await searchKnowledge(db.database, question, limit);
        const memory = await searchKnowledge(db.database, question, limit, {}, index.backend);
        expect(shape(memory), question).toEqual(shape(sql));
      }
    }
  }, 120_000);

  test("an announcement that names no documents, or not ids, reloads everything", async () => {
    const before = index.stats();
    for (const payload of ["", "documents:", "documents:not-an-id", "something else"]) {
      index.changed(payload);
      expect(index.current()).toBe(false);
      await index.settled();
      expect(index.current()).toBe(true);
      expect(index.stats()).toEqual(before);
    }
  });

  test("asks the database only for question words it has not stemmed before", async () => {
    const question = "Wie werde ich ruhiger vor einem Gespräch mit der Chefin?";
    await searchKnowledge(db.database, question, 5, {}, index.backend);
    const query = db.database.query.bind(db.database);
    let queries = 0;
    db.database.query = (...args: Parameters<Database["query"]>) => {
      queries++;
      return query(...args);
    };
    try {
      await searchKnowledge(db.database, question, 5, {}, index.backend);
      expect(queries).toBe(0);
    } finally {
      db.database.query = query;
    }
  });
});

/** A persona, and a COMPLETED document with one passage. */
async function addDocument(db: Database, title: string, text: string) {
  const [doc] = await db.query<{ id: string }>(
    "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
    [title],
  );
  await db.query(
    "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 1, $2, 'de', to_tsvector('german', $2))",
    [doc!.id, text],
  );
  return doc!.id;
}

async function addPersona(db: Database, slug: string) {
  const [row] = await db.query<{ id: string }>(
    "INSERT INTO personas (slug, name, greeting, greeting_phonetic, system_prompt) VALUES ($1, $1, 'Hallo', 'Hallo', 'x') RETURNING id",
    [slug],
  );
  return row!.id;
}

describe.each(ENGINES)("knowledge search with the index on %s", (engine) => {
  let db: TestDatabase;
  let search: KnowledgeSearch;
  /** The search with the index, once it holds every change, against SQL alone. */
  const both = async (question: string, personaId?: string) => {
    await waitFor(async () => {
      await search.indexSettled();
      return search.indexed();
    }, Boolean);
    const memory = await search.search(question, 5, { personaId });
    expect(search.indexed()).toBe(true);
    const sql = await searchKnowledge(db.database, question, 5, { personaId });
    expect(shape(memory)).toEqual(shape(sql));
    return memory.map((h) => h.title);
  };
  beforeAll(async () => {
    db = await freshDatabase(engine);
    search = createKnowledgeSearch(db.database);
    await search.ready;
  });
  afterAll(async () => {
    await search.close();
    await db.drop();
  });

  test("follows added, re-indexed, deleted documents, status and persona changes", async () => {
    const question = "Was hilft gegen Lampenfieber?";
    expect(await both(question)).toEqual([]);
    const id = await addDocument(db.database, "Lampenfieber.pdf", "Gegen Lampenfieber hilft eine ruhige Bauchatmung.");
    await waitFor(
      () => both(question),
      (t) => t[0] === "Lampenfieber.pdf",
    );

    // Re-indexed: new passages in place of the old ones (as ingestion does it, in one transaction).
    await db.database.query("BEGIN");
    await db.database.query("DELETE FROM passages WHERE document_id = $1", [id]);
    await db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 2, $2, 'de', to_tsvector('german', $2))",
      [id, "Vor dem Auftritt: Lampenfieber gehört dazu, Übung hilft."],
    );
    await db.database.query("COMMIT");
    const pages = await waitFor(
      async () => {
        await both(question);
        return (await search.search(question)).map((h) => h.page);
      },
      (p) => p[0] === 2,
    );
    expect(pages).toEqual([2]);

    // Persona assignment: a document assigned to another persona is not searched for this one.
    const coach = await addPersona(db.database, "coach-a");
    const other = await addPersona(db.database, "coach-b");
    await db.database.query("INSERT INTO document_personas (document_id, persona_id) VALUES ($1, $2)", [id, other]);
    await waitFor(
      () => both(question, coach),
      (t) => t.length === 0,
    );
    expect(await both(question, other)).toEqual(["Lampenfieber.pdf"]);
    await db.database.query("DELETE FROM document_personas WHERE document_id = $1", [id]);
    await waitFor(
      () => both(question, coach),
      (t) => t.length === 1,
    );

    await db.database.query("UPDATE documents SET title = 'Auftritt.pdf' WHERE id = $1", [id]);
    await waitFor(
      () => both(question),
      (t) => t[0] === "Auftritt.pdf",
    );
    await db.database.query("UPDATE documents SET status = 'ERROR' WHERE id = $1", [id]);
    await waitFor(
      () => both(question),
      (t) => t.length === 0,
    );
    await db.database.query("UPDATE documents SET status = 'COMPLETED' WHERE id = $1", [id]);
    await waitFor(
      () => both(question),
      (t) => t.length === 1,
    );
    await db.database.query("DELETE FROM documents WHERE id = $1", [id]);
    await waitFor(
      () => both(question),
      (t) => t.length === 0,
    );
    expect(search.indexStats()?.passages).toBe(0);
  });

  test("follows a passage switched off, on again, and edited, as the database's statements do", async () => {
    const question = "Wie plane ich eine Auszeit vom Beruf?";
    const id = await addDocument(db.database, "Sabbatical.pdf", "Eine berufliche Auszeit plant man ein Jahr im Voraus.");
    await waitFor(
      () => both(question),
      (t) => t[0] === "Sabbatical.pdf",
    );
    await db.database.query("UPDATE passages SET disabled = true WHERE document_id = $1", [id]);
    await waitFor(
      () => both(question),
      (t) => t.length === 0,
    );
    // Still counted in the term statistics, as search_terms counts it: switching it off changes no other ranking.
    expect(search.indexStats()?.passages).toBeGreaterThan(0);
    await db.database.query("UPDATE passages SET disabled = false WHERE document_id = $1", [id]);
    await waitFor(
      () => both(question),
      (t) => t[0] === "Sabbatical.pdf",
    );
    await db.database.query(
      "UPDATE passages SET text = 'Ein Sabbatjahr braucht Rücklagen.', edited_at = now() WHERE document_id = $1",
      [id],
    );
    await waitFor(
      () => both("Rücklagen"),
      (t) => t[0] === "Sabbatical.pdf",
    );
    // The old words are gone ("Auszeit" would still find "Sabbatjahr" through the glossary).
    expect(await both("im Voraus")).toEqual([]);
    await db.database.query("DELETE FROM documents WHERE id = $1", [id]);
  });

  test("an announcement without document ids reloads everything", async () => {
    await addDocument(db.database, "Schlaf.pdf", "Eine feste Abendroutine hilft beim Einschlafen.");
    await waitFor(
      () => both("Abendroutine"),
      (t) => t[0] === "Schlaf.pdf",
    );
    await db.database.notify("search_changed", "");
    await waitFor(
      () => both("Abendroutine"),
      (t) => t[0] === "Schlaf.pdf",
    );
    // Not a list of ids: read everything too, rather than fail on it again and again.
    await db.database.notify("search_changed", "documents:not-an-id");
    await waitFor(
      () => both("Abendroutine"),
      (t) => t[0] === "Schlaf.pdf",
    );
  });
});

describe.each(ENGINES)("knowledge search without a subscription on %s", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(engine);
  });
  afterAll(() => db.drop());

  test("searches with SQL when announcements cannot be received", async () => {
    const database: Database = {
      ...db.database,
      listen: () => Promise.reject(new Error("no LISTEN here")),
    };
    const search = createKnowledgeSearch(database);
    try {
      await search.ready;
      await addDocument(db.database, "Pausen.pdf", "Kurze Pausen ohne Bildschirm senken den Stresspegel.");
      expect((await search.search("Pausen gegen Stress"))[0]?.title).toBe("Pausen.pdf");
      expect(search.indexed()).toBe(false);
    } finally {
      await search.close();
    }
  });

  test.runIf(engine === "postgres")(
    "falls back to SQL while the LISTEN connection is down, and reloads the index when it is back",
    async () => {
      const search = createKnowledgeSearch(db.database);
      try {
        await search.ready;
        await waitFor(async () => search.indexed(), Boolean);
        const killed = await db.database.query<{ ok: boolean }>(
          "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
        );
        expect(killed.length).toBeGreaterThan(0);
        await waitFor(
          async () => search.indexed(),
          (v) => !v,
          5000,
        );
        // A change while nobody listens: SQL finds it.
        await addDocument(db.database, "Atem.pdf", "Die Atemübung 4-7-8 beruhigt vor dem Einschlafen.");
        expect((await search.search("Atemübung"))[0]?.title).toBe("Atem.pdf");
        // Back: the index is read again and has it.
        await waitFor(async () => search.indexed(), Boolean);
        expect((await search.search("Atemübung vor dem Einschlafen"))[0]?.title).toBe("Atem.pdf");
        expect(search.indexStats()?.documents).toBeGreaterThan(0);
      } finally {
        await search.close();
      }
    },
    30_000,
  );
});
