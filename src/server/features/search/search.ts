import type { Database } from "../../db/client";
import { searchWords } from "../../db/schema";
import { findQuestionTerms, rankPassages } from "./queries";

export interface KnowledgeHit {
  documentId: string;
  title: string;
  text: string;
  /** Page of the PDF where the passage starts (1-based). */
  page: number;
  /** Relevance; higher is better, only comparable within one query. */
  score: number;
}

/** What narrows a search beyond the question. */
export interface SearchOptions {
  /** Only documents that serve this persona (assigned to it, or to none, which means all). */
  personaId?: string;
}

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
    .filter((w) => w.length >= 5 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_FUZZY_WORDS);
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
/** Trigram similarity for a typo: "lampenfiber"/"lampenfieber" is 0.67, "morgen"/"sorgen" 0.4. */
const TYPO_SIMILARITY = 0.5;

interface Term {
  language: Language;
  lexeme: string;
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
async function questionTerms(database: Database, question: string): Promise<Term[]> {
  const rows = await findQuestionTerms(database, {
    question,
    fuzzyWords: fuzzyWords(question),
    fuzzyBoost: FUZZY_BOOST,
    typoSimilarity: TYPO_SIMILARITY,
  });
  return rows.map((r) => ({
    language: r.language,
    lexeme: r.lexeme,
    df: r.df,
    weight: r.boost * Math.log(1 + r.total / (1 + r.df)),
  }));
}

/** The rarest terms whose passages together stay within the budget (always at least one). */
export function candidateTerms(terms: Term[], budget = CANDIDATE_BUDGET): Term[] {
  const sorted = [...terms].sort((a, b) => a.df - b.df || b.weight - a.weight);
  const chosen: Term[] = [];
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
): Promise<KnowledgeHit[]> {
  // Control characters carry no meaning for search, and PostgreSQL refuses NUL.
  const q = query
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 500);
  if (!q) return [];
  const n = Math.min(Math.max(1, Math.floor(limit)), MAX_SEARCH_LIMIT);
  const terms = await questionTerms(database, q);
  if (terms.length === 0) return [];

  const languages = (Object.keys(CONFIGS) as Language[]).flatMap((language) => {
    const own = terms.filter((t) => t.language === language);
    if (own.length === 0) return [];
    return [
      {
        language,
        terms: own.map((t) => ({ query: anyOf([t.lexeme]), weight: t.weight })),
        any: anyOf(own.map((t) => t.lexeme)),
        candidates: anyOf(candidateTerms(own).map((t) => t.lexeme)),
      },
    ];
  });
  const rows = await rankPassages(database, {
    limit: n,
    maxCandidates: MAX_CANDIDATES,
    rerank: RERANK,
    languages,
    personaId: options.personaId,
  });
  return rows.map((r) => ({ ...r, page: Number(r.page), score: Number(r.score) }));
}
