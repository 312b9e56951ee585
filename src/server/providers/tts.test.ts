import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { VOICE_DEFAULTS } from "#shared/schemas/voice-config";
import { silentMp3, startFakeElevenLabs, type FakeElevenLabs, type FakeElevenLabsScript } from "#tests/fakes/elevenlabs-server";
import {
  createElevenLabsTts,
  playbackAdjustment,
  synthesisErrorMessage,
  TTS_EMPTY_AUDIO_MESSAGE,
  TTS_INVALID_TEXT_MESSAGE,
  TTS_MISSING_CONFIG_MESSAGE,
  TTS_UNKNOWN_ERROR_MESSAGE,
  TtsError,
  type SynthesisRequest,
  type VoiceSettings,
} from "./tts";

const KEY = "el-test-key";
const DEFAULTS: VoiceSettings = { ...VOICE_DEFAULTS };

let fake: FakeElevenLabs;
beforeAll(async () => {
  fake = await startFakeElevenLabs({}, KEY);
});
afterAll(() => fake.close());
afterEach(() => {
  fake.script = { firstByteDelayMs: 0 };
  fake.requests.length = 0;
  fake.abortedRequests = 0;
});

const tts = (options: Partial<Parameters<typeof createElevenLabsTts>[0]> = {}) =>
  createElevenLabsTts({ apiKey: KEY, baseURL: fake.url, modelId: "eleven_multilingual_v2", ...options });
const speak = (req: Partial<SynthesisRequest> = {}) => ({
  text: "Hallo, schön, dass du da bist.",
  voiceId: "voice-123",
  settings: DEFAULTS,
  ...req,
});

