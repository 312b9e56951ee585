/**
 * The hands-free detector's frames, cut on the audio thread (decision 050):
 * an AudioWorklet module, served from the site itself as a file (the content
 * security policy allows scripts from 'self' only, no blob:). It collects the
 * render quanta of its two-channel input (the microphone, the coach's played
 * sound) into frames of FRAME samples and posts each to the page with the
 * exact audio-clock time of its first sample, both RMS and the microphone's
 * samples (transferred). No DOM here, and no dependencies beyond the protocol.
 */
import { FRAME, FRAME_PROCESSOR, type Frame } from "./frame-protocol";

// The AudioWorkletGlobalScope, as far as it is used (the project's lib has the DOM, not the worklet scope).
declare const currentFrame: number;
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(
  name: string,
  processor: new () => AudioWorkletProcessor & { process(inputs: Float32Array[][]): boolean },
): void;

/**
 * Cuts quanta of two channels into frames of `length` samples. `push` takes
 * one quantum: the microphone's samples, the played sound's (either missing:
 * silence), and the audio clock's sample frame of its first sample.
 */
export class Framer {
  private samples: Float32Array;
  private filled = 0;
  /** The sample frame of the current frame's first sample. */
  private start = 0;
  private micSquares = 0;
  private playedSquares = 0;

  constructor(
    private readonly length: number,
    private readonly rate: number,
    private readonly emit: (frame: Frame) => void,
  ) {
    this.samples = new Float32Array(length);
  }

  push(mic: Float32Array | undefined, played: Float32Array | undefined, firstFrame: number) {
    const size = mic?.length ?? played?.length ?? 128;
    for (let i = 0; i < size; i++) {
      if (this.filled === 0) this.start = firstFrame + i;
      const m = mic?.[i] ?? 0;
      const p = played?.[i] ?? 0;
      this.samples[this.filled++] = m;
      this.micSquares += m * m;
      this.playedSquares += p * p;
      if (this.filled === this.length) this.flush();
    }
  }

  private flush() {
    const frame: Frame = {
      at: (this.start / this.rate) * 1000,
      mic: Math.sqrt(this.micSquares / this.length),
      played: Math.sqrt(this.playedSquares / this.length),
      samples: this.samples,
    };
    this.samples = new Float32Array(this.length);
    this.filled = 0;
    this.micSquares = this.playedSquares = 0;
    this.emit(frame);
  }
}

// Only in the worklet's scope: imported elsewhere (the unit tests), the module defines the Framer alone.
if (typeof registerProcessor === "function") {
  registerProcessor(
    FRAME_PROCESSOR,
    class extends AudioWorkletProcessor {
      private readonly framer = new Framer(FRAME, sampleRate, (frame) => this.port.postMessage(frame, [frame.samples.buffer]));

      process(inputs: Float32Array[][]): boolean {
        const channels = inputs[0] ?? [];
        this.framer.push(channels[0], channels[1], currentFrame);
        return true;
      }
    },
  );
}
