import { describe, expect, test } from "vitest";
import { splitSentences } from "#shared/text/sentences";
import { KNOWLEDGE_HEADING, type ChatMessage } from "./chat";
import { bestPassage, createDemoChatProvider, demoReply, isRelevant, quoteFrom, replyLanguage, visitorName } from "./demo-chat";

const system: ChatMessage = {
  role: "system",
  content: "Du bist Mia, ein einfühlsamer Coach. Antworte auf Deutsch, in der Ich-Form.",
};
const ask = (content: string, extra: ChatMessage[] = []): ChatMessage[] => [system, ...extra, { role: "user", content }];

const QUESTIONS = {
  de: {
    stress: "Ich habe so viel Stress im Job und fühle mich überfordert.",
    sleep: "Ich kann nachts nicht einschlafen.",
    stageFright: "Ich habe Lampenfieber vor meinem Vortrag morgen.",
    conflict: "Ich habe Streit mit einer Kollegin.",
    motivation: "Mir fehlt jede Motivation, ich schiebe alles auf.",
    mindfulness: "Kannst du mir eine Achtsamkeitsübung zeigen?",
    greeting: "Hallo!",
    generic: "Ich weiß gerade nicht weiter.",
  },
  en: {
    stress: "I'm under so much pressure at work.",
    sleep: "I can't sleep at night.",
    stageFright: "I have stage fright before my presentation.",
    conflict: "I had an argument with my boss.",
    motivation: "I have no motivation and keep procrastinating.",
    mindfulness: "Can you guide me through a mindfulness exercise?",
    greeting: "Hello",
    generic: "I don't know what to do.",
  },
} as const;

function expectCoachAnswer(reply: string, lang: "de" | "en") {
  const sentences = splitSentences(reply);
  expect(sentences.length, reply).toBeGreaterThanOrEqual(3);
  expect(sentences.length, reply).toBeLessThanOrEqual(4);
  if (lang === "de") {
    expect(reply, "first person").toMatch(/\b(Ich|ich|mir|mich)\b/);
    expect(reply, "German").toMatch(/\b(du|dir|dich|dein\w*)\b/);
  } else {
    expect(reply, "first person").toMatch(/\b(I|I'm|I'd|me)\b/);
    expect(reply, "English").toMatch(/\b(you|your)\b/);
    expect(reply, "no German").not.toMatch(/[äöüß]|\b(ich|du|und)\b/i);
  }
}

describe("offline demo answers", () => {
  for (const lang of ["de", "en"] as const) {
    for (const [topic, question] of Object.entries(QUESTIONS[lang])) {
      test(`${lang}: ${topic} gets a warm first-person answer of 3-4 sentences`, () => {
        expectCoachAnswer(demoReply(ask(question), lang), lang);
      });
    }
  }

  test("each topic has its own answer; the same messages always give the same answer", () => {
    const answers = Object.values(QUESTIONS.de).map((q) => demoReply(ask(q), "de"));
    expect(new Set(answers).size).toBe(answers.length);
    expect(demoReply(ask(QUESTIONS.de.sleep), "de")).toBe(answers[1]);
    expect(demoReply(ask(QUESTIONS.de.sleep), "de")).toMatch(/Bildschirme/);
    // Stage fright before a talk is coached as a presentation, not as a performance on stage.
    expect(demoReply(ask(QUESTIONS.de.stageFright), "de")).toMatch(/Präsentation|Vortrag/);
  });

  test("a follow-up does not repeat an answer already given", () => {
    const first = demoReply(ask(QUESTIONS.de.stress), "de");
    const history: ChatMessage[] = [
      { role: "user", content: QUESTIONS.de.stress },
      { role: "assistant", content: first },
    ];
    const second = demoReply(ask("Vor allem der Stress mit den Terminen.", history), "de");
    expect(second).not.toBe(first);
    expectCoachAnswer(second, "de");
    const third = demoReply(ask("Meine Kollegin lässt mich nie ausreden.", history), "de");
    // The tip for being interrupted, which the message names, comes first.
    expect(third).toMatch(/deinen Gedanken noch zu Ende bringen/);
  });

  test("English when the page is English, or when the system prompt asks for English", () => {
    expect(replyLanguage(ask("Hallo"))).toBe("de");
    expect(replyLanguage(ask("Hallo"), "en")).toBe("en");
    const english: ChatMessage[] = [
      { role: "system", content: "You are Mia. The visitor is on the English page: answer in English, in the first person." },
      { role: "user", content: "I can't sleep." },
    ];
    expect(replyLanguage(english)).toBe("en");
  });
});

