import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "#shared/api/common";
import {
  avatarImageResponse,
  avatarRemovedSchema,
  avatarUploadBody,
  avatarUploadedSchema,
  avatarVersionQuery,
  embedAdminSettingsSchema,
  embedPublicConfigSchema,
  embedSlugParams,
  embedUsageRowSchema,
  notModified,
} from "#shared/api/embed";
import { EMBED_AVATAR, embedSettingsSchema } from "#shared/schemas/embed";
import type { PersonaAdmin } from "#shared/schemas/persona";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { UUID } from "../../http/params";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";
import { checkAvatar } from "./avatar";
import type { PersonaService } from "../personas/service";
import type { StoredAvatar } from "./service";

/**
 * GET /api/embed/:slug: the launcher's settings for the loader on a host page.
 * Only an Origin on the persona's list gets them, with CORS for exactly that
 * origin; any other origin (or none) gets 403 `embed-origin-refused` without
 * CORS headers, so the loader on that page cannot even read the refusal and
 * shows nothing.
 */
export const embedRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/embed/:slug",
    {
      schema: {
        summary: "The launcher's settings, for an origin on the persona's list only (with CORS for it)",
        params: embedSlugParams,
        response: { 200: embedPublicConfigSchema, 403: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header("vary", "Origin").header("cache-control", "no-store").header("cross-origin-resource-policy", "cross-origin");
      const config = await ctx.embeds.publicConfig(req.params.slug, req.headers.origin);
      if (!config) return sendCoded(reply, 403, "embed-origin-refused", requestLanguage(req));
      // publicConfig only answers for an origin on the list, so the header names exactly the caller.
      reply.header("access-control-allow-origin", new URL(req.headers.origin!).origin);
      return config;
    },
  );

  // The launcher's avatar: an <img> on the host page, so readable by any site (CORP cross-origin), but only for a persona
  // that some site may embed. Served as the image type its bytes were checked to be, never sniffed.
  app.get(
    "/api/embed/:slug/avatar",
    {
      schema: {
        summary: "The launcher's avatar, for a persona some site may embed",
        params: embedSlugParams,
        querystring: avatarVersionQuery,
        response: { 200: avatarImageResponse, 304: notModified, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const avatar = await ctx.embeds.publicAvatar(req.params.slug);
      if (!avatar) return sendCoded(reply, 404, "not-found", requestLanguage(req));
      // The address names the version, so a matching one may be cached for good; a new upload gets a new address.
      return sendAvatar(
        req,
        reply.header("cross-origin-resource-policy", "cross-origin"),
        avatar,
        req.query.v === avatar.version,
      );
    },
  );
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

const personaOfRequest = new WeakMap<FastifyRequest, PersonaAdmin>();

/**
 * preValidation hook of the routes under /api/admin/personas/:id/embed: an id that names no
 * persona (or is no uuid) answers 404 `persona-not-found` before the body is validated, so an
 * unknown persona wins over a bad body. The handler takes the persona with `personaOf(req)`.
 */
function knownPersona(personas: PersonaService): preValidationAsyncHookHandler {
  return async (req, reply) => {
    const { id } = req.params as { id: string };
    const persona = UUID.test(id) ? await personas.getById(id) : undefined;
    if (!persona) return sendCoded(reply, 404, "persona-not-found", requestLanguage(req));
    personaOfRequest.set(req, persona);
  };
}

const personaOf = (req: FastifyRequest): PersonaAdmin => personaOfRequest.get(req)!;

/** The operator's embed settings per persona and the usage per embedding site. */
export const embedAdminRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { embeds, personas } = ctx;
  const known = knownPersona(personas);
  await app.register(multipart, {
    limits: { fileSize: EMBED_AVATAR.maxBytes, files: 1, fields: 2, parts: 4, headerPairs: 100 },
  });
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/admin/embed/usage",
    {
      schema: {
        summary: "Answered conversations, ratings and crisis answers per persona and embedding origin",
        response: { 200: z.array(embedUsageRowSchema) },
      },
    },
    async () => embeds.usage(),
  );

  app.get(
    "/api/admin/personas/:id/embed",
    {
      preValidation: known,
      schema: {
        summary: "A persona's embed settings (defaults when it has none: then no site may embed it)",
        params: idParams,
        response: { 200: embedAdminSettingsSchema, 404: apiErrorSchema },
      },
    },
    async (req) => embeds.getSettings(personaOf(req).id),
  );

  app.put(
    "/api/admin/personas/:id/embed",
    {
      preValidation: known,
      schema: {
        summary: "Save a persona's embed settings",
        params: idParams,
        body: embedSettingsSchema,
        response: { 200: embedAdminSettingsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const persona = personaOf(req);
      const before = await embeds.getSettings(persona.id);
      return ctx.audit.transact(
        (tx) => embeds.saveSettings(persona.id, req.body, tx),
        (saved) => ({
          account: req.user!,
          action: "persona.embed",
          target: { id: persona.id, name: persona.name },
          details: { changed: changedFields(before, saved, Object.keys(saved) as (keyof typeof saved)[]) },
        }),
      );
    },
  );

  app.get(
    "/api/admin/personas/:id/embed/avatar",
    {
      schema: {
        summary: "A persona's avatar, for the admin area's preview",
        params: idParams,
        response: { 200: avatarImageResponse, 304: notModified, 404: apiErrorSchema },
      },
      config: { invalid: { code: "not-found", status: 404 } },
    },
    async (req, reply) => {
      const avatar = await embeds.avatarOf(req.params.id);
      if (!avatar) return sendCoded(reply, 404, "not-found", requestLanguage(req));
      return sendAvatar(req, reply, avatar, false);
    },
  );

  /** PUT a multipart upload with one file, field `file`: PNG, JPEG or WebP by its bytes, at most 128 KB. */
  app.put(
    "/api/admin/personas/:id/embed/avatar",
    {
      preValidation: known,
      schema: {
        summary: "Upload the launcher's avatar (PNG, JPEG or WebP, recognised by its bytes)",
        consumes: ["multipart/form-data"],
        params: idParams,
        body: avatarUploadBody,
        response: {
          200: avatarUploadedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const persona = personaOf(req);
      const lang = requestLanguage(req);
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
        return sendCoded(reply, 400, "document-bad-upload", lang);
      }
      if (!bytes?.length) return sendCoded(reply, 400, "avatar-no-file", lang);
      const checked = await checkAvatar(bytes);
      if (!checked.ok) return sendCoded(reply, checked.code === "avatar-too-large" ? 413 : 415, checked.code, lang);
      const version = await ctx.audit.transact(
        (tx) => embeds.setAvatar(persona.id, checked.mime, bytes, tx),
        () => ({
          account: req.user!,
          action: "persona.embed",
          target: { id: persona.id, name: persona.name },
          details: { changed: ["avatar"] },
        }),
      );
      return { avatar: version };
    },
  );

  app.delete(
    "/api/admin/personas/:id/embed/avatar",
    {
      preValidation: known,
      schema: {
        summary: "Remove the launcher's avatar (the initials are shown again)",
        params: idParams,
        response: { 200: avatarRemovedSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const persona = personaOf(req);
      await ctx.audit.transact(
        (tx) => embeds.removeAvatar(persona.id, tx),
        (removed) =>
          removed
            ? {
                account: req.user!,
                action: "persona.embed",
                target: { id: persona.id, name: persona.name },
                details: { changed: ["avatar"] },
              }
            : undefined,
      );
      return { avatar: null };
    },
  );
};

/**
 * GET /embed.js: the loader a host page includes (built by scripts/build-server.mjs
 * into build/embed). Readable by any site (CORP cross-origin), cached briefly so a
 * new build reaches host pages within minutes.
 */
export function registerEmbedScript(fastify: FastifyInstance, file: string): void {
  if (!existsSync(file)) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A string: sent as it is (the serialiser only shapes JSON answers).
  const body = readFileSync(file, "utf8");
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  app.get(
    "/embed.js",
    {
      schema: {
        summary: "The loader a host page includes to embed a persona's launcher",
        response: {
          200: { description: "The script", content: { "text/javascript": { schema: z.string() } } },
          304: notModified,
        },
      },
    },
    async (req, reply) => {
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .header("cross-origin-resource-policy", "cross-origin")
        .header("access-control-allow-origin", "*")
        .header("etag", etag);
      if (req.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return reply.send(body);
    },
  );
}
