/**
 * The browser's side of hands-free mode: the microphone (echo cancellation,
 * noise suppression and auto gain asked for explicitly) and the coach's
 * played sound in one audio graph, frame by frame into the SpeechDetector of
 * vad.ts, the last 30 s kept for the pre-roll (decision 050).
 */
import { PcmRing, resample, wavOf } from "./capture";
import { FRAME, type Frame } from "./frame-protocol";
import { startFrames } from "./frame-source";
// The worklet as its own bundled file under /assets/, loaded from the site's origin (also inside the embed's frame).
import frameWorkletUrl from "./frame-worklet.ts?worker&url";
import { SpeechDetector, type DetectorOptions, type VadEvent } from "./vad";

export interface Vad {
  /** The visitor is speaking right now. */
  readonly inSpeech: boolean;
  /** The microphone's clock (ms), the detector's time. */
  readonly now: number;
  /** When the current (or last) utterance's audio begins, pre-roll included. */
  readonly utteranceStart: number | undefined;
  /** When the visitor's voice was last heard. */
  readonly lastSpeechAt: number;
  /** The interim transcript of the turn, for the end-of-turn pause. */
  setInterim(text: string): void;
  /** The microphone's audio from `fromMs` until now, as a 16 kHz WAV file. */
  recording(fromMs: number): Blob;
  stop(): void;
}

/** What the browser granted of the processing asked for: logged once per start, for support. */
function logGranted(stream: MediaStream) {
  const settings = stream.getAudioTracks()[0]?.getSettings() ?? {};
  const { echoCancellation, noiseSuppression, autoGainControl, sampleRate } = settings;
  console.info("hands-free microphone", { echoCancellation, noiseSuppression, autoGainControl, sampleRate });
}

const TRANSCRIPTION_RATE = 16_000;

/**
 * What the coach plays now, as the page knows it: undefined while the coach
 * is silent; while it speaks, the stream of its sound, "quiet" while nothing
 * plays (before the first audio, between answers' pieces), null where its
 * sound cannot be measured (the browser's own voice, no captureStream).
 */
export type PlayedSound = MediaStream | "quiet" | null | undefined;

/**
 * Which frames count as the coach speaking, and which of them carry a played
 * signal that can be trusted, by the audio clock (decision 050). The page's
 * main thread handles the detector's frames in messages (or, in the fallback,
 * events) that, under load, come late and in bursts; what the main thread
 * knows when it handles them (the coach speaks, its sound is connected) is
 * newer than the frames. The played signal itself travels with the
 * microphone in the same frame (the second channel), so it needs no pairing;
 * what is paired here is only the state:
 *
 * - the coach counts as speaking for frames up to `hangoverMs` (the echo's
 *   longest delay) after the audio clock at which the main thread saw it stop,
 *   so the last words' echo, handled late, are not the visitor's;
 * - the played channel counts from the audio clock at which the coach's
 *   stream was connected; earlier frames get null (the fixed margin).
 */
export class CoachFrames {
  /** Frames after this audio-clock time (ms) do not count as the coach speaking; Infinity while it speaks. */
  private coachUntil = -Infinity;
  /** Frames from this audio-clock time (ms) on carry the coach's sound; Infinity: it cannot be measured. */
  private measuredFrom = Infinity;

  constructor(private readonly hangoverMs: number) {}

  /**
   * What the main thread knows when it handles an event: the coach is silent,
   * speaks without a measurable sound, or speaks with its sound in the second
   * channel since `since` (audio clock, ms; -Infinity: nothing plays, the
   * channel's silence is true). `clock` is the audio clock now (ms).
   */
  observe(coach: "silent" | "unmeasured" | "measured", since: number, clock: number) {
    if (coach === "silent") {
      if (this.coachUntil === Infinity) this.coachUntil = clock + this.hangoverMs;
      return;
    }
    this.coachUntil = Infinity;
    this.measuredFrom = coach === "unmeasured" ? Infinity : since;
  }

  /**
   * What the detector gets as `played` for the frame captured from `at`
   * (audio clock, ms), whose second channel had the RMS `played`.
   */
  played(at: number, played: number): number | null | undefined {
    if (at > this.coachUntil) return undefined;
    return at >= this.measuredFrom ? played : null;
  }
}

/**
 * Connects what the coach plays to the second input of the detector's
 * merger, following the stream as answers come and go. `follow` returns since
 * when (audio clock, ms) the second channel carries the coach's sound:
 * -Infinity while nothing plays, undefined while it cannot be known. A
 * captured element adds a new track when it loads new media (the unlocked
 * element plays the greeting, then the answers): the newest track is the one
 * that sounds.
 */
