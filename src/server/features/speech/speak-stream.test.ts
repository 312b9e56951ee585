import { describe, expect, test } from "vitest";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { TtsError } from "../../providers/tts";
import { speakStream, type SpeakEvent, type Synthesize } from "./speak-stream";
import { channel, manualSynth, run, settled, summary, until } from "./speak-stream-test-helpers";

describe("speakStream", () => {
  test("passes text through and starts synthesis of each sentence the moment it is complete", async () => {
    const ch = channel();
    const { calls, synth } = manualSynth();
    const { events } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Ich höre", " dir zu.");
    await until(() => {
      expect(summary(events)).toEqual(["t:Ich höre", "t: dir zu."]);
      // The stream is still open: synthesis has started anyway.
      expect(calls.map((c) => c.text)).toEqual(["Ich höre dir zu."]);
    });
    ch.send(" Atme", " ruhig.");
    // Sentence 1 synthesises while sentence 0 is still running.
    await until(() =>
      expect(calls.map((c) => [c.seq, c.text])).toEqual([
        [0, "Ich höre dir zu."],
        [1, "Atme ruhig."],
      ]),
    );
    expect(calls[1]!.previousText).toBe("Ich höre dir zu.");
  });

  test("emits audio strictly in order, each as soon as it and all before it are ready", async () => {
    const ch = channel();
    const { calls, synth, audio } = manualSynth();
    const { events, done } = run(speakStream(ch.iterable, synth, new AbortController().signal));
    ch.send("Eins ist hier.", " Zwei ist da.", " Drei kommt noch.");
    // Once the third sentence's text is out, it has been queued for synthesis.
    await until(() => expect(events).toHaveLength(3));
    // Bounded concurrency: the third waits for a free slot.
    expect(calls.map((c) => c.seq)).toEqual([0, 1]);
    calls[1]!.resolve(audio("B"));
    // The freed slot goes to the third sentence; sentence 1's audio waits for sentence 0's.
    await until(() => expect(calls.map((c) => c.seq)).toEqual([0, 1, 2]));
    await settled();
    expect(events.filter((e) => e.type === "audio")).toEqual([]);
    calls[0]!.resolve(audio("A"));
    // Both audios are out while the text stream is still open.
    await until(() => expect(summary(events).filter((s) => s.startsWith("a"))).toEqual(["a0:A", "a1:B"]));
    ch.send(" Vier");
    ch.end();
    await until(() => expect(calls.map((c) => c.seq)).toEqual([0, 1, 2, 3]));
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
    await until(() => expect(calls).toHaveLength(2));
    calls[1]!.reject(new TtsError("Quota exceeded", 502, "tts-failed"));
    await settled();
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
    await until(() => expect(calls).toHaveLength(2));
    calls[0]!.reject(new Error("socket hang up"));
    await until(() => expect(calls[1]!.signal.aborted).toBe(true));
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
    await until(() => expect(events).toHaveLength(3));
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
    // Both sentences are in synthesis while the consumer has read one event.
    await until(() => expect(calls).toHaveLength(2));
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
    // Both deltas are read before the stream fails.
    await until(() => expect(events).toHaveLength(2));
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
