import type { Page } from "@playwright/test";
import { E2E_ADMIN, E2E_SPEECH_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

test("a visitor without a session is sent to the login and back to where they wanted to go", async ({ page, operator }) => {
  await page.goto("/admin/master-dashboard?tab=settings");
  await expect(page).toHaveURL(/\/admin\/dashboard-login\?redirectTo=/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await operator.submitLogin();
  await expect(page).toHaveURL("/admin/master-dashboard?tab=settings");
  await expect(page.getByRole("tab", { name: "Systemeinstellungen" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "API-Einstellungen" })).toBeVisible();
  await expect(page.getByText("Datenbank: PGlite (eingebettet)")).toBeVisible();
  // No provider is configured in this server: the key fields say so, and no key appears.
  // The provider states are read-only text (they wrap), not fields.
  await expect(page.getByLabel("KI-Anbieter (Chat und Spracherkennung)")).toHaveText(/^Nicht konfiguriert/);
  await expect(page.getByRole("textbox", { name: "KI-Anbieter (Chat und Spracherkennung)" })).toHaveCount(0);
  // 'Cache leeren' asks first.
  await page.getByRole("button", { name: "Cache leeren" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.getByRole("button", { name: "Ja, Cache leeren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cache geleert" })).toBeVisible();
});

test("a wrong password shows the error box", async ({ page }) => {
  await page.goto("/admin/dashboard-login");
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("falsches-Passwort");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ungültige E-Mail-Adresse oder ungültiges Passwort.");
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("the login button reads 'Logging in...' while working; a response without a session fails", async ({ page }) => {
  // The answer is held until the test has seen the working state, then let through.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/auth/login", async (route) => {
    await answered;
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  await page.goto("/admin/dashboard-login");
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("egal");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  answer();
  await expect(page.getByRole("alert")).toHaveText("Login failed - no session returned");
});

test("an operator logs in, sees the figures, changes and saves voice settings, and they are kept", async ({ page, operator }) => {
  await operator.login();
  await expect(page.getByRole("heading", { name: "Master Admin Dashboard" })).toBeVisible();
  await expect(page.getByTestId("stat-users")).toContainText("Gesamtnutzer");
  await expect(page.getByTestId("stat-active")).toContainText("Letzte 24 Stunden");
  await expect(page.getByTestId("stat-documents")).toContainText("Gesamt");
  await expect(page.getByTestId("stat-rating")).toContainText("Basierend auf Nutzerfeedback");
  await expect(page.getByTestId("stat-users")).not.toContainText("…");
  // The shipped example company data are listed for replacement before going live.
  await expect(page.getByTestId("go-live")).toContainText("Vor dem Livegang");
  await expect(page.getByTestId("go-live")).toContainText("company.vatId");

  // The figures are the overview, the section the console opens with; the voice settings are one tap away.
  await expect(page.getByRole("tab", { name: "Kennzahlen" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Spracheinstellungen" }).click();
  await expect(page).toHaveURL(/tab=voice/);
  const stability = page.getByRole("slider", { name: "Stabilität" });
  await expect(stability).toHaveAttribute("aria-valuenow", "0.25");
  await stability.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(stability).toHaveAttribute("aria-valuenow", "0.3");
  const pitch = page.getByRole("slider", { name: "Tonhöhe" });
  await pitch.focus();
  await page.keyboard.press("ArrowRight");
  await expect(pitch).toHaveAttribute("aria-valuenow", "1.1");
  await page.getByRole("switch", { name: "Sprecheroptimierung" }).click();
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Einstellungen erfolgreich gespeichert" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("slider", { name: "Stabilität" })).toHaveAttribute("aria-valuenow", "0.3");
  await expect(page.getByRole("slider", { name: "Tonhöhe" })).toHaveAttribute("aria-valuenow", "1.1");
  await expect(page.getByRole("switch", { name: "Sprecheroptimierung" })).toHaveAttribute("aria-checked", "false");

  // The tab is in the URL, so a reload keeps it.
  await page.getByRole("tab", { name: "Anfragen" }).click();
  await expect(page).toHaveURL(/tab=inquiries/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Anfragen" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL("/admin/dashboard-login");
  await page.goto("/admin/master-dashboard");
  await expect(page).toHaveURL(/dashboard-login/);
  // Without a server voice, the browser's own voice speaks with the saved pitch.
  await recordUtterances(page);
  await page.goto("/produkte/demo");
  await page.locator("button[data-phase]").click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __utterances: unknown[] }).__utterances[0]))
    .toMatchObject({ pitch: 1.1, rate: 1 });
});

/** Replaces the browser's speech synthesis with one that records what it was asked to say, and how. */
async function recordUtterances(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __utterances: { pitch: number; rate: number; text: string }[] };
    w.__utterances = [];
    const synth = {
      getVoices: () => [{ lang: "de-DE", name: "Test DE" }],
      speak: (u: SpeechSynthesisUtterance) => {
        w.__utterances.push({ pitch: Math.round(u.pitch * 100) / 100, rate: Math.round(u.rate * 100) / 100, text: u.text });
        setTimeout(() => u.onend?.(new Event("end") as SpeechSynthesisEvent), 10);
      },
      cancel: () => {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    const Utterance = window.SpeechSynthesisUtterance;
    window.SpeechSynthesisUtterance = class extends Utterance {
      override set voice(_v: SpeechSynthesisVoice | null) {}
    };
  });
}

test("the chart has axes, values on hover and focus, a 7/30/90-day range and a CSV of what it shows", async ({
  page,
  operator,
}) => {
  await operator.login();
  const chart = page.getByTestId("daily-chart");
  await expect(chart).toContainText("Gespräche und Bewertungen der letzten 30 Tage");
  const bars = chart.getByRole("img");
  await expect(bars).toHaveCount(30);
  // Focus (and pointing) shows a day's values in words.
  await bars.last().focus();
  await expect(page.getByTestId("chart-readout")).toHaveText(/^\d{2}\.\d{2}\.: \d+ Gespräche, Ø Bewertung (keine|[\d,]+)$/);
  await bars.first().hover();
  await expect(page.getByTestId("chart-readout")).toHaveText((await bars.first().getAttribute("aria-label")) ?? "");
  await chart.getByRole("button", { name: "7 Tage" }).click();
  await expect(chart).toContainText("Gespräche und Bewertungen der letzten 7 Tage");
  await expect(bars).toHaveCount(7);
  await expect(chart.getByRole("button", { name: "7 Tage" })).toHaveAttribute("aria-pressed", "true");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    chart.getByRole("button", { name: "CSV herunterladen" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("gespraeche-7-tage.csv");
  const csv = Buffer.concat(await (await download.createReadStream()).toArray())
    .toString("utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe("Datum;Gespräche;Ø Bewertung");
  expect(csv).toHaveLength(8);
  await chart.getByRole("button", { name: "90 Tage" }).click();
  await expect(bars).toHaveCount(90);
});

test("the conversations section shows each persona's figures, counts only, for 7/30/90 days", async ({ page, operator }) => {
  // A spoken conversation of two turns with the default persona, held through the API as the demo page does.
  const history = [{ role: "user", content: "Was hilft gegen Lampenfieber?" }];
  const first = await page.request.post("/api/chat", {
    headers: { accept: "application/json" },
    data: { persona: "demo", messages: history, voice: true },
  });
  expect(first.status()).toBe(200);
  const { conversationId, reply } = (await first.json()) as { conversationId: string; reply: string };
  const second = await page.request.post("/api/chat", {
    headers: { accept: "application/json" },
    data: {
      persona: "demo",
      voice: true,
      conversationId,
      messages: [...history, { role: "assistant", content: reply }, { role: "user", content: "Danke dir!" }],
    },
  });
  expect(second.status()).toBe(200);

  await operator.login("conversations");
  const section = page.getByTestId("insights");
  await expect(section.getByRole("heading", { name: "Gespräche nach Persona" })).toBeVisible();
  const mia = section.getByTestId("persona-insights").filter({ has: page.getByRole("heading", { name: "Mia" }) });
  await expect(mia).toContainText("Gespräche");
  expect(Number(await mia.locator("dd").first().textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await mia.locator("dd").nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(section.getByRole("table")).toContainText("Mia");
  await section.getByRole("button", { name: "7 Tage" }).click();
  await expect(section.getByRole("button", { name: "7 Tage" })).toHaveAttribute("aria-pressed", "true");
  await expect(mia).toBeVisible();
  // Counts only: the visitor's words are nowhere in the section.
  await expect(section).not.toContainText("Lampenfieber");
});

test("'Probe hören' plays the greeting with the values set, before they are saved", async ({ page, operator }) => {
  await recordUtterances(page);
  await operator.login("voice");
  const speed = page.getByRole("slider", { name: "Geschwindigkeit" });
  await speed.focus();
  await page.keyboard.press("ArrowRight");
  const shown = Number(await speed.getAttribute("aria-valuenow"));
  await page.getByRole("button", { name: "Probe hören" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __utterances: unknown[] }).__utterances[0]))
    .toMatchObject({ rate: shown, text: "Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?" });
});

test.describe("failed saves", () => {
  test.use({ allowedConsoleErrors: /status of 500/ });
  test("a failed save shows the documented message", async ({ page, operator }) => {
    await operator.login("voice");
    await page.route("**/api/voice-config", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByRole("alert")).toHaveText("Fehler beim Speichern der Einstellungen");
  });
});

test.describe("the admin area's own shell", () => {
  test.use({ presetConsent: false });

  test("no marketing header, footer or cookie banner; noindex; language and a way back to the site", async ({
    page,
    operator,
  }) => {
    await operator.login();
    await expect(page.getByTestId("admin-header")).toContainText("Verwaltung");
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cookies und lokale Speicherung" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
    await expect(page.getByTestId("admin-header")).toContainText("Administration");
    // The server kept the choice in the cookie and led back to the page without the query.
    expect(new URL(page.url()).search).toBe("");
    const asked = await page.request.get("/admin/dashboard-login?lang=de", { maxRedirects: 0 });
    expect(asked.status()).toBe(303);
    expect(asked.headers()["location"]).toBe("/admin/dashboard-login");
    expect(asked.headers()["set-cookie"]).toMatch(/^lang=de; Path=\/; Max-Age=31536000; SameSite=Lax/);
    await page.getByRole("link", { name: "To the website" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId("site-header")).toBeVisible();
  });
});

// On the second test server, where no other story signs in: changing the shared operator's password here cannot disturb them.
test("an operator changes their password on the account page; a wrong current one is refused", async ({ page }) => {
  const base = `http://localhost:${E2E_SPEECH_PORT}`;
  await page.goto(`${base}/admin/dashboard-login?redirectTo=${encodeURIComponent("/admin/account")}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  const account = page.getByRole("region", { name: "Passwort und Anmeldungen" });
  const fill = async (current: string, next: string) => {
    await account.getByLabel("Bisheriges Passwort").fill(current);
    await account.getByLabel(/^Neues Passwort \(mindestens 12 Zeichen\)/).fill(next);
    await account.getByLabel("Neues Passwort wiederholen").fill(next);
    await account.getByRole("button", { name: "Passwort ändern" }).click();
  };
  await fill("nicht-das-richtige", "ein-neues-Passwort-2026");
  await expect(account.getByRole("alert")).toHaveText("Das bisherige Passwort stimmt nicht.");
  await fill(E2E_ADMIN.password, "ein-neues-Passwort-2026");
  await expect(account.getByRole("status").first()).toHaveText(
    "Das Passwort ist geändert. Ihre anderen Sitzungen wurden beendet.",
  );
  // The session that made the change stays; the old password is gone, so change it back for the next run.
  await fill("ein-neues-Passwort-2026", E2E_ADMIN.password);
  await expect(account.getByRole("status").first()).toHaveText(
    "Das Passwort ist geändert. Ihre anderen Sitzungen wurden beendet.",
  );
  await expect(account.getByRole("alert")).toHaveCount(0);
  await expect(account.getByLabel("Bisheriges Passwort")).toHaveValue("");
  await account.getByRole("button", { name: "Überall sonst abmelden" }).click();
  await expect(account.getByText("Es gab keine anderen Sitzungen.")).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px every section of the console is reachable from the first screen`, async ({ page, operator }) => {
    await page.setViewportSize(viewport);
    await operator.login();
    const sections = page.getByRole("tablist", { name: "Bereiche des Dashboards" });
    if (viewport.width < 1024) {
      // Phones: one menu button under the title opens the list of sections and closes once one is chosen.
      const menu = page.getByRole("button", { name: "Bereich: Kennzahlen" });
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(sections).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
    }
    await expect(sections.getByRole("tab")).toHaveCount(12);
    for (const tab of await sections.getByRole("tab").all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await sections.getByRole("tab", { name: "Anfragen" }).click();
    await expect(page).toHaveURL(/tab=inquiries/);
    await expect(page.getByRole("tabpanel", { name: "Anfragen" })).toBeInViewport();
    if (viewport.width < 1024) {
      await expect(sections).toBeHidden();
      await expect(page.getByRole("button", { name: "Bereich: Anfragen" })).toHaveAttribute("aria-expanded", "false");
    } else {
      await expect(sections.getByRole("tab", { name: "Anfragen" })).toHaveAttribute("aria-selected", "true");
    }
  });
}
