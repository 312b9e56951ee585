import type { FastifyPluginAsync } from "fastify";
import { feedbackSchema } from "../../../shared/schemas/chat";
import type { Database } from "../../db/client";
import { sendError } from "../../http/errors";

/** POST /api/feedback {conversationId, rating 1..5}: the visitor's rating at the end of a demo conversation. */
export const feedbackRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.post("/api/feedback", async (req, reply) => {
    const parsed = feedbackSchema.safeParse(req.body);
    if (!parsed.success) return sendError(reply, 400, "Bitte gib eine Bewertung von 1 bis 5 Sternen ab.");
    const { conversationId, rating } = parsed.data;
    const exists = await database.query("SELECT 1 FROM conversations WHERE id = $1", [conversationId]);
    if (exists.length === 0) return sendError(reply, 404, "Dieses Gespräch gibt es nicht.");
    const inserted = await database.query(
      "INSERT INTO feedback (conversation_id, rating) VALUES ($1, $2) ON CONFLICT (conversation_id) DO NOTHING RETURNING id",
      [conversationId, rating],
    );
    if (inserted.length === 0) return sendError(reply, 409, "Dieses Gespräch wurde bereits bewertet.");
    return reply.code(204).send();
  });
};
