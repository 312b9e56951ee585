import { describe, expect, test } from "vitest";
import { phrases } from "./phrases";
import { REACTIONS } from "./reactions";
import { DISCLOSE, DISCLOSE_HISTORY } from "./talks-own";
import { threadTopic, topicTexts } from "./topics";
import { converse, expectReply } from "./test-conversation";

/** The moments of a hard talk the visitor prepares for, and the end of a conversation. */

test("telling one's wife about debts: the way in, her anger, and the opening recalled", () => {
  const replies = converse("de", [
    "Ich hab 8000 Euro Schulden und trau mich nicht, es meiner Frau zu sagen.",
    "Wie fange ich an?",
    "Und wenn sie wütend wird?",
    "Was hattest du mir als Einstieg vorgeschlagen?",
  ]);
  // "Wie fange ich an?" after the wish to tell her is the conversation, not the debts.
  expect(replies[1]).toContain(DISCLOSE.de[0]![0]);
  // Her anger is the reaction to prepare for, not the visitor's own temper.
  expect(replies[2]).toContain(REACTIONS.heated.de[0]![0]);
  expect(
    topicTexts("anger", "de").tips.some((tip) => replies[2]!.includes(tip)),
    replies[2],
  ).toBe(false);
  expect(replies[3]).toContain(DISCLOSE.de[0]![0]);
  // Nor does her anger make the thread the visitor's temper.
  expect(threadTopic(["Ich hab 8000 Euro Schulden.", "Und wenn sie wütend wird?"])).toBe("money");
  for (const reply of replies) expectReply(reply, "de");
});

test("what if he denies it: a line that stays with what one saw", () => {
  const reply = converse("en", [
    "my coworker keeps taking credit for my work and i dont know how to talk to him",
    "and what if he denies it?",
  ]).at(-1)!;
  expect(reply).toContain(REACTIONS.denied.en[0]![0]);
  expectReply(reply, "en");
});

test("a moment in a talk gets the tip for it, and a tip given already is named as the earlier one", () => {
  const replies = converse("de", [
    "Ich hab nächste Woche meine Abschlusspräsentation an der Uni und mir wird jetzt schon schlecht.",
    "Vor allem hab ich Angst, dass der Prof Fragen stellt, die ich nicht beantworten kann.",
    "Was sag ich, wenn ich die Antwort nicht weiß?",
    "Und wie werd ich das Zittern in der Stimme los?",
  ]);
  const tips = topicTexts("presentation", "de").tips;
  expect(replies[1]).toContain(tips[2]!);
  // Asked again, not answered with lines for opening a conversation, nor with another tip.
  expect(replies[2]).toContain(`Genau dafür hatte ich dir vorhin vorgeschlagen, ${tips[2]!}`);
  expect(replies[2]).not.toContain("Du könntest so anfangen");
  expect(replies[3]).toContain(tips[4]!);
  for (const reply of replies) expectReply(reply, "de");

  const en = converse("en", [
    "I have to give a talk at a conference next month and I'm terrified",
    "what if my mind goes blank?",
  ]);
  expect(en[1]).toContain(topicTexts("presentation", "en").tips[3]!);
});

test.each([
  [
    "de",
    [
      "Vor fünf Jahren hatte ich eine schwere Depression und war in der Klinik. Heute geht es mir gut. Wie erzähle ich das meinem neuen Partner?",
      "Und wenn er dann anders über mich denkt?",
    ],
  ],
  [
    "en",
    ["I had an eating disorder as a teenager, I'm fine now. How do I tell my boyfriend?", "what if he looks at me differently?"],
  ],
] as const)("%s: telling a partner about a past illness: lines without shame, and time for the partner", (lang, turns) => {
  const replies = converse(lang, [...turns]);
  expect(replies[0]).toContain(DISCLOSE_HISTORY[lang][0]![0]);
  expect(replies[0]).not.toMatch(/schäme|ashamed/);
  expect(replies[1]).toContain(REACTIONS.judged[lang][0]![0]);
  for (const reply of replies) expectReply(reply, lang);
});

