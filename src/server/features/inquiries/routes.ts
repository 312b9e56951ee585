import nodemailer from "nodemailer";
import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import { inquiryListQuerySchema, inquirySchema, type Inquiry, type InquiryInput } from "#shared/schemas/inquiry";
import { INQUIRY_FIELD_MESSAGES, inquiryLines, type InquiryField } from "#shared/schemas/inquiry-form";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { ContextPlugin } from "../../context";
import { inquiries } from "../../db/schema";
import { clientKey } from "../../http/client-address";
import { sendCoded, sendError } from "../../http/errors";
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
    // The form says which page it was sent from: its errors come in that language.
    const lang = (req.body as { lang?: unknown } | null)?.lang === "en" ? "en" : "de";
    const parsed = inquirySchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const worded = lang === "en" && typeof field === "string" && field in INQUIRY_FIELD_MESSAGES.en;
      const message = worded ? INQUIRY_FIELD_MESSAGES.en[field as InquiryField] : firstIssueMessage(parsed.error);
      return sendError(reply, 400, "invalid-input", message);
    }
    const limit = await ctx.rateLimiter.hit(`inquiry:${clientKey(req.ip)}`, 5, 10 * 60_000);
    if (!limit.allowed) return sendCoded(reply, 429, "inquiry-rate-limited", lang);
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
  });

  app.get("/api/inquiries", { onRequest: requireAdmin(ctx.auth) }, async (req, reply) => {
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
      context: r.context ?? null,
      createdAt: r.createdAt.toISOString(),
      emailedAt: r.emailedAt ? r.emailedAt.toISOString() : null,
    }));
  });
};
