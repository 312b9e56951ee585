import { describe, expect, test } from "vitest";
import { DECISION_TIPS, RAISE_TIPS } from "./decisions";
import { phrases } from "./phrases";
import { LEGACY } from "./talks-own";
import { topicTexts } from "./topics";
import { converse, expectReply, type Lang } from "./test-conversation";

describe("a decision put to the coach", () => {
  test.each([
    ["en", "My son is 10 and wants to quit football after two seasons. Should I let him quit?", "“Should I let him quit?”"],
    [
      "de",
      "Meine Tochter ist 8 und will nicht mehr zum Klavierunterricht. Soll ich sie zwingen weiterzumachen?",
      "„Soll ich sie zwingen weiterzumachen?“",
    ],
  ] as const)("%s: takes up the question, does not decide, and helps to weigh it for the child", (lang, message, quoted) => {
    const [reply] = converse(lang, [message]);
    expect(reply).toContain(quoted);
    expect(
      DECISION_TIPS.parenting![lang].some((tip) => reply!.includes(tip)),
      reply,
    ).toBe(true);
    expect(
      phrases(lang).decideAsks.some((ask) => reply!.endsWith(ask)),
      reply,
    ).toBe(true);
    expect(reply).not.toMatch(/\b(yes, let him|ja, zwing)/i);
    expectReply(reply!, lang);
  });

  test("a second decision gets another opening and another tip, and a question for the child's age is not asked once it was given", () => {
    const replies = converse("en", [
      "My son is 10 and wants to quit football after two seasons. Should I let him quit?",
      "He says the coach shouts a lot. Is that a reason to stop?",
      "Ok. What else can I do with him this week?",
    ]);
    const opens = replies.slice(0, 2).map((r) => r.split(/(?<=[.!?])\s/)[0]);
    expect(opens[0]).not.toBe(opens[1]);
    expect(replies.join(" ")).not.toMatch(/How old is your child/);
    for (const reply of replies) expectReply(reply, "en");
  });

  test.each([
    ["de", "Wie soll ich das Gespräch mit ihr anfangen?"],
    ["en", "How should I start the conversation with her?"],
    ["de", "Was sollte ich als Nächstes lernen?"],
  ] as const)("%s: a question how or what is not a decision: %s", (lang, message) => {
    const [reply] = converse(lang, [message]);
    expect(phrases(lang).decideOpens.some((o) => reply!.startsWith(o.split("{said}")[0]!))).toBe(false);
  });
});

test.each([
  ["en", ["my 16 year old son has been skipping school, the school called today", "should I confront him tonight?"]],
  ["de", ["Mein Mann trinkt in letzter Zeit jeden Abend mehrere Bier.", "Soll ich ihn darauf ansprechen?"]],
] as const)("%s: whether to raise it is weighed as a talk, not left to the other person: %j", (lang, turns) => {
  const reply = converse(lang, [...turns]).at(-1)!;
  expect(
    RAISE_TIPS[lang].some((tip) => reply.includes(tip)),
    reply,
  ).toBe(true);
  expect(reply).not.toMatch(/to your teenager|deinem Kind die Entscheidung/);
  expectReply(reply, lang);
});

