import type { Database } from "../../db/client";
import { searchWords } from "../../db/schema";
import {
  findQuestionTerms,
  rankPassages,
  topicCounts,
  type PassageRow,
  type QuestionTermsInput,
  type RankInput,
  type TermRow,
} from "./queries";
import { TOPIC_DEPTH, questionTopic, rerankByTopic, type TopicCount } from "./topics";
import { dictionaryForms, fuzzyWords, generalWords, joinedVerbs, questionLanguages, questionSynonyms } from "./question-words";

export { joinedVerbs, questionLanguages, questionSynonyms, synonymsForExplanation } from "./question-words";

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
  /** The coaching topic the question names and the passage's document is about, when it lifted the passage (topics.ts). */
  topic?: string;
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
/** A glossary translation of a question word, for a handout in the other language (decision 055). */
const TRANSLATION_BOOST = 0.7;
/** Trigram similarity for a typo: "lampenfiber"/"lampenfieber" is 0.67, "morgen"/"sorgen" 0.4. */
const TYPO_SIMILARITY = 0.5;
/**
 * The share of its weight an everyday word of the question keeps ("schlecht", "warum", "ständig"): in a
 * small knowledge base it may occur in a single passage and then weighs as much as the topic. Chosen on the
 * tuning part of the evaluation set (0.1 to 0.3 rank the same; decision 053).
 */
const GENERAL_WORD_SHARE = 0.2;
/**
 * The share a question word keeps as a stem of the other language than the question's, when its language is
 * clear: "and" of an English question is the German stem of "anderen", "job" weighs more among the German
 * passages, where it is rarer, than among the English ones it is about (decision 053).
 */
const OTHER_LANGUAGE_SHARE = 0.25;

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
  /** The term's share of a passage's score: boost × inverse document frequency, less for everyday and other-language words. */
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
  const languages = questionLanguages(question);
  const rows = await backend.findQuestionTerms({
    question: [question, ...joinedVerbs(question), ...dictionaryForms(question)].join(" "),
    asked: question,
    fuzzyWords: fuzzyWords(question),
    ...questionSynonyms(question),
    translationBoost: TRANSLATION_BOOST,
    fuzzyBoost: FUZZY_BOOST,
    knownExpansionBoost: KNOWN_EXPANSION_BOOST,
    synonymBoost: SYNONYM_BOOST,
    typoSimilarity: TYPO_SIMILARITY,
    general: generalWords(question),
  });
  return rows.map((r) => {
    const own = r.boost >= 1;
    const share =
      (own && r.general ? GENERAL_WORD_SHARE : 1) * (own && !languages.includes(r.language) ? OTHER_LANGUAGE_SHARE : 1);
    return {
      language: r.language,
      lexeme: r.lexeme,
      boost: r.boost,
      asked: r.asked,
      total: r.total,
      df: r.df,
      weight: r.boost * Math.log(1 + r.total / (1 + r.df)) * share,
    };
  });
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
 *
 * Among passages in the other language than the question's (`languages`), its
 * words are missing by nature and the most a passage can do for one is its
 * translation: a missing word counts at TRANSLATION_BOOST there, so a German
 * handout that answers an English question is as relevant as an English one
 * would be (decision 055).
 */
export function questionWeight(terms: Term[], languages: readonly Language[] = ["de", "en"]): Record<Language, number> {
  const out: Record<Language, number> = { de: 0, en: 0 };
  for (const language of Object.keys(CONFIGS) as Language[]) {
    const all = terms.filter((t) => t.language === language);
    const own = all.filter((t) => t.boost >= 1);
    const first = all[0];
    if (!first) continue;
    const missing = Math.max(0, first.asked - own.length);
    const share = languages.includes(language) ? MISSING_WORD_SHARE : TRANSLATION_BOOST;
    out[language] = own.reduce((sum, t) => sum + t.weight, 0) + missing * share * Math.log(1 + first.total / 2);
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
  topicCounts(documentIds: string[], topic: string): Promise<Map<string, TopicCount>>;
}

/** The search's statements on the database. */
export function sqlBackend(database: Database): SearchBackend {
  return {
    findQuestionTerms: (input) => findQuestionTerms(database, input),
    rankPassages: (input) => rankPassages(database, input),
    topicCounts: (documentIds, topic) => topicCounts(database, documentIds, topic),
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
  // A question that names a coaching topic ranks deeper, so a handout on that topic can move up (topics.ts).
  const topic = questionTopic(q);
  const rows = await backend.rankPassages({
    limit: topic ? Math.max(n, TOPIC_DEPTH) : n,
    maxCandidates: MAX_CANDIDATES,
    rerank: RERANK,
    languages,
    personaId: options.personaId,
  });
  const whole = questionWeight(terms, questionLanguages(q));
  const hits = rows.map(({ matched, language, ...r }) => ({
    ...r,
    passageId: Number(r.passageId),
    page: Number(r.page),
    score: Number(r.score),
    relevance: Math.min(1, Number(matched) / (whole[language] || Infinity)),
  }));
  if (!topic || hits.length === 0) return hits;
  const counts = await backend.topicCounts([...new Set(hits.map((h) => h.documentId))], topic);
  return rerankByTopic(hits, topic, counts).slice(0, n);
}
