import { describe, expect, test } from "vitest";
import { isFraming, withoutFraming } from "./framing";
import { gradeTurns } from "./grade";

describe("sentences that only say who is writing", () => {
  test.each([
    "Hallo, ich heiße Jonas.",
    "Ich heiße Jonas, meine Nummer ist 0151 2345678.",
    "Ich bin 15.",
    "Hi, I'm Sarah.",
    "Guten Tag, mein Name ist Petra Lange, ich bin 52.",
    "Ich bin gerade in der 8. Klasse.",
    "Du erreichst mich unter jonas.k@web.de.",
    "Sorry for writing so late.",
  ])("an introduction: %s", (sentence) => expect(isFraming(sentence)).toBe(true));

  test.each([
    "Ich bin allein.",
    "Ich bin hier.",
    "Danke für alles.",
    "I'm done.",
    "Mein Name ist egal.",
    "Ich bin die Last.",
    "Is it?",
    "Isch das 117?",
    "Handy ist aus.",
    "I'm 15 and I want to die.",
  ])("not an introduction: %s", (sentence) => expect(isFraming(sentence)).toBe(false));

  test("the check reads the message without them, and a greeting alone as it is", () => {
    expect(withoutFraming("Ich will mich heute Nacht umbringen. Ich heiße Jonas, meine Nummer ist 0151 2345678.")).toBe(
      "Ich will mich heute Nacht umbringen.",
    );
    expect(withoutFraming("I'm 15 and I want to die.")).toBe("I want to die.");
    // The rest of the sentence keeps its subject: the writer, unless it names its own.
    expect(withoutFraming("Ich bin 15 und will sterben.")).toBe("ich will sterben.");
    expect(withoutFraming("I'm 15 and want to die.")).toBe("I want to die.");
    expect(withoutFraming("Ich bin 15, will einfach nicht mehr.")).toBe("ich will einfach nicht mehr.");
    expect(withoutFraming("Ich bin 15 und mein Vater schlägt mich.")).toBe("mein Vater schlägt mich.");
    expect(withoutFraming("Meine Schülerin, 17, hat mir erzählt …")).toBe("Meine Schülerin, 17, hat mir erzählt …");
    expect(withoutFraming("Hallo, ich heiße Jonas.")).toBe("Hallo, ich heiße Jonas.");
    expect(withoutFraming("Ich habe Angst.\nHallo, ich bin Lena.")).toBe("Ich habe Angst.");
  });

  test.each([
    ["Ich will mich heute Nacht umbringen. Ich heiße Jonas, meine Nummer ist 0151 2345678.", "de"],
    ["Hallo, ich heiße Jonas. Ich will mich heute Nacht umbringen.", "de"],
    ["Hi, I'm Sarah. I want to kill myself tonight.", "en"],
    ["Ich bin 15 und will sterben.", "de"],
    ["I'm 15 and want to die.", "en"],
  ] as const)("an introduction does not talk a crisis down: %s", (text, lang) => {
    expect(gradeTurns([text], lang).grade).toBe("crisis");
  });
});
