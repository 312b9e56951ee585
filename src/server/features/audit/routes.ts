import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditLogQuery, auditPageSchema } from "#shared/api/audit";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { requireAdmin } from "../../http/require-admin";

/** GET /api/audit-log?before=&limit=: the operators' audit log, newest first (docs/api.md). */
export const auditRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/audit-log",
    {
      schema: {
        summary: "The operators' audit log, newest first, a page at a time",
        querystring: auditLogQuery,
        response: { 200: auditPageSchema, 400: apiErrorSchema },
      },
    },
    async (req) => ctx.audit.list(req.query),
  );
};
