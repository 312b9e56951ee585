import { readApiError, type ApiError } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";

/**
 * Playback of the server's voice: the answer's audio parts in order, without
 * gaps, while later parts are still arriving; and the persona's greeting.
 * The voice provider applies the speed setting within its range; the rest of
 * it is applied here as a playback rate with the pitch kept, so the voice
 * gets faster or slower, not higher or lower. The provider has no pitch, and
 * a pitch shift that keeps the tempo is not something an audio element can
 * do: the operator's pitch applies to the browser's own voice only.
 */
export type AudioProblem = "autoplayBlocked" | "playbackError";

export interface AudioPlayerCallbacks {
  onStart(): void;
  /** The queue ran empty. */
  onIdle(): void;
  onProblem(problem: AudioProblem): void;
}

export class AudioPlayer {
  private queue: { url: string; rate: number; preservePitch: boolean }[] = [];
  private current: HTMLAudioElement | undefined;
  private playing = false;

  constructor(private readonly cb: AudioPlayerCallbacks) {}

  get busy(): boolean {
    return this.playing || this.queue.length > 0;
  }

  /** Queues one piece; `rate` is the part of the speed the provider could not apply (1 = none). */
  enqueue(blob: Blob, rate = 1) {
    const clamped = Math.min(4, Math.max(0.25, Number.isFinite(rate) ? rate : 1));
    this.queue.push({ url: URL.createObjectURL(blob), rate: clamped, preservePitch: true });
    if (!this.playing) this.next();
  }

  private next() {
    const item = this.queue.shift();
    if (!item) {
      this.playing = false;
      this.cb.onIdle();
      return;
    }
    this.playing = true;
    const audio = new Audio(item.url);
    this.current = audio;
    audio.playbackRate = item.rate;
    audio.preservesPitch = item.preservePitch;
    const done = () => {
      URL.revokeObjectURL(item.url);
      if (this.current === audio) this.next();
    };
    audio.onended = done;
    audio.onerror = () => {
      if (this.current !== audio) return;
      this.cb.onProblem("playbackError");
      this.stop();
      this.cb.onIdle();
    };
    audio.play().then(
      () => this.cb.onStart(),
      (err: unknown) => {
        if (this.current !== audio) return;
        this.cb.onProblem(err instanceof DOMException && err.name === "NotAllowedError" ? "autoplayBlocked" : "playbackError");
        this.stop();
        this.cb.onIdle();
      },
    );
  }

  stop() {
    const audio = this.current;
    this.current = undefined;
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
    }
    for (const item of this.queue) URL.revokeObjectURL(item.url);
    this.queue = [];
    this.playing = false;
  }
}

export function base64ToBlob(base64: string, mime: string): Blob {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/** The greeting as the server's voice speaks it (POST /api/tts), or the server's message when it refused. */
export type GreetingAudio = { ok: true; audio: Blob; rate: number } | { ok: false; error: Partial<ApiError> };

/** Fetches the persona's greeting in the server's voice; throws when the server cannot be reached. */
export async function fetchGreetingAudio(persona: string, lang: Lang): Promise<GreetingAudio> {
  const res = await fetch("/api/tts", {
    method: "POST",
    // The server's messages (a used-up budget) come in the page's language.
    headers: { "content-type": "application/json", "content-language": lang },
    body: JSON.stringify({ persona, greeting: true }),
  });
  if (!res.ok) {
    return { ok: false, error: await readApiError(res) };
  }
  return { ok: true, audio: await res.blob(), rate: Number(res.headers.get("x-voice-rate") ?? 1) };
}
