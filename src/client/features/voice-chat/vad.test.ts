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
  test("a turn: speech starts after 150 ms of it, ends after 450 ms of silence", () => {
    const d = new SpeechDetector({ frameMs: 30 });
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 600, 0.001, events);
    t = feed(d, t, 1500, 0.1, events);
    feed(d, t, 1200, 0.001, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start", "speech-end"]);
    // The frame at 600 ms is the first of 150 ms of loud audio.
    expect(events[0]![0] - 600).toBeGreaterThanOrEqual(120);
    expect(events[0]![0] - 600).toBeLessThan(180);
    expect(events[1]![0] - 2100).toBeGreaterThanOrEqual(450);
    expect(events[1]![0] - 2100).toBeLessThan(510);
  });

  test("a click is not speech, and a short pause does not end the turn", () => {
    const d = new SpeechDetector({ frameMs: 30 });
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
    const d = new SpeechDetector({ frameMs: 30 });
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 3000, 0.015, events);
    t = feed(d, t, 3000, 0.025, events);
    expect(events).toEqual([]);
    feed(d, t, 400, 0.2, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start"]);
  });

  test("the pre-roll: the utterance starts 300 ms before its first loud frame", () => {
    const d = new SpeechDetector({ frameMs: 30 });
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 900, 0.001, events);
    expect(d.utteranceStart).toBeUndefined();
    t = feed(d, t, 600, 0.1, events);
    expect(d.utteranceStart).toBe(900 - 300);
    feed(d, t, 800, 0.001, events);
  });

  test("the words set the end of the turn: longer after 'dass', shorter after a question", () => {
    const end = (interim: string) => {
      const d = new SpeechDetector({ frameMs: 30 });
      const events: [number, VadEvent][] = [];
      let t = feed(d, 0, 300, 0.001, events);
      t = feed(d, t, 600, 0.1, events);
      d.setInterim(interim);
      feed(d, t, 2000, 0.001, events);
      return events.find(([, e]) => e === "speech-end")![0] - t;
    };
    expect(end("")).toBeGreaterThanOrEqual(450);
    expect(end("ich hab das Gefühl dass")).toBeGreaterThanOrEqual(1500);
    expect(end("Wie kann ich besser schlafen?")).toBeLessThan(420);
  });

  test("with a transcript at each pause, the turn waits for it, then ends as its words say", () => {
    const d = new SpeechDetector({ frameMs: 30, probeAfterMs: 200 });
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 300, 0.001, events);
    t = feed(d, t, 600, 0.1, events);
    const quiet = t;
    t = feed(d, t, 240, 0.001, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start", "pause"]);
    // No transcript yet: the pause goes on past the usual end.
    t = feed(d, t, 600, 0.001, events);
    expect(events.map(([, e]) => e)).toEqual(["speech-start", "pause"]);
    d.setInterim("Ich habe so viel Stress im Job.");
    feed(d, t, 60, 0.001, events);
    expect(events.at(-1)![1]).toBe("speech-end");
    expect(events.at(-1)![0] - quiet).toBeLessThan(900);
  });
});

/** A played signal (the coach speaking in syllables of 200 ms) and its echo in the microphone, frame by frame (20 ms). */
function coach(t: number): number {
  return Math.floor(t / 200) % 2 === 0 ? 0.2 : 0.02;
}

describe("SpeechDetector while the coach speaks", () => {
  /** Runs `ms` of frames: the microphone hears the echo (gain, 60 ms late) plus `visitor(t)`. */
  function run(
    d: SpeechDetector,
    from: number,
    ms: number,
    gain: number,
    visitor: (t: number) => number,
    out: [number, VadEvent][],
  ) {
    for (let t = from; t < from + ms; t += 20) {
      const echo = gain * coach(t - 60);
      const v = visitor(t);
      const e = d.push(Math.sqrt(echo * echo + v * v + 0.002 ** 2), t, coach(t));
      if (e) out.push([t, e]);
    }
    return from + ms;
  }

  test("a loud echo of the played voice alone is not a barge-in", () => {
    for (const gain of [0.3, 0.6, 1]) {
      const d = new SpeechDetector();
      const events: [number, VadEvent][] = [];
      run(d, 0, 8000, gain, () => 0, events);
      expect(events.filter(([, e]) => e === "barge-in")).toEqual([]);
    }
  });

  test("the same loudness without a played signal to explain it would be", () => {
    const d = new SpeechDetector();
    const events: [number, VadEvent][] = [];
    for (let t = 0; t < 3000; t += 20) {
      const e = d.push(0.6 * coach(t - 60), t);
      if (e) events.push([t, e]);
    }
    expect(events.map(([, e]) => e)).toContain("speech-start");
  });

  test("the visitor speaking on over the echo pauses the coach at once and takes the turn", () => {
    const d = new SpeechDetector();
    const events: [number, VadEvent][] = [];
    let t = run(d, 0, 3000, 0.6, () => 0, events);
    const onset = t;
    t = run(d, t, 1500, 0.6, () => 0.3, events);
    const kinds = events.map(([, e]) => e);
    expect(kinds).toEqual(["barge-in-hold", "barge-in"]);
    expect(events[0]![0] - onset).toBeLessThanOrEqual(300);
    expect(d.inSpeech).toBe(true);
    expect(d.utteranceStart).toBeLessThanOrEqual(onset - 300);
    // The coach has stopped: the pause ends the turn as usual.
    for (let end = t + 1000; t < end; t += 20) {
      const e = d.push(0.002, t);
      if (e) events.push([t, e]);
    }
    expect(events.at(-1)![1]).toBe("speech-end");
  });

  test("a short acknowledgement pauses the coach only for a moment", () => {
    const d = new SpeechDetector();
    const events: [number, VadEvent][] = [];
    let t = run(d, 0, 3000, 0.6, () => 0, events);
    t = run(d, t, 400, 0.6, () => 0.3, events);
    run(d, t, 2000, 0.6, () => 0, events);
    expect(events.map(([, e]) => e)).toEqual(["barge-in-hold", "backchannel"]);
  });

  test("the barge-in's sustain is its own setting", () => {
    const events: [number, VadEvent][] = [];
    const d = new SpeechDetector({ bargeInMs: 250 });
    const t = run(d, 0, 3000, 0.6, () => 0, events);
    const onset = t;
    run(d, t, 600, 0.6, () => 0.3, events);
    expect(events[0]![1]).toBe("barge-in-hold");
    expect(events[0]![0] - onset).toBeGreaterThanOrEqual(230);
  });
});

describe("rmsOf", () => {
  test("of a frame", () => {
    expect(rmsOf([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(rmsOf([])).toBe(0);
  });
});
