import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema";
import { runSql } from "../../db/sql";

/** A document the worker has claimed. */
export interface Job {
  id: string;
  storageKey: string;
  attempts: number;
  /** PDF: the file is a PDF to extract; WEB: it is a web page's text, extracted when it was fetched. */
  type: "PDF" | "WEB";
}

/**
 * The ingestion queue's one raw statement: claims the oldest document in
 * PROCESSING that nobody holds, or whose holder's lease ran out, for
 * `workerId`. FOR UPDATE SKIP LOCKED in the subquery lets workers on several
 * instances claim at once without ever taking the same document and without
 * waiting for each other, which the query builder cannot express inside an
 * UPDATE's WHERE.
 */
export async function claimNext(database: Database, workerId: string, leaseSeconds: number): Promise<Job | undefined> {
  const [row] = await runSql<{ id: string; storage_key: string; attempts: number; type: "PDF" | "WEB" }>(
    database,
    sql`UPDATE ${documents} SET claimed_at = now(), claimed_by = ${workerId}, attempts = attempts + 1, updated_at = now()
        WHERE id = (
          SELECT id FROM ${documents}
          WHERE status = 'PROCESSING' AND (claimed_at IS NULL OR claimed_at < now() - (${leaseSeconds}::int * interval '1 second'))
          ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, storage_key, attempts, type`,
  );
  return row && { id: row.id, storageKey: row.storage_key, attempts: Number(row.attempts), type: row.type };
}
