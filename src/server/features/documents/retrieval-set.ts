import type { Database } from "../../db/client";
import { addToLexicon, searchKnowledge } from "./search";

/**
 * A small retrieval set of our own: German documents and the natural
 * questions people ask, each with the document that should answer it.
 */
export const RETRIEVAL_DOCUMENTS: Record<string, string[]> = {
  "Lampenfieber.pdf": [
    "Lampenfieber vor Vorträgen und Präsentationen kennt fast jeder. Der Körper schüttet Stresshormone aus, das Herz schlägt schneller, die Hände werden feucht.",
    "Gegen die Aufregung vor einem Auftritt helfen eine ruhige Bauchatmung, ein gut geübter erster Satz und der Blick auf freundliche Gesichter im Publikum.",
  ],
  "Schlafhygiene.pdf": [
    "Erholsamer Schlaf braucht feste Zeiten. Wer jeden Tag zur gleichen Zeit aufsteht, stabilisiert seinen inneren Rhythmus.",
    "Bildschirme, Koffein am Nachmittag und Grübeln im Bett stören das Einschlafen. Ein Notizbuch neben dem Bett hilft, kreisende Gedanken abzulegen.",
  ],
  "Stress im Beruf.pdf": [
    "Dauerstress im Job entsteht, wenn Anforderungen dauerhaft die eigenen Ressourcen übersteigen. Warnzeichen sind Gereiztheit, Erschöpfung und Rückzug.",
    "Kurze Pausen, klare Prioritäten und das Nein-Sagen zu zusätzlichen Aufgaben senken die Belastung. Führungskräfte sollten Überstunden im Blick behalten.",
  ],
  "Konflikte im Team.pdf": [
    "Streit unter Kolleginnen und Kollegen kostet Kraft. Wer Konflikte früh anspricht, verhindert, dass sie eskalieren.",
    "Ich-Botschaften beschreiben die eigene Wahrnehmung statt Vorwürfe zu machen. Bei verhärteten Fronten hilft eine neutrale Moderation.",
  ],
  "Achtsamkeit.pdf": [
    "Achtsamkeit bedeutet, den gegenwärtigen Moment bewusst und ohne Bewertung wahrzunehmen. Schon fünf Minuten Meditation am Tag zeigen Wirkung.",
    "Der Body-Scan lenkt die Aufmerksamkeit nacheinander durch alle Körperregionen und fördert Entspannung.",
  ],
  "Motivation.pdf": [
    "Aufschieben hat selten mit Faulheit zu tun, sondern mit unklaren oder zu großen Aufgaben. Kleine erste Schritte brechen den Widerstand.",
    "Sichtbare Fortschritte und ein fester Zeitblock für die wichtigste Aufgabe des Tages stärken die Motivation.",
  ],
  // Neighbouring topics: they share the everyday words of the questions (Arbeit, Tag, Zeit, helfen),
  // so a passage must win on the words that matter, not on the common ones.
  "Resilienz.pdf": [
    "Resilienz ist die Fähigkeit, Krisen zu bewältigen und an ihnen zu wachsen. Sie ist kein angeborenes Talent, sondern lässt sich im Alltag trainieren.",
    "Stabile Beziehungen, ein realistischer Optimismus und das Vertrauen in die eigenen Stärken machen Menschen widerstandsfähiger gegen Rückschläge.",
    "Wer nach einer schwierigen Zeit zurückblickt, was ihm geholfen hat, findet Strategien, die auch bei der nächsten Belastung tragen.",
  ],
  "Zeitmanagement.pdf": [
    "Die Eisenhower-Matrix teilt Aufgaben nach Wichtigkeit und Dringlichkeit ein. Was weder wichtig noch dringend ist, darf von der Liste verschwinden.",
    "Wer seinen Arbeitstag am Vorabend plant und feste Blöcke für konzentriertes Arbeiten im Kalender einträgt, wird seltener von E-Mails unterbrochen.",
    "Realistische Zeitpuffer zwischen Terminen verhindern, dass sich Verzögerungen über den ganzen Tag aufstauen.",
  ],
  "Work-Life-Balance.pdf": [
    "Ein klarer Feierabend schützt die Erholung. Wer abends dienstliche Nachrichten liest, bleibt gedanklich bei der Arbeit und kann schlechter abschalten.",
    "Feste Zeiten für Familie, Freunde und Hobbys gehören genauso in die Woche wie berufliche Termine.",
    "Im Homeoffice hilft ein eigener Arbeitsplatz, der nach Dienstschluss aufgeräumt wird, Beruf und Privatleben zu trennen.",
  ],
  "Kommunikation.pdf": [
    "Aktives Zuhören heißt, das Gehörte in eigenen Worten zusammenzufassen und nachzufragen, bevor man antwortet.",
    "Konstruktives Feedback beschreibt ein konkretes Verhalten und seine Wirkung und schließt mit einem Vorschlag für das nächste Mal.",
    "In schwierigen Gesprächen hilft es, Pausen auszuhalten und dem Gegenüber Zeit für seine Antwort zu lassen.",
  ],
  "Bewegung und Ernährung.pdf": [
    "Schon ein zügiger Spaziergang von zwanzig Minuten baut Anspannung ab und hebt die Stimmung für Stunden.",
    "Regelmäßige Mahlzeiten mit Gemüse, Vollkorn und ausreichend Wasser halten die Konzentration über den Tag stabil.",
    "Wer lange sitzt, sollte jede Stunde aufstehen, sich strecken und ein paar Schritte gehen.",
  ],
};

