import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gapCoverResultSchema, gapCoverSchema, gapsOverviewSchema } from "#shared/api/gaps";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";

/**
 * The console's view of what the knowledge could not answer (docs/decisions/052-knowledge-gaps.md): editors
 * and owners see the groups of unanswered questions (redacted, without conversations) and the passages used
 * most and never, and mark a group covered once the test box's retrieval answers it. Reading the questions is
 * recorded in the audit log, as reading transcripts is; whether they are kept is the owner's transcript setting.
 */
export const gapRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/knowledge/gaps",
    {
      schema: {
        summary: "Questions the knowledge could not answer, grouped, and the passages used most and never",
        response: { 200: gapsOverviewSchema },
      },
    },
    async (req) => {
      const overview = await ctx.gaps.overview();
      // Visitors' words, redacted: their reading is recorded with how many groups were shown, before they leave.
      await ctx.audit.write(ctx.database.db, {
        account: req.user!,
        action: "gaps.list",
        details: { count: overview.groups.length },
      });
      return overview;
    },
  );

  app.post(
    "/api/knowledge/gaps/cover",
    {
      schema: {
        summary: "Check a group of questions again with the test box's retrieval; marked covered when every one is answered",
        body: gapCoverSchema,
        response: { 200: gapCoverResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const result = await ctx.gaps.cover(req.body.ids, (tx, count) =>
        ctx.audit.write(tx, { account: req.user!, action: "gaps.cover", details: { count } }),
      );
      if (!result) return sendCoded(reply, 404, "gaps-not-found", requestLanguage(req));
      return result;
    },
  );
};