function playedTap(context: AudioContext, merger: ChannelMergerNode) {
  let current: MediaStream | undefined;
  let track: MediaStreamTrack | undefined;
  let source: MediaStreamAudioSourceNode | undefined;
  let since: number | undefined;
  const disconnect = () => {
    source?.disconnect();
    source = track = since = undefined;
  };
  function connect() {
    const newest = current
      ?.getAudioTracks()
      .filter((t) => t.readyState === "live")
      .at(-1);
    if (!newest || newest === track) return;
    disconnect();
    try {
      source = context.createMediaStreamSource(new MediaStream([newest]));
      source.connect(merger, 0, 1);
      track = newest;
      since = context.currentTime * 1000;
    } catch {
      source = undefined;
    }
  }
  const release = () => {
    current?.removeEventListener("addtrack", connect);
    disconnect();
    current = undefined;
  };
  return {
    follow(sound: PlayedSound): number | undefined {
      if (typeof MediaStream === "undefined" || !(sound instanceof MediaStream)) {
        if (current) release();
        return sound === "quiet" ? -Infinity : undefined;
      }
      if (sound !== current) {
        release();
        current = sound;
        // A captured element's track appears once its media has loaded, before the first sound.
        current.addEventListener("addtrack", connect);
      }
      connect();
      return since;
    },
    release,
  };
}

/**
 * Listens to the microphone (its own stream, echo cancellation, noise
 * suppression and auto gain asked for explicitly) frame by frame, keeps the
 * last 30 s of it for the pre-roll, and reports speech starting, ending and
 * interrupting the coach. `played` says what the coach plays now; its sound
 * goes into the same frames as the microphone (an AudioWorklet's, or a
 * ScriptProcessor's where there is none: frame-source.ts), so that each frame
 * carries both for the same window of the audio clock, however late it is
 * handled. Rejects when the microphone cannot be opened.
 */
export async function startVad(
  onEvent: (e: VadEvent) => void,
  played: () => PlayedSound,
  options?: DetectorOptions,
): Promise<Vad> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  logGranted(stream);
  const context = new AudioContext();
  const rate = context.sampleRate;
  const frameMs = (FRAME / rate) * 1000;
  const ring = new PcmRing(rate, 30);
  const detector = new SpeechDetector({ ...options, frameMs });
  // The echo's longest delay, and two frames: one frame's length, and the ScriptProcessor fallback's estimate.
  const coach = new CoachFrames((options?.maxEchoDelayMs ?? 400) + 2 * frameMs);
  // The microphone on the first channel, the coach's sound on the second.
  const merger = context.createChannelMerger(2);
  context.createMediaStreamSource(stream).connect(merger, 0, 0);
  const tap = playedTap(context, merger);
  // Resumed at once; the worklet's module loads meanwhile.
  void context.resume().catch(() => {});
  const onFrame = (frame: Frame) => {
    const sound = played();
    const since = tap.follow(sound);
    const state = sound === undefined ? "silent" : since === undefined ? "unmeasured" : "measured";
    coach.observe(state, since ?? Infinity, context.currentTime * 1000);
    ring.push(frame.samples);
    // The frame's own time on the audio clock: exact from the worklet, estimated by the fallback.
    const event = detector.push(frame.mic, ring.now, coach.played(frame.at, frame.played));
    if (event) onEvent(event);
  };
  const frames = await startFrames(context, merger, frameWorkletUrl, onFrame).catch((error: unknown) => {
    stream.getTracks().forEach((t) => t.stop());
    void context.close().catch(() => {});
    throw error;
  });
  // Which path cuts the frames, once per start, for support.
  const why = frames.fallbackReason ? ` (${frames.fallbackReason})` : "";
  console.info(`hands-free frames: ${frames.kind}${why}`);
  return {
    get inSpeech() {
      return detector.inSpeech;
    },
    get now() {
      return ring.now;
    },
    get utteranceStart() {
      return detector.utteranceStart;
    },
    get lastSpeechAt() {
      return detector.lastSpeechAt;
    },
    setInterim: (text) => detector.setInterim(text),
    recording(fromMs) {
      const samples = resample(ring.slice(fromMs), rate, TRANSCRIPTION_RATE);
      return new Blob([wavOf(samples, TRANSCRIPTION_RATE)], { type: "audio/wav" });
    },
    stop() {
      frames.stop();
      tap.release();
      stream.getTracks().forEach((t) => t.stop());
      void context.close().catch(() => {});
    },
  };
}
