import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passageHits, passages } from "../../db/schema";
import { runSql } from "../../db/sql";

/**
 * Counts that the coach got these passages for one visitor turn: one upsert
 * into passage_hits (migration 0025), a table of its own, so counting
 * neither re-indexes a passage nor announces a search change. Only passages
 * that still exist are counted (one deleted since the search is skipped, not
 * an error). The operator's test box never calls this: only real turns count.
 */
export async function countPassageUse(database: Pick<Database, "query">, passageIds: readonly number[]): Promise<void> {
  const ids = [...new Set(passageIds)];
  if (ids.length === 0) return;
  await runSql(
    database,
    sql`INSERT INTO ${passageHits} (passage_id, hits, last_used_at)
        SELECT p.id, 1, now() FROM ${passages} p WHERE p.id = ANY(${sql.param(ids)}::bigint[])
        ORDER BY p.id
        ON CONFLICT (passage_id) DO UPDATE SET hits = ${passageHits.hits} + 1, last_used_at = now()`,
  );
}
