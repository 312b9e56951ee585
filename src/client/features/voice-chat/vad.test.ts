import { describe, expect, test } from "vitest";
import { rmsOf, SpeechDetector, type VadEvent } from "./vad";

/** Feeds `level` every 30 ms for `ms`; returns the events with their times. */
function feed(detector: SpeechDetector, start: number, ms: number, level: number, out: [number, VadEvent][]): number {
  let t = start;
  for (; t < start + ms; t += 30) {
    const e = detector.push(level, t);
    if (e) out.push([t, e]);
  }
  return t;
}

describe("SpeechDetector", () => {
  test("a turn: speech starts after 150 ms of it, ends after 700 ms of silence", () => {
    const d = new SpeechDetector();
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 600, 0.001, events);
    t = feed(d, t, 1500, 0.1, events);
    feed(d, t, 1200, 0.001, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start", "speech-end"]);
    expect(events[0]![0] - 600).toBeGreaterThanOrEqual(150);
    expect(events[0]![0] - 600).toBeLessThan(200);
    expect(events[1]![0] - 2100).toBeGreaterThanOrEqual(700);
    expect(events[1]![0] - 2100).toBeLessThan(760);
  });

  test("a click is not speech, and a short pause does not end the turn", () => {
    const d = new SpeechDetector();
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 300, 0.001, events);
    t = feed(d, t, 60, 0.3, events);
    t = feed(d, t, 300, 0.001, events);
    expect(events).toEqual([]);
    t = feed(d, t, 400, 0.1, events);
    t = feed(d, t, 400, 0.001, events);
    t = feed(d, t, 400, 0.1, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start"]);
    feed(d, t, 800, 0.001, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start", "speech-end"]);
  });

  test("a steady noisy room raises the floor: its hum is not speech, a voice over it is", () => {
    const d = new SpeechDetector();
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 3000, 0.015, events);
    t = feed(d, t, 3000, 0.025, events);
    expect(events).toEqual([]);
    feed(d, t, 400, 0.2, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start"]);
  });

  test("rmsOf", () => {
    expect(rmsOf([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(rmsOf([])).toBe(0);
  });
});
