import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  chartDaysQuery,
  clearCacheResultSchema,
  conversationInsightsSchema,
  dashboardStatsSchema,
  goLiveInfoSchema,
  limitsInfoSchema,
  providerInfoSchema,
} from "#shared/api/dashboard";
import { voiceConfigSchema } from "#shared/schemas/voice-config";
import { fullSiteConfig } from "../../site-config";
import type { ContextPlugin } from "../../context";
import { cacheEntries } from "../../db/schema";
import { apiErrorSchema, bytesSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
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

/** The body of PUT /api/voice-config and its preview: the six settings, nothing else. */
const voiceConfigBody = voiceConfigSchema.strict();

/** Admin APIs of the dashboard: stats, voice settings, provider overview, limits and usage, cache. */
export const adminDashboardRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/stats",
    {
      schema: {
        summary: "The dashboard's figures over a range of days",
        querystring: chartDaysQuery,
        response: { 200: dashboardStatsSchema, 400: apiErrorSchema },
      },
    },
    async (req) => ({
      ...(await computeStats(ctx.database, req.query.days)),
      // How often the crisis answer was given, per risk level; no message text is ever stored for it.
      crisisAnswers: { days: 30, byLevel: await ctx.safety.counts(30) },
    }),
  );

  app.get(
    "/api/insights",
    {
      schema: {
        summary: "Conversations per persona and per day over a range of days (counts only)",
        querystring: chartDaysQuery,
        response: { 200: conversationInsightsSchema, 400: apiErrorSchema },
      },
    },
    async (req) => conversationInsights(ctx.database, req.query.days),
  );

  app.get(
    "/api/voice-config",
    { schema: { summary: "The voice settings every synthesis uses", response: { 200: voiceConfigSchema } } },
    async () => ctx.voiceConfig.getActive(),
  );

  app.put(
    "/api/voice-config",
    {
      schema: {
        summary: "Save the voice settings",
        body: voiceConfigBody,
        response: { 200: voiceConfigSchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) => {
      const before = await ctx.voiceConfig.getActive();
      await ctx.voiceConfig.ensureDefault();
      return ctx.audit.transact(
        (tx) => ctx.voiceConfig.update(req.body, tx),
        (after) => ({
          account: req.user!,
          action: "voice-config.update",
          details: { changed: changedFields(before, after, VOICE_FIELDS) },
        }),
      );
    },
  );

  /**
   * A sample of the voice with settings that need not be saved yet ('Probe
   * hören'): the default persona's greeting in the operator's language.
   * 503 tts-not-configured when the server has no voice: the page then plays
   * the sample in the browser's own voice.
   */
  app.post(
    "/api/voice-config/preview",
    {
      schema: {
        summary: "Hear the default persona's greeting with voice settings that need not be saved yet",
        body: voiceConfigBody,
        response: {
          200: { description: "The speech", content: { "audio/mpeg": { schema: bytesSchema("MP3 bytes") } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const { tts } = ctx.providers;
      if (!tts) return sendCoded(reply, 503, "tts-not-configured", lang);
      const persona = await ctx.personas.getBySlug(DEFAULT_PERSONA_SLUG);
      if (!persona) return sendCoded(reply, 404, "persona-not-found", lang);
      try {
        const controller = new AbortController();
        reply.raw.on("close", () => controller.abort());
        const voiceId = persona.voiceId ?? ctx.env.ELEVENLABS_VOICE_ID;
        const result = await tts.synthesize({
          text: greetingOf(persona, lang).spoken,
          voiceId,
          settings: req.body,
          signal: controller.signal,
        });
        return reply
          .type(result.mime)
          .header("x-voice-rate", String(playbackAdjustment(req.body).rate))
          .send(Buffer.from(result.audio));
      } catch (err) {
        if (err instanceof TtsError) return sendCoded(reply, err.status, err.code, lang);
        req.log.error({ err }, "voice preview failed");
        return sendCoded(reply, 502, "tts-failed", lang);
      }
    },
  );

  /** What the operator must still replace in site.config.json before going live (dotted field paths). */
  app.get(
    "/api/settings/go-live",
    { schema: { summary: "What site.config.json still holds of the shipped example", response: { 200: goLiveInfoSchema } } },
    async () => ({ placeholders: placeholderFields(fullSiteConfig, activeProcessorKinds(ctx.env)) }),
  );

  app.get(
    "/api/settings/providers",
    {
      schema: {
        summary: "Which providers answer: keys masked, addresses without credentials",
        response: { 200: providerInfoSchema },
      },
    },
    async () => {
      const { env, providers } = ctx;
      return {
        chat: {
          provider: providers.chat.name === "demo" ? ("offline-demo" as const) : ("openai-compatible" as const),
          key: maskKey(env.OPENAI_API_KEY),
          // Shown without user-info: credentials in the URL stay on the server.
          baseUrl: env.OPENAI_API_KEY ? redactUrl(env.OPENAI_BASE_URL ?? "https://api.openai.com/v1") : null,
          model: env.CHAT_MODEL,
        },
        voice: {
          provider: providers.tts ? ("elevenlabs" as const) : ("browser" as const),
          key: maskKey(env.ELEVENLABS_API_KEY),
          baseUrl: providers.tts ? redactUrl(env.ELEVENLABS_BASE_URL) : null,
          model: env.ELEVENLABS_MODEL,
          voiceId: env.ELEVENLABS_VOICE_ID ?? null,
        },
        stt: { provider: providers.stt ? ("openai-compatible" as const) : ("browser" as const), model: env.STT_MODEL },
        database: ctx.database.kind,
      };
    },
  );

  /** The limits that keep provider costs bounded, and today's use of the site-wide budget (all instances). */
  app.get(
    "/api/settings/limits",
    {
      schema: {
        summary: "The limits that bound provider costs, and today's use of the daily budget",
        response: { 200: limitsInfoSchema },
      },
    },
    async () => {
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
    },
  );

  app.post(
    "/api/settings/clear-cache",
    { schema: { summary: "Empty the cache of spoken greetings", response: { 200: clearCacheResultSchema } } },
    async (req) => {
      const cleared = await ctx.audit.transact(
        // eslint-disable-next-line drizzle/enforce-delete-with-where -- emptying the cache is the point
        async (tx) => (await tx.delete(cacheEntries).returning({ key: cacheEntries.key })).length,
        (count) => ({ account: req.user!, action: "settings.clear-cache", details: { count } }),
      );
      return { cleared };
    },
  );
};
