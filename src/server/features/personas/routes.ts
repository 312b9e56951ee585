import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { personaLangQuery, personaSlugParams, publicPersonaSchema } from "#shared/api/personas";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";

/** GET /api/personas/:slug[?lang=en] → {name, slug, greeting} with the greeting in that language; 'demo' is the default persona. */
export const personaRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { personas } = ctx;
  app.get(
    "/api/personas/:slug",
    {
      schema: {
        summary: "An active persona with its greeting in the page's language",
        params: personaSlugParams,
        querystring: personaLangQuery,
        response: { 200: publicPersonaSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const persona = await personas.getPublic(req.params.slug, req.query.lang ?? "de");
      if (!persona) return sendCoded(reply, 404, "persona-not-found", requestLanguage(req));
      return persona;
    },
  );
};
