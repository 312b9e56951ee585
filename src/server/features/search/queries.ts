import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documentPersonas, documents, passages, searchTerms, searchTotals, searchWords } from "../../db/schema";
import { runSql } from "../../db/sql";
import type { TopicCount } from "./topics";

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
  /** Stems of the question in the language, whether the corpus has them or not. */
  asked: number;
  /** Whether the lexeme is a stem of one of the question's everyday words (QuestionTermsInput.general). */
  general: boolean;
}

/** What findQuestionTerms needs of the question (see questionTerms in search.ts). */
export interface QuestionTermsInput {
  question: string;
  /** The question as asked (`question` may add words joined from it). */
  asked: string;
  fuzzyWords: string[];
  /** Thesaurus synonyms per language of the words, stemmed as that language only (questionSynonyms). */
  synonyms: Record<"de" | "en", string[]>;
  /** Glossary translations of the question's words per language of the words (questionSynonyms). */
  translations: Record<"de" | "en", string[]>;
  translationBoost: number;
  fuzzyBoost: number;
  knownExpansionBoost: number;
  synonymBoost: number;
  typoSimilarity: number;
  /** The question's everyday words (generalWords in question-words.ts): their stems are marked `general`. */
  general: string;
}

/**
 * The question's stems in both languages, plus the stems of lexicon words
 * related to its `fuzzyWords` (see questionTerms; words the corpus lacks get
 * `fuzzyBoost`, words it has `knownExpansionBoost`, and only the former typo
 * matches) and of the thesaurus `synonyms` (`synonymBoost`), joined with the
 * term statistics, in one round trip: a stem the corpus lacks drops out. The
 * text never changes, so PostgreSQL plans it once per connection.
 */
export async function findQuestionTerms(database: Database, input: QuestionTermsInput): Promise<TermRow[]> {
  const rows = await runSql<TermRow>(
    database,
    sql`WITH words AS (
          SELECT w, EXISTS (SELECT 1 FROM ${searchWords} s WHERE s.word = w) AS known
          FROM unnest(${sql.param(input.fuzzyWords)}::text[]) AS w
        ),
        related AS (
          -- Parts of compounds (of a known word only when it is long enough to be one), each looked
          -- up on its own by BETWEEN, not =: for an equality the planner takes the trigram index,
          -- 1–2 ms per lookup against microseconds on the primary key.
          SELECT p.w, p.word, p.known FROM (
            SELECT u.w, u.known, (SELECT s.word FROM ${searchWords} s WHERE s.word BETWEEN part.x AND part.x) AS word
            FROM (SELECT w, known FROM words WHERE NOT known OR length(w) >= 8) u
            CROSS JOIN LATERAL generate_series(4, length(u.w) - 1) AS n
            CROSS JOIN LATERAL (VALUES (left(u.w, n)), (right(u.w, n))) AS part(x)
          ) p WHERE p.word IS NOT NULL
          UNION
          -- Compounds containing the word (of a known word only from six letters: "essen" is in "vergessen").
          SELECT u.w, c.word, u.known FROM (SELECT w, known FROM words WHERE NOT known OR length(w) >= 6) u
          CROSS JOIN LATERAL (SELECT word FROM ${searchWords} WHERE word LIKE '%' || u.w || '%' AND word <> u.w ORDER BY length(word), word COLLATE "C" LIMIT 3) c
          UNION
          -- Words of the same root.
          SELECT u.w, r.word, u.known FROM (SELECT w, known FROM words WHERE length(w) >= 8) u
          CROSS JOIN LATERAL (
            SELECT word FROM ${searchWords} WHERE word LIKE left(u.w, greatest(6, length(u.w) * 6 / 10)) || '%' AND word <> u.w
            ORDER BY length(word), word COLLATE "C" LIMIT 3) r
        ),
        expansions AS (
          SELECT word, known FROM related
          UNION
          -- Typos, the costliest lookup, only for words the corpus lacks and nothing above stood in for,
          -- and among words of the same first letter and about the same length (cheap tests first).
          SELECT t.word, false FROM (SELECT w FROM words WHERE NOT known AND length(w) >= 6 AND w NOT IN (SELECT w FROM related)) u
          CROSS JOIN LATERAL (
            SELECT word FROM (
              -- OFFSET 0 keeps the cheap tests apart: the planner would otherwise run the trigram test first.
              SELECT word FROM ${searchWords} WHERE left(word, 1) = left(u.w, 1) AND abs(length(word) - length(u.w)) <= 2 OFFSET 0
            ) near
            WHERE word % u.w AND similarity(word, u.w) >= ${input.typoSimilarity}
            ORDER BY similarity(word, u.w) DESC, word COLLATE "C" LIMIT 2) t
        ),
        langs(language, cfg) AS (VALUES ('de', 'german'::regconfig), ('en', 'english'::regconfig)),
        general AS (
          SELECT l.language, lex FROM langs l, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, ${input.general}))) AS lex
        ),
        raw AS (
          SELECT l.language, lex, 1.0::float8 AS boost
          FROM langs l, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, ${input.question}))) AS lex
          UNION ALL
          SELECT l.language, lex, CASE WHEN e.known THEN ${input.knownExpansionBoost}::float8 ELSE ${input.fuzzyBoost}::float8 END
          FROM langs l, expansions e, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, e.word))) AS lex
          UNION ALL
          -- Synonyms and translations, each stemmed as the language they are words of.
          SELECT l.language, lex, w.boost
          FROM langs l
          JOIN (VALUES ('de', ${input.synonyms.de.join(" ")}, ${input.synonymBoost}::float8),
                       ('en', ${input.synonyms.en.join(" ")}, ${input.synonymBoost}::float8),
                       ('de', ${input.translations.de.join(" ")}, ${input.translationBoost}::float8),
                       ('en', ${input.translations.en.join(" ")}, ${input.translationBoost}::float8)) AS w(language, words, boost)
            ON w.language = l.language
          CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, w.words))) AS lex
        )
        -- One primary-key lookup per stem (LIMIT keeps the planner from turning it into a join that
        -- reads every term when it overestimates the expansions).
        SELECT r.language, r.lex AS lexeme, max(r.boost) AS boost, t.df, tot.passages AS total,
               (SELECT count(*) FROM langs l, LATERAL unnest(tsvector_to_array(to_tsvector(l.cfg, ${input.asked}))) AS q
                WHERE l.language = r.language)::int AS asked,
               EXISTS (SELECT 1 FROM general g WHERE g.language = r.language AND g.lex = r.lex) AS general
        FROM raw r
        CROSS JOIN LATERAL (SELECT t.df FROM ${searchTerms} t WHERE t.language = r.language AND t.lexeme = r.lex LIMIT 1) t
        JOIN ${searchTotals} tot ON tot.language = r.language AND tot.passages > 0
        GROUP BY r.language, r.lex, t.df, tot.passages
        -- A fixed order (byte-wise, whatever the database's collation), so that ties among terms of equal
        -- weight and rarity fall the same way every time and in the in-process index (memory-index.ts).
        ORDER BY r.language, r.lex COLLATE "C"`,
    { prepareAs: "search_terms_v6" },
  );
  return rows.map((r) => ({
    ...r,
    boost: Number(r.boost),
    df: Number(r.df),
    total: Number(r.total),
    asked: Number(r.asked),
    general: r.general === true,
  }));
}

