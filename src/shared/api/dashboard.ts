import { CHART_DAYS } from "../contracts/dashboard";
import { RISK_LEVELS } from "../safety";
import { z } from "../zod";
import { countOf, isoTime } from "./common";

/**
 * The operator's dashboard (GET /api/stats, /api/insights and the settings
 * endpoints): the figures, the provider overview, the limits and the cache.
 */

const count = z.number().int().min(0);
/** A star rating averaged over visitors, to one decimal; null without ratings. */
const averageRating = z.number().min(1).max(5).nullable();
/** A count per risk level of the crisis check (src/shared/safety.ts). */
const byRiskLevel = z.record(z.enum(RISK_LEVELS), count);

const DAYS_MESSAGE = `days muss einer dieser Werte sein: ${CHART_DAYS.join(", ")}.`;

/** ?days= of GET /api/stats and /api/insights: one of the chart's ranges, 30 without it. */
export const chartDaysQuery = z.object({
  days: z.coerce
    .number(DAYS_MESSAGE)
    .pipe(z.literal(CHART_DAYS, DAYS_MESSAGE))
    .default(30)
    .describe(`The range in days: ${CHART_DAYS.join(", ")}`),
});

/** One day of the chart. */
export const dailyPointSchema = z.object({
  date: z.string().describe("ISO date (UTC), e.g. 2026-11-22"),
  conversations: count.describe("Conversations started that day that got an answer"),
  averageRating: averageRating.describe("Average star rating of that day, each visitor weighing once"),
});

/** The figures computed from the data (nothing is counted on the side). */
export const dashboardFiguresSchema = z.object({
  totalUsers: count.describe("Distinct demo visitors (signed visitor cookie) with at least one answered conversation"),
  activeConversations: count.describe("Answered conversations with a message in the last 24 hours"),
  documentsProcessed: count.describe("Documents in status COMPLETED"),
  averageRating: averageRating.describe(
    "Average rating with every visitor weighing once (the mean of each visitor's own average); null without ratings",
  ),
  ratingsCount: count.describe("Ratings of answered conversations (one per conversation at most)"),
  changes: z.object({
    totalUsers: z
      .number()
      .nullable()
      .describe("Percent change of total users against the end of last month; null when last month had none"),
  }),
  daily: z.array(dailyPointSchema).describe("The last `days` days (30 unless asked otherwise), oldest first"),
});

/** GET /api/stats: the figures, and how often the crisis answer was given per risk level (no message text is stored). */
export const dashboardStatsSchema = dashboardFiguresSchema.extend({
  crisisAnswers: z.object({ days: count, byLevel: byRiskLevel }),
});

/** GET /api/settings/providers: which providers answer, keys masked, URLs without credentials. */
export const providerInfoSchema = z.object({
  chat: z.object({
    provider: z.enum(["offline-demo", "openai-compatible"]),
    key: z.string().nullable().describe("The key masked, e.g. sk-...9z8y"),
    baseUrl: z.string().nullable().describe("Without user-info"),
    model: z.string(),
  }),
  voice: z.object({
    provider: z.enum(["elevenlabs", "browser"]),
    key: z.string().nullable(),
    baseUrl: z.string().nullable(),
    model: z.string(),
    voiceId: z.string().nullable(),
  }),
  stt: z.object({ provider: z.enum(["openai-compatible", "browser"]), model: z.string() }),
  database: z.string().describe("pglite or postgres"),
});

/** Today's use of the site-wide budget (all instances). */
export const usageTodaySchema = z.object({
  day: z.string().describe("ISO date (UTC)"),
  resetsAt: isoTime,
  budgetUsed: z.number().min(0).describe("Chats' worth of the daily budget used"),
  chats: count,
  ttsChars: count,
  sttKb: count,
});

/** GET /api/settings/limits: the limits that bound provider costs, and today's use of the daily budget. */
export const limitsInfoSchema = z.object({
  clientAddress: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("direct") }),
    z.object({ mode: z.literal("hops"), hops: count }),
    z.object({ mode: z.literal("addresses"), addresses: z.array(z.string()) }),
  ]),
  perClient: z.object({
    requestsPerMinute: z.number(),
    ttsCharsPerHour: z.number(),
    sttMbPerHour: z.number(),
    sttConcurrent: z.number(),
  }),
  daily: z.object({ budgetChats: z.number(), ttsCharsPerChat: z.number(), sttKbPerChat: z.number() }),
  stt: z.object({ maxConcurrent: z.number(), maxMb: z.number(), idleSeconds: z.number(), maxUploadSeconds: z.number() }),
  today: usageTodaySchema,
});

/** POST /api/settings/clear-cache: how many cached entries were removed. */
export const clearCacheResultSchema = countOf("cleared");

/** GET /api/settings/go-live: the fields of site.config.json that still hold the shipped example values. */
export const goLiveInfoSchema = z.object({
  placeholders: z
    .array(z.string())
    .describe(
      'Dotted paths such as "company.vatId"; "isExample" while the flag is on; "processors.<kind>" for a service ' +
        "the server uses that the privacy policy cannot name yet. Empty when ready.",
    ),
});

/** One persona's conversations over the chosen range (GET /api/insights). Counts only; never message text. */
export const personaInsightsSchema = z.object({
  personaId: z.string().nullable().describe("Null for conversations of a persona that has since been deleted"),
  name: z.string().nullable(),
  slug: z.string().nullable(),
  conversations: count.describe("Answered conversations started in the range"),
  voiceConversations: count.describe("Of those, conversations with at least one spoken answer"),
  turns: count.describe("Answered turns in those conversations"),
  averageDurationSeconds: z
    .number()
    .nullable()
    .describe("Mean time from the first to the last answered turn; null without conversations"),
  ratings: z.tuple([count, count, count, count, count]).describe("Ratings given in the range: counts for 1 to 5 stars"),
  crisisByLevel: byRiskLevel.describe("Crisis answers given in the range, per risk level"),
  unansweredTurns: count.describe("Turns for which the knowledge base had no passage relevant enough"),
});

/** Conversations of one persona on one UTC day. */
export const insightsDaySchema = z.object({
  date: z.string().describe("ISO date (UTC)"),
  personaId: z.string().nullable(),
  conversations: count,
  voiceConversations: count,
});

/** GET /api/insights. */
export const conversationInsightsSchema = z.object({
  days: z.literal(CHART_DAYS),
  personas: z.array(personaInsightsSchema),
  daily: z.array(insightsDaySchema).describe("Days with at least one conversation, oldest first"),
});

export type DailyPoint = z.infer<typeof dailyPointSchema>;
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
export type ProviderInfo = z.infer<typeof providerInfoSchema>;
export type UsageToday = z.infer<typeof usageTodaySchema>;
export type LimitsInfo = z.infer<typeof limitsInfoSchema>;
export type PersonaInsights = z.infer<typeof personaInsightsSchema>;
export type ConversationInsights = z.infer<typeof conversationInsightsSchema>;
