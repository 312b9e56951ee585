/**
 * Knowledge search latency at 10,000 and 100,000 passages, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, plus recall@5 on the retrieval set.
 * Run: TEST_DATABASE_URL=postgres://... npx tsx bench/search.ts
 */
import { freshDatabase, ENGINES } from "../tests/helpers/db";
import { RETRIEVAL_DOCUMENTS, RETRIEVAL_QUESTIONS } from "../src/server/features/documents/retrieval-set";
import { addToLexicon, searchKnowledge } from "../src/server/features/documents/search";

const QUERIES = [
  "Was hilft mir gegen Lampenfieber vor einem Vortrag?",
  "Wie kann ich besser einschlafen?",
  "Ich habe ständig Stress bei der Arbeit",
  "Streit mit einem Kollegen",
  "Meditation für Anfänger",
  "Lampenfiber",
  "Wie finde ich meine Motivation wieder?",
];
// Filler passages: ~2,000 German-looking words (prefix + stem + suffix) drawn with a Zipf-like skew,
// so frequent words appear in many passages and most words in few, as in real text.
const PREFIXES = "Vor Nach Ab An Auf Aus Be Ein Ent Er Ge Ver Zer Um Über Unter Mit Zu Durch Weg".split(" ");
const STEMS = "plan gang satz stand weg stell schrift lauf zug bau fall griff halt kauf lage nahme sicht teil wurf druck".split(" ");
const SUFFIXES = ["", "ung", "er", "keit", "schaft"];
const WORDS = PREFIXES.flatMap((p) => STEMS.flatMap((st) => SUFFIXES.map((su) => `${p}${st}${su}`)));

async function seed(db: Awaited<ReturnType<typeof freshDatabase>>["database"], count: number) {
  for (const [title, paragraphs] of Object.entries(RETRIEVAL_DOCUMENTS)) {
    const [doc] = await db.query<{ id: string }>("INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id", [title]);
    for (const [i, text] of paragraphs.entries()) {
      await db.query("INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, $2, 1, $3, 'de', to_tsvector('german', $3))", [doc!.id, i, text]);
      await addToLexicon(db, text);
    }
  }
  const [filler] = await db.query<{ id: string }>("INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('Sammlung.pdf', 'sammlung', '/x', 'COMPLETED', 1) RETURNING id");
  // Synthetic German passages of ~60 words, built in SQL so seeding stays fast.
  await db.query(
    `INSERT INTO passages (document_id, ordinal, page, text, language, tsv)
     SELECT $1, g, g / 10 + 1, t, 'de', to_tsvector('german', t) FROM (
       SELECT g, 'Abschnitt ' || g || ': ' || string_agg(($2::text[])[1 + floor($3 * power(random(), 3))::int], ' ') || '.' AS t
       FROM generate_series(1, $4) g, generate_series(1, 60) k GROUP BY g) s`,
    [filler!.id, WORDS, WORDS.length, count],
  );
  await addToLexicon(db, `Abschnitt ${WORDS.join(" ")}`);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
for (const engine of ENGINES) {
  for (const count of [10_000, 100_000]) {
    const db = await freshDatabase(engine);
    const seedStart = performance.now();
    await seed(db.database, count);
    await db.database.query("ANALYZE passages");
    const seedMs = performance.now() - seedStart;
    for (const q of QUERIES) await searchKnowledge(db.database, q, 5);
    const times: number[] = [];
    for (let r = 0; r < 15; r++) {
      for (const q of QUERIES) {
        const t = performance.now();
        await searchKnowledge(db.database, q, 5);
        times.push(performance.now() - t);
      }
    }
    let found = 0;
    for (const [q, expected] of RETRIEVAL_QUESTIONS) if ((await searchKnowledge(db.database, q, 5)).some((h) => h.title === expected)) found++;
    console.log(
      `${engine.padEnd(8)} ${String(count).padStart(6)} passages: median ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms ` +
        `(${times.length} queries; seeded in ${(seedMs / 1000).toFixed(1)} s); recall@5 ${found}/${RETRIEVAL_QUESTIONS.length} = ${(found / RETRIEVAL_QUESTIONS.length).toFixed(2)}`,
    );
    await db.drop();
  }
}
console.log(`filler: 60-word passages from a ${WORDS.length}-word vocabulary with a Zipf-like skew, plus the ${Object.keys(RETRIEVAL_DOCUMENTS).length} retrieval-set documents`);
console.log("goal: p95 ≤ 25 ms at 10,000 passages, ≤ 100 ms at 100,000");
