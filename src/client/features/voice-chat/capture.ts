/**
 * The microphone's recent audio, kept so that an utterance goes to the
 * transcription from about 300 ms before its detected start (the pre-roll):
 * the detector needs some speech before it is sure, and after a barge-in the
 * recording would otherwise begin after the visitor's first words.
 */
export class PcmRing {
  private readonly buffer: Float32Array;
  /** Samples written since the start. */
  private written = 0;

  constructor(
    readonly sampleRate: number,
    seconds: number,
  ) {
    this.buffer = new Float32Array(Math.ceil(sampleRate * seconds));
  }

  /** The time (ms since the start) at the end of what was written. */
  get now(): number {
    return (this.written / this.sampleRate) * 1000;
  }

  push(samples: ArrayLike<number>) {
    const n = this.buffer.length;
    for (let i = 0; i < samples.length; i++) this.buffer[(this.written + i) % n] = samples[i]!;
    this.written += samples.length;
  }

  /** The samples from `fromMs` to `toMs` (clamped to what is still kept). */
  slice(fromMs: number, toMs: number = this.now): Float32Array {
    const oldest = Math.max(0, this.written - this.buffer.length);
    const from = Math.max(oldest, Math.floor((fromMs / 1000) * this.sampleRate));
    const to = Math.min(this.written, Math.floor((toMs / 1000) * this.sampleRate));
    const out = new Float32Array(Math.max(0, to - from));
    for (let i = 0; i < out.length; i++) out[i] = this.buffer[(from + i) % this.buffer.length]!;
    return out;
  }
}

/** Linear resampling, enough for speech going to a transcription (48 kHz → 16 kHz). */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const x = i * step;
    const j = Math.floor(x);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}

/** A mono 16-bit PCM WAV file of `samples` (−1…1). */
export function wavOf(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return bytes;
}
