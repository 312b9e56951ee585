import nodemailer from "nodemailer";
import { firstIssueMessage, germanIssues } from "../../../shared/schemas/errors";
import {
  inquiryLines,
  inquiryListQuerySchema,
  inquirySchema,
  type Inquiry,
  type InquiryInput,
} from "../../../shared/schemas/inquiry";
import type { ContextPlugin } from "../../context";
import { clientKey } from "../../http/client-address";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";

/** Plain-text notification; no HTML, so nothing a visitor typed can inject markup. */
function mailText(i: InquiryInput): string {
  return ["Neue Kontaktanfrage über die Website", "", ...inquiryLines({ ...i, academicTitle: i.academicTitle || "–" })].join("\n");
}

/** Contact inquiries (decisions.md section 8): stored, mailed to the operator when mail is configured. */
export const inquiryRoutes: ContextPlugin = async (app, { ctx }) => {
  const { env, database } = ctx;
  const transport =
    env.SMTP_URL && env.SMTP_FROM && env.INQUIRY_NOTIFY_EMAIL ? nodemailer.createTransport(env.SMTP_URL) : undefined;

  app.post("/api/inquiries", async (req, reply) => {
    const parsed = inquirySchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, firstIssueMessage(parsed.error));
    const limit = await ctx.rateLimiter.hit(`inquiry:${clientKey(req.ip)}`, 5, 10 * 60_000);
    if (!limit.allowed) {
      return sendError(reply, 429, "Sie haben gerade mehrere Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.");
    }
    const i = parsed.data;
    const [row] = await database.query<{ id: string; created_at: Date }>(
      `INSERT INTO inquiries (salutation, academic_title, name, phone, email, message, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
      [i.salutation, i.academicTitle || null, i.name, i.phone, i.email, i.message, i.lang],
    );
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
        .then(() => database.query("UPDATE inquiries SET emailed_at = now() WHERE id = $1", [row!.id]))
        .catch((err: Error) => {
          req.log.error({ err }, "inquiry notification failed");
          return database.query("UPDATE inquiries SET email_error = $2 WHERE id = $1", [row!.id, ctx.redact(err.message).slice(0, 500)]);
        });
    }
    return reply.code(201).send({ id: row!.id });
  });

  app.get("/api/inquiries", { preHandler: requireAdmin(ctx.auth) }, async (req, reply) => {
    const query = inquiryListQuerySchema.safeParse(req.query, { error: germanIssues });
    if (!query.success) return sendError(reply, 400, firstIssueMessage(query.error));
    const { limit, offset } = query.data;
    const rows = await database.query<{
      id: string;
      salutation: "Herr" | "Frau";
      academic_title: string | null;
      name: string;
      phone: string;
      email: string;
      message: string;
      lang: "de" | "en";
      created_at: Date;
      emailed_at: Date | null;
    }>("SELECT * FROM inquiries ORDER BY created_at DESC, id LIMIT $1 OFFSET $2", [limit, offset]);
    return rows.map(
      (r): Inquiry => ({
        id: r.id,
        salutation: r.salutation,
        academicTitle: r.academic_title ?? "",
        name: r.name,
        phone: r.phone,
        email: r.email,
        message: r.message,
        lang: r.lang,
        createdAt: new Date(r.created_at).toISOString(),
        emailedAt: r.emailed_at ? new Date(r.emailed_at).toISOString() : null,
      }),
    );
  });
};
