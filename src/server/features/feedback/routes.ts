import type { FastifyRequest } from "fastify";
import { feedbackSchema } from "#shared/schemas/chat";
import type { ContextPlugin } from "../../context";
import { feedback } from "../../db/schema";
import { sendCoded } from "../../http/errors";

/** The conversation's language when known, else the browser's preference, German by default. */
const requestLang = (req: FastifyRequest): "de" | "en" =>
  /^en\b/i.test(String(req.headers["accept-language"] ?? "")) ? "en" : "de";

/**
 * POST /api/feedback {conversationId, rating 1..5}: the visitor's rating at the
 * end of a demo conversation. Only the visitor who held the conversation (by
 * the signed visitor cookie) may rate it, once; a second rating is refused.
 */
export const feedbackRoutes: ContextPlugin = async (app, { ctx }) => {
  const { database, conversations, visitors } = ctx;
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
};
