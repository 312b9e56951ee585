import {
  isGeneralWord,
  isStopWord,
  inGlossary,
  knowsWord,
  baseForms,
  synonymsOf,
  translationsOf,
  type ThesaurusLanguage,
} from "./thesaurus";

/**
 * The words of a question as the knowledge search reads them (docs/decisions/008, 024 and 053): the
 * words worth a fuzzy match, the question's language, its synonyms, the verbs it splits, the
 * dictionary forms of words the stemmer leaves apart, and the everyday words that carry no topic.
 * Shared by both backends (queries.ts, memory-index.ts): everything here is decided before either runs.
 */

const MAX_FUZZY_WORDS = 6;

// Frequent words carry no topic; the full-text part drops them through its own
// stop-word lists, the fuzzy part must skip them here.
const STOP_WORDS = new Set(
  (
    "aber alles allem als also andere anderen auch bitte damit dann darf dass deine deinem deinen dem den denn der des dich dies diese " +
    "diesem diesen dieser doch dort durch eine einem einen einer eines etwas euch euer gegen gewesen habe haben hatte hätte hilft " +
    "hinter immer jetzt kann kannst keine können könnte machen manchmal meine meinem meinen meiner mich mir mit möchte nach nicht " +
    "noch oder ohne schon sein seine selbst sich sind soll sollte sondern über unter viel vielleicht warum was weil welche wenn werde " +
    "werden wieder wird wirklich wollen würde zwischen about after again against being below between could doing during every " +
    "having other should their there these those through under until where which while would"
  ).split(" "),
);

/** Words long enough to be worth a fuzzy (trigram) match: compounds and typos. */
export function fuzzyWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 5 && !STOP_WORDS.has(w) && !isStopWord(w));
  return [...new Set(words)].slice(0, MAX_FUZZY_WORDS);
}

/** Words of each language frequent enough to tell which one a question is in. */
const LANGUAGE_MARKERS: Record<ThesaurusLanguage, Set<string>> = {
  de: new Set(
    "der die das und ist nicht ich mich mir du sie es mit für auf ein eine zu von den im sich auch wie bei oder wenn wir was kann".split(
      " ",
    ),
  ),
  en: new Set(
    "the and is not i me my you it with for on a an to of in that this are be as if we your or what how can do".split(" "),
  ),
};

/** The languages a question may be in: the one whose frequent words it uses, both when that is unclear. */
export function questionLanguages(query: string): ThesaurusLanguage[] {
  const words = query.toLowerCase().split(/[^\p{L}]+/u);
  const de = words.filter((w) => LANGUAGE_MARKERS.de.has(w)).length;
  const en = words.filter((w) => LANGUAGE_MARKERS.en.has(w)).length;
  if (de > en) return ["de"];
  if (en > de) return ["en"];
  return ["de", "en"];
}

/** At most this many thesaurus words per language join a query (they only count where the corpus has them). */
const MAX_SYNONYMS = 60;

/**
 * Synonyms of the question's content words (four letters or more, no stop
 * words) from the thesaurus of its language, for the words a visitor uses
 * where the documents use others ("grübeln" for "Gedanken kreisen lassen"),
 * and their words in the other language from the glossary, for a handout in
 * the other language ("breathing" for "Atemübungen"). Per language of the
 * words, which is how they are stemmed.
 */
export function questionSynonyms(query: string): Record<"synonyms" | "translations", Record<ThesaurusLanguage, string[]>> {
  const asked = new Set(contentWords(query));
  const found = synonymsForExplanation(query);
  const of = (language: ThesaurusLanguage, translation: boolean) =>
    [...new Set(found.filter((s) => s.language === language && s.translation === translation).map((s) => s.synonym))]
      .filter((s) => !asked.has(s))
      .slice(0, MAX_SYNONYMS);
  return {
    synonyms: { de: of("de", false), en: of("en", false) },
    translations: { de: of("de", true), en: of("en", true) },
  };
}

/**
 * Two neighbouring words of the question that the glossary lists as one ("stage fright" is "stagefright", "team
 * building" "teambuilding"): the joined word to look up, and the two words as the visitor wrote them.
 */
function glossaryPairs(query: string, language: ThesaurusLanguage): [string, string][] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const joined = words[i]! + words[i + 1]!;
    if (inGlossary(joined, language)) pairs.push([joined, `${words[i]} ${words[i + 1]}`]);
  }
  return pairs;
}

