import type { ApiError } from "#shared/contracts/errors";
import type { Api, RequestJson } from "../../lib/api/client";
import { apiError } from "../../lib/api/errors";

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

/** What plays one answer (or the greeting): bytes go in as they arrive, it reports when it has played all of them. */
interface Session {
  /** Adds the next bytes; `pieceEnd` closes a spoken piece. */
  push(bytes: Uint8Array, pieceEnd: boolean): void;
  /** No more bytes follow. */
  end(): void;
  start(): void;
  stop(): void;
  /** Pauses (the visitor may be interrupting) and goes on where it paused. */
  hold(): void;
  resume(): void;
  /** The loudness (RMS) of what plays now; null where it cannot be measured. */
  level(): number | null;
}

interface SessionEvents {
  onStart(): void;
  onDone(): void;
  onProblem(problem: AudioProblem): void;
}

const clampRate = (rate: number) => Math.min(4, Math.max(0.25, Number.isFinite(rate) ? rate : 1));
const problemOf = (err: unknown): AudioProblem =>
  err instanceof DOMException && err.name === "NotAllowedError" ? "autoplayBlocked" : "playbackError";

/**
 * Media Source Extensions: every byte of the answer goes, in order, into one
 * SourceBuffer in "sequence" mode, so the pieces play back to back in one
 * audio element without a gap, the first while the rest still arrives. The
 * element's playback rate applies the speed the provider could not, with the
 * pitch kept.
 */
class MseSession implements Session {
  private audio: HTMLAudioElement = new Audio();
  private meter: AnalyserNode | undefined;
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
            if (this.stopped) return;
            this.meter = meterOf(this.audio);
            this.ev.onStart();
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
    if (this.url) URL.revokeObjectURL(this.url);
    releaseElement(this.audio);
  }

  hold() {
    this.audio.pause();
  }

  resume() {
    if (!this.stopped && this.playRequested) void this.audio.play().catch(() => {});
  }

  level(): number | null {
    if (!this.meter) return null;
    return this.audio.paused ? 0 : levelOf(this.meter);
  }
}

/** The RMS of what an analyser hears now. */
function levelOf(analyser: AnalyserNode): number {
  const frame = new Float32Array(analyser.fftSize);
  analyser.getFloatTimeDomainData(frame);
  let sum = 0;
  for (const v of frame) sum += v * v;
  return Math.sqrt(sum / frame.length);
}

let meterContext: AudioContext | undefined;
let sharedContext: AudioContext | undefined;

/**
 * An analyser on what an audio element plays, through captureStream (which
 * leaves the element's own output alone), so the detector knows the played
 * signal; undefined where the browser has no captureStream (Safari).
 */
function meterOf(audio: HTMLAudioElement): AnalyserNode | undefined {
  const capture = (audio as HTMLAudioElement & { captureStream?: () => MediaStream }).captureStream;
  if (typeof capture !== "function" || typeof AudioContext === "undefined") return undefined;
  try {
    const stream = capture.call(audio);
    if (stream.getAudioTracks().length === 0) return undefined;
    meterContext ??= new AudioContext();
    void meterContext.resume().catch(() => {});
    const analyser = meterContext.createAnalyser();
    analyser.fftSize = 1024;
    meterContext.createMediaStreamSource(stream).connect(analyser);
    return analyser;
  } catch {
    return undefined;
  }
}

/** An audio element that played once during a tap: iOS Safari lets it play again later, a fresh one not. */
let unlockedElement: HTMLAudioElement | undefined;
let unlocked = false;
let elementInUse = false;

function claimUnlockedElement(): HTMLAudioElement | undefined {
  if (!unlockedElement || elementInUse) return undefined;
  elementInUse = true;
  return unlockedElement;
}

function releaseElement(audio: HTMLAudioElement) {
  if (audio === unlockedElement) elementInUse = false;
}

/** A tenth of a second of silence as a WAV file, for the unlock. */
function silentWav(): Blob {
  const samples = 800;
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  [..."RIFF"].forEach((c, i) => view.setUint8(i, c.charCodeAt(0)));
  view.setUint32(4, 36 + samples * 2, true);
  [..."WAVEfmt "].forEach((c, i) => view.setUint8(8 + i, c.charCodeAt(0)));
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  [..."data"].forEach((c, i) => view.setUint8(36 + i, c.charCodeAt(0)));
  view.setUint32(40, samples * 2, true);
  return new Blob([bytes], { type: "audio/wav" });
}

