import { describe, expect, test } from "vitest";
import { PcmRing, resample, wavOf } from "./capture";

describe("PcmRing", () => {
  test("keeps the last seconds and slices them by time", () => {
    const ring = new PcmRing(1000, 1);
    ring.push(Float32Array.from({ length: 1500 }, (_, i) => i));
    expect(ring.now).toBe(1500);
    // The first 500 samples were overwritten: a slice from before is clamped.
    expect(ring.slice(0, 600)[0]).toBe(500);
    expect(Array.from(ring.slice(1200, 1203))).toEqual([1200, 1201, 1202]);
    expect(ring.slice(1490).length).toBe(10);
  });
});

describe("resample and wavOf", () => {
  test("48 kHz to 16 kHz keeps the duration", () => {
    expect(resample(new Float32Array(4800), 48_000, 16_000).length).toBe(1600);
  });

  test("a 16-bit mono WAV with the right header and clipped samples", () => {
    const bytes = wavOf(Float32Array.from([0, 0.5, -1, 2]), 16_000);
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("RIFF");
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 16384, -32767, 32767]);
  });
});
