import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENGINES, freshDatabase, type TestDatabase } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";
import { createKnowledgeSearch, searchCacheKey, type KnowledgeSearch } from "./service";

describe.each(ENGINES)("cached knowledge search on %s", (engine) => {
  let db: TestDatabase;
  let search: KnowledgeSearch;
  let queries = 0;
  const addDocument = async (title: string, text: string) => {
    const [doc] = await db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
      [title],
    );
    await db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 1, $2, 'de', to_tsvector('german', $2))",
      [doc!.id, text],
    );
    return doc!.id;
  };
  beforeAll(async () => {
    db = await freshDatabase(engine);
    const query = db.database.query.bind(db.database);
    db.database.query = (text: string, params?: unknown[], options?: { prepareAs?: string }) => {
      queries++;
      return query(text, params, options);
    };
    search = createKnowledgeSearch(db.database);
    await addDocument("Schlaf.pdf", "Eine feste Abendroutine hilft beim Einschlafen.");
  });
  afterAll(async () => {
    await search.close();
    await db.drop();
  });

  test("the same question, however it is typed, is answered from the cache", async () => {
    expect(searchCacheKey("Wie schlafe ich besser ein?", 5)).toBe(searchCacheKey("  wie SCHLAFE ich besser ein ", 5));
    await search.ready;
    // The in-process index may have loaded before the set-up's insert and learns of it from the
    // announcement, which may still be on its way: the document appears within moments.
    const first = await waitFor(
      () => search.search("Hilft eine Abendroutine beim Einschlafen?"),
      (hits) => hits[0]?.title === "Schlaf.pdf",
    );
    expect(first[0]?.title).toBe("Schlaf.pdf");
    // The notification of the set-up's own insert may still be on its way and clear the cache once.
    await waitFor(async () => {
      const before = queries;
      expect(await search.search("hilft eine abendroutine beim einschlafen")).toEqual(first);
      return queries === before;
    }, Boolean);
  });

  test("a new passage, a status change and a delete each clear the cache", async () => {
    const question = "Was tun gegen Lampenfieber?";
    expect(await search.search(question)).toEqual([]);
    const id = await addDocument("Lampenfieber.pdf", "Gegen Lampenfieber hilft eine ruhige Bauchatmung.");
    await waitFor(async () => (await search.search(question))[0]?.title === "Lampenfieber.pdf", Boolean);

    await db.database.query("UPDATE documents SET status = 'ERROR' WHERE id = $1", [id]);
    await waitFor(async () => (await search.search(question)).length === 0, Boolean);

    await db.database.query("UPDATE documents SET status = 'COMPLETED' WHERE id = $1", [id]);
    await waitFor(async () => (await search.search(question)).length === 1, Boolean);
    await db.database.query("DELETE FROM documents WHERE id = $1", [id]);
    await waitFor(async () => (await search.search(question)).length === 0, Boolean);
  });
});
