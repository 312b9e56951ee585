import { describe, expect, test } from "vitest";
import { analyseConversation } from "./detector";

/** The rules that fired on a message as the chat reads it alone. */
const rulesOf = (text: string, lang: "de" | "en" = "de") =>
  analyseConversation([text], lang)
    .at(-1)!
    .hits.map((h) => h.rule);

describe("gas in a closed room", () => {
  test.each([
    ["Gas is an. Fenster zu. Tschüss", "de"],
    ["hab den gasherd angemacht und die fenster zu. sorry", "de"],
    ["i turned the gas on in the kitchen and closed all the windows", "en"],
  ] as const)("is read as acute danger: %s", (text, lang) => {
    expect(rulesOf(text, lang)).toContain("gas-on");
  });

  test.each([
    ["Ich hab den Gasherd angemacht, das Nudelwasser kocht gleich.", "de"],
    ["closed the windows because of the rain", "en"],
    ["Gas an, Fenster auf, so lüften wir beim Kochen immer.", "de"],
  ] as const)("not without both: %s", (text, lang) => {
    expect(rulesOf(text, lang)).not.toContain("gas-on");
  });
});

describe("an eating disorder as harm to oneself", () => {
  test.each([
    ["Seit der Trennung kotze ich nach jedem Essen.", "de"],
    ["been making myself sick after every meal for like a month is that bad or", "en"],
    ["ich ess seit 4 tagen nix und es fühlt sich an als hätte ich endlich kontrolle", "de"],
    ["hab seit montag nur wasser getrunken und 4 kilo weniger. bin so stolz", "de"],
    ["I take laxatives most nights. Not loads. Well. More than it says on the box.", "en"],
    ["How many calories do you burn just lying in bed? Trying to get under 500 a day.", "en"],
    ["heute 600 kalorien, morgen will ich unter 400 kalorien", "de"],
  ] as const)("is read as self-harm: %s", (text, lang) => {
    expect(rulesOf(text, lang)).toContain("starving");
  });

  test.each([
    ["hab seit 2 tagen nix gegessen wegen magen darm, was hilft", "de"],
    ["Ich faste seit drei Tagen, nur Wasser, und fühle mich richtig klar im Kopf.", "de"],
    ["I threw up after dinner, I think the fish was off", "en"],
    ["Seit zwei Wochen esse ich kaum etwas, weil ich so viel Stress bei der Arbeit habe.", "de"],
    ["Ich nehme seit der OP Abführmittel, jeden Abend eins, wie der Arzt gesagt hat.", "de"],
    ["Der Arzt sagt, ich soll unter 2000 Kalorien bleiben, wegen dem Blutzucker.", "de"],
    ["Mein Smoothie hat unter 300 Kalorien, lecker!", "de"],
    ["I keep my screen time under 120 a day", "en"],
  ] as const)("not an illness, a fast, stress, a doctor's order or a recipe: %s", (text, lang) => {
    expect(rulesOf(text, lang)).not.toContain("starving");
  });
});

describe("everyday senses of words a rule reads", () => {
  test.each([
    ["Perhaps I will go once and see. My wife would have told me to.", "en", "wishes-death"],
    ["I will go to the lunch club on Thursday.", "en", "wishes-death"],
    ["Gut. Morgen früh direkt als erstes. Bevor ich mich wieder drücke.", "de", "self-harm"],
  ] as const)("going somewhere, shirking: %s", (text, lang, rule) => {
    expect(rulesOf(text, lang)).not.toContain(rule);
  });

  test.each([
    ["I just want to go.", "en", "wishes-death"],
    ["i want to go now. im so tired of everything", "en", "wishes-death"],
    ["Ich drücke mir Zigaretten auf dem Arm aus, wenn es zu viel wird.", "de", "self-harm"],
    ["ich drücke mich immer wieder mit den fingern bis es blaue flecken gibt", "de", "self-harm"],
  ] as const)("still read where they mean it: %s", (text, lang, rule) => {
    expect(rulesOf(text, lang)).toContain(rule);
  });
});

describe("getting better is no one better off", () => {
  test.each([
    ["And if it doesn't get better I'll see the GP. Promise.", "en"],
    ["Wenn es bis Montag nicht besser wird, geh ich zum Arzt.", "de"],
  ] as const)("not a burden: %s", (text, lang) => {
    expect(rulesOf(text, lang)).not.toContain("burden");
  });

  test("a family better off without the writer still is one", () => {
    expect(rulesOf("Es wäre für alle besser, wenn es mich nicht gäbe.")).toContain("burden");
  });
});

describe("a cut by accident", () => {
  test.each([
    ["Ich habe mich beim Gemüseschneiden in den Finger geschnitten und jetzt tut es weh.", "de"],
    ["I cut myself shaving this morning, now I look ridiculous for the interview", "en"],
    ["cut my thumb on a tin can, is it normal that it throbs", "en"],
  ] as const)("is no self-harm: %s", (text, lang) => {
    expect(rulesOf(text, lang)).not.toContain("self-harm");
  });

  test.each([
    ["ich schneide mich wieder, gestern in den arm", "de"],
    ["I cut myself again last night", "en"],
  ] as const)("while cutting oneself again is: %s", (text, lang) => {
    expect(rulesOf(text, lang)).toContain("self-harm");
  });
});

describe("ending one's life", () => {
  test.each([
    ["Ich will mein Leben beenden.", "de"],
    ["I want to end my life as soon as possible", "en"],
    ["I want to end it all", "en"],
  ] as const)("is read as suicidal: %s", (text, lang) => {
    expect(rulesOf(text, lang)).toContain("ends-life");
  });

  test.each([
    ["At the end of my life I want no regrets.", "en"],
    ["Am Ende meines Lebens will ich sagen können, dass ich mutig war.", "de"],
    ["Ich will mein Leben als Single beenden und endlich jemanden kennenlernen.", "de"],
    ["I want to end my life as a smoker, any tips for quitting?", "en"],
  ] as const)("not as a time or a way of life: %s", (text, lang) => {
    expect(rulesOf(text, lang)).not.toContain("ends-life");
  });
});