describe("a summary asked for", () => {
  test.each([
    [
      "de",
      [
        "Ich schiebe meine Bachelorarbeit seit Wochen vor mir her.",
        "Wie teile ich das in kleinere Schritte auf?",
        "Und wenn ich morgens trotzdem nicht anfange?",
        "Kannst du kurz zusammenfassen, was wir besprochen haben?",
      ],
    ],
    [
      "en",
      [
        "I keep procrastinating on my thesis, I have four weeks left.",
        "How do I break it into smaller steps?",
        "What if I still can't start in the morning?",
        "Can you summarise what we discussed?",
      ],
    ],
  ] as const)("%s: names the topic, the first and the latest tip, and asks what comes first", (lang, turns) => {
    const replies = converse(lang as Lang, [...turns]);
    const summary = replies.at(-1)!;
    const tips = (topic: string) => topicTexts(topic as never, lang).tips;
    const given = (reply: string) => [...tips("motivation"), ...phrases(lang).genericTips].filter((t) => reply.includes(t));
    const first = given(replies[0]!)[0]!;
    const latest = given(replies[2]!).at(-1)!;
    expect(first).toBeDefined();
    expect(latest).toBeDefined();
    expect(summary).toContain(`${first}.`);
    expect(summary).toContain(`${latest}.`);
    expect(summary).toContain(topicTexts("motivation", lang).label);
    expect(
      phrases(lang).summaryAsks.some((ask) => summary.endsWith(ask)),
      summary,
    ).toBe(true);
    expectReply(summary, lang as Lang, 3, 5);
  });

  test("with nothing suggested yet, the coach says so", () => {
    const [, summary] = converse("en", ["Hi there.", "Can you sum up what we talked about?"]);
    expect(
      phrases("en").summaryNone.some((line) => summary!.includes(line)),
      summary,
    ).toBe(true);
  });
});

test("a tip for after a breakup is kept for a breakup: not given in a quarrel about the household", () => {
  const breakupTip = /Trennung|breakup/;
  const de = converse("de", [
    "Mein Partner und ich streiten ständig wegen dem Haushalt.",
    "Er sagt, ich übertreibe.",
    "Und was noch?",
    "Hast du noch einen Tipp?",
  ]);
  expect(de.join(" ")).not.toMatch(breakupTip);
  // Nor the question for evenings alone after a breakup.
  expect(de.join(" ")).not.toMatch(/abends allein/);
  const afterBreakup = converse("de", [
    "Mein Freund hat letzte Woche Schluss gemacht und ich schaue ständig auf sein Profil.",
    "Was kann ich tun?",
    "Und sonst?",
  ]);
  expect(afterBreakup.join(" ")).toMatch(breakupTip);
});

test.each([
  ["en", "I can't sleep before big meetings.", "Is it ok to take melatonin?", /GP or a pharmacist/],
  ["de", "Ich schlafe seit Wochen schlecht.", "Soll ich Baldrian nehmen?", /Hausärztin, deinem Hausarzt oder in der Apotheke/],
] as const)("%s: a decision about medicine is a question for a doctor or a pharmacist", (lang, opening, question, doctor) => {
  const [, reply] = converse(lang, [opening, question]);
  expect(reply).toMatch(doctor);
  expectReply(reply!, lang);
});

test("a weak word of another topic does not end the thread: grief stays grief", () => {
  const replies = converse("de", [
    "Mein Vater ist vor drei Wochen gestorben, er war 91.",
    "Ich kann mich auf nichts konzentrieren.",
    "Ist es normal, dass ich manchmal lache und mich dann schuldig fühle?",
  ]);
  const grief = topicTexts("grief", "de");
  for (const reply of replies.slice(1)) {
    expect(reply).not.toMatch(/Schreibtisch|Arbeit|Überstunden|Aufgabe/);
    expect(grief.tips.some((tip) => reply.includes(tip)) || reply.includes(grief.label), reply).toBe(true);
  }
});

test.each([
  [
    "de",
    [
      "Ich hab Schulden bei Freunden und schäme mich total.",
      "Soll ich es meinen Eltern sagen?",
      "Wie fange ich das Gespräch an?",
    ],
    "„Ich möchte dir etwas erzählen, das mir schwerfällt",
  ],
  [
    "en",
    ["I failed my driving test for the third time and my dad paid for all the lessons.", "How do I tell him?"],
    "“There's something I need to tell you that's hard for me",
  ],
] as const)(
  "%s: telling someone something hard gets an opening for a confession, not one for setting limits",
  (lang, turns, opening) => {
    const replies = converse(lang, [...turns]);
    expect(replies.at(-1)).toContain(opening);
    expect(replies.at(-1)).not.toMatch(/respektierst|respect my decisions/);
  },
);

