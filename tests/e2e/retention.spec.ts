import type { Page } from "@playwright/test";
import { E2E_RETENTION_PORT, E2E_RETENTION_SHIFT_DAYS } from "../../playwright.config";
import { expect, test } from "./fixtures";

// The server of this story (playwright.config.ts) runs housekeeping every 2 s and judges transcripts as if
// E2E_RETENTION_SHIFT_DAYS had passed; nothing else uses it. The UI, the API and the job are the real ones.
test.use({ baseURL: `http://localhost:${E2E_RETENTION_PORT}` });
test.describe.configure({ timeout: 90_000 });

/** Sets storage on and the retention period on the Transkripte tab, and waits for the saved confirmation. */
async function setRetention(page: Page, days: number) {
  await page.goto("/admin/master-dashboard?tab=transcripts");
  await page.getByLabel("Transkripte mit Einwilligung der Besucher speichern").setChecked(true);
  await page.getByLabel("Aufbewahrungsdauer in Tagen").fill(String(days));
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.", { exact: true })).toBeVisible();
}

/** Mia's conversation count on the Gespräche tab (last 7 days), as the operator reads it. */
async function miaConversations(page: Page): Promise<number> {
  await page.goto("/admin/master-dashboard?tab=conversations");
  const mia = page
    .getByTestId("insights")
    .getByTestId("persona-insights")
    .filter({ has: page.getByRole("heading", { name: "Mia" }) });
  await page.getByTestId("insights").getByRole("button", { name: "7 Tage" }).click();
  const count = mia.locator("dd").first();
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
}

test("housekeeping removes a transcript past its retention period; the conversation stays counted", async ({
  page,
  operator,
}) => {
  // Letters and digits: a long run of digits would be stored as "[Telefon]" (transcripts are redacted, decision 041).
  const nonce = `n${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  await operator.login("transcripts");
  await expect(page.getByRole("heading", { name: "Transkripte speichern" })).toBeVisible();
  // A year's retention: today's conversation is young even on the job's shifted clock.
  expect(E2E_RETENTION_SHIFT_DAYS).toBeGreaterThan(30);
  await setRetention(page, 365);

  // A visitor agrees and talks to Mia.
  await page.goto("/produkte/demo");
  const consent = page.getByRole("checkbox", { name: "Ja, dieses Gespräch darf gespeichert werden." });
  await consent.check();
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill(`Aufbewahrung ${nonce}: Wie schlafe ich besser?`);
  await page.getByRole("button", { name: "Senden" }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await response.finished();
  // The conversation runs with the tick given: the box is fixed, and still ticked.
  await expect(consent).toBeDisabled();
  await expect(consent).toBeChecked();

  // The operator sees the transcript, and the conversation counted on the dashboard.
  await page.goto("/admin/master-dashboard?tab=transcripts");
  const item = page.getByTestId("transcript-item").filter({ hasText: `Aufbewahrung ${nonce}` });
  await expect(item).toHaveCount(1);
  const counted = await miaConversations(page);
  expect(counted).toBeGreaterThanOrEqual(1);
  await page.goto("/admin/master-dashboard?tab=overview");
  const active = page.getByTestId("stat-active");
  // Loaded: a figure, not the placeholder "…" that the card shows while it asks.
  await expect(active).toHaveText(/^Aktive Gespräche\d[\d.]*Letzte 24 Stunden$/);
  const activeBefore = await active.textContent();

  // Shortening the period to 30 days: on the job's clock the transcript is now older than that, and
  // the next pass (every 2 s) deletes it. Nobody deletes it by hand.
  await setRetention(page, 30);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Noch keine Transkripte gespeichert.", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(item).toHaveCount(0);

  // Its counts stay: the Gespräche tab and the overview's card show the same figures as before.
  expect(await miaConversations(page)).toBe(counted);
  await page.goto("/admin/master-dashboard?tab=overview");
  await expect(active).toHaveText(activeBefore ?? "");

  // The audit log has the operator's setting changes; housekeeping's deletions are not audited
  // (decision 022 records operators' actions), so no "Transkript … gelöscht" entry appears.
  await page.goto("/admin/master-dashboard?tab=audit");
  const log = page.getByTestId("audit-log");
  await expect(log).toContainText("Einstellungen der Transkripte gespeichert");
  await expect(log).not.toContainText(/Transkript \S+ gelöscht/);
  await expect(log).not.toContainText(nonce);
});
