import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { parseSse } from "#tests/helpers/sse";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { ask, insertCompletedDocument } from "./chat-test-helpers";

// The chat with the offline demo provider, and its abuse control. (chat-providers.test.ts talks to real provider protocols.)

describe.each(ENGINES)("chat on %s with the offline demo provider", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => t.close());

  test("streams text events and ends with done, and counts the conversation", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Ich habe so viel Stress im Job.") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = parseSse(res.body);
    const text = events
      .filter((e) => e.event === "text")
      .map((e) => (e.data as { delta: string }).delta)
      .join("");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const data = done.data as { reply: string; conversationId: string; crisis: boolean; sources: unknown[] };
    expect(data.reply).toBe(text.trim());
    expect(data.crisis).toBe(false);
    // First person, three to four sentences.
    expect(data.reply).toMatch(/\bIch\b/);
    const sentences = data.reply.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(4);
    // Counted, and no text kept: the visitor gave no consent (and transcripts are off by default).
    const rows = await t.db.database.query<{ message_count: number; turns: number }>(
      "SELECT message_count, (SELECT count(*)::int FROM transcript_turns WHERE conversation_id = $1) AS turns FROM conversations WHERE id = $1",
      [data.conversationId],
    );
    expect(rows[0]).toEqual({ message_count: 1, turns: 0 });
  });

  test("answers in English on English pages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask("I can't sleep at night.", { lang: "en" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toMatch(/^I /);
  });

  test("draws on the knowledge base and names the sources", async () => {
    const id = await insertCompletedDocument(
      t,
      "Lampenfieber-Ratgeber.pdf",
      "Gegen Lampenfieber hilft eine ruhige Bauchatmung kurz vor dem Vortrag.",
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask("Was hilft mir gegen Lampenfieber vor einem Vortrag?"),
    });
    const body = res.json();
    expect(body.sources).toEqual([{ documentId: id, title: "Lampenfieber-Ratgeber.pdf", page: 1 }]);
    expect(body.reply).toContain("Lampenfieber-Ratgeber.pdf");
    expect(body.reply).toContain("ruhige Bauchatmung");
  });

  test("'Quellen' names only the passage the answer quoted, with its page; a weak match is not quoted", async () => {
    await insertCompletedDocument(
      t,
      "Atem-Ratgeber.pdf",
      "Bei Lampenfieber atmen viele zu flach. Übungen für den Atem findest du im Anhang.",
    );
    const asked = (question: string) =>
      t.app.inject({ method: "POST", url: "/api/chat", headers: { accept: "application/json" }, payload: ask(question) });
    const body = (await asked("Was hilft mir gegen Lampenfieber vor einem Vortrag?")).json();
    const quoted = body.sources as { title: string; page: number }[];
    expect(quoted).toHaveLength(1);
    expect(body.reply).toContain(quoted[0]!.title);
    // Only "Alltag" is shared with the question: retrieval offers the passage, the coach does not quote it.
    await insertCompletedDocument(t, "Rhetorik.pdf", "Ein guter Vortrag beginnt mit einer Geschichte aus dem Alltag.");
    const weak = (await asked("Wie gehe ich mit Ärger im Alltag um?")).json();
    expect(weak.reply).not.toContain("Rhetorik.pdf");
    expect(weak.sources).toEqual([]);
  });

  test("a crisis message gets the fixed answer with crisis lines", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask("Ich will nicht mehr leben."),
    });
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.reply).toContain("0800 111 0 111");
    expect(body.sources).toEqual([]);
  });

  test("bad input is a 400 with a message", async () => {
    for (const payload of [
      {},
      { messages: [] },
      ask("   "),
      { messages: [{ role: "assistant", content: "Hallo" }] },
      ask("x".repeat(2001)),
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/chat", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const unknown = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo", { persona: "niemand" }) });
    expect(unknown.statusCode).toBe(404);
  });

  test("feedback: a rating per conversation, 1 to 5, from the visitor who held it", async () => {
    const chat = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask("Hallo"),
    });
    const conversationId = chat.json().conversationId as string;
    const visitor = chat.cookies.find((c) => c.name === "mc_visitor")!;
    const headers = { cookie: `mc_visitor=${visitor.value}` };
    expect(
      (await t.app.inject({ method: "POST", url: "/api/feedback", headers, payload: { conversationId, rating: 6 } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/feedback", headers, payload: { conversationId, rating: 5 } })).statusCode,
    ).toBe(204);
    const again = await t.app.inject({ method: "POST", url: "/api/feedback", headers, payload: { conversationId, rating: 4 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "Dieses Gespräch wurde bereits bewertet.", code: "already-rated" });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers,
      payload: { conversationId: "00000000-0000-4000-8000-000000000000", rating: 3 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  test("persona lookup", async () => {
    const res = await t.app.inject("/api/personas/demo");
    expect(res.json()).toEqual({
      name: "Mia",
      slug: "demo",
      greeting: "Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?",
      patience: { minMs: 350, maxMs: 1500 },
    });
    expect((await t.app.inject("/api/personas/mia")).statusCode).toBe(200);
    expect((await t.app.inject("/api/personas/unbekannt")).statusCode).toBe(404);
  });

  test("without a voice provider, TTS says the configuration is missing; bad text never gets that far", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/api/tts", payload: { persona: "demo", text: "Hallo" } });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ error: ERROR_TEXTS.de["tts-not-configured"], code: "tts-not-configured" });
    for (const text of ["", "   ", "x".repeat(5001)]) {
      const res = await t.app.inject({ method: "POST", url: "/api/tts", payload: { persona: "demo", text } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Der Text ist zu lang oder ungültig für die Sprachausgabe.",
        code: "tts-invalid-text",
      });
    }
    const stt = await t.app.inject({
      method: "POST",
      url: "/api/stt",
      headers: { "content-type": "audio/webm" },
      payload: Buffer.from("abc"),
    });
    expect(stt.statusCode).toBe(503);
  });
});

describe("abuse control", () => {
  test("per-client rate limit and daily cap answer 429 with a friendly message", async () => {
    const t = await createTestApp("pglite", { CHAT_RATE_LIMIT_PER_MINUTE: "2", DAILY_CHAT_CAP: "1000" });
    try {
      const send = () =>
        t.app.inject({ method: "POST", url: "/api/chat", headers: { accept: "application/json" }, payload: ask("Hallo") });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: ERROR_TEXTS.de["rate-limited"], code: "rate-limited" });
      // Another client is not affected.
      const other = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        remoteAddress: "10.0.0.9",
        headers: { accept: "application/json" },
        payload: ask("Hallo"),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
    const capped = await createTestApp("pglite", { CHAT_RATE_LIMIT_PER_MINUTE: "100", DAILY_CHAT_CAP: "1" });
    try {
      const send = (ip: string) =>
        capped.app.inject({
          method: "POST",
          url: "/api/chat",
          remoteAddress: ip,
          headers: { accept: "application/json" },
          payload: ask("Hallo"),
        });
      expect((await send("10.0.0.1")).statusCode).toBe(200);
      const res = await send("10.0.0.2");
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: ERROR_TEXTS.de["daily-cap"], code: "daily-cap" });
    } finally {
      await capped.close();
    }
  });
});
