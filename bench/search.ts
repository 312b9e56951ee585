/**
 * Knowledge search latency at 10,000 and 100,000 passages, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL, plus recall@5 on the retrieval set among the
 * filler. Run: TEST_DATABASE_URL=postgres://... npx tsx bench/search.ts
 */
import { freshDatabase, ENGINES } from "../tests/helpers/db";
import { measureRecall, seedRetrievalSet, RETRIEVAL_QUESTIONS } from "../tests/fixtures/retrieval-set";
import { addToLexicon, searchKnowledge } from "../src/server/features/search/search";

const QUERIES = [
  ...RETRIEVAL_QUESTIONS.map(([q]) => q),
  // Questions of everyday words only: every term is common, the worst case for candidate selection.
  "Ich habe immer viel Arbeit und zu wenig Zeit",
  "Was kann ich heute für mich tun?",
  "Wie geht es besser?",
];

// Filler passages of ~60 words drawn with a Zipf-like skew from everyday German words (which the
// questions share: Arbeit, Zeit, Tag, Stress, Team ...) followed by a long tail of rarer made-up
// compounds, so that common question words occur in a large share of passages, as in real text.
const COMMON = (
  "Arbeit Zeit Tag Menschen Leben Jahr Woche Stunde Abend Morgen Team Kollegen Kollegin Job Beruf Familie Freunde Gespräch " +
  "Stress Ruhe Kraft Energie Gefühl Gedanken Kopf Körper Gesundheit Alltag Ziel Weg Schritt Frage Antwort Problem Lösung Idee " +
  "Hilfe Unterstützung Erfahrung Wissen Beispiel Situation Moment Pause Aufgabe Projekt Termin Kunde Leistung Erfolg Fehler " +
  "Veränderung Entwicklung Gewohnheit Übung Methode Thema Bereich Unternehmen Führung Mitarbeiter Organisation Kommunikation " +
  "arbeiten machen helfen finden sprechen denken fühlen wissen lernen brauchen nehmen geben bleiben beginnen versuchen " +
  "verstehen erleben entscheiden planen erreichen achten gehen kommen sehen zeigen bringen halten stellen suchen " +
  "gut besser neu wichtig schwer leicht klar ruhig stark müde ständig schnell langsam richtig einfach gemeinsam eigen " +
  "heute immer oft selten wieder gerade wirklich vielleicht genau sofort später"
).split(" ");
const PREFIXES = "Vor Nach Ab An Auf Aus Be Ein Ent Er Ge Ver Zer Um Über Unter Mit Zu Durch Weg".split(" ");
const STEMS = "plan gang satz stand weg stell schrift lauf zug bau fall griff halt kauf lage nahme sicht teil wurf druck".split(
  " ",
);
const SUFFIXES = ["", "ung", "er", "keit", "schaft"];
const TAIL = PREFIXES.flatMap((p) => STEMS.flatMap((st) => SUFFIXES.map((su) => `${p}${st}${su}`)));
const WORDS = [...COMMON, ...TAIL];

type Db = Awaited<ReturnType<typeof freshDatabase>>["database"];

async function seed(db: Db, count: number) {
  await seedRetrievalSet(db);
  const [filler] = await db.query<{ id: string }>(
    "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('Sammlung.pdf', 'sammlung', '/x', 'COMPLETED', 1) RETURNING id",
  );
  // Built in SQL in slices so seeding stays fast; the passage triggers keep the term statistics.
  for (let from = 1; from <= count; from += 20_000) {
    await db.query(
      `INSERT INTO passages (document_id, ordinal, page, text, language, tsv)
       SELECT $1, g, g / 10 + 1, t, 'de', to_tsvector('german', t) FROM (
         SELECT g, 'Abschnitt ' || g || ': ' || string_agg(($2::text[])[1 + floor($3 * power(random(), 3))::int], ' ') || '.' AS t
         FROM generate_series($4::int, $5::int) g, generate_series(1, 60) k GROUP BY g) s`,
      [filler!.id, WORDS, WORDS.length, from, Math.min(count, from + 19_999)],
    );
  }
  await addToLexicon(db, `Abschnitt ${WORDS.join(" ")}`);
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
