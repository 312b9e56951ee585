import { z } from "zod";
import germanAndEnglish from "./word-lists/lexicon.json";

/**
 * The concepts the crisis check recognises. The rules (rules.ts) combine
 * concepts, not phrases, so a sentence nobody wrote a rule for still matches
 * when it says the same thing in other words: "Die Pistole meines Vaters
 * liegt bereit" is a means plus readiness, whatever the weapon or its owner.
 *
 * The words that express them are data: word-lists/lexicon.json (German and
 * English) and word-lists/lexicon-other.json (other languages, lexicon-other.ts).
 * Both are checked against this list when the module loads, so a concept
 * name the code does not know, or a list that is empty or not of patterns,
 * stops the server at start with the file and the place named.
 *
 * Patterns, written in natural spelling and folded like the input (lower
 * case, ä → ae, repeated letters squeezed):
 * - `wort`     the word itself, and words one typo away when it has 5+ letters
 * - `wort*`    words starting with it ("umbring*" → umbringen, umbringe), typos too
 * - `*wort*`   words containing it (German compounds: "*tablett*" → Schlaftabletten)
 * - `*wort`    words ending with it
 * - `=wort`    exactly this word: no typo tolerance (short or common words)
 * - `ein wort` several words in a row, each a pattern of the kinds above
 * - `…@de`, `…@en` only in German or only in English messages ("die" is an
 *   article in German; "Kind" is a child in German and "kind" is nice in English)
 *
 * The order of this list is the order in which the tagger indexes the words.
 */
export const CONCEPTS = [
  // The writer as subject.
  "I",
  // The writer as object.
  "ME",
  "MY",
  // The other person addressed (for the reply check).
  "YOU",
  // Reflexive of third persons: "sie hat sich umgebracht" is about someone else.
  "SICH",
  // Another person as object of an act.
  "OTHER",
  // Someone who may hurt the writer, or be hurt.
  "PERSON",
  // Killing, done to oneself or another.
  "KILL",
  // Separable verbs: "bring … um", "stech … ab", "tu … an".
  "BRING",
  "UM",
  "STECH",
  "AB",
  "TUN",
  "AN",
  "SOMETHING",
  "HURT",
  // Dying and death.
  "DIE",
  // Being gone: a death wish only with "für immer" or "nicht mehr da".
  "VANISH",
  // The words for suicide itself.
  "SUICIDE",
  "LIVE",
  // "in Berlin leben", "live here": living somewhere or with someone, not living at all.
  "WHERE",
  "NEG",
  "MORE",
  // "nimmer", "nüme": "nicht mehr" in southern German.
  "NOMORE",
  "WANT",
  // Thinking about it: "denke an", "thoughts of".
  "THINK",
  "BETTER",
  "WITHOUT",
  // "wenn es mich nicht gäbe", "if I wasn't here".
  "IF",
  "BURDEN",
  "HOPELESS",
  "END",
  // "it all", "allem", "mein Leben".
  "ALL",
  // Doing "it": the euphemism for the act.
  "DOIT",
  // Means of suicide or self-harm.
  "PILLS",
  "POISON",
  "ROPE",
  "BLADE",
  "GUN",
  "HEIGHT",
  // Heights only with jumping or looking down: a balcony is ordinary.
  "HEIGHT_WEAK",
  "TRAIN",
  "WATER",
  "JUMP",
  "FRONT",
  "INGEST",
  // "alle", "den ganzen Blister", "a whole bottle".
  "QTY",
  "NOW",
  "ALREADY",
  // Means made ready: strong on its own.
  "READY",
  // Means obtained: only counts with an amount, a time or an intent.
  "GOT",
  // Final arrangements: "alles ist geregelt", "affairs in order".
  "ARRANGED",
  "FAREWELL",
  // A letter or note: a farewell when it is for everyone or forever.
  "LETTER",
  "FOREVER",
  "PRESENT",
  // Words that mean self-injury on their own.
  "SH_STRONG",
  // Acts that are self-injury when done to one's own body.
  "SH",
  "BODY",
  "BLOOD",
  // How bad a wound is: deep, will not stop, needs stitches.
  "SEVERE",
  // "bis es blutet", "until it bleeds".
  "UNTIL",
  // Legs over the edge: "die Beine hängen draußen".
  "DANGLE",
  // A train that will not stop, or that the writer will not board.
  "NOT_BOARD",
  // Eating: not eating as punishment is self-harm.
  "EAT",
  // Pain sought: "dass es wehtut".
  "PAIN",
  // What injuring oneself does for the writer.
  "RELIEF",
  // Punishing oneself.
  "PUNISH",
  "STARVE",
  "DELIBERATE",
  "AGAIN",
  // Hitting, kicking, choking, shoving: done to the writer.
  "HIT",
  // Injuries that tell of violence.
  "INJURY",
  "SEXUAL",
  "COERCE",
  "SEXWORD",
  // Keeping it secret under pressure: "ich darf das keinem erzählen".
  "SECRET",
  "THREAT",
  // Following, watching, tracking or waiting for the writer: stalking.
  "STALK",
  "CONFINE",
  "FEAR",
  "HOME",
  "DRUNK",
  // Harming someone by stealth: poison in a drink, cut brakes, fire.
  "SABOTAGE",
  // Mass violence.
  "MASS",
  // Swearing an intent: "ich schwör", "I mean it".
  "SWEAR",
  // Idioms and harmless frames.
  "LAUGH",
  "GAME",
  "MEDIA",
  // Non-person subjects of "bringt mich um": the job, the heat.
  "THING",
  // Ordinary purposes that make a knife, a rope or a roof harmless.
  "ACTIVITY",
  // Medicine taken as meant: "wie verordnet", "every morning".
  "ROUTINE",
  // Accidents: a cut while cooking is not self-harm.
  "ACCIDENT",
  // Talking about another person at risk, or about the past.
  "THIRD",
  // Asking about others or about the subject: "wie erkenne ich", "warning signs", a seminar paper.
  "INFO",
  // Questions about amounts: "wie viele Tabletten braucht man".
  "HOWMUCH",
  "LETHAL",
  // Sleeping forever, not waking.
  "SLEEP",
  // Welcoming death by accident or illness: "wäre mir egal", "I wouldn't mind".
  "WELCOME",
  // Death coming by itself: an accident, an illness, a truck.
  "FATE",
  "FOLLOW",
  // Leaving a job, moving house: farewells that are ordinary.
  "JOB",
  // In the past: "als Kind", "früher".
  "PAST",
  // Konjunktiv of hyperbole: "ich könnte ihn umbringen".
  "COULD",
  // Trying: "er hat versucht, mich zu erwürgen".
  "TRY",
  // Pets: given away for good, a farewell.
  "PET",
  // Handing over what one cares for.
  "GIVE",
  // A car running in a closed garage.
  "EXHAUST",
  // Life insurance, when the writer thinks of their death as a payment.
  "INSURANCE",
  // Hiding marks from others.
  "HIDE",
  // Knowing where and when to find someone.
  "KNOWWHERE",
  // Fear of what one might do.
  "SELFFEAR",
  // Professionals talking about their work.
  "PRO",
  // Revenge: making someone pay.
  "REVENGE",
  // Setting fire to someone or their home.
  "FIRE",
  // Someone at the door, breaking in, searching for the writer now.
  "DOOR",
  // A will, an inheritance, a living will: planning for one's death in the ordinary way.
  "ESTATE",
  // Late in life: grandchildren, retirement.
  "LATELIFE",
  // A threat in everyday words: someone coming upstairs to "sort me out", smashing things, taking a belt off.
  "MENACE",
] as const;

