import { and, asc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { countDeleted, runSql } from "../db/sql";

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** What `hit` and `take` read back: the window's count and the milliseconds until it resets. */
type WindowRow = { count: number; reset_ms: string | number };

/**
 * Fixed-window counters in the database, so every instance behind a load
 * balancer counts against the same limit. `hit` and `take` are raw
 * statements: conditional upserts (a window that has run out starts anew,
 * `take` adds only while the sum stays within the limit) in one statement,
 * so concurrent requests on any instance cannot overshoot together.
 */
export function createRateLimiter(database: Database) {
  const { db } = database;
  /** Milliseconds until the window of the row resets. */
  const resetMs = sql<string | number>`(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::bigint`;
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const rows = await runSql<WindowRow>(
        database,
        sql`INSERT INTO ${rateLimits} (key, count, reset_at)
              VALUES (${key}, 1, now() + (${Math.round(windowMs)}::int * interval '1 millisecond'))
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN ${rateLimits}.reset_at <= now() THEN 1 ELSE ${rateLimits}.count + 1 END,
              reset_at = CASE WHEN ${rateLimits}.reset_at <= now() THEN excluded.reset_at ELSE ${rateLimits}.reset_at END
            RETURNING count, (extract(epoch from (reset_at - now())) * 1000)::bigint AS reset_ms`,
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
      const rows = await runSql<WindowRow>(
        database,
        sql`INSERT INTO ${rateLimits} (key, count, reset_at)
              VALUES (${key}, ${amount}, now() + (${Math.round(windowMs)}::int * interval '1 millisecond'))
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN ${rateLimits}.reset_at <= now() THEN excluded.count ELSE ${rateLimits}.count + excluded.count END,
              reset_at = CASE WHEN ${rateLimits}.reset_at <= now() THEN excluded.reset_at ELSE ${rateLimits}.reset_at END
            WHERE ${rateLimits}.reset_at <= now() OR ${rateLimits}.count + excluded.count <= ${limit}
            RETURNING count, (extract(epoch from (reset_at - now())) * 1000)::bigint AS reset_ms`,
      );
      if (rows[0]) return { allowed: true, count: Number(rows[0].count), retryAfterMs: Math.max(0, Number(rows[0].reset_ms)) };
      const [current] = await db.select({ count: rateLimits.count, resetMs }).from(rateLimits).where(eq(rateLimits.key, key));
      return { allowed: false, count: current?.count ?? amount, retryAfterMs: Math.max(0, Number(current?.resetMs ?? windowMs)) };
    },
    /** Gives back what `take` counted for work that then never reached a provider. */
    async giveBack(key: string, amount: number): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - ${amount}::int, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
    },
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    /**
     * Drops expired windows (a later hit starts a new one anyway), then, if
     * the table still holds more than `maxRows`, the counters that were hit
     * only once, oldest first: a client that comes from ever new addresses
     * leaves one such row per address, and a counter at one is far below any
     * limit, so forgetting it lets nobody through. Housekeeping calls it.
     * Returns how many rows went.
     */
    async prune(maxRows = RATE_LIMIT_MAX_ROWS): Promise<number> {
      const expired = await countDeleted(
        database,
        db
          .delete(rateLimits)
          .where(lt(rateLimits.resetAt, sql`now()`))
          .returning({ key: rateLimits.key }),
      );
      const total = await db.$count(rateLimits);
      if (total <= maxRows) return expired;
      const oneOff = db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(lte(rateLimits.count, 1))
        .orderBy(asc(rateLimits.resetAt))
        .limit(total - maxRows);
      return (
        expired +
        (await countDeleted(
          database,
          db.delete(rateLimits).where(inArray(rateLimits.key, oneOff)).returning({ key: rateLimits.key }),
        ))
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Rows the rate-limit table keeps at most after a housekeeping pass (counters hit once go first). */
export const RATE_LIMIT_MAX_ROWS = 20_000;
