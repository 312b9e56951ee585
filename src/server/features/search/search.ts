import type { Database } from "../../db/client";
import { searchWords } from "../../db/schema";
import {
  findQuestionTerms,
  rankPassages,
  type PassageRow,
  type QuestionTermsInput,
  type RankInput,
  type TermRow,
} from "./queries";
import { isStopWord, synonymsOf, type ThesaurusLanguage } from "./thesaurus";

export interface KnowledgeHit {
  passageId: number;
  documentId: string;
  title: string;
  text: string;
  /** Page of the PDF where the passage starts (1-based). */
  page: number;
  /** Rank; higher is better, only comparable within one query. */
  score: number;
  /**
   * How much of the question the passage answers, from 0 to 1: the weight of
   * the question's terms it contains (synonyms and expansions at their
   * reduced weight) over the weight of all the question's words, words the
   * knowledge base lacks included. Comparable across questions.
   */
  relevance: number;
  /** Cosine similarity of the passage's and the question's vectors, when semantic search found it. */
  similarity?: number;
}

/** What narrows a search beyond the question. */
export interface SearchOptions {
  /** Only documents that serve this persona (assigned to it, or to none, which means all). */
  personaId?: string;
}

/** Channel on which the database announces every change that search could see (migration 0003). */
export const SEARCH_CHANGED_CHANNEL = "search_changed";

export const DEFAULT_SEARCH_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 20;
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

/** At most this many thesaurus words join a query (they only count where the corpus has them). */
const MAX_SYNONYMS = 60;

/**
 * Synonyms of the question's content words (four letters or more, no stop
 * words) from the thesaurus of its language, for the words a visitor uses
 * where the documents use others ("grübeln" for "Gedanken kreisen lassen").
 */
export function questionSynonyms(query: string): string[] {
  const asked = new Set(contentWords(query));
  const found = synonymsForExplanation(query).map((s) => s.synonym);
  return [...new Set(found)].filter((s) => !asked.has(s)).slice(0, MAX_SYNONYMS);
}

/** The question's words that get synonyms: four letters or more, no stop words, each once. */
function contentWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w) && !isStopWord(w)),
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
const recentSynonyms = new Map<string, readonly { synonym: string; question: string }[]>();

/** The thesaurus synonyms the search adds for a question, each with the question word it stands for. */
export function synonymsForExplanation(query: string): readonly { synonym: string; question: string }[] {
  let found = recentSynonyms.get(query);
  if (!found) {
    const words = contentWords(query);
    found = questionLanguages(query).flatMap((language) =>
      words.flatMap((question) => synonymsOf(question, language).map((synonym) => ({ synonym, question }))),
    );
    recentSynonyms.set(query, found);
    if (recentSynonyms.size > RECENT_SYNONYMS) recentSynonyms.delete(recentSynonyms.keys().next().value!);
  }
  return found;
}

/** The distinct words of a text that go into the lexicon (search_words). */
export function lexiconWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/\p{L}{4,40}/gu) ?? [])];
}

/** Adds words to the lexicon (tests and tools; ingestion does it inside its transaction). */
export async function addToLexicon(database: Database, text: string): Promise<void> {
  const words = lexiconWords(text);
  for (let i = 0; i < words.length; i += 1000) {
    await database.db
      .insert(searchWords)
      .values(words.slice(i, i + 1000).map((word) => ({ word })))
      .onConflictDoNothing();
  }
}

/** The text-search configuration of each passage language (passed explicitly: the default is english). */
const CONFIGS = { de: "german", en: "english" } as const;
type Language = keyof typeof CONFIGS;

/**
 * Candidate passages come from the question's rarest terms, taken in order of
 * rarity until their passages add up to this many; commoner terms still score
 * but do not pull in candidates. This bounds the work per query whatever the
 * corpus size, and loses nothing a visitor would notice: a passage that holds
 * none of the rare words of a question is rarely the answer to it.
 */
export const CANDIDATE_BUDGET = 800;
/** Hard cap on scored passages when even the rarest term is common (a question of everyday words only). */
export const MAX_CANDIDATES = 1500;
/**
 * Passages ranked by term weights alone that get the (costlier) cover-density
 * tie-break; it adds at most 1, so it only reorders passages of similar weight.
 */
