import type { ApiError } from "#shared/contracts/errors";
import type { Api, RequestJson } from "../../lib/api/client";
import { apiError } from "../../lib/api/errors";
import { MseSession } from "./mse-session";
import type { AudioProblem, Session, SessionEvents } from "./playback-session";
import { WebAudioSession } from "./web-audio-session";

export { unlockPlayback } from "./audio-unlock";
export type { AudioProblem } from "./playback-session";

/**
 * Playback of the server's voice: the answer's audio parts in order, without
 * gaps, while later parts are still arriving; and the persona's greeting.
 * The voice provider applies the speed setting within its range; the rest of
 * it is applied here as a playback rate with the pitch kept, so the voice
 * gets faster or slower, not higher or lower. The provider has no pitch, and
 * a pitch shift that keeps the tempo is not something an audio element can
 * do: the operator's pitch applies to the browser's own voice only.
 *
 * The two ways of playing an answer are in mse-session.ts (Media Source) and
 * web-audio-session.ts (Web Audio); the unlock for iOS is in audio-unlock.ts.
 */

export interface AudioPlayerCallbacks {
  onStart(): void;
  /** The queue ran empty. */
  onIdle(): void;
  onProblem(problem: AudioProblem): void;
}

const clampRate = (rate: number) => Math.min(4, Math.max(0.25, Number.isFinite(rate) ? rate : 1));

/** Whether Media Source can play `mime` here (MP3 in Chromium, Firefox, Safari on the desktop). */
function mediaSourceTakes(mime: string): boolean {
  return typeof MediaSource !== "undefined" && MediaSource.isTypeSupported(mime);
}

/**
 * Plays the server's voice. An answer is one session: its bytes are pushed
 * as the chat stream delivers them and it plays without gaps across pieces;
 * `end()` says nothing more comes. A session pushed while another still plays
 * (the greeting, then the first answer) waits its turn.
 */
export class AudioPlayer {
  private sessions: Session[] = [];
  /** The last session still takes bytes. */
  private open = false;

  constructor(private readonly cb: AudioPlayerCallbacks) {}

  get busy(): boolean {
    return this.sessions.length > 0;
  }

  /**
   * Adds the next bytes of the current answer; `rate` is the part of the
   * speed the provider could not apply (1 = none), `pieceEnd` closes a piece.
   */
  push(bytes: Uint8Array, mime: string, rate: number, pieceEnd: boolean) {
    if (!this.open) {
      this.open = true;
      const ev: SessionEvents = {
        onStart: () => this.cb.onStart(),
        onDone: () => this.finished(session),
        onProblem: (p) => this.cb.onProblem(p),
      };
      const session: Session = mediaSourceTakes(mime)
        ? new MseSession(mime, clampRate(rate), ev)
        : new WebAudioSession(clampRate(rate), ev);
      this.sessions.push(session);
      if (this.sessions.length === 1) session.start();
    }
    this.sessions.at(-1)!.push(bytes, pieceEnd);
  }

  /** The current answer has no more audio. */
  end() {
    if (!this.open) return;
    this.open = false;
    this.sessions.at(-1)!.end();
  }

  /** Queues one whole piece and ends it (the greeting). */
  enqueue(blob: Blob, rate = 1) {
    void blob.arrayBuffer().then((bytes) => {
      this.push(new Uint8Array(bytes), blob.type || "audio/mpeg", rate, true);
      this.end();
    });
  }

  private finished(session: Session) {
    const i = this.sessions.indexOf(session);
    if (i < 0) return;
    session.stop();
    this.sessions.splice(i, 1);
    if (this.sessions.length === 0) {
      this.open = false;
      this.cb.onIdle();
    } else if (i === 0) this.sessions[0]!.start();
  }

  /** Pauses what plays, until `resume`: the visitor may be interrupting. */
  hold() {
    this.sessions[0]?.hold();
  }

  resume() {
    this.sessions[0]?.resume();
  }

  /**
   * What plays now, as a stream for the hands-free detector's echo: "quiet"
   * while nothing plays, null where the browser cannot give the stream.
   */
  sound(): MediaStream | "quiet" | null {
    return this.sessions[0]?.sound() ?? "quiet";
  }

  stop() {
    for (const s of this.sessions) s.stop();
    this.sessions = [];
    this.open = false;
  }
}

export function base64ToBytes(base64: string): Uint8Array {
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** The greeting as the server's voice speaks it (POST /api/tts), or the server's message when it refused. */
export type GreetingAudio = { ok: true; audio: Blob; rate: number } | { ok: false; error: Partial<ApiError> };

/**
 * Fetches the persona's greeting in the server's voice, the whole recording at
 * once (it is short); throws when the server cannot be reached. The server's
 * messages (a used-up budget) come in the language of `api`'s page.
 */
export async function fetchGreetingAudio(api: Api, persona: string): Promise<GreetingAudio> {
  // Typed ahead: written inline, `greeting: true` widens to boolean, and the answer is no longer typed as a Blob.
  const body: RequestJson<"/api/tts", "post"> = { persona, greeting: true };
  const { data, error, response } = await api.POST("/api/tts", { body, parseAs: "blob" });
  if (!data) return { ok: false, error: apiError(error) };
  return { ok: true, audio: data, rate: Number(response.headers.get("x-voice-rate") ?? 1) };
}
