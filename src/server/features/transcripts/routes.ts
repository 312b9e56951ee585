import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  transcriptDetailSchema,
  transcriptExportQuery,
  transcriptExportSchema,
  transcriptIdParams,
  transcriptListQuery,
  transcriptPageSchema,
  transcriptPolicySchema,
  type TranscriptExport,
} from "#shared/api/transcripts";
import { noContent } from "#shared/api/common";
import { TRANSCRIPT_MAX_EXPORT } from "#shared/contracts/transcripts";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { transcriptsCsv } from "./service";

/**
 * The admin area's transcripts (docs/api.md, "Transcripts"): the setting,
 * list and search, one transcript, export, delete. Setting changes and
 * deletions go into the audit log with their change; reading the list, one
 * transcript or an export goes in before the text leaves. Never any text of a
 * conversation.
 */
export const transcriptRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));
  const { transcripts, audit } = ctx;

  app.get(
    "/api/settings/transcripts",
    { schema: { summary: "Whether transcripts are kept, and for how long", response: { 200: transcriptPolicySchema } } },
    async () => transcripts.policy(),
  );

  app.put(
    "/api/settings/transcripts",
    {
      schema: {
        summary: "Turn keeping transcripts on or off and set their retention",
        body: transcriptPolicySchema,
        response: { 200: transcriptPolicySchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) => {
      return transcripts.setPolicy(req.body, (tx, { before, after }) =>
        audit.write(tx, {
          account: req.user!,
          action: "transcripts.settings",
          details: { changed: changedFields(before, after, ["enabled", "retentionDays", "gaps"]) },
        }),
      );
    },
  );

  app.get(
    "/api/transcripts",
    {
      schema: {
        summary: "Stored transcripts, newest first, searched and a page at a time",
        querystring: transcriptListQuery,
        response: { 200: transcriptPageSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      const page = await transcripts.list(req.query);
      // The list shows the start of each visitor's first message: one entry per request, with how many
      // were shown, before any of it leaves (never the search words, which may quote a visitor).
      await audit.write(ctx.database.db, {
        account: req.user!,
        action: "transcripts.list",
        details: { count: page.items.length },
      });
      return page;
    },
  );

  app.get(
    "/api/transcripts/export",
    {
      schema: {
        summary: "Download one transcript or every matching one, as JSON or CSV",
        querystring: transcriptExportQuery,
        response: {
          200: {
            description: "A download (content-disposition: attachment)",
            content: {
              "application/json": { schema: transcriptExportSchema },
              "text/csv": { schema: z.string().describe("One row per turn, with a header row") },
            },
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const { format, q, id } = req.query;
      if (id !== undefined && !UUID.test(id)) return sendCoded(reply, 404, "transcript-not-found", requestLanguage(req));
      const list = await transcripts.exportMatching({ q, id, limit: TRANSCRIPT_MAX_EXPORT });
      if (id !== undefined && list.length === 0) return sendCoded(reply, 404, "transcript-not-found", requestLanguage(req));
      // Written before any text leaves: without its entry, no export.
      await audit.write(ctx.database.db, {
        account: req.user!,
        action: "transcript.export",
        target: id ? { id, name: id.slice(0, 8) } : undefined,
        details: { count: list.length },
      });
      const stamp = new Date().toISOString().slice(0, 10);
      const name = `transkripte-${id ? id.slice(0, 8) : "alle"}-${stamp}.${format}`;
      reply.header("content-disposition", `attachment; filename="${name}"`).header("cache-control", "no-store");
      if (format === "csv") return reply.type("text/csv; charset=utf-8").send(transcriptsCsv(list));
      // Indented for people who open the file; a text answer is sent as it is.
      const body: TranscriptExport = { exportedAt: new Date().toISOString(), query: q ?? null, transcripts: list };
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(body, null, 2));
    },
  );

  app.get(
    "/api/transcripts/:id",
    {
      schema: {
        summary: "One transcript with its turns",
        params: transcriptIdParams,
        response: { 200: transcriptDetailSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const detail = UUID.test(req.params.id) ? await transcripts.get(req.params.id) : undefined;
      if (!detail) return sendCoded(reply, 404, "transcript-not-found", requestLanguage(req));
      // Who read which conversation, written before the text leaves: without the entry, no text.
      await audit.write(ctx.database.db, {
        account: req.user!,
        action: "transcript.read",
        target: { id: detail.id, name: detail.id.slice(0, 8) },
      });
      return detail;
    },
  );

  app.delete(
    "/api/transcripts/:id",
    {
      schema: {
        summary: "Delete a conversation's transcript (its counts and rating stay)",
        params: transcriptIdParams,
        response: { 204: noContent, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const removed = UUID.test(id)
        ? await transcripts.remove(id, (tx, count) =>
            audit.write(tx, {
              account: req.user!,
              action: "transcript.delete",
              target: { id, name: id.slice(0, 8) },
              details: { count },
            }),
          )
        : 0;
      if (removed === 0) return sendCoded(reply, 404, "transcript-not-found", requestLanguage(req));
      return reply.code(204).send(null);
    },
  );
};
