import { describe, expect, test } from "vitest";
import { analyseConversation, loadedModels, UNSURE_TOPIC } from "./detector";
import { CONCERN_THRESHOLD, gradeAnalyses } from "./grade";
import type { CrisisModel } from "./model";

/** A model that answers the same probability for every text. */
const fixed = (p: number): CrisisModel => ({
  bias: Math.log(p / (1 - p)),
  weights: new Float32Array(loadedModels().crisis!.weights.length),
  threshold: 0.6,
  thresholdWithoutRule: 0.6,
});

/** The grade of a message no rule reads, with the crisis and topic models answering `crisis` and `topic`. */
const gradeWith = (crisis: number, topic: number) => {
  const text = "Alles fühlt sich so sinnlos an.";
  const models = {
    crisis: fixed(crisis),
    topic: fixed(topic),
    other: fixed(0.01),
    concern: CONCERN_THRESHOLD,
    unsure: UNSURE_TOPIC,
  };
  return gradeAnalyses(analyseConversation([text], "de"), [text], models);
};

describe("where the topic model is unsure a message is about a crisis", () => {
  test("no rule reads one in the example", () => {
    expect(analyseConversation(["Alles fühlt sich so sinnlos an."], "de")[0]!.hits).toEqual([]);
  });

  test("a crisis model sure of a crisis decides: the crisis answer", () => {
    expect(gradeWith(0.75, 0.4)).toMatchObject({ grade: "crisis", signals: ["model"] });
  });

  test("a crisis model above its bar but below the higher one asks the direct question", () => {
    expect(gradeWith(0.65, 0.4)).toMatchObject({ grade: "concern", signals: ["concern", "unsure-topic"] });
  });

  test("below the unsure topic for the answer, the direct question still", () => {
    expect(gradeWith(0.75, 0.32)).toMatchObject({ grade: "concern", signals: ["concern", "unsure-topic"] });
  });

  test("a topic model sure it is no crisis topic: nothing", () => {
    expect(gradeWith(0.95, 0.2).grade).toBe("none");
  });

  test("a topic model sure it is one: the usual bar", () => {
    expect(gradeWith(0.65, 0.6).grade).toBe("crisis");
  });
});
