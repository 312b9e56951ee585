import type { ContextPlugin } from "../../context";
import { sendError } from "../../http/errors";

/** GET /api/personas/:slug[?lang=en] → {name, slug, greeting} with the greeting in that language; 'demo' is the default persona. */
export const personaRoutes: ContextPlugin = async (app, { ctx }) => {
  const { personas } = ctx;
  app.get<{ Params: { slug: string }; Querystring: { lang?: string } }>("/api/personas/:slug", async (req, reply) => {
    const slug = req.params.slug;
    const persona = await personas.getPublic(slug, req.query.lang === "en" ? "en" : "de");
    if (!persona) return sendError(reply, 404, "persona-not-found", "Diese Persona gibt es nicht.");
    return persona;
  });
};
