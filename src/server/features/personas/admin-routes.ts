import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import { personaInputSchema } from "#shared/schemas/persona";
import type { ContextPlugin } from "../../context";
import { isUniqueViolation } from "../../db/sql";
import { sendError } from "../../http/errors";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";

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
] as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Persona management for operators: list, create, edit, delete; the default persona stays. */
export const personaAdminRoutes: ContextPlugin = async (app, { ctx }) => {
  const { personas } = ctx;
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get("/api/admin/personas", async () => personas.listAll());

  app.post("/api/admin/personas", async (req, reply) => {
    const parsed = personaInputSchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(parsed.error));
    const created = await personas.create(parsed.data);
    if (!created) return sendError(reply, 409, "persona-slug-taken", "Dieser Kurzname ist bereits vergeben.");
    await ctx.audit.record({ account: req.user!, action: "persona.create", target: { id: created.id, name: created.name } });
    return reply.code(201).send(created);
  });

  app.put<{ Params: { id: string } }>("/api/admin/personas/:id", async (req, reply) => {
    if (!UUID.test(req.params.id)) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    const existing = await personas.getById(req.params.id);
    if (!existing) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    // The default persona keeps its slug rules relaxed (it owns 'demo') but can never be switched off.
    // A body that is not an object is refused as it is, never spread into one.
    const body: unknown = isPlainObject(req.body) && existing.isDefault ? { ...req.body, isActive: true, slug: "x" } : req.body;
    const parsed = personaInputSchema.safeParse(body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(parsed.error));
    const slug = existing.isDefault ? existing.slug : parsed.data.slug;
    let updated;
    try {
      updated = (await personas.update(existing.id, { ...parsed.data, slug }))!;
    } catch (err) {
      if (isUniqueViolation(err)) return sendError(reply, 409, "persona-slug-taken", "Dieser Kurzname ist bereits vergeben.");
      throw err;
    }
    await ctx.audit.record({
      account: req.user!,
      action: "persona.update",
      target: { id: updated.id, name: updated.name },
      details: { changed: changedFields(existing, updated, PERSONA_FIELDS) },
    });
    return updated;
  });

  app.delete<{ Params: { id: string } }>("/api/admin/personas/:id", async (req, reply) => {
    if (!UUID.test(req.params.id)) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    const existing = await personas.getById(req.params.id);
    if (!existing) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    if (existing.isDefault)
      return sendError(reply, 409, "persona-default-undeletable", "Die Standard-Persona kann nicht gelöscht werden.");
    // Its document assignments go with it (cascade); the documents it was assigned to change in every open list.
    const assigned = await ctx.documents.assignedTo(existing.id);
    await personas.remove(existing.id);
    await ctx.audit.record({ account: req.user!, action: "persona.delete", target: { id: existing.id, name: existing.name } });
    for (const id of assigned) {
      const document = await ctx.documents.byId(id);
      if (document) await ctx.documentEvents.publish({ type: "update", document });
    }
    return reply.code(204).send();
  });
};
