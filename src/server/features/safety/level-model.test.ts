import { describe, expect, test } from "vitest";
import { RISK_LEVELS } from "#shared/safety";
import { gradeTurns } from "./grade";
import { levelOf, type LevelModel } from "./level-model";

describe("the level of a crisis only the model read", () => {
  test("the level whose model scores the features highest wins", () => {
    const model = (weights: Partial<Record<string, Record<number, number>>>): LevelModel =>
      Object.fromEntries(
        RISK_LEVELS.map((l) => [
          l,
          { bias: -1, weights: new Map(Object.entries(weights[l] ?? {}).map(([k, v]) => [Number(k), v])) },
        ]),
      ) as LevelModel;
    const m = model({ "harm-others": { 3: 2 }, "self-harm": { 5: 1.5 } });
    expect(levelOf(m, [3])).toBe("harm-others");
    expect(levelOf(m, [5])).toBe("self-harm");
    expect(levelOf(m, [3, 5])).toBe("harm-others");
  });

  test.each([
    ["gonna jump that guy from the gym after his shift, got my boys and a blade, he's done", "en", "harm-others"],
    ["Meine Ex kriegt die Kinder und das Haus. Ich hab mir geschworen, dass sie das nicht überlebt.", "de", "harm-others"],
    ["burnd my hand on the stove on purpos today, dont kno why i keep doing this", "en", "self-harm"],
    [
      "Everything's sorted. Emails are scheduled for tomorrow morning, the dog is at my sister's. Tonight I finally go.",
      "en",
      "acute",
    ],
  ] as const)("the committed level model names the help first: %s", (text, lang, level) => {
    const grade = gradeTurns([text], lang);
    expect(grade.grade).toBe("crisis");
    expect(grade.levels[0]).toBe(level);
  });
});
