import { useEffect, useState } from "react";

/** Levels below this (RMS of the samples, 0–1) count as silence; the meter shows the rest on a 0–100 scale. */
const FLOOR = 0.005;
/** RMS at which the meter is full: ordinary speech close to a laptop microphone. */
const FULL = 0.25;
/** Per frame, the meter falls by this factor at most, so a short syllable stays readable (about a second to fall). */
const FALL = 0.85;

/**
 * The loudness of one frame of samples (−1…1) on a 0–100 scale, logarithmic
 * like a mixing desk's meter, so quiet speech still moves it visibly.
 */
export function levelOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= FLOOR) return 0;
  const scaled = Math.log(rms / FLOOR) / Math.log(FULL / FLOOR);
  return Math.round(Math.min(1, scaled) * 100);
}

/**
 * The microphone's live input level while `active` (the widget is
 * listening), 0–100, about fifteen times a second, falling back gently like a
 * peak meter; 0 otherwise. It opens its
 * own stream of the microphone the recogniser already uses, so it works with
 * the browser's recogniser and with recording alike, and releases it as soon
 * as listening ends. Where the microphone or Web Audio is unavailable it
 * stays 0: the meter is a help, never a reason for an error.
 */
export function useInputLevel(active: boolean): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!active) return;
    const AudioCtx = typeof AudioContext === "undefined" ? undefined : AudioContext;
    if (!AudioCtx || typeof navigator.mediaDevices?.getUserMedia !== "function") return;
    let closed = false;
    let stream: MediaStream | undefined;
    let context: AudioContext | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (s) => {
        stream = s;
        if (closed) return s.getTracks().forEach((t) => t.stop());
        context = new AudioCtx();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(s).connect(analyser);
        const frame = new Float32Array(analyser.fftSize);
        timer = setInterval(() => {
          analyser.getFloatTimeDomainData(frame);
          const now = levelOf(frame);
          setLevel((before) => Math.max(now, Math.floor(before * FALL)));
        }, 66);
      },
      () => {},
    );
    return () => {
      closed = true;
      clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
      void context?.close().catch(() => {});
      setLevel(0);
    };
  }, [active]);
  return level;
}
