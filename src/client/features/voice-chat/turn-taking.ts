import type { Lang } from "#shared/i18n";
import de from "./turn-words/de.json";
import en from "./turn-words/en.json";

/**
 * What the words say about taking turns (decision 050): whether a short
 * utterance while the coach speaks is only an acknowledgement, and how long
 * a pause must be before the visitor's turn is over. The word lists are data,
 * one file per language (turn-words/*.json).
 */
interface TurnWords {
  /** Acknowledgements that do not take the turn ('ja', 'mhm', 'I see'). */
  backchannels: string[];
  /** Words after which a sentence goes on (conjunctions, prepositions, articles). */
  continuations: string[];
  /** Hesitation sounds and fillers ('ähm', 'um'). */
  fillers: string[];
  /** Words a question starts with. */
  questionWords: string[];
  /** Number words: a pause after them is mid-number. */
  numberWords: string[];
  /** How the name of a street ends ('Hauptstraße', 'Main Street'): the house number follows. */
  addressEndings: string[];
}

const WORDS: Record<Lang, TurnWords> = { de, en };

/** How long the coach waits for the visitor to go on; the owner's bounds (a persona's patience). */
export interface Patience {
  /** The shortest silence that ends a turn: after a complete question. */
  minMs: number;
  /** The longest: after 'und', 'ähm' or in the middle of a number. */
  maxMs: number;
}

export const DEFAULT_PATIENCE: Patience = { minMs: 350, maxMs: 1500 };

/** Lower case words without punctuation; "?" stays as its own token where it ends a sentence. */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[?¿]/g, " ? ")
    .replace(/[^\p{L}\p{N}?\s'-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Whether `words` ends with one of the (possibly multi-word) entries. */
function endsWithAny(words: string[], entries: readonly string[]): boolean {
  return entries.some((entry) => {
    const parts = entry.split(" ");
    if (parts.length > words.length) return false;
    return parts.every((p, i) => words[words.length - parts.length + i] === p);
  });
}

/**
 * Whether a transcript is only acknowledgements ("Ja, genau.", "mhm okay",
 * "I see"): it does not interrupt the coach and is not sent as a question.
 */
export function isBackchannel(text: string, lang: Lang): boolean {
  let words = tokens(text).filter((w) => w !== "?");
  if (words.length === 0) return false;
  const list = WORDS[lang].backchannels;
  // Peel acknowledgements off the end until nothing is left, or something else is.
  while (words.length > 0) {
    const hit = list
      .map((entry) => entry.split(" "))
      .filter((parts) => parts.length <= words.length && parts.every((p, i) => words[words.length - parts.length + i] === p))
      .sort((a, b) => b.length - a.length)[0];
    if (!hit) return false;
    words = words.slice(0, words.length - hit.length);
  }
  return true;
}

/**
 * The silence that ends the visitor's turn, given what they said so far (the
 * interim transcript, empty where there is none): the patience's longest
 * after a trailing conjunction or filler and inside a number or an address,
 * its shortest after a complete question, `baseMs` otherwise.
 */
export function endOfTurnMs(interim: string, lang: Lang, baseMs: number, patience: Patience = DEFAULT_PATIENCE): number {
  const clamp = (ms: number) => Math.min(patience.maxMs, Math.max(patience.minMs, ms));
  const words = tokens(interim);
  if (words.length === 0) return clamp(baseMs);
  const w = WORDS[lang];
  const last = words.at(-1)!;
  if (last === "?") return patience.minMs;
  // A sentence that ended with a full stop is complete whatever its last word.
  const closed = /[.!]\s*$/.test(interim.trim());
  if (!closed && (endsWithAny(words, w.continuations) || endsWithAny(words, w.fillers))) return patience.maxMs;
  if (!closed && (/\d$/.test(last) || endsWithAny(words, w.numberWords) || w.addressEndings.some((e) => last.endsWith(e))))
    return patience.maxMs;
  // Without punctuation (a browser recogniser's interim text): a question word first and three words or more, halfway to the shortest.
  if (!closed && words.length >= 3 && w.questionWords.includes(words[0]!))
    return clamp(Math.round((baseMs + patience.minMs) / 2));
  return clamp(baseMs);
}