export type Concept = (typeof CONCEPTS)[number];

/** A pattern as described above: one or more words, each with its `=` or `*`, separated by single spaces, then perhaps `@de` or `@en`. */
const PATTERN = /^=?\*?[^\s*=@]+\*?( =?\*?[^\s*=@]+\*?)*(@de|@en)?$/u;

const wordList = z.array(z.string().regex(PATTERN, "not a lexicon pattern (see lexicon.ts)")).min(1, "an empty list");

/** Concept names are those of CONCEPTS: a name the code does not know is an error. */
const byConcept = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys" ? `not a concept of CONCEPTS in lexicon.ts: ${issue.keys.join(", ")}` : undefined,
};

/** A file of word lists: what it is, where its words come from, and a list per concept. */
function wordListFile<C extends z.ZodType>(concepts: C) {
  return z.strictObject({ about: z.string().min(1), source: z.string().min(1), concepts });
}

/** word-lists/lexicon.json: a list for every concept. */
export const lexiconFileSchema = wordListFile(z.record(z.enum(CONCEPTS), wordList, byConcept));

/** word-lists/lexicon-other.json: lists for some concepts. */
export const otherLexiconFileSchema = wordListFile(z.partialRecord(z.enum(CONCEPTS), wordList, byConcept));

/** The data of a JSON file, checked: throws an error that names the file and each place that is wrong. */
export function parseDataFile<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${file} is malformed:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The German and English patterns of every concept. */
export const LEXICON: Readonly<Record<Concept, readonly string[]>> = parseDataFile(
  lexiconFileSchema,
  germanAndEnglish,
  "src/server/features/safety/word-lists/lexicon.json",
).concepts;

/**
 * Concepts whose words are tolerated with one typo ("umbrigen", "selbsmord",
 * "geschlagn"). Function words (ich, nicht, jetzt) are not: a typo there
 * would turn "gleiche" into "gleich".
 */
export const TYPO_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>([
  "KILL",
  "HURT",
  "DIE",
  "SUICIDE",
  "LIVE",
  "PILLS",
  "POISON",
  "ROPE",
  "BLADE",
  "GUN",
  "HEIGHT",
  "TRAIN",
  "JUMP",
  "INGEST",
  "READY",
  "FAREWELL",
  "SH_STRONG",
  "SH",
  "BLOOD",
  "HIT",
  "SEXUAL",
  "THREAT",
  "MASS",
  "HOPELESS",
  "BODY",
  "FOREVER",
  "LETTER",
]);
