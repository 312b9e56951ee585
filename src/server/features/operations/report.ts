import { MAX_REPORTED_MS, turnTimingSchema, type Stage } from "#shared/api/operations";

/** One measured duration, ready to be counted. */
export interface StageSample {
  stage: Stage;
  ms: number;
}

/**
 * The durations of a browser's report that can be counted (decision 047).
 * The report comes from a visitor's page, so nothing in it is trusted: it
 * must have the expected shape, each figure must be a finite number from 0 to
 * MAX_REPORTED_MS (longer is not a slow answer but a tab left in the
 * background, or a forged figure), and the first audio cannot come before the
 * first text it speaks. A figure that fails is dropped, the others stay; the
 * message it came with is never refused for it. Figures are rounded to whole
 * milliseconds.
 */
export function acceptTiming(raw: unknown): StageSample[] {
  const parsed = turnTimingSchema.safeParse(raw);
  if (!parsed.success) return [];
  const { input, firstTextMs, firstAudioMs } = parsed.data;
  const valid = (ms: number | undefined): ms is number =>
    typeof ms === "number" && Number.isFinite(ms) && ms >= 0 && ms <= MAX_REPORTED_MS;
  const samples: StageSample[] = [];
  if (valid(firstTextMs)) samples.push({ stage: `${input}.first-text`, ms: Math.round(firstTextMs) });
  if (valid(firstAudioMs) && !(valid(firstTextMs) && firstAudioMs < firstTextMs))
    samples.push({ stage: `${input}.first-audio`, ms: Math.round(firstAudioMs) });
  return samples;
}
