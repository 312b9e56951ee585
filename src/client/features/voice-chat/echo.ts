/**
 * How much of the coach's own voice leaks from the speakers into the
 * microphone, past the browser's echo cancellation. The page has the played
 * signal; per frame it gets the played signal's loudness and the
 * microphone's. Their energy envelopes are correlated over a range of delays
 * (the way from the speaker to the microphone and through both audio stacks):
 * the delay that fits best and the least-squares gain at it predict the echo
 * in the next frame. Frames where the visitor may be speaking are left out,
 * so their voice does not teach the estimator that the leak is loud.
 */
export class EchoEstimator {
  /** The played loudness of the last frames, newest first. */
  private readonly played: number[] = [];
  /** Per delay (in frames): decayed sums of played × mic and played². */
  private readonly cross: number[];
  private readonly power: number[];
  private tail = 0;
  /** Frames learnt from while something was played. */
  private learned = 0;

  constructor(
    /** Delays looked at, in frames. */
    private readonly lags: number,
    /** What is assumed before anything was learnt: the leak's gain (mic loudness per played loudness). */
    private readonly priorGain: number,
    /** Per frame, older evidence counts this much less (about a second of memory at 20 ms frames). */
    private readonly decay = 0.97,
    /** Per frame, the predicted echo falls to this share of the frame before at most (the room's reverberation). */
    private readonly tailDecay = 0.6,
  ) {
    this.cross = new Array<number>(lags).fill(0);
    this.power = new Array<number>(lags).fill(0);
  }

  /** Adds this frame's played loudness; call once per frame, before `predict`. */
  push(played: number) {
    this.played.unshift(played);
    if (this.played.length > this.lags + 1) this.played.pop();
  }

  /** Learns from a frame in which the microphone heard only the room and the echo. */
  learn(mic: number) {
    if ((this.played[0] ?? 0) > 0.005) this.learned++;
    for (let k = 0; k < this.lags; k++) {
      const p = this.played[k] ?? 0;
      this.cross[k] = this.cross[k]! * this.decay + p * mic;
      this.power[k] = this.power[k]! * this.decay + p * p;
    }
  }

  /** The best-fitting delay (frames) and gain, or undefined while too little was played to tell. */
  private fit(): { lag: number; gain: number } | undefined {
    let best: { lag: number; gain: number; score: number } | undefined;
    for (let k = 0; k < this.lags; k++) {
      const r = this.power[k]!;
      if (r < 1e-6) continue;
      const score = this.cross[k]! / Math.sqrt(r);
      if (!best || score > best.score) best = { lag: k, gain: this.cross[k]! / r, score };
    }
    // Not enough played sound heard yet to tell (the delays looked at, and as much again): the prior holds.
    if (!best || this.learned < 2 * this.lags) return undefined;
    return { lag: best.lag, gain: best.gain };
  }

  /**
   * The echo's loudness expected in the microphone now: the gain times the
   * loudest played frame around the fitted delay (one frame either side, as
   * the delay wanders); before a fit, the prior gain times the loudest frame
   * of the whole window.
   */
  predict(): number {
    const fit = this.fit();
    let now: number;
    if (!fit) now = this.priorGain * Math.max(0, ...this.played);
    else now = Math.max(fit.gain, 0) * Math.max(0, ...this.played.slice(Math.max(0, fit.lag - 1), fit.lag + 2));
    // The room rings on after the played sound: the prediction falls off gradually, not at once.
    this.tail = Math.max(now, this.tail * this.tailDecay);
    return this.tail;
  }

  /** Forgets the played signal (a new answer, or playback stopped); keeps what was learnt of the leak. */
  clearPlayed() {
    this.played.length = 0;
    this.tail = 0;
  }
}