const RERANK = 50;
/** Fuzzy matches count half: a guessed word is weaker evidence than a typed one. */
const FUZZY_BOOST = 0.5;
/** Compounds, parts and same-root words of a word the corpus has: weaker still, beside the word itself. */
const KNOWN_EXPANSION_BOOST = 0.3;
/** A thesaurus synonym: the visitor did not say it, and synonyms depend on the sense. */
const SYNONYM_BOOST = 0.5;
/** Trigram similarity for a typo: "lampenfiber"/"lampenfieber" is 0.67, "morgen"/"sorgen" 0.4. */
const TYPO_SIMILARITY = 0.5;

interface Term {
  language: Language;
  lexeme: string;
  /** 1 for the question's own words, less for expansions and synonyms. */
  boost: number;
  /** The question's stems in the language, found in the corpus or not. */
  asked: number;
  /** Passages of the language. */
  total: number;
  /** Passages containing the lexeme. */
  df: number;
  /** The term's share of a passage's score: boost × inverse document frequency. */
  weight: number;
}

/**
 * The question's terms with their statistics, in one round trip: its stems in
 * both languages, plus stems of lexicon words that stand in for the
 * question's words the corpus does not contain:
 * - compound parts: "Prüfungsangst" → "prüfung", "angst" (exact lookups of
 *   its prefixes and suffixes, cheap on the primary key);
 * - compounds containing it: "Stress" → "dauerstress" (LIKE on the trigram index);
 * - words of the same root: "konzentrieren" → "konzentration" (a shared
 *   beginning of at least six letters and 60 % of the word, for long words);
 * - typos: "Lampenfiber" → "lampenfieber" (trigram similarity of at least
 *   TYPO_SIMILARITY, for words of six letters or more).
 * All of it on the lexicon (one row per distinct word), never on passages.
 */
async function questionTerms(backend: SearchBackend, question: string): Promise<Term[]> {
  const rows = await backend.findQuestionTerms({
    question: [question, ...joinedVerbs(question)].join(" "),
    asked: question,
    fuzzyWords: fuzzyWords(question),
    synonyms: questionSynonyms(question),
    synonymLanguages: questionLanguages(question),
    fuzzyBoost: FUZZY_BOOST,
    knownExpansionBoost: KNOWN_EXPANSION_BOOST,
    synonymBoost: SYNONYM_BOOST,
    typoSimilarity: TYPO_SIMILARITY,
  });
  return rows.map((r) => ({
    language: r.language,
    lexeme: r.lexeme,
    boost: r.boost,
    asked: r.asked,
    total: r.total,
    df: r.df,
    weight: r.boost * Math.log(1 + r.total / (1 + r.df)),
  }));
}

/**
 * A word of the question the corpus lacks counts as this share of the rarest
 * possible term: it may be a typo or a word the expansions stand in for, but
 * a passage that leaves it out answers less of the question.
 */
const MISSING_WORD_SHARE = 1;

/**
 * The weight of the whole question per language: its own terms found in the
 * corpus, plus each of its stems the corpus lacks at MISSING_WORD_SHARE of the
 * weight of a term that occurs once. The measure of `relevance`.
 */
export function questionWeight(terms: Term[]): Record<Language, number> {
  const out: Record<Language, number> = { de: 0, en: 0 };
  for (const language of Object.keys(CONFIGS) as Language[]) {
    const all = terms.filter((t) => t.language === language);
    const own = all.filter((t) => t.boost >= 1);
    const first = all[0];
    if (!first) continue;
    const missing = Math.max(0, first.asked - own.length);
    out[language] = own.reduce((sum, t) => sum + t.weight, 0) + missing * MISSING_WORD_SHARE * Math.log(1 + first.total / 2);
  }
  return out;
}

/**
 * Expansions and synonyms beyond the question's own words that take part in
 * ranking, per language: the heaviest (rarest) ones. Each term costs a test per
 * candidate passage, and a common synonym adds little but that cost.
 */
export const MAX_EXTRA_TERMS = 12;

