import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN_PATHS } from "#shared/routes";

const EDITOR_PASSWORD = "Redakteurs-Passwort-2026";

/** A browser of its own for the invitee: none of the owner's cookies. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test("an owner invites an editor by a printed link; the editor signs in and cannot manage accounts; the log shows it", async ({
  page,
  browser,
  operator,
}) => {
  // Two browsers and two sign-ins with argon2 hashing: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  const email = `redaktion-${Date.now()}@example.com`;
  await operator.login();
  await page.getByRole("navigation", { name: "Bereiche" }).getByRole("link", { name: "Konten" }).click();
  await expect(page).toHaveURL(ADMIN_PATHS.accounts);
  await expect(page.getByRole("heading", { name: "Konten", level: 1 })).toBeVisible();

  // No mail is configured on the test server: the link is shown to pass on.
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await expect(page.getByRole("radio", { name: /^Redakteur/ })).toBeChecked();
  await page.getByRole("button", { name: "Einladung erstellen" }).click();
  const box = page.getByTestId("invitation-link");
  await expect(box).toContainText(`Geben Sie ${email} diesen Link weiter`);
  const link = await box.getByRole("textbox").inputValue();
  expect(link).toMatch(/\/admin\/invitation#[\w-]{43}$/);
  await expect(page.getByTestId("invitations-list")).toContainText(`${email} · Redakteur`);

  const invitee = await freshPage(browser);
  try {
    const p = invitee.page;
    await p.goto(link);
    await expect(p.getByRole("heading", { name: "Einladung annehmen" })).toBeVisible();
    await expect(
      p.getByText(`Sie wurden als Redakteur in den Betreiberbereich eingeladen. Ihre Anmeldung lautet ${email}.`),
    ).toBeVisible();
    await p.getByLabel("Ihr Name").fill("Rita Redaktion");
    await p.getByLabel("Passwort (mindestens 12 Zeichen)").fill(EDITOR_PASSWORD);
    await p.getByLabel("Passwort wiederholen").fill(EDITOR_PASSWORD);
    await p.getByRole("button", { name: "Konto anlegen und anmelden" }).click();
    await expect(p).toHaveURL(ADMIN_PATHS.dashboard);

    // Signed in as an editor: no account management in the navigation, no voice settings.
    const nav = p.getByRole("navigation", { name: "Bereiche" });
    await expect(nav.getByRole("link", { name: "Mein Konto" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Konten" })).toHaveCount(0);
    await expect(p.getByRole("tab", { name: "Kennzahlen" })).toHaveAttribute("aria-selected", "true");
    await expect(p.getByRole("tab", { name: "Wissensdatenbank" })).toBeVisible();
    await expect(p.getByRole("tab", { name: "Spracheinstellungen" })).toHaveCount(0);

    // The address typed in directly is refused with a page that says why.
    const refused = await p.goto(ADMIN_PATHS.accounts);
    expect(refused?.status()).toBe(403);
    await expect(p.getByRole("heading", { name: "Nur für Inhaber" })).toBeVisible();
    await expect(p.getByText("Ihr Konto ist ein Redakteurskonto.", { exact: false })).toBeVisible();
    await expect(p.getByTestId("accounts-list")).toHaveCount(0);

    // The link works once.
    await p.goto(link);
    await expect(p.getByRole("alert")).toHaveText("Diese Einladung wurde schon angenommen. Bitte melden Sie sich an.");

    // The editor's own account page lists this session.
    await p.goto(ADMIN_PATHS.account);
    await expect(p.getByText(`Angemeldet als ${email} (Redakteur).`)).toBeVisible();
    await expect(p.getByTestId("sessions-list")).toContainText("Diese Sitzung");
  } finally {
    await invitee.close();
  }

  // The owner sees the new account, and the audit log names both steps.
  await page.reload();
  await expect(page.getByTestId("accounts-list")).toContainText("Rita Redaktion");
  // This invitation is no longer pending (another test may have one open at the same time).
  await expect(page.getByTestId("invitations-list").getByText(email)).toHaveCount(0);
  await page.goto(`${ADMIN_PATHS.dashboard}?tab=audit`);
  const log = page.getByRole("tabpanel");
  await expect(log.getByText(`${email} eingeladen`)).toBeVisible();
  await expect(log.getByText("Einladung angenommen, Konto angelegt")).toBeVisible();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the account pages and the invitation page have no serious accessibility violations; the invitee may switch language", async ({
  page,
  browser,
  operator,
}) => {
  test.setTimeout(90_000);
  await operator.login();
  await expect(page).toHaveURL(new RegExp(ADMIN_PATHS.dashboard));
  for (const path of [ADMIN_PATHS.account, ADMIN_PATHS.accounts]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page), path).toEqual([]);
  }
  const created = await page.request.post("/api/invitations", {
    data: { email: `a11y-${Date.now()}@example.com`, role: "editor" },
  });
  const { link } = (await created.json()) as { link: string };
  const invitee = await freshPage(browser);
  try {
    await invitee.page.goto(link);
    await expect(invitee.page.getByLabel("Ihr Name")).toBeVisible();
    expect(await seriousViolations(invitee.page)).toEqual([]);
    // Switching the language reloads the page without the link's fragment; the invitation stays.
    await invitee.page.getByRole("link", { name: "English" }).click();
    await expect(invitee.page.getByRole("heading", { name: "Accept the invitation" })).toBeVisible();
    await expect(invitee.page.getByLabel("Your name")).toBeVisible();
  } finally {
    await invitee.close();
  }
});
