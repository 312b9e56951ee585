import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { EMBED_AVATAR, embedSettingsSchema } from "#shared/schemas/embed";
import { firstIssueMessage, germanIssues } from "#shared/schemas/errors";
import type { ContextPlugin } from "../../context";
import { sendCoded, sendError } from "../../http/errors";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { checkAvatar } from "./avatar";
import type { StoredAvatar } from "./service";

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

  // The launcher's avatar: an <img> on the host page, so readable by any site (CORP cross-origin), but only for a persona
  // that some site may embed. Served as the image type its bytes were checked to be, never sniffed.
  app.get<{ Params: { slug: string }; Querystring: { v?: string } }>("/api/embed/:slug/avatar", async (req, reply) => {
    const avatar = await ctx.embeds.publicAvatar(req.params.slug);
    if (!avatar) return sendError(reply, 404, "not-found", "Not found");
    // The address names the version, so a matching one may be cached for good; a new upload gets a new address.
    return sendAvatar(req, reply.header("cross-origin-resource-policy", "cross-origin"), avatar, req.query.v === avatar.version);
  });
};

function sendAvatar(req: FastifyRequest, reply: FastifyReply, avatar: StoredAvatar, immutable: boolean) {
  const etag = `"${avatar.version}"`;
  reply
    .header("content-type", avatar.mime)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", `inline; filename="avatar.${avatar.mime.slice("image/".length)}"`)
    .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache")
    .header("etag", etag);
  if (req.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.send(avatar.bytes);
}

/** The operator's embed settings per persona and the usage per embedding site. */
export const embedAdminRoutes: ContextPlugin = async (app, { ctx }) => {
  const { embeds, personas } = ctx;
  await app.register(multipart, {
    limits: { fileSize: EMBED_AVATAR.maxBytes, files: 1, fields: 2, parts: 4, headerPairs: 100 },
  });
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

  app.get<{ Params: { id: string } }>("/api/admin/personas/:id/embed/avatar", async (req, reply) => {
    const avatar = UUID.test(req.params.id) ? await embeds.avatarOf(req.params.id) : undefined;
    if (!avatar) return sendError(reply, 404, "not-found", "Not found");
    return sendAvatar(req, reply, avatar, false);
  });

  /** PUT a multipart upload with one file, field `file`: PNG, JPEG or WebP by its bytes, at most 128 KB. */
  app.put<{ Params: { id: string } }>("/api/admin/personas/:id/embed/avatar", async (req, reply) => {
    const persona = UUID.test(req.params.id) ? await personas.getById(req.params.id) : undefined;
    if (!persona) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    const lang = requestLang(req);
    if (!req.isMultipart()) return sendCoded(reply, 400, "avatar-no-file", lang);
    let bytes: Buffer | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file") return sendCoded(reply, 400, "avatar-no-file", lang);
        bytes = await part.toBuffer();
        if (part.file.truncated) return sendCoded(reply, 413, "avatar-too-large", lang);
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") return sendCoded(reply, 413, "avatar-too-large", lang);
      req.log.info({ err }, "unreadable avatar upload");
      return sendError(reply, 400, "document-bad-upload", "Die Anfrage ist kein gültiger Datei-Upload.");
    }
    if (!bytes?.length) return sendCoded(reply, 400, "avatar-no-file", lang);
    const checked = await checkAvatar(bytes);
    if (!checked.ok) return sendCoded(reply, checked.code === "avatar-too-large" ? 413 : 415, checked.code, lang);
    const version = await embeds.setAvatar(persona.id, checked.mime, bytes);
    await ctx.audit.record({
      account: req.user!,
      action: "persona.embed",
      target: { id: persona.id, name: persona.name },
      details: { changed: ["avatar"] },
    });
    return { avatar: version };
  });

  app.delete<{ Params: { id: string } }>("/api/admin/personas/:id/embed/avatar", async (req, reply) => {
    const persona = UUID.test(req.params.id) ? await personas.getById(req.params.id) : undefined;
    if (!persona) return sendError(reply, 404, "persona-not-found", "Persona nicht gefunden");
    if (await embeds.removeAvatar(persona.id))
      await ctx.audit.record({
        account: req.user!,
        action: "persona.embed",
        target: { id: persona.id, name: persona.name },
        details: { changed: ["avatar"] },
      });
    return { avatar: null };
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
