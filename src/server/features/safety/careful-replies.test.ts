import { describe, expect, test } from "vitest";
import type { Lang } from "#shared/routes";
import { carefulReply } from "./careful-replies";
import { QUESTIONS, type QuestionId } from "./questions";
import { createResourceDirectory } from "./resources";

const directory = createResourceDirectory();

/** Careful-mode replies to the visitor's messages in turn, each seeing the conversation so far. */
function converse(lang: Lang, said: string[], questions: (QuestionId | null)[] = []) {
  const turns: { role: "user" | "assistant"; content: string }[] = [];
  const replies: string[] = [];
  said.forEach((text, i) => {
    turns.push({ role: "user", content: text });
    const reply = carefulReply({
      lang,
      turns: [...turns],
      levels: ["suicidal"],
      question: questions[i] ?? null,
      clarified: false,
      deflected: /^(passt schon|ok|egal|it's fine)$/i.test(text),
      affirmed: false,
      resources: directory.select(["suicidal"], lang),
    });
    turns.push({ role: "assistant", content: reply });
    replies.push(reply);
  });
  return replies;
}

const sentencesOf = (text: string) => (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim());

describe("careful mode offline: still a conversation", () => {
  const visitor = [
    "passt schon",
    "Ich bin so müde von allem.",
    "Keiner versteht mich, ich bin allein.",
    "ok",
    "passt schon",
    "Meine Eltern streiten nur noch wegen mir.",
    "Ich weiß nicht.",
    "passt schon",
  ];

  test("no sentence is said twice in eight turns, even when the visitor repeats themselves", () => {
    const replies = converse("de", visitor, ["method", "intent", "alone", "call"]);
    const all = replies.flatMap(sentencesOf);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(replies).size).toBe(replies.length);
  });

  test("each reply answers what the visitor wrote", () => {
    const replies = converse("de", visitor);
    expect(replies[0]).toContain("„passt schon“");
    expect(replies[1]).toMatch(/erschöpft|müde|Kraft/);
    expect(replies[2]).toMatch(/allein|niemand/);
    expect(replies[5]).toMatch(/Menschen|Beziehung/);
  });

  test("it asks the protocol's question last and names a way to a person", () => {
    const [reply] = converse("de", ["passt schon"], ["method"]);
    expect(reply!.endsWith(QUESTIONS.method.de)).toBe(true);
    expect(reply).toMatch(/0800 111 0 111|112/);
    expect(reply).not.toMatch(/Übung|Tipp|probier/i);
  });

  test("in English too, without repeats", () => {
    const replies = converse("en", [
      "it's fine",
      "I'm so tired of everything.",
      "nobody cares",
      "ok",
      "it's fine",
      "I don't know",
    ]);
    const all = replies.flatMap(sentencesOf);
    expect(new Set(all).size).toBe(all.length);
    expect(replies[0]).toContain("“it's fine”");
    for (const r of replies) expect(r).not.toMatch(/[äöüß]/);
  });
});
