/**
 * What the playback's sessions share (playback.ts plays them): the interface of a session, what it
 * reports, and the stream of what it plays (for the hands-free detector's echo).
 */

export type AudioProblem = "autoplayBlocked" | "playbackError";

/** What plays one answer (or the greeting): bytes go in as they arrive, it reports when it has played all of them. */
export interface Session {
  /** Adds the next bytes; `pieceEnd` closes a spoken piece. */
  push(bytes: Uint8Array, pieceEnd: boolean): void;
  /** No more bytes follow. */
  end(): void;
  start(): void;
  stop(): void;
  /** Pauses (the visitor may be interrupting) and goes on where it paused. */
  hold(): void;
  resume(): void;
  /**
   * What it plays, as a stream the hands-free detector mixes into its own
   * audio graph beside the microphone (so both are read on one audio clock);
   * null where the browser cannot give it.
   */
  sound(): MediaStream | null;
}

export interface SessionEvents {
  onStart(): void;
  onDone(): void;
  onProblem(problem: AudioProblem): void;
}

export const problemOf = (err: unknown): AudioProblem =>
  err instanceof DOMException && err.name === "NotAllowedError" ? "autoplayBlocked" : "playbackError";

/**
 * What an audio element plays, as a stream (captureStream leaves the
 * element's own output alone); null where the browser has none (Safari).
 * Taken before the element plays: its audio track appears once the media is
 * loaded, before the first sound.
 */
export function soundOf(audio: HTMLAudioElement): MediaStream | null {
  const capture = (audio as HTMLAudioElement & { captureStream?: () => MediaStream }).captureStream;
  if (typeof capture !== "function") return null;
  try {
    return capture.call(audio);
  } catch {
    return null;
  }
}
