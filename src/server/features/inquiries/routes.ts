import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import nodemailer from "nodemailer";
import { z, ZodError } from "zod";
import {
  inquiryCreatedSchema,
  inquiryIdParams,
  inquiryPolicySchema,
  inquiryRecordSchema,
  inquiryStatusBodySchema,
} from "#shared/api/inquiries";
import { noContent } from "#shared/api/common";
import { INQUIRY_MAX_EXPORT } from "#shared/contracts/inquiries";
import { inquiryListQuerySchema, inquirySchema, type InquiryInput } from "#shared/schemas/inquiry";
import { INQUIRY_FIELD_MESSAGES, inquiryLines, type InquiryField } from "#shared/schemas/inquiry-form";
import { eq, sql } from "drizzle-orm";
import type { ContextPlugin } from "../../context";
import { inquiries } from "../../db/schema";
import { clientKey } from "../../http/client-address";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded, sendError } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { inquiriesCsv } from "./service";

/** Plain-text notification; no HTML, so nothing a visitor typed can inject markup. */
function mailText(i: InquiryInput): string {
  return ["Neue Kontaktanfrage über die Website", "", ...inquiryLines({ ...i, academicTitle: i.academicTitle || "–" })].join(
    "\n",
  );
}

/**
 * The form's own words for a refused inquiry from the English page: the browser shows the same sentence
 * before sending (INQUIRY_FIELD_MESSAGES). Every other refusal goes on to the app's error handler
 * (`invalid-input` with the first problem).
 */
function inquiryRefused(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === "FST_ERR_VALIDATION" && err instanceof ZodError && requestLanguage(req) === "en") {
    const field = err.issues[0]?.path[0];
    if (typeof field === "string" && Object.hasOwn(INQUIRY_FIELD_MESSAGES.en, field)) {
      void sendError(reply, 400, "invalid-input", INQUIRY_FIELD_MESSAGES.en[field as InquiryField]);
      return;
    }
  }
  throw err;
}

/**
 * Contact inquiries: stored, mailed to the operator when mail is configured;
 * for the operator listed, given a status, exported and deleted, and deleted
 * by housekeeping once done longer than the owner's retention period. Every
 * change and every export goes into the audit log in its transaction.
 */
