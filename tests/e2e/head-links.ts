import type { APIResponse, Page } from "@playwright/test";
import { LANGS, LOCALES, type Lang } from "#shared/i18n";
import { PAGES } from "#shared/routes";
import { E2E_PORT } from "../../playwright.config";
import { expect } from "./fixtures";

/**
 * Reading a page's head links (head-links.spec.ts, and the page tour in
 * site-pages.spec.ts, which checks them on every public page).
 *
 * Canonical, hreflang and og:url links name the site's configured origin
 * (SITE_URL) and nothing else, whatever address the page was opened at: once
 * in the server's HTML, and still once after the page has hydrated. (The
 * client once built them from `location`, so a page opened at the server's
 * own address ended up with two sets.)
 */
export const SITE = `http://localhost:${E2E_PORT}`;
/** The same server at an address that is not SITE_URL. */
export const ELSEWHERE = `http://127.0.0.1:${E2E_PORT}`;

export const MENU = {
  de: { open: "Menü öffnen", close: "Menü schließen", nav: "Hauptnavigation", pricing: "Preise" },
  en: { open: "Open menu", close: "Close menu", nav: "Main navigation", pricing: "Pricing" },
} as const satisfies Record<Lang, Record<string, string>>;

interface HeadLinks {
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
  ogUrl: string[];
  ogImage: string[];
}

export function headLinksOfHtml(html: string): HeadLinks {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
  const tags = (re: RegExp) => [...html.matchAll(re)].map((m) => m[0]);
  return {
    canonical: tags(/<link\b[^>]*\brel="canonical"[^>]*>/g).map((t) => attr(t, "href")),
    alternates: tags(/<link\b[^>]*\brel="alternate"[^>]*>/g)
      .filter((t) => /\shrefLang="/i.test(t))
      .map((t) => ({ hreflang: attr(t, "hrefLang") || attr(t, "hreflang"), href: attr(t, "href") })),
    ogUrl: tags(/<meta\b[^>]*\bproperty="og:url"[^>]*>/g).map((t) => attr(t, "content")),
    ogImage: tags(/<meta\b[^>]*\bproperty="og:image"[^>]*>/g).map((t) => attr(t, "content")),
  };
}

export function headLinksOfPage(page: Page): Promise<HeadLinks> {
  return page.evaluate(() => {
    const all = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? "");
    return {
      canonical: all('link[rel="canonical"]', "href"),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => ({
        hreflang: el.getAttribute("hreflang") ?? "",
        href: el.getAttribute("href") ?? "",
      })),
      ogUrl: all('meta[property="og:url"]', "content"),
      ogImage: all('meta[property="og:image"]', "content"),
    };
  });
}

/** Exactly one set, every URL on SITE_URL: one canonical and og:url for `path`, each hreflang once. */
export function expectOneSet(links: HeadLinks, path: string, lang: Lang, when: string) {
  const own = `${SITE}${path}`;
  expect(links.canonical, `canonical ${when}`).toEqual([own]);
  expect(links.ogUrl, `og:url ${when}`).toEqual([own]);
  expect(links.ogImage, `og:image ${when}`).toHaveLength(1);
  expect(links.ogImage[0], `og:image ${when}`).toMatch(new RegExp(`^${SITE}/`));
  const hreflangs = links.alternates.map((a) => a.hreflang).sort();
  expect(hreflangs, `hreflang alternates ${when}`).toEqual([...LANGS.map((l) => LOCALES[l].language), "x-default"].sort());
  for (const a of links.alternates) expect(a.href, `hreflang ${a.hreflang} ${when}`).toMatch(new RegExp(`^${SITE}/`));
  expect(links.alternates.find((a) => a.hreflang === LOCALES[lang].language)?.href, `own hreflang ${when}`).toBe(own);
}

/**
 * React has hydrated the page: its menu button answers a tap. A tap that
 * lands before hydration may be lost, or replayed once React is there, so
 * the menu is tapped again only while it is still closed. The contact page
 * opens its form as a dialog once hydrated, which hides the rest of the page.
 */
export async function waitForHydration(page: Page, path: string, lang: Lang) {
  if (path === PAGES.contact[lang]) {
    await expect(page.getByRole("dialog")).toBeVisible();
    return;
  }
  const opened = page.getByRole("button", { name: MENU[lang].close, expanded: true });
  await expect(async () => {
    if (!(await opened.count())) await page.getByRole("button", { name: MENU[lang].open }).click({ timeout: 1_000 });
    await expect(opened).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

export async function serverHtml(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  return response.text();
}
