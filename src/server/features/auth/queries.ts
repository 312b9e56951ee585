import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginFailures } from "../../db/schema";
import { runSql } from "../../db/sql";

/**
 * The auth feature's one raw statement. It runs before every sign-in and
 * answers three figures in one round trip: the client's recent failures and
 * the account's, each counted only up to `countCap` (past the cap the delay
 * no longer grows, so an attacker's pile of failures costs no more to count),
 * and the milliseconds since the client's last failure. The capped counts are
 * LIMITed subqueries, which the query builder can only write less clearly; the
 * text never changes, so PostgreSQL plans it once per connection.
 */
export async function recentFailures(
  database: Database,
  input: { clientKey: string; account: string; windowSeconds: number; countCap: number },
): Promise<{ clientFailures: number; accountFailures: number; sinceMs: number | null }> {
  const window = sql`now() - (${input.windowSeconds}::int * interval '1 second')`;
  const [row] = await runSql<{ client_failures: number; account_failures: number; since_ms: string | number | null }>(
    database,
    sql`WITH c AS (
          SELECT count(*)::int AS n, max(at) AS last FROM (
            SELECT at FROM ${loginFailures}
            WHERE client_key = ${input.clientKey} AND cleared_at IS NULL AND at > ${window}
            ORDER BY at DESC LIMIT ${input.countCap}) x),
        a AS (
          SELECT count(*)::int AS n FROM (
            SELECT 1 FROM ${loginFailures}
            WHERE account = ${input.account} AND cleared_at IS NULL AND at > ${window}
            LIMIT ${input.countCap}) y)
        SELECT c.n AS client_failures, a.n AS account_failures,
               (extract(epoch from (now() - c.last)) * 1000)::bigint AS since_ms
        FROM c, a`,
    { prepareAs: "login_throttle_wait" },
  );
  return {
    clientFailures: Number(row?.client_failures ?? 0),
    accountFailures: Number(row?.account_failures ?? 0),
    sinceMs: row?.since_ms === null || row?.since_ms === undefined ? null : Number(row.since_ms),
  };
}
