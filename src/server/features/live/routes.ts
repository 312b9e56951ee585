import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "#shared/api/common";
import { handoverCreatedSchema, liveAvailableSchema, type HandoverSummary, type VisitorStreamEvent } from "#shared/api/live";
import { handoverRequestSchema } from "#shared/schemas/live";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { visitorCountry } from "../safety/service";
import { liveStream, streamDescription } from "./stream";

export { liveAdminRoutes } from "./admin-routes";

/**
 * The visitor's side of the on-call escalation (docs/decisions/046-human-on-call.md): whether anyone
 * is on duty, the handover after the visitor agreed, and the stream of what the person writes. Only
 * the browser that holds the conversation (its visitor cookie or token) may ask for a person or listen.
 */
export const liveRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { live, conversations, visitors } = ctx;
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const end of streams) end();
  });

  app.get(
    "/api/live/available",
    {
      schema: {
        summary: "Whether anyone from the team is on duty now, within the persona's duty hours",
        querystring: z.object({ persona: z.string().max(100).optional().describe("The persona's slug ('demo': the default)") }),
        response: { 200: liveAvailableSchema },
      },
    },
    async (req) => {
      const persona = req.query.persona ? await ctx.personas.getBySlug(req.query.persona) : undefined;
      return { available: await live.available(persona?.id) };
    },
  );

  app.post(
    "/api/live/handovers",
    {
      schema: {
        summary: "The visitor agreed: a person may read the conversation so far and write to them",
        body: handoverRequestSchema,
        response: {
          201: handoverCreatedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { conversationId, messages, lang } = req.body;
      const conversation = await conversations.owner(conversationId);
      if (!conversation) return sendCoded(reply, 404, "conversation-not-found", lang);
      if (!(await visitors.holds(req, conversation.ownerId))) return sendCoded(reply, 403, "live-not-yours", lang);
      const created = await live.create({ conversationId, lang, messages });
      if (created === "not-found") return sendCoded(reply, 404, "conversation-not-found", lang);
      if (created === "nobody") return sendCoded(reply, 409, "live-nobody-on-duty", lang);
      if (created === "open") return sendCoded(reply, 409, "live-already-open", lang);
      return reply
        .code(201)
        .send({ id: created.handover.id, deadline: created.handover.deadline, timeoutSeconds: created.timeoutSeconds });
    },
  );

  app.post(
    "/api/live/handovers/:id/visitor-typing",
    {
      schema: {
        summary: "The visitor is typing (no text): the person holding the handover sees it, at most every 2 s",
        params: idParams,
        response: { 204: noContent, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { invalid: { code: "live-not-found", status: 404 } },
    },
    async (req, reply) => {
      const conversationId = await live.conversationOf(req.params.id);
      const conversation = conversationId ? await conversations.owner(conversationId) : undefined;
      if (!conversation) return sendCoded(reply, 404, "live-not-found", requestLanguage(req));
      if (!(await visitors.holds(req, conversation.ownerId)))
        return sendCoded(reply, 403, "live-not-yours", requestLanguage(req));
      if ((await live.typing(req.params.id, "visitor")) === "not-held")
        return sendCoded(reply, 409, "live-not-held", requestLanguage(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/live/handovers/:id/events",
    {
      schema: {
        summary: "What the visitor's panel hears of its handover: where it stands, and what the person writes",
        params: idParams,
        response: {
          200: streamDescription(
            "Events: status (data: {status, name}), message (data: {id, text, name}), typing (data: {name}; no text)",
          ),
          403: apiErrorSchema,
          404: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      config: { invalid: { code: "live-not-found", status: 404 } },
    },
    async (req, reply) => {
      const id = req.params.id;
      const conversationId = await live.conversationOf(id);
      const conversation = conversationId ? await conversations.owner(conversationId) : undefined;
      if (!conversation) return sendCoded(reply, 404, "live-not-found", requestLanguage(req));
      if (!(await visitors.holds(req, conversation.ownerId)))
        return sendCoded(reply, 403, "live-not-yours", requestLanguage(req));
      let name: string | null = null;
      const send = (write: (event: string, data: unknown) => void, e: VisitorStreamEvent) => write(e.event, e.data);
      // Nobody accepted in time: the visitor is told, with the lines where a person listens around the clock.
      const status = (h: HandoverSummary): VisitorStreamEvent => ({
        event: "status",
        data: {
          status: h.status,
          name,
          ...(h.status === "missed"
            ? {
                resources: ctx.safety.resources(
                  ["suicidal"],
                  h.lang,
                  visitorCountry(req.headers, ctx.env.COUNTRY_HEADER, h.lang),
                ),
              }
            : {}),
        },
      });
      const stream = await liveStream(ctx, req, reply, streams, async (e, write) => {
        if (e.type === "handover" && e.handover.id === id) {
          name = e.handover.operatorName ?? name;
          send(write, status(e.handover));
        } else if (e.type === "message" && e.handoverId === id && e.author === "person") {
          const message = await live.message(e.messageId);
          if (message) send(write, { event: "message", data: { id: message.id, text: message.text, name: name ?? "" } });
        } else if (e.type === "typing" && e.handoverId === id && e.by === "person") {
          send(write, { event: "typing", data: { name: name ?? "" } });
        }
      });
      if (!stream) return;
      // Where it stands now (a waiting one past its deadline is closed first), then what changes.
      const now = await live.summary(id);
      if (!now) return stream.end();
      name = now.operatorName;
      send(stream.write, status(now));
      if (now.status === "waiting") {
        // Nobody accepted in time: this instance closes it too, whichever comes first (expire is atomic).
        const timer = setTimeout(
          () => void live.expire(id).catch(() => undefined),
          Math.max(0, new Date(now.deadline).getTime() - Date.now()) + 100,
        );
        stream.onClose(() => clearTimeout(timer));
      }
    },
  );
};
