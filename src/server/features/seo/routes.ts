import { LANGS, PAGE_KEYS, PAGES, personaPath } from "#shared/routes";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContextPlugin } from "../../context";

function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** sitemap.xml with every public URL in both languages, and robots.txt. */
export const seoRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { origin } = ctx;
  /** Active persona slugs besides the default ('demo'), for their voice-chat pages. */
  const personaSlugs = async () => (await ctx.personas.listActiveSlugs()).filter((s) => s !== "demo");
  const text = (type: string, description: string) => ({
    200: { description, content: { [type]: { schema: z.string() } } },
  });
  app.get(
    "/sitemap.xml",
    { schema: { summary: "Every public page in both languages", response: text("application/xml", "The sitemap") } },
    async (_req, reply) => {
      const groups: Record<string, string>[] = PAGE_KEYS.map((key) => ({ ...PAGES[key] }));
      for (const slug of await personaSlugs()) {
        groups.push(Object.fromEntries(LANGS.map((l) => [l, personaPath(slug, l)])));
      }
      const urls = groups.flatMap((paths) =>
        LANGS.map((lang) => {
          const alternates = LANGS.map(
            (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + paths[l])}"/>`,
          ).join("\n");
          return `  <url>\n    <loc>${xmlEscape(origin + paths[lang])}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + paths.de)}"/>\n  </url>`;
        }),
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
      return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
    },
  );

  app.get(
    "/robots.txt",
    { schema: { summary: "Rules for crawlers", response: text("text/plain", "robots.txt") } },
    async (_req, reply) => {
      const body = `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
      return reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);
    },
  );
};