export const RETRIEVAL_QUESTIONS: [question: string, expected: string][] = [
  ["Was hilft mir gegen Lampenfieber vor einem Vortrag?", "Lampenfieber.pdf"],
  ["Ich bin vor Präsentationen immer so aufgeregt, was kann ich tun?", "Lampenfieber.pdf"],
  ["Meine Hände zittern, wenn ich vor Publikum spreche", "Lampenfieber.pdf"],
  ["Wie kann ich besser einschlafen?", "Schlafhygiene.pdf"],
  ["Ich grüble nachts im Bett und finde keinen Schlaf", "Schlafhygiene.pdf"],
  ["Sollte ich abends noch Kaffee trinken?", "Schlafhygiene.pdf"],
  ["Ich habe ständig Stress bei der Arbeit", "Stress im Beruf.pdf"],
  ["Wie sage ich Nein zu noch mehr Aufgaben?", "Stress im Beruf.pdf"],
  ["Ich fühle mich im Job total erschöpft", "Stress im Beruf.pdf"],
  ["Ich habe Streit mit einem Kollegen", "Konflikte im Team.pdf"],
  ["Wie spreche ich einen Konflikt im Team an?", "Konflikte im Team.pdf"],
  ["Was ist eine Ich-Botschaft?", "Konflikte im Team.pdf"],
  ["Wie funktioniert Meditation für Anfänger?", "Achtsamkeit.pdf"],
  ["Was ist ein Body-Scan?", "Achtsamkeit.pdf"],
  ["Ich schiebe alles auf, wie finde ich meine Motivation wieder?", "Motivation.pdf"],
  ["Lampenfiber vor der Prüfung", "Lampenfieber.pdf"],
  ["Wie werde ich widerstandsfähiger nach Rückschlägen?", "Resilienz.pdf"],
  ["Was hat mir früher in Krisen geholfen?", "Resilienz.pdf"],
  ["Wie plane ich meinen Arbeitstag besser?", "Zeitmanagement.pdf"],
  ["Ich werde ständig von E-Mails unterbrochen", "Zeitmanagement.pdf"],
  ["Ich kann abends nach der Arbeit nicht abschalten", "Work-Life-Balance.pdf"],
  ["Wie trenne ich im Homeoffice Beruf und Privatleben?", "Work-Life-Balance.pdf"],
  ["Wie gebe ich konstruktives Feedback?", "Kommunikation.pdf"],
  ["Wie höre ich richtig zu?", "Kommunikation.pdf"],
  ["Hilft ein Spaziergang gegen Anspannung?", "Bewegung und Ernährung.pdf"],
  ["Was soll ich essen, damit ich mich besser konzentrieren kann?", "Bewegung und Ernährung.pdf"],
];

/** Indexes the retrieval set the way ingestion does (one passage per paragraph, German configuration). */
export async function seedRetrievalSet(db: Database): Promise<void> {
  for (const [title, paragraphs] of Object.entries(RETRIEVAL_DOCUMENTS)) {
    const [doc] = await db.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $1, '/x', 'COMPLETED', 1) RETURNING id",
      [title],
    );
    for (const [i, text] of paragraphs.entries()) {
      await db.query("INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, $2, 1, $3, 'de', to_tsvector('german', $3))", [
        doc!.id,
        i,
        text,
      ]);
      await addToLexicon(db, text);
    }
  }
}

/** recall@k: the share of questions whose expected document is among the top k passages. */
export async function measureRecall(db: Database, k = 5): Promise<{ recall: number; found: number; total: number; misses: string[] }> {
  let found = 0;
  const misses: string[] = [];
  for (const [question, expected] of RETRIEVAL_QUESTIONS) {
    const hits = await searchKnowledge(db, question, k);
    if (hits.some((h) => h.title === expected)) found++;
    else misses.push(question);
  }
  return { recall: found / RETRIEVAL_QUESTIONS.length, found, total: RETRIEVAL_QUESTIONS.length, misses };
}
