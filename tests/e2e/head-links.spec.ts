import type { APIResponse, Page } from "@playwright/test";
import { LANGS, LOCALES, type Lang } from "#shared/i18n";
import { langFromPath, PAGES, publicPaths } from "#shared/routes";
import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Canonical, hreflang and og:url links name the site's configured origin
 * (SITE_URL) and nothing else, whatever address the page was opened at: once
 * in the server's HTML, and still once after the page has hydrated. (The
 * client once built them from `location`, so a page opened at the server's
 * own address ended up with two sets.)
 */
const SITE = `http://localhost:${E2E_PORT}`;
/** The same server at an address that is not SITE_URL. */
const ELSEWHERE = `http://127.0.0.1:${E2E_PORT}`;

const MENU = {
  de: { open: "Menü öffnen", close: "Menü schließen", nav: "Hauptnavigation", pricing: "Preise" },
  en: { open: "Open menu", close: "Close menu", nav: "Main navigation", pricing: "Pricing" },
} as const satisfies Record<Lang, Record<string, string>>;

interface HeadLinks {
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
  ogUrl: string[];
  ogImage: string[];
}

function headLinksOfHtml(html: string): HeadLinks {
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

function headLinksOfPage(page: Page): Promise<HeadLinks> {
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
function expectOneSet(links: HeadLinks, path: string, lang: Lang, when: string) {
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
async function waitForHydration(page: Page, path: string, lang: Lang) {
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

async function serverHtml(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  return response.text();
}

// A phone's width: the menu button is there on every public page.
test.use({ viewport: { width: 390, height: 844 } });

// Prerendered pages are rewritten to SITE_URL when the server starts; the privacy policy and the demo are rendered per request.
for (const path of publicPaths()) {
  const lang = langFromPath(path);
  test(`${path} opened at another address than SITE_URL has one set of head links on SITE_URL`, async ({ page }) => {
    // Before hydration: what the server sends.
    const html = await serverHtml(await page.request.get(`${ELSEWHERE}${path}`));
    expectOneSet(headLinksOfHtml(html), path, lang, "in the server's HTML");

    // After hydration.
    await page.goto(`${ELSEWHERE}${path}`);
    await waitForHydration(page, path, lang);
    expectOneSet(await headLinksOfPage(page), path, lang, "after hydration");
  });
}

for (const lang of LANGS) {
  test(`a client-side navigation (${lang}) keeps one set of head links on SITE_URL`, async ({ page }) => {
    const start = PAGES.about[lang];
    const target = PAGES.pricing[lang];
    await page.goto(`${ELSEWHERE}${start}`);
    await waitForHydration(page, start, lang);
    await page.getByRole("navigation", { name: MENU[lang].nav }).getByRole("link", { name: MENU[lang].pricing }).click();
    await expect(page).toHaveURL(`${ELSEWHERE}${target}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${target}`);
    expectOneSet(await headLinksOfPage(page), target, lang, "after a client-side navigation");
  });
}