/**
 * The question's words that get synonyms: four letters or more, no stop words and no everyday words,
 * each once. A synonym of "machen" or "schlecht" ("schaffen", "erledigen", "übel") names a topic the
 * visitor did not mean, and several of them outweighed the words that did (decision 053).
 */
function contentWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w) && !isStopWord(w) && !isGeneralWord(w)),
    ),
  ];
}

/** Particles German splits off its verbs ("ich höre zu" is "zuhören", "ich schalte ab" is "abschalten"). */
const PARTICLES = new Set(
  "ab an auf aus bei durch ein fest fort heim her herum hin los mit nach nieder vor weg weiter zu zurecht zurück zusammen".split(
    " ",
  ),
);

/**
 * Verbs the question splits: each particle it contains joined with each
 * other word's infinitive ("Wie höre ich richtig zu?" → "zuhören",
 * "zurichtigen"). Guesses the corpus lacks drop out in the term lookup.
 */
export function joinedVerbs(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const particles = words.filter((w) => PARTICLES.has(w));
  if (particles.length === 0) return [];
  const verbs = words.filter((w) => w.length >= 3 && !PARTICLES.has(w) && !STOP_WORDS.has(w));
  const infinitive = (w: string) =>
    w.endsWith("en") || w.endsWith("ern") || w.endsWith("eln") ? w : `${w.replace(/(e|st|t|et)$/, "")}en`;
  return [...new Set(particles.flatMap((p) => verbs.map((v) => p + infinitive(v))))].slice(0, 12);
}

/** Questions whose synonyms were looked up last: the search and the test box's explanation ask for the same. */
const RECENT_SYNONYMS = 64;
const recentSynonyms = new Map<string, readonly AddedWord[]>();

/** A word the search adds for a question word: a synonym in the question's language, or a translation. */
export interface AddedWord {
  synonym: string;
  /** The question word it stands for. */
  question: string;
  /** The language of `synonym`. */
  language: ThesaurusLanguage;
  /** From the glossary, in the other language than the question's. */
  translation: boolean;
}

const OTHER: Record<ThesaurusLanguage, ThesaurusLanguage> = { de: "en", en: "de" };

/** The synonyms and translations the search adds for a question, each with the question word it stands for. */
export function synonymsForExplanation(query: string): readonly AddedWord[] {
  let found = recentSynonyms.get(query);
  if (!found) {
    const languages = questionLanguages(query);
    found = languages.flatMap((language) =>
      [...contentWords(query).map((word): [string, string] => [word, word]), ...glossaryPairs(query, language)].flatMap(
        ([word, question]) => [
          ...synonymsOf(word, language).map((synonym) => ({ synonym, question, language, translation: false })),
          ...translationsOf(word, language).map((synonym) => ({
            synonym,
            question,
            language: OTHER[language],
            translation: true,
          })),
        ],
      ),
    );
    recentSynonyms.set(query, found);
    if (recentSynonyms.size > RECENT_SYNONYMS) recentSynonyms.delete(recentSynonyms.keys().next().value!);
  }
  return found;
}

/**
 * The question's everyday words (stop words, fillers and German words of every topic such as "schlecht",
 * "warum", "gleich", "kommen"), as one text: search stems them like the question and counts their stems at
 * GENERAL_WORD_SHARE of their weight. In a small knowledge base such a word can occur in one passage only
 * and then weighed as much as the question's topic (decision 053).
 */
export function generalWords(query: string): string {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w && (STOP_WORDS.has(w) || isStopWord(w) || isGeneralWord(w))))].join(" ");
}

/**
 * Dictionary forms of question words the thesaurus does not know as they are ("grüble" → "grübeln",
 * "prokrastiniere" → "prokrastinieren"): the stemmer reduces the inflected and the dictionary form to
 * different stems, so the passage that says "Grübeln" was missed. Only forms the thesaurus of the
 * question's language knows, so a wrong guess ("starte" → "star") needs a real word to happen; forms the
 * corpus lacks drop out in the term lookup. They count as the visitor's own words.
 */
export function dictionaryForms(query: string): string[] {
  const languages = questionLanguages(query);
  const out = new Set<string>();
  for (const word of contentWords(query)) {
    if (languages.some((language) => knowsWord(word, language))) continue;
    for (const form of baseForms(word).slice(1))
      if (languages.some((language) => knowsWord(form, language)) && !isGeneralWord(form)) out.add(form);
  }
  return [...out].slice(0, MAX_DICTIONARY_FORMS);
}
const MAX_DICTIONARY_FORMS = 12;
