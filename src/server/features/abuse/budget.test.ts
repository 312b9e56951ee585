import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { createSecondInstance, createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { parseSse } from "#tests/helpers/sse";
import { startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { ERROR_TEXTS } from "#shared/contracts/errors";

const ask = (extra: Record<string, unknown> = {}) => ({
  persona: "demo",
  messages: [{ role: "user", content: "Hallo" }],
  ...extra,
});

describe.each(ENGINES)("one budget for chat, speech and transcription on %s", (engine) => {
  let openai: FakeOpenAi;
  let eleven: FakeElevenLabs;
  let t: TestApp | undefined;
  let client = 0;
  /** A fresh client address per test, so only the limit under test counts. */
  let ip = "";

  beforeAll(async () => {
    openai = await startFakeOpenAi(
      { reply: "Ich verstehe dich gut. Atme einmal tief durch. Was brauchst du jetzt?" },
      "sk-test-budget",
    );
    eleven = await startFakeElevenLabs();
  });
  afterAll(async () => {
    await openai.close();
    await eleven.close();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    openai.requests.length = 0;
    eleven.requests.length = 0;
  });
  const start = async (limits: Record<string, string>) => {
    ip = `198.51.100.${++client}`;
    t = await createTestApp(engine, {
      OPENAI_API_KEY: "sk-test-budget",
      OPENAI_BASE_URL: openai.url,
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: eleven.url,
      ELEVENLABS_VOICE_ID: "voice-123",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
      ...limits,
    });
    return t;
  };
  const chat = (extra: Record<string, unknown> = {}, from = ip) =>
    t!.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: from,
      headers: { accept: "application/json" },
      payload: ask(extra),
    });
  const speak = (text: string, headers: Record<string, string> = {}, from = ip) =>
    t!.app.inject({ method: "POST", url: "/api/tts", remoteAddress: from, headers, payload: { persona: "demo", text } });
  const transcribe = (bytes: number, headers: Record<string, string> = {}, from = ip) =>
    t!.app.inject({
      method: "POST",
      url: "/api/stt",
      remoteAddress: from,
      headers: { "content-type": "audio/webm", ...headers },
      payload: Buffer.alloc(bytes, 1),
    });
  const transcriptions = () => openai.requests.filter((r) => r.path.startsWith("/v1/audio/")).length;
  const completions = () => openai.requests.filter((r) => r.path.startsWith("/v1/chat/")).length;

  test("after chat has used the daily budget, speech and transcription answer 429 and no provider hears of them", async () => {
    await start({ DAILY_CHAT_CAP: "2" });
    // Different visitors: only the site-wide budget plays a part.
    expect((await chat({}, "198.51.100.201")).statusCode).toBe(200);
    expect((await chat({}, "198.51.100.202")).statusCode).toBe(200);
    expect(completions()).toBe(2);

    const third = await chat();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: ERROR_TEXTS.de["daily-cap"], code: "daily-cap" });

    const tts = await speak("Hallo, wie geht es dir?");
    expect(tts.statusCode).toBe(429);
    expect(tts.json()).toEqual({ error: ERROR_TEXTS.de["daily-cap"], code: "daily-cap" });
    expect(Number(tts.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(tts.headers["retry-after"])).toBeLessThanOrEqual(86_400);

    const stt = await transcribe(9 * 1024, { "content-language": "en" });
    expect(stt.statusCode).toBe(429);
    expect(stt.json()).toEqual({ error: ERROR_TEXTS.en["daily-cap"], code: "daily-cap" });
    expect(Number(stt.headers["retry-after"])).toBeGreaterThan(0);

    expect(eleven.requests).toHaveLength(0);
    expect(transcriptions()).toBe(0);
    expect(completions()).toBe(2);

    // The operator sees the limits and today's use.
    const cookie = await loginCookie(t!.app);
    const limits = (await t!.app.inject({ url: "/api/settings/limits", headers: { cookie } })).json();
    expect(limits.daily).toEqual({ budgetChats: 2, ttsCharsPerChat: 200, sttKbPerChat: 1024 });
    expect(limits.perClient).toEqual({ requestsPerMinute: 1000, ttsCharsPerHour: 10_000, sttMbPerHour: 20, sttConcurrent: 2 });
    expect(limits.today).toMatchObject({ budgetUsed: 2, chats: 2, ttsChars: 0, sttKb: 0 });
    expect(limits.clientAddress).toEqual({ mode: "direct" });
  });

  test("speech and transcription draw on the same budget as chat, at their rates", async () => {
    // One chat request's worth = 10 characters or 100 KB.
    await start({ DAILY_CHAT_CAP: "2", TTS_CHARS_PER_CHAT: "10", STT_KB_PER_CHAT: "100" });
    expect((await speak("Hallo")).statusCode).toBe(200); // 0.5
    expect((await transcribe(50 * 1024)).statusCode).toBe(200); // 0.5
    expect((await chat()).statusCode).toBe(200); // 1
    expect((await chat()).statusCode).toBe(429);
    expect((await speak("Hallo")).statusCode).toBe(429);
    expect(eleven.requests).toHaveLength(1);
    expect(transcriptions()).toBe(1);
    expect(await t!.ctx.abuse.usageToday()).toMatchObject({ budgetUsed: 2, chats: 1, ttsChars: 5, sttKb: 50 });
  });

  test("each client has an hourly amount of speech, the chat's spoken answers included", async () => {
    await start({ TTS_CHARS_PER_CLIENT_PER_HOUR: "30" });
    expect((await speak("Hallo, wie geht es dir heute?")).statusCode).toBe(200); // 29 characters
    const refused = await speak("Und jetzt?", { "content-language": "en" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: ERROR_TEXTS.en["tts-client-limit"], code: "tts-client-limit" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(eleven.requests).toHaveLength(1);
    // Another client is not affected.
    expect((await speak("Und jetzt?", {}, "198.51.100.250")).statusCode).toBe(200);

    // A spoken chat answer (pieces of 22, 23 and 22 characters): one fits into a fresh client's 30, then no more; the text goes on.
    eleven.requests.length = 0;
    const res = await t!.app.inject({
      method: "POST",
      url: "/api/chat",
      remoteAddress: "198.51.100.251",
      payload: ask({ voice: true }),
    });
    const events = parseSse(res.body);
    // One piece spoken (its bytes may come in several events, as the provider streams them).
    const pieces = new Set(events.filter((e) => e.event === "audio").map((e) => (e.data as { seq: number }).seq));
    expect(pieces.size).toBe(1);
    expect(events.filter((e) => e.event === "audio-error")).toEqual([
      { event: "audio-error", data: { message: ERROR_TEXTS.de["tts-client-limit"], code: "tts-client-limit" } },
    ]);
    expect(events.at(-1)!.event).toBe("done");
    expect(eleven.requests).toHaveLength(1);
    expect(await t!.ctx.abuse.usageToday()).toMatchObject({
      ttsChars: 29 + 10 + [...String(eleven.requests[0]!.body.text)].length,
    });
  });

  test("a cached greeting costs nothing; only its synthesis is charged", async () => {
    await start({});
    const greet = () =>
      t!.app.inject({ method: "POST", url: "/api/tts", remoteAddress: ip, payload: { persona: "demo", greeting: true } });
    expect((await greet()).statusCode).toBe(200);
    const spoken = [...String(eleven.requests[0]!.body.text)].length;
    expect((await t!.ctx.abuse.usageToday()).ttsChars).toBe(spoken);
    const cached = await greet();
    expect(cached.headers["x-cache"]).toBe("hit");
    expect((await t!.ctx.abuse.usageToday()).ttsChars).toBe(spoken);
    expect(eleven.requests).toHaveLength(1);
  });

  test("each client has an hourly amount of audio to transcribe, known before the body is read", async () => {
    await start({ STT_MB_PER_CLIENT_PER_HOUR: "1" });
    expect((await transcribe(600 * 1024)).statusCode).toBe(200);
    const refused = await transcribe(600 * 1024);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: ERROR_TEXTS.de["stt-client-limit"], code: "stt-client-limit" });
    expect(transcriptions()).toBe(1);
    expect((await t!.ctx.abuse.usageToday()).sttKb).toBe(600);
    // An upload that never reaches the provider (no audio) costs nothing.
    const empty = await transcribe(0);
    expect(empty.statusCode).toBe(400);
    expect((await t!.ctx.abuse.usageToday()).sttKb).toBe(600);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the budget on two instances", () => {
  test("chat on one instance uses up what speech and transcription on the other may spend", async () => {
    const openai = await startFakeOpenAi({}, "sk-test-budget");
    const eleven = await startFakeElevenLabs();
    const a = await createTestApp("postgres", {
      OPENAI_API_KEY: "sk-test-budget",
      OPENAI_BASE_URL: openai.url,
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: eleven.url,
      ELEVENLABS_VOICE_ID: "voice-123",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
      DAILY_CHAT_CAP: "2",
      TTS_CHARS_PER_CHAT: "10",
    });
    const b = await createSecondInstance(a);
    try {
      const chat = (app: TestApp, from: string) =>
        app.app.inject({
          method: "POST",
          url: "/api/chat",
          remoteAddress: from,
          headers: { accept: "application/json" },
          payload: ask(),
        });
      expect((await chat(a, "203.0.113.1")).statusCode).toBe(200);
      // Five characters are half a chat request: the budget now stands at 1.5 of 2.
      expect(
        (
          await b.app.inject({
            method: "POST",
            url: "/api/tts",
            remoteAddress: "203.0.113.2",
            payload: { persona: "demo", text: "Hallo" },
          })
        ).statusCode,
      ).toBe(200);
      expect((await chat(a, "203.0.113.3")).statusCode).toBe(429);
      const stt = await b.app.inject({
        method: "POST",
        url: "/api/stt",
        remoteAddress: "203.0.113.4",
        headers: { "content-type": "audio/webm" },
        payload: Buffer.alloc(600 * 1024),
      });
      expect(stt.statusCode).toBe(429);
      expect(openai.requests.filter((r) => r.path.startsWith("/v1/audio/"))).toHaveLength(0);
      expect(await b.ctx.abuse.usageToday()).toMatchObject({ budgetUsed: 1.5, chats: 1, ttsChars: 5, sttKb: 0 });
    } finally {
      await b.close();
      await a.close();
      await openai.close();
      await eleven.close();
    }
  }, 60_000);
});