describe("knowledge base", () => {
  const knowledge = (passages: string[]): ChatMessage => ({
    role: "system",
    content: `${KNOWLEDGE_HEADING}\n\n${passages.join("\n\n")}`,
  });

  test("quotes the best passage's most fitting sentence and names the document", () => {
    const messages = ask("Was hilft gegen Lampenfieber vor einem Vortrag?", [
      knowledge([
        "[Lampenfieber-Ratgeber.pdf] Viele Menschen kennen das Gefühl. Gegen Lampenfieber hilft eine ruhige Bauchatmung kurz vor dem Vortrag. Danach fällt der Einstieg leichter.",
        "[Schlaf.pdf] Eine feste Abendroutine verbessert den Schlaf.",
      ]),
    ]);
    const reply = demoReply(messages, "de");
    expect(reply).toContain("Wissensdatenbank");
    expect(reply).toContain("„Lampenfieber-Ratgeber.pdf“");
    expect(reply).toContain("„Gegen Lampenfieber hilft eine ruhige Bauchatmung kurz vor dem Vortrag.“");
    expect(reply).not.toContain("Schlaf.pdf");
    expectCoachAnswer(reply, "de");
  });

  test("in English too, and without a title", () => {
    const reply = demoReply(
      ask("How do I calm down before a talk?", [knowledge(["Slow breathing before a talk calms the nervous system."])]),
      "en",
    );
    expect(reply).toContain("knowledge base");
    expect(reply).toContain("“Slow breathing before a talk calms the nervous system.”");
    expectCoachAnswer(reply, "en");
    // A German passage on the English page is quoted as it is, and said to be German.
    const german = demoReply(
      ask("What helps against Lampenfieber?", [
        knowledge(["[Ratgeber.pdf] Viele kennen das. Gegen Lampenfieber hilft eine ruhige Bauchatmung."]),
      ]),
      "en",
    );
    expect(german).toContain("“Ratgeber.pdf” says in German: “Gegen Lampenfieber hilft eine ruhige Bauchatmung.”");
  });

  test("a passage that does not share the question's words is not quoted", () => {
    const weak = knowledge(["[Ernährung.pdf] Viele Menschen trinken zu wenig Wasser am Tag, besonders im Büro."]);
    expect(isRelevant("Viele Menschen trinken zu wenig Wasser am Tag.", "Wie werde ich ruhiger vor dem Vortrag?")).toBe(false);
    expect(isRelevant("Gegen Lampenfieber hilft eine ruhige Bauchatmung.", "Was hilft gegen Lampenfieber?")).toBe(true);
    const reply = demoReply(ask("Ich habe Lampenfieber vor meinem Vortrag.", [weak]), "de");
    expect(reply).not.toContain("Ernährung.pdf");
    expect(reply).toMatch(/Präsentation|Vortrag/);
  });

  test("quotes the sentences holding the words retrieval matched, not the handout's most generic one", () => {
    const passage =
      "Viele Menschen kennen das. Wer vor einer Klausur nicht einschlafen kann, legt das Lernen früher beiseite. Ein Abendspaziergang hilft beim Einschlafen. Sport tut gut.";
    const question = "Ich kann vor der Prüfung nicht schlafen.";
    // Without the matched words no sentence shares a stem with the question: the first that says something.
    expect(quoteFrom(passage, question)).toBe("Wer vor einer Klausur nicht einschlafen kann, legt das Lernen früher beiseite.");
    expect(quoteFrom(passage, question, ["Einschlafen"])).toBe(
      "Wer vor einer Klausur nicht einschlafen kann, legt das Lernen früher beiseite. Ein Abendspaziergang hilft beim Einschlafen.",
    );
    expect(quoteFrom(passage, "Was hilft gegen Sport-Frust?", ["Sport"])).toBe("Sport tut gut.");
    // A word only one sentence holds says more than one the whole passage repeats.
    const stageFright =
      "Lampenfieber vor Vorträgen kennt fast jeder. Wer seinen Vortrag laut probt, geht sicherer in die Situation. Ein Blackout ist meist nach wenigen Sekunden vorbei.";
    expect(quoteFrom(stageFright, "Was mache ich bei einem Blackout im Vortrag?", ["Vorträgen", "Vortrag", "Blackout"])).toBe(
      "Ein Blackout ist meist nach wenigen Sekunden vorbei.",
    );
    // The chat's passages passed its retrieval: the coach quotes the best one even without a shared stem.
    const reply = demoReply(ask(question), "de", {
      passages: [{ title: "Schlaf.pdf", text: passage, matched: ["Klausur", "einschlafen", "Einschlafen"] }],
    });
    expect(reply).toContain("Wer vor einer Klausur nicht einschlafen kann");
  });

  test("parses passages and keeps long quotes short enough to read aloud", () => {
    expect(bestPassage(ask("x"))).toBeUndefined();
    expect(bestPassage([knowledge(["[A.pdf] Erste Zei-\nle geht\n weiter.", "[B.pdf] Zwei."])])).toEqual({
      title: "A.pdf",
      text: "Erste Zeile geht weiter.",
    });
    const long = `${"Sehr langer Satz ohne Ende ".repeat(20)}.`;
    const quote = quoteFrom(long, "Satz");
    expect(quote.length).toBeLessThanOrEqual(222);
    expect(quote).toMatch(/ …$/);
  });
});

