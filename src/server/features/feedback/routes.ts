import type { FastifyRequest } from "fastify";
import { feedbackSchema } from "#shared/schemas/chat";
import type { ContextPlugin } from "../../context";
import { feedback } from "../../db/schema";
import { sendCoded } from "../../http/errors";

/** The conversation's language when known, else the browser's preference, German by default. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requestLang = (req: FastifyRequest): "de" | "en" =>
  /^en\b/i.test(String(req.headers["accept-language"] ?? "")) ? "en" : "de";

/**
 * POST /api/feedback {conversationId, rating 1..5}: the visitor's rating at the
 * end of a demo conversation. Only the visitor who held the conversation (by
 * the signed visitor cookie) may rate it, once; a second rating is refused.
 * DELETE /api/conversations/:id/transcript: the same visitor withdraws their
 * transcript consent, and the conversation's stored text is deleted.
 */
export const feedbackRoutes: ContextPlugin = async (app, { ctx }) => {
  const { database, conversations, visitors, transcripts } = ctx;
  app.post("/api/feedback", async (req, reply) => {
    const parsed = feedbackSchema.safeParse(req.body);
    if (!parsed.success) return sendCoded(reply, 400, "feedback-invalid", requestLang(req));
    const { conversationId, rating } = parsed.data;
    const conversation = await conversations.owner(conversationId);
    if (!conversation) return sendCoded(reply, 404, "conversation-not-found", requestLang(req));
    const lang = conversation.lang === "en" ? "en" : "de";
    if ((await visitors.fromRequest(req)) !== conversation.visitorId)
      return sendCoded(reply, 403, "conversation-not-yours", lang);
    const inserted = await database.db
      .insert(feedback)
      .values({ conversationId, rating })
      .onConflictDoNothing({ target: feedback.conversationId })
      .returning({ id: feedback.id });
    if (inserted.length === 0) return sendCoded(reply, 409, "already-rated", lang);
    return reply.code(204).send();
  });

  // The visitor withdraws transcript consent: the stored turns of their own conversation go at once.
  app.delete<{ Params: { id: string } }>("/api/conversations/:id/transcript", async (req, reply) => {
    const conversation = UUID.test(req.params.id) ? await conversations.owner(req.params.id) : undefined;
    if (!conversation) return sendCoded(reply, 404, "conversation-not-found", requestLang(req));
    const lang = conversation.lang === "en" ? "en" : "de";
    if ((await visitors.fromRequest(req)) !== conversation.visitorId) return sendCoded(reply, 403, "transcript-not-yours", lang);
    return { removed: await transcripts.remove(req.params.id) };
  });
};
