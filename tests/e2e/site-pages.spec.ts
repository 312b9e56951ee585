import { langFromPath, publicPaths } from "#shared/routes";
import { expect, test } from "./fixtures";
import { ELSEWHERE, expectOneSet, headLinksOfHtml, headLinksOfPage, serverHtml, waitForHydration } from "./head-links";
import { brokenHeadingWords, overflowingHeadings, seriousAxeViolations, sidewaysOverflow } from "./page-checks";

/**
 * The page tour: every page of the site once, with all the checks that look
 * at a whole page made in that one visit (a new browser context and a page
 * load per check and width used to take about a third of the browser stage).
 *
 * - renders: status 200, the page's language, a main heading, one canonical
 *   link, one x-default alternate and a description;
 * - axe: no serious or critical WCAG 2.1 A/AA violation (at 1280 px);
 * - sideways: the page is no wider than the screen at 1280, 390 and 320 px
 *   (the narrowest phones still sold, a common one, and a laptop);
 * - headings: at 390 and 320 px no heading is wider than its box or the
 *   screen, and a heading breaks a word only where it shows a hyphen
 *   (phone-headings.spec.ts shows that check at work);
 * - head links: opened at another address than SITE_URL, the page has one
 *   set of canonical, hreflang and og: links, all on SITE_URL, in the
 *   server's HTML and after hydration (head-links.ts). Prerendered pages are
 *   rewritten to SITE_URL when the server starts; the privacy policy and the
 *   demo are rendered per request.
 *
 * The phone widths are checked on a fresh load at 320 px (the voice panel
 * picks its phone layout when it mounts), at the other address for the head
 * links, then the same page is widened to 390 px, where the head links are
 * read once the page has hydrated.
 */
interface Checks {
  renders: boolean;
  axe: boolean;
  headings: boolean;
  headLinks: boolean;
}

const PAGES_TO_VISIT: [string, Checks][] = [
  ...publicPaths().map((path): [string, Checks] => [path, { renders: true, axe: true, headings: true, headLinks: true }]),
  ["/produkte/mia", { renders: true, axe: true, headings: false, headLinks: false }],
  ["/products/mia", { renders: true, axe: false, headings: false, headLinks: false }],
  ["/admin/dashboard-login", { renders: false, axe: true, headings: false, headLinks: false }],
];

const PHONE_WIDTHS = [320, 390];

function title(path: string, checks: Checks): string {
  const what = [
    checks.renders && "renders in its language",
    checks.axe && "has no serious or critical axe violations",
    checks.renders && `does not scroll sideways at 1280, ${PHONE_WIDTHS.join(" or ")} px`,
    checks.headings && "its headings fit a phone and break words only with a hyphen",
    checks.headLinks && "opened at another address it has one set of head links on SITE_URL",
  ].filter(Boolean);
  return `${path} ${what.join(", ")}`;
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const [path, checks] of PAGES_TO_VISIT) {
  test(title(path, checks), async ({ page }) => {
    test.setTimeout(60_000);
    const lang = path === "/en" || /^\/(products|company|legal)\//.test(path) ? "en" : "de";
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    if (checks.renders) {
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // (On the contact page the open modal hides the rest from the accessibility tree, so look for the element.)
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    }
    await page.waitForLoadState("networkidle");
    // Soft from here on: one run names every problem of the page, at every width.
    if (checks.axe) expect.soft(await seriousAxeViolations(page), "serious or critical axe violations").toEqual([]);
    if (!checks.renders) return;
    expect.soft(await sidewaysOverflow(page), "px past the screen's edge at 1280 px").toBeLessThanOrEqual(0);

    if (checks.headLinks) {
      // Before hydration: what the server sends.
      const html = await serverHtml(await page.request.get(`${ELSEWHERE}${path}`));
      expectOneSet(headLinksOfHtml(html), path, langFromPath(path), "in the server's HTML");
    }
    for (const [i, width] of PHONE_WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 800 });
      if (i === 0) {
        const phoneLoad = await page.goto(checks.headLinks ? `${ELSEWHERE}${path}` : path);
        expect(phoneLoad?.status()).toBe(200);
        await page.waitForLoadState("networkidle");
      }
      expect.soft(await sidewaysOverflow(page), `px past the screen's edge at ${width} px`).toBeLessThanOrEqual(0);
      if (!checks.headings) continue;
      // Hyphenation follows the page's language: a browser with a German dictionary hyphenates on its own.
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1").first()).toBeVisible();
      expect.soft(await overflowingHeadings(page), `headings wider than their box or the screen at ${width} px`).toEqual([]);
      expect.soft(await brokenHeadingWords(page), `words broken without a hyphen at ${width} px`).toEqual([]);
    }
    if (checks.headLinks) {
      // After hydration (which the menu's answer to a tap shows), at 390 px.
      await waitForHydration(page, path, langFromPath(path));
      expectOneSet(await headLinksOfPage(page), path, langFromPath(path), "after hydration");
    }
  });
}
