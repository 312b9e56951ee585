import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import nodemailer from "nodemailer";
import { z, ZodError } from "zod";
import { inquiryCreatedSchema, inquiryRecordSchema, type Inquiry } from "#shared/api/inquiries";
import { inquiryListQuerySchema, inquirySchema, type InquiryInput } from "#shared/schemas/inquiry";
import { INQUIRY_FIELD_MESSAGES, inquiryLines, type InquiryField } from "#shared/schemas/inquiry-form";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { ContextPlugin } from "../../context";
import { inquiries } from "../../db/schema";
import { clientKey } from "../../http/client-address";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded, sendError } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";

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

/** Contact inquiries: stored, mailed to the operator when mail is configured, listed for the operator. */
export const inquiryRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { env } = ctx;
  const { db } = ctx.database;
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
      const limit = await ctx.rateLimiter.hit(`inquiry:${clientKey(req.ip)}`, 5, 10 * 60_000);
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
      onRequest: requireAdmin(ctx.auth),
      schema: {
        summary: "Inquiries, newest first",
        querystring: inquiryListQuerySchema,
        response: { 200: z.array(inquiryRecordSchema), 400: apiErrorSchema },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const rows = await db
        .select()
        .from(inquiries)
        .orderBy(desc(inquiries.createdAt), asc(inquiries.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r): Inquiry => ({
        id: r.id,
        // Stored only after the form's schema accepted them.
        salutation: r.salutation as Inquiry["salutation"],
        academicTitle: r.academicTitle ?? "",
        name: r.name,
        phone: r.phone,
        email: r.email,
        message: r.message,
        lang: r.lang as Inquiry["lang"],
        context: r.context ?? null,
        createdAt: r.createdAt.toISOString(),
        emailedAt: r.emailedAt ? r.emailedAt.toISOString() : null,
      }));
    },
  );
};
