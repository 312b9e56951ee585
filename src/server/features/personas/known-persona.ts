import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import type { PersonaAdmin } from "#shared/schemas/persona";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { UUID } from "../../http/params";
import type { PersonaService } from "./service";

const found = new WeakMap<FastifyRequest, PersonaAdmin>();

/**
 * preValidation hook of the operator's routes under /api/admin/personas/:id:
 * an id that names no persona (or is no uuid) answers 404 `persona-not-found`
 * before the body is validated, so an unknown persona wins over a bad body.
 * The handler takes the persona with `personaOf(req)`.
 */
export function knownPersona(personas: PersonaService): preValidationAsyncHookHandler {
  return async (req, reply) => {
    const { id } = req.params as { id: string };
    const persona = UUID.test(id) ? await personas.getById(id) : undefined;
    if (!persona) return sendCoded(reply, 404, "persona-not-found", requestLanguage(req));
    found.set(req, persona);
  };
}

/** The persona of `:id`, found by `knownPersona` before validation. */
export const personaOf = (req: FastifyRequest): PersonaAdmin => found.get(req)!;
