import { z } from "zod";
import { parseDataFile } from "./lexicon";
import { isFirstName } from "../transcripts/service";
import data from "./word-lists/framing.json";

/**
 * Sentences that only say who is writing ("Hallo, ich heiße Jonas.", "Ich bin
 * 15.", "Meine Nummer ist 0151 …", "Sorry for writing so late."), taken out of
 * a message before the crisis check reads it. Ordinary messages open with
 * them far more often than crises, so a model learns them as harmless, and
 * "Ich will mich heute Nacht umbringen. Ich heiße Jonas, meine Nummer ist …"
 * fell below the crisis bar (docs/decisions/035-graded-safety.md). They carry
 * nothing about risk; the young-writer signal and the transcript read the
 * visitor's whole words as before.
 */

const fileSchema = z.strictObject({
  about: z.string().min(1),
  words: z.array(z.string().min(1)),
  anchors: z.array(z.string().min(1)),
  strongNameCues: z.array(z.string().min(1)),
  nameCues: z.array(z.string().min(1)),
});
const FILE = "src/server/features/safety/word-lists/framing.json";
const list = parseDataFile(fileSchema, data, FILE);
const ANCHORS = new Set(list.anchors);
const WORDS = new Set([...list.words, ...list.anchors]);

/** A cue in either case of its first letter ("Ich heiße", "ich heiße"); the name after it stays case-sensitive. */
const cuePattern = (cues: string[]) =>
  cues
    .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .map((c) => `[${c[0]!.toLowerCase()}${c[0]!.toUpperCase()}]${c.slice(1)}`)
    .join("|");
const NAME = String.raw`(\p{Lu}\p{Ll}[\p{L}'-]*)(?:\s+\p{Lu}\p{Ll}[\p{L}'-]*)?`;
/** After "ich heiße", "my name is": any capitalised word is the name. */
const STRONG_CUE = new RegExp(`(?<!\\p{L})(${cuePattern(list.strongNameCues)})[,:\\s]+${NAME}`, "gu");
/** After "ich bin", "I'm", "hi": only a first name of the transcript redaction's list ("Ich bin die Last" is no introduction). */
const WEAK_CUE = new RegExp(`(?<!\\p{L})(${cuePattern(list.nameCues)})[,:\\s]+${NAME}`, "gu");
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
/** Numbers, phone numbers included ("+49 (0)151 234 567"), and ordinals ("8."). */
const NUMBER = /[+(]?\d[\d\s()/.-]*/g;
const SENTENCE = /(?:[^.!?\n]|\.(?=\d))+[.!?]*|[.!?\n]+/gu;

/** Whether a sentence says nothing but who is writing, and says that (a greeting, a name, a number, a contact, a word of the anchors). */
export function isFraming(sentence: string): boolean {
  // A question asks something ("Isch das 117?", "Is it?"): never only an introduction.
  if (sentence.includes("?")) return false;
  let anchored = false;
  const mark = (replacement: string) => {
    anchored = true;
    return replacement;
  };
  const rest = sentence
    .replace(EMAIL, () => mark(" "))
    .replace(STRONG_CUE, (_, cue: string) => mark(` ${cue} `))
    .replace(WEAK_CUE, (whole: string, cue: string, first: string) => (isFirstName(first) ? mark(` ${cue} `) : whole))
    .replace(NUMBER, () => mark(" "))
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter((w) => w && w !== "-" && w !== "'");
  return rest.every((w) => WORDS.has(w)) && (anchored || rest.some((w) => ANCHORS.has(w)));
}

/** A clause that introduces the writer opens with a greeting or the writer ("Meine Schülerin, 17, …" is no introduction). */
const OPENS_INTRODUCTION = /^(?:hallo|hi|hey|moin|servus|grüezi|guten|liebe|hello|good|ich|i|i'm|im|mein|my)(?![\p{L}'])/iu;

/** A clause whose subject is the writer ("ich bin 15", "I'm Jonas"). */
const WRITER_CLAUSE = /(?<![\p{L}'])(?:ich|i|i'm|im)(?![\p{L}'])/iu;
/** A clause that names its own subject or object first ("mein Vater …", "sie …", "the bus …"). */
const OWN_SUBJECT =
  /^(?:ich|du|er|sie|es|wir|ihr|man|mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|der|die|das|den|dem|ein\p{L}*|i|i'm|im|you|he|she|it|we|they|my|your|his|her|our|their|the|a|an|this|that)(?![\p{L}'])/iu;

/**
 * A sentence's leading clauses that only say who is writing ("I'm 15 and …", "Hallo, ich bin Jonas, …"), cut
 * off. Where the rest goes on without its subject ("Ich bin 15 und will sterben"), it gets the writer back
 * ("ich will sterben"), so the check still reads who wants what.
 */
function withoutFramingClauses(sentence: string): string {
  let rest = sentence;
  let writer: "ich" | "I" | undefined;
  for (;;) {
    const m = /^(.*?)(?:,\s*|\s+(?:and|und|u)\s+)(?=\S)/u.exec(rest);
    if (!m || !OPENS_INTRODUCTION.test(m[1]!) || !isFraming(m[1]!) || !/[\p{L}]/u.test(rest.slice(m[0].length))) break;
    const subject = WRITER_CLAUSE.exec(m[1]!)?.[0];
    if (subject) writer ??= subject.toLowerCase() === "ich" ? "ich" : "I";
    rest = rest.slice(m[0].length);
  }
  if (rest === sentence || !writer || OWN_SUBJECT.test(rest)) return rest;
  return `${writer} ${rest}`;
}

/**
 * The message without its framing sentences and leading framing clauses; the message itself when it has
 * nothing else (a greeting alone is judged as it is).
 */
export function withoutFraming(text: string): string {
  const pieces = text.match(SENTENCE) ?? [];
  const words = (s: string) => /[\p{L}\p{N}]/u.test(s);
  const kept = pieces.map((s) => (words(s) && isFraming(s) ? "" : s));
  if (!kept.some(words)) return text;
  return kept
    .map((s) => {
      const lead = /^\s*/u.exec(s)![0];
      const cut = withoutFramingClauses(s.slice(lead.length));
      return cut === s.slice(lead.length) ? s : lead + cut;
    })
    .join("")
    .trim();
}
