import type { Database } from "../db/client";

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/**
 * Fixed-window counters in the database, so every instance behind a load
 * balancer counts against the same limit (architecture.md, scale path).
 */
export function createRateLimiter(database: Database) {
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const rows = await database.query<{ count: number; reset_ms: string | number }>(
        `INSERT INTO rate_limits (key, count, reset_at)
           VALUES ($1, 1, now() + ($2::int * interval '1 millisecond'))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
         RETURNING count, (extract(epoch from (reset_at - now())) * 1000)::bigint AS reset_ms`,
        [key, Math.round(windowMs)],
      );
      const row = rows[0];
      const count = Number(row?.count ?? 1);
      return { allowed: count <= limit, count, retryAfterMs: Math.max(0, Number(row?.reset_ms ?? windowMs)) };
    },
    async reset(key: string): Promise<void> {
      await database.query("DELETE FROM rate_limits WHERE key = $1", [key]);
    },
    /** Drops expired windows (a later hit starts a new one anyway); housekeeping calls it. Returns how many. */
    async prune(): Promise<number> {
      const rows = await database.query<{ n: number }>("WITH d AS (DELETE FROM rate_limits WHERE reset_at < now() RETURNING 1) SELECT count(*)::int AS n FROM d");
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
