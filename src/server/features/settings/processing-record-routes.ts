import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { processingRecordQuery } from "#shared/api/processing-record";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { fullSiteConfig } from "../../site-config";
import { processingRecordHtml, RECORD_CSP, recordFileName } from "./processing-record";

/**
 * The record of processing activities (Art. 30 GDPR) for the owner to
 * download (docs/decisions/044-record-of-processing.md): generated from the
 * running configuration and the owner's settings at every request. Owners
 * only; each download goes into the audit log before the file leaves, as
 * the exports of transcripts and inquiries do.
 */
export const processingRecordRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/settings/processing-record",
    {
      schema: {
        summary: "Download the record of processing activities (Art. 30 GDPR) as one self-contained HTML file",
        querystring: processingRecordQuery,
        response: {
          200: {
            description: "A download (content-disposition: attachment)",
            content: { "text/html": { schema: z.string().describe("A printable HTML document without outside resources") } },
          },
          400: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? requestLanguage(req);
      const generatedAt = new Date();
      const backups = await ctx.backups.status();
      const html = processingRecordHtml(
        {
          env: ctx.env,
          site: fullSiteConfig,
          origin: ctx.origin,
          secure: ctx.secure,
          serverStt: Boolean(ctx.providers.stt),
          transcripts: await ctx.transcripts.policy(),
          inquiryRetentionDays: (await ctx.inquiries.policy()).retentionDays,
          backups,
          generatedAt,
        },
        lang,
      );
      // Written before the file leaves: without its entry, no record.
      await ctx.audit.write(ctx.database.db, { account: req.user!, action: "processing-record.export" });
      reply
        .header("content-disposition", `attachment; filename="${recordFileName(lang, generatedAt)}"`)
        .header("cache-control", "no-store")
        .header("content-security-policy", RECORD_CSP);
      return reply.type("text/html; charset=utf-8").send(html);
    },
  );
};
