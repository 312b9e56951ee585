import {
  CHART_DAYS,
  type ChartDays,
  type ClearCacheResult,
  type DashboardStats,
  type GoLiveInfo,
  type LimitsInfo,
  type ProviderInfo,
} from "#shared/contracts/dashboard";
import { fullSiteConfig } from "../../site-config";
import { germanIssues } from "#shared/schemas/errors";
import { voiceConfigSchema } from "#shared/schemas/voice-config";
import type { ContextPlugin } from "../../context";
import { cacheEntries } from "../../db/schema";
import { countDeleted } from "../../db/sql";
import { sendCoded, sendError } from "../../http/errors";
import { requestLang } from "../../http/demo-guard";
import { playbackAdjustment, TtsError } from "../../providers/tts";
import { DEFAULT_PERSONA_SLUG } from "#shared/routes";
import { greetingOf } from "../personas/service";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { computeStats, conversationInsights } from "../stats/service";
import { MAX_STT_BYTES, MAX_STT_UPLOAD_MS } from "../speech/service";
import { redactUrl } from "../../redact";
import { placeholderFields } from "./go-live";
import { activeProcessorKinds } from "./service";
import { maskKey } from "./mask";

/** The voice settings as the audit log names them. */
const VOICE_FIELDS = ["stability", "similarity_boost", "style", "use_speaker_boost", "pitch", "speed"] as const;

