import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { AppLoadContextValue, AppServices } from "#shared/app-services";
import type { Lang } from "#shared/routes";
import type { AppContext } from "../../context";
import { tokenFromCookieHeader } from "../auth/service";
import { fullSiteConfig } from "../../site-config";
import { activeProcessorKinds, processorRegions } from "../settings/service";
import { buildCsp, newNonce } from "./csp";

export interface SsrOptions {
  ctx: AppContext;
  /** React Router's server build, or a loader for it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
}

/** The embed panel's path, /embed/<slug>, with its slug. */
const EMBED_PATH = /^\/embed\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?(?:\?|$)/;

/** What the pages' loaders may ask of the server (shared/app-services.ts). */
function appServices(ctx: AppContext): AppServices {
  const activeKinds = activeProcessorKinds(ctx.env);
  return {
    personas: { getPublic: (slug, lang) => ctx.personas.getPublic(slug, lang) },
    embed: { panel: (slug) => ctx.embeds.panel(slug) },
    auth: { getUser: (request) => ctx.auth.getUserByToken(tokenFromCookieHeader(request.headers.get("cookie"))) },
    providers: {
      demoMode: ctx.providers.chat.name === "demo",
      serverVoice: Boolean(ctx.providers.tts),
      serverStt: Boolean(ctx.providers.stt),
    },
    voice: {
      getPlayback: async () => {
        const { pitch, speed } = await ctx.voiceConfig.getActive();
        return { pitch, speed };
      },
    },
    privacy: {
      activeKinds,
      processors: fullSiteConfig.processors.filter((p) => activeKinds.includes(p.kind)),
      regions: processorRegions(ctx.env),
    },
    transcripts: { getPolicy: () => ctx.transcripts.policy() },
    inquiries: { getRetentionDays: async () => (await ctx.inquiries.policy()).retentionDays },
    limits: { maxUploadMb: ctx.env.MAX_UPLOAD_MB },
  };
}

function toWebRequest(req: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  return new Request(new URL(req.url, origin), { method: req.method, headers, signal });
}

function preferredLang(cookieHeader: string | undefined): Lang | undefined {
  const match = /(?:^|;\s*)lang=(de|en)\b/.exec(cookieHeader ?? "");
  return match?.[1] as Lang | undefined;
}

/**
 * Bridges Fastify to React Router's Web-standard request handler for every
 * page that is not a prerendered file: persona pages, admin pages, 404s and
 * client-side navigation data (.data) requests.
 */
export const ssrPages: FastifyPluginAsync<SsrOptions> = async (app, { ctx, build }) => {
  const services = appServices(ctx);
  const mode = ctx.env.NODE_ENV === "development" ? "development" : "production";
  // The Request URL is built on the site's origin: the Host header is not trusted blindly.
  const origin = ctx.origin;
  // A fixed build gets one handler; a build loader (Vite in development) is asked on every request.
  const fixed = typeof build === "function" ? undefined : createRequestHandler(build, mode);
  const handler = async (request: Request, loadContext: AppLoadContextValue) => {
    const run = fixed ?? createRequestHandler(await (build as () => Promise<ServerBuild>)(), mode);
    return run(request, loadContext as unknown as AppLoadContext);
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (req, reply) => {
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      const nonce = newNonce();
      const response = await handler(toWebRequest(req, origin, controller.signal), {
        services,
        cspNonce: nonce,
        preferredLang: preferredLang(req.headers.cookie),
        // Canonical and Open Graph URLs name the running SITE_URL, not the build's (client/root.tsx).
        siteOrigin: origin,
      });
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key === "set-cookie") return;
        reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
        // The embed panel may be framed by its persona's allowed sites only; every other page by none.
        const embedSlug = EMBED_PATH.exec(req.url)?.[1];
        const frameAncestors = embedSlug && response.status === 200 ? await ctx.embeds.allowedOrigins(embedSlug) : [];
        if (frameAncestors.length) reply.removeHeader("x-frame-options");
        reply.header("content-security-policy", buildCsp({ scriptSources: [`'nonce-${nonce}'`], frameAncestors }));
        reply.header("cache-control", "private, no-store");
      }
      if (!response.body || req.method === "HEAD") return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    },
  });
};
