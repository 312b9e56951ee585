import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { createOpenAiChatProvider } from "../../providers/chat";
import { createElevenLabsTts, TtsError } from "../../providers/tts";
import { speakStream, type SpeakEvent, type Synthesize, type SynthesizedAudio } from "./speak-stream";

/** An async iterable of deltas that the test feeds by hand. */
function channel() {
  const items: string[] = [];
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  let returned = false;
  const poke = () => {
    wake?.();
    wake = undefined;
  };
  const iterable: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => ({
      async next() {
        for (;;) {
          if (failure) throw failure;
          if (items.length) return { value: items.shift()!, done: false };
          if (ended || returned) return { value: undefined, done: true };
          await new Promise<void>((r) => (wake = r));
        }
      },
      async return() {
        returned = true;
        poke();
        return { value: undefined, done: true };
      },
    }),
  };
  return {
    iterable,
    send: (...deltas: string[]) => {
      items.push(...deltas);
      poke();
    },
    end: () => {
      ended = true;
      poke();
    },
    fail: (err: unknown) => {
      failure = err;
      poke();
    },
    get returned() {
      return returned;
    },
  };
}

interface Call {
  text: string;
  seq: number;
  signal: AbortSignal;
  previousText: string;
  resolve: (a: SynthesizedAudio) => void;
  reject: (e: unknown) => void;
}

