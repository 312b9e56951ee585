import type { RiskLevel } from "../safety";

/**
 * The operator's dashboard as the API returns it (GET /api/stats and the
 * settings endpoints). The server's handlers return these types and the
 * dashboard reads them, so neither side can drift from the other.
 */

/** One day of the last thirty. */
export interface DailyPoint {
  /** ISO date (UTC), e.g. 2026-11-22. */
  date: string;
  /** Conversations started that day that got an answer. */
  conversations: number;
  /** Average star rating of that day, each visitor weighing once; null without ratings. */
  averageRating: number | null;
}

/** The figures computed from the data (nothing is counted on the side). */
export interface DashboardFigures {
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
  /** The last `days` days (30 unless asked otherwise), oldest first. */
  daily: DailyPoint[];
}

/** The ranges the dashboard's chart offers (GET /api/stats?days=). */
export const CHART_DAYS = [7, 30, 90] as const;
export type ChartDays = (typeof CHART_DAYS)[number];

/** GET /api/stats: the figures, and how often the crisis answer was given per risk level (no message text is stored). */
export interface DashboardStats extends DashboardFigures {
  crisisAnswers: { days: number; byLevel: Record<RiskLevel, number> };
}

/** GET /api/settings/providers: which providers answer, keys masked, URLs without credentials. */
export interface ProviderInfo {
  chat: { provider: "offline-demo" | "openai-compatible"; key: string | null; baseUrl: string | null; model: string };
  voice: {
    provider: "elevenlabs" | "browser";
    key: string | null;
    baseUrl: string | null;
    model: string;
    voiceId: string | null;
  };
  stt: { provider: "openai-compatible" | "browser"; model: string };
  database: string;
}

/** GET /api/settings/login-failures: recent failed sign-ins, newest first; never a password. */
export interface LoginFailures {
  failures: { at: string; client: string; account: string }[];
  last24h: number;
}

/** Today's use of the site-wide budget (all instances). */
export interface UsageToday {
  day: string;
  resetsAt: string;
  budgetUsed: number;
  chats: number;
  ttsChars: number;
  sttKb: number;
}

/** GET /api/settings/limits: the limits that bound provider costs, and today's use of the daily budget. */
export interface LimitsInfo {
  clientAddress: { mode: "direct" } | { mode: "hops"; hops: number } | { mode: "addresses"; addresses: string[] };
  perClient: { requestsPerMinute: number; ttsCharsPerHour: number; sttMbPerHour: number; sttConcurrent: number };
  daily: { budgetChats: number; ttsCharsPerChat: number; sttKbPerChat: number };
  stt: { maxConcurrent: number; maxMb: number; idleSeconds: number; maxUploadSeconds: number };
  today: UsageToday;
}

/** POST /api/settings/clear-cache: how many cached entries were removed. */
export interface ClearCacheResult {
  cleared: number;
}

/** GET /api/settings/go-live: the fields of site.config.json that still hold the shipped example values. */
export interface GoLiveInfo {
  /**
   * Dotted paths such as "company.vatId"; "isExample" while the flag is on;
   * "processors.<kind>" for a service the server uses that the privacy
   * policy cannot name yet. Empty when ready.
   */
  placeholders: string[];
}

/** One persona's conversations over the chosen range (GET /api/insights). Counts only; never message text. */
export interface PersonaInsights {
  /** Null for conversations of a persona that has since been deleted. */
  personaId: string | null;
  name: string | null;
  slug: string | null;
  /** Answered conversations started in the range. */
  conversations: number;
  /** Of those, conversations with at least one spoken answer. */
  voiceConversations: number;
  /** Answered turns in those conversations. */
  turns: number;
  /** Mean time from the first to the last answered turn, in seconds; null without conversations. */
  averageDurationSeconds: number | null;
  /** Ratings given in the range: counts for 1, 2, 3, 4 and 5 stars. */
  ratings: [number, number, number, number, number];
  /** Crisis answers given in the range, per risk level. */
  crisisByLevel: Record<RiskLevel, number>;
  /** Turns for which the knowledge base had no passage relevant enough (the question, never its text). */
  unansweredTurns: number;
}

/** Conversations of one persona on one UTC day. */
export interface InsightsDay {
  date: string;
  personaId: string | null;
  conversations: number;
  voiceConversations: number;
}

export interface ConversationInsights {
  days: ChartDays;
  personas: PersonaInsights[];
  /** Days with at least one conversation, oldest first. */
  daily: InsightsDay[];
}
