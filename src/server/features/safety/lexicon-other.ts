import otherLanguages from "./word-lists/lexicon-other.json";
import { otherLexiconFileSchema, parseDataFile, type Concept } from "./lexicon";

/**
 * The core concepts in the languages most spoken in Germany, Austria and
 * Switzerland besides German and English. A message in Polish or Arabic
 * then carries the same concepts ("dying", "pills", "roof", "hitting") as a
 * German one, so the rules and the model, which learned what these concepts
 * mean mostly from German and English messages, recognise it too. Patterns
 * as in lexicon.ts; Latin letters are compared without accents ("umrzeć" is
 * "umrzec"), other scripts as written, lower-cased.
 *
 * Turkish (tr), Russian (ru), Ukrainian (uk), Polish (pl), Arabic (ar),
 * Persian (fa), French (fr), Spanish (es), Italian (it), Portuguese (pt),
 * Romanian (ro), Croatian/Serbian/Bosnian (hr, sr), Albanian (sq), Greek
 * (el), Vietnamese (vi), Dutch (nl). The words are in word-lists/lexicon-other.json,
 * checked when the module loads.
 */
export const OTHER_LANGUAGE_LEXICON: Partial<Record<Concept, readonly string[]>> = parseDataFile(
  otherLexiconFileSchema,
  otherLanguages,
  "src/server/features/safety/word-lists/lexicon-other.json",
).concepts;