describe("the end of a conversation", () => {
  test.each([
    [
      "de",
      ["Ich schreib in zwei Wochen mein Mathe-Abi und nix bleibt hängen.", "ok danke, ich probier das morgen mal und meld mich"],
    ],
    ["de", ["Der Kunde plant ständig um.", "Das ist gut. Mach ich ab dem nächsten Auftrag."]],
    ["en", ["I'm drowning in emails, 300 unread after a week off", "haha fair. ok I'm going in. wish me luck"]],
  ] as const)("%s: leaving to try it gets a wish and an open door, not another tip: %j", (lang, turns) => {
    const reply = converse(lang, [...turns]).at(-1)!;
    const p = phrases(lang);
    expect(
      p.closingWishes.some((w) => reply.includes(w)),
      reply,
    ).toBe(true);
    expect(p.leads.some((l) => reply.includes(l.split("{tip}")[0]!))).toBe(false);
    expect(reply.trim().endsWith("?")).toBe(false);
    expectReply(reply, lang);
  });

  test.each([
    [
      "de",
      [
        "Meine Tochter (14) redet nur noch in Einsilbern mit mir.",
        "Heute hab ich's ausprobiert und beim Autofahren über Musik geredet. Kleiner Sieg!",
      ],
    ],
    ["en", ["I get panic attacks on the train.", "yeah i did the breathing thing, it helped a bit once i was off"]],
  ] as const)("%s: news that it worked is celebrated and asked about: %j", (lang, turns) => {
    const reply = converse(lang, [...turns]).at(-1)!;
    expect(
      phrases(lang).progressAsks.some((a) => reply.includes(a)),
      reply,
    ).toBe(true);
    expectReply(reply, lang);
  });

  test("an attempt that did not work is no success, and a new worry after thanks is answered", () => {
    const [, failed] = converse("de", ["Ich schlafe so schlecht.", "Ich hab's ausprobiert, aber es hat leider nicht geklappt."]);
    expect(phrases("de").progressAsks.some((a) => failed!.includes(a))).toBe(false);
    const [, more] = converse("de", [
      "Ich schlafe so schlecht.",
      "Danke, probier ich aus. Aber mein Chef ruft auch abends noch an.",
    ]);
    expect(phrases("de").closingWishes.some((w) => more!.includes(w))).toBe(false);
  });
});

describe("endings and moments found by sweeping the training conversations", () => {
  test("thanks for listening get thanks and an open door, without luck for a plan there is none", () => {
    const reply = converse("en", [
      "Hello, I'm Margaret. I look after my husband, he has Parkinson's.",
      "Thank you, dear. It helps to say it out loud.",
    ]).at(-1)!;
    expect(phrases("en").closingWishes.some((w) => reply.includes(w))).toBe(false);
    expect(
      phrases("en")
        .closingDoors.slice(1)
        .some((d) => reply.includes(d)),
      reply,
    ).toBe(true);
    expect(threadTopic(["Hello, I'm Margaret. I look after my husband, he has Parkinson's."])).toBe("caring");
  });

  test("in a panic attack an ok gets a breath, not a step for tomorrow", () => {
    const reply = converse("en", ["known panic attacks, one starting now on the bus", "ok breathing in for 4"]).at(-1)!;
    expect(
      phrases("en").panicSteps.some((s) => reply.includes(s)),
      reply,
    ).toBe(true);
    expect(reply).not.toMatch(/tomorrow/);
  });

  test("a eulogy, a blackout in German and words asked for with an adverb get what they ask", () => {
    const [, eulogy] = converse("en", [
      "My grandad died on Sunday.",
      "The funeral's next week and my mum wants me to say a few words.",
    ]);
    expect(eulogy).toContain(topicTexts("grief", "en").tips.find((t) => t.includes("eulogy"))!);
    const [, blackout] = converse("de", [
      "Ich hab übermorgen Statistik-Klausur.",
      "Und was mach ich, wenn ich in der Klausur einen Blackout hab?",
    ]);
    expect(blackout).toContain(topicTexts("exam", "de").tips.find((t) => t.includes("Blackout"))!);
    const [, words] = converse("en", [
      "my manager keeps dumping projects on me",
      "ok so like how would i actually word that email",
    ]);
    expect(words).toContain("You could start like this");
  });

  test.each([
    ["de", "Ich schaff das nicht."],
    ["en", "i keep waking up every night"],
    ["de", "Ich probier seit Wochen alles und nichts hilft."],
  ] as const)("%s: no goodbye where there is none: %s", (lang, message) => {
    const reply = converse(lang, [lang === "de" ? "Ich schlafe schlecht." : "I sleep badly.", message]).at(-1)!;
    expect(
      phrases(lang).closingDoors.some((d) => reply.includes(d)),
      reply,
    ).toBe(false);
  });

  test("an English tip in plain English", () => {
    expect(topicTexts("relationship", "en").tips.join(" ")).not.toMatch(/did you good/);
  });
});
