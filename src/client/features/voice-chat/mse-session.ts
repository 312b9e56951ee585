import { claimUnlockedElement, releaseElement } from "./audio-unlock";
import { problemOf, soundOf, type Session, type SessionEvents } from "./playback-session";

/**
 * Media Source Extensions: every byte of the answer goes, in order, into one
 * SourceBuffer in "sequence" mode, so the pieces play back to back in one
 * audio element without a gap, the first while the rest still arrives. The
 * element's playback rate applies the speed the provider could not, with the
 * pitch kept.
 */
export class MseSession implements Session {
  private audio: HTMLAudioElement = new Audio();
  private captured: MediaStream | null | undefined;
  private readonly source = new MediaSource();
  private buffer: SourceBuffer | undefined;
  private readonly queue: Uint8Array[] = [];
  private url: string | undefined;
  private ended = false;
  private appended = 0;
  private playRequested = false;
  private stopped = false;

  constructor(
    private readonly mime: string,
    private readonly rate: number,
    private readonly ev: SessionEvents,
  ) {}

  start() {
    this.audio = claimUnlockedElement() ?? this.audio;
    this.audio.defaultPlaybackRate = this.rate;
    this.audio.playbackRate = this.rate;
    this.audio.preservesPitch = true;
    this.audio.onended = () => !this.stopped && this.ev.onDone();
    this.audio.onerror = () => {
      if (this.stopped) return;
      this.ev.onProblem("playbackError");
      this.ev.onDone();
    };
    this.source.addEventListener(
      "sourceopen",
      () => {
        if (this.stopped) return;
        try {
          this.buffer = this.source.addSourceBuffer(this.mime);
          this.buffer.mode = "sequence";
          this.buffer.addEventListener("updateend", () => this.pump());
        } catch {
          this.ev.onProblem("playbackError");
          return this.ev.onDone();
        }
        this.pump();
      },
      { once: true },
    );
    this.url = URL.createObjectURL(this.source);
    this.audio.src = this.url;
  }

  push(bytes: Uint8Array) {
    if (bytes.byteLength === 0) return;
    this.queue.push(bytes);
    this.pump();
  }

  end() {
    this.ended = true;
    this.pump();
  }

  private pump() {
    const buffer = this.buffer;
    if (!buffer || buffer.updating || this.stopped) return;
    const next = this.queue.shift();
    if (next) {
      try {
        buffer.appendBuffer(next as Uint8Array<ArrayBuffer>);
      } catch {
        this.ev.onProblem("playbackError");
        return this.ev.onDone();
      }
      this.appended += next.byteLength;
      if (!this.playRequested) {
        this.playRequested = true;
        this.audio.play().then(
          () => {
            if (!this.stopped) this.ev.onStart();
          },
          (err: unknown) => {
            if (this.stopped) return;
            this.ev.onProblem(problemOf(err));
            this.ev.onDone();
          },
        );
      }
      return;
    }
    if (this.ended && this.source.readyState === "open") {
      if (this.appended === 0) return this.ev.onDone();
      this.source.endOfStream();
    }
  }

  stop() {
    this.stopped = true;
    this.audio.onended = null;
    this.audio.onerror = null;
    this.audio.pause();
    this.captured?.getTracks().forEach((t) => t.stop());
    if (this.url) URL.revokeObjectURL(this.url);
    releaseElement(this.audio);
  }

  hold() {
    this.audio.pause();
  }

  resume() {
    if (!this.stopped && this.playRequested) void this.audio.play().catch(() => {});
  }

  sound(): MediaStream | null {
    // Taken once the session's element is known (start), and before it plays.
    if (this.stopped || !this.url) return null;
    return (this.captured ??= soundOf(this.audio));
  }
}
