/**
 * Voice activity detection for hands-free mode: when does the visitor start
 * and stop speaking, and when do they interrupt the coach? Energy-based
 * (decisions 028 and 050): the loudness of short frames from the microphone,
 * against a noise floor that follows the room and, while the coach speaks,
 * against the echo of the coach's voice predicted from the played signal.
 * The same code runs on the page (microphone.ts feeds it) and in
 * bench/turn-taking.ts.
 */
import type { Lang } from "#shared/i18n";
import { EchoEstimator } from "./echo";
import { DEFAULT_PATIENCE, endOfTurnMs, type Patience } from "./turn-taking";

export interface DetectorOptions {
  /** Loudness (RMS, 0–1) that is speech however quiet the room (default 0.02). */
  minLevel?: number;
  /** Speech must be this many times the noise floor (default 3). */
  overFloor?: number;
  /** Milliseconds of speech before it counts as the visitor speaking while the coach is silent (default 150): a cough or a click does not. */
  startMs?: number;
  /** Milliseconds of silence that end a turn when the words say nothing more (default 450). */
  endMs?: number;
  /** The owner's bounds for the end of a turn: shortest after a question, longest after 'und …' (default 350–1500 ms). */
  patience?: Patience;
  /** The language of the interim transcript (default German). */
  lang?: Lang;
  /** Milliseconds of sustained speech over the echo that pause the coach (default 100): the barge-in's own setting. */
  bargeInMs?: number;
  /** Speech shorter than this while the coach speaks is an acknowledgement ('ja', 'mhm'): the coach goes on (default 850). */
  backchannelMaxMs?: number;
  /** Silence after which a short burst counts as over (default 250). */
  resumeMs?: number;
  /** While the coach speaks, the visitor must be this many times louder than the predicted echo (default 1.5). */
  echoMargin?: number;
  /** The leak assumed before it was measured: microphone loudness per played loudness (default 1). */
  echoPriorGain?: number;
  /** Longest delay of the echo, from the played signal to the microphone (default 400 ms). */
  maxEchoDelayMs?: number;
  /** The frames' length, for the echo's delays (default 20 ms). */
  frameMs?: number;
  /** Audio before the detected start that goes with the utterance (default 300 ms). */
  preRollMs?: number;
  /** Speech is counted over this window: its loud frames add up, across the gaps between syllables (default 300 ms). */
  windowMs?: number;
  /**
   * Where the server transcribes and there is no interim transcript: after
   * this much silence in a turn the detector reports a pause, so the page can
   * have what was said so far transcribed; until that transcript arrives
   * (setInterim) the turn waits up to the patience's longest (default: off).
   */
  probeAfterMs?: number;
}

/** Silence in a turn after which what was said so far is transcribed, to judge whether the thought is complete (bench/turn-taking.ts). */
const PROBE_AFTER_MS = 200;

/**
 * The page's detector options: the page's language, the persona's patience
 * (the owner's bounds of the silence that ends a turn), and, where the server
 * transcribes, a transcript asked for at each pause.
 */
export function handsFreeDetectorOptions(lang: Lang, serverStt: boolean, patience: Patience): DetectorOptions {
  return {
    lang,
    patience: { minMs: patience.minMs, maxMs: patience.maxMs },
    probeAfterMs: serverStt ? PROBE_AFTER_MS : Infinity,
  };
}

/** Loud frames this close before the counted start belong to the utterance (for the pre-roll). */
const ONSET_GAP_MS = 250;

/**
 * What the detector reports. While the coach is silent: speech-start and
 * speech-end. While the coach speaks: barge-in-hold (sustained speech over the
 * echo: pause the coach), then either backchannel (it was short: go on) or
 * barge-in (it goes on: the visitor takes the turn, and speech-end follows).
 * With probeAfterMs, pause: a silence in the turn, time to ask for a transcript.
 */
export type VadEvent = "speech-start" | "speech-end" | "barge-in-hold" | "barge-in" | "backchannel" | "pause";

