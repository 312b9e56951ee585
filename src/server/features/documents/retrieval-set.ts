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
];
