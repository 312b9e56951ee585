import type { Database } from "../../db/client";

export interface KnowledgeHit {
  documentId: string;
  title: string;
  text: string;
  /** Page of the PDF where the passage starts (1-based). */
  page: number;
  /** Relevance; higher is better, only comparable within one query. */
  score: number;
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
  if (words.length)
    await database.query("INSERT INTO search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [words]);
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

/** The statement of questionTerms: $1 question, $2 its fuzzy-eligible words, $3 fuzzy weight, $4 typo similarity. */
export const TERMS_SQL = `WITH unknown AS (
    SELECT w FROM unnest($2::text[]) AS w WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w)
  ),
  expansions AS (
    SELECT s.word FROM unknown u
    CROSS JOIN LATERAL generate_series(4, length(u.w) - 1) AS n
    JOIN search_words s ON s.word IN (left(u.w, n), right(u.w, n))
    UNION
    SELECT c.word FROM unknown u
    CROSS JOIN LATERAL (SELECT word FROM search_words WHERE word LIKE '%' || u.w || '%' ORDER BY length(word), word LIMIT 3) c
    UNION
    SELECT r.word FROM unknown u
    CROSS JOIN LATERAL (
      SELECT word FROM search_words WHERE length(u.w) >= 8 AND word LIKE left(u.w, greatest(6, length(u.w) * 6 / 10)) || '%'
      ORDER BY length(word), word LIMIT 3) r
    UNION
    SELECT t.word FROM unknown u
    CROSS JOIN LATERAL (
      SELECT word FROM search_words WHERE length(u.w) >= 6 AND word % u.w AND similarity(word, u.w) >= $4
      ORDER BY similarity(word, u.w) DESC, word LIMIT 2) t
  ),
  langs(language, cfg) AS (VALUES ('de', 'german'::regconfig), ('en', 'english'::regconfig)),
  raw AS (
    SELECT l.language, lex, 1.0::float8 AS boost
    FROM langs l, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, $1))) AS lex
    UNION ALL
    SELECT l.language, lex, $3::float8
    FROM langs l, expansions e, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, e.word))) AS lex
  )
  SELECT r.language, r.lex AS lexeme, max(r.boost) AS boost, t.df, tot.passages AS total
  FROM raw r
  JOIN search_terms t ON t.language = r.language AND t.lexeme = r.lex
  JOIN search_totals tot ON tot.language = r.language AND tot.passages > 0
  GROUP BY r.language, r.lex, t.df, tot.passages`;

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
  const rows = await database.query<{ language: Language; lexeme: string; boost: number; df: number; total: number }>(
    TERMS_SQL,
    [question, fuzzyWords(question), FUZZY_BOOST, TYPO_SIMILARITY],
    { prepareAs: "search_terms_v1" },
  );
  return rows.map((r) => {
    const df = Number(r.df);
    return { language: r.language, lexeme: r.lexeme, df, weight: Number(r.boost) * Math.log(1 + Number(r.total) / (1 + df)) };
  });
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
 * at 100,000 passages. Only COMPLETED documents count.
 */
export async function searchKnowledge(database: Database, query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<KnowledgeHit[]> {
  // Control characters carry no meaning for search, and PostgreSQL refuses NUL.
  const q = query
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 500);
  if (!q) return [];
  const n = Math.min(Math.max(1, Math.floor(limit)), MAX_SEARCH_LIMIT);
  const terms = await questionTerms(database, q);
  if (terms.length === 0) return [];

  const params: unknown[] = [n, MAX_CANDIDATES, RERANK];
  const param = (value: unknown) => `$${params.push(value)}`;
  const branches: string[] = [];
  for (const language of Object.keys(CONFIGS) as Language[]) {
    const own = terms.filter((t) => t.language === language);
    if (own.length === 0) continue;
    const candidates = candidateTerms(own);
    const base = own.map(
      (t) => `CASE WHEN c.v @@ ${param(anyOf([t.lexeme]))}::tsquery THEN ${param(t.weight)}::float8 ELSE 0 END`,
    );
    // The innermost query copies each candidate's tsvector once (`|| ''`), so the
    // term tests below work on it in memory instead of decompressing it for each.
    branches.push(
      `(SELECT s.id, s.base + ts_rank_cd(s.v, ${param(anyOf(own.map((t) => t.lexeme)))}::tsquery, 32) AS score FROM (
         SELECT c.id, c.v, ${base.join(" + ")} AS base
         FROM (SELECT p.id, p.tsv || ''::tsvector AS v
               FROM passages p JOIN documents d ON d.id = p.document_id AND d.status = 'COMPLETED'
               WHERE p.language = ${param(language)} AND p.tsv @@ ${param(anyOf(candidates.map((t) => t.lexeme)))}::tsquery
               LIMIT $2) c
         ORDER BY base DESC, c.id LIMIT $3) s)`,
    );
  }
  const rows = await database.query<KnowledgeHit>(
    `SELECT p.document_id AS "documentId", d.title, p.text, p.page, best.score::float8 AS score
     FROM (SELECT id, score FROM (${branches.join(" UNION ALL ")}) b ORDER BY score DESC, id LIMIT $1) best
     JOIN passages p ON p.id = best.id
     JOIN documents d ON d.id = p.document_id
     ORDER BY best.score DESC, best.id`,
    params,
  );
  return rows.map((r) => ({ ...r, page: Number(r.page), score: Number(r.score) }));
}
