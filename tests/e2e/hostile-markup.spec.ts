import type { Page } from "@playwright/test";
import { makePdf } from "../fixtures/pdf";
import { expect, test as base, type DashboardTab, type Operator } from "./fixtures";

/**
 * Markup that visitors and operators store through the APIs (an inquiry, a
 * persona, a document's file name) is shown as text: the payload is visible
 * literally, no element from it exists in the DOM, and nothing runs. Every
 * payload would open a dialog if it ran; any dialog fails the test.
 */
const test = base.extend<{ dialogGuard: void }>({
  dialogGuard: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use();
      expect(dialogs, "a stored payload opened a dialog").toEqual([]);
    },
    { auto: true },
  ],
});

async function login(page: Page, operator: Operator, tab: DashboardTab) {
  await operator.login(tab);
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
}

/** What would be in the DOM if a payload had been parsed as markup, or had run. */
async function expectNoInjectedMarkup(page: Page) {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll("*")];
    return {
      // React never writes on* attributes into the DOM; any one is injected.
      inlineHandlers: all
        .filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith("on")))
        .map((el) => el.outerHTML.slice(0, 120)),
      imagesFromPayload: document.querySelectorAll('img[src="x"]').length,
      svgFromPayload: document.querySelectorAll("svg[onload]").length,
      iframes: document.querySelectorAll("iframe").length,
      boldFromPayload: [...document.querySelectorAll("b")].filter((b) => b.textContent === "Dr.").length,
      payloadScripts: [...document.scripts].filter((s) => /^\s*alert\(\d+\)\s*$/.test(s.textContent ?? "")).length,
      javascriptLinks: [...document.querySelectorAll("a[href]")].filter((a) =>
        /^\s*javascript:/i.test(a.getAttribute("href") ?? ""),
      ).length,
      styleFromPayload: [...document.querySelectorAll("style")].filter((s) => (s.textContent ?? "").includes("display:none"))
        .length,
      ran: (window as unknown as { __xss?: unknown }).__xss ?? null,
    };
  });
  expect(found).toEqual({
    inlineHandlers: [],
    imagesFromPayload: 0,
    svgFromPayload: 0,
    iframes: 0,
    boldFromPayload: 0,
    payloadScripts: 0,
    javascriptLinks: 0,
    styleFromPayload: 0,
    ran: null,
  });
}

test("an operator reads an inquiry full of markup as plain text", async ({ page, operator }, testInfo) => {
  const inquiry = {
    salutation: "Frau",
    academicTitle: "<b>Dr.</b>",
    name: "<img src=x onerror=alert(7)>",
    phone: "+49 30 1234567",
    email: "angreifer@example.com",
    message:
      '<script>alert(8)</script>\n<a href="javascript:alert(9)">Klick mich</a>\n<style>body{display:none}</style>\n<img src=x onerror="window.__xss=1">',
    lang: "de",
  };
  const res = await page.request.post("/api/inquiries", { data: inquiry });
  expect(res.status()).toBe(201);

  await login(page, operator, "inquiries");
  const item = page.getByRole("listitem").filter({ hasText: inquiry.name });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`Frau ${inquiry.academicTitle} ${inquiry.name}`);
  for (const line of inquiry.message.split("\n")) await expect(item).toContainText(line);
  await expect(page.getByRole("link", { name: "Klick mich" })).toHaveCount(0);
  await expectNoInjectedMarkup(page);
  await page.screenshot({ path: testInfo.outputPath("admin-inquiries-with-payloads.png"), fullPage: true });
});

test("an operator sees documents whose file names are markup listed by their literal names", async ({
  page,
  operator,
}, testInfo) => {
  const names = ["<img src=x onerror=alert(10)>.pdf", "'><svg onload=alert(11)>.pdf", "<iframe srcdoc=alert(12)>.pdf"];
  // Three files, as an operator's three documents would be (the same bytes again are refused as a copy).
  const pdfs = await Promise.all(names.map(() => makePdf(["Ein kurzer Text über Achtsamkeit im Alltag."])));
  await login(page, operator, "knowledge");
  await expect(page.getByRole("heading", { name: "Dokumentenverwaltung" })).toBeVisible();
  // Uploaded the way an operator does it: the upload zone's file input.
  await page
    .getByLabel("Dokumente hochladen", { exact: true })
    .setInputFiles(names.map((name, i) => ({ name, mimeType: "application/pdf", buffer: pdfs[i]! })));
  await expect(
    page.getByRole("list", { name: "Dokumente hochladen" }).locator('[data-state="complete"], [data-state="processed"]'),
  ).toHaveCount(3, {
    timeout: 15_000,
  });
  await expectNoInjectedMarkup(page);
  for (const name of names) {
    const row = page.getByTestId("document-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name })).toBeVisible();
  }
  await expectNoInjectedMarkup(page);
  await page.screenshot({ path: testInfo.outputPath("admin-documents-with-payloads.png"), fullPage: true });

  // The delete confirmation quotes the title as text as well.
  await page
    .getByTestId("document-row")
    .filter({ hasText: names[0]! })
    .getByRole("button", { name: /Löschen/ })
    .click();
  await expect(page.getByRole("alertdialog")).toContainText(names[0]!);
  await expectNoInjectedMarkup(page);
  await page.getByRole("button", { name: "Abbrechen" }).click();
});

test("persona fields full of markup are text in the admin area and on the public persona page", async ({ page, operator }) => {
  const slug = `markup-${Date.now()}`;
  const persona = {
    name: "</script><script>alert(1)</script>",
    slug,
    greeting: `<img src=x onerror=alert(2)> "'><svg onload=alert(3)> </script><script>alert(13)</script> {{7*7}}`,
    greetingPhonetic: '<iframe srcdoc="<script>alert(4)</script>"></iframe>',
    systemPrompt: "</textarea><script>alert(5)</script><textarea>",
    voiceId: '"><img src=x onerror=alert(6)>',
    isActive: true,
  };
  await login(page, operator, "personas");
  const created = await page.request.post("/api/admin/personas", { data: persona });
  expect(created.status()).toBe(201);
  await page.reload();

  const row = page.getByTestId("persona-row").filter({ hasText: `/${slug}` });
  await expect(row).toContainText(persona.name);
  await expect(row).toContainText(persona.greeting);
  await expectNoInjectedMarkup(page);
  await row.getByRole("button", { name: /Bearbeiten/ }).click();
  await expect(row.getByLabel("Name", { exact: true })).toHaveValue(persona.name);
  await expect(row.getByLabel("Begrüßung", { exact: true })).toHaveValue(persona.greeting);
  await expect(row.getByLabel("Begrüßung in Lautschrift (für die Stimme)")).toHaveValue(persona.greetingPhonetic);
  await expect(row.getByLabel("Anweisung an das Sprachmodell")).toHaveValue(persona.systemPrompt);
  await expect(row.getByLabel("Stimmen-ID (optional)")).toHaveValue(persona.voiceId);
  await expectNoInjectedMarkup(page);

  // The public page: server-rendered, its data embedded for hydration, then hydrated.
  for (const [path, heading] of [
    [`/produkte/${slug}`, `Sprich jetzt mit ${persona.name} AI!`],
    [`/products/${slug}`, `Talk to ${persona.name} AI now!`],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.title()).toContain(persona.name);
    await expectNoInjectedMarkup(page);
    const html = await response!.text();
    // The payload never appears raw in the server's HTML, where it could close the data script.
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toContain("<img src=x");
  }
});
