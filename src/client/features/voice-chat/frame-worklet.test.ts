import { describe, expect, test } from "vitest";
import { FRAME, type Frame } from "./frame-protocol";
import { Framer } from "./frame-worklet";
import { rmsOf } from "./vad";

const RATE = 48_000;
const QUANTUM = 128;

/** A tone of `amplitude` (sine, `period` samples) from sample `from` on, `n` samples. */
function tone(from: number, n: number, amplitude: number, period: number): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = amplitude * Math.sin((2 * Math.PI * (from + i)) / period);
  return out;
}

/** Feeds `quanta` render quanta of both channels to a Framer, as the audio thread does from `firstFrame` on. */
function run(quanta: number, firstFrame: number, length = FRAME) {
  const frames: Frame[] = [];
  const framer = new Framer(length, RATE, (f) => frames.push(f));
  const mic = tone(0, quanta * QUANTUM, 0.3, 97);
  const played = tone(0, quanta * QUANTUM, 0.1, 53);
  for (let q = 0; q < quanta; q++) {
    const at = q * QUANTUM;
    framer.push(mic.subarray(at, at + QUANTUM), played.subarray(at, at + QUANTUM), firstFrame + at);
  }
  return { frames, mic, played };
}

describe("Framer (the AudioWorklet's framing)", () => {
  test("eight quanta of 128 make a frame of 1024, stamped with its first sample's time on the audio clock", () => {
    // The worklet starts at currentFrame 4800: 100 ms into the context's life.
    const { frames, mic, played } = run(8 * 3 + 5, 4800);
    expect(frames).toHaveLength(3);
    frames.forEach((frame, k) => {
      expect(frame.at).toBeCloseTo(100 + (k * FRAME * 1000) / RATE, 9);
      expect(frame.samples).toHaveLength(FRAME);
      expect([...frame.samples]).toEqual([...mic.subarray(k * FRAME, (k + 1) * FRAME)]);
      expect(frame.mic).toBeCloseTo(rmsOf(mic.subarray(k * FRAME, (k + 1) * FRAME)), 6);
      expect(frame.played).toBeCloseTo(rmsOf(played.subarray(k * FRAME, (k + 1) * FRAME)), 6);
    });
    // A sine's RMS is its amplitude over √2: the two channels are not mixed up.
    expect(frames[0]!.mic).toBeCloseTo(0.3 / Math.SQRT2, 2);
    expect(frames[0]!.played).toBeCloseTo(0.1 / Math.SQRT2, 2);
  });

  test("a frame length the quanta do not divide: frames begin inside a quantum, at the right sample", () => {
    const { frames, mic } = run(24, 0, 1000);
    expect(frames.map((f) => f.at)).toEqual([0, 1, 2].map((k) => (k * 1000 * 1000) / RATE));
    expect([...frames[1]!.samples]).toEqual([...mic.subarray(1000, 2000)]);
  });

  test("each frame has its own samples: the next frame does not overwrite a frame already posted (transferred)", () => {
    const { frames } = run(16, 0);
    expect(frames[0]!.samples.buffer).not.toBe(frames[1]!.samples.buffer);
    expect(frames[0]!.samples[1]).not.toBe(frames[1]!.samples[1]);
  });

  test("a missing channel is silence: nothing connected as played sound, or no input at all", () => {
    const frames: Frame[] = [];
    const framer = new Framer(FRAME, RATE, (f) => frames.push(f));
    for (let q = 0; q < 8; q++) framer.push(new Float32Array(QUANTUM).fill(0.5), undefined, 96_000 + q * QUANTUM);
    for (let q = 0; q < 8; q++) framer.push(undefined, undefined, 96_000 + (8 + q) * QUANTUM);
    expect(frames).toHaveLength(2);
    expect(frames[0]).toMatchObject({ at: 2000, played: 0 });
    expect(frames[0]!.mic).toBeCloseTo(0.5, 6);
    // The clock goes on through a quantum without input, and its frame is silent.
    expect(frames[1]!.at).toBeCloseTo(2000 + (FRAME * 1000) / RATE, 9);
    expect(frames[1]).toMatchObject({ mic: 0, played: 0 });
  });
});
