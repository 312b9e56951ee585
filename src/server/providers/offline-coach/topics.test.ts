import { describe, expect, test } from "vitest";
import { splitSentences } from "#shared/text/sentences";
import { coachReply } from "./coach";
import { phrases } from "./phrases";
import { unansweredAsks } from "./intents";
import { TOPIC_IDS, topicOf, topicTexts, type TopicId } from "./topics";

/** Each sentence of a reply variant: 3 sentences, first person, and English without German. */
function expectVariant(text: string, lang: "de" | "en") {
  expect(splitSentences(text), text).toHaveLength(3);
  if (lang === "de") expect(text).toMatch(/\b(Ich|ich|mir|mich)\b/);
  else {
    expect(text).toMatch(/\b(I|I'm|I'd|I've|me)\b/);
    expect(text).not.toMatch(/[äöüß]|\b(ich|du|und)\b/i);
  }
}

describe("topic catalogue", () => {
  const cases: [TopicId, string[]][] = [
    [
      "exam",
      ["Ich habe morgen meine Prüfung", "Prüfungsangst", "Klausurenphase", "pruefung morgen", "Examen", "mündliche Prüfung"],
    ],
    ["exam", ["I have an exam on Friday", "my test is tomorrow", "finals week", "Ich habe Lampenfieber vor der Prüfung"]],
    ["stage", ["Auftritt am Samstag", "Lampenfieber", "my audition", "a concert on Sunday"]],
    [
      "presentation",
      [
        "mein Vortrag",
        "die Präsentation",
        "Referat",
        "presentation",
        "speech",
        "a pitch",
        "Lampenfieber vor meiner Präsentation",
      ],
    ],
    [
      "interview",
      [
        "Ich habe am Freitag ein Vorstellungsgespräch",
        "das Bewerbungsgespräch",
        "a job interview on Friday",
        "assessment center",
      ],
    ],
    [
      "worktalk",
      [
        "morgen ist meine Gehaltsverhandlung",
        "Ich muss einem Mitarbeiter kündigen",
        "das Jahresgespräch mit meiner Chefin",
        "I want to ask for a raise",
        "I have to let someone on my team go",
        "my performance review",
      ],
    ],
    [
      "career",
      ["Ich überlege, den Job zu wechseln", "berufliche Neuorientierung", "Should I quit my job and start my own business?"],
    ],
    [
      "boundaries",
      ["Ich kann nicht Nein sagen", "alle laden ihre Arbeit bei mir ab", "I keep saying yes to everything", "setting boundaries"],
    ],
    ["overload", ["Ich kann mich nicht konzentrieren, ständig kommen Mails rein", "drowning in emails"]],
    [
      "caring",
      [
        "Ich pflege seit zwei Jahren meine Mutter, sie hat Demenz",
        "Mein Vater kommt ins Pflegeheim",
        "My mum has dementia and I'm her carer",
        "caring for my dad",
      ],
    ],
    ["stress", ["I'm starting a new job on Monday and I'm nervous."]],
    ["overload", ["zu viel auf dem Schreibtisch", "Überstunden", "die Deadline", "too much on my plate", "my workload"]],
    ["conflict", ["Mein Kollege redet mir ständig rein", "mein Chef", "da Schef", "my colleague interrupts me"]],
    ["relationship", ["Trennung", "Mein Freund hat Schluss gemacht", "the breakup"]],
    ["parenting", ["meine Kinder", "unser Kleinkind", "die Trotzphase", "my toddler"]],
    [
      "teen",
      [
        "mein Teenager",
        "meine Tochter (15) redet nicht mehr mit mir",
        "My teenage daughter won't talk to me anymore.",
        "Pubertät",
      ],
    ],
    ["family", ["mei Schwiegermuatta", "meine Schwiegermutter", "my mother-in-law"]],
    ["sleep", ["Ich kann nicht schlafen", "I can't sleep", "Ich liege abends ewig wach"]],
    ["grief", ["Meine Oma ist gestorben", "Trauer", "die Beerdigung", "grief", "my dad passed away"]],
    ["panic", ["Panikattacke", "Herzrasen", "a panic attack"]],
    ["health", ["Ich habe einen Knoten ertastet", "Symptome googeln", "health anxiety"]],
    ["money", ["Schulden", "der Dispo", "eine Mahnung", "debt", "my overdraft"]],
    ["lonely", ["Ich bin so einsam", "Ich kenne hier niemanden", "I moved to a new city and don't know anyone"]],
    ["selfdoubt", ["Ich fühle mich wie ein Hochstapler", "nicht gut genug", "I feel like a fraud", "impostor syndrome"]],
    ["anger", ["Wut", "Ich habe meinen Mann angeschrien", "Ich bin ausgerastet", "my anger", "I snapped at my kids"]],
    ["fear", ["Höhenangst", "I'm scared of heights", "Angst vor Spinnen", "afraid of flying"]],
    ["motivation", ["Ich schiebe alles auf", "I keep procrastinating"]],
    [
      "calm",
      [
        "Achtsamkeit",
        "a mindfulness exercise",
        "Which breathing exercise calms me down before a meeting?",
        "Welche Atemübung beruhigt mich vor dem Meeting?",
      ],
    ],
    ["stress", ["Ich bin total ueberfordert", "so much pressure"]],
  ];
  for (const [topic, messages] of cases) {
    test(`${topic}: ${messages.join(" / ")}`, () => {
      for (const m of messages) expect(topicOf(m), m).toBe(topic);
    });
  }

  test("an exam is never stage fright", () => {
    for (const m of ["Ich habe Angst vor der mündlichen Prüfung", "Prüfung", "nervous about my exam", "Referat oder Prüfung?"]) {
      expect(topicOf(m), m).toBe("exam");
    }
    const reply = coachReply({ turns: [{ role: "user", content: "Ich habe Lampenfieber vor meiner Prüfung." }], lang: "de" });
    expect(
      topicTexts("exam", "de").tips.some((t) => reply.includes(t)),
      reply,
    ).toBe(true);
    expect(reply).not.toMatch(/Auftritt|Publikum|Vortrag/);
  });

  for (const lang of ["de", "en"] as const) {
    test(`${lang}: every topic has three variants of 3-4 sentences, each a single sentence per part`, () => {
      const leads = phrases(lang).leads;
      for (const id of TOPIC_IDS) {
        const t = topicTexts(id, lang);
        expect(Math.min(t.opens.length, t.tips.length, t.asks.length), id).toBeGreaterThanOrEqual(3);
        for (let i = 0; i < 3; i++) {
          const variant = `${t.opens[i]} ${leads[0]!.replace("{tip}", t.tips[i]!)} ${t.asks[i]}`;
          expectVariant(variant, lang);
        }
      }
    });

    test(`${lang}: every stock phrase is one sentence`, () => {
      for (const [pool, entries] of Object.entries(phrases(lang))) {
        for (const entry of [entries].flat()) {
          if (pool === "knowledgeOther") continue;
          const filled = entry.replace(/\{\w+\}/g, "x");
          expect(splitSentences(filled), filled).toHaveLength(1);
        }
      }
    });
  }
});

describe("conversations at work", () => {
  const talk = (lang: "de" | "en", ...messages: string[]) => {
    const turns: { role: "user" | "assistant"; content: string }[] = [];
    for (const content of messages) {
      turns.push({ role: "user", content });
      turns.push({ role: "assistant", content: coachReply({ turns, lang }) });
    }
    return turns.filter((t) => t.role === "assistant").map((t) => t.content);
  };

  test("a job interview stays a job interview, not a performance on stage", () => {
    const replies = talk(
      "en",
      "Hi, I'm Tom. I have a job interview on Friday and I'm already dreading it.",
      "It's for a team lead role. I always blank when they ask about my weaknesses.",
      "ok and what if my mind goes blank in the middle of an answer?",
    );
    for (const r of replies) expect(r).not.toMatch(/stage|audience|bars|performance/i);
    expect(replies.join(" ")).toMatch(/interview/);
  });

  test("the opening for a dismissal speaks to the employee", () => {
    const [, opening] = talk(
      "de",
      "Ich muss morgen einer Mitarbeiterin kündigen.",
      "Wie soll ich das Gespräch mit ihr anfangen?",
    );
    expect(opening).toContain("kein leichtes Thema");
    expect(opening).not.toContain("wie es mir geht");
  });
});

describe("a fear that is no phobia", () => {
  test.each([
    ["Ich überlege, den Job zu wechseln, aber ich habe Angst vor dem Risiko.", "de"],
    ["I'm afraid of failing again.", "en"],
    ["Ich habe Angst, dass ich es nicht schaffe.", "de"],
  ] as const)("is not coached with steps towards a feared thing: %s", (text, lang) => {
    expect(topicOf(text)).not.toBe("fear");
    expect(coachReply({ turns: [{ role: "user", content: text }], lang })).not.toMatch(/Foto|photo/);
  });
});

describe("questions already answered", () => {
  test("the coach does not ask when or since when after the visitor said it", () => {
    const turns: { role: "user" | "assistant"; content: string }[] = [];
    const replies: string[] = [];
    for (const content of [
      "Ich schlafe seit Wochen schlecht, weil mir die Arbeit nachts im Kopf rumgeht.",
      "Was mache ich, wenn ich um 3 Uhr aufwache?",
      "Und wenn ich abends nicht abschalten kann?",
      "Okay, danke.",
    ]) {
      turns.push({ role: "user", content });
      const reply = coachReply({ turns, lang: "de" });
      replies.push(reply);
      turns.push({ role: "assistant", content: reply });
    }
    expect(replies.join(" ")).not.toContain("Seit wann");
    expect(unansweredAsks(["Wann findet das Gespräch statt?", "Wie geht es dir?"], ["Das Gespräch ist morgen."])).toEqual([
      "Wie geht es dir?",
    ]);
    expect(unansweredAsks(["When is the interview?"], ["I have an interview soon"])).toEqual(["When is the interview?"]);
    // When it began, said as a point in time, answers "since when" too; an age in brackets is an age.
    expect(unansweredAsks(["How long have you been leading the team?"], ["I got promoted to team lead last month"])).toEqual([]);
    expect(unansweredAsks(["Seit wann geht das so?"], ["Vor drei Wochen hat sie angefangen, mich zu ignorieren."])).toEqual([]);
    expect(unansweredAsks(["Wie alt ist dein Kind gerade?"], ["Meine Tochter (15) redet kaum noch mit mir."])).toEqual([]);
    expect(unansweredAsks(["How long have you been leading the team?"], ["I lead a team of six"])).toHaveLength(1);
  });
});

test("a first message that says what is wrong is not asked what is on the visitor's mind", () => {
  const text = "Seit dem Sommerfest grüßt uns niemand mehr in der Straße und ich bin so verletzt.";
  expect(topicOf(text)).toBeUndefined();
  expect(coachReply({ turns: [{ role: "user", content: text }], lang: "de" })).not.toContain(
    "was dich gerade am meisten beschäftigt",
  );
  expect(coachReply({ turns: [{ role: "user", content: "hmm" }], lang: "de" })).toContain(
    "was dich gerade am meisten beschäftigt",
  );
});
