import { readApiError, type ApiError } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";

/**
 * Playback of the server's voice: the answer's audio parts in order, without
 * gaps, while later parts are still arriving; and the persona's greeting.
 * The voice provider applies the speed setting itself; pitch is applied here
 * through playbackRate, without preserving pitch, so the voice sounds higher
 * or lower rather than only faster or slower.
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

  enqueue(blob: Blob, pitch = 1, speed = 1) {
    // The provider applied speed already (within its range); pitch is ours.
    const rate = Math.min(2, Math.max(0.5, pitch));
    this.queue.push({ url: URL.createObjectURL(blob), rate, preservePitch: pitch === 1 });
    void speed;
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
export type GreetingAudio = { ok: true; audio: Blob; pitch: number } | { ok: false; error: Partial<ApiError> };

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
  return { ok: true, audio: await res.blob(), pitch: Number(res.headers.get("x-voice-pitch") ?? 1) };
}
