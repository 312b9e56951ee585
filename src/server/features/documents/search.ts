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

/**
 * Finds the best passages for a natural question. A passage need not contain
 * every word: the stemmed words of the question are OR-ed (German or English
 * stemming and stop words, per passage language) and ranked with ts_rank_cd;
 * trigram word similarity adds fuzzy matches for compounds and typos
 * ("Lampenfiber", "Stressbewältigung"). Only COMPLETED documents count.
 */
export async function searchKnowledge(database: Database, query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<KnowledgeHit[]> {
  const q = query.trim().slice(0, 500);
  if (!q) return [];
  const n = Math.min(Math.max(1, Math.floor(limit)), MAX_SEARCH_LIMIT);
  const words = fuzzyWords(q);
  const params: unknown[] = [q, n];
  const fuzzyConds = words.map((w) => {
    params.push(w);
    return `$${params.length} <% p.text`;
  });
  const fuzzyScore = words.length
    ? words.map((_, i) => `word_similarity($${i + 3}, c.text)`).join(" + ")
    : "0";
  const sql = `
    WITH q AS (
      SELECT
        nullif(replace(replace(plainto_tsquery('german', $1)::text, '<->', '|'), '&', '|'), '')::tsquery AS de_q,
        nullif(replace(replace(plainto_tsquery('english', $1)::text, '<->', '|'), '&', '|'), '')::tsquery AS en_q
    ),
    candidates AS (
      SELECT p.id, p.document_id, p.text, p.page, p.language, p.tsv
      FROM passages p, q
      WHERE (p.language = 'en' AND q.en_q IS NOT NULL AND p.tsv @@ q.en_q)
         OR (p.language <> 'en' AND q.de_q IS NOT NULL AND p.tsv @@ q.de_q)
         ${fuzzyConds.length ? `OR ${fuzzyConds.join(" OR ")}` : ""}
    )
    SELECT c.document_id AS "documentId", d.title, c.text, c.page,
      (coalesce(ts_rank_cd(c.tsv, CASE WHEN c.language = 'en' THEN q.en_q ELSE q.de_q END, 32), 0) * 4
        + (${fuzzyScore}) / ${Math.max(1, words.length)})::float8 AS score
    FROM candidates c
    JOIN documents d ON d.id = c.document_id AND d.status = 'COMPLETED', q
    ORDER BY score DESC, c.id
    LIMIT $2`;
  const rows = await database.query<KnowledgeHit>(sql, params);
  return rows.map((r) => ({ ...r, page: Number(r.page), score: Number(r.score) }));
}

/** The knowledge message of spec section 7: heading, then passages joined by a blank line. */
export function knowledgeMessage(hits: KnowledgeHit[], heading: string): string | undefined {
  if (hits.length === 0) return undefined;
  return `${heading}\n\n${hits.map((h) => `[${h.title}] ${h.text}`).join("\n\n")}`;
}
