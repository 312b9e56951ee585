import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { measureRecall, seedRetrievalSet } from "#tests/fixtures/retrieval-set";
import { anyOf, candidateTerms, searchKnowledge } from "./search";

/**
 * recall@5 measured at 0.923 on both engines (24/26: "Kaffee" does not find "Koffein", and "höre … zu"
 * does not find "Zuhören"); the floor sits just below, so losing one more question fails.
 */
const RECALL_FLOOR = 0.9;

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

  test("documents that are not COMPLETED are never searched", async () => {
    await db.database.query("UPDATE documents SET status = 'ERROR' WHERE title = 'Achtsamkeit.pdf'");
    const hits = await searchKnowledge(db.database, "Was ist ein Body-Scan?", 5);
    expect(hits.map((h) => h.title)).not.toContain("Achtsamkeit.pdf");
    await db.database.query("UPDATE documents SET status = 'COMPLETED' WHERE title = 'Achtsamkeit.pdf'");
  });
});
