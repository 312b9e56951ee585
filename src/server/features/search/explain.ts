/**
 * Why a passage came up for a question: which of its words match the
 * question's, and how. The operator's test box shows them highlighted in the
 * passage. A pure function over the two texts, independent of the database's
 * stemming, so it reads the same whatever the search weighs; a new way of
 * matching is one more test in wordMatcher's `match`.
 */

/** How a passage word matches a question word, strongest first. */
export type MatchVia = "word" | "prefix" | "compound" | "synonym" | "translation";

/** A word of the passage, spelled as in the passage, that matches a word of the question. */
export interface MatchedWord {
  word: string;
  via: MatchVia;
  /** The question's word it matches (lower-case). */
  question: string;
}

/** A thesaurus synonym or a glossary translation (lower-case) of a question word, as the search adds it. */
export interface QuestionSynonym {
  synonym: string;
  question: string;
  /** A word of the other language (the glossary), not of the question's. */
  translation?: boolean;
}

/** Question words shorter than this carry no topic. */
const MIN_QUESTION_WORD = 3;
/** An inflection shares at least this many first letters with the question's word ("Atemübung", "Atemübungen"). */
const PREFIX_LETTERS = 5;
/**
 * A synonym's inflections are matched by its stem (all but its last letter) only when the synonym is at least
 * this long: the stem of "Schlag" ("schla") would match "Schlaf", "Schlange" and "Schlamm".
 */
const MIN_STEMMED_SYNONYM = 7;
/** A part of a compound must be at least this long, so "rat" does not match "Ratgeber" and "Strategie". */
const MIN_COMPOUND_PART = 4;

// Frequent German and English words of three letters or more that say nothing about a topic.
const STOP_WORDS = new Set(
  (
    "aber alle allem allen aller alles als also auch auf aus bei beim bin bis bist bitte damit dann darf das dass dein deine " +
    "deinem deinen deiner dem den denn der des dich die dies diese diesem diesen dieser doch dort durch ein eine einem einen " +
    "einer eines etwas euch euer für gegen gibt habe haben hast hat hatte hätte hier hilft ich ihm ihn ihr ihre immer ist " +
    "jetzt kann kannst kein keine können könnte machen man manchmal mehr mein meine meinem meinen meiner mich mir mit möchte " +
    "nach nicht noch nur oder ohne schon sehr sein seine selbst sich sie sind soll sollte sondern über uns und unter viel " +
    "vielleicht vom von vor war warum was weil welche wenn wer werde werden wie wieder will wir wird wirklich wollen würde zum " +
    "zur zwischen about after again against all and any are because been being below between but can could did does doing " +
    "during each every for from had has have having her here him his how into its just more most not now off once only other " +
    "our out over should some such than that the their them then there these they this those through too under until very " +
    "was were what when where which while who why will with would you your"
  ).split(" "),
);

/** The words of a text as written (letters only: "Ich-Botschaften" is "Ich" and "Botschaften"). */
function wordsOf(text: string): string[] {
  return text.match(/\p{L}+/gu) ?? [];
}

