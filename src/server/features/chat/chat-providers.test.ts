import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { parseSse } from "#tests/helpers/sse";
import { silentMp3, startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { ask, insertCompletedDocument } from "./chat-test-helpers";

// The chat, speech output and speech input against fakes of the OpenAI-compatible API and ElevenLabs.

describe("chat with an OpenAI-compatible provider and ElevenLabs", () => {
  let openai: FakeOpenAi;
  let eleven: FakeElevenLabs;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAi({ reply: "Ich verstehe dich gut. Atme einmal tief durch. Was brauchst du jetzt?" });
    eleven = await startFakeElevenLabs();
    t = await createTestApp("pglite", {
      OPENAI_API_KEY: "sk-test-1234567890",
      OPENAI_BASE_URL: openai.url,
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: eleven.url,
      ELEVENLABS_VOICE_ID: "voice-123",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
    await eleven.close();
  });
  afterEach(() => {
    openai.script = {
      ...openai.script,
      failStatus: undefined,
      hang: false,
      dropAfterTokens: undefined,
      reply: "Ich verstehe dich gut. Atme einmal tief durch. Was brauchst du jetzt?",
    };
    eleven.script = { firstByteDelayMs: 0 };
    openai.requests.length = 0;
    eleven.requests.length = 0;
  });

  test("sends the documented model settings, the knowledge message and bounded history", async () => {
    await insertCompletedDocument(t, "Schlaf.pdf", "Eine feste Abendroutine verbessert den Schlaf deutlich.");
    const history = Array.from({ length: 15 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `Nachricht ${i}` }));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: { persona: "demo", messages: [...history, { role: "user", content: "Wie kann ich besser schlafen?" }] },
    });
    expect(res.statusCode).toBe(200);
    const sent = openai.requests[0]!.body as {
      model: string;
      temperature: number;
      max_tokens: number;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe("gpt-4-turbo-preview");
    expect(sent.temperature).toBe(0.5);
    expect(sent.max_tokens).toBe(500);
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]!.role).toBe("system");
    expect(sent.messages[1]!.content).toMatch(
      /^Relevante Informationen aus der Wissensdatenbank\n\n\[Schlaf\.pdf\] Eine feste Abendroutine/,
    );
    const turns = sent.messages.filter((m) => m.role !== "system");
    expect(turns.length).toBe(10);
    expect(turns.at(-1)).toEqual({ role: "user", content: "Wie kann ich besser schlafen?" });
    expect(openai.requests[0]!.headers.authorization).toBe("Bearer sk-test-1234567890");
  });

  /** One visitor message through the provider: the system prompt the model got, and the reply the visitor got. */
  async function oneMessage(content: string, lang?: "de" | "en") {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: { persona: "demo", messages: [{ role: "user", content }], ...(lang ? { lang } : {}) },
    });
    expect(res.statusCode).toBe(200);
    const sent = openai.requests[0]!.body as { messages: { role: string; content: string }[] };
    return { system: sent.messages[0]!.content, reply: (res.json() as { reply: string }).reply };
  }

  test("a message about violence tells the model to put safety first, and the server adds the question about it", async () => {
    const { system, reply } = await oneMessage(
      "Er hat mich gestern geschubst, aber er hat sich entschuldigt. Wie rede ich mit ihm?",
    );
    expect(system).toContain("Rate ihr nicht, die Person zu besänftigen oder zur Rede zu stellen");
    expect(reply).toMatch(/Tut dir jemand weh, oder hast du Angst vor jemandem\?$/);
  });

  test("self-harm beside a request tells the model to take it up first, and the server adds the question about it", async () => {
    const { system, reply } = await oneMessage(
      "I cut myself again after the argument with my mum, how do I talk to her about the fight?",
      "en",
    );
    expect(system).toContain("they have hurt themselves. Take that up first");
    expect(reply).toMatch(/are you hurting yourself, or do you sometimes think about ending your life\?$/);
  });

  test("streams audio per sentence, in order, with the active voice settings", async () => {
    eleven.script.frameIntervalMs = 5;
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo", { voice: true }) });
    eleven.script.frameIntervalMs = 0;
    const events = parseSse(res.body);
    const audio = events
      .filter((e) => e.event === "audio")
      .map((e) => e.data as { seq: number; part: number; last: boolean; mime: string; base64: string; pitch: number });
    // Each piece's bytes come as the provider sends them: parts in order, the last one marked.
    expect([...new Set(audio.map((a) => a.seq))]).toEqual([0, 1, 2]);
    for (const seq of [0, 1, 2]) {
      const parts = audio.filter((a) => a.seq === seq);
      expect(parts.map((a) => a.part)).toEqual(parts.map((_, i) => i));
      expect(parts.map((a) => a.last)).toEqual(parts.map((_, i) => i === parts.length - 1));
      expect(Buffer.concat(parts.map((a) => Buffer.from(a.base64, "base64")))).toEqual(silentMp3());
    }
    expect(audio.filter((a) => a.seq === 0).length).toBeGreaterThan(1);
    expect(audio[0]!.mime).toBe("audio/mpeg");
    expect(eleven.requests.map((r) => r.body.text)).toEqual([
      "Ich verstehe dich gut.",
      "Atme einmal tief durch.",
      "Was brauchst du jetzt?",
    ]);
    const first = eleven.requests[0]!;
    expect(first.path).toBe("/v1/text-to-speech/voice-123/stream");
    expect(first.headers.accept).toBe("audio/mpeg");
    expect(first.body).toMatchObject({
      model_id: "eleven_multilingual_v2",
      voice_settings: { stability: 0.25, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, speed: 1 },
    });
    expect(events.at(-1)!.event).toBe("done");
  });

  test("a speed beyond the provider's range reaches the page as a playback rate; pitch is not the provider's", async () => {
    const before = await t.ctx.voiceConfig.getActive();
    await t.ctx.voiceConfig.update({ ...before, speed: 1.5, pitch: 0.8 });
    try {
      const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo", { voice: true }) });
      const audio = parseSse(res.body).find((e) => e.event === "audio")!.data as { pitch: number; speed: number; rate: number };
      // ElevenLabs gets its maximum, 1.2; the page plays 1.25 times faster with the pitch kept: 1.5 overall.
      expect(eleven.requests.at(-1)!.body).toMatchObject({ voice_settings: { speed: 1.2 } });
      expect(audio).toMatchObject({ pitch: 0.8, speed: 1.5 });
      expect(audio.rate).toBeCloseTo(1.25, 10);
    } finally {
      await t.ctx.voiceConfig.update(before);
    }
  });

  test("a failing provider gives the documented message and code", async () => {
    openai.script.failStatus = 500;
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo") });
    expect(parseSse(res.body).at(-1)).toEqual({
      event: "error",
      data: { message: ERROR_TEXTS.de["chat-provider-failed"], code: "chat-provider-failed" },
    });
  });

  test("a stream dropped midway gives the documented message and code", async () => {
    openai.script.dropAfterTokens = 2;
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo") });
    expect(parseSse(res.body).at(-1)).toEqual({
      event: "error",
      data: { message: ERROR_TEXTS.de["chat-provider-failed"], code: "chat-provider-failed" },
    });
  });

  test("an empty reply gives the documented message and code", async () => {
    openai.script.reply = "   ";
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo") });
    expect(parseSse(res.body).at(-1)).toEqual({
      event: "error",
      data: { message: ERROR_TEXTS.de["chat-empty-reply"], code: "chat-empty-reply" },
    });
  });

  test("a crisis message never reaches the provider", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask("I want to kill myself", { lang: "en" }),
    });
    expect(res.json().crisis).toBe(true);
    expect(openai.requests).toHaveLength(0);
  });

  test.each([
    [
      {
        failStatus: 401,
        failStatusText: "Unauthorized",
        failBody: JSON.stringify({ detail: { status: "quota", message: "Quota exceeded" } }),
      },
      "Quota exceeded",
      "tts-failed",
    ],
    [
      { failStatus: 400, failStatusText: "Bad Request", failBody: JSON.stringify({ message: "Voice not found" }) },
      "Voice not found",
      "tts-failed",
    ],
    [{ failStatus: 503, failStatusText: "", failBody: "" }, "API-Fehler: 503", "tts-failed"],
    [
      { failStatus: 500, failStatusText: "Internal Server Error", failBody: "oops" },
      "API-Fehler: 500 Internal Server Error",
      "tts-failed",
    ],
    [{ emptyAudio: true }, "Die API hat keine Audio-Daten zurückgegeben.", "tts-empty-audio"],
  ])("synthesis failure %# maps to the documented message and code", async (script, message, code) => {
    eleven.script = { firstByteDelayMs: 0, ...script };
    const tts = await t.app.inject({ method: "POST", url: "/api/tts", payload: { persona: "demo", text: "Hallo" } });
    expect(tts.json()).toEqual({ error: message, code });
    const chat = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Hallo", { voice: true }) });
    const events = parseSse(chat.body);
    expect(events.filter((e) => e.event === "audio-error")).toEqual([{ event: "audio-error", data: { message, code } }]);
    // The answer still arrives as text.
    expect(events.at(-1)!.event).toBe("done");
  });

  test("text over 5000 characters never reaches the voice provider", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/tts", payload: { persona: "demo", text: "a".repeat(5001) } });
    expect(res.statusCode).toBe(400);
    expect(eleven.requests).toHaveLength(0);
  });

  test("the greeting is spoken from its phonetic spelling and cached", async () => {
    const first = await t.app.inject({ method: "POST", url: "/api/tts", payload: { persona: "demo", greeting: true } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/mpeg");
    expect(eleven.requests[0]!.body.text).toBe("Hallo, hier ist Mi-a. Schön, dass du da bist! Wie kann ich dir heute helfen?");
    const second = await t.app.inject({ method: "POST", url: "/api/tts", payload: { persona: "demo", greeting: true } });
    expect(second.headers["x-cache"]).toBe("hit");
    expect(eleven.requests).toHaveLength(1);
    expect([first.headers["x-voice-rate"], second.headers["x-voice-rate"]]).toEqual(["1", "1"]);
    // On English pages the English greeting is spoken, from its own spelling.
    const english = await t.app.inject({
      method: "POST",
      url: "/api/tts",
      headers: { "content-language": "en" },
      payload: { persona: "demo", greeting: true },
    });
    expect(english.statusCode).toBe(200);
    expect(eleven.requests.at(-1)!.body.text).toBe("Hello, this is Mee-ah. Nice to have you here! How can I help you today?");
  });

  test("'Probe hören' speaks the greeting with settings not saved yet, for operators only", async () => {
    const settings = { stability: 0.5, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, pitch: 1, speed: 1.5 };
    const anonymous = await t.app.inject({ method: "POST", url: "/api/voice-config/preview", payload: settings });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await loginCookie(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/voice-config/preview",
      headers: { cookie, "content-language": "en" },
      payload: settings,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["x-voice-rate"]).toBe("1.25");
    expect(eleven.requests.at(-1)!.body).toMatchObject({
      text: "Hello, this is Mee-ah. Nice to have you here! How can I help you today?",
      voice_settings: { stability: 0.5, speed: 1.2 },
    });
    // Nothing was saved.
    expect((await t.app.inject({ url: "/api/voice-config", headers: { cookie } })).json()).toMatchObject({ stability: 0.25 });
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/voice-config/preview",
      headers: { cookie },
      payload: { ...settings, speed: 9 },
    });
    expect(invalid.statusCode).toBe(422);
  });

  test("speech to text through the OpenAI-compatible endpoint", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stt",
      headers: { "content-type": "audio/webm" },
      payload: Buffer.from("fake-opus-bytes"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: "Hallo Coach" });
    expect(openai.requests[0]!.path).toBe("/v1/audio/transcriptions");
  });
});
