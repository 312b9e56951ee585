import type { MetaDescriptor, MetaFunction } from "react-router";
import { DEFAULT_LANG, isLang, type Lang, LANGS, LOCALES } from "#shared/i18n";
import { langFromPath, type PageKey, PAGES } from "#shared/routes";
import { siteConfig } from "#shared/site-config";
import { ogImagePath } from "#shared/og";

/**
 * The origin the build was made for (VITE_SITE_URL). The build prerenders
 * pages with it, and the server rewrites it to the running SITE_URL in those
 * files at start, including the root's loader data inside them.
 */
const BUILD_ORIGIN = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, "") || "http://localhost:3000";

/**
 * The public origin that canonical, alternate and Open Graph URLs name: the
 * running server's SITE_URL from its load context, or the build's while the
 * build prerenders pages (there is no server then). Only the root loader
 * asks, on the server; the browser gets the answer as the root's loader data
 * and never looks at the address it was opened at, which may be another name
 * for the same server (127.0.0.1, a proxy's inner host).
 */
export function serverSiteOrigin(configured: string | undefined): string {
  return configured ?? BUILD_ORIGIN;
}

/** A meta() call's matches, as far as finding the root route's data needs them. */
type MetaMatchList = readonly ({ id: string; loaderData: unknown } | undefined)[];

/** The site's origin as the root loader gave it to this page. */
function originOf(matches: MetaMatchList): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  if (typeof root === "object" && root !== null && "siteOrigin" in root && typeof root.siteOrigin === "string")
    return root.siteOrigin;
  // Only a page whose root loader failed gets here; its links still name the site the build was made for.
  return BUILD_ORIGIN;
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
  /** The meta() call's matches: the root route's data among them names the site's origin. */
  matches: MetaMatchList;
}

/** Title, description, canonical, hreflang alternates and Open Graph tags. */
export function pageMeta({ title, description, lang, page, paths, noindex, matches }: PageMetaInput): MetaDescriptor[] {
  const origin = originOf(matches);
  const absoluteUrl = (path: string) => `${origin}${path}`;
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
    return pageMeta({ title: t.title, description: t.description, lang, page, matches });
  };
}
