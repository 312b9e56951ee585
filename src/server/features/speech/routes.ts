import { createHash } from "node:crypto";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { transcriptionResultSchema } from "#shared/api/speech";
import { ttsRequestSchema } from "#shared/schemas/chat";
import { eq } from "drizzle-orm";
import type { ContextPlugin } from "../../context";
import { cacheEntries } from "../../db/schema";
import { apiErrorSchema, bytesSchema } from "../../http/contract";
import { guardCharge, guardRequestRate } from "../../http/demo-guard";
import { sendCoded, sendError } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { playbackAdjustment, TtsError, validateSpokenText } from "../../providers/tts";
import { greetingOf } from "../personas/service";
import { traced } from "../tracing/service";
import { createSttAdmission, MAX_STT_BYTES, MAX_STT_UPLOAD_MS } from "./stt-admission";

/** POST /api/tts and /api/stt: speech synthesis and transcription for the voice chat. */
export const speechRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { abuse, voiceConfig } = ctx;
  const { db } = ctx.database;
  const { tts, stt } = ctx.providers;
  app.addContentTypeParser(/^audio\//, { parseAs: "buffer", bodyLimit: MAX_STT_BYTES }, (_req, body, done) => done(null, body));
  const admission = createSttAdmission({
    abuse,
    configured: Boolean(stt),
    maxBytes: MAX_STT_BYTES,
    maxConcurrent: ctx.env.STT_MAX_CONCURRENT,
    maxConcurrentPerClient: ctx.env.STT_MAX_CONCURRENT_PER_CLIENT,
    idleMs: ctx.env.STT_UPLOAD_IDLE_MS,
    deadlineMs: MAX_STT_UPLOAD_MS,
  });

  /**
   * POST /api/tts {persona, text} or {persona, greeting: true}. The greeting is
   * spoken from the persona's phonetic spelling and cached until 'Cache leeren'.
   * The request counts against the client's request rate; the characters are
   * charged only when they are synthesised (a cached greeting costs nothing).
   * Content-Language `en` gives the limits' messages in English.
   */
  app.post(
    "/api/tts",
    {
      schema: {
        summary: "Speak a text, or the persona's greeting, with the server's voice",
        body: ttsRequestSchema,
        response: {
          200: { description: "The speech", content: { "audio/mpeg": { schema: bytesSchema("MP3 bytes") } } },
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      config: { invalid: { code: "tts-invalid-text" } },
    },
    async (req, reply) => {
      const greeting = req.body.greeting === true;
      const lang = requestLanguage(req);
      const persona = await ctx.personas.getBySlug(req.body.persona);
      if (!persona) return sendCoded(reply, 404, "persona-not-found", lang);
      const text = greeting ? greetingOf(persona, lang).spoken : (req.body.text ?? "");
      try {
        validateSpokenText(text);
      } catch (err) {
        return sendCoded(reply, 400, (err as TtsError).code, lang);
      }
      if (!tts) return sendCoded(reply, 503, "tts-not-configured", lang);
      if (!(await guardRequestRate(req, reply, abuse, lang))) return reply;

      const voiceId = persona.voiceId ?? ctx.env.ELEVENLABS_VOICE_ID;
      const settings = await voiceConfig.getActive();
      const cacheKey = greeting
        ? `tts:greeting:${createHash("sha256")
            .update(JSON.stringify([voiceId, settings, text, ctx.env.ELEVENLABS_MODEL]))
            .digest("hex")}`
        : undefined;
      if (cacheKey) {
        const cached = await db
          .select({ mime: cacheEntries.mime, value: cacheEntries.value })
          .from(cacheEntries)
          .where(eq(cacheEntries.key, cacheKey));
        if (cached[0])
          return reply
            .type(cached[0].mime)
            .header("x-cache", "hit")
            .header("x-voice-pitch", String(settings.pitch))
            .header("x-voice-rate", String(playbackAdjustment(settings).rate))
            .send(Buffer.from(cached[0].value));
      }
      if (!(await guardCharge(req, reply, abuse, lang, "tts", [...text].length))) return reply;
      try {
        const controller = new AbortController();
        reply.raw.on("close", () => controller.abort());
        const result = await tts.synthesize({ text, voiceId, settings, signal: controller.signal });
        if (cacheKey) {
          await db
            .insert(cacheEntries)
            .values({ key: cacheKey, mime: result.mime, value: Buffer.from(result.audio) })
            .onConflictDoNothing({ target: cacheEntries.key });
        }
        return reply
          .type(result.mime)
          .header("x-voice-pitch", String(settings.pitch))
          .header("x-voice-rate", String(playbackAdjustment(settings).rate))
          .send(Buffer.from(result.audio));
      } catch (err) {
        // The provider's own words stay in a provider failure (the specification's catalogue quotes them).
        if (err instanceof TtsError)
          return err.code === "tts-failed"
            ? sendError(reply, err.status, err.code, err.message)
            : sendCoded(reply, err.status, err.code, lang);
        req.log.error({ err }, "speech synthesis failed");
        return sendCoded(reply, 502, "tts-failed", lang);
      }
    },
  );

  /**
   * POST /api/stt with an audio/* body → {text}. Recordings are never stored.
   * Limits, budget and size are checked before the body is read (see
   * createSttAdmission).
   */
  app.post(
    "/api/stt",
    {
      onRequest: admission.onRequest,
      preParsing: admission.preParsing,
      onResponse: admission.onResponse,
      schema: {
        summary: "Transcribe a recording (never stored)",
        consumes: ["audio/webm", "audio/ogg", "audio/mp4", "audio/wav", "audio/mpeg"],
        body: z.any().describe("The recording's bytes, any audio/* type, at most 10 MB"),
        response: {
          200: transcriptionResultSchema,
          400: apiErrorSchema,
          408: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const audio = req.body;
      if (!stt) return sendCoded(reply, 503, "stt-not-configured", lang);
      if (!Buffer.isBuffer(audio) || audio.length === 0) return sendCoded(reply, 400, "stt-no-audio", lang);
      await admission.spend(req, audio.length);
      // One trace per transcription (decision 049): sizes and durations, never the words.
      const span = ctx.tracing.trace("stt.transcription", {
        "http.route": "/api/stt",
        "stt.bytes": audio.length,
        "stt.upload_ms": Math.round(reply.elapsedTime),
      });
      try {
        const text = await traced(
          span,
          "stt.provider",
          () => stt.transcribe({ audio, mime: String(req.headers["content-type"] ?? "audio/webm"), language: lang }),
          (t) => ({ "stt.provider": stt.name, "stt.chars": t.length }),
        );
        span.end({ "http.status_code": 200 });
        return { text };
      } catch (err) {
        req.log.error({ err }, "transcription failed");
        span.fail("stt-no-speech");
        span.end({ "http.status_code": 502 });
        return sendCoded(reply, 502, "stt-no-speech", lang);
      }
    },
  );
};
