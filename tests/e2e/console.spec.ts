import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { makePdf } from "../fixtures/pdf";
import { expect, test, type DashboardTab, type Operator } from "./fixtures";

/** A persona of this test's own, so no other story sees its changes; removed again at the end. */
async function ownPersona(page: Page, name: string) {
  const slug = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post("/api/admin/personas", {
    data: {
      name,
      slug,
      greeting: `Hallo, hier ist ${name}.`,
      greetingPhonetic: `Hallo, hier ist ${name}.`,
      systemPrompt: `Du bist ${name}, ein ruhiger Coach.`,
      isActive: true,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return {
    slug,
    row: page.getByTestId("persona-row").filter({ hasText: `/${slug}` }),
    remove: async () => {
      await page.request.delete(`/api/admin/personas/${id}`);
    },
  };
}

/** Serious or critical accessibility violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

/** Signs in and waits for the dashboard on `tab`. */
async function signIn(page: Page, operator: Operator, tab: DashboardTab) {
  await operator.login(tab);
  await expect(page).toHaveURL(new RegExp(`/admin/master-dashboard\\?tab=${tab}`));
  await expect(page.getByRole("tablist")).toBeVisible();
}

/**
 * The operator signs out in a second tab of the same browser: the session row is deleted on the
 * server and the cookie is gone, as after an idle timeout. Only this test's session ends.
 */
async function signOutInAnotherTab(page: Page, signOut: string) {
  const other = await page.context().newPage();
  await other.goto("/admin/master-dashboard");
  await other.getByRole("button", { name: signOut, exact: true }).click();
  await expect(other).toHaveURL(/\/admin\/dashboard-login/);
  await other.close();
}

test("a save after the session ended asks for a sign-in in place, then saves the edit", async ({ page, operator }) => {
  // A long story over two tabs (a persona made, edited, signed out elsewhere, signed in again, removed):
  // 22 s in a quiet full run, over 30 s when the three test servers and two workers share two cores.
  test.slow();
  await signIn(page, operator, "personas");
  const persona = await ownPersona(page, "Lena");
  try {
    await page.reload();
    await persona.row.getByRole("button", { name: /Bearbeiten/ }).click();
    const greeting = persona.row.getByLabel("Begrüßung", { exact: true });
    await greeting.fill("Hallo, hier ist Lena, nach der erneuten Anmeldung gespeichert.");

    await signOutInAnotherTab(page, "Abmelden");
    await persona.row.getByRole("button", { name: "Speichern" }).click();

    const dialog = page.getByRole("dialog", { name: "Bitte erneut anmelden" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Ihre Eingaben bleiben erhalten.");
    await expect(page).toHaveURL(/tab=personas/);
    // The page behind it is unchanged, and the password field has the focus (the e-mail is filled in).
    await expect(greeting).toHaveValue("Hallo, hier ist Lena, nach der erneuten Anmeldung gespeichert.");
    await expect(dialog.getByLabel("Passwort")).toBeFocused();
    await expect(dialog.getByLabel("E-Mail-Adresse")).toHaveValue(E2E_ADMIN.email);
    expect(await seriousViolations(page)).toEqual([]);
    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await dialog.getByLabel("Passwort").fill("nicht-das-richtige-Passwort");
    await dialog.getByRole("button", { name: "Anmelden und fortfahren" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Ungültige E-Mail-Adresse oder ungültiges Passwort.");
    await dialog.getByLabel("Passwort").fill(E2E_ADMIN.password);
    await dialog.getByRole("button", { name: "Anmelden und fortfahren" }).click();
    await expect(dialog).toBeHidden();
    // The form closes after a successful save, and the list shows the new greeting.
    await expect(persona.row).toContainText("Hallo, hier ist Lena, nach der erneuten Anmeldung gespeichert.");
    await expect(persona.row.getByRole("alert")).toHaveCount(0);

    await page.reload();
    await expect(persona.row).toContainText("Hallo, hier ist Lena, nach der erneuten Anmeldung gespeichert.");
  } finally {
    await persona.remove();
  }
});

test("after signing in again in place, the document list follows the live events again", async ({ page, operator }) => {
  const upload = async (title: string) => {
    const res = await page.request.post("/api/documents", {
      multipart: {
        file: { name: title, mimeType: "application/pdf", buffer: await makePdf([`${title}: Ruhe vor dem Vortrag.`]) },
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string };
  };
  await signIn(page, operator, "knowledge");
  const first = `Vor-der-Pause-${Date.now()}.pdf`;
  await upload(first);
  const item = page.getByTestId("document-row").filter({ hasText: first });
  await expect(item).toBeVisible();
  // Indexed while the stream still runs (re-indexing is offered once a document is done); a completion
  // that came after the sign-out would never reach this page, and the button would stay disabled.
  await expect(item.getByRole("button", { name: /^Neu indexieren/ })).toBeEnabled();

  // The ended session closes the live stream. The stream retries on its own (after 3 s) and is refused; the
  // list then gives up on it and loads itself once more, which is refused too.
  const streamGaveUp = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/documents" && r.request().method() === "GET" && r.status() === 401,
  );
  await signOutInAnotherTab(page, "Abmelden");
  // The next change asks for a sign-in in place.
  await item.getByRole("button", { name: /^Neu indexieren/ }).click();
  const dialog = page.getByRole("dialog", { name: "Bitte erneut anmelden" });
  await expect(dialog).toBeVisible();
  // The operator takes a moment to type: until the stream's own retry has given up.
  await streamGaveUp;
  await dialog.getByLabel("Passwort").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Anmelden und fortfahren" }).click();
  await expect(dialog).toBeHidden();

  // A document uploaded now appears without a reload: the stream was opened again.
  const second = `Nach-der-Anmeldung-${Date.now()}.pdf`;
  await upload(second);
  await expect(page.getByTestId("document-row").filter({ hasText: second })).toBeVisible();
});

test("a sign-in that is too soon says how long to wait", async ({ page, operator }) => {
  await signIn(page, operator, "settings");
  await signOutInAnotherTab(page, "Abmelden");
  await page.route("**/api/auth/login", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "8" },
      contentType: "application/json",
      body: JSON.stringify({ error: "…", code: "login-throttled" }),
    }),
  );
  await page.getByRole("button", { name: "Cache leeren" }).click();
  await page.getByRole("button", { name: "Ja, Cache leeren" }).click();
  const dialog = page.getByRole("dialog", { name: "Bitte erneut anmelden" });
  await dialog.getByLabel("Passwort").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Anmelden und fortfahren" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Bitte warte 8 Sekunden");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "Nichts geändert: Sie sind nicht mehr angemeldet." })).toBeVisible();
});

test.describe("in English", () => {
  test("the dialog speaks English; Escape keeps the edit with a clear message, and a later save signs in", async ({
    page,
    operator,
  }) => {
    await signIn(page, operator, "personas");
    await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("tab", { name: "Audit log" })).toBeVisible();
    const persona = await ownPersona(page, "Sam");
    try {
      await page.reload();
      await persona.row.getByRole("button", { name: /Edit/ }).click();
      const prompt = persona.row.getByLabel("Instruction for the language model");
      await prompt.fill("You are Sam, a calm coach who listens first.");

      await signOutInAnotherTab(page, "Sign out");
      await persona.row.getByRole("button", { name: "Save" }).click();
      const dialog = page.getByRole("dialog", { name: "Please sign in again" });
      await expect(dialog).toContainText("What you entered stays as it is.");
      await dialog.getByLabel("Password").fill("not-the-right-password");
      await dialog.getByRole("button", { name: "Sign in and continue" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Invalid e-mail address or password.");

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(persona.row.getByRole("alert")).toHaveText(
        "Nothing changed: you are no longer signed in. What you entered is still here – try again to sign in.",
      );
      await expect(prompt).toHaveValue("You are Sam, a calm coach who listens first.");

      await persona.row.getByRole("button", { name: "Save" }).click();
      await dialog.getByLabel("Password").fill(E2E_ADMIN.password);
      await dialog.getByRole("button", { name: "Sign in and continue" }).click();
      await expect(dialog).toBeHidden();
      await expect(persona.row.getByRole("button", { name: "Save" })).toHaveCount(0);

      // Saved: the audit log names it, in English.
      await page.getByRole("tab", { name: "Audit log" }).click();
      const entry = page.getByTestId("audit-entry").filter({ hasText: "Edited the persona “Sam”" }).first();
      await expect(entry).toContainText("Changed: instruction for the language model");
      await expect(entry).toContainText(`by ${E2E_ADMIN.email}`);
    } finally {
      await persona.remove();
    }
  });
});

test("an operator's change shows in the audit log with who, when and what", async ({ page, operator }) => {
  await signIn(page, operator, "personas");
  const persona = await ownPersona(page, "Noah");
  try {
    await page.reload();
    await persona.row.getByRole("button", { name: /Bearbeiten/ }).click();
    await persona.row.getByLabel("Name", { exact: true }).fill("Noah K.");
    await persona.row.getByLabel("Stimmen-ID (optional)").fill("stimme-noah");
    await persona.row.getByRole("button", { name: "Speichern" }).click();
    await expect(persona.row).toContainText("Noah K.");

    await page.getByRole("tab", { name: "Protokoll" }).click();
    await expect(page).toHaveURL(/tab=audit/);
    await expect(page.getByRole("heading", { name: "Protokoll" })).toBeVisible();
    const entry = page.getByTestId("audit-entry").filter({ hasText: "Persona „Noah K.“ bearbeitet" }).first();
    await expect(entry).toContainText("Geändert: Name, Stimmen-ID");
    await expect(entry).toContainText(`von ${E2E_ADMIN.email}`);
    // When, in German: a day, a month and a time, e.g. "25.11.2026, 09:14".
    await expect(entry.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expect(page.getByTestId("audit-entry").filter({ hasText: "Persona „Noah“ angelegt" }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await persona.remove();
  }
});
