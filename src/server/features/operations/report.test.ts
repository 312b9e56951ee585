import { describe, expect, test } from "vitest";
import { MAX_REPORTED_MS } from "#shared/api/operations";
import { bucketOf, bucketValue, percentileOf } from "./histogram";
import { acceptTiming } from "./report";

describe("a browser's report of a turn", () => {
  test("both figures of a well-formed report count, rounded to whole milliseconds", () => {
    expect(acceptTiming({ input: "spoken", firstTextMs: 812.4, firstAudioMs: 1490.6 })).toEqual([
      { stage: "spoken.first-text", ms: 812 },
      { stage: "spoken.first-audio", ms: 1491 },
    ]);
    expect(acceptTiming({ input: "typed", firstTextMs: 300 })).toEqual([{ stage: "typed.first-text", ms: 300 }]);
  });

  test("absurd figures are dropped one by one: negative, longer than two minutes, not finite", () => {
    expect(acceptTiming({ input: "typed", firstTextMs: -1, firstAudioMs: 900 })).toEqual([
      { stage: "typed.first-audio", ms: 900 },
    ]);
    expect(acceptTiming({ input: "typed", firstTextMs: 400, firstAudioMs: MAX_REPORTED_MS + 1 })).toEqual([
      { stage: "typed.first-text", ms: 400 },
    ]);
    expect(acceptTiming({ input: "typed", firstTextMs: Number.POSITIVE_INFINITY })).toEqual([]);
    expect(acceptTiming({ input: "typed", firstTextMs: Number.NaN })).toEqual([]);
    expect(acceptTiming({ input: "typed", firstTextMs: MAX_REPORTED_MS })).toEqual([
      { stage: "typed.first-text", ms: MAX_REPORTED_MS },
    ]);
  });

  test("first audio before the first text it speaks is not believed", () => {
    expect(acceptTiming({ input: "typed", firstTextMs: 900, firstAudioMs: 200 })).toEqual([
      { stage: "typed.first-text", ms: 900 },
    ]);
  });

  test("a report of another shape counts nothing: wrong types, unknown input kinds, extra fields", () => {
    for (const raw of [
      undefined,
      null,
      "fast",
      [],
      { input: "typed", firstTextMs: "300" },
      { input: "telepathy", firstTextMs: 300 },
      { firstTextMs: 300 },
      { input: "typed", firstTextMs: 300, message: "Ich habe so viel Stress im Job." },
    ])
      expect(acceptTiming(raw), JSON.stringify(raw)).toEqual([]);
  });
});

describe("the latency histogram", () => {
  test("buckets are fixed and about 9 % wide; a bucket's value lies within it", () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(0.5)).toBe(0);
    expect(bucketOf(1)).toBe(1);
    expect(bucketOf(2)).toBe(9);
    for (const ms of [3, 47, 250, 999, 1000, 4321, 60_000, MAX_REPORTED_MS]) {
      const value = bucketValue(bucketOf(ms));
      expect(Math.abs(value - ms) / ms, String(ms)).toBeLessThan(0.05);
    }
  });

  test("nearest-rank percentiles of known inputs, within the bucket's error", () => {
    const values = Array.from({ length: 1000 }, (_, i) => i + 1);
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf(v), (counts.get(bucketOf(v)) ?? 0) + 1);
    for (const [p, exact] of [
      [0.5, 500],
      [0.9, 900],
      [0.95, 950],
    ] as const)
      expect(Math.abs(percentileOf(counts, p)! - exact) / exact).toBeLessThan(0.05);
    expect(percentileOf(new Map(), 0.5)).toBeUndefined();
    // One slow turn among nine fast ones is the p95, not the p50.
    const skewed = new Map([
      [bucketOf(200), 9],
      [bucketOf(5000), 1],
    ]);
    expect(percentileOf(skewed, 0.5)).toBe(bucketValue(bucketOf(200)));
    expect(percentileOf(skewed, 0.9)).toBe(bucketValue(bucketOf(200)));
    expect(percentileOf(skewed, 0.95)).toBe(bucketValue(bucketOf(5000)));
  });
});
