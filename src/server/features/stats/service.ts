import type { Database } from "../../db/client";

export interface DailyPoint {
  /** ISO date (UTC), e.g. 2026-11-22. */
  date: string;
  /** Conversations started that day that got an answer. */
  conversations: number;
  /** Average star rating of that day, each visitor weighing once; null without ratings. */
  averageRating: number | null;
}

export interface DashboardStats {
  /** Distinct demo visitors (ids from the signed visitor cookie) with at least one answered conversation. */
  totalUsers: number;
  /** Answered conversations with a message in the last 24 hours. */
  activeConversations: number;
  /** Documents in status COMPLETED. */
  documentsProcessed: number;
  /**
   * Average rating (1..5) with every visitor weighing once: the mean of each
   * visitor's own average, so one browser rating many conversations is one
   * voice. Null without ratings.
   */
  averageRating: number | null;
  /** Ratings of answered conversations (one per conversation at most). */
  ratingsCount: number;
  changes: {
    /** Percent change of total users against the end of last month; null when last month had none. */
    totalUsers: number | null;
  };
  /** The last 30 days, oldest first. */
  daily: DailyPoint[];
}

/**
 * Answered conversations: a turn is recorded once it was answered
 * (conversations.ts), so a row without one never got an answer.
 */
const ANSWERED = "message_count > 0";

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
      (SELECT count(DISTINCT visitor_id)::int FROM conversations WHERE ${ANSWERED}) AS total_users,
      (SELECT count(DISTINCT visitor_id)::int FROM conversations
         WHERE ${ANSWERED} AND created_at < date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS users_before_month,
      (SELECT count(*)::int FROM conversations WHERE ${ANSWERED} AND last_message_at > now() - interval '24 hours') AS active,
      (SELECT count(*)::int FROM documents WHERE status = 'COMPLETED') AS documents,
      (SELECT avg(per_visitor)::float8 FROM (
         SELECT avg(f.rating) AS per_visitor FROM feedback f JOIN conversations c ON c.id = f.conversation_id
         WHERE c.${ANSWERED} GROUP BY c.visitor_id) v) AS avg_rating,
      (SELECT count(*)::int FROM feedback f JOIN conversations c ON c.id = f.conversation_id WHERE c.${ANSWERED}) AS ratings`);
  const daily = await database.query<{ date: string; conversations: number; average_rating: number | null }>(`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
      (SELECT count(*)::int FROM conversations c WHERE c.${ANSWERED} AND (c.created_at AT TIME ZONE 'UTC')::date = d.day) AS conversations,
      (SELECT avg(per_visitor)::float8 FROM (
         SELECT avg(f.rating) AS per_visitor FROM feedback f JOIN conversations c ON c.id = f.conversation_id
         WHERE c.${ANSWERED} AND (f.created_at AT TIME ZONE 'UTC')::date = d.day GROUP BY c.visitor_id) v) AS average_rating
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
