import type { MetaDescriptor, MetaFunction } from "react-router";
import { DEFAULT_LANG, isLang, type Lang, LANGS, LOCALES } from "#shared/i18n";
import { langFromPath, type PageKey, PAGES } from "#shared/routes";
import { siteConfig } from "#shared/site-config";
import { ogImagePath } from "#shared/og";
import { RUNTIME_ORIGIN_KEY } from "#shared/site-origin";

/** The origin the build was made for (VITE_SITE_URL); prerendered pages carry it until the server rewrites them. */
const BUILD_ORIGIN = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, "") || "http://localhost:3000";

/**
 * The public origin of canonical, alternate and Open Graph URLs: the running
 * server's SITE_URL for pages it renders, the page's own origin in the
 * browser, and the build's while prerendering (the server replaces that in
 * the prerendered files when SITE_URL differs).
 */
export function siteOrigin(): string {
  const runtime = (globalThis as Record<string, unknown>)[RUNTIME_ORIGIN_KEY];
  if (typeof runtime === "string") return runtime;
  if (typeof window !== "undefined") return window.location.origin;
  return BUILD_ORIGIN;
}

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path === "/" ? "/" : path}`;
}

interface PageMetaInput {
  title: string;
  description: string;
  lang: Lang;
  /** A page of the route table, for canonical and hreflang links. */
  page?: PageKey;
  /** Alternates for pages outside the table (persona pages). */
  paths?: Record<Lang, string>;
  noindex?: boolean;
}

/** Title, description, canonical, hreflang alternates and Open Graph tags. */
export function pageMeta({ title, description, lang, page, paths, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title.includes(siteConfig.siteName) ? title : `${title} | ${siteConfig.siteName}`;
  const alternates = page ? PAGES[page] : paths;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.siteName },
    { property: "og:locale", content: LOCALES[lang].openGraph },
    // Each page of the table has its own image with its title (made at build); persona pages share the site's.
    { property: "og:image", content: absoluteUrl(page ? ogImagePath(page, lang) : "/og-image.jpg") },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: fullTitle },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) {
    meta.push({ name: "robots", content: "noindex, nofollow" });
    return meta;
  }
  if (alternates) {
    const canonical = absoluteUrl(alternates[lang]);
    meta.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
    for (const l of LANGS)
      meta.push({ tagName: "link", rel: "alternate", hrefLang: LOCALES[l].language, href: absoluteUrl(alternates[l]) });
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(alternates[DEFAULT_LANG]) });
    for (const l of LANGS) if (l !== lang) meta.push({ property: "og:locale:alternate", content: LOCALES[l].openGraph });
  }
  return meta;
}

/** The language of a meta() call, from the route id `<page>.<lang>`. */
export function langOfMatch(id: string | undefined, pathname: string): Lang {
  const suffix = id?.split(".").pop();
  return isLang(suffix) ? suffix : langFromPath(pathname);
}

/**
 * The meta() of a fixed page of the route table from its title and
 * description in each language (page-meta.ts feeds it the table of all pages;
 * the home page passes its own texts to keep its script small).
 */
export function metaWithTexts(page: PageKey, texts: Record<Lang, { title: string; description: string }>): MetaFunction {
  return ({ location, matches }) => {
    const lang = langOfMatch(matches.at(-1)?.id, location.pathname);
    const t = texts[lang];
    return pageMeta({ title: t.title, description: t.description, lang, page });
  };
}
