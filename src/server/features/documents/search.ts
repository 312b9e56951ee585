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
  if (words.length) await database.query("INSERT INTO search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [words]);
}

/**
 * Words of the lexicon close to the question's words: typos ("Lampenfiber"
 * → "lampenfieber") and compound parts ("Stress" ↔ "stressbewältigung").
 * The lexicon is short, so the trigram index answers in milliseconds.
 */
async function expansions(database: Database, words: string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await database.query<{ word: string }>(
    `SELECT DISTINCT s.word FROM unnest($1::text[]) AS q(w)
     -- A word the corpus already contains needs no fuzzy help.
     CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM search_words WHERE word = q.w) AS unknown) k
     CROSS JOIN LATERAL (
       SELECT word FROM search_words
       WHERE word % q.w OR q.w <% word OR q.w %> word
       ORDER BY greatest(similarity(word, q.w), word_similarity(q.w, word), word_similarity(word, q.w)) DESC
       LIMIT 3) s
     WHERE k.unknown`,
    [words],
  );
  return rows.map((r) => r.word);
}

/**
 * Finds the best passages for a natural question. A passage need not contain
 * every word: each stemmed word of the question (German or English stemming
 * and stop words, per passage language) and each fuzzy match from the lexicon
 * is a term. PostgreSQL's own ranking ignores how rare a word is, so every
 * term is weighted by its inverse document frequency (counted through the GIN
 * index), fuzzy matches at half weight; a passage scores the weights of the
 * terms it contains, with cover density (ts_rank_cd) breaking ties. Only
 * COMPLETED documents count.
 */
export async function searchKnowledge(database: Database, query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<KnowledgeHit[]> {
  const q = query.trim().slice(0, 500);
  if (!q) return [];
  const n = Math.min(Math.max(1, Math.floor(limit)), MAX_SEARCH_LIMIT);
  const extra = (await expansions(database, fuzzyWords(q))).join(" ");
  const rows = await database.query<KnowledgeHit>(
    `WITH raw AS (
       SELECT cfg, lex, 1.0 AS boost FROM (VALUES ('german'::regconfig), ('english'::regconfig)) c(cfg),
         LATERAL unnest(tsvector_to_array(to_tsvector(c.cfg, $1))) AS lex
       UNION ALL
       SELECT cfg, lex, 0.5 FROM (VALUES ('german'::regconfig), ('english'::regconfig)) c(cfg),
         LATERAL unnest(tsvector_to_array(to_tsvector(c.cfg, $3))) AS lex
     ),
     terms AS (
       SELECT cfg, lex, max(boost) AS boost, quote_literal(lex)::tsquery AS tq FROM raw GROUP BY cfg, lex
     ),
     total AS (SELECT greatest(count(*), 1)::float8 AS n FROM passages),
     counted AS (
       SELECT t.cfg, t.tq, t.boost, (SELECT count(*) FROM passages p WHERE p.tsv @@ t.tq)::float8 AS df FROM terms t
     ),
     weighted AS (
       SELECT c.cfg, c.tq, c.df, c.boost * ln(1 + total.n / (1 + c.df)) AS w FROM counted c, total
     ),
     -- In a large corpus, words in more than a tenth of all passages act as its stop words:
     -- they still score, but do not pull in candidates, unless the question has nothing rarer.
     queries AS (
       SELECT w.cfg, coalesce(
           string_agg(w.tq::text, ' | ') FILTER (WHERE w.df > 0 AND (total.n < 1000 OR w.df <= 0.1 * total.n)),
           string_agg(w.tq::text, ' | '))::tsquery AS any_q
       FROM weighted w, total GROUP BY w.cfg
     ),
     candidates AS (
       SELECT p.id, p.document_id, p.text, p.page, p.tsv, p.language
       FROM passages p JOIN queries qq ON qq.cfg = (CASE WHEN p.language = 'en' THEN 'english' ELSE 'german' END)::regconfig
       WHERE p.tsv @@ qq.any_q
     )
     SELECT c.document_id AS "documentId", d.title, c.text, c.page,
       ((SELECT coalesce(sum(w.w), 0) FROM weighted w
          WHERE w.cfg = (CASE WHEN c.language = 'en' THEN 'english' ELSE 'german' END)::regconfig AND c.tsv @@ w.tq)
        + ts_rank_cd(c.tsv, qq.any_q, 32))::float8 AS score
     FROM candidates c
     JOIN queries qq ON qq.cfg = (CASE WHEN c.language = 'en' THEN 'english' ELSE 'german' END)::regconfig
     JOIN documents d ON d.id = c.document_id AND d.status = 'COMPLETED'
     ORDER BY score DESC, c.id
     LIMIT $2`,
    [q, n, extra],
  );
  return rows.map((r) => ({ ...r, page: Number(r.page), score: Number(r.score) }));
}

/** The knowledge message of spec section 7: heading, then passages joined by a blank line. */
export function knowledgeMessage(hits: KnowledgeHit[], heading: string): string | undefined {
  if (hits.length === 0) return undefined;
  return `${heading}\n\n${hits.map((h) => `[${h.title}] ${h.text}`).join("\n\n")}`;
}
