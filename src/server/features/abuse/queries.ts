import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { usageDaily } from "../../db/schema";
import { runSql } from "../../db/sql";

/**
 * The abuse guard's one raw statement: it draws on today's site-wide budget
 * only if the sum stays within `limitMilli`, and counts the kind's own amount
 * in the same statement. A conditional upsert (ON CONFLICT … DO UPDATE …
 * WHERE) chained through a data-modifying CTE, so instances drawing at the
 * same moment cannot overshoot together; the builder cannot chain the second
 * insert on the first one's result. Answers the UTC day drawn on, or
 * undefined when the budget would be exceeded.
 */
export async function drawOnBudget(
  database: Database,
  draw: { budgetRow: string; milli: number; limitMilli: number; kindRow: string; amount: number },
): Promise<string | undefined> {
  const [row] = await runSql<{ day: string }>(
    database,
    sql`WITH b AS (
          INSERT INTO ${usageDaily} (day, kind, count) VALUES ((now() AT TIME ZONE 'UTC')::date, ${draw.budgetRow}, ${draw.milli})
          ON CONFLICT (day, kind) DO UPDATE SET count = ${usageDaily}.count + excluded.count
            WHERE ${usageDaily}.count + excluded.count <= ${draw.limitMilli}
          RETURNING day
        ), k AS (
          INSERT INTO ${usageDaily} (day, kind, count) SELECT day, ${draw.kindRow}, ${draw.amount} FROM b
          ON CONFLICT (day, kind) DO UPDATE SET count = ${usageDaily}.count + excluded.count
          RETURNING 1
        )
        SELECT to_char(day, 'YYYY-MM-DD') AS day FROM b`,
  );
  return row?.day;
}
