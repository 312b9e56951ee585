/**
 * The route table: every public page exists once
 * per language, with the language carried in the URL so each can be
 * prerendered and indexed. The router, the language switch, the sitemap and
 * the SEO tags all read this one table.
 */
import { DEFAULT_LANG, LANGS, type Lang } from "./i18n";

// The languages live in i18n.ts; server code imports them from here too.
export { DEFAULT_LANG, LANGS, type Lang };

export const PAGES = {
  home: { de: "/", en: "/en" },
  features: { de: "/produkte/features", en: "/products/features" },
  solutions: { de: "/produkte/loesungen", en: "/products/solutions" },
  pricing: { de: "/produkte/preise", en: "/products/pricing" },
  choosePresence: { de: "/produkte/auftritt-waehlen", en: "/products/choose-presence" },
  mentalCoaches: { de: "/produkte/mental-coaches", en: "/products/mental-coaches" },
  resellers: { de: "/produkte/partner", en: "/products/partners" },
  demo: { de: "/produkte/demo", en: "/products/demo" },
  about: { de: "/unternehmen/ueber-uns", en: "/company/about" },
  contact: { de: "/unternehmen/kontakt", en: "/company/contact" },
  imprint: { de: "/rechtliches/impressum", en: "/legal/imprint" },
  privacy: { de: "/rechtliches/datenschutz", en: "/legal/privacy" },
  transparency: { de: "/rechtliches/transparenz", en: "/legal/transparency" },
  accessibility: { de: "/rechtliches/barrierefreiheit", en: "/legal/accessibility" },
} as const satisfies Record<string, Record<Lang, string>>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** Persona voice-chat pages: `/produkte/{slug}` and `/products/{slug}`. */
export const PERSONA_PREFIX = { de: "/produkte/", en: "/products/" } as const satisfies Record<Lang, string>;
/** The slug that always means the default persona. */
export const DEFAULT_PERSONA_SLUG = "demo";

/** Admin pages have one path; their language follows the visitor's choice. */
export const ADMIN_PATHS = {
  login: "/admin/dashboard-login",
  dashboard: "/admin/master-dashboard",
  /** The signed-in operator's own account: password, sessions. */
  account: "/admin/account",
  /** Owners only: operator accounts and invitations. */
  accounts: "/admin/accounts",
  /** Where an invitation link leads; the token follows in the fragment (#…). */
  invitation: "/admin/invitation",
} as const;

/** Paths that can never be a persona slug, because a fixed page owns them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  PAGE_KEYS.flatMap((key) =>
    LANGS.map((lang) => PAGES[key][lang]).filter((p) => p.startsWith(PERSONA_PREFIX.de) || p.startsWith(PERSONA_PREFIX.en)),
  ).map((p) => p.split("/").pop() ?? ""),
);

export function personaPath(slug: string, lang: Lang): string {
  return slug === DEFAULT_PERSONA_SLUG ? PAGES.demo[lang] : `${PERSONA_PREFIX[lang]}${slug}`;
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** Which fixed page and language a path belongs to, if any. */
export function matchPage(pathname: string): { key: PageKey; lang: Lang } | undefined {
  const path = trimSlash(pathname);
  for (const key of PAGE_KEYS) {
    for (const lang of LANGS) {
      if (PAGES[key][lang] === path) return { key, lang };
    }
  }
  return undefined;
}

/** A persona slug in a path, when the path is a persona page (fixed pages win). */
export function matchPersonaPath(pathname: string): { slug: string; lang: Lang } | undefined {
  const path = trimSlash(pathname);
  if (matchPage(path)) return undefined;
  for (const lang of LANGS) {
    const prefix = PERSONA_PREFIX[lang];
    if (path.startsWith(prefix)) {
      const slug = path.slice(prefix.length);
      if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return { slug, lang };
    }
  }
  return undefined;
}

const EN_PREFIXES = ["/en", "/products/", "/company/", "/legal/"];

/**
 * The language of a path. English paths have their own prefixes; admin pages
 * and unknown paths fall back to the preferred language (a cookie), then German.
 */
export function langFromPath(pathname: string, preferred?: Lang): Lang {
  const path = trimSlash(pathname);
  const page = matchPage(path);
  if (page) return page.lang;
  if (path === "/en" || EN_PREFIXES.some((p) => p !== "/en" && path.startsWith(p)) || path.startsWith("/en/")) {
    return "en";
  }
  if (path.startsWith("/produkte/") || path.startsWith("/unternehmen/") || path.startsWith("/rechtliches/")) return "de";
  return preferred ?? DEFAULT_LANG;
}

/** The same page in the other language; the other home page when there is none. */
export function counterpartPath(pathname: string, target: Lang): string {
  const path = trimSlash(pathname);
  const page = matchPage(path);
  if (page) return PAGES[page.key][target];
  const persona = matchPersonaPath(path);
  if (persona) return personaPath(persona.slug, target);
  if (path.startsWith("/admin/")) return path;
  return PAGES.home[target];
}

/** The query by which an admin page asks the server to remember a language (it answers with the cookie). */
export const LANG_PARAM = "lang";

/** The `lang` cookie that keeps a chosen language for the admin pages, a year long (set by the page or the server). */
export function langCookie(lang: Lang): string {
  return `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Where the language switch leads: the counterpart page; an admin page (one
 * URL for both languages) asks for itself with `?lang=`, keeping its query,
 * and the server sets the cookie (`viaServer`). The same public page keeps
 * its query too. `sameUrl`: the target is this page, so it must be loaded
 * anew rather than navigated to in the browser.
 */
export function languageSwitch(
  pathname: string,
  search: string,
  target: Lang,
): { href: string; sameUrl: boolean; viaServer: boolean } {
  const path = counterpartPath(pathname, target);
  const sameUrl = path === trimSlash(pathname);
  if (path.startsWith("/admin/")) {
    const params = new URLSearchParams(search);
    params.set(LANG_PARAM, target);
    return { href: `${path}?${params}`, sameUrl, viaServer: true };
  }
  return { href: sameUrl ? `${path}${search}` : path, sameUrl, viaServer: false };
}

/** Every prerendered public URL path, both languages. */
export function publicPaths(): string[] {
  return PAGE_KEYS.flatMap((key) => LANGS.map((lang) => PAGES[key][lang]));
}
