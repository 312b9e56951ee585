import type { LoginFailures } from "#shared/contracts/dashboard";
import { RETENTION } from "#shared/privacy";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { loginFailures } from "../../db/schema";
import { countDeleted } from "../../db/sql";
import { clientKey } from "../../http/client-address";
import type { RateLimiter } from "../../http/rate-limit";
import { recentFailures } from "./queries";

/** Failed sign-ins count for this long; after a day without failures a client or account starts afresh. */
export const FAILURE_WINDOW_SECONDS = 24 * 60 * 60;
/** Failed sign-ins kept at most after a housekeeping pass, newest first. */
export const FAILURE_MAX_ROWS = 20_000;
/** Failed sign-ins are kept this long for the operator's view (housekeeping removes older ones). */
export const FAILURE_RETENTION_SECONDS = RETENTION.failedSignInDays * 24 * 60 * 60;
/** The first delay after the free failures; it doubles with every further failure. */
export const BASE_DELAY_MS = 1000;
/** How long a client's attempt in progress holds its slot at most (a crashed request frees it after this). */
const IN_FLIGHT_MS = 10_000;

/** The key a client's failures are counted under: its address, an IPv6 client by its /64, as every other limit. */
export function loginClientKey(req: Pick<FastifyRequest, "ip">): string {
  return clientKey(req.ip);
}

/** The account as counted and shown: the e-mail as typed, trimmed and in lower case. */
export function loginAccountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 254);
}

/**
 * Delay before the next attempt after `failures` failures: none for the first
 * `free`, then 1 s, 2 s, 4 s … doubling up to `maxMs`.
 */
export function backoffMs(failures: number, free: number, maxMs: number, baseMs = BASE_DELAY_MS): number {
  if (failures < free) return 0;
  return Math.min(baseMs * 2 ** Math.min(failures - free, 40), maxMs);
}

export interface LoginThrottleOptions {
  /** Failures a client (and an account) may have before delays begin (LOGIN_FREE_FAILURES). */
  freeFailures: number;
  /** The longest delay, in milliseconds (LOGIN_MAX_DELAY_SECONDS). */
  maxDelayMs: number;
}

/**
 * Login throttling without lockout. Every failed attempt is a row in
 * login_failures (shared by every instance). A client that has failed waits,
 * after its last failure, the longer of two back-offs: one over its own
 * failures, one over the failures against the account it tries, from anywhere.
 * A client without recent failures is never delayed, so the owner can sign in
 * while the account is attacked from elsewhere; an attacker gets one free
 * guess per fresh address and then waits like everyone else who failed.
 */
export function createLoginThrottle(database: Database, rateLimiter: RateLimiter, opts: LoginThrottleOptions) {
  const { db } = database;
  // Counting stops once the back-off is at its cap: more failures change nothing.
  const countCap = opts.freeFailures + Math.ceil(Math.log2(Math.max(opts.maxDelayMs / BASE_DELAY_MS, 1))) + 1;

  return {
    /** Milliseconds this client must still wait before it may try this account; 0 to go ahead. */
    async waitMs(clientKey: string, account: string): Promise<number> {
      const recent = await recentFailures(database, { clientKey, account, windowSeconds: FAILURE_WINDOW_SECONDS, countCap });
      if (recent.clientFailures === 0 || recent.sinceMs === null) return 0;
      const delay = Math.max(
        backoffMs(recent.clientFailures, opts.freeFailures, opts.maxDelayMs),
        backoffMs(recent.accountFailures, opts.freeFailures, opts.maxDelayMs),
      );
      return Math.max(0, delay - recent.sinceMs);
    },

    /**
     * Takes the client's single slot for an attempt; false while another attempt of the
     * same client is being checked, so parallel requests cannot slip past the count.
     */
    async begin(clientKey: string): Promise<boolean> {
      return (await rateLimiter.hit(`login:busy:${clientKey}`, 1, IN_FLIGHT_MS)).allowed;
    },
    async finish(clientKey: string): Promise<void> {
      await rateLimiter.reset(`login:busy:${clientKey}`);
    },

    async recordFailure(clientKey: string, account: string): Promise<void> {
      await db.insert(loginFailures).values({ clientKey, account });
    },

    /** A successful sign-in: this client's own failures stop counting (they stay listed). */
    async recordSuccess(clientKey: string): Promise<void> {
      await db
        .update(loginFailures)
        .set({ clearedAt: sql`now()` })
        .where(and(eq(loginFailures.clientKey, clientKey), isNull(loginFailures.clearedAt)));
    },

    /** The most recent failures, newest first, and how many there were in the last 24 hours. */
    async recent(limit = 50): Promise<LoginFailures> {
      const [rows, last24h] = await Promise.all([
        db
          .select({ at: loginFailures.at, client: loginFailures.clientKey, account: loginFailures.account })
          .from(loginFailures)
          .orderBy(desc(loginFailures.at), desc(loginFailures.id))
          .limit(limit),
        db.$count(loginFailures, gt(loginFailures.at, sql`now() - interval '24 hours'`)),
      ]);
      return { failures: rows.map((r) => ({ ...r, at: r.at.toISOString() })), last24h };
    },

    /**
     * Removes failures older than the retention period, and beyond the newest
     * `maxRows` (guessing from ever new addresses would otherwise add a row per
     * guess for a week; the waits count at most a few dozen recent failures
     * per client and account, which the newest rows keep). Returns how many.
     */
    async prune(retentionSeconds = FAILURE_RETENTION_SECONDS, maxRows = FAILURE_MAX_ROWS): Promise<number> {
      const old = await countDeleted(
        database,
        db
          .delete(loginFailures)
          .where(lt(loginFailures.at, sql`now() - (${retentionSeconds}::int * interval '1 second')`))
          .returning({ id: loginFailures.id }),
      );
      const newest = db
        .select({ id: loginFailures.id })
        .from(loginFailures)
        .orderBy(desc(loginFailures.id))
        .limit(1)
        .offset(maxRows - 1);
      const [cutoff] = await newest;
      if (!cutoff) return old;
      return (
        old +
        (await countDeleted(
          database,
          db.delete(loginFailures).where(lt(loginFailures.id, cutoff.id)).returning({ id: loginFailures.id }),
        ))
      );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
