import { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE, type AuditPage } from "#shared/contracts/audit";
import type { ContextPlugin } from "../../context";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";

/** A whole positive number as a query parameter, or undefined when it is not one. */
function positiveInt(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** GET /api/audit-log?before=&limit=: the operators' audit log, newest first (docs/api.md). */
export const auditRoutes: ContextPlugin = async (app, { ctx }) => {
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get<{ Querystring: { before?: string; limit?: string } }>("/api/audit-log", async (req, reply) => {
    const { before: rawBefore, limit: rawLimit } = req.query;
    const before = positiveInt(rawBefore);
    if (rawBefore !== undefined && before === undefined)
      return sendError(reply, 400, "invalid-input", "before muss die Nummer eines Eintrags sein.");
    const limit = rawLimit === undefined ? AUDIT_PAGE_SIZE : positiveInt(rawLimit);
    if (limit === undefined || limit > AUDIT_MAX_PAGE_SIZE)
      return sendError(reply, 400, "invalid-input", `limit muss zwischen 1 und ${AUDIT_MAX_PAGE_SIZE} liegen.`);
    const page: AuditPage = await ctx.audit.list({ before, limit });
    return page;
  });
};
