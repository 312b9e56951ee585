import type { ChartDays, DashboardFigures } from "#shared/contracts/dashboard";
import type { Database } from "../../db/client";
import { dailyFigures, totals as readTotals } from "./queries";

export { conversationInsights } from "./insights";

/** Every dashboard figure, computed from the data (nothing is counted on the side); `days` of daily figures. */
export async function computeStats(database: Database, days: ChartDays = 30): Promise<DashboardFigures> {
  const t = (await readTotals(database))!;
  const daily = await dailyFigures(database, days);
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
