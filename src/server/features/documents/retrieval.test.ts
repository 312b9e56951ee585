import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES, freshDatabase, type TestDatabase } from "../../../../tests/helpers/db";
import { RETRIEVAL_DOCUMENTS, RETRIEVAL_QUESTIONS } from "./retrieval-set";
import { addToLexicon, searchKnowledge } from "./search";

/** Indexes the retrieval set the way ingestion does (one passage per paragraph). */
export async function seedRetrievalSet(db: TestDatabase["database"]) {
  for (const [title, paragraphs] of Object.entries(RETRIEVAL_DOCUMENTS)) {
    const [doc] = await db.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
      [title],
    );
    for (const [i, text] of paragraphs.entries()) {
      await db.query("INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, $2, 1, $3, 'de', to_tsvector('german', $3))", [doc!.id, i, text]);
      await addToLexicon(db, text);
    }
  }
}

/** recall@5 measured at 0.94 on both engines (15/16: "Kaffee" does not find "Koffein"); the floor sits just below. */
const RECALL_FLOOR = 0.9;

describe.each(ENGINES)("retrieval on %s", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    await seedRetrievalSet(db.database);
  });
  afterAll(() => db.drop());

  test("recall@5 on natural German questions stays above the measured floor", async () => {
    let found = 0;
    const misses: string[] = [];
    for (const [question, expected] of RETRIEVAL_QUESTIONS) {
      const hits = await searchKnowledge(db.database, question, 5);
      if (hits.some((h) => h.title === expected)) found++;
      else misses.push(question);
    }
    const recall = found / RETRIEVAL_QUESTIONS.length;
    expect(recall, `missed: ${misses.join(" | ")}`).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  test("the best hit for the spec's example question is the right document", async () => {
    const hits = await searchKnowledge(db.database, "Was hilft mir gegen Lampenfieber vor einem Vortrag?", 5);
    expect(hits[0]?.title).toBe("Lampenfieber.pdf");
  });

  test("documents that are not COMPLETED are never searched", async () => {
    await db.database.query("UPDATE documents SET status = 'ERROR' WHERE title = 'Achtsamkeit.pdf'");
    const hits = await searchKnowledge(db.database, "Was ist ein Body-Scan?", 5);
    expect(hits.map((h) => h.title)).not.toContain("Achtsamkeit.pdf");
    await db.database.query("UPDATE documents SET status = 'COMPLETED' WHERE title = 'Achtsamkeit.pdf'");
  });
});
