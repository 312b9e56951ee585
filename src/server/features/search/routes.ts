import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { knowledgeTestHitSchema, type KnowledgeTestHit } from "#shared/api/knowledge";
import { isTypedText } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { searchExplained } from "./explained";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from "./search";

/** The longest question the test search takes. */
const MAX_QUERY_LENGTH = 500;

/**
 * The query of GET /api/knowledge/search. A missing, repeated or blank `q`, or
 * one with characters nobody types (a NUL would reach PostgreSQL), is refused
 * with `search-bad-query` (the route's `config.invalid`); a long one is
 * refused by the handler with its own code. `limit` is lenient: anything that
 * is not a number gives the default, numbers are clamped. `persona` is checked
 * by the handler: anything that names no persona, a repeated parameter too, is 404.
 */
const searchQuerySchema = z.object({
  q: z.string().trim().min(1).refine(isTypedText).describe(`The question, at most ${MAX_QUERY_LENGTH} characters`),
  limit: z
    .string()
    .optional()
    .catch(undefined)
    .describe(`Passages at most, clamped to 1–${MAX_SEARCH_LIMIT}; ${DEFAULT_SEARCH_LIMIT} when it is no number`),
  persona: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe("Search as this persona's chat would (its id); an id of no persona is 404"),
});

/**
 * GET /api/knowledge/search: the operator tries the search the chat uses
 * (admin only), optionally as one persona's chat would search (`persona`, its
 * id), and sees which words of each passage match the question.
 */
export const searchRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/knowledge/search",
    {
      schema: {
        summary: "Try the chat's knowledge search, optionally as one persona, with the matching words of each passage",
        querystring: searchQuerySchema,
        response: {
          200: z.array(knowledgeTestHitSchema),
          400: apiErrorSchema,
          404: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
      config: { invalid: { code: "search-bad-query" } },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const { q } = req.query;
      if (q.length > MAX_QUERY_LENGTH) return sendCoded(reply, 400, "search-query-too-long", lang);
      const limit = Math.min(Math.max(Number(req.query.limit) || DEFAULT_SEARCH_LIMIT, 1), MAX_SEARCH_LIMIT);
      let personaId: string | undefined;
      if (req.query.persona !== undefined && req.query.persona !== "") {
        const persona = typeof req.query.persona === "string" && UUID.test(req.query.persona) ? req.query.persona : undefined;
        if (!persona || !(await ctx.personas.getById(persona))) return sendCoded(reply, 404, "persona-not-found", lang);
        personaId = persona;
      }
      try {
        // The chat's own retrieval (chat/turn.ts): what is marked as going to the coach is what the coach gets.
        const hits = await searchExplained(ctx.knowledge, q, { limit, personaId });
        const pages = await ctx.documents.pageUrls(hits.map((h) => h.documentId));
        return hits.map((h): KnowledgeTestHit => ({
          documentId: h.documentId,
          title: h.title,
          ...(pages.has(h.documentId) ? { url: pages.get(h.documentId) } : {}),
          text: h.text,
          score: h.score,
          relevance: h.relevance,
          usedByCoach: h.usedByCoach,
          page: h.page,
          matched: h.matched.map((m) => m.word),
          synonyms: h.matched
            .filter((m) => m.via === "synonym" || m.via === "translation")
            .map((m) => ({ word: m.word, for: m.question, ...(m.via === "translation" ? { translation: true } : {}) })),
          titleMatched: h.titleMatched.map((m) => m.word),
          ...(h.similarity === undefined ? {} : { similarity: h.similarity }),
          ...(h.topic === undefined ? {} : { topic: h.topic }),
        }));
      } catch (err) {
        req.log.error({ err }, "knowledge search failed");
        return sendCoded(reply, 500, "search-failed", lang);
      }
    },
  );
};
