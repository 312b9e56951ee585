import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, documents, feedback } from "../../db/schema";
import { runSql } from "../../db/sql";

/**
 * The dashboard's two aggregate statements. They stay raw: a row of scalar
 * subqueries, averages of per-visitor averages, and a day series from
 * generate_series, which the query builder would only spell out at greater
 * length. Tables come from the schema.
 *
 * Answered conversations: a turn is recorded once it was answered
 * (chat/conversations.ts), so a row without one never got an answer.
 */
const answered = (alias: string) => sql.raw(`${alias}.message_count > 0`);

export interface TotalsRow {
  total_users: number;
  users_before_month: number;
  active: number;
  documents: number;
  avg_rating: number | null;
  ratings: number;
}

/** The totals: visitors, visitors before this month, active conversations, processed documents, the average rating and the ratings. */
export async function totals(database: Database): Promise<TotalsRow | undefined> {
  const [row] = await runSql<TotalsRow>(
    database,
    sql`SELECT
      (SELECT count(DISTINCT visitor_id)::int FROM ${conversations} c WHERE ${answered("c")}) AS total_users,
      (SELECT count(DISTINCT visitor_id)::int FROM ${conversations} c
         WHERE ${answered("c")} AND created_at < date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS users_before_month,
      (SELECT count(*)::int FROM ${conversations} c WHERE ${answered("c")} AND last_message_at > now() - interval '24 hours') AS active,
      (SELECT count(*)::int FROM ${documents} WHERE status = 'COMPLETED') AS documents,
      (SELECT avg(per_visitor)::float8 FROM (
         SELECT avg(f.rating) AS per_visitor FROM ${feedback} f JOIN ${conversations} c ON c.id = f.conversation_id
         WHERE ${answered("c")} GROUP BY c.visitor_id) v) AS avg_rating,
      (SELECT count(*)::int FROM ${feedback} f JOIN ${conversations} c ON c.id = f.conversation_id WHERE ${answered("c")}) AS ratings`,
  );
  return row;
}

export interface DayRow {
  date: string;
  conversations: number;
  average_rating: number | null;
}

/** Conversations and average rating per UTC day over the last `days` days, today included, oldest first. */
export function dailyFigures(database: Database, days: number): Promise<DayRow[]> {
  return runSql<DayRow>(
    database,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
      (SELECT count(*)::int FROM ${conversations} c WHERE ${answered("c")} AND (c.created_at AT TIME ZONE 'UTC')::date = d.day) AS conversations,
      (SELECT avg(per_visitor)::float8 FROM (
         SELECT avg(f.rating) AS per_visitor FROM ${feedback} f JOIN ${conversations} c ON c.id = f.conversation_id
         WHERE ${answered("c")} AND (f.created_at AT TIME ZONE 'UTC')::date = d.day GROUP BY c.visitor_id) v) AS average_rating
    FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
    ORDER BY d.day`,
  );
}
