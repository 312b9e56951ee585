import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { CHAT_MESSAGES, chatRequestSchema, TTS_MESSAGES } from "../../../shared/schemas/chat";
import { firstIssueMessage, germanIssues } from "../../../shared/schemas/errors";
import type { AppContext } from "../../app";
import { sendError } from "../../http/errors";
import { openEventStream } from "../../http/sse";
import type { ChatProvider } from "../../providers/chat";
import { TtsError, type TtsProvider } from "../../providers/tts";
import type { KnowledgeHit } from "../documents/search";
import type { VoiceConfigService } from "../voice-config/service";
import type { AbuseGuard } from "./abuse";
import type { ConversationService } from "./conversations";
import { buildMessages } from "./messages";
import { assessRisk, crisisReply } from "./safety";
import { speakStream, type SpeakEvent } from "./speak-stream";
import type { VisitorService } from "./visitors";

export interface ChatRoutesOptions {
  ctx: AppContext;
  chat: ChatProvider;
  tts?: TtsProvider;
  abuse: AbuseGuard;
  conversations: ConversationService;
  visitors: VisitorService;
  voiceConfig: VoiceConfigService;
}

/** Spec section 7: temperature 0.5, at most 500 tokens. */
export const CHAT_TEMPERATURE = 0.5;
export const CHAT_MAX_TOKENS = 500;

export function ttsErrorMessage(err: unknown): string {
  return err instanceof TtsError ? err.message : TTS_MESSAGES.unknown;
}

/** Applies the per-client limit and the daily cap; answers 429 itself when exceeded. */
export async function guardDemo(
  req: FastifyRequest,
  reply: FastifyReply,
  abuse: AbuseGuard,
  lang: "de" | "en",
  countDaily: boolean,
): Promise<boolean> {
  const perClient = await abuse.perClient(req.ip);
  if (!perClient.ok) {
    reply.header("retry-after", String(perClient.retryAfterSeconds));
    await sendError(reply, 429, CHAT_MESSAGES[lang].rateLimited);
    return false;
  }
  if (countDaily) {
    const daily = await abuse.daily();
    if (!daily.ok) {
      reply.header("retry-after", String(daily.retryAfterSeconds));
      await sendError(reply, 429, CHAT_MESSAGES[lang].dailyCap);
      return false;
    }
  }
  return true;
}

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (app, opts) => {
  const { ctx, chat, tts, abuse, conversations, visitors, voiceConfig } = opts;

  app.post("/api/chat", async (req, reply) => {
    const parsed = chatRequestSchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, firstIssueMessage(parsed.error));
    const body = parsed.data;
    const lang = body.lang;
    const persona = await ctx.personas.getBySlug(body.persona);
    if (!persona) return sendError(reply, 404, lang === "de" ? "Diese Persona gibt es nicht." : "This persona does not exist.");
    if (!(await guardDemo(req, reply, abuse, lang, true))) return reply;
    // Only a chat past the limits gets a visitor: from the signed cookie, never from the body.
    const visitorId = await visitors.identify(req, reply);

    const userText = body.messages.at(-1)!.content.trim();
    // The safety check runs before any provider call and needs none.
    const risk = assessRisk(userText);
    let hits: KnowledgeHit[] = [];
    if (!risk.crisis) {
      try {
        hits = await ctx.knowledge.search(userText, 5);
      } catch (err) {
        req.log.error({ err }, "knowledge search failed; answering without it");
      }
    }
    const sources = [...new Map(hits.map((h) => [h.documentId, { documentId: h.documentId, title: h.title }])).values()];

    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const signal = controller.signal;

    const deltas = risk.crisis
      ? once(crisisReply(lang))
      : chat.stream({
          messages: buildMessages(persona.systemPrompt, lang, hits, body.messages),
          model: ctx.env.CHAT_MODEL,
          temperature: CHAT_TEMPERATURE,
          maxTokens: CHAT_MAX_TOKENS,
          signal,
          lang,
        });

    const voiceId = persona.voiceId ?? ctx.env.ELEVENLABS_VOICE_ID;
    const settings = body.voice && tts ? await voiceConfig.getActive() : undefined;
    const synth =
      tts && settings
        ? (sentence: string, _seq: number, s: AbortSignal) => tts.synthesize({ text: sentence, voiceId, settings, signal: s })
        : undefined;

    const finish = async (replyText: string) => {
      const conversationId = await conversations.recordTurn({
        conversationId: body.conversationId,
        personaId: persona.id,
        visitorId,
        lang,
        crisis: risk.crisis,
        transcript: ctx.env.STORE_MESSAGES ? { user: userText, assistant: replyText } : undefined,
      });
      return { reply: replyText, conversationId, sources: risk.crisis ? [] : sources, crisis: risk.crisis };
    };

    const accept = String(req.headers.accept ?? "");
    if (accept.includes("application/json") && !accept.includes("text/event-stream")) {
      let text = "";
      try {
        for await (const d of deltas) text += d;
      } catch (err) {
        req.log.error({ err }, "chat provider failed");
        return sendError(reply, 502, CHAT_MESSAGES[lang].providerFailed);
      }
      if (!text.trim()) return sendError(reply, 502, CHAT_MESSAGES[lang].emptyReply);
      return finish(text.trim());
    }

    const raw = openEventStream(reply);
    const send = (event: string, data: unknown) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };

    let text = "";
    try {
      for await (const e of speakStream(deltas, synth, signal, { errorMessage: ttsErrorMessage }) as AsyncGenerator<SpeakEvent>) {
        if (e.type === "text") {
          text += e.delta;
          send("text", { delta: e.delta });
        } else if (e.type === "audio") {
          send("audio", { seq: e.seq, mime: e.mime, base64: e.base64, pitch: settings?.pitch ?? 1, speed: settings?.speed ?? 1 });
        } else {
          send("audio-error", { message: e.message });
        }
      }
      if (signal.aborted) return;
      if (!text.trim()) {
        send("error", { message: CHAT_MESSAGES[lang].emptyReply });
      } else {
        send("done", await finish(text.trim()));
      }
    } catch (err) {
      if (!signal.aborted) {
        req.log.error({ err }, "chat provider failed");
        send("error", { message: CHAT_MESSAGES[lang].providerFailed });
      }
    } finally {
      raw.end();
    }
  });
};
