import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The text of a downloaded file. */
async function contentOf(download: Download): Promise<string> {
  return Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
}

/** The record's panel in the settings tab. */
const panelOf = (page: Page) => page.getByTestId("processing-record");

test("the owner downloads the record of processing activities from the settings, in German", async ({ page, operator }) => {
  await operator.login("settings");
  const panel = panelOf(page);
  await expect(panel.getByRole("heading", { name: "Verzeichnis von Verarbeitungstätigkeiten" })).toBeVisible();
  const downloaded = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Verzeichnis von Verarbeitungstätigkeiten herunterladen" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^verarbeitungsverzeichnis-\d{4}-\d{2}-\d{2}\.html$/);
  const html = await contentOf(download);
  expect(html).toContain('<html lang="de">');
  expect(html).toContain("Art. 30 Abs. 1 lit. g DSGVO");
  await expect(panel.getByRole("status")).toHaveText(`Heruntergeladen: ${download.suggestedFilename()}`);
});

test("in English the button and the record are English", async ({ page, operator }) => {
  await operator.login("settings");
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
  await expect(panel.getByRole("heading", { name: "Record of processing activities" })).toBeVisible();
  const downloaded = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download record of processing activities" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^record-of-processing-\d{4}-\d{2}-\d{2}\.html$/);
  expect(await contentOf(download)).toContain("Art. 30(1)(g) GDPR");
});
