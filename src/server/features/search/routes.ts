import type { KnowledgeTestHit } from "#shared/contracts/knowledge";
import { isTypedText } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { sendError } from "../../http/errors";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { wordMatcher } from "./explain";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, synonymsForExplanation } from "./search";
import { RELEVANCE_THRESHOLD } from "./service";

export const SEARCH_MESSAGES = {
  badQuery: "Bitte geben Sie einen Suchbegriff an (Parameter q).",
  failed: "Failed to search documents",
  personaNotFound: "Persona nicht gefunden",
} as const;

/**
 * GET /api/knowledge/search: the operator tries the search the chat uses
 * (admin only), optionally as one persona's chat would search (`persona`, its
 * id), and sees which words of each passage match the question.
 */
export const searchRoutes: ContextPlugin = async (app, { ctx }) => {
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get<{ Querystring: { q?: unknown; limit?: unknown; persona?: unknown } }>("/api/knowledge/search", async (req, reply) => {
    // One q, as typed text: a repeated parameter arrives as an array, a NUL would reach PostgreSQL.
    const q = typeof req.query.q === "string" ? req.query.q.trim() : "";
    if (!q || !isTypedText(q)) return sendError(reply, 400, "search-bad-query", SEARCH_MESSAGES.badQuery);
    if (q.length > 500)
      return sendError(reply, 400, "search-query-too-long", "Der Suchbegriff ist zu lang (höchstens 500 Zeichen).");
    const limit = Math.min(Math.max(Number(req.query.limit) || DEFAULT_SEARCH_LIMIT, 1), MAX_SEARCH_LIMIT);
    let personaId: string | undefined;
    if (req.query.persona !== undefined && req.query.persona !== "") {
      const persona = typeof req.query.persona === "string" && UUID.test(req.query.persona) ? req.query.persona : undefined;
      if (!persona || !(await ctx.personas.getById(persona)))
        return sendError(reply, 404, "persona-not-found", SEARCH_MESSAGES.personaNotFound);
      personaId = persona;
    }
    try {
      const hits = await ctx.knowledge.search(q, limit, { personaId });
      const matchedWords = wordMatcher(q, synonymsForExplanation(q));
      return hits.map((h): KnowledgeTestHit => {
        const matched = matchedWords(h.text);
        return {
          documentId: h.documentId,
          title: h.title,
          text: h.text,
          score: h.score,
          relevance: h.relevance,
          usedByCoach: h.relevance >= RELEVANCE_THRESHOLD,
          page: h.page,
          matched: matched.map((m) => m.word),
          synonyms: matched.filter((m) => m.via === "synonym").map((m) => ({ word: m.word, for: m.question })),
          titleMatched: matchedWords(h.title).map((m) => m.word),
          ...(h.similarity === undefined ? {} : { similarity: h.similarity }),
        };
      });
    } catch (err) {
      req.log.error({ err }, "knowledge search failed");
      return sendError(reply, 500, "search-failed", SEARCH_MESSAGES.failed);
    }
  });
};
