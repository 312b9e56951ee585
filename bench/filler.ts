/**
 * Filler passages for the search benchmarks (bench/search.ts, bench/retrieval.ts): ~60 words each,
 * drawn with a Zipf-like skew from everyday German words (which the questions share: Arbeit, Zeit,
 * Tag, Stress, Team ...) followed by a long tail of rarer made-up compounds, so that common question
 * words occur in a large share of passages, as in real text.
 */
import type { Database } from "../src/server/db/client";
import { addToLexicon } from "../src/server/features/search/search";

export const COMMON = (
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
export const TAIL = PREFIXES.flatMap((p) => STEMS.flatMap((st) => SUFFIXES.map((su) => `${p}${st}${su}`)));
const WORDS = [...COMMON, ...TAIL];

/** The title of the one document that holds all filler passages. */
export const FILLER_TITLE = "Sammlung.pdf";

/** Adds `count` filler passages (German configuration) in one COMPLETED document, and their words to the lexicon. */
export async function insertFiller(db: Database, count: number): Promise<void> {
  const [filler] = await db.query<{ id: string }>(
    "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, 'sammlung', '/x', 'COMPLETED', 1) RETURNING id",
    [FILLER_TITLE],
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
