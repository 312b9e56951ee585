import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams, noContent } from "#shared/api/common";
import { transcriptWithdrawnSchema } from "#shared/api/feedback";
import { feedbackSchema } from "#shared/schemas/chat";
import type { ContextPlugin } from "../../context";
import { feedback } from "../../db/schema";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";

/**
 * POST /api/feedback {conversationId, rating 1..5}: the visitor's rating at the
 * end of a demo conversation. Only the visitor who held the conversation (by
 * the signed visitor cookie) may rate it, once; a second rating is refused.
 * DELETE /api/conversations/:id/transcript: the same visitor withdraws their
 * transcript consent, and the conversation's stored text is deleted.
 * Errors are in the conversation's language once it is known, else in the request's.
 */
export const feedbackRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, conversations, visitors, transcripts } = ctx;
  app.post(
    "/api/feedback",
    {
      schema: {
        summary: "Rate a conversation held in this browser, once",
        body: feedbackSchema,
        response: { 204: noContent, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { invalid: { code: "feedback-invalid" } },
    },
    async (req, reply) => {
      const { conversationId, rating } = req.body;
      const conversation = await conversations.owner(conversationId);
      if (!conversation) return sendCoded(reply, 404, "conversation-not-found", requestLanguage(req));
      const lang = conversation.lang === "en" ? "en" : "de";
      if (!(await visitors.holds(req, conversation.ownerId))) return sendCoded(reply, 403, "conversation-not-yours", lang);
      const inserted = await database.db
        .insert(feedback)
        .values({ conversationId, rating })
        .onConflictDoNothing({ target: feedback.conversationId })
        .returning({ id: feedback.id });
      if (inserted.length === 0) return sendCoded(reply, 409, "already-rated", lang);
      return reply.code(204).send(null);
    },
  );

  // The visitor withdraws transcript consent: the stored turns of their own conversation go at once.
  app.delete(
    "/api/conversations/:id/transcript",
    {
      schema: {
        summary: "Withdraw transcript consent: the stored text of a conversation held in this browser is deleted",
        params: idParams,
        response: { 200: transcriptWithdrawnSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { invalid: { code: "conversation-not-found", status: 404 } },
    },
    async (req, reply) => {
      const conversation = await conversations.owner(req.params.id);
      if (!conversation) return sendCoded(reply, 404, "conversation-not-found", requestLanguage(req));
      const lang = conversation.lang === "en" ? "en" : "de";
      if (!(await visitors.holds(req, conversation.ownerId))) return sendCoded(reply, 403, "transcript-not-yours", lang);
      return { removed: await transcripts.remove(req.params.id) };
    },
  );
};