/** The question's own terms and its MAX_EXTRA_TERMS heaviest other terms per language. */
export function strongestTerms<T extends Pick<Term, "language" | "boost" | "weight">>(terms: T[]): T[] {
  const out: T[] = [];
  for (const language of Object.keys(CONFIGS) as Language[]) {
    const all = terms.filter((t) => t.language === language);
    out.push(...all.filter((t) => t.boost >= 1));
    out.push(
      ...all
        .filter((t) => t.boost < 1)
        .sort((a, b) => b.weight - a.weight)
        .slice(0, MAX_EXTRA_TERMS),
    );
  }
  return out;
}

/** The rarest terms whose passages together stay within the budget (always at least one). */
export function candidateTerms<T extends Pick<Term, "df" | "weight">>(terms: T[], budget = CANDIDATE_BUDGET): T[] {
  const sorted = [...terms].sort((a, b) => a.df - b.df || b.weight - a.weight);
  const chosen: T[] = [];
  let sum = 0;
  for (const t of sorted) {
    if (chosen.length > 0 && sum + t.df > budget) break;
    chosen.push(t);
    sum += t.df;
  }
  return chosen;
}

/** A tsquery matching any of the lexemes, each quoted (backslash and quote escaped) so no lexeme can act as an operator. */
export const anyOf = (lexemes: string[]) => lexemes.map((l) => `'${l.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`).join(" | ");

/** The question as search reads it: control characters (meaningless, and PostgreSQL refuses NUL) as spaces, at most 500 characters. */
export function searchableQuery(query: string): string {
  return query
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 500);
}

/**
 * Where the search's two steps run: the question's terms with their statistics, and the ranking of
 * passages. The database's statements (queries.ts), or the in-process index (memory-index.ts), which
 * answers the same for the same corpus without a round trip.
 */
export interface SearchBackend {
  findQuestionTerms(input: QuestionTermsInput): Promise<TermRow[]>;
  rankPassages(input: RankInput): Promise<PassageRow[]>;
}

/** The search's statements on the database. */
export function sqlBackend(database: Database): SearchBackend {
  return {
    findQuestionTerms: (input) => findQuestionTerms(database, input),
    rankPassages: (input) => rankPassages(database, input),
  };
}

/**
 * Finds the best passages for a natural question. A passage need not contain
 * every word: each stemmed word of the question (German or English stemming
 * and stop words, per passage language) and each fuzzy match from the lexicon
 * is a term, weighted by its inverse document frequency from the term
 * statistics. A passage scores the weights of the terms it contains, with
 * cover density (ts_rank_cd) breaking ties. Candidates come from the rarest
 * terms (see CANDIDATE_BUDGET), so a query costs about the same at 10,000 and
 * at 100,000 passages. Only COMPLETED documents count, and with
 * `options.personaId` only those that serve that persona.
 */
export async function searchKnowledge(
  database: Database,
  query: string,
  limit = DEFAULT_SEARCH_LIMIT,
  options: SearchOptions = {},
  backend: SearchBackend = sqlBackend(database),
): Promise<KnowledgeHit[]> {
  const q = searchableQuery(query);
  if (!q) return [];
  const n = Math.min(Math.max(1, Math.floor(limit)), MAX_SEARCH_LIMIT);
  const terms = strongestTerms(await questionTerms(backend, q));
  if (terms.length === 0) return [];

  const languages = (Object.keys(CONFIGS) as Language[]).flatMap((language) => {
    const own = terms.filter((t) => t.language === language);
    if (own.length === 0) return [];
    return [
      {
        language,
        terms: own.map((t) => ({ lexeme: t.lexeme, query: anyOf([t.lexeme]), weight: t.weight })),
        any: anyOf(own.map((t) => t.lexeme)),
        candidates: anyOf(candidateTerms(own).map((t) => t.lexeme)),
        candidateLexemes: candidateTerms(own).map((t) => t.lexeme),
      },
    ];
  });
  const rows = await backend.rankPassages({
    limit: n,
    maxCandidates: MAX_CANDIDATES,
    rerank: RERANK,
    languages,
    personaId: options.personaId,
  });
  const whole = questionWeight(terms);
  return rows.map(({ matched, language, ...r }) => ({
    ...r,
    passageId: Number(r.passageId),
    page: Number(r.page),
    score: Number(r.score),
    relevance: Math.min(1, Number(matched) / (whole[language] || Infinity)),
  }));
}
