import { z } from "zod";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import phrases from "./word-lists/other-language-phrases.json";
import { parseDataFile } from "./lexicon";

/** Whether a pattern compiles as a regular expression. */
function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * word-lists/other-language-phrases.json, checked when the module loads: a level
 * that is not a risk level, an empty list, or a pattern that is not a string
 * or not a regular expression stops the server at start with the place named.
 */
const phraseFileSchema = z.strictObject({
  about: z.string().min(1),
  source: z.string().min(1),
  rounds: z
    .array(
      z.strictObject({
        round: z.number().int().positive(),
        note: z.string().min(1),
        phrases: z
          .array(
            z.strictObject({
              lang: z.string().regex(/^[a-z]{2,3}$/, "a language code of two or three letters"),
              level: z.enum(RISK_LEVELS),
              note: z.string().min(1).optional(),
              patterns: z.array(z.string().min(1).refine(isRegExp, "not a regular expression")).min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

/**
 * Crisis statements in the languages most spoken in Germany, Austria and
 * Switzerland besides German and English. The page answers in German or
 * English, but a person in crisis writes in the language they think in, and
 * must get the crisis answer all the same. These are phrases, not concepts:
 * each language has a handful of ways to say "I want to die", "I will kill
 * myself", "I cut myself" or "my husband hits me", matched on the text in
 * its own script, lower-cased, without diacritic marks that combine
 * (Arabic vowel signs) and with words separated by single spaces.
 *
 * Figures of speech that use the same words ("je meurs de faim", "me muero
 * de risa", "умираю от смеха") do not match, because the phrases need the
 * first person with a wish, an act or a means.
 *
 * The phrases are in word-lists/other-language-phrases.json, grouped by the round
 * of decision 017 that wrote them, each a list of regular expressions (its
 * alternatives) joined into one. Here in the order of the file, which is the
 * order their rules are reported in.
 */
export const OTHER_LANGUAGE_PHRASES: { lang: string; level: RiskLevel; pattern: RegExp }[] = parseDataFile(
  phraseFileSchema,
  phrases,
  "src/server/features/safety/word-lists/other-language-phrases.json",
).rounds.flatMap((round) =>
  round.phrases.map(({ lang, level, patterns }) => ({ lang, level, pattern: new RegExp(patterns.join("|")) })),
);

/**
 * Letters without their marks, as people type on a keyboard without them:
 * "olmek istiyorum", "chce umrzec", "vreau sa mor", "θελω να πεθανω",
 * "muon chet". Also folds the letters that have no mark to drop (ı, ł, đ, ø)
 * and drops the zero-width non-joiner of Persian ("می‌خواهم"), which the
 * message has already lost. Phrases and messages are compared in this form,
 * so each phrase is written once, with its marks.
 */
export function bareLetters(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\p{M}\u200C]/gu, "")
    .replace(/ı/g, "i")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ø/g, "o")
    .normalize("NFC");
}

/**
 * Vietnamese marks tell words apart ("tự tử" is suicide, "từ từ" slowly):
 * its phrases keep their marks, and the unmarked forms people type are
 * written out ("muon chet").
 */
const KEEPS_MARKS = new Set(["vi"]);

const BARE_PHRASES = OTHER_LANGUAGE_PHRASES.map(({ lang, level, pattern }) => ({
  lang,
  level,
  bare: !KEEPS_MARKS.has(lang),
  pattern: KEEPS_MARKS.has(lang) ? pattern : new RegExp(bareLetters(pattern.source), pattern.flags),
}));

/** The phrases that match; `plain` as produced by normalizeMessage. */
export function otherLanguageRisks(plain: string): { level: RiskLevel; lang: string }[] {
  const bare = bareLetters(plain);
  const hits: { level: RiskLevel; lang: string }[] = [];
  for (const { lang, level, bare: unmarked, pattern } of BARE_PHRASES)
    if (pattern.test(unmarked ? bare : plain)) hits.push({ level, lang });
  return hits;
}
