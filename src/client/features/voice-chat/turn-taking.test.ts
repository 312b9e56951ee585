import { describe, expect, test } from "vitest";
import { DEFAULT_PATIENCE, endOfTurnMs, isBackchannel } from "./turn-taking";

describe("isBackchannel", () => {
  test.each([
    ["ja", "de"],
    ["Mhm.", "de"],
    ["Ja, genau.", "de"],
    ["okay okay", "de"],
    ["Ach so.", "de"],
    ["I see.", "en"],
    ["Yes, right.", "en"],
    ["mhm", "en"],
  ] as const)("%s (%s) is only an acknowledgement", (text, lang) => {
    expect(isBackchannel(text, lang)).toBe(true);
  });

  test.each([
    ["Ja, aber ich habe eine Frage.", "de"],
    ["Genau das meine ich nicht.", "de"],
    ["", "de"],
    ["I see what you mean, but no.", "en"],
    ["right now", "en"],
  ] as const)("%s (%s) takes the turn", (text, lang) => {
    expect(isBackchannel(text, lang)).toBe(false);
  });
});

describe("endOfTurnMs", () => {
  const { minMs, maxMs } = DEFAULT_PATIENCE;

  test("nothing to go by: the base, within the bounds", () => {
    expect(endOfTurnMs("", "de", 450)).toBe(450);
    expect(endOfTurnMs("", "de", 5000)).toBe(maxMs);
    expect(endOfTurnMs("Ich habe so viel Stress im Job.", "de", 450)).toBe(450);
  });

  test.each([
    ["Ich hab das Gefühl, dass", "de"],
    ["ich hab das Gefühl dass ähm", "de"],
    ["Es ist nicht schlimm, aber", "de"],
    ["Meine Nummer ist null eins sieben", "de"],
    ["Meine Nummer ist 0171", "de"],
    ["Ich wohne in der Hauptstraße", "de"],
    ["I feel that um", "en"],
    ["and", "en"],
    ["I live at Main Street", "en"],
  ] as const)("waits longest after %j (%s)", (text, lang) => {
    expect(endOfTurnMs(text, lang, 450)).toBe(maxMs);
  });

  test("a complete question ends soonest; a question word without punctuation nearly so", () => {
    expect(endOfTurnMs("Wie kann ich besser schlafen?", "de", 450)).toBe(minMs);
    expect(endOfTurnMs("How can I sleep better?", "en", 450)).toBe(minMs);
    expect(endOfTurnMs("wie kann ich besser schlafen", "de", 450)).toBeLessThan(450);
  });

  test("the owner's patience bounds both ends", () => {
    const patience = { minMs: 500, maxMs: 1000 };
    expect(endOfTurnMs("und", "de", 450, patience)).toBe(1000);
    expect(endOfTurnMs("Warum?", "de", 450, patience)).toBe(500);
    expect(endOfTurnMs("", "de", 450, patience)).toBe(500);
  });

  test("a full stop closes the sentence whatever its last word", () => {
    expect(endOfTurnMs("Ich weiß nicht, was ich machen soll und.", "de", 450)).toBe(450);
  });
});