describe("ElevenLabs text to speech", () => {
  test("posts the documented request and returns the audio", async () => {
    const result = await tts().synthesize(speak());
    expect(result.mime).toBe("audio/mpeg");
    expect(Buffer.from(result.audio)).toEqual(silentMp3());
    expect(result.playback).toEqual({ pitch: 1, rate: 1 });

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/text-to-speech/voice-123");
    expect(sent.headers.accept).toBe("audio/mpeg");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.headers["xi-api-key"]).toBe(KEY);
    expect(sent.body).toEqual({
      text: "Hallo, schön, dass du da bist.",
      model_id: "eleven_multilingual_v2",
      voice_settings: { stability: 0.25, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, speed: 1 },
    });
  });

  test("speed is clamped to the provider's 0.7-1.2; the browser gets the rest and the pitch", async () => {
    const fast = await tts().synthesize(speak({ settings: { ...DEFAULTS, speed: 2, pitch: 1.5 } }));
    const slow = await tts().synthesize(speak({ settings: { ...DEFAULTS, speed: 0.5, pitch: 0.8 } }));
    expect(fake.requests.map((r) => (r.body.voice_settings as { speed: number }).speed)).toEqual([1.2, 0.7]);
    expect(fast.playback?.pitch).toBe(1.5);
    expect(fast.playback?.rate).toBeCloseTo(2 / 1.2);
    expect(slow.playback).toEqual({ pitch: 0.8, rate: 0.5 / 0.7 });
    expect(playbackAdjustment({ pitch: 1, speed: 1.1 })).toEqual({ pitch: 1, rate: 1 });
  });

  test("the text spoken before is sent as previous_text for a continuous voice", async () => {
    await tts().synthesize(speak({ text: "Atme ruhig.", previousText: "Ich höre dir zu." }));
    await tts().synthesize(speak({ text: "Atme ruhig.", previousText: "  " }));
    expect(fake.requests[0]!.body.previous_text).toBe("Ich höre dir zu.");
    expect(fake.requests[1]!.body).not.toHaveProperty("previous_text");
  });

  test("invalid text and missing configuration fail before any provider call", async () => {
    const cases: [Partial<SynthesisRequest>, Partial<Parameters<typeof createElevenLabsTts>[0]>, string, number][] = [
      [{ text: "" }, {}, TTS_INVALID_TEXT_MESSAGE, 400],
      [{ text: " \n\t " }, {}, TTS_INVALID_TEXT_MESSAGE, 400],
      [{ text: "a".repeat(5001) }, {}, TTS_INVALID_TEXT_MESSAGE, 400],
      [{ text: 42 as unknown as string }, {}, TTS_INVALID_TEXT_MESSAGE, 400],
      [{ voiceId: undefined }, {}, TTS_MISSING_CONFIG_MESSAGE, 503],
      [{ voiceId: "" }, {}, TTS_MISSING_CONFIG_MESSAGE, 503],
      [{ voiceId: null }, {}, TTS_MISSING_CONFIG_MESSAGE, 503],
      [{}, { apiKey: undefined }, TTS_MISSING_CONFIG_MESSAGE, 503],
      [{}, { apiKey: "" }, TTS_MISSING_CONFIG_MESSAGE, 503],
      // Text is checked first, before the configuration.
      [{ text: "", voiceId: undefined }, { apiKey: undefined }, TTS_INVALID_TEXT_MESSAGE, 400],
    ];
    for (const [req, options, message, status] of cases) {
      const err = await tts(options)
        .synthesize(speak(req))
        .catch((e: unknown) => e);
      expect(err, JSON.stringify(req)).toBeInstanceOf(TtsError);
      expect(err).toMatchObject({ message, status });
    }
    expect(fake.requests).toHaveLength(0);
    // The limit itself is allowed (5000 characters; an emoji counts as one).
    await tts().synthesize(speak({ text: "a".repeat(4999) + "😊" }));
    expect(fake.requests).toHaveLength(1);
  });

  const failures: [string, Partial<FakeElevenLabsScript>, string][] = [
    [
      "detail.message",
      { failStatus: 401, failBody: { detail: { status: "quota_exceeded", message: "Quota exceeded" } } },
      "Quota exceeded",
    ],
    ["message", { failStatus: 400, failBody: { message: "Voice not found" } }, "Voice not found"],
    [
      "detail.message before message",
      { failStatus: 422, failBody: { detail: { message: "Text too long" }, message: "other" } },
      "Text too long",
    ],
    ["detail as a string", { failStatus: 404, failBody: { detail: "Not Found" } }, "Not Found"],
    [
      "blank messages fall through",
      { failStatus: 429, failStatusText: "Too Many Requests", failBody: { detail: { message: " " }, message: "" } },
      "API-Fehler: 429 Too Many Requests",
    ],
    [
      "no JSON, with status text",
      { failStatus: 500, failStatusText: "Internal Server Error", failBody: "oops" },
      "API-Fehler: 500 Internal Server Error",
    ],
    ["empty body and empty status text", { failStatus: 503, failStatusText: "", failBody: "" }, "API-Fehler: 503"],
    [
      "JSON without a message, empty status text",
      { failStatus: 502, failStatusText: "", failBody: { error: "x" } },
      "API-Fehler: 502",
    ],
    ["empty audio", { emptyAudio: true }, TTS_EMPTY_AUDIO_MESSAGE],
  ];
  test.each(failures)("HTTP failure: %s", async (_name, script, message) => {
    fake.script = { firstByteDelayMs: 0, ...script };
    const err = await tts()
      .synthesize(speak())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TtsError);
    expect(err).toMatchObject({ message, status: 502 });
  });

  test("a wrong key gets the provider's message", async () => {
    await expect(tts({ apiKey: "wrong" }).synthesize(speak())).rejects.toMatchObject({ message: "Invalid API key" });
  });

  test("network failures and timeouts are 'unknown'", async () => {
    const unreachable = createElevenLabsTts({ apiKey: KEY, baseURL: "http://127.0.0.1:9", modelId: "m" });
    await expect(unreachable.synthesize(speak())).rejects.toMatchObject({ name: "TtsError", message: TTS_UNKNOWN_ERROR_MESSAGE });
    fake.script.hang = true;
    await expect(tts({ timeoutMs: 100 }).synthesize(speak())).rejects.toMatchObject({
      name: "TtsError",
      message: TTS_UNKNOWN_ERROR_MESSAGE,
    });
    await expect.poll(() => fake.abortedRequests).toBe(1);
  });

  test("an abort cancels the provider call and rejects with the abort reason, not a TtsError", async () => {
    fake.script.firstByteDelayMs = 1000;
    const controller = new AbortController();
    const call = tts().synthesize(speak({ signal: controller.signal }));
    await expect.poll(() => fake.requests.length).toBe(1);
    controller.abort();
    const err = await call.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(TtsError);
    expect((err as Error).name).toBe("AbortError");
    await expect.poll(() => fake.abortedRequests).toBe(1);
    // Already aborted: no call at all.
    await expect(tts().synthesize(speak({ signal: controller.signal }))).rejects.toMatchObject({ name: "AbortError" });
    expect(fake.requests).toHaveLength(1);
  });
});

describe("synthesisErrorMessage", () => {
  test("precedence: detail.message, detail string, message, status with text, status", () => {
    expect(synthesisErrorMessage(400, "Bad Request", { detail: { message: "a" }, message: "b" })).toBe("a");
    expect(synthesisErrorMessage(400, "Bad Request", { detail: "a", message: "b" })).toBe("a");
    expect(synthesisErrorMessage(400, "Bad Request", { detail: { status: "x" }, message: "b" })).toBe("b");
    expect(synthesisErrorMessage(400, "Bad Request", { detail: [{ msg: "x" }] })).toBe("API-Fehler: 400 Bad Request");
    expect(synthesisErrorMessage(400, "Bad Request", undefined)).toBe("API-Fehler: 400 Bad Request");
    expect(synthesisErrorMessage(400, "  ", null)).toBe("API-Fehler: 400");
    expect(synthesisErrorMessage(400, "", "text")).toBe("API-Fehler: 400");
  });
});
