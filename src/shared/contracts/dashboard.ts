/**
 * The operator's dashboard as the API returns it (GET /api/stats and the
 * settings endpoints). The types come from the routes' schemas
 * (src/shared/api/dashboard.ts), which the server answers through and the
 * dashboard reads, so neither side can drift from the other.
 */
import type {
  ConversationInsights,
  DailyPoint,
  DashboardFigures,
  LimitsInfo,
  PersonaInsights,
  ProviderInfo,
  UsageToday,
} from "../api/dashboard";
import type { LoginFailures } from "../api/auth";

// Imported, then exported: an `export … from` would count as an import cycle (import-x/no-cycle) where the schemas use CHART_DAYS.
export type { ConversationInsights, DailyPoint, DashboardFigures, LimitsInfo, PersonaInsights, ProviderInfo, UsageToday };
/** GET /api/settings/login-failures: recent failed sign-ins, newest first; never a password. */
export type { LoginFailures };

/** The ranges the dashboard's chart offers (GET /api/stats?days=). */
export const CHART_DAYS = [7, 30, 90] as const;
export type ChartDays = (typeof CHART_DAYS)[number];
