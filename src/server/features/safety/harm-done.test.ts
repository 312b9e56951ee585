import { describe, expect, test } from "vitest";
import { gradeTurns } from "./grade";

describe("harm the writer did to someone who is hurt now", () => {
  test.each([
    ["I just shook my baby. Not hard I think. He stopped crying and now he's really quiet.", "en"],
    ["Ich hab meinen Sohn so fest geschüttelt, jetzt ist er ganz still und schlapp.", "de"],
    ["pushed my little brother down the stairs when i lost it, hes crying and his arm looks wrong", "en"],
    ["I shook my baby today. Not hard, I think. I haven't slept in weeks and I just snapped. She's sleeping a lot now.", "en"],
    [
      "Ich hab mein Baby heute so laut angeschrien und geschüttelt, nur kurz. Er weint jetzt nicht mehr. Muss ich mir Sorgen machen?",
      "de",
    ],
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

describe("more ways of telling harm done", () => {
  test.each([
    ["Ich bin so gestresst wegen ihm, dass ich heute meine Tochter (3) geschlagen hab. Richtig fest.", "de"],
    ["Ich hab meiner Frau gestern eine verpasst. Ich war nie so.", "de"],
    ["Mein Partner und ich sind beide Männer, und es eskaliert immer öfter. Gestern hab ich zugeschlagen, nicht er.", "de"],
    ["Today I grabbed a student by the collar and slammed him into the lockers. Nobody saw. He's 13.", "en"],
    ["my son had a meltdown in the supermarket. i dragged him out by the arm so hard he's got bruises", "en"],
    ["my toddler has a red handprint on his leg from me. he keeps flinching when i walk past", "en"],
    ["Quick one: any tips for anger management? I broke my flatmate's nose last week over the dishes.", "en"],
  ] as const)("is at least asked about, with the help for harming someone: %s", (text, l) => {
    const grade = gradeTurns([text], l);
    expect(["crisis", "concern"]).toContain(grade.grade);
    expect(grade.levels[0]).toBe("harm-others");
  });

  test.each([
    ["Ich hab die Sahne steif geschlagen und dann den Kuchen gemacht.", "de"],
    ["Ich hab den Nagel in die Wand geschlagen, jetzt hängt das Bild endlich.", "de"],
    ["I dragged my suitcase up four flights of stairs and my back is killing me.", "en"],
  ] as const)("whipped cream, a nail, a suitcase are no harm done: %s", (text, l) => {
    expect(gradeTurns([text], l).levels).not.toContain("harm-others");
  });
});

describe("pills counted", () => {
  test("thirty pills swallowed are acute danger, however calmly told", () => {
    const grade = gradeTurns(
      ["Ich hab vor einer Stunde 30 Ibuprofen genommen und jetzt wird mir schlecht. War vielleicht doch keine gute Idee?"],
      "de",
    );
    expect(grade.grade).toBe("crisis");
    expect(grade.levels[0]).toBe("acute");
  });

  test.each([
    ["Ich nehme seit 20 Jahren Tabletten gegen Bluthochdruck.", "de"],
    ["Vor zehn Jahren hab ich 30 Tabletten genommen. Heute geht es mir gut, wie erzähle ich das meinem Partner?", "de"],
    ["I took 2 ibuprofen for my headache, can I take more tonight?", "en"],
  ] as const)("a count of years or a usual dose is not: %s", (text, l) => {
    expect(gradeTurns([text], l).grade).not.toBe("crisis");
  });

  test("someone else who took them and does not respond: guidance with the emergency number first", () => {
    const grade = gradeTurns(["Meine Mutter hat 25 Tabletten genommen und reagiert nicht."], "de");
    expect(grade.grade).toBe("other");
    expect(grade.levels[0]).toBe("acute");
  });
});
