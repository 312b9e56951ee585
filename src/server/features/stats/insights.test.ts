import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ConversationInsights } from "#shared/contracts/dashboard";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";

describe.each(ENGINES)("conversation insights on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
    const [doc] = await t.db.database.query<{ id: string }>(
      `INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ('Lampenfieber.pdf', 'l', '/x', 'COMPLETED', 1) RETURNING id`,
    );
    await t.db.database.query(
      `INSERT INTO passages (document_id, ordinal, page, text, language, tsv) VALUES ($1, 0, 1, $2, 'de', to_tsvector('german', $2))`,
      [doc!.id, "Gegen Lampenfieber vor einem Vortrag hilft eine ruhige Bauchatmung."],
    );
  });
  afterAll(() => t.close());

  /** One visitor's conversation: each message a turn, by voice or typed; returns its id and the visitor's cookie. */
  async function converse(messages: string[], voice: boolean, persona = "demo") {
    let conversationId: string | undefined;
    let cookieHeader: string | undefined;
    const history: { role: "user" | "assistant"; content: string }[] = [];
    for (const content of messages) {
      history.push({ role: "user", content });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: { accept: "application/json", ...(cookieHeader ? { cookie: cookieHeader } : {}) },
        payload: { persona, messages: history, voice, conversationId },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { reply: string; conversationId: string };
      conversationId = body.conversationId;
      history.push({ role: "assistant", content: body.reply });
      const visitor = res.cookies.find((c) => c.name === "mc_visitor");
      if (visitor) cookieHeader = `mc_visitor=${visitor.value}`;
    }
    return { conversationId: conversationId!, cookieHeader: cookieHeader! };
  }

  test("per persona: conversations, voice or typed, turns, ratings, crisis answers and unanswered questions", async () => {
    // Two turns by voice: one the knowledge base answers, one it cannot ("Wetter").
    const spoken = await converse(
      ["Was hilft gegen Lampenfieber vor einem Vortrag?", "Wie wird das Wetter morgen in Hamburg?"],
      true,
    );
    await converse(["Ich will nicht mehr leben."], false);
    const rate = (c: { conversationId: string; cookieHeader: string }, rating: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/feedback",
        headers: { cookie: c.cookieHeader },
        payload: { conversationId: c.conversationId, rating },
      });
    expect((await rate(spoken, 4)).statusCode).toBe(204);

    expect((await t.app.inject({ url: "/api/insights" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/insights?days=5", headers: { cookie } })).statusCode).toBe(400);
    const res = await t.app.inject({ url: "/api/insights?days=7", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const insights = res.json() as ConversationInsights;
    // The demo page's persona is the default one, Mia.
    const demo = insights.personas.find((p) => p.slug === "mia")!;
    expect(demo).toMatchObject({
      conversations: 2,
      voiceConversations: 1,
      turns: 3,
      ratings: [0, 0, 0, 1, 0],
      unansweredTurns: 1,
    });
    expect(demo.crisisByLevel.suicidal).toBe(1);
    expect(demo.averageDurationSeconds).toBeGreaterThanOrEqual(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(insights.daily).toContainEqual({ date: today, personaId: demo.personaId, conversations: 2, voiceConversations: 1 });
    // Counts only: no message text anywhere in the answer.
    expect(res.body).not.toContain("Lampenfieber");
    expect(res.body).not.toContain("leben");
  });
});
