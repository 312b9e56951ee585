import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "#shared/api/common";
import {
  dutyStateSchema,
  handoverDetailSchema,
  handoverSummarySchema,
  liveFiguresSchema,
  liveMessageSchema,
  type ConsoleStreamEvent,
} from "#shared/api/live";
import {
  dutyBodySchema,
  liveSettingsSchema,
  liveWebhookBodySchema,
  liveWebhookCreatedSchema,
  liveWebhookStateSchema,
  operatorMessageSchema,
} from "#shared/schemas/live";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { liveHoursBodySchema, liveHoursSchema } from "#shared/schemas/live-hours";
import { liveStream, streamDescription } from "./stream";

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
    "/api/settings/live/hours",
    {
      schema: {
        summary: "Each persona's duty hours: when its visitors are offered a person",
        response: { 200: liveHoursSchema },
      },
    },
    async () => live.hours.get(),
  );

  app.put(
    "/api/settings/live/hours",
    {
      schema: {
        summary: "Set the time zone and each persona's duty hours (null: whenever someone is on duty)",
        body: liveHoursBodySchema,
        response: { 200: liveHoursSchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) => live.hours.set(req.body, req.user!),
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
      config: { invalid: { code: "live-not-found", status: 404, in: "params" } },
    },
    async (req, reply) => {
      const written = await live.write(req.params.id, req.user!.id, req.body.text);
      if (!written) return sendCoded(reply, 409, "live-not-held", requestLanguage(req));
      // An opted-in transcript keeps the person's answers as it keeps the coach's.
      await ctx.transcripts
        .recordPerson(written.conversationId, req.body.text)
        .catch((err: unknown) => req.log.error({ err }, "person's message not kept in the transcript"));
      return reply.code(201).send(written.message);
    },
  );

  app.post(
    "/api/live/handovers/:id/typing",
    {
      schema: {
        summary: "You are typing to the visitor of a conversation you hold (no text; at most every 2 s)",
        params: idParams,
        response: { 204: noContent, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { invalid: { code: "live-not-found", status: 404 } },
    },
    async (req, reply) => {
      if ((await live.typing(req.params.id, "person", req.user!.id)) === "not-held")
        return sendCoded(reply, 409, "live-not-held", requestLanguage(req));
      return reply.code(204).send(null);
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
            "Events: handover (data: a handover), message (data: {handoverId, message}), typing (data: {handoverId}; the visitor, no text), duty (data: {onDutyCount}), resync",
          ),
          503: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const me = req.user!.id;
      const send = (write: (event: string, data: unknown) => void, e: ConsoleStreamEvent) => write(e.event, e.data);
      // The stream belongs to its session: logout, idle expiry and a password change end it.
      const register = (end: () => void) => ctx.sessionStreams.register(me, req.sessionId!, end);
      await liveStream(
        ctx,
        req,
        reply,
        streams,
        async (e, write) => {
          if (e.type === "handover") send(write, { event: "handover", data: e.handover });
          else if (e.type === "duty") send(write, { event: "duty", data: { onDutyCount: e.onDutyCount } });
          else if (e.type === "resync") send(write, { event: "resync", data: {} });
          else if (e.type === "typing") {
            // Only the person holding the conversation sees the visitor typing.
            if (e.by === "visitor" && e.heldBy === me) send(write, { event: "typing", data: { handoverId: e.handoverId } });
          } else if (e.heldBy === me) {
            // The text only to the person holding the conversation.
            const message = await live.message(e.messageId);
            if (message) send(write, { event: "message", data: { handoverId: e.handoverId, message } });
          }
        },
        register,
      );
    },
  );
};
