import type { Page } from "@playwright/test";
import { makePdf, makeTruncatedPdf } from "../fixtures/pdf";
import { expect, test, type Operator } from "./fixtures";

async function openKnowledgeTab(page: Page, operator: Operator) {
  await operator.login("knowledge");
  await expect(page.getByRole("heading", { name: "Dokumentenverwaltung" })).toBeVisible();
}

test("an operator uploads three PDFs, sees progress and the live status change, a broken PDF shows its reason in both lists, deletes one", async ({
  page,
  operator,
}) => {
  test.setTimeout(60_000);
  // The key figures first: how many documents were processed before this story.
  await operator.login("overview");
  const processed = page.getByTestId("stat-documents");
  await expect(processed).not.toContainText("…");
  const processedBefore = Number((await processed.locator("p").nth(1).textContent())?.replace(/\D/g, ""));
  const sections = page.getByRole("tablist", { name: "Bereiche des Dashboards" });
  await sections.getByRole("tab", { name: "Wissensdatenbank" }).click();
  await expect(page.getByRole("heading", { name: "Dokumentenverwaltung" })).toBeVisible();
  const stamp = Date.now();
  const files = [
    {
      name: `Lampenfieber-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: await makePdf(["Lampenfieber vor dem Vortrag lässt sich mit ruhiger Atmung lindern.", "Zweite Seite mit Übungen."]),
    },
    {
      name: `Schlaf-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: await makePdf(["Guter Schlaf beginnt mit einer festen Abendroutine."]),
    },
    { name: `Kaputt-${stamp}.pdf`, mimeType: "application/pdf", buffer: await makeTruncatedPdf() },
  ];
  await page.getByLabel("Dokumente hochladen", { exact: true }).setInputFiles(files);

  const upload = page.getByRole("list", { name: "Dokumente hochladen" });
  await expect(upload.getByRole("progressbar")).toHaveCount(3);
  // Each uploaded file follows its document through ingestion, a broken one included.
  const uploaded = (name: string) => upload.getByRole("listitem").filter({ hasText: name });
  await expect(uploaded(files[0]!.name)).toHaveAttribute("data-state", "processed", { timeout: 20_000 });
  await expect(uploaded(files[0]!.name)).toContainText("Verarbeitet – steht dem Coach zur Verfügung");
  await expect(uploaded(files[1]!.name)).toHaveAttribute("data-state", "processed", { timeout: 20_000 });
  await expect(uploaded(files[2]!.name)).toHaveAttribute("data-state", "failed", { timeout: 20_000 });
  await expect(uploaded(files[2]!.name).getByRole("alert")).toContainText(
    "Verarbeitung fehlgeschlagen: Die Datei ist beschädigt oder unvollständig",
  );

  const row = (name: string) => page.getByTestId("document-row").filter({ hasText: name });
  await expect(row(files[0]!.name).getByTestId("document-status")).toHaveText("Verarbeitet", { timeout: 20_000 });
  await expect(row(files[1]!.name).getByTestId("document-status")).toHaveText("Verarbeitet", { timeout: 20_000 });
  await expect(row(files[2]!.name).getByTestId("document-status")).toContainText("Die Datei ist beschädigt oder unvollständig", {
    timeout: 20_000,
  });
  await expect(row(files[0]!.name)).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);

  await row(files[1]!.name)
    .getByRole("button", { name: /Löschen/ })
    .click();
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(row(files[1]!.name)).toHaveCount(0);
  // Its entry in the upload list tells the truth: deleted, not 'uploaded – processing' again.
  await expect(uploaded(files[1]!.name)).toHaveAttribute("data-state", "deleted");
  await expect(uploaded(files[1]!.name)).toContainText("Gelöscht – nicht mehr in der Wissensdatenbank");

  // Back on the key figures, without a reload: two processed, one of them deleted.
  await sections.getByRole("tab", { name: "Kennzahlen" }).click();
  await expect
    .poll(async () => Number((await processed.locator("p").nth(1).textContent())?.replace(/\D/g, "")), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(processedBefore + 1);
});

