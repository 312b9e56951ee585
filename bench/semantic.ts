/**
 * Semantic search's own costs, apart from the provider's: the in-memory scan
 * over every passage's vector per question, the memory the vectors take, and
 * loading them from the database after a change. Run: npx tsx bench/semantic.ts
 * (with TEST_DATABASE_URL also on PostgreSQL).
 *
 * Quality (recall, MRR) needs a real embedding model; none runs on this
 * machine (no network to a provider, no multilingual model on npm), so this
 * benchmark measures speed only. docs/decisions/029-semantic-search.md.
 */
import { ENGINES, freshDatabase } from "../tests/helpers/db";
import { createVectorIndex, nearestOf, vectorBytes, vectorTable } from "../src/server/features/search/semantic";
import { normalise } from "../src/server/providers/embeddings";

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31 - 0.5;
};
const vector = (dims: number) => normalise(Array.from({ length: dims }, random));

console.log("In-memory scan per question (limit 20):");
console.log("passages  dims   memory MB   p50 ms   p95 ms");
for (const count of [10_000, 100_000]) {
  for (const dims of [256, 1536]) {
    const table = vectorTable(
      Array.from({ length: count }, (_, i) => ({ passageId: i, documentId: `d${i % 500}`, vector: vector(dims) })),
    );
    const times: number[] = [];
    for (let q = 0; q < 60; q++) {
      const question = vector(dims);
      const t = performance.now();
      nearestOf(table, question, 20);
      if (q >= 10) times.push(performance.now() - t);
    }
    const mb = (count * dims * 4) / 1024 / 1024;
    console.log(
      `${String(count).padStart(8)}  ${String(dims).padStart(4)}   ${mb.toFixed(0).padStart(9)}   ${pct(times, 0.5).toFixed(2).padStart(6)}   ${pct(times, 0.95).toFixed(2).padStart(6)}`,
    );
  }
}

console.log("\nLoading the vectors from the database (256 dimensions), after a change:");
for (const engine of ENGINES) {
  for (const count of [10_000]) {
    const db = await freshDatabase(engine);
    const [doc] = await db.database.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('b', 'b', '/x', 'COMPLETED', 1) RETURNING id",
    );
    for (let i = 0; i < count; i += 500) {
      const values: string[] = [];
      const params: unknown[] = [doc!.id];
      for (let j = i; j < Math.min(count, i + 500); j++) {
        params.push(vectorBytes(vector(256)));
        values.push(`($1, ${j}, 1, 'x', 'de', ''::tsvector, $${params.length}::bytea, 'bench')`);
      }
      await db.database.query(
        `INSERT INTO passages (document_id, ordinal, page, text, language, tsv, embedding, embedding_model) VALUES ${values.join(",")}`,
        params,
      );
    }
    const index = createVectorIndex(db.database, "bench");
    const t = performance.now();
    await index.nearest(vector(256), 20);
    console.log(`${engine}: ${count} vectors loaded in ${(performance.now() - t).toFixed(0)} ms (${index.size()} in memory)`);
    await db.drop();
  }
}