/** A synthesiser whose calls the test completes by hand. */
function manualSynth() {
  const calls: Call[] = [];
  const synth: Synthesize = (text, seq, signal, context) =>
    new Promise((resolve, reject) => {
      calls.push({ text, seq, signal, previousText: context.previousText, resolve, reject });
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
  const audio = (s: string): SynthesizedAudio => ({ mime: "audio/mpeg", audio: new Uint8Array(Buffer.from(s)) });
  return { calls, synth, audio };
}

/** Collects events in the background; `events` fills as they come. */
function run(gen: AsyncGenerator<SpeakEvent>) {
  const events: SpeakEvent[] = [];
  const done = (async () => {
    for await (const e of gen) events.push(e);
  })();
  return { events, done };
}

const tick = () => new Promise((r) => setTimeout(r, 5));
const summary = (events: SpeakEvent[]) =>
  events.map((e) =>
    e.type === "text"
      ? `t:${e.delta}`
      : e.type === "audio"
        ? `a${e.seq}:${Buffer.from(e.base64, "base64").toString()}`
        : e.type === "replace"
          ? "replace"
          : `err:${e.message}`,
  );

describe("speakStream", () => {
  test("passes text through and starts synthesis of each sentence the moment it is complete", async () => {
    const ch = channel();
    const { calls, synth } = manualSynth();
    const { events } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Ich höre", " dir zu.");
    await tick();
    expect(summary(events)).toEqual(["t:Ich höre", "t: dir zu."]);
    // The stream is still open: synthesis has started anyway.
    expect(calls.map((c) => c.text)).toEqual(["Ich höre dir zu."]);
    ch.send(" Atme", " ruhig.");
    await tick();
    // Sentence 1 synthesises while sentence 0 is still running.
    expect(calls.map((c) => [c.seq, c.text])).toEqual([
      [0, "Ich höre dir zu."],
      [1, "Atme ruhig."],
    ]);
    expect(calls[1]!.previousText).toBe("Ich höre dir zu.");
  });

  test("emits audio strictly in order, each as soon as it and all before it are ready", async () => {
    const ch = channel();
    const { calls, synth, audio } = manualSynth();
    const { events, done } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Eins ist hier.", " Zwei ist da.", " Drei kommt noch.");
    await tick();
    // Bounded concurrency: the third waits for a free slot.
    expect(calls.map((c) => c.seq)).toEqual([0, 1]);
    calls[1]!.resolve(audio("B"));
    await tick();
    expect(events.filter((e) => e.type === "audio")).toEqual([]);
    expect(calls.map((c) => c.seq)).toEqual([0, 1, 2]);
    calls[0]!.resolve(audio("A"));
    await tick();
    // Both audios are out while the text stream is still open.
    expect(summary(events).filter((s) => s.startsWith("a"))).toEqual(["a0:A", "a1:B"]);
    ch.send(" Vier");
    ch.end();
    await tick();
    expect(calls.map((c) => c.seq)).toEqual([0, 1, 2, 3]);
    calls[3]!.resolve(audio("D"));
    calls[2]!.resolve(audio("C"));
    await done;
    expect(summary(events)).toEqual([
      "t:Eins ist hier.",
      "t: Zwei ist da.",
      "t: Drei kommt noch.",
      "a0:A",
      "a1:B",
      "t: Vier",
      "a2:C",
      "a3:D",
    ]);
    expect(calls[3]!.text).toBe("Vier");
  });

  test("a failed synthesis reports its mapped message once, cancels the rest and continues as text", async () => {
    const ch = channel();
    const { calls, synth, audio } = manualSynth();
    const { events, done } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Eins ist hier.", " Zwei ist da.");
    await tick();
    calls[1]!.reject(new TtsError("Quota exceeded", 502, "tts-failed"));
    await tick();
    // Sentence 0 may still succeed and is spoken first.
    expect(events.some((e) => e.type === "audio-error")).toBe(false);
    calls[0]!.resolve(audio("A"));
    ch.send(" Drei ist auch da.", " Vier.");
    ch.end();
    await done;
    expect(summary(events)).toEqual([
      "t:Eins ist hier.",
      "t: Zwei ist da.",
      "a0:A",
      "err:Quota exceeded",
      "t: Drei ist auch da.",
      "t: Vier.",
    ]);
    // Nothing after the failure was sent to synthesis.
    expect(calls).toHaveLength(2);
  });

  test("a failure cancels calls already running for later sentences; other errors map to 'unknown'", async () => {
    const ch = channel();
    const { calls, synth } = manualSynth();
    const { events, done } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Eins ist hier.", " Zwei ist da.");
    await tick();
    calls[0]!.reject(new Error("socket hang up"));
    await tick();
    expect(calls[1]!.signal.aborted).toBe(true);
    ch.end();
    await done;
    expect(events.filter((e) => e.type !== "text")).toEqual([
      { type: "audio-error", message: ERROR_TEXTS.de["tts-failed"], code: "tts-failed" },
    ]);
  });

  test("an abort cancels every pending synthesis and the text stream, and ends quietly", async () => {
    const ch = channel();
    const { calls, synth } = manualSynth();
    const controller = new AbortController();
    const { events, done } = run(speakStream(ch.iterable, synth, controller.signal));
    ch.send("Eins ist hier.", " Zwei ist da.", " Drei");
    await tick();
    expect(calls).toHaveLength(2);
    controller.abort();
    await done;
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
    expect(ch.returned).toBe(true);
    expect(events.some((e) => e.type !== "text")).toBe(false);
  });

  test("a consumer that stops reading cancels pending synthesis", async () => {
    const ch = channel();
    const { calls, synth } = manualSynth();
    const gen = speakStream(ch.iterable, synth, new AbortController().signal);
    ch.send("Eins ist hier.", " Zwei ist da.");
    const first = await gen.next();
    expect(first.value).toEqual({ type: "text", delta: "Eins ist hier." });
    await tick();
    await gen.return(undefined);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
    expect(ch.returned).toBe(true);
  });

  test("a failing text stream delivers what came before, cancels synthesis and rethrows", async () => {
    const ch = channel();
    const { calls, synth } = manualSynth();
    const { events, done } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Eins ist hier.", " Zwei");
    await tick();
    ch.fail(new Error("provider dropped"));
    await expect(done).rejects.toThrow("provider dropped");
    expect(summary(events)).toEqual(["t:Eins ist hier.", "t: Zwei"]);
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  test("without a synthesiser only text flows; markdown and empty pieces are not spoken", async () => {
    const ch = channel();
    ch.send("**Tipp:** Atme ruhig.", "\n- ", "Trink Wasser.\n", "…");
    ch.end();
    const textOnly: SpeakEvent[] = [];
    for await (const e of speakStream(ch.iterable, undefined, new AbortController().signal)) textOnly.push(e);
    expect(textOnly.every((e) => e.type === "text")).toBe(true);

    const ch2 = channel();
    const spoken: string[] = [];
    ch2.send("**Tipp:** Atme ruhig.", "\n- ", "Trink Wasser.\n", "…");
    ch2.end();
    const synth: Synthesize = async (text) => {
      spoken.push(text);
      return { mime: "audio/mpeg", audio: new Uint8Array([1]) };
    };
    for await (const _ of speakStream(ch2.iterable, synth, new AbortController().signal)) void _;
    expect(spoken).toEqual(["Tipp: Atme ruhig.", "Trink Wasser."]);
  });
});

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

describe("speakStream with streamed audio", () => {
  /** A piece whose bytes the test hands over one by one. */
  function streamedPiece() {
    const ch = channel();
    const chunks = (async function* () {
      for await (const s of ch.iterable) {
        if (s === "!fail") throw new TtsError("kaputt", 502, "tts-failed");
        yield new Uint8Array(Buffer.from(s));
      }
    })();
    return { ch, audio: { mime: "audio/mpeg", chunks } };
  }

  test("bytes go out as they arrive; a later piece waits until the one before it is complete", async () => {
    const text = channel();
    const pieces = [streamedPiece(), streamedPiece()];
    const synth: Synthesize = (_t, seq) => Promise.resolve(pieces[seq]!.audio);
    const { events, done } = run(speakStream(text.iterable, synth, new AbortController().signal));
    text.send("Eins ist hier. Zwei ist da.");
    text.end();
    await tick();
    pieces[0]!.ch.send("a");
    pieces[1]!.ch.send("x");
    await tick();
    pieces[0]!.ch.send("b");
    await tick();
    pieces[1]!.ch.send("y");
    await tick();
    // Piece 1's bytes are held back while piece 0 is still being spoken.
    expect(summary(events).filter((s) => s.startsWith("a"))).toEqual(["a0:a", "a0:b"]);
    pieces[0]!.ch.end();
    await tick();
    pieces[1]!.ch.send("z");
    pieces[1]!.ch.end();
    await done;
    const audio = events.filter((e) => e.type === "audio");
    expect(audio.map((e) => [e.seq, e.part, e.last, Buffer.from(e.base64, "base64").toString()])).toEqual([
      [0, 0, false, "a"],
      [0, 1, false, "b"],
      [0, 2, true, ""],
      [1, 0, false, "xy"],
      [1, 1, false, "z"],
      [1, 2, true, ""],
    ]);
  });

  test("a piece failing half-way: its bytes so far, then one audio-error, and the text goes on", async () => {
    const text = channel();
    const pieces = [streamedPiece(), streamedPiece()];
    const synth: Synthesize = (_t, seq) => Promise.resolve(pieces[seq]!.audio);
    const { events, done } = run(speakStream(text.iterable, synth, new AbortController().signal));
    text.send("Eins ist hier. Zwei ist da.");
    await tick();
    pieces[0]!.ch.send("a");
    await tick();
    pieces[0]!.ch.send("!fail");
    await tick();
    text.send(" Drei.");
    text.end();
    await done;
    expect(summary(events)).toEqual(["t:Eins ist hier. Zwei ist da.", "a0:a", "err:kaputt", "t: Drei."]);
  });

  test("the fake provider's streaming endpoint reaches the events frame by frame", async () => {
    const eleven = await startFakeElevenLabs({ firstByteDelayMs: 20, frames: 4, frameIntervalMs: 30 });
    try {
      const tts = createElevenLabsTts({ apiKey: "el-test-key", baseURL: eleven.url, modelId: "m" });
      const settings = { stability: 0.25, similarity_boost: 0.75, style: 0.45, use_speaker_boost: true, pitch: 1, speed: 1 };
      const text = channel();
      const { events, done } = run(
        speakStream(
          text.iterable,
          (t, _seq, s) => tts.stream!({ text: t, voiceId: "v1", settings, signal: s }),
          new AbortController().signal,
        ),
      );
      text.send("Ich höre dir zu.");
      text.end();
      await done;
      const audio = events.filter((e) => e.type === "audio");
      expect(audio.length).toBeGreaterThanOrEqual(4);
      expect(audio.map((e) => Buffer.from(e.base64, "base64").length).filter((n) => n > 0)).toEqual([417, 417, 417, 417]);
      expect(eleven.requests[0]!.path).toBe("/v1/text-to-speech/v1/stream");
    } finally {
      await eleven.close();
    }
  });
});
