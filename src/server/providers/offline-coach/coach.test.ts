import { describe, expect, test } from "vitest";
import { splitSentences } from "#shared/text/sentences";
import { coachReply } from "./coach";
import type { CoachTurn } from "./coach-input";
import { visitorName } from "./names";
import { phrases } from "./phrases";
import { TALKS } from "./talks";
import { converse, expectReply, type Lang } from "./test-conversation";
import { topicOf, topicTexts, type TopicId } from "./topics";

const key = (s: string, name?: string) =>
  s
    .toLowerCase()
    .replace(name ? new RegExp(name.toLowerCase(), "g") : /^$/, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** No reply repeats a sentence of an earlier one (the visitor's name aside). */
function expectNoRepeats(replies: string[], name?: string) {
  const said = new Set<string>();
  for (const reply of replies) {
    const sentences = splitSentences(reply).map((s) => key(s, name));
    for (const s of sentences) expect(said.has(s), `repeated: ${s}`).toBe(false);
    for (const s of sentences) said.add(s);
  }
}

/** The catalogue tip of `topic` a reply contains, if any. */
const tipIn = (reply: string, topic: TopicId, lang: Lang) => topicTexts(topic, lang).tips.find((t) => reply.includes(t));

describe("the thread", () => {
  test("a message without a topic continues the latest earlier one; a new topic wins", () => {
    const replies = converse("de", [
      "Ich habe nächste Woche eine Klausur.",
      "und wie fange ich an?",
      "ok",
      "das hab ich schon probiert",
      "Außerdem kann ich nachts nicht schlafen.",
    ]);
    expect(tipIn(replies[1]!, "exam", "de"), replies[1]).toBeDefined();
    expect(replies[2]).toMatch(/Prüfung/);
    expect(tipIn(replies[3]!, "exam", "de"), replies[3]).toBeDefined();
    expect(tipIn(replies[4]!, "sleep", "de"), replies[4]).toBeDefined();
    expectNoRepeats(replies);
  });

  for (const lang of ["de", "en"] as const) {
    const script = {
      de: [
        "Hallo, ich heiße Jana und habe morgen meine mündliche Prüfung",
        "und wie lerne ich am besten?",
        "das hab ich schon probiert",
        "Was hattest du mir vorhin geraten?",
        "Weißt du noch, wie ich heiße?",
      ],
      en: [
        "Hi, my name is Jana and I have my oral exam tomorrow",
        "and how do I study best?",
        "I've already tried that",
        "What was the tip again?",
        "Do you remember my name?",
      ],
    }[lang];

    test(`${lang}: five turns about an oral exam stay on topic, recall the tip and the name, never repeat`, () => {
      const replies = converse(lang, script);
      const onTopic = lang === "de" ? /Prüfung|lern/ : /exam|study/;
      for (const r of replies) {
        expectReply(r, lang);
        expect(r, "on topic").toMatch(onTopic);
      }
      expect(replies[0]).toContain("Jana");
      expect(replies[0]).toMatch(lang === "de" ? /^Hallo/ : /^(Hello|Hi)/);
      expect(tipIn(replies[0]!, "exam", lang)).toBeDefined();
      // "How do I study best?" gets a tip about studying.
      expect(tipIn(replies[1]!, "exam", lang)).toMatch(/lernen|studying/);
      // Push-back: a different tip on the same topic.
      const pushed = tipIn(replies[2]!, "exam", lang);
      expect(pushed).toBeDefined();
      expect([tipIn(replies[0]!, "exam", lang), tipIn(replies[1]!, "exam", lang)]).not.toContain(pushed);
      // Recall: the last tip, in other words around it.
      expect(replies[3]).toContain(pushed);
      expect(replies[3]).toMatch(lang === "de" ? /Vorhin|Tipp|vorgeschlagen/ : /Earlier|tip|recommended/);
      expect(replies[4]).toMatch(lang === "de" ? /du heißt Jana|du bist Jana|Jana, das habe ich/ : /Jana/);
      // The name now and then, not in every reply.
      expect(replies.filter((r) => r.includes("Jana")).length).toBeLessThan(replies.length);
      expectNoRepeats(replies, "Jana");
    });
  }

  test("ten turns on one topic: no sentence repeats, every reply stays 3-4 sentences and on the topic", () => {
    for (const lang of ["de", "en"] as const) {
      const message = lang === "de" ? "Ich kann nicht schlafen." : "I can't sleep.";
      const replies = converse(
        lang,
        Array.from({ length: 10 }, () => message),
      );
      for (const r of replies) {
        expectReply(r, lang);
        expect(r).toMatch(lang === "de" ? /Schlaf|schlaf|Nacht|nachts|Bett/ : /sleep|night|bed/);
      }
      expectNoRepeats(replies);
    }
  });
});

describe("intents", () => {
  test("how to start a conversation: opening lines for a partner or a colleague, no exercise", () => {
    const partner = converse("de", ["Meine Freundin und ich streiten nur noch.", "Wie soll ich das Gespräch mit ihr anfangen?"]);
    expect(
      TALKS.partner.de.some(([say]) => partner[1]!.includes(say)),
      partner[1],
    ).toBe(true);
    const colleague = converse("de", [
      "Meine Kollegin redet mir in jedem Meeting rein.",
      "Wie soll ich das Gespräch mit ihr anfangen?",
    ]);
    expect(
      TALKS.colleague.de.some(([say]) => colleague[1]!.includes(say)),
      colleague[1],
    ).toBe(true);
    for (const r of [partner[1]!, colleague[1]!]) {
      expectReply(r, "de");
      expect(r).toMatch(/„.+“/);
      expect(r).not.toMatch(/aufschreib|Zettel|atme|Übung/);
    }
    const boss = converse("en", ["I have way too much on my plate.", "how do I bring it up with my boss?"]);
    expect(
      TALKS.boss.en.some(([say]) => boss[1]!.includes(say)),
      boss[1],
    ).toBe(true);
    expectReply(boss[1]!, "en");
    const child = converse("de", ["Mein Sohn redet kaum noch mit mir.", "was sag ich ihm?"]);
    expect(
      TALKS.child.de.some(([say]) => child[1]!.includes(say)),
      child[1],
    ).toBe(true);
  });

  test("recalling the last tip: an opening line, or honestly none", () => {
    const talk = converse("en", [
      "My girlfriend and I keep fighting.",
      "How should I start the conversation?",
      "what was the tip again?",
    ]);
    const said = TALKS.partner.en.find(([say]) => talk[1]!.includes(say))![0];
    expect(talk[2]).toContain(said);
    expectReply(talk[2]!, "en");
    const none = converse("de", ["Hallo", "Was hattest du mir vorhin geraten?"]);
    expect(none[1]).toMatch(/noch keinen konkreten (Tipp|Rat)/);
    const noneEn = converse("en", ["What did you suggest earlier?"]);
    expect(noneEn[0]).toMatch(/haven't given you a concrete tip|can't find a concrete piece of advice/);
  });

  test("the visitor's name, given in many ways, or honestly not known", () => {
    const user = (content: string) => [{ role: "user", content }];
    expect(visitorName(user("ich bin Lena und gestresst"))).toBe("Lena");
    expect(visitorName(user("hoi ich bi d Lena"))).toBe("Lena");
    expect(visitorName(user("ich heiße jana"))).toBe("Jana");
    expect(visitorName(user("I'm Tom."))).toBe("Tom");
    expect(visitorName(user("my name is Sam"))).toBe("Sam");
    expect(visitorName(user("Weißt du noch, wie ich heiße?"))).toBeUndefined();
    expect(visitorName(user("Ich bin Mutter von zwei Kindern"))).toBeUndefined();
    const unknown = converse("de", ["Ich habe Stress.", "Weißt du noch, wie ich heiße?"]);
    expect(unknown[1]).toMatch(/keinen Namen|nicht genannt/);
    const unknownEn = converse("en", ["Do you remember my name?"]);
    expect(unknownEn[0]).toMatch(/can't find your name|haven't told me your name/);
    const known = converse("en", ["I'm Tom and I can't sleep.", "ok", "do you remember my name?"]);
    expect(known[2]).toMatch(/Tom/);
    expect(known[2]).toMatch(/sleep/);
  });

  test("push-back gets a different approach on the same topic", () => {
    for (const [lang, first, push] of [
      ["de", "Ich habe Höhenangst.", "Das bringt mir nichts."],
      ["en", "I'm scared of heights.", "That doesn't help."],
    ] as const) {
      const replies = converse(lang, [first, push]);
      const before = tipIn(replies[0]!, "fear", lang);
      const after = tipIn(replies[1]!, "fear", lang);
      expect(after, replies[1]).toBeDefined();
      expect(after).not.toBe(before);
      expect(
        phrases(lang).pushOpens.some((o) => replies[1]!.startsWith(o.slice(0, 12))),
        replies[1],
      ).toBe(true);
      expectReply(replies[1]!, lang);
    }
  });

  test("thanks and ok: short, warm, and still on the topic", () => {
    const de = converse("de", ["Ich habe Schulden und Angst vor der nächsten Mahnung.", "danke", "passt"]);
    const en = converse("en", ["I have so much debt.", "thanks!", "ok"]);
    for (const r of [de[1]!, de[2]!]) expectReply(r, "de", 2, 3);
    for (const r of [en[1]!, en[2]!]) expectReply(r, "en", 2, 3);
    expect(`${de[1]} ${de[2]}`).toMatch(/Finanzen|insgesamt|Geldsorgen|unterstützen/);
    expect(`${en[1]} ${en[2]}`).toMatch(/finances|total|money|support/);
  });

  test("a greeting is greeted, by name, and a worry in it answered in the same reply", () => {
    const plain = coachReply({ turns: [{ role: "user", content: "Hallo!" }], lang: "de" });
    expectReply(plain, "de");
    expect(plain).toMatch(/^Hallo/);
    const worry = coachReply({
      turns: [{ role: "user", content: "Hallo, ich heiße Jana und habe total Prüfungsangst." }],
      lang: "de",
    });
    expect(worry).toMatch(/^Hallo Jana/);
    expect(tipIn(worry, "exam", "de")).toBeDefined();
    const en = coachReply({ turns: [{ role: "user", content: "Hey, I'm Priya. My breakup is killing me." }], lang: "en" });
    // Answered in kind: "Hey" gets "Hey", "Servus" gets "Servus".
    expect(en).toMatch(/^Hey Priya/);
    expect(tipIn(en, "relationship", "en")).toBeDefined();
    const servus = coachReply({ turns: [{ role: "user", content: "Servus, mei Schef schreit mi dauernd o" }], lang: "de" });
    expect(servus).toMatch(/^Servus/);
    expect(tipIn(servus, "conflict", "de")).toBeDefined();
  });

  test("questions about the coach get an honest answer and an invitation", () => {
    for (const [lang, q, ai] of [
      ["de", "bist du ein Mensch?", /KI/],
      ["de", "Was kannst du?", /KI/],
      ["en", "are you a real person?", /AI/],
    ] as const) {
      const [reply] = converse(lang, [q]);
      expectReply(reply!, lang);
      expect(reply).toMatch(ai);
      expect(reply).toMatch(/Therapie|therapy/);
      expect(reply).toMatch(/112/);
      expect(reply).toMatch(/\?$/);
    }
    expect(topicOf("Was kannst du mir bei Prüfungsangst raten?")).toBe("exam");
    expect(converse("de", ["Was kannst du mir bei Prüfungsangst raten?"])[0]).not.toMatch(/KI-Coach/);
  });
});

describe("knowledge passages", () => {
  const passages = [
    { title: "Schlaf-Ratgeber.pdf", text: "Viele kennen das. Eine feste Abendroutine verbessert den Schlaf deutlich." },
  ];

  test("a fitting passage is quoted with its title; a weak one is not", () => {
    const turns: CoachTurn[] = [{ role: "user", content: "Hilft eine Abendroutine gegen Schlafprobleme?" }];
    const reply = coachReply({ turns, lang: "de", passages });
    expect(reply).toContain("„Schlaf-Ratgeber.pdf“");
    expect(reply).toContain("„Eine feste Abendroutine verbessert den Schlaf deutlich.“");
    expectReply(reply, "de");
    const weak = coachReply({ turns: [{ role: "user", content: "Mein Chef nervt." }], lang: "de", passages });
    expect(weak).not.toContain("Schlaf-Ratgeber.pdf");
  });
});

describe("resumed after a safety question", () => {
  for (const [lang, worry, safety, thanks] of [
    ["de", "Ich kann seit Wochen nicht schlafen.", "Denkst du daran, dir das Leben zu nehmen?", /^Danke/],
    ["en", "I haven't slept properly for weeks.", "Are you thinking about ending your life?", /^Thank/],
  ] as const) {
    test(`${lang}: thanks first, then coaching on the earlier topic`, () => {
      const turns: CoachTurn[] = [
        { role: "user", content: worry },
        { role: "assistant", content: safety },
        { role: "user", content: lang === "de" ? "Nein" : "No" },
      ];
      const reply = coachReply({ turns, lang, resumed: true });
      expectReply(reply, lang);
      expect(reply).toMatch(thanks);
      expect(splitSentences(reply)[0]!.split(/\s+/).length).toBeLessThanOrEqual(10);
      expect(tipIn(reply, "sleep", lang), reply).toBeDefined();
    });
  }
});

describe("supporting someone else", () => {
  const scripts = {
    de: [
      "Meine Freundin hat gesagt, dass sie nicht mehr leben will. Was soll ich tun?",
      "Wie soll ich das Gespräch mit ihr anfangen?",
      "Und wenn sie mich bittet, es niemandem zu erzählen?",
      "Ich habe Angst, etwas Falsches zu sagen.",
      "Sie schreibt mir gerade, dass sie sich heute Nacht etwas antun will.",
    ],
    en: [
      "My friend told me she doesn't want to live anymore. What should I do?",
      "How do I start the conversation with her?",
      "What if she makes me promise not to tell anyone?",
      "I'm scared of saying the wrong thing.",
      "She just texted me that she wants to end it tonight.",
    ],
  };
  for (const lang of ["de", "en"] as const) {
    test(`${lang}: five different replies, all about helping the friend, 112 when the danger is now`, () => {
      const replies = converse(lang, scripts[lang], { support: true });
      expect(new Set(replies).size).toBe(5);
      expectNoRepeats(replies);
      for (const r of replies) {
        expectReply(r, lang);
        expect(r).toMatch(lang === "de" ? /deine[rn]? Freundin/ : /your friend/);
        expect(r, "no exercise for the visitor").not.toMatch(/Atemübung|atme|Übung|breath|exercise|relax/i);
      }
      expect(replies[0]).toMatch(lang === "de" ? /Leben zu nehmen/ : /taking your own life/);
      expect(replies.slice(0, 3).join(" ")).toMatch(lang === "de" ? /Verschwiegenheit|nicht für mich/ : /secret/);
      expect(replies[4]).toMatch(/112/);
    });
  }

  test("a child being hit: the helper hears about the youth office and 112", () => {
    const replies = converse(
      "de",
      [
        "Ich glaube, das Nachbarskind wird von seinem Vater geschlagen.",
        "Wen kann ich um Hilfe bitten?",
        "Ich höre gerade, wie er es schlägt.",
      ],
      { support: true },
    );
    expect(replies[1]).toMatch(/Jugendamt/);
    expect(replies[2]).toMatch(/112/);
    for (const r of replies) expectReply(r, "de");
  });

  test.each([
    [
      "en",
      "My brother says he won't be around much longer.",
      "What if he gets angry and says it's none of my business?",
      /reacts angrily/,
    ],
    ["de", "Meine Schwester schreibt, dass sie bald nicht mehr da ist.", "Und wenn sie sauer wird und abblockt?", /gereizt/],
  ] as const)("%s: a person who may react angrily: stay calm, keep the door open", (lang, warning, text, pattern) => {
    const [, reply] = converse(lang, [warning, text], { support: true });
    expect(reply).toMatch(pattern);
    expect(reply).not.toMatch(/Are you thinking about taking|Denkst du daran/);
  });

  test("the act named only as 'it', or no answer after a warning, counts as danger now", () => {
    const replies = converse(
      "de",
      ["Meine Freundin hat ihre Sachen verschenkt.", "Sie antwortet nicht, was, wenn sie es heute tut?"],
      { support: true },
    );
    expect(replies[1]).toMatch(/112/);
  });

  test.each([
    ["de", "Und wenn sie nicht ans Telefon geht?", /112 oder die Polizei/],
    ["de", "Sie meldet sich seit gestern nicht.", /112 oder die Polizei/],
    ["en", "he isn't picking up his phone", /112 or the police/],
  ] as const)("%s: '%s' after a warning asks for someone to check on the person", (lang, text, pattern) => {
    const warning =
      lang === "de" ? "Meine Freundin meinte, sie hätte alles geregelt." : "My brother says he won't be around much longer.";
    const replies = converse(lang, [warning, text], { support: true });
    expect(replies[0]).not.toMatch(pattern);
    expect(replies[1]).toMatch(pattern);
  });
});

describe("a hard time long past", () => {
  test.each([
    [
      "de",
      "Vor Jahren habe ich mich geritzt, heute geht es mir gut. Wie erkläre ich die Narben im Fitnessstudio?",
      /erzähl|Erklärung|Satz/,
    ],
    ["en", "I was in a psychiatric clinic years ago. How do I explain the gap in my CV?", /sentence|explanation|tell/],
  ] as const)("%s: telling others about it is coached on its own topic", (lang, text, pattern) => {
    expect(topicOf(text)).toBe("disclosure");
    const [reply] = converse(lang, [text]);
    expectReply(reply!, lang);
    expect(reply).toMatch(pattern);
  });
});

test("deterministic: the same input gives the same reply", () => {
  const turns: CoachTurn[] = [
    { role: "user", content: "Ich habe morgen eine Präsentation." },
    { role: "assistant", content: "Ich höre dir zu." },
    { role: "user", content: "und jetzt?" },
  ];
  expect(coachReply({ turns, lang: "de" })).toBe(coachReply({ turns, lang: "de" }));
});
