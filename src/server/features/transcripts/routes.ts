import {
  TRANSCRIPT_EXPORT_FORMATS,
  TRANSCRIPT_MAX_EXPORT,
  TRANSCRIPT_MAX_PAGE_SIZE,
  TRANSCRIPT_MAX_QUERY,
  TRANSCRIPT_PAGE_SIZE,
  transcriptPolicySchema,
  type TranscriptExport,
  type TranscriptExportFormat,
  type TranscriptPage,
  type TranscriptPolicy,
} from "#shared/contracts/transcripts";
import { germanIssues } from "#shared/schemas/errors";
import type { FastifyReply } from "fastify";
import type { ContextPlugin } from "../../context";
import { requestLang } from "../../http/demo-guard";
import { sendCoded, sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { transcriptsCsv } from "./service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A whole number ≥ 0 as a query parameter, or undefined when it is not one. */
function wholeNumber(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The search text, trimmed; false when it is too long. */
function searchText(raw: string | undefined): string | undefined | false {
  const q = raw?.trim();
  if (!q) return undefined;
  return q.length > TRANSCRIPT_MAX_QUERY ? false : q;
}

function tooLong(reply: FastifyReply) {
  return sendError(reply, 400, "invalid-input", `Der Suchtext darf höchstens ${TRANSCRIPT_MAX_QUERY} Zeichen lang sein.`);
}

/**
 * The admin area's transcripts (docs/api.md, "Transcripts"): the setting,
 * list and search, one transcript, export, delete. Setting changes, exports
 * and deletions go into the audit log, without any text of a conversation.
 */
export const transcriptRoutes: ContextPlugin = async (app, { ctx }) => {
  app.addHook("onRequest", requireAdmin(ctx.auth));
  const { transcripts, audit } = ctx;

  app.get("/api/settings/transcripts", async (): Promise<TranscriptPolicy> => transcripts.policy());

  app.put("/api/settings/transcripts", async (req, reply) => {
    const parsed = transcriptPolicySchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 422, "settings-invalid", parsed.error.issues.map((i) => i.message).join("; "));
    const before = await transcripts.policy();
    const after = await transcripts.setPolicy(parsed.data);
    await audit.record({
      account: req.user!,
      action: "transcripts.settings",
      details: { changed: changedFields(before, after, ["enabled", "retentionDays"]) },
    });
    return after;
  });

  app.get<{ Querystring: { q?: string; offset?: string; limit?: string } }>("/api/transcripts", async (req, reply) => {
    const q = searchText(req.query.q);
    if (q === false) return tooLong(reply);
    const offset = req.query.offset === undefined ? 0 : wholeNumber(req.query.offset);
    if (offset === undefined) return sendError(reply, 400, "invalid-input", "offset muss eine ganze Zahl ab 0 sein.");
    const limit = req.query.limit === undefined ? TRANSCRIPT_PAGE_SIZE : wholeNumber(req.query.limit);
    if (limit === undefined || limit < 1 || limit > TRANSCRIPT_MAX_PAGE_SIZE)
      return sendError(reply, 400, "invalid-input", `limit muss zwischen 1 und ${TRANSCRIPT_MAX_PAGE_SIZE} liegen.`);
    const page: TranscriptPage = await transcripts.list({ q, offset, limit });
    return page;
  });

  app.get<{ Querystring: { q?: string; id?: string; format?: string } }>("/api/transcripts/export", async (req, reply) => {
    const format = (req.query.format ?? "json") as TranscriptExportFormat;
    if (!TRANSCRIPT_EXPORT_FORMATS.includes(format))
      return sendError(
        reply,
        400,
        "invalid-input",
        `format muss einer dieser Werte sein: ${TRANSCRIPT_EXPORT_FORMATS.join(", ")}.`,
      );
    const q = searchText(req.query.q);
    if (q === false) return tooLong(reply);
    const id = req.query.id;
    if (id !== undefined && !UUID.test(id)) return sendCoded(reply, 404, "transcript-not-found", requestLang(req));
    const list = await transcripts.exportMatching({ q, id, limit: TRANSCRIPT_MAX_EXPORT });
    if (id !== undefined && list.length === 0) return sendCoded(reply, 404, "transcript-not-found", requestLang(req));
    await audit.record({
      account: req.user!,
      action: "transcript.export",
      target: id ? { id, name: id.slice(0, 8) } : undefined,
      details: { count: list.length },
    });
    const stamp = new Date().toISOString().slice(0, 10);
    const name = `transkripte-${id ? id.slice(0, 8) : "alle"}-${stamp}.${format}`;
    reply.header("content-disposition", `attachment; filename="${name}"`).header("cache-control", "no-store");
    if (format === "csv") return reply.type("text/csv; charset=utf-8").send(transcriptsCsv(list));
    const body: TranscriptExport = { exportedAt: new Date().toISOString(), query: q ?? null, transcripts: list };
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(body, null, 2));
  });

  app.get<{ Params: { id: string } }>("/api/transcripts/:id", async (req, reply) => {
    const detail = UUID.test(req.params.id) ? await transcripts.get(req.params.id) : undefined;
    if (!detail) return sendCoded(reply, 404, "transcript-not-found", requestLang(req));
    return detail;
  });

  app.delete<{ Params: { id: string } }>("/api/transcripts/:id", async (req, reply) => {
    const removed = UUID.test(req.params.id) ? await transcripts.remove(req.params.id) : 0;
    if (removed === 0) return sendCoded(reply, 404, "transcript-not-found", requestLang(req));
    await audit.record({
      account: req.user!,
      action: "transcript.delete",
      target: { id: req.params.id, name: req.params.id.slice(0, 8) },
      details: { count: removed },
    });
    return reply.code(204).send();
  });
};
