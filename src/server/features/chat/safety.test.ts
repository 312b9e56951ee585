import { describe, expect, test } from "vitest";
import { CRISIS_CASES, SAFE_CASES } from "./safety-cases";
import { assessRisk, crisisReply } from "./safety";

describe("crisis check", () => {
  test.each(CRISIS_CASES)("crisis: %s", (text, category) => {
    expect(assessRisk(text)).toEqual({ crisis: true, category });
  });

  test.each(SAFE_CASES)("not a crisis: %s", (text) => {
    expect(assessRisk(text).crisis).toBe(false);
  });

  test("the set is large enough and covers both languages", () => {
    expect(CRISIS_CASES.length).toBeGreaterThanOrEqual(40);
    expect(SAFE_CASES.length).toBeGreaterThanOrEqual(40);
  });

  test.each(["de", "en"] as const)("the fixed answer in %s lists every crisis line", (lang) => {
    const reply = crisisReply(lang);
    for (const number of ["0800 111 0 111", "0800 111 0 222", "116 123", "112", "142", "143"]) expect(reply).toContain(number);
    expect(reply).toMatch(lang === "de" ? /Ich bin eine KI/ : /I am an AI/);
  });
});
