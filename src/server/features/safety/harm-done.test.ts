import { describe, expect, test } from "vitest";
import { gradeTurns } from "./grade";

describe("harm the writer did to someone who is hurt now", () => {
  test.each([
    ["I just shook my baby. Not hard I think. He stopped crying and now he's really quiet.", "en"],
    ["Ich hab meinen Sohn so fest geschüttelt, jetzt ist er ganz still und schlapp.", "de"],
    ["pushed my little brother down the stairs when i lost it, hes crying and his arm looks wrong", "en"],
  ] as const)("harm the writer did to someone who is hurt now: the emergency number first: %s", (text, l) => {
    const grade = gradeTurns([text], l);
    expect(grade).toMatchObject({ grade: "crisis", firm: true });
    expect(grade.levels.slice(0, 2)).toEqual(["acute", "harm-others"]);
  });

  test("harm done to someone who is not hurt now is no emergency: the house is quiet, not the child", () => {
    const grade = gradeTurns(["I slapped my daughter and now the house is really quiet, she went to her room"], "en");
    expect(grade.levels).not.toContain("acute");
  });
});