/** Admin APIs of the dashboard: stats, voice settings, provider overview, limits and usage, cache. */
export const adminDashboardRoutes: ContextPlugin = async (app, { ctx }) => {
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get<{ Querystring: { days?: string } }>("/api/stats", async (req, reply) => {
    const days = Number(req.query.days ?? 30);
    if (!CHART_DAYS.includes(days as ChartDays))
      return sendError(reply, 400, "invalid-input", `days muss einer dieser Werte sein: ${CHART_DAYS.join(", ")}.`);
    const stats: DashboardStats = {
      ...(await computeStats(ctx.database, days as ChartDays)),
      // How often the crisis answer was given, per risk level; no message text is ever stored for it.
      crisisAnswers: { days: 30, byLevel: await ctx.safety.counts(30) },
    };
    return stats;
  });

  app.get<{ Querystring: { days?: string } }>("/api/insights", async (req, reply) => {
    const days = Number(req.query.days ?? 30);
    if (!CHART_DAYS.includes(days as ChartDays))
      return sendError(reply, 400, "invalid-input", `days muss einer dieser Werte sein: ${CHART_DAYS.join(", ")}.`);
    return conversationInsights(ctx.database, days as ChartDays);
  });

  app.get("/api/voice-config", async () => ctx.voiceConfig.getActive());

  app.put("/api/voice-config", async (req, reply) => {
    const parsed = voiceConfigSchema.strict().safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 422, "settings-invalid", parsed.error.issues.map((i) => i.message).join("; "));
    const before = await ctx.voiceConfig.getActive();
    const after = await ctx.voiceConfig.update(parsed.data);
    await ctx.audit.record({
      account: req.user!,
      action: "voice-config.update",
      details: { changed: changedFields(before, after, VOICE_FIELDS) },
    });
    return after;
  });

  /**
   * A sample of the voice with settings that need not be saved yet ('Probe
   * hören'): the default persona's greeting in the operator's language.
   * 503 tts-not-configured when the server has no voice: the page then plays
   * the sample in the browser's own voice.
   */
  app.post("/api/voice-config/preview", async (req, reply) => {
    const parsed = voiceConfigSchema.strict().safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 422, "settings-invalid", parsed.error.issues.map((i) => i.message).join("; "));
    const { tts } = ctx.providers;
    if (!tts) return sendCoded(reply, 503, "tts-not-configured");
    const persona = await ctx.personas.getBySlug(DEFAULT_PERSONA_SLUG);
    if (!persona) return sendCoded(reply, 404, "persona-not-found");
    const lang = requestLang(req);
    try {
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      const voiceId = persona.voiceId ?? ctx.env.ELEVENLABS_VOICE_ID;
      const result = await tts.synthesize({
        text: greetingOf(persona, lang).spoken,
        voiceId,
        settings: parsed.data,
        signal: controller.signal,
      });
      return reply
        .type(result.mime)
        .header("x-voice-rate", String(playbackAdjustment(parsed.data).rate))
        .send(Buffer.from(result.audio));
    } catch (err) {
      if (err instanceof TtsError) return sendError(reply, err.status, err.code, err.message);
      req.log.error({ err }, "voice preview failed");
      return sendCoded(reply, 502, "tts-failed");
    }
  });

  /** What the operator must still replace in site.config.json before going live (dotted field paths). */
  app.get("/api/settings/go-live", async (): Promise<GoLiveInfo> => ({
    placeholders: placeholderFields(fullSiteConfig, activeProcessorKinds(ctx.env)),
  }));

  app.get("/api/settings/providers", async (): Promise<ProviderInfo> => {
    const { env, providers } = ctx;
    return {
      chat: {
        provider: providers.chat.name === "demo" ? "offline-demo" : "openai-compatible",
        key: maskKey(env.OPENAI_API_KEY),
        // Shown without user-info: credentials in the URL stay on the server.
        baseUrl: env.OPENAI_API_KEY ? redactUrl(env.OPENAI_BASE_URL ?? "https://api.openai.com/v1") : null,
        model: env.CHAT_MODEL,
      },
      voice: {
        provider: providers.tts ? "elevenlabs" : "browser",
        key: maskKey(env.ELEVENLABS_API_KEY),
        baseUrl: providers.tts ? redactUrl(env.ELEVENLABS_BASE_URL) : null,
        model: env.ELEVENLABS_MODEL,
        voiceId: env.ELEVENLABS_VOICE_ID ?? null,
      },
      stt: { provider: providers.stt ? "openai-compatible" : "browser", model: env.STT_MODEL },
      database: ctx.database.kind,
    };
  });

  /** The limits that keep provider costs bounded, and today's use of the site-wide budget (all instances). */
  app.get("/api/settings/limits", async (): Promise<LimitsInfo> => {
    const { env } = ctx;
    const proxy = env.TRUST_PROXY;
    return {
      clientAddress:
        proxy === false
          ? { mode: "direct" as const }
          : typeof proxy === "number"
            ? { mode: "hops" as const, hops: proxy }
            : { mode: "addresses" as const, addresses: proxy },
      perClient: {
        requestsPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
        ttsCharsPerHour: env.TTS_CHARS_PER_CLIENT_PER_HOUR,
        sttMbPerHour: env.STT_MB_PER_CLIENT_PER_HOUR,
        sttConcurrent: env.STT_MAX_CONCURRENT_PER_CLIENT,
      },
      daily: { budgetChats: env.DAILY_CHAT_CAP, ttsCharsPerChat: env.TTS_CHARS_PER_CHAT, sttKbPerChat: env.STT_KB_PER_CHAT },
      stt: {
        maxConcurrent: env.STT_MAX_CONCURRENT,
        maxMb: MAX_STT_BYTES / (1024 * 1024),
        idleSeconds: env.STT_UPLOAD_IDLE_MS / 1000,
        maxUploadSeconds: MAX_STT_UPLOAD_MS / 1000,
      },
      today: await ctx.abuse.usageToday(),
    };
  });

  app.post("/api/settings/clear-cache", async (req): Promise<ClearCacheResult> => {
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- emptying the cache is the point
    const cleared = await countDeleted(ctx.database, ctx.database.db.delete(cacheEntries).returning({ key: cacheEntries.key }));
    await ctx.audit.record({ account: req.user!, action: "settings.clear-cache", details: { count: cleared } });
    return { cleared };
  });
};