/**
 * The decision itself, free of the browser: feed it one frame's RMS, its
 * time and, while the coach speaks, the played signal's RMS.
 */
export class SpeechDetector {
  private floor = 0.005;
  private speaking = false;
  /** First loud frame of the stretch being counted (speech or a burst over the coach). */
  private loudSince: number | undefined;
  private lastLoud = -Infinity;
  private quietSince: number | undefined;
  /** The coach was paused for this burst. */
  private holding = false;
  private coachWasSpeaking = false;
  private onset: number | undefined;
  /** Times of loud frames in the last two seconds. */
  private readonly recentLoud: number[] = [];
  /** Times of frames at least half as loud as needed, for the utterance's start. */
  private readonly recentSoft: number[] = [];
  private endAfter: number;
  /** This pause was reported, and its transcript is awaited. */
  private probed = false;
  private awaiting = false;
  private readonly echo: EchoEstimator;
  private readonly o: Required<DetectorOptions>;

  constructor(options: DetectorOptions = {}) {
    this.o = {
      minLevel: 0.02,
      overFloor: 3,
      startMs: 150,
      endMs: 450,
      patience: DEFAULT_PATIENCE,
      lang: "de",
      bargeInMs: 100,
      backchannelMaxMs: 850,
      resumeMs: 250,
      echoMargin: 1.5,
      echoPriorGain: 1,
      maxEchoDelayMs: 400,
      frameMs: 20,
      preRollMs: 300,
      windowMs: 300,
      probeAfterMs: Infinity,
      ...options,
    };
    this.endAfter = endOfTurnMs("", this.o.lang, this.o.endMs, this.o.patience);
    this.echo = new EchoEstimator(Math.ceil(this.o.maxEchoDelayMs / this.o.frameMs) + 1, this.o.echoPriorGain);
  }

  get inSpeech(): boolean {
    return this.speaking;
  }

  /** When the visitor's voice was last heard (ms). */
  get lastSpeechAt(): number {
    return this.lastLoud;
  }

  /** The silence that ends the current turn, as the words heard so far set it. */
  get endOfTurnMs(): number {
    return this.endAfter;
  }

  /** When the audio that goes with the current (or last) utterance begins: its detected start less the pre-roll. */
  get utteranceStart(): number | undefined {
    return this.onset === undefined ? undefined : this.onset - this.o.preRollMs;
  }

  /** The interim transcript of the current turn, where there is one: it sets how long a pause ends the turn. */
  setInterim(text: string) {
    this.awaiting = false;
    this.endAfter = endOfTurnMs(text, this.o.lang, this.o.endMs, this.o.patience);
  }

  /**
   * One frame: its RMS, its time (ms) and what the coach plays: undefined
   * while the coach is silent, the played signal's RMS while it speaks (0
   * between sentences), null while it speaks but the played signal cannot be
   * measured (a fixed margin over the room then).
   */
  push(rms: number, now: number, played?: number | null): VadEvent | undefined {
    const coach = played !== undefined;
    if (coach !== this.coachWasSpeaking) this.switchMode(coach);
    const base = Math.max(this.o.minLevel, this.floor * this.o.overFloor);
    let threshold = base;
    let echo = 0;
    if (coach) {
      this.echo.push(played ?? 0);
      echo = played === null ? base * this.o.echoMargin : this.echo.predict();
      threshold = Math.max(base, this.o.echoMargin * echo);
    }
    const loud = rms >= threshold;
    if (rms >= threshold / 2) {
      this.recentSoft.push(now);
      while (now - this.recentSoft[0]! > 2000) this.recentSoft.shift();
    }
    if (!loud) {
      // The floor follows quiet frames quickly down and slowly up; not while an echo fills them.
      if (echo < this.floor) {
        this.floor = rms < this.floor ? this.floor * 0.7 + rms * 0.3 : this.floor * 0.98 + rms * 0.02;
        this.floor = Math.max(this.floor, 0.0005);
      }
      if (coach && played !== null && this.loudSince === undefined && !this.speaking) this.echo.learn(rms);
    }
    if (loud) {
      this.lastLoud = now;
      this.loudSince ??= now;
      this.recentLoud.push(now);
      while (this.recentLoud.length > 0 && now - this.recentLoud[0]! > 2000) this.recentLoud.shift();
    } else if (this.loudSince !== undefined && now - this.lastLoud > this.o.windowMs && !this.holding && !this.speaking) {
      this.loudSince = undefined;
    }
    if (this.speaking) return this.inTurn(loud, now);
    return coach ? this.overCoach(loud, now) : this.beforeTurn(loud, now);
  }