describe("a conversation", () => {
  /** Plays a conversation: each visitor message gets the demo's answer, which joins the history. */
  function converse(lang: "de" | "en", visitor: string[]): string[] {
    const history: ChatMessage[] = [system];
    const answers: string[] = [];
    for (const text of visitor) {
      history.push({ role: "user", content: text });
      const answer = demoReply(history, lang);
      answers.push(answer);
      history.push({ role: "assistant", content: answer });
    }
    return answers;
  }

  test("six German turns: the name from turn one comes back, no answer repeats, each is 3-4 sentences", () => {
    const answers = converse("de", [
      "Hallo, ich heiße Anna und ich habe im Moment so viel Stress im Job.",
      "Vor allem die vielen Termine setzen mich unter Druck.",
      "Und abends kann ich dann nicht einschlafen.",
      "Der Stress hört einfach nicht auf.",
      "Ich weiß nicht, ob das alles so weitergehen kann.",
      "Stress, Stress, Stress.",
    ]);
    expect(new Set(answers).size).toBe(answers.length);
    for (const a of answers) expectCoachAnswer(a, "de");
    expect(answers[0]).toContain("Anna");
    expect(answers.slice(1).filter((a) => a.includes("Anna")).length).toBeGreaterThanOrEqual(2);
    // The sleep question gets the sleep answer; a later follow-up comes back to what was said first.
    expect(answers[2]).toMatch(/Bildschirme/);
    expect(answers.slice(3).some((a) => /deinen Stress|deinen Schlaf/.test(a))).toBe(true);
  });

  test("three English turns: the name is used, nothing repeats, nothing German", () => {
    const answers = converse("en", [
      "Hi, my name is Tom. I can't sleep at night.",
      "I still can't sleep, I lie awake for hours.",
      "It's the same every night.",
    ]);
    expect(new Set(answers).size).toBe(3);
    for (const a of answers) expectCoachAnswer(a, "en");
    expect(answers[0]).toContain("Tom");
    expect(answers.join(" ")).toMatch(/Tom[\s\S]*Tom/);
  });

  test("names: given in any turn, not mistaken for a job or a mood", () => {
    const user = (content: string): ChatMessage => ({ role: "user", content });
    expect(visitorName([user("Ich heiße Jonas.")])).toBe("Jonas");
    expect(visitorName([user("Mein Name ist Ayşe, und du?")])).toBe("Ayşe");
    expect(visitorName([user("I'm Priya and I'm nervous.")])).toBe("Priya");
    expect(visitorName([user("Ich bin Lehrerin und müde.")])).toBeUndefined();
    expect(visitorName([user("I'm Tired of everything.")])).toBeUndefined();
    expect(visitorName([user("Ich habe Stress.")])).toBeUndefined();
    // Typed in lower case, a name counts where the message is nothing but the introduction.
    expect(visitorName([user("hi im sam")])).toBe("Sam");
    expect(visitorName([user("hi im tired")])).toBeUndefined();
    expect(visitorName([user("im stuck")])).toBeUndefined();
  });
});

