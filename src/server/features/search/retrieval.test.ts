import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { measureRecall, RETRIEVAL_QUESTIONS, seedRetrievalSet } from "#tests/fixtures/retrieval-set";
import { OFF_TOPIC_QUESTIONS } from "#tests/fixtures/off-topic-questions";
import { anyOf, candidateTerms, searchKnowledge } from "./search";
import { relevantHits } from "./service";
import { passageTopic } from "./topics";

/**
 * recall@5 measured at 0.962 on both engines (25/26: "Kaffee" does not find "Koffein", which no thesaurus
 * lists as a synonym); the floor sits just below, so losing one more question fails.
 */
const RECALL_FLOOR = 0.95;

test("candidates come from the rarest terms until their passages fill the budget, at least one term", () => {
  const term = (lexeme: string, df: number) => ({ language: "de" as const, lexeme, df, weight: 1 });
  const terms = [term("arbeit", 900), term("lampenfieb", 12), term("vortrag", 150), term("stress", 400)];
  expect(candidateTerms(terms, 600).map((t) => t.lexeme)).toEqual(["lampenfieb", "vortrag", "stress"]);
  expect(candidateTerms(terms, 100).map((t) => t.lexeme)).toEqual(["lampenfieb"]);
  expect(candidateTerms([term("arbeit", 900)], 100).map((t) => t.lexeme)).toEqual(["arbeit"]);
});