  /** The coach started or stopped speaking. */
  private switchMode(coach: boolean) {
    this.coachWasSpeaking = coach;
    this.echo.clearPlayed();
    // A burst the coach was paused for goes on as the visitor's speech, if it lasts.
    this.holding = false;
  }

  /** How long it was loud within the window, ms. */
  private loudMs(now: number): number {
    let n = 0;
    for (let i = this.recentLoud.length - 1; i >= 0 && now - this.recentLoud[i]! < this.o.windowMs; i--) n++;
    return n * this.o.frameMs;
  }

  /** Coach silent, visitor not (yet) speaking: sustained speech starts a turn. */
  private beforeTurn(loud: boolean, now: number): VadEvent | undefined {
    if (!loud || this.loudMs(now) < this.o.startMs) return undefined;
    return this.startTurn(now, "speech-start");
  }

  /** Coach speaking: sustained speech pauses it; short speech lets it go on, long speech takes the turn. */
  private overCoach(loud: boolean, now: number): VadEvent | undefined {
    if (this.loudSince === undefined) return undefined;
    if (!this.holding) {
      if (loud && this.loudMs(now) >= this.o.bargeInMs) {
        this.holding = true;
        return "barge-in-hold";
      }
      return undefined;
    }
    if (loud) {
      if (now - this.loudSince >= this.o.backchannelMaxMs) {
        this.holding = false;
        return this.startTurn(now, "barge-in");
      }
      return undefined;
    }
    if (now - this.lastLoud < this.o.resumeMs) return undefined;
    // Over before it was long: an acknowledgement.
    this.holding = false;
    this.loudSince = undefined;
    return "backchannel";
  }

  private startTurn(now: number, event: "speech-start" | "barge-in"): VadEvent {
    this.speaking = true;
    // The first syllables may have been soft and apart: loud frames shortly before belong to the utterance.
    let onset = this.loudSince ?? now;
    for (let i = this.recentSoft.length - 1; i >= 0; i--) {
      const t = this.recentSoft[i]!;
      if (t >= onset) continue;
      if (onset - t > ONSET_GAP_MS) break;
      onset = t;
    }
    this.onset = onset;
    this.quietSince = undefined;
    return event;
  }

  /** The visitor is speaking: a pause as long as the words ask for ends the turn. */
  private inTurn(loud: boolean, now: number): VadEvent | undefined {
    if (loud) {
      this.quietSince = undefined;
      this.probed = false;
      this.awaiting = false;
      return undefined;
    }
    this.quietSince ??= now;
    const quiet = now - this.quietSince;
    if (!this.probed && quiet >= this.o.probeAfterMs) {
      this.probed = true;
      this.awaiting = true;
      return "pause";
    }
    if (quiet < (this.awaiting ? this.o.patience.maxMs : this.endAfter)) return undefined;
    this.speaking = false;
    this.probed = false;
    this.awaiting = false;
    this.loudSince = undefined;
    this.endAfter = endOfTurnMs("", this.o.lang, this.o.endMs, this.o.patience);
    return "speech-end";
  }
}

/** The RMS of one frame of samples (−1…1). */
export function rmsOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / Math.max(1, samples.length));
}
