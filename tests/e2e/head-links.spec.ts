import { LANGS } from "#shared/i18n";
import { PAGES } from "#shared/routes";
import { expect, test } from "./fixtures";
import { ELSEWHERE, expectOneSet, headLinksOfPage, MENU, SITE, waitForHydration } from "./head-links";

/**
 * Canonical, hreflang and og:url links name the site's configured origin
 * (SITE_URL) and nothing else, whatever address the page was opened at, and
 * still after a client-side navigation.
 */

// A phone's width: the menu button is there on every public page.
test.use({ viewport: { width: 390, height: 844 } });

// Every public page opened at another address than SITE_URL: the page tour, site-pages.spec.ts.

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
