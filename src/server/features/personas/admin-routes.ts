import { firstIssueMessage, germanIssues } from "../../../shared/schemas/errors";
import { personaInputSchema, type PersonaAdmin } from "../../../shared/schemas/persona";
import type { ContextPlugin } from "../../context";
import { sendError } from "../../http/errors";
import { requireAdmin } from "../../http/require-admin";
import { UUID } from "../../http/params";

interface Row {
  id: string;
  name: string;
  slug: string;
  greeting: string;
  greeting_phonetic: string;
  system_prompt: string;
  voice_id: string | null;
  is_active: boolean;
  is_default: boolean;
}
const toJson = (r: Row): PersonaAdmin => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  greeting: r.greeting,
  greetingPhonetic: r.greeting_phonetic,
  systemPrompt: r.system_prompt,
  voiceId: r.voice_id,
  isActive: r.is_active,
  isDefault: r.is_default,
});
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const COLUMNS = "id, name, slug, greeting, greeting_phonetic, system_prompt, voice_id, is_active, is_default";

/** Persona management for operators (decisions.md section 2). */
export const personaAdminRoutes: ContextPlugin = async (app, { ctx }) => {
  const { database } = ctx;
  app.addHook("preHandler", requireAdmin(ctx.auth));

  app.get("/api/admin/personas", async () => (await database.query<Row>(`SELECT ${COLUMNS} FROM personas ORDER BY is_default DESC, name`)).map(toJson));

  app.post("/api/admin/personas", async (req, reply) => {
    const parsed = personaInputSchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, firstIssueMessage(parsed.error));
    const p = parsed.data;
    const rows = await database.query<Row>(
      `INSERT INTO personas (name, slug, greeting, greeting_phonetic, system_prompt, voice_id, is_active, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, false) ON CONFLICT (slug) DO NOTHING RETURNING ${COLUMNS}`,
      [p.name, p.slug, p.greeting, p.greetingPhonetic, p.systemPrompt, p.voiceId, p.isActive],
    );
    if (!rows[0]) return sendError(reply, 409, "Dieser Kurzname ist bereits vergeben.");
    return reply.code(201).send(toJson(rows[0]));
  });

  app.put<{ Params: { id: string } }>("/api/admin/personas/:id", async (req, reply) => {
    if (!UUID.test(req.params.id)) return sendError(reply, 404, "Persona nicht gefunden");
    const [existing] = await database.query<Row>(`SELECT ${COLUMNS} FROM personas WHERE id = $1`, [req.params.id]);
    if (!existing) return sendError(reply, 404, "Persona nicht gefunden");
    // The default persona keeps its slug rules relaxed (it owns 'demo') but can never be switched off.
    // A body that is not an object is refused as it is, never spread into one.
    const body: unknown = isPlainObject(req.body) && existing.is_default ? { ...req.body, isActive: true, slug: "x" } : req.body;
    const parsed = personaInputSchema.safeParse(body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, firstIssueMessage(parsed.error));
    const p = parsed.data;
    const slug = existing.is_default ? existing.slug : p.slug;
    try {
      const rows = await database.query<Row>(
        `UPDATE personas SET name = $2, slug = $3, greeting = $4, greeting_phonetic = $5, system_prompt = $6, voice_id = $7,
           is_active = $8, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [existing.id, p.name, slug, p.greeting, p.greetingPhonetic, p.systemPrompt, p.voiceId, p.isActive],
      );
      return toJson(rows[0]!);
    } catch (err) {
      if ((err as { code?: string }).code === "23505") return sendError(reply, 409, "Dieser Kurzname ist bereits vergeben.");
      throw err;
    }
  });

  app.delete<{ Params: { id: string } }>("/api/admin/personas/:id", async (req, reply) => {
    if (!UUID.test(req.params.id)) return sendError(reply, 404, "Persona nicht gefunden");
    const [existing] = await database.query<Row>(`SELECT ${COLUMNS} FROM personas WHERE id = $1`, [req.params.id]);
    if (!existing) return sendError(reply, 404, "Persona nicht gefunden");
    if (existing.is_default) return sendError(reply, 409, "Die Standard-Persona kann nicht gelöscht werden.");
    await database.query("DELETE FROM personas WHERE id = $1", [existing.id]);
    return reply.code(204).send();
  });
};
