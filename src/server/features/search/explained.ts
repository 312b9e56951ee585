import { wordMatcher, type MatchedWord } from "./explain";
import { DEFAULT_SEARCH_LIMIT, synonymsForExplanation, type KnowledgeHit, type SearchOptions } from "./search";

/**
 * The coach only gets passages at least this relevant (`KnowledgeHit.relevance`): a weak match quoted
 * answers a question nobody asked. Calibrated on the tuning part of our retrieval set and on questions
 * no handout answers (docs/decisions/024-search-vocabulary.md): at 0.3, 92 % of right first passages
 * stay, a third of wrong ones and a quarter of those found for off-topic questions.
 */
export const RELEVANCE_THRESHOLD = 0.3;

/** The hits relevant enough by the search's measure (searchExplained adds what the passage must share). */
export function relevantHits<H extends KnowledgeHit>(hits: H[]): H[] {
  return hits.filter((h) => h.relevance >= RELEVANCE_THRESHOLD);
}

/** A question word this long says what the question is about on its own ("Klausur", "Lampenfieber"). */
const TELLING_WORD = 7;

/**
 * Whether a passage says something about the question, beyond a relevance score a single common word
 * can reach ("Alltag" in a question about anger and a passage about talks): it shares two of the
 * question's words, or one of seven letters or more (as itself, an inflection, a compound part or a
 * synonym, in its text or its document's title), or it was found by meaning.
 */
function saysSomething(hit: KnowledgeHit, matched: readonly MatchedWord[]): boolean {
  if (hit.similarity !== undefined) return true;
  const covered = new Set(matched.map((m) => m.question));
  return covered.size >= 2 || [...covered].some((q) => q.length >= TELLING_WORD);
}

/** A hit with what the test box shows of it: whether the coach gets it, and the words that match the question. */
export interface ExplainedHit extends KnowledgeHit {
  usedByCoach: boolean;
  /** The passage's words that match the question's (its own, an inflection, a compound part, a synonym). */
  matched: MatchedWord[];
  /** The same for the document's title. */
  titleMatched: MatchedWord[];
}

/**
 * One retrieval for both the operator's test box and the chat: the same search, the same threshold and
 * rule (relevant enough, and saying something about the question), the same matched words. What the test box marks as going to the coach is what the coach gets, and
 * the offline coach quotes the sentences holding the words the test box highlights.
 */
export async function searchExplained(
  knowledge: { search(query: string, limit: number, options: SearchOptions): Promise<KnowledgeHit[]> },
  question: string,
  options: SearchOptions & { limit?: number } = {},
): Promise<ExplainedHit[]> {
  const { limit = DEFAULT_SEARCH_LIMIT, ...search } = options;
  const hits = await knowledge.search(question, limit, search);
  const matchedWords = wordMatcher(question, synonymsForExplanation(question));
  return hits.map((h) => {
    const matched = matchedWords(h.text);
    const titleMatched = matchedWords(h.title);
    const usedByCoach = h.relevance >= RELEVANCE_THRESHOLD && saysSomething(h, [...matched, ...titleMatched]);
    return { ...h, usedByCoach, matched, titleMatched };
  });
}
