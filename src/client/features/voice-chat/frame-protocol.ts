/**
 * What the hands-free detector's frame worklet (frame-worklet.ts, on the
 * audio thread) and the page (frame-source.ts) agree on. Kept apart so that
 * neither bundle carries the other's code.
 */

/** Samples per frame the detector gets (about 21 ms at 48 kHz). */
export const FRAME = 1024;

/** The name the worklet registers its processor under. */
export const FRAME_PROCESSOR = "hands-free-frames";

/** One frame of the microphone (first channel) and the coach's played sound (second channel). */
export interface Frame {
  /** When the frame's first sample was captured, on the audio context's clock (ms, as currentTime × 1000). */
  at: number;
  /** The microphone's RMS over the frame. */
  mic: number;
  /** The played sound's RMS over the frame (0 where nothing is connected). */
  played: number;
  /** The microphone's samples. */
  samples: Float32Array;
}
