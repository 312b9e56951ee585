import { vi } from "vitest";
import type { SpeakEvent, Synthesize, SynthesizedAudio } from "./speak-stream";

/** What the speakStream tests (speak-stream*.test.ts) share: hand-fed inputs, and ways to wait for the stream. */

/** An async iterable of deltas that the test feeds by hand. */
export function channel() {
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
export function manualSynth() {
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
export function run(gen: AsyncGenerator<SpeakEvent>) {
  const events: SpeakEvent[] = [];
  const done = (async () => {
    for await (const e of gen) events.push(e);
  })();
  return { events, done };
}

/**
 * Waits until `check` stops throwing: for the state the stream is expected to
 * reach (events out, synthesis calls started), however long the machine takes.
 */
export const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 1 });

/**
 * Waits until every reaction to the last step has run. The stream and the
 * hand-fed inputs here run on promises alone (no timers, no I/O), so once the
 * event loop reaches its next phase nothing is left to happen. For checking
 * that something did NOT happen, where there is no event to wait for.
 */
export const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

export const summary = (events: SpeakEvent[]) =>
  events.map((e) =>
    e.type === "text"
      ? `t:${e.delta}`
      : e.type === "audio"
        ? `a${e.seq}:${Buffer.from(e.base64, "base64").toString()}`
        : e.type === "replace"
          ? "replace"
          : `err:${e.message}`,
  );
