import type { FastifyPluginAsync } from "fastify";
import { germanIssues } from "../../../shared/schemas/errors";
import { voiceConfigSchema } from "../../../shared/schemas/voice-config";
import type { AppContext } from "../../app";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../auth/routes";
import { computeStats } from "../stats/service";
import { redactUrl } from "../../redact";
import { maskKey } from "./mask";

/** Admin APIs of the dashboard: stats, voice settings, provider overview, cache. */
export const adminDashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook("preHandler", requireAdmin(ctx.auth));

  app.get("/api/stats", async () => computeStats(ctx.database));

  app.get("/api/voice-config", async () => ctx.voiceConfig.getActive());

  app.put("/api/voice-config", async (req, reply) => {
    const parsed = voiceConfigSchema.strict().safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 422, parsed.error.issues.map((i) => i.message).join("; "));
    return ctx.voiceConfig.update(parsed.data);
  });

  app.get("/api/settings/providers", async () => {
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

  app.post("/api/settings/clear-cache", async () => {
    const rows = await ctx.database.query<{ n: number }>("WITH d AS (DELETE FROM cache_entries RETURNING 1) SELECT count(*)::int AS n FROM d");
    return { cleared: Number(rows[0]?.n ?? 0) };
  });
};
