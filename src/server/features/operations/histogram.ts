/**
 * Fixed logarithmic buckets for latencies (decision 047): eight per doubling,
 * so a bucket spans about 9 % and the figure a percentile reports (the
 * bucket's geometric middle) is within about 4.5 % of the true value. Fixed
 * bounds are what make histograms of several hours, personas and instances
 * add up exactly.
 */

const PER_DOUBLING = 8;

/** The bucket of a duration in milliseconds: 0 below 1 ms, then ⌊log2(ms)·8⌋ + 1. */
export function bucketOf(ms: number): number {
  if (!(ms >= 1)) return 0;
  return Math.floor(Math.log2(ms) * PER_DOUBLING) + 1;
}

/** The milliseconds a bucket stands for: the geometric middle of its bounds, rounded (0 for bucket 0). */
export function bucketValue(bucket: number): number {
  if (bucket <= 0) return 0;
  return Math.round(2 ** ((bucket - 0.5) / PER_DOUBLING));
}

/**
 * The nearest-rank percentile (`p` from 0 to 1) of a histogram given as
 * bucket → count; undefined when it is empty.
 */
export function percentileOf(counts: ReadonlyMap<number, number>, p: number): number | undefined {
  const buckets = [...counts.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return undefined;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen >= rank) return bucketValue(bucket);
  }
  return bucketValue(buckets.at(-1)![0]);
}
