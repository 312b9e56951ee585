import { describe, expect, test } from "vitest";
import { topicTexts } from "./topics";
import { converse, expectReply, type Lang } from "./test-conversation";
import { visitorName } from "./names";

describe("what the coach recalls, and follow-ups on the same topic", () => {
  test("asked for the first tip and the name in one question, the coach gives both", () => {
    const de = converse("de", [
      "Hallo, ich bin Jonas.",
      "Ich habe am Freitag eine Präsentation vor dem Vorstand und bin total nervös.",
      "Was kann ich am Abend vorher tun?",
      "Danke, wie hieß ich nochmal und was war dein erster Tipp?",
    ]);
    const firstTip = topicTexts("presentation", "de").tips.find((tip) => de[1]!.includes(tip))!;
    expect(firstTip).toBeDefined();
    expect(de[3]).toMatch(/^Na klar, du heißt Jonas\.|^Natürlich weiß ich das noch, du bist Jonas\./);
    expect(de[3]).toContain(`${firstTip}.`);
    expect(de[3]).toMatch(/Als Erstes|erster Tipp/);
    const en = converse("en", [
      "Hi, I'm Priya. My manager keeps criticising me in meetings.",
      "How do I bring it up with her?",
      "Sorry, I forgot your first tip, and do you remember my name?",
    ]);
    const tipEn = topicTexts("conflict", "en").tips.find((tip) => en[0]!.includes(tip));
    expect(en[2]).toMatch(/Priya/);
    if (tipEn) expect(en[2]).toContain(tipEn);
    expectReply(en[2]!, "en", 3, 4);
  });

  test.each([
    [
      "de",
      "Ich habe am Freitag eine Präsentation vor dem Vorstand und bin total nervös.",
      "Und wenn mir mitten drin der Faden reißt?",
    ],
    ["de", "Ich habe nächste Woche einen Auftritt mit meiner Band und Lampenfieber.", "Was, wenn ich mich wieder verspiele?"],
    ["en", "I have to give a talk at a conference next month and I'm terrified.", "What if I go blank in the middle?"],
  ] as const)("%s: a follow-up about losing the thread gets the plan for a slip", (lang, opening, followUp) => {
    const [, reply] = converse(lang, [opening, followUp]);
    expect(reply).toMatch(/Plan|plan for a (slip|blank)/);
    // Performers are not speakers: no tip for a musician assumes a talk, and no tip for a talk assumes a stage.
    if (opening.includes("Band")) expect(reply).not.toMatch(/Vortrag|Präsentation/);
    else expect(reply).not.toMatch(/Bühne|Takt|stage|bars|audience/);
  });

  test("recall and name questions in everyday wording are understood", () => {
    // The tip of the first answer comes back in the second, framed as said before.
    const recalled = (lang: Lang, opening: string, question: string) => {
      const [first, second] = converse(lang, [opening, question]);
      const tip = topicTexts("sleep", lang).tips.find((t) => first!.includes(t));
      expect(tip, first).toBeDefined();
      expect(second, `${question} → ${second}`).toContain(tip);
      expect(second, question).toMatch(
        /hatte dir|habe ich dir|Mein letzter Tipp|Zuletzt|Earlier I suggested|My last tip|I had recommended/,
      );
    };
    for (const question of [
      "Kannst du den Tipp nochmal wiederholen?",
      "Wiederhol bitte deinen Vorschlag.",
      "Ich hab deinen Tipp vergessen.",
      "Welchen Tipp hast du mir gegeben?",
      "Was war dein letzter Tipp?",
    ])
      recalled("de", "Ich kann seit Wochen nicht gut schlafen.", question);
    for (const question of ["what did you say earlier?", "I forgot your advice", "what was your last tip?"])
      recalled("en", "I can't sleep well for weeks now.", question);
    for (const question of ["Wie heiße ich?", "Wie hieß ich nochmal?", "Hast du dir meinen Namen gemerkt?"]) {
      expect(converse("de", ["Ich bin Lea und gestresst.", question])[1], question).toMatch(
        /du heißt Lea|du bist Lea|Lea, das habe ich mir gemerkt/,
      );
    }
    for (const question of ["Did you catch my name?", "do you know what I'm called?"]) {
      expect(converse("en", ["I'm Tom and I can't sleep.", question])[1], question).toMatch(
        /your name is Tom|you're Tom|Tom, I've remembered/,
      );
    }
  });
});

test("a name typed in lower case is the name when it is a first name, and a mood is not", () => {
  expect(visitorName([{ role: "user", content: "hallo ich bin tom und hab morgen ein vorstellungsgespräch" }])).toBe("Tom");
  expect(visitorName([{ role: "user", content: "hey this is lena, my flatmate never cleans up" }])).toBe("Lena");
  expect(visitorName([{ role: "user", content: "hallo ich bin froh, dass es dich gibt" }])).toBeUndefined();
  expect(visitorName([{ role: "user", content: "ich bin total müde und gereizt" }])).toBeUndefined();
});
