import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documentPersonas, documents, passages, searchTerms, searchTotals, searchWords } from "../../db/schema";
import { runSql } from "../../db/sql";

/**
 * The search's raw statements. Both are the ranking itself: lateral joins on
 * the lexicon, trigram operators, text-search functions and per-term CASE
 * sums that the query builder has no words for, tuned to stay fast at
 * 100,000 passages (docs/decisions/008-search.md). Tables come from the schema.
 */

/** A stem of the question in one passage language, with its statistics. */
export interface TermRow {
  language: "de" | "en";
  lexeme: string;
  /** 1 for the question's own words, the fuzzy boost for words found in the lexicon. */
  boost: number;
  /** Passages of the language that contain the lexeme. */
  df: number;
  /** Passages of the language. */
  total: number;
}

/**
 * The question's stems in both languages, plus the stems of lexicon words that
 * stand in for its `fuzzyWords` the corpus does not contain (see
 * questionTerms), joined with the term statistics, in one round trip. The
 * text never changes, so PostgreSQL plans it once per connection.
 */
export async function findQuestionTerms(
  database: Database,
  input: { question: string; fuzzyWords: string[]; fuzzyBoost: number; typoSimilarity: number },
): Promise<TermRow[]> {
  const rows = await runSql<TermRow>(
    database,
    sql`WITH unknown AS (
          SELECT w FROM unnest(${sql.param(input.fuzzyWords)}::text[]) AS w WHERE NOT EXISTS (SELECT 1 FROM ${searchWords} s WHERE s.word = w)
        ),
        expansions AS (
          SELECT s.word FROM unknown u
          CROSS JOIN LATERAL generate_series(4, length(u.w) - 1) AS n
          JOIN ${searchWords} s ON s.word IN (left(u.w, n), right(u.w, n))
          UNION
          SELECT c.word FROM unknown u
          CROSS JOIN LATERAL (SELECT word FROM ${searchWords} WHERE word LIKE '%' || u.w || '%' ORDER BY length(word), word LIMIT 3) c
          UNION
          SELECT r.word FROM unknown u
          CROSS JOIN LATERAL (
            SELECT word FROM ${searchWords} WHERE length(u.w) >= 8 AND word LIKE left(u.w, greatest(6, length(u.w) * 6 / 10)) || '%'
            ORDER BY length(word), word LIMIT 3) r
          UNION
          SELECT t.word FROM unknown u
          CROSS JOIN LATERAL (
            SELECT word FROM ${searchWords} WHERE length(u.w) >= 6 AND word % u.w AND similarity(word, u.w) >= ${input.typoSimilarity}
            ORDER BY similarity(word, u.w) DESC, word LIMIT 2) t
        ),
        langs(language, cfg) AS (VALUES ('de', 'german'::regconfig), ('en', 'english'::regconfig)),
        raw AS (
          SELECT l.language, lex, 1.0::float8 AS boost
          FROM langs l, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, ${input.question}))) AS lex
          UNION ALL
          SELECT l.language, lex, ${input.fuzzyBoost}::float8
          FROM langs l, expansions e, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, e.word))) AS lex
        )
        SELECT r.language, r.lex AS lexeme, max(r.boost) AS boost, t.df, tot.passages AS total
        FROM raw r
        JOIN ${searchTerms} t ON t.language = r.language AND t.lexeme = r.lex
        JOIN ${searchTotals} tot ON tot.language = r.language AND tot.passages > 0
        GROUP BY r.language, r.lex, t.df, tot.passages`,
    { prepareAs: "search_terms_v2" },
  );
  return rows.map((r) => ({ ...r, boost: Number(r.boost), df: Number(r.df), total: Number(r.total) }));
}

/** The terms of one passage language, as tsqueries (see anyOf). */
export interface LanguageTerms {
  language: "de" | "en";
  /** Each term's tsquery and weight: a passage scores the weights of the terms it contains. */
  terms: { query: string; weight: number }[];
  /** All terms: cover density (ts_rank_cd) over them breaks ties. */
  any: string;
  /** The rare terms whose passages are the candidates. */
  candidates: string;
}

/** A ranked passage. */
export interface PassageRow {
  documentId: string;
  title: string;
  text: string;
  page: number;
  score: number;
}

/**
 * The best `limit` passages of COMPLETED documents: per language, at most
 * `maxCandidates` passages containing a candidate term, the best `rerank` of
 * them by term weights get the cover-density tie-break, then all languages
 * together are ranked. With `personaId`, only documents that serve that
 * persona count: those assigned to it and those assigned to none (all).
 */
export async function rankPassages(
  database: Database,
  input: { limit: number; maxCandidates: number; rerank: number; languages: LanguageTerms[]; personaId?: string },
): Promise<PassageRow[]> {
  const servesPersona = input.personaId
    ? sql`AND (NOT EXISTS (SELECT 1 FROM ${documentPersonas} a WHERE a.document_id = d.id)
               OR EXISTS (SELECT 1 FROM ${documentPersonas} a WHERE a.document_id = d.id AND a.persona_id = ${input.personaId}))`
    : sql``;
  const branches = input.languages.map((l) => {
    const base = sql.join(
      l.terms.map((t) => sql`CASE WHEN c.v @@ ${t.query}::tsquery THEN ${t.weight}::float8 ELSE 0 END`),
      sql` + `,
    );
    // The innermost query copies each candidate's tsvector once (`|| ''`), so the
    // term tests above work on it in memory instead of decompressing it for each.
    return sql`(SELECT s.id, s.base + ts_rank_cd(s.v, ${l.any}::tsquery, 32) AS score FROM (
         SELECT c.id, c.v, ${base} AS base
         FROM (SELECT p.id, p.tsv || ''::tsvector AS v
               FROM ${passages} p JOIN ${documents} d ON d.id = p.document_id AND d.status = 'COMPLETED'
               WHERE p.language = ${l.language} AND p.tsv @@ ${l.candidates}::tsquery ${servesPersona}
               LIMIT ${input.maxCandidates}) c
         ORDER BY base DESC, c.id LIMIT ${input.rerank}) s)`;
  });
  return runSql<PassageRow>(
    database,
    sql`SELECT p.document_id AS "documentId", d.title, p.text, p.page, best.score::float8 AS score
        FROM (SELECT id, score FROM (${sql.join(branches, sql` UNION ALL `)}) b ORDER BY score DESC, id LIMIT ${input.limit}) best
        JOIN ${passages} p ON p.id = best.id
        JOIN ${documents} d ON d.id = p.document_id
        ORDER BY best.score DESC, best.id`,
  );
}
