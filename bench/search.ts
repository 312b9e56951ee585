/**
 * Knowledge search latency at 10,000 and 100,000 passages, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, plus recall@5 on the retrieval set among the
 * filler. Run: TEST_DATABASE_URL=postgres://... npx tsx bench/search.ts
 */
import { freshDatabase, ENGINES } from "../tests/helpers/db";
import { measureRecall, seedRetrievalSet, RETRIEVAL_QUESTIONS } from "../tests/fixtures/retrieval-set";
import { searchKnowledge } from "../src/server/features/search/search";
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
for (const engine of ENGINES) {
  for (const count of [10_000, 100_000]) {
    const db = await freshDatabase(engine);
    const seedStart = performance.now();
    await seed(db.database, count);
    await db.database.query("ANALYZE");
    const seedMs = performance.now() - seedStart;
    for (const q of QUERIES) await searchKnowledge(db.database, q, 5);
    const times: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const q of QUERIES) {
        const t = performance.now();
        await searchKnowledge(db.database, q, 5);
        times.push(performance.now() - t);
      }
    }
    const { found, total, recall, misses } = await measureRecall(db.database, 5);
    console.log(
      `${engine.padEnd(8)} ${String(count).padStart(6)} passages: median ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, ` +
        `max ${Math.max(...times).toFixed(1)} ms (${times.length} queries; seeded in ${(seedMs / 1000).toFixed(1)} s); ` +
        `recall@5 among the filler ${found}/${total} = ${recall.toFixed(2)}${misses.length ? ` (missed: ${misses.join(" | ")})` : ""}`,
    );
    await db.drop();
  }
}
console.log(
  `filler: 60-word passages from ${COMMON.length} everyday German words and ${TAIL.length} rarer compounds with a Zipf-like skew, ` +
    `plus the retrieval set; queries: its ${RETRIEVAL_QUESTIONS.length} questions and 3 of everyday words only`,
);
console.log("goal: p95 ≤ 25 ms at 10,000 passages, ≤ 100 ms at 100,000");