describe.each(ENGINES)("retrieval on %s", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    await seedRetrievalSet(db.database);
  });
  afterAll(() => db.drop());

  test("recall@5 on natural German questions stays above the measured floor", async () => {
    const { recall, misses } = await measureRecall(db.database, 5);
    console.info(`recall@5 on ${engine}: ${recall.toFixed(3)}; missed: ${misses.join(" | ") || "none"}`);
    expect(recall, `missed: ${misses.join(" | ")}`).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  test("the best hit for the documented example question is the right document", async () => {
    const hits = await searchKnowledge(db.database, "Was hilft mir gegen Lampenfieber vor einem Vortrag?", 5);
    expect(hits[0]?.title).toBe("Lampenfieber.pdf");
  });

  test("lexemes with quotes, backslashes or operator characters stay plain terms of the query", async () => {
    for (const lexeme of ["o'neil", String.raw`a\b`, "x & y", "!nicht", "wort:*", "(a|b)"]) {
      const [row] = await db.database.query<{ self: boolean; other: boolean }>(
        "SELECT array_to_tsvector(ARRAY[$2]) @@ $1::tsquery AS self, array_to_tsvector(ARRAY['anders']) @@ $1::tsquery AS other",
        [anyOf([lexeme]), lexeme],
      );
      expect(row, lexeme).toEqual({ self: true, other: false });
    }
  });

  test("a split verb and a synonym reach passages that use other words", async () => {
    const listen = await searchKnowledge(db.database, "Wie höre ich richtig zu?", 3);
    expect(listen[0]?.title).toBe("Kommunikation.pdf");
    // "Dienstschluss" is OpenThesaurus's synonym of "Feierabend"; the passage never says "Feierabend".
    await db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) SELECT id, 99, 4, $1, 'de', to_tsvector('german', $1) FROM documents WHERE title = 'Work-Life-Balance.pdf'",
      ["Nach Dienstschluss bleibt das Diensthandy im Schrank."],
    );
    const hits = await searchKnowledge(db.database, "Wann ist Feierabend?", 3);
    expect(hits.map((h) => h.text)).toContainEqual(expect.stringContaining("Dienstschluss"));
    await db.database.query("DELETE FROM passages WHERE ordinal = 99");
  });

  test("an English question finds a German handout through the glossary's translations", async () => {
    const NIGHT_SHIFT = "Nach der Nachtschicht hilft ein abgedunkeltes Zimmer beim Einschlafen.";
    const [doc] = await db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes, language) VALUES ('Dienstplan.pdf', 'dp', '/x', 'COMPLETED', 1, 'de') RETURNING id",
    );
    await db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic) VALUES ($1, 0, 1, $2, 'de', to_tsvector('german', $2), $3)",
      [doc!.id, NIGHT_SHIFT, passageTopic(NIGHT_SHIFT)],
    );
    // No word of the question is in the passage, in any language: only "shift" → "Nachtschicht" and "sleeping" → "einschlafen".
    const [hit] = await searchKnowledge(db.database, "Any tips for sleeping after a night shift?", 1);
    expect(hit?.title).toBe("Dienstplan.pdf");
    await db.database.query("DELETE FROM documents WHERE id = $1", [doc!.id]);
  });

  test("relevance measures how much of the question a passage answers, across questions", async () => {
    const [strong] = await searchKnowledge(db.database, "Was ist ein Body-Scan?", 1);
    const weak = await searchKnowledge(db.database, "Wie viel kostet ein Flug nach Mallorca?", 3);
    expect(strong?.relevance).toBeGreaterThan(0.9);
    for (const hit of weak) expect(hit.relevance).toBeLessThan(0.4);
  });

  test("the relevance threshold keeps the right passages and drops most found for off-topic questions", async () => {
    let kept = 0;
    for (const [question, expected] of RETRIEVAL_QUESTIONS) {
      const [first] = relevantHits(await searchKnowledge(db.database, question, 5));
      if (first?.title === expected) kept++;
    }
    let offTopic = 0;
    for (const question of OFF_TOPIC_QUESTIONS) {
      if (relevantHits(await searchKnowledge(db.database, question, 5)).length > 0) offTopic++;
    }
    console.info(`first hit right and kept: ${kept}/${RETRIEVAL_QUESTIONS.length}; off-topic with a passage: ${offTopic}/30`);
    // Measured 21/26 and 1/30 on both engines (20/26 before titles were searched).
    expect(kept).toBeGreaterThanOrEqual(18);
    expect(offTopic).toBeLessThanOrEqual(4);
  });

  test("a passage is found by its document's title, whatever the writing statement supplied", async () => {
    const [doc] = await db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes, language) VALUES ('Sabbatical_Planung.pdf', 'sab', '/x', 'COMPLETED', 1, 'de') RETURNING id",
    );
    // The statement's own vector is replaced by the database's: the text's words, then the title's.
    await db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 2, $2, 'de', to_tsvector('german', 'anderes'))",
      [doc!.id, "Ein halbes Jahr Auszeit will gut vorbereitet sein."],
    );
    const vector = async () =>
      (await db.database.query<{ tsv: string }>("SELECT tsv::text AS tsv FROM passages WHERE document_id = $1", [doc!.id]))[0]!
        .tsv;
    expect(await vector()).toBe("'auszeit':4 'gut':6 'halb':2 'jahr':3 'planung':9 'sabbatical':8 'vorbereitet':7");
    const [hit] = await searchKnowledge(db.database, "Wie gehe ich ein Sabbatical an?", 1);
    expect(hit).toMatchObject({ title: "Sabbatical_Planung.pdf", page: 2 });
    // Migration 0019 derives the vectors of passages written before it by rewriting their text.
    await db.database.query("ALTER TABLE passages DISABLE TRIGGER passages_tsv");
    await db.database.query("UPDATE passages SET tsv = to_tsvector('german', text) WHERE document_id = $1", [doc!.id]);
    await db.database.query("ALTER TABLE passages ENABLE TRIGGER passages_tsv");
    expect(await vector()).not.toContain("sabbatical");
    await db.database.query("UPDATE passages SET text = text WHERE document_id = $1", [doc!.id]);
    expect(await vector()).toContain("'sabbatical':8");
    await db.database.query("DELETE FROM documents WHERE id = $1", [doc!.id]);
  });

  test("documents that are not COMPLETED are never searched", async () => {
    await db.database.query("UPDATE documents SET status = 'ERROR' WHERE title = 'Achtsamkeit.pdf'");
    const hits = await searchKnowledge(db.database, "Was ist ein Body-Scan?", 5);
    expect(hits.map((h) => h.title)).not.toContain("Achtsamkeit.pdf");
    await db.database.query("UPDATE documents SET status = 'COMPLETED' WHERE title = 'Achtsamkeit.pdf'");
  });
});
