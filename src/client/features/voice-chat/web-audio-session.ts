import { sharedAudioContext } from "./audio-unlock";
import { problemOf, type Session, type SessionEvents } from "./playback-session";

/**
 * Web Audio, where Media Source cannot take the format: each piece is decoded
 * once its bytes are complete and scheduled on the context's clock right
 * after the one before, so pieces join without a gap. The rate here also
 * raises the pitch (an AudioBufferSourceNode cannot keep it).
 */
export class WebAudioSession implements Session {
  private readonly ctx = sharedAudioContext();
  /** What the session plays, as a stream for the hands-free detector. */
  private readonly tap = this.ctx.createMediaStreamDestination();
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
    node.connect(this.tap);
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

  sound(): MediaStream {
    return this.tap.stream;
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
