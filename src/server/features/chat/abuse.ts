import type { Database } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";

export interface AbuseLimits {
  /** Requests per client per minute, shared by chat, speech and transcription. */
  perMinute: number;
  /** Chat requests per day for the whole site. */
  dailyCap: number;
}

export type Allowance = { ok: true } | { ok: false; reason: "rate" | "daily"; retryAfterSeconds: number };

/**
 * Keeps the public demo from running up provider costs (decisions.md
 * section 3). Counters live in the database, so every instance counts together.
 */
export function createAbuseGuard(database: Database, rateLimiter: RateLimiter, limits: AbuseLimits) {
  return {
    /** Per-client limit for chat, tts and stt together. */
    async perClient(clientKey: string): Promise<Allowance> {
      const hit = await rateLimiter.hit(`voice:${clientKey}`, limits.perMinute, 60_000);
      return hit.allowed ? { ok: true } : { ok: false, reason: "rate", retryAfterSeconds: Math.ceil(hit.retryAfterMs / 1000) };
    },
    /** Counts one chat request against the site-wide daily cap (UTC day). */
    async daily(kind = "chat"): Promise<Allowance> {
      const rows = await database.query<{ count: number }>(
        `INSERT INTO usage_daily (day, kind, count) VALUES ((now() AT TIME ZONE 'UTC')::date, $1, 1)
         ON CONFLICT (day, kind) DO UPDATE SET count = usage_daily.count + 1
         RETURNING count::int AS count`,
        [kind],
      );
      const count = Number(rows[0]?.count ?? 1);
      if (count <= limits.dailyCap) return { ok: true };
      const now = new Date();
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      return { ok: false, reason: "daily", retryAfterSeconds: Math.ceil((midnight - now.getTime()) / 1000) };
    },
  };
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
