/**
 * Scoring for the retrieval evaluation set (tests/fixtures/retrieval), by document: a hit is correct
 * when its passage comes from one of the question's documents. Shared by bench/retrieval.ts and
 * anything that wants the same figures (a tuning script on the `tune` part, a test).
 */
import type { RetrievalQuestion } from "../tests/fixtures/retrieval/questions";

/** A search under test: the document titles of its best passages for a question, best first (repeats allowed). */
export type SearchFn = (question: string, limit: number) => Promise<string[]> | string[];

/** recall@5, MRR over the top 10. */
export const RECALL_AT = 5;
export const MRR_AT = 10;

export interface Scores {
  questions: number;
  /** Share of questions with a passage of a correct document among the first RECALL_AT hits. */
  recall: number;
  /** Mean of 1 / rank of the first passage of a correct document among the first MRR_AT hits, 0 when none. */
  mrr: number;
  /** Ids of the questions without a correct document among the first RECALL_AT hits. */
  misses: string[];
}

/** Rank (1-based) of the first hit from a correct document, per question id; null when none is in the top MRR_AT. */
export type Ranks = Map<string, number | null>;

export async function rankQuestions(search: SearchFn, questions: readonly RetrievalQuestion[]): Promise<Ranks> {
  const ranks: Ranks = new Map();
  for (const q of questions) {
    const titles = (await search(q.question, MRR_AT)).slice(0, MRR_AT);
    const index = titles.findIndex((title) => q.documents.includes(title));
    ranks.set(q.id, index < 0 ? null : index + 1);
  }
  return ranks;
}

/** Scores of `questions` from ranks measured once for a larger set (so subsets need no second search). */
export function summarize(ranks: Ranks, questions: readonly RetrievalQuestion[]): Scores {
  let found = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const q of questions) {
    const rank = ranks.get(q.id);
    if (rank === undefined) throw new Error(`no rank for ${q.id}`);
    if (rank !== null && rank <= RECALL_AT) found++;
    else misses.push(q.id);
    if (rank !== null) reciprocal += 1 / rank;
  }
  const n = questions.length;
  return { questions: n, recall: n ? found / n : 0, mrr: n ? reciprocal / n : 0, misses };
}

export async function evaluate(search: SearchFn, questions: readonly RetrievalQuestion[]): Promise<Scores> {
  return summarize(await rankQuestions(search, questions), questions);
}

/** The parts and subsets every report shows, in this order. */
export const SUBSETS: [name: string, belongs: (q: RetrievalQuestion) => boolean][] = [
  ["tune", (q) => q.part === "tune"],
  ["heldOut", (q) => q.part === "heldOut"],
  ["all", () => true],
  ["paraphrases", (q) => q.paraphrase],
  ["English", (q) => q.language === "en"],
];
