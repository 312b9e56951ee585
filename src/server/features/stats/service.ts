import type { Database } from "../../db/client";

export interface DailyPoint {
  /** ISO date (UTC), e.g. 2026-11-22. */
  date: string;
  conversations: number;
  /** Average star rating of that day, or null without ratings. */
  averageRating: number | null;
}

export interface DashboardStats {
  /** Distinct demo visitors (anonymous browser ids) since the start. */
  totalUsers: number;
  /** Conversations with a message in the last 24 hours. */
  activeConversations: number;
  /** Documents in status COMPLETED. */
  documentsProcessed: number;
  /** Average of all visitor ratings (1..5), null without ratings. */
  averageRating: number | null;
  ratingsCount: number;
  changes: {
    /** Percent change of total users against the end of last month; null when last month had none. */
    totalUsers: number | null;
  };
  /** The last 30 days, oldest first. */
  daily: DailyPoint[];
}

/** Every dashboard figure from data (decisions.md section 7). */
export async function computeStats(database: Database): Promise<DashboardStats> {
  const [totals] = await database.query<{
    total_users: number;
    users_before_month: number;
    active: number;
    documents: number;
    avg_rating: number | null;
    ratings: number;
  }>(`
    SELECT
      (SELECT count(DISTINCT visitor_id)::int FROM conversations) AS total_users,
      (SELECT count(DISTINCT visitor_id)::int FROM conversations
         WHERE created_at < date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS users_before_month,
      (SELECT count(*)::int FROM conversations WHERE last_message_at > now() - interval '24 hours') AS active,
      (SELECT count(*)::int FROM documents WHERE status = 'COMPLETED') AS documents,
      (SELECT avg(rating)::float8 FROM feedback) AS avg_rating,
      (SELECT count(*)::int FROM feedback) AS ratings`);
  const daily = await database.query<{ date: string; conversations: number; average_rating: number | null }>(`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
      (SELECT count(*)::int FROM conversations c WHERE (c.created_at AT TIME ZONE 'UTC')::date = d.day) AS conversations,
      (SELECT avg(f.rating)::float8 FROM feedback f WHERE (f.created_at AT TIME ZONE 'UTC')::date = d.day) AS average_rating
    FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
    ORDER BY d.day`);
  const t = totals!;
  const before = Number(t.users_before_month);
  const total = Number(t.total_users);
  return {
    totalUsers: total,
    activeConversations: Number(t.active),
    documentsProcessed: Number(t.documents),
    averageRating: t.avg_rating === null ? null : Math.round(Number(t.avg_rating) * 10) / 10,
    ratingsCount: Number(t.ratings),
    changes: { totalUsers: before > 0 ? Math.round(((total - before) / before) * 1000) / 10 : null },
    daily: daily.map((d) => ({
      date: d.date,
      conversations: Number(d.conversations),
      averageRating: d.average_rating === null ? null : Math.round(Number(d.average_rating) * 10) / 10,
    })),
  };
}
