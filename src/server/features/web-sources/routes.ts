import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noContent } from "#shared/api/common";
import { webSourceIdParams, webSourceInputSchema, webSourceSchema } from "#shared/api/web-sources";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { checkUrl, WebFetchError } from "./fetch-page";

/** The address as a source is stored: parsed, without fragment; undefined when it is no http(s) address a source may have. */
function sourceUrl(text: string, allowedHosts: ReadonlySet<string>): URL | undefined {
  try {
    const url = new URL(text);
    url.hash = "";
    checkUrl(url, allowedHosts);
    return url;
  } catch (err) {
    if (err instanceof WebFetchError || err instanceof TypeError) return undefined;
    throw err;
  }
}

/** Web pages as knowledge sources (docs/api.md, "Knowledge base"): editors and owners. */
export const webSourceRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { webSources, documentEvents: events, storage } = ctx;
  const allowed = new Set((ctx.env.WEB_ALLOWED_HOSTS ?? []).map((h) => h.toLowerCase()));
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/web-sources",
    {
      schema: {
        summary: "The web pages and sitemaps the knowledge base reads, newest first",
        response: { 200: z.array(webSourceSchema) },
      },
    },
    async () => webSources.list(),
  );

  app.post(
    "/api/web-sources",
    {
      schema: {
        summary: "Add a web page, or a sitemap with a page limit; its pages are fetched in the background and on a schedule",
        body: webSourceInputSchema,
        response: { 201: webSourceSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const url = sourceUrl(req.body.url, allowed);
      if (!url) return sendCoded(reply, 400, "web-source-bad-url", lang);
      const source = await ctx.audit.transact(
        (tx) => webSources.add({ ...req.body, url: url.href, createdBy: req.user?.id ?? null }, tx),
        (added) =>
          added && {
            account: req.user!,
            action: "web-source.add",
            target: { id: added.id, name: added.url },
            details: { count: added.pageLimit },
          },
      );
      if (!source) return sendCoded(reply, 409, "web-source-duplicate", lang);
      await events.publish({ type: "source", source });
      await webSources.kick();
      return reply.code(201).send(source);
    },
  );

  app.post(
    "/api/web-sources/:id/refresh",
    {
      schema: {
        summary: "Fetch a web source now; only pages whose text changed are indexed again",
        params: webSourceIdParams,
        response: { 200: webSourceSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const existing = await webSources.get(req.params.id);
      if (!existing) return sendCoded(reply, 404, "web-source-not-found", requestLanguage(req));
      const source = await ctx.audit.transact(
        (tx) => webSources.refresh(existing.id, tx),
        (done) => done && { account: req.user!, action: "web-source.refresh", target: { id: existing.id, name: existing.url } },
      );
      if (!source) return sendCoded(reply, 404, "web-source-not-found", requestLanguage(req));
      await events.publish({ type: "source", source });
      await webSources.kick();
      return source;
    },
  );

  app.delete(
    "/api/web-sources/:id",
    {
      schema: {
        summary: "Remove a web source with its pages and their passages",
        params: webSourceIdParams,
        response: { 204: noContent, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const existing = await webSources.get(req.params.id);
      if (!existing) return sendCoded(reply, 404, "web-source-not-found", requestLanguage(req));
      const pages = await ctx.audit.transact(
        (tx) => webSources.remove(existing.id, tx),
        (removed) => ({
          account: req.user!,
          action: "web-source.delete",
          target: { id: existing.id, name: existing.url },
          details: { count: removed.length },
        }),
      );
      for (const page of pages) {
        await storage.delete(page.storageKey).catch(() => {});
        await events.publish({ type: "delete", id: page.id });
      }
      await events.publish({ type: "source-delete", id: existing.id });
      return reply.code(204).send(null);
    },
  );
};
