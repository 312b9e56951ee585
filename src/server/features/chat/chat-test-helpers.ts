import type { TestApp } from "#tests/helpers/app";

/** What the chat tests (chat*.test.ts) share. */

/** A chat request with one visitor message. */
export const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  persona: "demo",
  messages: [{ role: "user", content }],
  ...extra,
});

/** A document that is already read, with `text` as its one passage on page 1. */
export async function insertCompletedDocument(t: TestApp, title: string, text: string) {
  const [doc] = await t.db.database.query<{ id: string }>(
    `INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $2, '/x', 'COMPLETED', 1) RETURNING id`,
    [title, `${title}-${Math.random()}`],
  );
  await t.db.database.query(
    `INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 1, $2, 'de', to_tsvector('german', $2))`,
    [doc!.id, text],
  );
  return doc!.id;
}
