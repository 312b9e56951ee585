import type { FastifyPluginAsync } from "fastify";
import { sendError } from "../../http/errors";
import type { PersonaService } from "./service";

/** GET /api/personas/:slug → {name, slug, greeting}; 'demo' is the default persona. */
export const personaRoutes: FastifyPluginAsync<{ personas: PersonaService }> = async (app, { personas }) => {
  app.get<{ Params: { slug: string } }>("/api/personas/:slug", async (req, reply) => {
    const slug = req.params.slug;
    const persona = await personas.getPublic(slug);
    if (!persona) return sendError(reply, 404, "Diese Persona gibt es nicht.");
    return persona;
  });
};
