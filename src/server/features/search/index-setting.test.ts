import { afterEach, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { waitFor } from "#tests/helpers/wait";

/** SEARCH_INDEX: the in-process index is on unless the operator turns it off; searches answer either way. */
describe.each(ENGINES)("the SEARCH_INDEX setting on %s", (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const searchFor = async (app: TestApp, question: string) => {
    const [doc] = await app.db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('Schlaf.pdf', 'schlaf', '/x', 'COMPLETED', 1) RETURNING id",
    );
    await app.db.database.query(
      "INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 1, $2, 'de', to_tsvector('german', $2))",
      [doc!.id, "Eine feste Abendroutine hilft beim Einschlafen."],
    );
    const cookie = await loginCookie(app.app);
    return waitFor(
      async () =>
        (
          await app.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent(question)}`, headers: { cookie } })
        ).json() as { title: string }[],
      (hits) => hits[0]?.title === "Schlaf.pdf",
    );
  };

  test("off: every search runs on the database, with the same answer", async () => {
    t = await createTestApp(engine, { SEARCH_INDEX: "false" });
    expect((await searchFor(t, "Hilft eine Abendroutine beim Einschlafen?"))[0]?.title).toBe("Schlaf.pdf");
    expect(t.ctx.knowledge.indexed()).toBe(false);
    expect(t.ctx.knowledge.indexStats()).toBeUndefined();
  });

  test("on by default: the index holds the passage", async () => {
    t = await createTestApp(engine);
    expect((await searchFor(t, "Hilft eine Abendroutine beim Einschlafen?"))[0]?.title).toBe("Schlaf.pdf");
    await waitFor(
      async () => t!.ctx.knowledge.indexStats()?.passages ?? 0,
      (n) => n > 0,
    );
    expect(t.ctx.knowledge.indexed()).toBe(true);
  });
});
