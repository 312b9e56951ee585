import type { preValidationAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "#shared/api/common";
import { personaAdminSchema } from "#shared/api/personas";
import { personaInputSchema } from "#shared/schemas/persona";
import type { ContextPlugin } from "../../context";
import { isUniqueViolation } from "../../db/sql";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { knownPersona, personaOf } from "./known-persona";

/** The fields an edit may change, as the audit log names them. */
const PERSONA_FIELDS = [
  "name",
  "slug",
  "greeting",
  "greetingPhonetic",
  "greetingEn",
  "greetingPhoneticEn",
  "systemPrompt",
  "voiceId",
  "isActive",
  "patienceMinMs",
  "patienceMaxMs",
] as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The default persona keeps its slug rules relaxed (it owns 'demo') but can never be switched off:
 * whatever is sent for its slug and isActive, the body is validated without them.
 * A body that is not an object is refused as it is, never spread into one.
 */
const relaxDefaultPersona: preValidationAsyncHookHandler = async (req) => {
  if (personaOf(req).isDefault && isPlainObject(req.body)) req.body = { ...req.body, isActive: true, slug: "x" };
};

/** Persona management for operators: list, create, edit, delete; the default persona stays. */
export const personaAdminRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { personas } = ctx;
  const known = knownPersona(personas);
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/admin/personas",
    { schema: { summary: "Every persona, the default first", response: { 200: z.array(personaAdminSchema) } } },
    async () => personas.listAll(),
  );

  app.post(
    "/api/admin/personas",
    {
      schema: {
        summary: "Create a persona",
        body: personaInputSchema,
        response: { 201: personaAdminSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const created = await ctx.audit.transact(
        (tx) => personas.create(req.body, tx),
        (row) => row && { account: req.user!, action: "persona.create", target: { id: row.id, name: row.name } },
      );
      if (!created) return sendCoded(reply, 409, "persona-slug-taken", requestLanguage(req));
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/api/admin/personas/:id",
    {
      preValidation: [known, relaxDefaultPersona],
      schema: {
        summary: "Edit a persona; the default persona keeps its slug and stays active whatever is sent",
        params: idParams,
        body: personaInputSchema,
        response: { 200: personaAdminSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const existing = personaOf(req);
      const slug = existing.isDefault ? existing.slug : req.body.slug;
      let updated;
      try {
        updated = (await ctx.audit.transact(
          (tx) => personas.update(existing.id, { ...req.body, slug }, tx),
          (row) =>
            row && {
              account: req.user!,
              action: "persona.update",
              target: { id: row.id, name: row.name },
              details: { changed: changedFields(existing, row, PERSONA_FIELDS) },
            },
        ))!;
      } catch (err) {
        if (isUniqueViolation(err)) return sendCoded(reply, 409, "persona-slug-taken", requestLanguage(req));
        throw err;
      }
      return updated;
    },
  );

  app.delete(
    "/api/admin/personas/:id",
    {
      preValidation: known,
      schema: {
        summary: "Delete a persona and its document assignments; the default persona stays",
        params: idParams,
        response: { 204: noContent, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const existing = personaOf(req);
      if (existing.isDefault) return sendCoded(reply, 409, "persona-default-undeletable", requestLanguage(req));
      // Its document assignments go with it (cascade); the documents it was assigned to change in every open list.
      const assigned = await ctx.documents.assignedTo(existing.id);
      await ctx.audit.transact(
        (tx) => personas.remove(existing.id, tx),
        () => ({ account: req.user!, action: "persona.delete", target: { id: existing.id, name: existing.name } }),
      );
      for (const id of assigned) {
        const document = await ctx.documents.byId(id);
        if (document) await ctx.documentEvents.publish({ type: "update", document });
      }
      return reply.code(204).send(null);
    },
  );
};
