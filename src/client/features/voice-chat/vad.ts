/**
 * Voice activity detection for hands-free mode: when does the visitor start
 * and stop speaking? Energy-based (decision 028): the loudness of short
 * frames from the microphone, against a noise floor that follows the room.
 * The browser's echo cancellation and noise suppression run before it, so
 * the coach's own voice from the speakers does not count as the visitor's.
 */

export interface DetectorOptions {
  /** Loudness (RMS, 0–1) that is speech however quiet the room (default 0.02). */
  minLevel?: number;
  /** Speech must be this many times the noise floor (default 3). */
  overFloor?: number;
  /** Milliseconds of speech before it counts as the visitor speaking (default 150): a cough or a click does not. */
  startMs?: number;
  /** Milliseconds of silence after speech that end the turn (default 700). */
  endMs?: number;
}

export type VadEvent = "speech-start" | "speech-end";

/**
 * The decision itself, free of the browser: feed it one frame's RMS and its
 * time; it says when speech started and when it ended.
 */
export class SpeechDetector {
  private floor = 0.005;
  private speaking = false;
  private loudSince: number | undefined;
  private quietSince: number | undefined;
  private readonly minLevel: number;
  private readonly overFloor: number;
  private readonly startMs: number;
  private readonly endMs: number;

  constructor(options: DetectorOptions = {}) {
    this.minLevel = options.minLevel ?? 0.02;
    this.overFloor = options.overFloor ?? 3;
    this.startMs = options.startMs ?? 150;
    this.endMs = options.endMs ?? 700;
  }

  get inSpeech(): boolean {
    return this.speaking;
  }

  push(rms: number, now: number): VadEvent | undefined {
    const loud = rms >= Math.max(this.minLevel, this.floor * this.overFloor);
    if (!loud) {
      // The floor follows quiet frames quickly down and slowly up.
      this.floor = rms < this.floor ? this.floor * 0.7 + rms * 0.3 : this.floor * 0.98 + rms * 0.02;
      this.floor = Math.max(this.floor, 0.0005);
    }
    if (!this.speaking) {
      if (!loud) {
        this.loudSince = undefined;
        return undefined;
      }
      this.loudSince ??= now;
      if (now - this.loudSince < this.startMs) return undefined;
      this.speaking = true;
      this.quietSince = undefined;
      return "speech-start";
    }
    if (loud) {
      this.quietSince = undefined;
      return undefined;
    }
    this.quietSince ??= now;
    if (now - this.quietSince < this.endMs) return undefined;
    this.speaking = false;
    this.loudSince = undefined;
    return "speech-end";
  }
}

/** The RMS of one frame of samples (−1…1). */
export function rmsOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

export interface Vad {
  /** The visitor is speaking right now. */
  readonly inSpeech: boolean;
  stop(): void;
}

/**
 * Listens to the microphone (its own stream, with echo cancellation and noise
 * suppression) every 30 ms and reports speech starting and ending. Rejects
 * when the microphone cannot be opened.
 */
export async function startVad(onEvent: (e: VadEvent) => void, options?: DetectorOptions): Promise<Vad> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const frame = new Float32Array(analyser.fftSize);
  const detector = new SpeechDetector(options);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(frame);
    const event = detector.push(rmsOf(frame), performance.now());
    if (event) onEvent(event);
  }, 30);
  return {
    get inSpeech() {
      return detector.inSpeech;
    },
    stop() {
      clearInterval(timer);
      stream.getTracks().forEach((t) => t.stop());
      void context.close().catch(() => {});
    },
  };
}
