/**
 * Knowledge search latency at 10,000 and 100,000 passages, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, plus recall@5 on the retrieval set among the
 * filler: with the database's statements, and with the in-process index
 * (docs/decisions/032-in-process-search-index.md), whose load time and heap are
 * reported too (heap after a forced collection when run with --expose-gc).
 * Run: TEST_DATABASE_URL=postgres://... npx tsx --expose-gc bench/search.ts  [BENCH_SIZES=10000,100000]
 */
import { freshDatabase, ENGINES } from "../tests/helpers/db";
import { measureRecall, seedRetrievalSet, RETRIEVAL_QUESTIONS } from "../tests/fixtures/retrieval-set";
import { searchKnowledge, type SearchBackend } from "../src/server/features/search/search";
import { createSearchIndex } from "../src/server/features/search/memory-index";
import { loadThesauri } from "../src/server/features/search/thesaurus";
import { COMMON, TAIL, insertFiller } from "./filler";

const QUERIES = [
  ...RETRIEVAL_QUESTIONS.map(([q]) => q),
  // Questions of everyday words only: every term is common, the worst case for candidate selection.
  "Ich habe immer viel Arbeit und zu wenig Zeit",
  "Was kann ich heute für mich tun?",
  "Wie geht es besser?",
];

type Db = Awaited<ReturnType<typeof freshDatabase>>["database"];

async function seed(db: Db, count: number) {
  await seedRetrievalSet(db);
  await insertFiller(db, count);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ROUNDS = 8;
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};
loadThesauri();

async function timeQueries(db: Db, backend?: SearchBackend): Promise<number[]> {
  for (const q of QUERIES) await searchKnowledge(db, q, 5, {}, backend);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUERIES) {
      const t = performance.now();
      await searchKnowledge(db, q, 5, {}, backend);
      times.push(performance.now() - t);
    }
  }
  return times;
}

const line = (times: number[]) =>
  `median ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} queries)`;

for (const engine of ENGINES) {
  for (const count of SIZES) {
    const db = await freshDatabase(engine);
    const seedStart = performance.now();
    await seed(db.database, count);
    await db.database.query("ANALYZE");
    const seedMs = performance.now() - seedStart;
    const sql = await timeQueries(db.database);
    const sqlRecall = await measureRecall(db.database, 5);
    console.log(
      `${engine.padEnd(8)} ${String(count).padStart(6)} passages, SQL:   ${line(sql)}; seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
        `recall@5 among the filler ${sqlRecall.found}/${sqlRecall.total} = ${sqlRecall.recall.toFixed(2)}` +
        (sqlRecall.misses.length ? ` (missed: ${sqlRecall.misses.join(" | ")})` : ""),
    );

    const heapBefore = heapMb();
    const loadStart = performance.now();
    const index = createSearchIndex(db.database);
    index.reloadAll();
    await index.settled();
    const loadMs = performance.now() - loadStart;
    const heap = heapMb() - heapBefore;
    const memory = await timeQueries(db.database, index.backend);
    const memoryRecall = await measureRecall(db.database, 5, index.backend);
    const stats = index.stats();
    console.log(
      `${engine.padEnd(8)} ${String(count).padStart(6)} passages, index: ${line(memory)}; loaded in ${(loadMs / 1000).toFixed(1)} s, ` +
        `heap ${heap.toFixed(0)} MB${gc ? "" : " (without --expose-gc: approximate)"} for ${stats.passages} passages, ${stats.lexemes} lexemes, ` +
        `${stats.postings} postings, ${stats.words} lexicon words; recall@5 among the filler ${memoryRecall.found}/${memoryRecall.total} = ${memoryRecall.recall.toFixed(2)}`,
    );
    index.close();
    await db.drop();
  }
}
console.log(
  `filler: 60-word passages from ${COMMON.length} everyday German words and ${TAIL.length} rarer compounds with a Zipf-like skew, ` +
    `plus the retrieval set; queries: its ${RETRIEVAL_QUESTIONS.length} questions and 3 of everyday words only`,
);
console.log("goal: p95 ≤ 25 ms at 10,000 passages, ≤ 100 ms at 100,000");
