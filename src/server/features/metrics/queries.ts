import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema";
import { runSql } from "../../db/sql";

/**
 * The ingestion queue at scrape time: documents in PROCESSING that no worker
 * holds (queued) and that one holds (processing), on every instance together.
 */
export async function ingestionQueue(database: Database): Promise<{ queued: number; processing: number }> {
  const [row] = await runSql<{ queued: number; processing: number }>(
    database,
    sql`SELECT count(*) FILTER (WHERE claimed_by IS NULL)::int AS queued,
               count(*) FILTER (WHERE claimed_by IS NOT NULL)::int AS processing
        FROM ${documents} WHERE status = 'PROCESSING'`,
  );
  return { queued: Number(row?.queued ?? 0), processing: Number(row?.processing ?? 0) };
}
