import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "#shared/api/common";
import {
  dutyStateSchema,
  handoverCreatedSchema,
  handoverDetailSchema,
  handoverSummarySchema,
  liveAvailableSchema,
  liveFiguresSchema,
  liveMessageSchema,
  type ConsoleStreamEvent,
  type VisitorStreamEvent,
} from "#shared/api/live";
import {
  dutyBodySchema,
  handoverRequestSchema,
  liveSettingsSchema,
  liveWebhookBodySchema,
  liveWebhookCreatedSchema,
  liveWebhookStateSchema,
  operatorMessageSchema,
} from "#shared/schemas/live";
import { formatSse } from "#shared/sse";
import type { AppContext, ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { openEventStream } from "../../http/sse";
import type { HandoverSummary } from "#shared/api/live";
import { visitorCountry } from "../safety/service";
import type { LiveEvent } from "./service";

const streamDescription = (events: string) => ({
  description: "An event stream (docs/api.md)",
  content: { "text/event-stream": { schema: z.string().describe(events) } },
});

/**
 * Opens an event stream fed by the live events: the first bytes go out once the subscription is
 * live, so nothing is missed; a heartbeat keeps proxies from closing it. `onEvent` writes what this
 * stream may see; `ready` runs once it is open (the initial state). Returns the stream's end.
 */
async function liveStream(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  streams: Set<() => void>,
  onEvent: (e: LiveEvent, write: (event: string, data: unknown) => void) => void | Promise<void>,
): Promise<{ write: (event: string, data: unknown) => void; end: () => void; onClose: (fn: () => void) => void } | undefined> {
  let write: (event: string, data: unknown) => void = () => {};
  let unsubscribe: () => Promise<void>;
  try {
    unsubscribe = await ctx.live.subscribe((e) => {
      Promise.resolve(onEvent(e, write)).catch((err: unknown) => req.log.warn({ err }, "live event not sent"));
    });
  } catch (err) {
    req.log.warn({ err }, "live events: subscription failed");
    sendCoded(reply, 503, "live-events-unavailable", requestLanguage(req));
    return undefined;
  }
  const raw = openEventStream(reply);
  write = (event, data) => {
    if (!raw.writableEnded) raw.write(formatSse(event, data));
  };
  raw.write("retry: 3000\n\n");
  const heartbeat = setInterval(() => raw.write(": ping\n\n"), 25_000);
  const closers: (() => void)[] = [];
  const close = () => {
    clearInterval(heartbeat);
    void unsubscribe();
    for (const fn of closers) fn();
    streams.delete(end);
  };
  const end = () => {
    close();
    raw.end();
  };
  streams.add(end);
  req.raw.on("close", close);
  return { write, end, onClose: (fn) => closers.push(fn) };
}

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
    { schema: { summary: "Whether anyone from the team is on duty now", response: { 200: liveAvailableSchema } } },
    async () => ({ available: await live.available() }),
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

  app.get(
    "/api/live/handovers/:id/events",
    {
      schema: {
        summary: "What the visitor's panel hears of its handover: where it stands, and what the person writes",
        params: idParams,
        response: {
          200: streamDescription("Events: status (data: {status, name}), message (data: {id, text, name})"),
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

/** The operators' side: the owner's setting, going on duty, the console's live stream, takeover and hand-back. */
export const liveAdminRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));
  const { live } = ctx;
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const end of streams) end();
  });
  const notFound = (req: FastifyRequest, reply: FastifyReply) => sendCoded(reply, 404, "live-not-found", requestLanguage(req));

  app.get(
    "/api/settings/live",
    {
      schema: {
        summary: "Which crisis levels offer a person, and how long a visitor waits",
        response: { 200: liveSettingsSchema },
      },
    },
    async () => live.settings(),
  );

  app.put(
    "/api/settings/live",
    {
      schema: {
        summary: "Set which crisis levels offer a person and the accept timeout",
        body: liveSettingsSchema,
        response: { 200: liveSettingsSchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) => live.setSettings(req.body, req.user!),
  );

  app.get(
    "/api/settings/live/webhook",
    {
      schema: {
        summary: "The address escalations are announced to (never the secret)",
        response: { 200: liveWebhookStateSchema },
      },
    },
    async () => ctx.liveAlerts.webhookState(),
  );

  app.put(
    "/api/settings/live/webhook",
    {
      schema: {
        summary: "Set the webhook's address; answers a new signing secret, shown this once",
        body: liveWebhookBodySchema,
        response: { 200: liveWebhookCreatedSchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) => {
      const { url, secret } = await ctx.liveAlerts.setWebhook(req.body.url, req.user!);
      return { url: url!, secret: secret! };
    },
  );

  app.delete(
    "/api/settings/live/webhook",
    { schema: { summary: "Remove the webhook and its secret", response: { 204: noContent } } },
    async (req, reply) => {
      await ctx.liveAlerts.setWebhook(null, req.user!);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/live/figures",
    {
      schema: {
        summary: "Escalations, accepted ones and the seconds to accept (p50/p95) over the last days",
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
        response: { 200: liveFiguresSchema },
      },
    },
    async (req) => live.figures(req.query.days),
  );

  app.get(
    "/api/live/duty",
    { schema: { summary: "The signed-in operator's duty, and how many are on duty", response: { 200: dutyStateSchema } } },
    async (req) => live.duty(req.user!.id),
  );

  app.put(
    "/api/live/duty",
    {
      schema: {
        summary: "Go on or off duty, with the name visitors see",
        body: dutyBodySchema,
        response: { 200: dutyStateSchema, 400: apiErrorSchema },
      },
    },
    async (req) => live.setDuty(req.user!, req.body.onDuty, req.body.name),
  );

  app.get(
    "/api/live/handovers",
    {
      schema: {
        summary: "Handovers waiting for someone to accept, and those a person holds (no text)",
        response: { 200: z.array(handoverSummarySchema) },
      },
    },
    async () => live.list(),
  );

  app.get(
    "/api/live/handovers/:id",
    {
      schema: {
        summary: "The conversation as it stands, for the person who holds it",
        params: idParams,
        response: { 200: handoverDetailSchema, 404: apiErrorSchema },
      },
      config: { invalid: { code: "live-not-found", status: 404 } },
    },
    async (req, reply) => (await live.detail(req.params.id, req.user!.id)) ?? notFound(req, reply),
  );

  app.post(
    "/api/live/handovers/:id/accept",
    {
      schema: {
        summary: "Take a waiting handover over (on duty only; one person wins)",
        params: idParams,
        response: { 200: handoverSummarySchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { invalid: { code: "live-not-found", status: 404 } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const result = await live.accept(req.params.id, req.user!);
      if (result === "off-duty") return sendCoded(reply, 409, "live-off-duty", lang);
      if (result === "gone") return sendCoded(reply, 409, "live-gone", lang);
      return result;
    },
  );

  app.post(
    "/api/live/handovers/:id/messages",
    {
      schema: {
        summary: "Write to the visitor of a conversation you hold",
        params: idParams,
        body: operatorMessageSchema,
        response: { 201: liveMessageSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const message = await live.write(req.params.id, req.user!.id, req.body.text);
      if (!message) return sendCoded(reply, 409, "live-not-held", requestLanguage(req));
      return reply.code(201).send(message);
    },
  );

  for (const [path, to, summary] of [
    ["/api/live/handovers/:id/return", "returned", "Hand the conversation back to the coach"],
    ["/api/live/handovers/:id/end", "ended", "End the conversation you hold"],
  ] as const) {
    app.post(
      path,
      {
        schema: { summary, params: idParams, response: { 200: handoverSummarySchema, 404: apiErrorSchema, 409: apiErrorSchema } },
        config: { invalid: { code: "live-not-found", status: 404 } },
      },
      async (req, reply) => {
        const closed = await live.close(req.params.id, req.user!, to);
        if (!closed) return sendCoded(reply, 409, "live-not-held", requestLanguage(req));
        return closed;
      },
    );
  }

  app.get(
    "/api/live/events",
    {
      schema: {
        summary: "Handovers, their messages (for the person holding one) and duty changes as they happen",
        response: {
          200: streamDescription(
            "Events: handover (data: a handover), message (data: {handoverId, message}), duty (data: {onDutyCount}), resync",
          ),
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const me = req.user!.id;
      const send = (write: (event: string, data: unknown) => void, e: ConsoleStreamEvent) => write(e.event, e.data);
      const stream = await liveStream(ctx, req, reply, streams, async (e, write) => {
        if (e.type === "handover") send(write, { event: "handover", data: e.handover });
        else if (e.type === "duty") send(write, { event: "duty", data: { onDutyCount: e.onDutyCount } });
        else if (e.type === "resync") send(write, { event: "resync", data: {} });
        else if (e.heldBy === me) {
          // The text only to the person holding the conversation.
          const message = await live.message(e.messageId);
          if (message) send(write, { event: "message", data: { handoverId: e.handoverId, message } });
        }
      });
      if (!stream) return;
      // The stream belongs to its session: logout, idle expiry and a password change end it.
      try {
        stream.onClose(await ctx.sessionStreams.register(me, req.sessionId!, stream.end));
      } catch (err) {
        req.log.warn({ err }, "live events: session registration failed");
        stream.end();
      }
    },
  );
};