/**
 * Called from the first tap (a user gesture): iOS Safari keeps audio that
 * starts later paused unless an element and the audio context were started
 * by a tap. Plays a moment of silence on one element (kept for the answers)
 * and resumes the shared context. Harmless elsewhere and when called again.
 */
export function unlockPlayback(): void {
  if (unlocked || typeof Audio === "undefined") return;
  if (typeof AudioContext !== "undefined") {
    sharedContext ??= new AudioContext();
    void sharedContext.resume().catch(() => {});
  }
  if (elementInUse) return;
  const audio = (unlockedElement ??= new Audio());
  // One small file for the page's life: revoked while a refused element still loaded it, it failed to load.
  silentUrl ??= URL.createObjectURL(silentWav());
  audio.src = silentUrl;
  // Outside a tap this is refused; the next tap tries again.
  void audio
    .play()
    .then(() => (unlocked = true))
    .catch(() => {});
}
let silentUrl: string | undefined;

/**
 * Web Audio, where Media Source cannot take the format: each piece is decoded
 * once its bytes are complete and scheduled on the context's clock right
 * after the one before, so pieces join without a gap. The rate here also
 * raises the pitch (an AudioBufferSourceNode cannot keep it).
 */
class WebAudioSession implements Session {
  private readonly ctx = (sharedContext ??= new AudioContext());
  private readonly meter = this.ctx.createAnalyser();
  private piece: Uint8Array[] = [];
  private chain: Promise<void> = Promise.resolve();
  private nextTime = 0;
  private playing = new Set<AudioBufferSourceNode>();
  private ended = false;
  private started = false;
  private stopped = false;
  private running: Promise<boolean> | undefined;
  private opened: () => void = () => {};
  /** Resolves when the session's turn has come. */
  private readonly turn = new Promise<void>((resolve) => (this.opened = resolve));

  constructor(
    private readonly rate: number,
    private readonly ev: SessionEvents,
  ) {}

  start() {
    // A context the browser keeps suspended (no user gesture yet) is a blocked autoplay.
    this.running = this.ctx.resume().then(
      () => this.ctx.state === "running",
      () => false,
    );
    this.opened();
  }

  push(bytes: Uint8Array, pieceEnd: boolean) {
    this.piece.push(bytes);
    if (!pieceEnd) return;
    const whole = new Uint8Array(this.piece.reduce((n, b) => n + b.byteLength, 0));
    let at = 0;
    for (const b of this.piece) {
      whole.set(b, at);
      at += b.byteLength;
    }
    this.piece = [];
    const decoded = this.ctx.decodeAudioData(whole.buffer);
    this.chain = this.chain.then(async () => {
      await this.turn;
      if (this.stopped) return;
      if (!(await this.running)) throw new DOMException("suspended", "NotAllowedError");
      this.schedule(await decoded);
    });
    this.chain.catch((err: unknown) => {
      if (this.stopped) return;
      this.stopped = true;
      this.ev.onProblem(problemOf(err));
      this.ev.onDone();
    });
  }

  private schedule(buffer: AudioBuffer) {
    const node = this.ctx.createBufferSource();
    node.buffer = buffer;
    node.playbackRate.value = this.rate;
    node.connect(this.ctx.destination);
    node.connect(this.meter);
    const at = Math.max(this.ctx.currentTime + 0.01, this.nextTime);
    node.start(at);
    this.nextTime = at + buffer.duration / this.rate;
    this.playing.add(node);
    node.onended = () => {
      this.playing.delete(node);
      this.checkDone();
    };
    if (!this.started) {
      this.started = true;
      this.ev.onStart();
    }
  }

  private checkDone() {
    if (!this.stopped && this.ended && this.playing.size === 0) {
      void this.chain.then(() => {
        if (!this.stopped && this.playing.size === 0) {
          this.stopped = true;
          this.ev.onDone();
        }
      });
    }
  }

  end() {
    if (this.piece.length > 0) this.push(new Uint8Array(0), true);
    this.ended = true;
    void this.chain.then(
      () => this.checkDone(),
      () => undefined,
    );
  }

  hold() {
    void this.ctx.suspend().catch(() => {});
  }

  resume() {
    void this.ctx.resume().catch(() => {});
  }

  level(): number {
    return this.ctx.state === "running" && this.playing.size > 0 ? levelOf(this.meter) : 0;
  }

  stop() {
    this.stopped = true;
    void this.ctx.resume().catch(() => {});
    for (const node of this.playing) {
      node.onended = null;
      node.stop();
    }
    this.playing.clear();
  }
}

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

  /** The loudness of what plays now (0 when nothing does); null where it cannot be measured. */
  level(): number | null {
    return this.sessions[0]?.level() ?? 0;
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
