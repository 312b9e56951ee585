import type { Page } from "@playwright/test";
import { makePdf } from "../fixtures/pdf";
import { expect, test } from "./fixtures";

/** The browser's voice answers at once and silently (the chat speaks typed answers too). */
async function silentVoice(page: Page) {
  await page.addInitScript(() => {
    const synth = {
      getVoices: () => [],
      speak: (u: SpeechSynthesisUtterance) => setTimeout(() => u.onend?.(new Event("end") as SpeechSynthesisEvent), 10),
      cancel: () => {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  });
}

/** Types a question into a persona's chat and waits until the answer is complete (its stream has ended). */
async function ask(page: Page, slug: string, name: string, question: string) {
  await page.goto(`/produkte/${slug}`);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  await page.getByRole("textbox", { name: `Nachricht an ${name}` }).fill(question);
  await page.getByRole("button", { name: "Senden" }).click();
  await (await answered).finished();
  await expect(page.getByRole("log")).toContainText(name);
}

test("an operator assigns a document to one persona; another persona's chat no longer cites it", async ({ page, operator }) => {
  test.setTimeout(60_000);
  await silentVoice(page);
  const stamp = Date.now();
  await operator.login("knowledge");
  await expect(page.getByRole("heading", { name: "Dokumentenverwaltung" })).toBeVisible();
  const persona = async (slug: string, name: string) => {
    const res = await page.request.post("/api/admin/personas", {
      data: {
        name,
        slug,
        greeting: `Hallo, hier ist ${name}!`,
        greetingPhonetic: `Hallo, hier ist ${name}!`,
        systemPrompt: `Du bist ${name}.`,
        isActive: true,
      },
    });
    expect(res.status()).toBe(201);
  };
  await persona(`anna-${stamp}`, "Anna");
  await persona(`ben-${stamp}`, "Ben");
  const title = `Kieselmethode-${stamp}.pdf`;
  const uploaded = await page.request.post("/api/documents", {
    multipart: {
      file: {
        name: title,
        mimeType: "application/pdf",
        buffer: await makePdf([
          "Die Quellwasserkiesel-Methode beruhigt vor jedem Gespräch: einen glatten Kiesel in der Hand halten.",
        ]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  await page.reload();
  const row = page.getByTestId("document-row").filter({ hasText: title });
  await expect(row.getByTestId("document-status")).toHaveText("Verarbeitet", { timeout: 20_000 });

  // By default the document serves every persona.
  const control = row.getByRole("button", { name: /^Personas: Alle Personas/ });
  await expect(control).toBeVisible();
  await control.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("group", { name: `Welche Personas nutzen „${title}“?` })).toBeVisible();
  await dialog.getByRole("radio", { name: "Nur ausgewählte Personas" }).check();
  await dialog.getByRole("checkbox", { name: new RegExp(`^Anna /anna-${stamp}`) }).check();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: /^Personas: Anna/ })).toBeVisible();

  const question = "Was bewirkt die Quellwasserkiesel-Methode?";
  await ask(page, `anna-${stamp}`, "Anna", question);
  await expect(page.getByRole("log")).toContainText(`Quellen: ${title}, S. 1`);

  await ask(page, `ben-${stamp}`, "Ben", question);
  await expect(page.getByRole("log")).not.toContainText(title);
  await expect(page.getByRole("log")).not.toContainText("Quellwasserkiesel-Methode beruhigt");
});

test("the test question shows a persona's passages with the matched words, and the passages view lists a document's passages", async ({
  page,
  operator,
}) => {
  test.setTimeout(45_000);
  const stamp = Date.now();
  await operator.login("knowledge");
  await expect(page.getByRole("heading", { name: "Testfrage" })).toBeVisible();
  const title = `Mondscheinatmung-${stamp}.pdf`;
  const pages = Array.from({ length: 3 }, (_, i) => `Seite ${i + 1}: Die Mondscheinatmung hilft abends beim Einschlafen.`);
  expect(
    (
      await page.request.post("/api/documents", {
        multipart: { file: { name: title, mimeType: "application/pdf", buffer: await makePdf(pages) } },
      })
    ).status(),
  ).toBe(201);
  const row = page.getByTestId("document-row").filter({ hasText: title });
  await expect(row.getByTestId("document-status")).toHaveText("Verarbeitet", { timeout: 20_000 });

  await page.getByLabel("Frage", { exact: true }).fill("Hilft Mondscheinatmung beim Einschlafen?");
  await page.getByLabel("Als Persona").selectOption({ label: "Mia (/mia)" });
  await page.getByRole("button", { name: "Textabschnitte suchen" }).click();
  const hit = page.getByTestId("test-hit").filter({ hasText: title });
  await expect(hit).toContainText("Seite 1");
  // All three short pages make one passage: each page's two matched words are marked.
  await expect(hit.getByTestId("test-hit-text").locator("mark")).toHaveText(
    Array(3).fill(["Mondscheinatmung", "Einschlafen"]).flat(),
  );
  // The search reads the title too, and the box marks the title's matching word.
  await expect(hit.getByTestId("test-hit-title").locator("mark")).toHaveText(["Mondscheinatmung"]);
  await expect(hit).toContainText("Gefundene Wörter: Mondscheinatmung, Einschlafen");

  await row.getByRole("button", { name: /^Textabschnitte ansehen/ }).click();
  const dialog = page.getByRole("dialog", { name: `Textabschnitte von „${title}“` });
  await expect(dialog).toContainText("1 von 1 Textabschnitten");
  await expect(dialog.getByTestId("passages")).toContainText("Seite 1");
  await expect(dialog.getByTestId("passages")).toContainText("Seite 3: Die Mondscheinatmung");
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
});
