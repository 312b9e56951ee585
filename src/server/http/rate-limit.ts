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
    /**
     * Adds `amount` to the window's count only when the sum stays within
     * `limit` (characters, kilobytes: a refused amount is not counted, so
     * the client keeps what is left). One statement, so concurrent requests
     * on any instance cannot overshoot together.
     */
    async take(key: string, amount: number, limit: number, windowMs: number): Promise<RateLimitResult> {
      if (amount > limit) return { allowed: false, count: amount, retryAfterMs: windowMs };
      const rows = await database.query<{ count: number; reset_ms: string | number }>(
        `INSERT INTO rate_limits (key, count, reset_at)
           VALUES ($1, $2, now() + ($3::int * interval '1 millisecond'))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= now() THEN excluded.count ELSE rate_limits.count + excluded.count END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
         WHERE rate_limits.reset_at <= now() OR rate_limits.count + excluded.count <= $4
         RETURNING count, (extract(epoch from (reset_at - now())) * 1000)::bigint AS reset_ms`,
        [key, amount, Math.round(windowMs), limit],
      );
      if (rows[0]) return { allowed: true, count: Number(rows[0].count), retryAfterMs: Math.max(0, Number(rows[0].reset_ms)) };
      const current = await database.query<{ count: number; reset_ms: string | number }>(
        "SELECT count, (extract(epoch from (reset_at - now())) * 1000)::bigint AS reset_ms FROM rate_limits WHERE key = $1",
        [key],
      );
      return { allowed: false, count: Number(current[0]?.count ?? amount), retryAfterMs: Math.max(0, Number(current[0]?.reset_ms ?? windowMs)) };
    },
    /** Gives back what `take` counted for work that then never reached a provider. */
    async giveBack(key: string, amount: number): Promise<void> {
      await database.query("UPDATE rate_limits SET count = greatest(count - $2, 0) WHERE key = $1 AND reset_at > now()", [key, amount]);
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
