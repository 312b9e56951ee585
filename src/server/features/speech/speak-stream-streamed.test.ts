import { describe, expect, test } from "vitest";
import { startFakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { createElevenLabsTts, TtsError } from "../../providers/tts";
import { speakStream, type Synthesize } from "./speak-stream";
import { channel, run, settled, summary, until } from "./speak-stream-test-helpers";

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
    await until(() => expect(summary(events)).toEqual(["t:Eins ist hier. Zwei ist da."]));
    pieces[0]!.ch.send("a");
    pieces[1]!.ch.send("x");
    await until(() => expect(summary(events)).toContain("a0:a"));
    pieces[0]!.ch.send("b");
    await until(() => expect(summary(events)).toContain("a0:b"));
    pieces[1]!.ch.send("y");
    await settled();
    // Piece 1's bytes are held back while piece 0 is still being spoken.
    expect(summary(events).filter((s) => s.startsWith("a"))).toEqual(["a0:a", "a0:b"]);
    pieces[0]!.ch.end();
    // Piece 0 is complete: what piece 1 holds goes out at once.
    await until(() => expect(summary(events)).toContain("a1:xy"));
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
    await until(() => expect(events).toHaveLength(1));
    pieces[0]!.ch.send("a");
    await until(() => expect(summary(events)).toContain("a0:a"));
    pieces[0]!.ch.send("!fail");
    await until(() => expect(summary(events)).toContain("err:kaputt"));
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
