import type { FastifyRequest } from "fastify";
import { feedbackSchema } from "#shared/schemas/chat";
import type { ContextPlugin } from "../../context";
import { feedback } from "../../db/schema";
import { sendError } from "../../http/errors";

export const FEEDBACK_MESSAGES = {
  de: {
    invalid: "Bitte gib eine Bewertung von 1 bis 5 Sternen ab.",
    unknown: "Dieses Gespräch gibt es nicht.",
    notYours: "Bewerten kann nur, wer das Gespräch in diesem Browser geführt hat.",
    already: "Dieses Gespräch wurde bereits bewertet.",
  },
  en: {
    invalid: "Please give a rating of 1 to 5 stars.",
    unknown: "This conversation does not exist.",
    notYours: "Only the browser that held the conversation can rate it.",
    already: "This conversation has already been rated.",
  },
} as const;

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
    if (!parsed.success) return sendError(reply, 400, FEEDBACK_MESSAGES[requestLang(req)].invalid);
    const { conversationId, rating } = parsed.data;
    const conversation = await conversations.owner(conversationId);
    if (!conversation) return sendError(reply, 404, FEEDBACK_MESSAGES[requestLang(req)].unknown);
    const t = FEEDBACK_MESSAGES[conversation.lang === "en" ? "en" : "de"];
    if ((await visitors.fromRequest(req)) !== conversation.visitorId) return sendError(reply, 403, t.notYours);
    const inserted = await database.db
      .insert(feedback)
      .values({ conversationId, rating })
      .onConflictDoNothing({ target: feedback.conversationId })
      .returning({ id: feedback.id });
    if (inserted.length === 0) return sendError(reply, 409, t.already);
    return reply.code(204).send();
  });
};