export const inquiryRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { env } = ctx;
  const { db } = ctx.database;
  const { inquiries: service, audit } = ctx;
  const admin = requireAdmin(ctx.auth);
  const transport =
    env.SMTP_URL && env.SMTP_FROM && env.INQUIRY_NOTIFY_EMAIL ? nodemailer.createTransport(env.SMTP_URL) : undefined;

  app.post(
    "/api/inquiries",
    {
      schema: {
        summary: "Send the contact form: stored, and mailed to the operator when mail is configured",
        body: inquirySchema,
        response: { 201: inquiryCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // The form says which page it was sent from: its errors come in that language.
      errorHandler: inquiryRefused,
    },
    async (req, reply) => {
      const i = req.body;
      const limit = await ctx.rateLimiter.hit(`inquiry:${clientKey(req.ip)}`, env.INQUIRY_RATE_LIMIT, 10 * 60_000);
      if (!limit.allowed) return sendCoded(reply, 429, "inquiry-rate-limited", requestLanguage(req));
      const [row] = await db
        .insert(inquiries)
        .values({
          salutation: i.salutation,
          academicTitle: i.academicTitle || null,
          name: i.name,
          phone: i.phone,
          email: i.email,
          message: i.message,
          lang: i.lang,
          context: i.context && Object.keys(i.context).length > 0 ? i.context : null,
        })
        .returning({ id: inquiries.id });
      if (transport) {
        // In the background: the visitor's answer never waits for the mail server.
        transport
          .sendMail({
            from: env.SMTP_FROM,
            to: env.INQUIRY_NOTIFY_EMAIL,
            replyTo: i.email,
            subject: `Kontaktanfrage von ${i.name.replace(/[\r\n]+/g, " ")}`,
            text: mailText(i),
          })
          .then(() =>
            db
              .update(inquiries)
              .set({ emailedAt: sql`now()` })
              .where(eq(inquiries.id, row!.id)),
          )
          .catch((err: Error) => {
            req.log.error({ err }, "inquiry notification failed");
            return db
              .update(inquiries)
              .set({ emailError: ctx.redact(err.message).slice(0, 500) })
              .where(eq(inquiries.id, row!.id));
          });
      }
      return reply.code(201).send({ id: row!.id });
    },
  );

  app.get(
    "/api/inquiries",
    {
      onRequest: admin,
      schema: {
        summary: "Inquiries, newest first",
        querystring: inquiryListQuerySchema,
        response: { 200: z.array(inquiryRecordSchema), 400: apiErrorSchema },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    "/api/inquiries/export",
    {
      onRequest: admin,
      schema: {
        summary: `Download the newest ${INQUIRY_MAX_EXPORT} inquiries as CSV (formulas defused)`,
        response: {
          200: {
            description: "A download (content-disposition: attachment)",
            content: { "text/csv": { schema: z.string().describe("One row per inquiry, with a header row") } },
          },
        },
      },
    },
    async (req, reply) => {
      // The entry goes in with the read, before any of it leaves.
      const list = await service.exportAll(INQUIRY_MAX_EXPORT, (tx, count) =>
        audit.write(tx, { account: req.user!, action: "inquiries.export", details: { count } }),
      );
      const name = `anfragen-${new Date().toISOString().slice(0, 10)}.csv`;
      reply.header("content-disposition", `attachment; filename="${name}"`).header("cache-control", "no-store");
      return reply.type("text/csv; charset=utf-8").send(inquiriesCsv(list));
    },
  );

  app.put(
    "/api/inquiries/:id/status",
    {
      onRequest: admin,
      schema: {
        summary: "Set an inquiry's status (new, in-progress, done); done stamps the time retention counts from",
        params: inquiryIdParams,
        body: inquiryStatusBodySchema,
        response: { 200: inquiryRecordSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const { status } = req.body;
      const updated = UUID.test(id)
        ? await service.setStatus(id, status, (tx) =>
            audit.write(tx, {
              account: req.user!,
              action: "inquiry.status",
              target: { id, name: id.slice(0, 8) },
              details: { status },
            }),
          )
        : undefined;
      if (!updated) return sendCoded(reply, 404, "inquiry-not-found", requestLanguage(req));
      return updated;
    },
  );

  app.delete(
    "/api/inquiries/:id",
    {
      onRequest: admin,
      schema: { summary: "Delete an inquiry", params: inquiryIdParams, response: { 204: noContent, 404: apiErrorSchema } },
    },
    async (req, reply) => {
      const { id } = req.params;
      const removed =
        UUID.test(id) &&
        (await service.remove(id, (tx) =>
          audit.write(tx, { account: req.user!, action: "inquiry.delete", target: { id, name: id.slice(0, 8) } }),
        ));
      if (!removed) return sendCoded(reply, 404, "inquiry-not-found", requestLanguage(req));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/settings/inquiries",
    {
      onRequest: admin,
      schema: { summary: "How long a done inquiry is kept", response: { 200: inquiryPolicySchema } },
    },
    async () => service.policy(),
  );

  app.put(
    "/api/settings/inquiries",
    {
      onRequest: admin,
      schema: {
        summary: "Set how many days a done inquiry is kept before housekeeping deletes it",
        body: inquiryPolicySchema,
        response: { 200: inquiryPolicySchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) =>
      service.setPolicy(req.body, (tx, { before, after }) =>
        audit.write(tx, {
          account: req.user!,
          action: "inquiries.settings",
          details: { changed: changedFields(before, after, ["retentionDays"]) },
        }),
      ),
  );
};
