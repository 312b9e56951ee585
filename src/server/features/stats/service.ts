import type { Database } from "../../db/client";
import { lastThirtyDays, totals as readTotals } from "./queries";

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

/** Every dashboard figure, computed from the data (nothing is counted on the side). */
export async function computeStats(database: Database): Promise<DashboardStats> {
  const t = (await readTotals(database))!;
  const daily = await lastThirtyDays(database);
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
