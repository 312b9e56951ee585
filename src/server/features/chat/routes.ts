import { speakablePhoneNumbers } from "#shared/safety";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatDoneSchema, chatRequestSchema, type ChatStreamEvent } from "#shared/schemas/chat";
import { formatSse } from "#shared/sse";
import type { ContextPlugin } from "../../context";
import { clientKey } from "../../http/client-address";
import { guardChat } from "../../http/demo-guard";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { openEventStream } from "../../http/sse";
import { playbackAdjustment } from "../../providers/tts";
import { visitorCountry } from "../safety/service";
import { meteredTts, REPLACE_REPLY, speakStream } from "../speech/service";
import { tracedSynthesis } from "../tracing/service";
import { timedAnswer } from "../operations/service";
import { startTurn } from "./turn";

export const chatRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { abuse, visitors, voiceConfig } = ctx;

  app.post(
    "/api/chat",
    {
      schema: {
        summary: "One turn of the voice chat: the answer as an event stream, or as JSON with Accept: application/json",
        body: chatRequestSchema,
        response: {
          200: {
            description: "The answer (the events are described in docs/api.md)",
            content: {
              "application/json": { schema: chatDoneSchema },
              "text/event-stream": {
                schema: z.string().describe("Events: crisis, help, text, replace, audio, audio-error, done, error"),
              },
            },
          },
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const received = performance.now();
      const body = req.body;
      const lang = body.lang;
      // The turn is one trace (decision 049), ended with its response; sizes and outcomes only, never the words.
      const trace = ctx.tracing.trace("chat.turn", {
        "http.route": "/api/chat",
        "chat.lang": lang,
        "chat.voice": body.voice === true,
        "chat.messages": body.messages.length,
      });
      if (trace.recording) reply.raw.once("close", () => trace.end({ "http.status_code": reply.statusCode }));
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
      const visitor = await visitors.identify(req, reply);

      const country = visitorCountry(req.headers, ctx.env.COUNTRY_HEADER, lang);
      const controller = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const signal = controller.signal;
      const turn = await startTurn(ctx, {
        body,
        persona,
        visitor,
        embedOrigin,
        country,
        log: req.log,
        signal,
        trace,
      });
      const { deltas } = turn;

      // A person holds the conversation: no reply, only the crisis check's help and the record.
      const acceptJson = String(req.headers.accept ?? "");
      if (turn.silent) {
        if (acceptJson.includes("application/json") && !acceptJson.includes("text/event-stream")) return turn.finish("");
        const raw = openEventStream(reply);
        const first = turn.announcement();
        if (first && "crisis" in first) raw.write(formatSse("crisis", first.crisis));
        else if (first) raw.write(formatSse("help", first.help));
        raw.write(formatSse("done", await turn.finish("")));
        raw.end();
        return;
      }

      const voiceId = persona.voiceId ?? ctx.env.ELEVENLABS_VOICE_ID;
      // The spoken answer's characters are charged piece by piece, like /api/tts, to this request's client.
      const tts =
        body.voice && ctx.providers.tts
          ? meteredTts(ctx.providers.tts, abuse, { clientKey: clientKey(req.ip), lang })
          : undefined;
      const settings = tts ? await voiceConfig.getActive() : undefined;
      const untracedSynth =
        tts && settings
          ? (sentence: string, _seq: number, s: AbortSignal) => {
              const request = { text: sentence, voiceId, settings, signal: s };
              // The streaming endpoint where the provider has one: the browser plays a piece while its end is still synthesised.
              return tts.stream ? tts.stream(request) : tts.synthesize(request);
            }
          : undefined;
      const synth = tracedSynthesis(trace, untracedSynth);

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
        return turn.finish(text.trim());
      }

      const raw = openEventStream(reply);
      const send = ({ event, data }: ChatStreamEvent) => {
        if (!raw.writableEnded) raw.write(formatSse(event, data));
      };

      let text = "";
      let announced = false;
      try {
        const speakable = (piece: string) => speakablePhoneNumbers(piece, lang, ctx.safety.phones);
        // The server's stages of the operations view: request to first token, first token to first audio (decision 047).
        const answer = timedAnswer(
          deltas,
          (d) => speakStream(d, synth, signal, { speakable }),
          () => performance.now() - received,
          (m) => ctx.operations.answered(persona.id, m),
        );
        for await (const e of answer) {
          if (e.type === "text") {
            // Before the answer's text: a crisis level, or the help it names, with the numbers to link and to spell out.
            if (!announced) {
              announced = true;
              const first = turn.announcement();
              if (first && "crisis" in first) send({ event: "crisis", data: first.crisis });
              else if (first) send({ event: "help", data: first.help });
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
          send({ event: "done", data: await turn.finish(text.trim()) });
        }
      } catch (err) {
        if (!signal.aborted) {
          trace.fail("chat-provider-failed");
          req.log.error({ err }, "chat provider failed");
          send({ event: "error", data: { message: ERROR_TEXTS[lang]["chat-provider-failed"], code: "chat-provider-failed" } });
        }
      } finally {
        raw.end();
      }
    },
  );
};