test.describe("a copy of a PDF", () => {
  // The copy's refusal is a 409 answer, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: /the server responded with a status of 409/ });

  test("the same PDF again is refused with a message, and replaces the document when the operator asks", async ({
    page,
    operator,
  }) => {
    test.setTimeout(60_000);
    await openKnowledgeTab(page, operator);
    const stamp = Date.now();
    const buffer = await makePdf([`Eine To-do-Liste für den Tag ordnet die Aufgaben (${stamp}).`]);
    // Once the upload list is there, it has the same name as the file input.
    const input = page.locator("input[type=file]");
    const upload = page.getByRole("list", { name: "Dokumente hochladen" });
    const row = (name: string) => page.getByTestId("document-row").filter({ hasText: name });
    const first = `Liste-${stamp}.pdf`;
    const second = `Liste-Kopie-${stamp}.pdf`;
    await input.setInputFiles({ name: first, mimeType: "application/pdf", buffer });
    await expect(upload.getByRole("listitem").filter({ hasText: first })).toHaveAttribute("data-state", "processed", {
      timeout: 20_000,
    });

    await input.setInputFiles({ name: second, mimeType: "application/pdf", buffer });
    const copy = upload.getByRole("listitem").filter({ hasText: second });
    await expect(copy.getByRole("alert")).toHaveText(
      `Diese Datei ist schon in der Wissensdatenbank, als „${first}“. Sie können das Dokument durch sie ersetzen.`,
    );
    await expect(row(second)).toHaveCount(0);
    await copy.getByRole("button", { name: `Vorhandenes Dokument durch „${second}“ ersetzen` }).click();
    await expect(copy).toHaveAttribute("data-state", "processed", { timeout: 20_000 });
    // One document, under the new name.
    await expect(row(second).getByTestId("document-status")).toHaveText("Verarbeitet");
    await expect(row(first)).toHaveCount(0);
  });
});

test("more than three files at once are refused with a message", async ({ page, operator }) => {
  await openKnowledgeTab(page, operator);
  const pdf = await makePdf(["Text"]);
  await page
    .getByLabel("Dokumente hochladen", { exact: true })
    .setInputFiles([1, 2, 3, 4].map((i) => ({ name: `d${i}.pdf`, mimeType: "application/pdf", buffer: pdf })));
  await expect(page.getByRole("alert")).toHaveText("Bitte höchstens 3 Dateien auf einmal hochladen.");
});

test("an upload in another tab appears live", async ({ page, context, operator }) => {
  await openKnowledgeTab(page, operator);
  const other = await context.newPage();
  const name = `Anderer-Tab-${Date.now()}.pdf`;
  const res = await other.request.post("/api/documents", {
    multipart: { file: { name, mimeType: "application/pdf", buffer: await makePdf(["Achtsamkeit im Alltag."]) } },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByTestId("document-row").filter({ hasText: name }).getByTestId("document-status")).toHaveText(
    "Verarbeitet",
    { timeout: 20_000 },
  );
});

test("an operator who reads English sees the reason of a broken PDF in English", async ({ page, context, operator }) => {
  await openKnowledgeTab(page, operator);
  const name = `Broken-${Date.now()}.pdf`;
  const res = await page.request.post("/api/documents", {
    multipart: { file: { name, mimeType: "application/pdf", buffer: await makeTruncatedPdf() } },
  });
  expect(res.status()).toBe(201);
  await context.addCookies([{ name: "lang", value: "en", url: page.url() }]);
  await page.reload();
  await page.getByRole("tab", { name: "Knowledge base" }).click();
  await expect(page.getByTestId("document-row").filter({ hasText: name }).getByTestId("document-status")).toContainText(
    "The file is damaged or incomplete and could not be read.",
    { timeout: 20_000 },
  );
});

for (const [label, width, height] of [
  ["on a phone", 390, 844],
  ["on a laptop", 1280, 800],
] as const)
  test.describe(label, () => {
    test.use({ viewport: { width, height } });

    test("the knowledge base with its document table does not scroll the page sideways", async ({ page, operator }) => {
      await openKnowledgeTab(page, operator);
      await page.request.post("/api/documents", {
        multipart: {
          file: {
            name: `Ein-recht-langer-Dateiname-${Date.now()}.pdf`,
            mimeType: "application/pdf",
            buffer: await makePdf(["Kurz."]),
          },
        },
      });
      await expect(page.getByTestId("document-row").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Each row's actions are in view, not scrolled away inside the table.
      const row = page.getByTestId("document-row").first();
      const table = (await page.getByRole("table").first().locator("xpath=..").boundingBox())!;
      for (const name of [/^Neu indexieren/, /^Löschen/]) {
        const box = (await row.getByRole("button", { name }).boundingBox())!;
        expect(box.x + box.width, String(name)).toBeLessThanOrEqual(Math.min(width, table.x + table.width));
      }
    });
  });
