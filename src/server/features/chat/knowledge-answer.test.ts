import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { ask, insertCompletedDocument } from "./chat-test-helpers";

// The test box and the chat use one retrieval (search/explained.ts): a passage the test box shows as going to the
// coach reaches the offline coach's answer, which quotes the sentence that answers the question.

const HANDOUT = [
  "Viele Menschen kennen das aus ihrem Berufsleben und aus der Ausbildung.",
  "Wer vor einer Klausur nicht einschlafen kann, legt das Lernen eine Stunde vor dem Zubettgehen beiseite.",
  "Auch Sport am Nachmittag tut gut.",
].join(" ");
const ANSWER = "Wer vor einer Klausur nicht einschlafen kann, legt das Lernen eine Stunde vor dem Zubettgehen beiseite.";

describe.each(ENGINES)("test box and chat agree on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
    await insertCompletedDocument(t, "Gut schlafen vor Prüfungen.pdf", HANDOUT);
    await insertCompletedDocument(t, "Allgemeines.pdf", "Viele Menschen kennen Stress im Alltag und suchen nach Ruhe.");
  });
  afterAll(() => t.close());

  /** What the test box shows for a question, and what the chat answers to it. */
  async function boxAndChat(question: string) {
    const box = (
      await t.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent(question)}`, headers: { cookie } })
    ).json<{ title: string; usedByCoach: boolean; synonyms: { word: string; for: string; translation?: boolean }[] }[]>();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask(question),
    });
    return { box, ...res.json<{ reply: string; sources: { title: string }[] }>() };
  }

  for (const question of [
    "Ich kann vor der Prüfung nicht schlafen. Was hilft?",
    "Wie schlafe ich vor einem Examen besser ein?",
  ]) {
    test(`"${question}": the test box's match is quoted by its answering sentence`, async () => {
      const { box, reply, sources } = await boxAndChat(question);
      expect(box[0]).toMatchObject({ title: "Gut schlafen vor Prüfungen.pdf", usedByCoach: true });
      expect(reply).toContain("„Gut schlafen vor Prüfungen.pdf“");
      expect(reply).toContain(ANSWER);
      // Not the handout's generic first sentence.
      expect(reply).not.toContain("Viele Menschen kennen das");
      expect(sources.map((s) => s.title)).toContain("Gut schlafen vor Prüfungen.pdf");
    });
  }

  test("an English question reaches the German handout through the glossary, in the test box and the chat", async () => {
    const question = "I can't fall asleep before an exam, what helps?";
    const { box, reply, sources } = await boxAndChat(question);
    expect(box[0]).toMatchObject({ title: "Gut schlafen vor Prüfungen.pdf", usedByCoach: true });
    expect(box[0]?.synonyms).toEqual(
      expect.arrayContaining([
        { word: "Klausur", for: "exam", translation: true },
        { word: "einschlafen", for: "asleep", translation: true },
      ]),
    );
    expect(sources.map((s) => s.title)).toContain("Gut schlafen vor Prüfungen.pdf");
    expect(reply).toContain(ANSWER);
  });
});
