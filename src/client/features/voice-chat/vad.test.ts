import { describe, expect, test } from "vitest";
import { CoachFrames } from "./microphone";
import { handsFreeDetectorOptions, rmsOf, SpeechDetector, type VadEvent } from "./vad";

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

describe("the persona's patience", () => {
  /** When the turn ends after 1.5 s of speech and then silence, with `interim` as the words so far. */
  function endAfter(options: ConstructorParameters<typeof SpeechDetector>[0], interim: string): number {
    const d = new SpeechDetector({ frameMs: 30, ...options });
    const events: [number, VadEvent][] = [];
    let t = feed(d, 0, 600, 0.001, events);
    t = feed(d, t, 1500, 0.1, events);
    d.setInterim(interim);
    feed(d, t, 5000, 0.001, events);
    return events.find(([, e]) => e === "speech-end")![0] - t;
  }

  test("the page's detector gets the persona's bounds", () => {
    const options = handsFreeDetectorOptions("en", false, { minMs: 600, maxMs: 2500 });
    expect(options).toMatchObject({ lang: "en", patience: { minMs: 600, maxMs: 2500 }, probeAfterMs: Infinity });
    expect(handsFreeDetectorOptions("de", true, { minMs: 350, maxMs: 1500 }).probeAfterMs).toBe(200);
  });

  test("a patient persona waits longer after 'and …' and never ends a turn sooner than its shortest", () => {
    const patient = handsFreeDetectorOptions("en", false, { minMs: 600, maxMs: 2500 });
    // After a trailing 'and': the persona's longest, not the default 1.5 s.
    expect(endAfter(patient, "I went to my boss and")).toBeGreaterThanOrEqual(2500);
    expect(endAfter(patient, "I went to my boss and")).toBeLessThan(2560);
    expect(endAfter({ lang: "en" }, "I went to my boss and")).toBeLessThan(1560);
    // A complete question: the persona's shortest (600 ms), which also lifts the 450 ms base.
    expect(endAfter(patient, "What can I do?")).toBeGreaterThanOrEqual(600);
    expect(endAfter(patient, "What can I do?")).toBeLessThan(660);
    expect(endAfter(patient, "I am tired.")).toBeGreaterThanOrEqual(600);
    // A quick persona answers sooner after a question.
    expect(endAfter(handsFreeDetectorOptions("en", false, { minMs: 250, maxMs: 1000 }), "What can I do?")).toBeLessThan(310);
  });
});

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

/**
 * The page under load: the detector's audio events are handled late and in
 * bursts. The coach's sound speaks in syllables, and its echo reaches the
 * microphone at half the loudness 60 ms later. What matters is what each
 * microphone frame is paired with.
 */
describe("CoachFrames: frames handled in bursts", () => {
  const FRAME_MS = 20;
  const COACH_FROM = 1000;
  /** The answer's audio ends in the middle of a word. */
  const COACH_TO = 6500;
  /** The coach's played loudness at `t` (ms, audio clock): words of 3–5 syllables (140 ms, 60 ms apart), 200 ms between words. */
  const playedAt = (t: number) => {
    if (t < COACH_FROM || t >= COACH_TO) return 0;
    const word = Math.floor((t - COACH_FROM) / 1000);
    const inWord = (t - COACH_FROM) % 1000;
    if (inWord >= 600 + 200 * (word % 2) - 200 * (word % 3 === 2 ? 1 : 0)) return 0;
    return inWord % 200 < 140 ? 0.25 : 0.01;
  };
  /** What the microphone hears at `t`: the room and the echo (half as loud, 60 ms late). */
  const micAt = (t: number) => 0.002 + 0.5 * playedAt(t - 60);
  /** Whether the coach speaks at `t` as the state machine says (its answer ends with its audio). */
  const speaksAt = (t: number) => t >= COACH_FROM - 500 && t < COACH_TO;

  /**
   * Runs 9 s of frames, handled in bursts: the main thread catches up with all
   * frames captured since, every `burstMs` ± a half of it (a fixed sequence).
   * `pairing` gives the detector's `played` for a frame captured at `at`,
   * handled at `clock`.
   */
  function underLoad(burstMs: number, pairing: (at: number, clock: number) => number | null | undefined) {
    const d = new SpeechDetector({ frameMs: FRAME_MS });
    const events: [number, VadEvent][] = [];
    let next = 0;
    let seed = 7;
    const jitter = () => ((seed = (seed * 48271) % 2147483647) / 2147483647 - 0.5) * burstMs;
    for (let clock = burstMs; clock <= 9000; clock += Math.round(burstMs + jitter())) {
      for (; next + FRAME_MS <= clock; next += FRAME_MS) {
        const e = d.push(micAt(next), next + FRAME_MS, pairing(next, clock));
        if (e) events.push([next, e]);
      }
    }
    return events;
  }

  /** The new pairing: the played level from the frame's own second channel, the state by the audio clock. */
  function aligned() {
    const coach = new CoachFrames(400 + 2 * FRAME_MS);
    let observedAt = -1;
    return (at: number, clock: number) => {
      if (clock !== observedAt) {
        observedAt = clock;
        coach.observe(speaksAt(clock) ? "measured" : "silent", -Infinity, clock);
      }
      return coach.played(at, playedAt(at));
    };
  }

  test("frames paired with what was played in their own window: no pause, no turn from the echo", () => {
    for (const burstMs of [20, 100, 250, 400]) {
      expect(underLoad(burstMs, aligned()), `bursts of ${burstMs} ms`).toEqual([]);
    }
  });

  test("frames paired with the played level and the state at the time they are handled take the echo for the visitor", () => {
    // What the page did before: the analyser's level "now" and the state "now", whenever the event is handled.
    const late = (_at: number, clock: number) => (speaksAt(clock) ? playedAt(clock) : undefined);
    expect(underLoad(20, late)).toEqual([]);
    const events = underLoad(250, late).map(([, e]) => e);
    expect(events.filter((e) => e === "barge-in-hold" || e === "speech-start").length).toBeGreaterThan(0);
  });

  test("the coach counts as speaking for the echo's delay after the main thread saw it stop", () => {
    const coach = new CoachFrames(440);
    coach.observe("measured", -Infinity, 1000);
    coach.observe("silent", -Infinity, 5000);
    expect(coach.played(4900, 0.2)).toBe(0.2);
    expect(coach.played(5300, 0)).toBe(0);
    expect(coach.played(5441, 0)).toBeUndefined();
    // Seen again later: the first sight counts, not the last.
    coach.observe("silent", -Infinity, 5400);
    expect(coach.played(5441, 0)).toBeUndefined();
  });

  test("before the coach's sound is connected, and where it cannot be, the fixed margin (null) holds", () => {
    const coach = new CoachFrames(440);
    coach.observe("measured", 2000, 2100);
    expect(coach.played(1980, 0)).toBeNull();
    expect(coach.played(2000, 0.1)).toBe(0.1);
    coach.observe("unmeasured", Infinity, 2200);
    expect(coach.played(2200, 0.1)).toBeNull();
  });
});