/** The question's words that can match: lower-cased, three letters or more, no stop words, each once. */
export function questionWords(question: string): string[] {
  const words = wordsOf(question.toLowerCase()).filter((w) => w.length >= MIN_QUESTION_WORD && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

/** Passages whose words were split last (the test box's answers share many); the least recently used go first. */
const SPLIT_PASSAGES = 1000;
const splitPassages = new Map<string, { words: string[]; lowers: string[] }>();

/** The distinct spellings of a passage's words in the order they first appear, each with its lower case. */
function distinctWords(passage: string): { words: string[]; lowers: string[] } {
  const known = splitPassages.get(passage);
  if (known) {
    splitPassages.delete(passage);
    splitPassages.set(passage, known);
    return known;
  }
  const split = splitWords(passage);
  splitPassages.set(passage, split);
  if (splitPassages.size > SPLIT_PASSAGES) splitPassages.delete(splitPassages.keys().next().value!);
  return split;
}

function splitWords(passage: string): { words: string[]; lowers: string[] } {
  const words: string[] = [];
  const lowers: string[] = [];
  const seen = new Set<string>();
  for (const word of wordsOf(passage)) {
    if (seen.has(word)) continue;
    seen.add(word);
    words.push(word);
    lowers.push(word.toLowerCase());
  }
  return { words, lowers };
}

/** The four letters of `word` from `at`, as a small integer (not unique: a filter, never a verdict). */
function pieceAt(word: string, at: number): number {
  let h = word.charCodeAt(at);
  h = (Math.imul(h, 1031) + word.charCodeAt(at + 1)) & 0x3fffffff;
  h = (Math.imul(h, 1031) + word.charCodeAt(at + 2)) & 0x3fffffff;
  return (Math.imul(h, 1031) + word.charCodeAt(at + 3)) & 0x3fffffff;
}

/**
 * The test matchedWords applies to passages, for one question: its words, the lookups and the synonyms'
 * are worked out once, and each passage's words are matched once however often they occur (and once
 * for all passages). The ways a passage word matches, strongest first: the question's word itself; the
 * same first letters ("Atemübung", "Atemübungen"); a compound, either way round ("Stress" in
 * "Dauerstress", "Angst" in "Prüfungsangst"); a synonym, or an inflection of one.
 */
export function wordMatcher(question: string, synonyms: readonly QuestionSynonym[] = []): (passage: string) => MatchedWord[] {
  const asked = questionWords(question);
  if (asked.length === 0) return () => [];
  const same = new Set(asked);
  const byPrefix = new Map<string, string>();
  for (const q of asked) {
    const start = q.slice(0, PREFIX_LETTERS);
    if (q.length >= PREFIX_LETTERS && !byPrefix.has(start)) byPrefix.set(start, q);
  }
  // A passage word that is a synonym, or an inflection of one ("Vorgesetzten" for "vorgesetzter"):
  // it begins with the synonym but its last letter. The first such synonym of the list counts.
  const exact = new Map<string, number>();
  const stems = new Map<string, number>();
  synonyms.forEach((s, i) => {
    if (!exact.has(s.synonym)) exact.set(s.synonym, i);
    const stem = s.synonym.slice(0, -1);
    if (s.synonym.length >= MIN_STEMMED_SYNONYM && !stems.has(stem)) stems.set(stem, i);
  });
  const shortestStem = PREFIX_LETTERS - 1;
  const heads = new Set([...stems.keys()].map((stem) => stem.slice(0, shortestStem)));
  const synonymOf = (w: string): QuestionSynonym | undefined => {
    let best = exact.get(w) ?? Infinity;
    if (w.length >= PREFIX_LETTERS && heads.has(w.slice(0, shortestStem))) {
      for (let n = shortestStem; n <= w.length; n++) best = Math.min(best, stems.get(w.slice(0, n)) ?? Infinity);
    }
    return synonyms[best];
  };
  const match = (w: string): Omit<MatchedWord, "word"> | null => {
    if (same.has(w)) return { via: "word", question: w };
    const prefixed = w.length >= PREFIX_LETTERS ? byPrefix.get(w.slice(0, PREFIX_LETTERS)) : undefined;
    if (prefixed) return { via: "prefix", question: prefixed };
    // Only the longer of the two can hold the other (the same word matched above).
    const part = w.length >= MIN_COMPOUND_PART && !STOP_WORDS.has(w);
    for (const q of asked) {
      if (q.length < w.length ? q.length >= MIN_COMPOUND_PART && w.includes(q) : part && q.includes(w))
        return { via: "compound", question: q };
    }
    const synonym = STOP_WORDS.has(w) ? undefined : synonymOf(w);
    return synonym ? { via: synonym.translation ? "translation" : "synonym", question: synonym.question } : null;
  };
  // Every way of matching but the whole word and the exact synonym needs a four-letter piece of the
  // passage word among the pieces of the question's words or the synonyms' first four letters (a
  // shared beginning, either word inside the other, a synonym's stem). Most words of a passage have
  // none and skip `match`. Pieces are compared as numbers, so a collision only costs a `match`.
  const pieces = new Set<number>();
  for (const q of asked) for (let i = 0; i + 4 <= q.length; i++) pieces.add(pieceAt(q, i));
  for (const stem of heads) pieces.add(pieceAt(stem, 0));
  const mayMatch = (w: string) => {
    if (same.has(w) || exact.has(w)) return true;
    for (let i = 0; i + 4 <= w.length; i++) if (pieces.has(pieceAt(w, i))) return true;
    return false;
  };
  const known = new Map<string, Omit<MatchedWord, "word"> | null>();
  return (passage) => {
    const { words, lowers } = distinctWords(passage);
    const found: MatchedWord[] = [];
    for (let i = 0; i < words.length; i++) {
      const lower = lowers[i]!;
      let how = known.get(lower);
      if (how === undefined) known.set(lower, (how = mayMatch(lower) ? match(lower) : null));
      if (how) found.push({ word: words[i]!, via: how.via, question: how.question });
    }
    return found;
  };
}

/**
 * The passage's words that match the question's words, each spelling once, in
 * the order they first appear in the passage, with the strongest way it
 * matches any question word.
 */
export function matchedWords(question: string, passage: string, synonyms: readonly QuestionSynonym[] = []): MatchedWord[] {
  return wordMatcher(question, synonyms)(passage);
}
