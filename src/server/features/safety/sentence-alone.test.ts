import { describe, expect, test } from "vitest";
import { analyseConversation, decide, loadedModels, SENTENCE_BAR, type MessageAnalysis } from "./detector";
import { CONCERN_THRESHOLD, gradeAnalyses, gradeTurns } from "./grade";
import { HASH_BITS, loadModel, probability, type CrisisModel } from "./model";
import storedOther from "./other-model-weights.json";

/**
 * A sentence in which a rule read a crisis is also judged on its own (SENTENCE_BAR): a plain statement beside an
 * ordinary request is a crisis, although the request makes the message as a whole read as harmless.
 */

const withoutSentences = (turns: string[], lang: "de" | "en") =>
  gradeAnalyses(analyseConversation(turns, lang), turns, {
    ...loadedModels(),
    sentenceBar: undefined,
    other: loadModel(storedOther),
    concern: CONCERN_THRESHOLD,
  }).grade;

describe("a statement beside a request, with the committed models", () => {
  test.each([
    ["de", "Meine Tochter schreibt morgen ihre Matheprüfung. Ich will nicht mehr leben. Wie kann ich sie trotzdem unterstützen?"],
    ["en", "My daughter has her exams tomorrow. I don't want to live anymore. How can I still support her?"],
  ] as const)("%s: the crisis answer, which the message read whole would not get", (lang, text) => {
    expect(gradeTurns([text], lang).grade).toBe("crisis");
    expect(withoutSentences([text], lang)).not.toBe("crisis");
  });

  test("a crisis the visitor says is long over is read whole, although its sentence alone would count", () => {
    const text = "Mit 17 wollte ich nicht mehr leben. Heute bin ich glücklich verheiratet. Wie erzähle ich es meinem Partner?";
    const sentences = analyseConversation([text], "de").at(-1)!.sentences ?? [];
    expect(Math.max(...sentences.map((f) => probability(loadedModels().crisis!, f)))).toBeGreaterThanOrEqual(SENTENCE_BAR);
    expect(gradeTurns([text], "de").grade).toBe("past");
  });

  test("a message of one sentence has no sentence read alone", () => {
    expect(analyseConversation(["Ich will nicht mehr leben."], "de").at(-1)!.sentences).toBeUndefined();
  });
});

describe("the bar of a sentence read alone, with a stand-in model", () => {
  // Feature 1: the message read whole; feature 2: a sentence of it read alone.
  function model(whole: number, alone: number): CrisisModel {
    const weights = new Float32Array(1 << HASH_BITS);
    weights[1] = Math.log(whole / (1 - whole));
    weights[2] = Math.log(alone / (1 - alone));
    return { bias: 0, weights, threshold: 0.6, thresholdWithoutRule: 0.6 };
  }
  const text = (sentences: number[][]): MessageAnalysis => ({
    hits: [{ level: "suicidal", rule: "no-longer-live" }],
    features: [1],
    concepts: new Set(),
    risky: true,
    sentences,
  });

  test("from the bar on, the sentence makes the newest message a crisis; below it, the message read whole decides", () => {
    expect(decide(model(0.2, SENTENCE_BAR + 0.02), [text([[2]])], undefined, undefined, SENTENCE_BAR).verdict).toBe(true);
    const below = decide(model(0.2, SENTENCE_BAR - 0.02), [text([[2]])], undefined, undefined, SENTENCE_BAR);
    expect(below.verdict).toBe(false);
    expect(below.probability).toBeCloseTo(0.2);
  });

  test("not in the turns read together: an alarming turn explained by the next does not count alone again", () => {
    const joined = text([[2]]);
    const newest: MessageAnalysis = { ...text([]), hits: [], features: [3] };
    expect(decide(model(0.2, 0.99), [joined, newest], undefined, undefined, SENTENCE_BAR).verdict).toBe(false);
  });

  test("without a bar the sentences are not read alone", () => {
    expect(decide(model(0.2, 0.99), [text([[2]])], undefined).verdict).toBe(false);
  });
});
