import nodemailer from "nodemailer";
import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import { inquiryLines, inquiryListQuerySchema, inquirySchema, type Inquiry, type InquiryInput } from "#shared/schemas/inquiry";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { ContextPlugin } from "../../context";
import { inquiries } from "../../db/schema";
import { clientKey } from "../../http/client-address";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";

/** Plain-text notification; no HTML, so nothing a visitor typed can inject markup. */
function mailText(i: InquiryInput): string {
  return ["Neue Kontaktanfrage über die Website", "", ...inquiryLines({ ...i, academicTitle: i.academicTitle || "–" })].join(
    "\n",
  );
}

/** Contact inquiries: stored, mailed to the operator when mail is configured, listed for the operator. */
export const inquiryRoutes: ContextPlugin = async (app, { ctx }) => {
  const { env } = ctx;
  const { db } = ctx.database;
  const transport =
    env.SMTP_URL && env.SMTP_FROM && env.INQUIRY_NOTIFY_EMAIL ? nodemailer.createTransport(env.SMTP_URL) : undefined;

  app.post("/api/inquiries", async (req, reply) => {
    const parsed = inquirySchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(parsed.error));
    const limit = await ctx.rateLimiter.hit(`inquiry:${clientKey(req.ip)}`, 5, 10 * 60_000);
    if (!limit.allowed) {
      return sendError(
        reply,
        429,
        "inquiry-rate-limited",
        "Sie haben gerade mehrere Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
      );
    }
    const i = parsed.data;
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
  });

  app.get("/api/inquiries", { preHandler: requireAdmin(ctx.auth) }, async (req, reply) => {
    const query = inquiryListQuerySchema.safeParse(req.query, { error: germanIssues });
    if (!query.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(query.error));
    const { limit, offset } = query.data;
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
      createdAt: r.createdAt.toISOString(),
      emailedAt: r.emailedAt ? r.emailedAt.toISOString() : null,
    }));
  });
};