/** The terms of one passage language, as tsqueries (see anyOf). */
export interface LanguageTerms {
  language: "de" | "en";
  /** Each term's lexeme, its tsquery and weight: a passage scores the weights of the terms it contains. */
  terms: { lexeme: string; query: string; weight: number }[];
  /** All terms: cover density (ts_rank_cd) over them breaks ties. */
  any: string;
  /** The rare terms whose passages are the candidates. */
  candidates: string;
  /** The same rare terms' lexemes. */
  candidateLexemes: string[];
}

/** What rankPassages needs. */
export interface RankInput {
  limit: number;
  maxCandidates: number;
  rerank: number;
  languages: LanguageTerms[];
  personaId?: string;
}

/** A ranked passage. */
export interface PassageRow {
  passageId: number;
  documentId: string;
  title: string;
  text: string;
  page: number;
  score: number;
  /** The summed weights of the question's terms the passage contains. */
  matched: number;
  language: "de" | "en";
}

/**
 * The best `limit` passages of COMPLETED documents, none an operator switched off: per language, at most
 * `maxCandidates` passages containing a candidate term, the best `rerank` of
 * them by term weights get the cover-density tie-break, then all languages
 * together are ranked. With `personaId`, only documents that serve that
 * persona count: those assigned to it and those assigned to none (all).
 */
export async function rankPassages(database: Database, input: RankInput): Promise<PassageRow[]> {
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
    // Equal weights go to the passage with fewer distinct words (the question is a larger part of it),
    // never to the older one.
    return sql`(SELECT s.id, s.base, s.size, ${l.language}::text AS language, s.base + ts_rank_cd(s.v, ${l.any}::tsquery, 32) AS score FROM (
         SELECT c.id, c.v, length(c.v) AS size, ${base} AS base
         FROM (SELECT p.id, p.tsv || ''::tsvector AS v
               FROM ${passages} p JOIN ${documents} d ON d.id = p.document_id AND d.status = 'COMPLETED'
               WHERE p.language = ${l.language} AND NOT p.disabled AND p.tsv @@ ${l.candidates}::tsquery ${servesPersona}
               LIMIT ${input.maxCandidates}) c
         ORDER BY base DESC, size, c.id LIMIT ${input.rerank}) s)`;
  });
  return runSql<PassageRow>(
    database,
    sql`SELECT p.id AS "passageId", p.document_id AS "documentId", d.title, p.text, p.page, best.score::float8 AS score,
               best.base::float8 AS matched, best.language
        FROM (SELECT id, score, base, size, language FROM (${sql.join(branches, sql` UNION ALL `)}) b
              ORDER BY score DESC, size, id LIMIT ${input.limit}) best
        JOIN ${passages} p ON p.id = best.id
        JOIN ${documents} d ON d.id = p.document_id
        ORDER BY best.score DESC, best.size, best.id`,
  );
}

/**
 * Per document of `documentIds`, how many of its passages name `topic` and how many name any (search/topics.ts);
 * switched-off passages do not count, and a document with no passage on any topic is left out.
 */
export async function topicCounts(database: Database, documentIds: string[], topic: string): Promise<Map<string, TopicCount>> {
  if (documentIds.length === 0) return new Map();
  const rows = await runSql<{ documentId: string; onTopic: number | string; withTopic: number | string }>(
    database,
    sql`SELECT p.document_id AS "documentId", count(*) FILTER (WHERE p.topic = ${topic}) AS "onTopic", count(*) AS "withTopic"
        FROM ${passages} p
        WHERE p.document_id IN (${sql.join(
          documentIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND NOT p.disabled AND p.topic <> ''
        GROUP BY p.document_id`,
  );
  return new Map(rows.map((r) => [r.documentId, { onTopic: Number(r.onTopic), withTopic: Number(r.withTopic) }]));
}
