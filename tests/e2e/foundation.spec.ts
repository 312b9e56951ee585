import { ogImagePath } from "#shared/og";
import { publicPaths, PAGES, PAGE_KEYS, LANGS, counterpartPath } from "#shared/routes";
import { E2E_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

// Every page renders in its language, and none scrolls sideways: the page tour, site-pages.spec.ts.

test("the language switch lands on the counterpart page", async ({ page }) => {
  await page.goto(PAGES.solutions.de);
  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(PAGES.solutions.en);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).first().click();
  await expect(page).toHaveURL(PAGES.solutions.de);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(counterpartPath("/produkte/mia", "en")).toBe("/products/mia");
});

test("the header is 72 px high and the dashboard link opens in a new tab", async ({ page }) => {
  await page.goto("/");
  const box = await page.getByTestId("site-header").boundingBox();
  expect(box?.height).toBe(72);
  const dashboard = page.getByRole("link", { name: /Dashboard/ }).first();
  await expect(dashboard).toHaveAttribute("target", "_blank");
  await expect(dashboard).toHaveAttribute("rel", /noopener/);
});

test("the mobile menu opens and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menü öffnen" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const close = page.getByRole("button", { name: "Menü schließen" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Lösungen" }).first()).toBeVisible();
  await close.click();
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute("aria-expanded", "false");

  // Escape closes it and gives the focus back to its button.
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  // So does a tap outside it.
  await toggle.click();
  await page.mouse.click(200, 800);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // And following one of its links.
  await toggle.click();
  await page.getByRole("navigation", { name: "Hauptnavigation" }).last().getByRole("link").first().click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("an unknown page shows the 404 page with status 404", async ({ page }) => {
  const res = await page.goto("/diese-seite-gibt-es-nicht");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Diese Seite wurde nicht gefunden." })).toBeVisible();
  const back = page.getByRole("link", { name: "Zurück zur Startseite" });
  await expect(back).toHaveAttribute("href", "/");
  const en = await page.goto("/products/no-such-persona");
  expect(en?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("sitemap.xml lists every public URL", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  const body = await res.text();
  for (const path of publicPaths()) expect(body).toContain(`${path === "/" ? "/" : path}</loc>`);
});

test("canonical and Open Graph URLs name the running SITE_URL, prerendered or rendered on request", async ({ page }) => {
  // The browser tests' build is made for the default origin; their server runs with SITE_URL on its own port.
  const origin = `http://localhost:${E2E_PORT}`;
  for (const [path, image] of [
    ["/produkte/preise", "/og/pricing-de.png"],
    ["/products/pricing", "/og/pricing-en.png"],
    ["/rechtliches/datenschutz", "/og/privacy-de.png"],
    ["/produkte/mia", "/og-image.jpg"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}${path}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}${image}`);
  }
});

test("every public page has its own 1200 × 630 Open Graph image, made at build", async ({ request }) => {
  for (const lang of LANGS)
    for (const page of PAGE_KEYS) {
      const response = await request.get(ogImagePath(page, lang));
      expect(response.status(), `${page} ${lang}`).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // The PNG header's width and height (IHDR).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
});

test("admin pages are not indexed and need a session", async ({ page }) => {
  await page.goto("/admin/master-dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard-login\?redirectTo=%2Fadmin%2Fmaster-dashboard/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