describe("spoken and typed without punctuation", () => {
  test("a decision without a question mark is a decision; avoiding the train after panic attacks is weighed as avoidance", () => {
    const [, reply] = converse("de", [
      "ich hab seit zwei wochen panikattacken in der bahn",
      "soll ich lieber mit dem auto fahren",
    ]);
    expect(reply).toMatch(/Vermeiden die Angst oft größer macht/);
  });

  test("“ok and if he denies it” asks for more: it is not a thank-you", () => {
    const [, reply] = converse("en", ["my coworker takes credit for my work in every meeting", "ok and if he denies it"]);
    expect(phrases("en").okAcks.some((ack) => reply!.startsWith(ack))).toBe(false);
    expect(
      topicTexts("conflict", "en").tips.some((tip) => reply!.includes(tip)),
      reply,
    ).toBe(true);
  });

  test("a blackout in an exam, in dialect, gets the plan for a blackout", () => {
    const [, , reply] = converse("de", [
      "servus i hob morgn a prüfung in mathe und i bin voll nervös",
      "wos soll i am abend vorher mochn",
      "und wenn i a blackout hob",
    ]);
    expect(reply).toMatch(/Plan zurechtzulegen: die Aufgabe überspringen/);
  });
});

test("a summary after one suggestion does not call it the first", () => {
  const [, summary] = converse("en", [
    "My son is 10 and wants to quit football. Should I let him quit?",
    "Can you sum up what we discussed?",
  ]);
  expect(summary).toContain("listening calmly to your child's reasons before you decide together.");
  expect(summary).not.toMatch(/\bfirst\b/i);
});

