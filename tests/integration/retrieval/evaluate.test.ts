import { expect, test } from "vitest";
import type { RetrievalQuestion } from "#tests/fixtures/retrieval/questions";
import { evaluate, rankQuestions, summarize } from "../../../bench/retrieval-eval";

const question = (id: string, documents: string[], extra: Partial<RetrievalQuestion> = {}): RetrievalQuestion => ({
  id,
  question: id,
  language: "de",
  documents,
  best: { document: documents[0]!, passage: 0 },
  paraphrase: false,
  part: "tune",
  ...extra,
});

test("recall@5 and MRR@10 count the first passage from any correct document", async () => {
  const answers: Record<string, string[]> = {
    a: ["A.pdf", "B.pdf"], // rank 1
    b: ["X.pdf", "X.pdf", "C.pdf", "B.pdf"], // rank 3 through the second correct document
    c: ["X.pdf", "X.pdf", "X.pdf", "X.pdf", "X.pdf", "X.pdf", "X.pdf", "C.pdf"], // rank 8: in MRR, not in recall@5
    d: ["X.pdf"], // not found
  };
  const questions = [
    question("a", ["A.pdf"]),
    question("b", ["B.pdf", "C.pdf"]),
    question("c", ["C.pdf"]),
    question("d", ["D.pdf"]),
  ];
  const scores = await evaluate((q) => answers[q]!, questions);
  expect(scores.questions).toBe(4);
  expect(scores.recall).toBe(0.5);
  expect(scores.mrr).toBeCloseTo((1 + 1 / 3 + 1 / 8 + 0) / 4);
  expect(scores.misses).toEqual(["c", "d"]);
});

test("subsets are scored from one set of ranks, and only the top 10 count", async () => {
  const questions = [question("a", ["A.pdf"]), question("b", ["B.pdf"], { part: "heldOut" })];
  const ranks = await rankQuestions(
    (q, limit) => (q === "a" ? ["A.pdf"] : Array.from({ length: limit + 5 }, (_, i) => (i === 12 ? "B.pdf" : "X.pdf"))),
    questions,
  );
  expect(ranks).toEqual(
    new Map([
      ["a", 1],
      ["b", null],
    ]),
  );
  expect(
    summarize(
      ranks,
      questions.filter((q) => q.part === "heldOut"),
    ),
  ).toEqual({ questions: 1, recall: 0, mrr: 0, misses: ["b"] });
});
