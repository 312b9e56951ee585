import { speakablePhoneNumbers, type RiskLevel } from "#shared/safety";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { chatRequestSchema, type ChatDone, type ChatStreamEvent } from "#shared/schemas/chat";
import { formatSse } from "#shared/sse";
import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { guardChat } from "../../http/demo-guard";
import { sendCoded, sendError } from "../../http/errors";
import { openEventStream } from "../../http/sse";
import type { ModerationVerdict } from "../../providers/moderation";
import { playbackAdjustment } from "../../providers/tts";
import { guardedReply, visitorCountry, type CrisisSource } from "../safety/service";
import { relevantHits, type KnowledgeHit } from "../search/service";
import { meteredTts, REPLACE_REPLY, speakStream, type ReplyDelta } from "../speech/service";
import { buildMessages } from "./messages";
import { usedSources } from "./sources";

/** The model's settings for every reply: temperature 0.5, at most 500 tokens. */
export const CHAT_TEMPERATURE = 0.5;
export const CHAT_MAX_TOKENS = 500;

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

export const chatRoutes: ContextPlugin = async (app, { ctx }) => {
  const { abuse, conversations, visitors, voiceConfig } = ctx;
  const chat = ctx.providers.chat;
  // The spoken answer's characters are charged piece by piece, like /api/tts.
  const tts = ctx.providers.tts ? meteredTts(ctx.providers.tts, abuse) : undefined;

  app.post("/api/chat", async (req, reply) => {
    const parsed = chatRequestSchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(parsed.error));
    const body = parsed.data;
    const lang = body.lang;
    const persona = await ctx.personas.getBySlug(body.persona);
    if (!persona) return sendCoded(reply, 404, "persona-not-found", lang);
    // The embed panel names the site that frames it; that site must be on the persona's list (the frame is already refused elsewhere).
    let embedOrigin: string | undefined;
    if (body.embedOrigin !== undefined) {
      embedOrigin = await ctx.embeds.allowedOrigin(persona.slug, body.embedOrigin);
      if (!embedOrigin) return sendCoded(reply, 403, "embed-origin-refused", lang);
    }
    if (!(await guardChat(req, reply, abuse, lang))) return reply;
    // Only a chat past the limits gets a visitor: from the signed cookie, never from the body.
    const visitorId = await visitors.identify(req, reply);

    const { safety } = ctx;
    const userText = body.messages.at(-1)!.content.trim();
    const country = visitorCountry(req.headers, ctx.env.COUNTRY_HEADER, lang);
    // The crisis check runs on the server before any provider call, on the visitor's recent turns, and needs no provider.
    const risk = safety.assess(
      body.messages.filter((m) => m.role === "user").map((m) => m.content),
      lang,
    );
    // A conversation that was in crisis stays in careful mode until the visitor starts a new one.
    const flagged = body.conversationId ? await conversations.isFlagged(body.conversationId) : false;
    const outcome: { crisis: boolean; levels: RiskLevel[]; source: CrisisSource } = {
      crisis: risk.crisis,
      levels: risk.levels,
      source: "check",
    };
    if (risk.crisis) req.log.info({ event: "crisis", levels: risk.levels, signals: risk.signals }, "crisis answer");

    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const signal = controller.signal;

    let hits: KnowledgeHit[] = [];
    let moderation: Promise<ModerationVerdict | undefined> = Promise.resolve(undefined);
    if (!risk.crisis) {
      // The moderation net runs beside knowledge retrieval, so it adds no time before the model starts.
      moderation = safety.moderate(userText, signal);
      try {
        // Only the documents that serve this persona (assigned to it, or to all), and only passages relevant enough.
        hits = relevantHits(await ctx.knowledge.search(userText, 5, { personaId: persona.id }));
      } catch (err) {
        req.log.error({ err }, "knowledge search failed; answering without it");
      }
    }

    const crisisText = (levels: RiskLevel[], source: CrisisSource) => {
      outcome.crisis = true;
      outcome.levels = levels;
      outcome.source = source;
      return safety.answer(levels, lang, country, flagged && source === "check").text;
    };
    let deltas: AsyncIterable<ReplyDelta>;
    if (risk.crisis) {
      deltas = once(crisisText(risk.levels, "check"));
    } else {
      const protocol = safety.protocol(lang, country, flagged);
      deltas = guardedReply({
        reply: chat.stream({
          messages: buildMessages(`${persona.systemPrompt}\n\n${protocol}`, lang, hits, body.messages),
          model: ctx.env.CHAT_MODEL,
          temperature: CHAT_TEMPERATURE,
          maxTokens: CHAT_MAX_TOKENS,
          signal,
          lang,
          careful: flagged,
        }),
        moderation,
        checker: safety.checker([persona.systemPrompt, protocol]),
        onModerationCrisis: (levels) => {
          req.log.info({ event: "crisis", levels, source: "moderation" }, "crisis answer from the moderation net");
          return crisisText(levels, "moderation");
        },
        onBlocked: (reason) => {
          req.log.warn({ event: "reply-blocked", reason }, "the model's reply was replaced");
          const safe = safety.blockedAnswer(reason, lang, country);
          if ("level" in safe) {
            outcome.crisis = true;
            outcome.levels = [safe.level];
            outcome.source = "reply";
          }
          return safe.text;
        },
      });
    }

    const voiceId = persona.voiceId ?? ctx.env.ELEVENLABS_VOICE_ID;
    const settings = body.voice && tts ? await voiceConfig.getActive() : undefined;
    const synth =
      tts && settings
        ? (sentence: string, _seq: number, s: AbortSignal) => {
            const request = { text: sentence, voiceId, settings, signal: s };
            // The streaming endpoint where the provider has one: the browser plays a piece while its end is still synthesised.
            return tts.stream ? tts.stream(request) : tts.synthesize(request);
          }
        : undefined;

    const finish = async (replyText: string): Promise<ChatDone> => {
      const careful = flagged || outcome.crisis;
      const conversationId = await conversations.recordTurn({
        conversationId: body.conversationId,
        personaId: persona.id,
        visitorId,
        lang,
        crisis: outcome.crisis,
        voice: body.voice,
        unanswered: !outcome.crisis && hits.length === 0,
        embedOrigin,
      });
      // The text is kept only when the operator switched transcripts on and the visitor agreed for this conversation.
      if (body.transcriptConsent && (await ctx.transcripts.policy()).enabled) {
        await ctx.transcripts
          .record(conversationId, { voice: body.voice, crisis: outcome.crisis, visitorText: userText, coachText: replyText })
          .catch((err: unknown) => req.log.error({ err }, "transcript turn not stored"));
      }
      if (outcome.crisis) {
        await safety
          .record({ level: outcome.levels[0] ?? "suicidal", source: outcome.source, lang, personaId: persona.id })
          .catch((err: unknown) => req.log.error({ err }, "crisis event not recorded"));
      }
      return {
        reply: replyText,
        conversationId,
        sources: outcome.crisis ? [] : usedSources(replyText, hits),
        crisis: outcome.crisis,
        risk: outcome.crisis ? (outcome.levels[0] ?? "suicidal") : null,
        careful,
        resources: careful ? safety.resources(outcome.crisis ? outcome.levels : ["suicidal"], lang, country) : [],
      };
    };

    const accept = String(req.headers.accept ?? "");
    if (accept.includes("application/json") && !accept.includes("text/event-stream")) {
      let text = "";
      try {
        for await (const d of deltas) text = d === REPLACE_REPLY ? "" : text + d;
      } catch (err) {
        req.log.error({ err }, "chat provider failed");
        return sendCoded(reply, 502, "chat-provider-failed", lang);
      }
      if (!text.trim()) return sendCoded(reply, 502, "chat-empty-reply", lang);
      return finish(text.trim());
    }

    const raw = openEventStream(reply);
    const send = ({ event, data }: ChatStreamEvent) => {
      if (!raw.writableEnded) raw.write(formatSse(event, data));
    };

    let text = "";
    let crisisAnnounced = false;
    try {
      const speakable = (piece: string) => speakablePhoneNumbers(piece, lang, safety.phones);
      for await (const e of speakStream(deltas, synth, signal, { speakable })) {
        if (e.type === "text") {
          // Before the crisis answer's text: its level and the numbers to link and to spell out.
          if (outcome.crisis && !crisisAnnounced) {
            crisisAnnounced = true;
            const level = outcome.levels[0] ?? "suicidal";
            send({ event: "crisis", data: { risk: level, resources: safety.resources(outcome.levels, lang, country) } });
          }
          text += e.delta;
          send({ event: "text", data: { delta: e.delta } });
        } else if (e.type === "replace") {
          text = "";
          send({ event: "replace", data: {} });
        } else if (e.type === "audio") {
          const voice = settings ?? { pitch: 1, speed: 1 };
          const { rate } = playbackAdjustment(voice);
          const audio = {
            seq: e.seq,
            part: e.part,
            last: e.last,
            mime: e.mime,
            base64: e.base64,
            pitch: voice.pitch,
            speed: voice.speed,
            rate,
          };
          send({ event: "audio", data: audio });
        } else {
          send({ event: "audio-error", data: { message: e.message, code: e.code } });
        }
      }
      if (signal.aborted) return;
      if (!text.trim()) {
        send({ event: "error", data: { message: ERROR_TEXTS[lang]["chat-empty-reply"], code: "chat-empty-reply" } });
      } else {
        send({ event: "done", data: await finish(text.trim()) });
      }
    } catch (err) {
      if (!signal.aborted) {
        req.log.error({ err }, "chat provider failed");
        send({ event: "error", data: { message: ERROR_TEXTS[lang]["chat-provider-failed"], code: "chat-provider-failed" } });
      }
    } finally {
      raw.end();
    }
  });
};
