/**
 * What the fake embeddings endpoint returns for a text: a deterministic
 * vector in which words of the same meaning point the same way, in German and
 * English, through a small table of concepts; every other word gets a
 * direction of its own from a hash of its first five letters (a crude stem).
 * It stands in for a real model's behaviour that matters to search: a
 * paraphrase or a translation lands near the passage it means.
 */
const CONCEPTS: Record<string, string[]> = {
  sleep: ["schlaf", "schlafen", "einschlafen", "durchschlafen", "schlaflos", "sleep", "sleeping", "insomnia", "bett", "bed"],
  worry: [
    "grübeln",
    "grübel",
    "gedankenkarussell",
    "sorgen",
    "sorge",
    "worry",
    "worries",
    "rumination",
    "ruminate",
    "overthinking",
  ],
  caffeine: ["kaffee", "koffein", "espresso", "coffee", "caffeine"],
  boss: ["chefin", "chef", "führungskraft", "vorgesetzte", "vorgesetzter", "boss", "manager", "supervisor"],
  stress: ["stress", "gestresst", "druck", "belastung", "überlastet", "pressure", "stressed", "overwhelmed"],
  breath: ["atmung", "atmen", "atemübung", "atem", "breathing", "breathe", "breath"],
  exam: ["prüfung", "prüfungsangst", "klausur", "exam", "exams", "test"],
  fear: ["angst", "ängste", "ängstlich", "nervös", "lampenfieber", "fear", "anxiety", "anxious", "nervous"],
  listen: ["zuhören", "zuhoeren", "hören", "listen", "listening"],
  feedback: ["feedback", "rückmeldung", "kritik", "criticism"],
};

const CONCEPT_OF = new Map<string, string>();
for (const [concept, words] of Object.entries(CONCEPTS)) for (const w of words) CONCEPT_OF.set(w, concept);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The fake model's vector for `text`, `dimensions` long, of length 1. */
export function conceptEmbedding(text: string, dimensions = 64): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
    const concept = CONCEPT_OF.get(word);
    const key = concept ? `concept:${concept}` : `word:${word.slice(0, 5)}`;
    const h = hash(key);
    // Concepts weigh more than ordinary words, as a real model weighs content over function words.
    v[h % dimensions]! += concept ? 3 : 1;
    v[(h >>> 8) % dimensions]! += concept ? 1.5 : 0.5;
  }
  const length = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / length);
}
