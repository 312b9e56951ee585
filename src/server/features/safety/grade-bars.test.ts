import { describe, expect, test } from "vitest";
import { assessMessage, CONTEXT_BAR, decide, type MessageAnalysis } from "./detector";
import { gradeAnalyses } from "./grade";
import { HASH_BITS, type CrisisModel } from "./model";

/**
 * The bars of the graded check, with small stand-in models: feature 1, 2, 3 … of an analysed text carry
 * the log-odds given here, so each model's probability of a text is known exactly.
 */
function model(logOdds: Record<number, number>, threshold = 0.6): CrisisModel {
  const weights = new Float32Array(1 << HASH_BITS);
  for (const [f, w] of Object.entries(logOdds)) weights[Number(f)] = w;
  return { bias: 0, weights, threshold, thresholdWithoutRule: threshold };
}

/** The log-odds of a probability. */
const odds = (p: number) => Math.log(p / (1 - p));

function text(features: number[], rules: string[] = []): MessageAnalysis {
  return { hits: rules.map((rule) => ({ level: "suicidal", rule })), features, concepts: new Set(), risky: true };
}

describe("the newest message is read in its conversation", () => {
  // Feature 1: the turns read together; feature 2: the newest message alone.
  const crisis = (together: number) => model({ 1: odds(together), 2: odds(0.75) });

  test("where the turns read together are far from a crisis, the model alone does not make the newest one", () => {
    const { verdict, probability } = decide(crisis(CONTEXT_BAR - 0.05), [text([1]), text([2])], undefined);
    expect(verdict).toBe(false);
    // The direct question may still be asked: the newest message's probability is kept.
    expect(probability).toBeCloseTo(0.75);
  });

  test("it does where the conversation does not speak against it", () => {
    expect(decide(crisis(CONTEXT_BAR + 0.05), [text([1]), text([2])], undefined).verdict).toBe(true);
  });

  test("a rule that reads a crisis in the newest message counts whatever came before", () => {
    expect(decide(crisis(0.05), [text([1]), text([2], ["no-longer-live"])], undefined).verdict).toBe(true);
  });

  test("a single message is judged as before", () => {
    expect(decide(crisis(0.05), [text([2])], undefined).verdict).toBe(true);
  });
});

describe("worry about someone else where the topic is sure", () => {
  // Feature 1 carries the topic model's probability, feature 2 the model of concern for someone else's.
  const grade = (topic: number, other: number, crisis = 0.1) =>
    gradeAnalyses([text([1, 2, 3])], ["…"], {
      crisis: model({ 3: odds(crisis) }),
      topic: model({ 1: odds(topic) }, 0.5),
      other: model({ 2: odds(other) }),
      concern: 0.35,
    }).grade;

  test("guidance from the model's own bar where the topic model is sure the text is about danger", () => {
    expect(grade(0.8, 0.65)).toBe("other");
    expect(grade(0.8, 0.55)).not.toBe("other");
  });

  test("a lower bar where it is surer still", () => {
    expect(grade(0.95, 0.55)).toBe("other");
    expect(grade(0.95, 0.45)).not.toBe("other");
  });

  test("the lower bar never overrules a crisis verdict", () => {
    expect(grade(0.95, 0.55, 0.9)).toBe("crisis");
    expect(grade(0.95, 0.65, 0.9)).toBe("other");
  });
});

describe("figures of speech the rules no longer read as a crisis", () => {
  const rules = (t: string, lang: "de" | "en" = "en") => assessMessage(t, lang, { rulesOnly: true }).crisis;

  test("English 'need' is no German 'ned' (not)", () => {
    expect(rules("i'm not quitting, i just need to survive until the launch in june")).toBe(false);
    expect(rules("I need to die.")).toBe(true);
    expect(rules("I ned to survive this week")).toBe(false);
    expect(rules("Ich will ned mehr leben.", "de")).toBe(true);
  });

  test("prices that keep going up are no life that cannot go on", () => {
    expect(rules("honestly what's the point, prices keep going up")).toBe(false);
    expect(rules("what's the point, I can't keep going")).toBe(true);
  });
});