describe("an apology", () => {
  test("weighed, it gets how to apologise; asked how to say it, an opening that apologises", () => {
    const replies = converse("de", [
      "Ich bin ständig gereizt und schnauze meine Kollegen an.",
      "Gestern hab ich meine Kollegin im Meeting angeschrien.",
      "Soll ich mich bei ihr entschuldigen?",
      "Wie sag ich das am besten?",
    ]);
    expect(replies[2]).toContain("dich zu entschuldigen, wenn dir etwas leidtut");
    expect(replies[3]).toContain("„Es tut mir leid, wie ich dich angegangen bin");
  });

  test.each([
    ["en", ["Sorry for the long text. My manager keeps criticising me in meetings.", "How do I bring it up with her?"]],
    ["de", ["Entschuldigung, kurze Frage: Mein Chef kritisiert mich ständig vor allen.", "Wie spreche ich ihn darauf an?"]],
  ] as const)("%s: a 'sorry' that opens a message asks for no apology", (lang, turns) => {
    const reply = converse(lang, [...turns]).at(-1)!;
    expect(reply).not.toMatch(/I'm sorry about how I went at you|Es tut mir leid, wie ich dich angegangen bin/);
  });
});

test.each([
  [
    "de",
    ["grüezi, ich bin d'Anna", "ich cha znacht nöd schlafe wäg de arbet", "sött ich mal zum arzt"],
    /einen Termin in der Hausarztpraxis zu machen/,
  ],
  [
    "de",
    ["hallo ich hab nächste woche ein vorstellungsgespräch bei einer bank", "soll ich nach dem gehalt fragen"],
    /das Gehalt anzusprechen, wenn dein Gegenüber das Thema öffnet/,
  ],
  [
    "en",
    ["my girlfriend and i keep fighting about money", "should we have separate accounts"],
    /what you would like to think about this decision a year from now/,
  ],
] as const)("%s: decisions in dialect, in an interview and in a couple get their own tip", (lang, turns, tip) => {
  expect(converse(lang, [...turns]).at(-1)).toMatch(tip);
});

test("a couple fighting about money is a matter of the relationship, not of debts", () => {
  const [reply] = converse("en", ["my girlfriend and i keep fighting about money"]);
  expect(reply).not.toMatch(/debts|debt advice/);
  expect(
    topicTexts("relationship", "en").tips.some((tip) => reply!.includes(tip)),
    reply,
  ).toBe(true);
});

test("a doctor's tip is a tip the coach recalls", () => {
  const replies = converse("en", [
    "I can't sleep before big meetings.",
    "Is it ok to take melatonin?",
    "Thanks, what was your last tip?",
  ]);
  // Restated as a tip ("I had recommended …"), not quoted as some sentence the coach once said.
  const tip = phrases("en").decideMedical[0]!;
  expect(
    phrases("en").recallTip.some((frame) => replies[2]!.startsWith(frame.replace("{tip}", tip))),
    replies[2],
  ).toBe(true);
});

test("a will is planning, not a loss: its own tips, and lines for telling the family", () => {
  const [will, talk] = converse("de", [
    "Ich möchte mein Testament machen. Wer bekommt das Haus, wenn ich nicht mehr da bin? Ich habe drei Enkel.",
    "Wie spreche ich das mit meinen Kindern an, ohne dass es Streit gibt?",
  ]);
  expect(will).not.toMatch(/verloren|Erinnerung|vermisst/);
  expect(
    topicTexts("legacy", "de").tips.some((tip) => will!.includes(tip)),
    will,
  ).toBe(true);
  // Adult children hear about the will, not the lines for a small child ("ich schimpfe nicht").
  expect(talk).toContain(LEGACY.de[0]![0]);
  expect(talk).not.toMatch(/schimpfe/);
  expectReply(will!, "de");
  expectReply(talk!, "de");
});

test("against my will is no will", () => {
  const [reply] = converse("en", ["They moved me to another team against my will and I'm furious."]);
  expect(
    topicTexts("legacy", "en").tips.some((tip) => reply!.includes(tip)),
    reply,
  ).toBe(false);
});

describe("lines to say fit what happened", () => {
  test.each([
    [
      "en",
      ["my coworker keeps taking credit for my work and i dont know how to talk to him"],
      /my proposals had come from you/,
      /can't finish/,
    ],
    [
      "de",
      ["Meine Kollegin gibt meine Ideen im Meeting als ihre eigenen aus.", "Wie spreche ich sie darauf an?"],
      /meine Vorschläge von dir/,
      /ausreden/,
    ],
    ["de", ["Mein Kollege redet mir in jedem Meeting rein.", "Wie sag ich ihm das?"], /nicht ausreden kann/, /Vorschläge/],
    ["en", ["my boss criticised me in front of everyone", "how do i bring it up with her?"], /discuss it openly/, /workload/],
    ["en", ["my boss keeps piling work on me, way too much", "how do i bring it up with her?"], /my workload/, /proposals/],
    // "What would I actually say?" asks for words; a report who undermines gets lines about that, not about a task.
    [
      "en",
      [
        "I got promoted to team lead last month and one of my old peers keeps undermining me in meetings",
        "should I talk to him privately or call it out in the meeting?",
        "ok what would I actually say?",
      ],
      /in front of the team I'd like us to stand behind it/,
      /last week's task/,
    ],
    [
      "de",
      [
        "Ich leite seit zwei Monaten ein Team, und ein Mitarbeiter verdreht in jedem Meeting die Augen, wenn ich etwas entscheide.",
        "Was sag ich ihm?",
      ],
      /vor dem Team möchte ich, dass wir sie gemeinsam tragen/,
      /Aufgabe von letzter Woche/,
    ],
  ] as const)("%s: %j", (lang, turns, fits, doesNot) => {
    const reply = converse(lang, [...turns]).at(-1)!;
    expect(reply).toMatch(fits);
    expect(reply).not.toMatch(doesNot);
    expectReply(reply, lang);
  });
});
