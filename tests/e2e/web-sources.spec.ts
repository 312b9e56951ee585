import fs from "node:fs";
import { htmlPage, startTestSite, type TestSite } from "../helpers/web-site";
import { expect, test } from "./fixtures";

// Web pages as sources (issue 36): the test's own site on 127.0.0.1, which the test server's
// WEB_ALLOWED_HOSTS opens (playwright.config.ts).

let site: TestSite;
const stamp = Date.now();
const title = `Abendroutine ${stamp}`;

test.beforeAll(async () => {
  site = await startTestSite({
    "/robots.txt": { type: "text/plain", body: "User-agent: *\nDisallow: /privat/\n" },
    "/abendroutine": {
      body: htmlPage(title, [
        "Mondscheinspaziergänge nach dem Abendessen helfen vielen, den Arbeitstag hinter sich zu lassen.",
        "Wer danach Bildschirme weglegt, schläft meist schneller ein.",
      ]),
    },
  });
});
test.afterAll(() => site?.close());

test("an operator adds a web page, watches it index live, and the test box names and links the page", async ({
  page,
  operator,
}) => {
  test.setTimeout(60_000);
  await operator.login("knowledge");
  await expect(page.getByRole("heading", { name: "Webseiten als Quellen" })).toBeVisible();
  const url = `${site.origin}/abendroutine`;
  // The add's own answer is held back until the stream has told the whole fetch. The answer and the
  // stream travel on different connections, and an answer that arrived last once put the fetched
  // source back to 'Wird abgerufen' for good (CI, 29 November).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/web-sources", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.getByLabel("Adresse (URL)").fill(url);
  await page.getByRole("button", { name: "Webseite hinzufügen" }).click();

  // The source and its page move on live, from the document stream.
  const source = page.getByTestId("web-source").filter({ hasText: url });
  const row = page.getByTestId("document-row").filter({ hasText: title });
  await expect(row.getByTestId("document-status")).toHaveText("Verarbeitet", { timeout: 20_000 });
  await expect(source.getByTestId("web-source-status")).toHaveText("Abgerufen");
  release();
  await expect(page.getByLabel("Adresse (URL)")).toHaveValue("");
  await expect(source.getByTestId("web-source-status")).toHaveText("Abgerufen");
  await expect(source.getByTestId("web-source-pages")).toHaveText("1 Seite");
  await expect(source).toContainText("Zuletzt abgerufen:");
  await expect(row.getByRole("link", { name: new RegExp(title) })).toHaveAttribute("href", url);

  await page.getByLabel("Frage", { exact: true }).fill("Helfen Mondscheinspaziergänge nach dem Abendessen?");
  await page.getByRole("button", { name: "Textabschnitte suchen" }).click();
  const hit = page.getByTestId("test-hit").filter({ hasText: title });
  const link = hit.getByTestId("test-hit-title").getByRole("link");
  await expect(link).toHaveAttribute("href", url);
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(hit.getByTestId("test-hit-text")).not.toContainText("Startseite");

  // Screenshots of the section, German and English, phone and desktop, when a folder is named.
  const dir = process.env.WEB_SOURCES_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const section = page.getByRole("region", { name: "Webseiten als Quellen" });
  for (const lang of ["de", "en"] as const) {
    if (lang === "en") {
      await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
      await expect(page.getByRole("heading", { name: "Web pages as sources" })).toBeVisible();
    }
    const region = lang === "en" ? page.getByRole("region", { name: "Web pages as sources" }) : section;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await region.scrollIntoViewIfNeeded();
      await region.screenshot({ path: `${dir}/web-sources-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