describe("the offline coach behind demoReply", () => {
  // demoReply hands the visitor's and its own turns to the offline coach (offline-coach/coach.ts, tested there);
  // these check that the system messages stay out of the thread and the knowledge message still reaches it.
  test("keeps the thread across the system messages", () => {
    const history: ChatMessage[] = [system, { role: "user", content: "Meine Kollegin redet mir in jedem Meeting rein." }];
    history.push({ role: "assistant", content: demoReply(history, "de") });
    history.push({ role: "user", content: "Wie soll ich das Gespräch mit ihr anfangen?" });
    const reply = demoReply(history, "de");
    expect(reply).toMatch(/„.+“/);
    expect(reply).toMatch(/Meeting|zusammenarbeiten|Zusammenarbeit/);
    expect(reply).not.toMatch(/aufzuschreiben|Zettel/);
    expectCoachAnswer(reply, "de");
  });

  test("recalls its last tip and the visitor's name", () => {
    const history: ChatMessage[] = [system, { role: "user", content: "Hi, I'm Tom. I can't sleep at night." }];
    const first = demoReply(history, "en");
    history.push({ role: "assistant", content: first }, { role: "user", content: "What was the tip again?" });
    const recall = demoReply(history, "en");
    expect(recall).toMatch(/Earlier I suggested|My last tip was|I had recommended/);
    expect(recall).toContain("putting all screens away an hour before bed");
    history.push({ role: "assistant", content: recall }, { role: "user", content: "Do you remember my name?" });
    expect(demoReply(history, "en")).toContain("Tom");
  });
});

describe("streaming", () => {
  test("streams the answer word by word and honours the abort signal", async () => {
    const provider = createDemoChatProvider({ tokenDelayMs: 0 });
    expect(provider.name).toBe("demo");
    const req = {
      messages: ask(QUESTIONS.de.stress),
      model: "demo",
      temperature: 0.5,
      maxTokens: 500,
      signal: new AbortController().signal,
    };
    const tokens: string[] = [];
    for await (const t of provider.stream(req)) tokens.push(t);
    expect(tokens.join("")).toBe(demoReply(req.messages, "de"));
    expect(tokens.length).toBeGreaterThan(30);
    expect(tokens.slice(1).every((t) => /^\s\S+$/.test(t))).toBe(true);

    const controller = new AbortController();
    const slow = createDemoChatProvider({ tokenDelayMs: 1000 });
    const started = performance.now();
    const seen: string[] = [];
    const run = (async () => {
      for await (const t of slow.stream({ ...req, lang: "en", signal: controller.signal })) seen.push(t);
    })();
    setTimeout(() => controller.abort(), 20);
    await run;
    expect(seen).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  test("paces words by tokenDelayMs", async () => {
    const provider = createDemoChatProvider({ tokenDelayMs: 10 });
    const started = performance.now();
    let count = 0;
    for await (const _ of provider.stream({
      messages: ask("Hallo"),
      model: "demo",
      temperature: 0.5,
      maxTokens: 500,
      signal: new AbortController().signal,
    }))
      count++;
    expect(performance.now() - started).toBeGreaterThanOrEqual(count * 10 - 5);
  });
});
