import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { embedSettingsSchema } from "#shared/schemas/embed";
import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { sendCoded, sendError } from "../../http/errors";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";

const requestLang = (req: FastifyRequest): "de" | "en" =>
  /^en\b/i.test(String(req.headers["accept-language"] ?? "")) ? "en" : "de";

/**
 * GET /api/embed/:slug: the launcher's settings for the loader on a host page.
 * Only an Origin on the persona's list gets them, with CORS for exactly that
 * origin; any other origin (or none) gets 403 `embed-origin-refused` without
 * CORS headers, so the loader on that page cannot even read the refusal and
 * shows nothing.
 */
export const embedRoutes: ContextPlugin = async (app, { ctx }) => {
  app.get<{ Params: { slug: string } }>("/api/embed/:slug", async (req, reply) => {
    reply.header("vary", "Origin").header("cache-control", "no-store").header("cross-origin-resource-policy", "cross-origin");
    const config = await ctx.embeds.publicConfig(req.params.slug, req.headers.origin);
    if (!config) return sendCoded(reply, 403, "embed-origin-refused", requestLang(req));
    // publicConfig only answers for an origin on the list, so the header names exactly the caller.
    reply.header("access-control-allow-origin", new URL(req.headers.origin!).origin);
    return config;
  });
};

/** The operator's embed settings per persona and the usage per embedding site. */
export const embedAdminRoutes: ContextPlugin = async (app, { ctx }) => {
  const { embeds, personas } = ctx;
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get("/api/admin/embed/usage", async () => embeds.usage());

  app.get<{ Params: { id: string } }>("/api/admin/personas/:id/embed", async (req, reply) => {
    if (!UUID.test(req.params.id) || !(await personas.getById(req.params.id)))
      return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    return embeds.getSettings(req.params.id);
  });

  app.put<{ Params: { id: string } }>("/api/admin/personas/:id/embed", async (req, reply) => {
    const persona = UUID.test(req.params.id) ? await personas.getById(req.params.id) : undefined;
    if (!persona) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    const parsed = embedSettingsSchema.safeParse(req.body, { error: germanIssues });
    if (!parsed.success) return sendError(reply, 400, "invalid-input", firstIssueMessage(parsed.error));
    const before = await embeds.getSettings(persona.id);
    const saved = await embeds.saveSettings(persona.id, parsed.data);
    await ctx.audit.record({
      account: req.user!,
      action: "persona.embed",
      target: { id: persona.id, name: persona.name },
      details: { changed: changedFields(before, saved, Object.keys(saved) as (keyof typeof saved)[]) },
    });
    return saved;
  });
};

/**
 * GET /embed.js: the loader a host page includes (built by scripts/build-server.mjs
 * into build/embed). Readable by any site (CORP cross-origin), cached briefly so a
 * new build reaches host pages within minutes.
 */
export function registerEmbedScript(app: FastifyInstance, file: string): void {
  if (!existsSync(file)) return;
  const body = readFileSync(file);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  app.get("/embed.js", async (req, reply) => {
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .header("cross-origin-resource-policy", "cross-origin")
      .header("access-control-allow-origin", "*")
      .header("etag", etag);
    if (req.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
