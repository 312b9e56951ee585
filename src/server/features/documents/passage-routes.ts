import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { documentPassageSchema, passageParams, passageUpdateSchema } from "#shared/api/documents";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { passageId, updatePassage } from "./passages";

/**
 * PATCH /api/documents/:id/passages/:passage: an operator corrects what the coach can quote (issue 36). A
 * passage switched off is searched by neither the chat nor the test box; an edited one is found by its new
 * words at once. The change and its audit entry are one transaction. The list with each passage's hit
 * count is GET /api/documents/:id/passages (routes.ts).
 */
export const passageRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.patch(
    "/api/documents/:id/passages/:passage",
    {
      schema: {
        summary: "Correct a passage: a new text (re-indexed at once, marked as edited), switched off or on",
        params: passageParams,
        body: passageUpdateSchema,
        response: { 200: documentPassageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const doc = await ctx.documents.get(req.params.id);
      if (!doc) return sendCoded(reply, 404, "document-not-found", lang);
      const id = passageId(req.params.passage);
      if (id === undefined) return sendCoded(reply, 404, "passage-not-found", lang);
      const result = await ctx.audit.transact(
        (tx) => updatePassage(tx, doc.id, id, req.body),
        (change) =>
          change && change.changed.length > 0
            ? {
                account: req.user!,
                action: "document.passage",
                target: { id: doc.id, name: doc.title },
                details: { changed: change.changed },
              }
            : undefined,
      );
      if (!result) return sendCoded(reply, 404, "passage-not-found", lang);
      return result.passage;
    },
  );
};
