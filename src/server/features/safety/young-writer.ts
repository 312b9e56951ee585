import { z } from "zod";
import { parseDataFile } from "./lexicon";
import { plainWords } from "./visitor-signals";
import cues from "./word-lists/young-writer.json";

/**
 * Whether the visitor writing is a child or a young person, from what they
 * say of themselves in their recent turns: their age ("ich bin 14", "I'm 15"),
 * their school year ("in der 8. Klasse", "in 9th grade"), their teacher or
 * their parents' rules ("meine Eltern erlauben mir nicht", "my mum won't let
 * me"). The cues are data (word-lists/young-writer.json). The signal only
 * orders the help: the youth line of the visitor's country comes first,
 * after the emergency number in acute danger. It never decides whether an
 * answer is a crisis answer and stays outside the crisis model; the site's
 * minimum age plays no part, a younger visitor in crisis gets help too.
 */

const cueFileSchema = z.strictObject({
  about: z.string().min(1),
  source: z.string().min(1),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  gradeMax: z.number().int(),
  age: z.array(z.string().min(1)),
  grade: z.array(z.string().min(1)),
  phrases: z.array(z.string().min(1)),
});

const FILE = "src/server/features/safety/word-lists/young-writer.json";
const data = parseDataFile(cueFileSchema, cues, FILE);
// Global, so every match of a pattern is read: "ich bin 40, meine Tochter … ich bin 14" counts by its second.
const compile = (patterns: string[]) => patterns.map((p) => new RegExp(p, "g"));
const AGE = compile(data.age);
const GRADE = compile(data.grade);
const PHRASES = compile(data.phrases);

/** How many of the visitor's turns, counted back from the newest, are read for the cues. */
const YOUNG_TURNS = 8;

/** Whether one message says its writer is young. */
export function saysYoung(text: string): boolean {
  const p = plainWords(text);
  const inRange = (re: RegExp, min: number, max: number) =>
    [...p.matchAll(re)].some((m) => m[1] === undefined || (Number(m[1]) >= min && Number(m[1]) <= max));
  return (
    AGE.some((re) => inRange(re, data.ageMin, data.ageMax)) ||
    GRADE.some((re) => inRange(re, 1, data.gradeMax)) ||
    PHRASES.some((re) => p.match(re) !== null)
  );
}

/** Whether any of the visitor's recent turns (oldest first, the new message last) says its writer is young. */
export function youngWriter(userTurns: readonly string[]): boolean {
  return userTurns.slice(-YOUNG_TURNS).some(saysYoung);
}
