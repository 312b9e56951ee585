import { isTypedText } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./search";

export const SEARCH_MESSAGES = {
  badQuery: "Bitte geben Sie einen Suchbegriff an (Parameter q).",
  failed: "Failed to search documents",
} as const;

/** GET /api/knowledge/search: the operator tries the search the chat uses (admin only). */
export const searchRoutes: ContextPlugin = async (app, { ctx }) => {
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get<{ Querystring: { q?: unknown; limit?: unknown } }>("/api/knowledge/search", async (req, reply) => {
    // One q, as typed text: a repeated parameter arrives as an array, a NUL would reach PostgreSQL.
    const q = typeof req.query.q === "string" ? req.query.q.trim() : "";
    if (!q || !isTypedText(q)) return sendError(reply, 400, "search-bad-query", SEARCH_MESSAGES.badQuery);
    if (q.length > 500)
      return sendError(reply, 400, "search-query-too-long", "Der Suchbegriff ist zu lang (höchstens 500 Zeichen).");
    const limit = Math.min(Math.max(Number(req.query.limit) || DEFAULT_SEARCH_LIMIT, 1), MAX_SEARCH_LIMIT);
    try {
      const hits = await ctx.knowledge.search(q, limit);
      return hits.map((h) => ({ documentId: h.documentId, title: h.title, text: h.text, score: h.score, page: h.page }));
    } catch (err) {
      req.log.error({ err }, "knowledge search failed");
      return sendError(reply, 500, "search-failed", SEARCH_MESSAGES.failed);
    }
  });
};
