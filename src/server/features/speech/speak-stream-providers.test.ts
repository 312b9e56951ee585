import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { createOpenAiChatProvider } from "../../providers/chat";
import { createElevenLabsTts } from "../../providers/tts";
import { speakStream } from "./speak-stream";

describe("speakStream with the real providers against fake servers", () => {
  let openai: FakeOpenAi;
  let eleven: FakeElevenLabs;
  beforeAll(async () => {
    openai = await startFakeOpenAi({
      reply: "Ich höre dir zu. Atme einmal tief durch und lass die Schultern sinken. Was brauchst du jetzt?",
      firstTokenDelayMs: 50,
      // Slow enough that a busy machine (CI beside other work) cannot make the synthesis look late.
      tokensPerSecond: 10,
    });
    eleven = await startFakeElevenLabs({ firstByteDelayMs: 30 });
  });
  afterAll(async () => {
    await openai.close();
    await eleven.close();
  });

  test("the first audio arrives while the reply is still streaming", async () => {
    const chat = createOpenAiChatProvider({ apiKey: "sk-x", baseURL: openai.url });
    const tts = createElevenLabsTts({ apiKey: "el-test-key", baseURL: eleven.url, modelId: "eleven_multilingual_v2" });
    const settings = { stability: 0.25, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, pitch: 1, speed: 1 };
    const signal = new AbortController().signal;
    const deltas = chat.stream({
      messages: [{ role: "user", content: "Hallo" }],
      model: "m",
      temperature: 0.5,
      maxTokens: 500,
      signal,
    });
    const order: string[] = [];
    for await (const e of speakStream(
      deltas,
      (text, _seq, s, ctx) => tts.synthesize({ text, voiceId: "v1", settings, signal: s, previousText: ctx.previousText }),
      signal,
    )) {
      order.push(e.type === "audio" ? `audio${e.seq}` : e.type);
    }
    // 4 tokens of the first sentence at 10/s; 13 more follow over 1.3 s, the synthesis takes 30 ms.
    const firstAudio = order.indexOf("audio0");
    expect(firstAudio).toBeGreaterThan(0);
    expect(order.slice(firstAudio).filter((t) => t === "text").length).toBeGreaterThan(5);
    expect(order.filter((t) => t.startsWith("audio"))).toEqual(["audio0", "audio1", "audio2"]);
    expect(eleven.requests.map((r) => r.body.text)).toEqual([
      "Ich höre dir zu.",
      "Atme einmal tief durch und lass die Schultern sinken.",
      "Was brauchst du jetzt?",
    ]);
    expect(eleven.requests[2]!.body.previous_text).toBe("Ich höre dir zu. Atme einmal tief durch und lass die Schultern sinken.");
  });

  test("an abort stops the chat stream and the synthesis calls upstream", async () => {
    eleven.script.firstByteDelayMs = 2000;
    const chat = createOpenAiChatProvider({ apiKey: "sk-x", baseURL: openai.url });
    const tts = createElevenLabsTts({ apiKey: "el-test-key", baseURL: eleven.url, modelId: "m" });
    const settings = { stability: 0.25, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, pitch: 1, speed: 1 };
    const controller = new AbortController();
    const deltas = chat.stream({
      messages: [{ role: "user", content: "Hallo" }],
      model: "m",
      temperature: 0.5,
      maxTokens: 500,
      signal: controller.signal,
    });
    const before = eleven.requests.length;
    for await (const _ of speakStream(
      deltas,
      (text, _seq, s) => tts.synthesize({ text, voiceId: "v1", settings, signal: s }),
      controller.signal,
    )) {
      if (eleven.requests.length > before) controller.abort();
    }
    await openai.waitForAbortedStreams(1);
    await expect.poll(() => eleven.abortedRequests).toBeGreaterThanOrEqual(1);
  });
});
