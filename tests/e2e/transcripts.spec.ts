import type { Page } from "@playwright/test";
import type { TranscriptPage } from "#shared/contracts/transcripts";
import { E2E_ADMIN, E2E_TRANSCRIPTS_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { nonce, screenshots, shots, upload } from "./knowledge-helpers";

// The stories switch the site-wide setting: they run one after the other, and switch it off again, on a server of
// their own (playwright.config.ts), so no other story meets the consent question.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ baseURL: `http://localhost:${E2E_TRANSCRIPTS_PORT}` });

/** Switches transcript storage on the Transkripte tab (signed in), and waits for the saved confirmation. */
async function setStorage(page: Page, on: boolean) {
  await page.goto("/admin/master-dashboard?tab=transcripts");
  const box = page.getByLabel("Transkripte mit Einwilligung der Besucher speichern");
  await box.setChecked(on);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.", { exact: true })).toBeVisible();
}

/** Types `text` into the demo and waits until the answer's stream has ended (the turn is recorded before its last event). */
async function say(page: Page, text: string) {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill(text);
  await page.getByRole("button", { name: "Senden" }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await response.finished();
  await expect(page.getByRole("log")).toContainText(text);
}

/** Conversations of the last 7 days over all personas, as the Gespräche tab counts them. */
async function conversationCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/insights?days=7");
  const { personas } = (await res.json()) as { personas: { conversations: number }[] };
  return personas.reduce((sum, p) => sum + p.conversations, 0);
}

/** Holds the page's scripts until the returned function is called: the server's HTML is there, React is not. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.fallback();
  });
  return () => {
    release();
    void page.unroute(/\.js(\?|$)/);
  };
}

test.afterAll(async ({ playwright }) => {
  // Leave the setting as the other stories expect it, even when a story failed midway.
  const origin = `http://localhost:${E2E_TRANSCRIPTS_PORT}`;
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  await api.post("/api/auth/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  await api.put("/api/settings/transcripts", { data: { enabled: false, retentionDays: 30, gaps: false } });
  await api.dispose();
});

test("a conversation with consent appears in the transcript list and can be deleted; one without leaves only counts", async ({
  page,
  operator,
}) => {
  // Letters and digits: a long run of digits would be stored as "[Telefon]" (transcripts are redacted, decision 041).
  const nonce = `n${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  await operator.login("transcripts");
  await expect(page.getByRole("heading", { name: "Transkripte speichern" })).toBeVisible();
  await setStorage(page, true);
  const countedBefore = await conversationCount(page);

  // The visitor is asked, with nothing ticked; agreeing keeps this conversation's text. The tick is given in the
  // server's page while its scripts are held back, as a visitor on a slow line may: it counts once React runs.
  const release = await holdScripts(page);
  // Module scripts hold back DOMContentLoaded, so the visit waits only for the first bytes.
  await page.goto("/produkte/demo", { waitUntil: "commit" });
  const consent = page.getByRole("checkbox", { name: "Ja, dieses Gespräch darf gespeichert werden." });
  await expect(page.getByTestId("transcript-consent")).toContainText("30 Tage");
  await expect(consent).not.toBeChecked();
  await consent.check();
  // The message is typed then too; sending waits for React, and the text is not lost.
  const first = `Mit Zustimmung ${nonce}: Wie bleibe ich ruhig?`;
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill(first);
  await expect(page.getByRole("button", { name: "Senden" })).toBeDisabled();
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  release();
  await page.getByRole("button", { name: "Senden" }).click();
  await (await answered).finished();
  await expect(page.getByRole("log")).toContainText(first);
  await expect(consent).toBeDisabled();
  await expect(consent).toBeChecked();

  // A new conversation without the tick: its text is not kept, only its counts.
  await page.getByRole("button", { name: "Gespräch beenden" }).click();
  await expect(consent).toBeEnabled();
  await consent.uncheck();
  await say(page, `Ohne Zustimmung ${nonce}: Ich bin nervös.`);
  const without = await page.request.get(`/api/transcripts?q=${encodeURIComponent(`Ohne Zustimmung ${nonce}`)}`);
  expect(((await without.json()) as TranscriptPage).total).toBe(0);
  // Other stories run beside this one on the same server and add conversations of their own.
  expect(await conversationCount(page)).toBeGreaterThanOrEqual(countedBefore + 2);

  // The operator finds the agreed conversation by a word of it, reads it and deletes it.
  await page.goto("/admin/master-dashboard?tab=transcripts");
  await page.getByRole("searchbox", { name: "Im Text suchen" }).fill(nonce);
  await page.getByRole("button", { name: "Suchen", exact: true }).click();
  await expect(page.getByTestId("transcript-total")).toHaveText(`1 Gespräch mit „${nonce}“`);
  const item = page.getByTestId("transcript-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Mit Zustimmung ${nonce}`);
  await expect(item).toContainText("Mia · Deutsch · 1 Beitrag · getippt · ohne Bewertung");
  await item.getByRole("button", { name: /Verlauf anzeigen/ }).click();
  await expect(page.getByTestId("transcript-turns")).toContainText("Besucher:");
  await expect(page.getByTestId("transcript-turns")).toContainText("Mia:");
  const download = page.waitForEvent("download");
  await item.getByTestId("export-csv").click();
  expect((await download).suggestedFilename()).toMatch(/^transkripte-[0-9a-f]{8}-\d{4}-\d\d-\d\d\.csv$/);

  await item.getByRole("button", { name: /^Löschen/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("Transkript gelöscht.", { exact: true })).toBeVisible();
  await expect(page.getByTestId("transcript-item")).toHaveCount(0);
  await expect(page.getByText(`Kein Transkript enthält „${nonce}“.`)).toBeVisible();

  // The audit log names the setting, the export and the deletion, never the text.
  await page.goto("/admin/master-dashboard?tab=audit");
  const log = page.getByTestId("audit-log");
  await expect(log).toContainText("Transkript");
  await expect(log).toContainText("gelöscht");
  await expect(log).toContainText("Transkripte exportiert");
  await expect(log).toContainText("Einstellungen der Transkripte gespeichert");
  await expect(log).not.toContainText(nonce);

  await setStorage(page, false);
  await page.goto("/produkte/demo");
  await expect(page.getByRole("textbox", { name: "Nachricht an Mia" })).toBeVisible();
  await expect(page.getByTestId("transcript-consent")).toHaveCount(0);
});

test("the visitor withdraws consent in the chat: the stored text is gone at once and nothing more is kept", async ({
  page,
  operator,
}) => {
  // Letters and digits: a long run of digits would be stored as "[Telefon]" (transcripts are redacted, decision 041).
  const nonce = `n${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  const stored = async (words: string) =>
    ((await (await page.request.get(`/api/transcripts?q=${encodeURIComponent(words)}`)).json()) as TranscriptPage).total;
  await operator.login("transcripts");
  await expect(page.getByRole("heading", { name: "Transkripte speichern" })).toBeVisible();
  await setStorage(page, true);

  await page.goto("/produkte/demo");
  const consent = page.getByRole("checkbox", { name: "Ja, dieses Gespräch darf gespeichert werden." });
  await consent.check();
  await say(page, `Widerruf ${nonce}: Ich grüble abends viel.`);
  expect(await stored(`Widerruf ${nonce}`)).toBe(1);

  await page.getByRole("button", { name: "Zustimmung widerrufen und gespeicherten Text löschen" }).click();
  await expect(page.getByTestId("transcript-consent")).toContainText("Der gespeicherte Text dieses Gesprächs ist gelöscht.");
  await expect(consent).not.toBeChecked();
  await expect(consent).toBeDisabled();
  expect(await stored(`Widerruf ${nonce}`)).toBe(0);

  // The conversation goes on without storing anything.
  await say(page, `Danach ${nonce}: Und was hilft?`);
  expect(await stored(nonce)).toBe(0);
  await setStorage(page, false);
});

test("the privacy policy follows the setting, in both languages", async ({ page, operator }) => {
  await operator.login("transcripts");
  await expect(page.getByRole("heading", { name: "Transkripte speichern" })).toBeVisible();
  await setStorage(page, true);
  await page.goto("/rechtliches/datenschutz");
  await expect(page.getByTestId("retention")).toContainText("Gesprächstexte: nur mit Ihrer Einwilligung, 30 Tage lang");
  await expect(page.getByTestId("transcript-policy")).toContainText("nicht angekreuzt");
  await expect(page.getByTestId("transcript-policy")).toContainText("IBANs und Geburtsdaten durch Platzhalter wie „[Name]“");
  await page.goto("/legal/privacy");
  await expect(page.getByTestId("retention")).toContainText("Conversation texts: only with your consent, for 30 days");
  await expect(page.getByTestId("transcript-policy")).toContainText(
    "IBANs and dates of birth with placeholders such as “[Name]”",
  );

  await setStorage(page, false);
  await page.goto("/rechtliches/datenschutz");
  await expect(page.getByTestId("retention")).toContainText("Gesprächstexte und Sprachaufnahmen: werden nicht gespeichert.");
  await expect(page.getByTestId("transcript-policy")).toContainText("derzeit nicht");
  await page.goto("/legal/privacy");
  await expect(page.getByTestId("transcript-policy")).toContainText("we do not store the text of conversations at present");
});

test("unanswered questions are grouped in the gaps view and a group is marked covered once a document answers it", async ({
  page,
  operator,
}) => {
  const word = nonce();
  await operator.login("knowledge");
  await expect(page.getByRole("heading", { name: "Was die Wissensdatenbank nicht beantworten konnte" })).toBeVisible();
  expect(
    (await page.request.put("/api/settings/transcripts", { data: { enabled: true, retentionDays: 30, gaps: true } })).status(),
  ).toBe(200);
  for (const content of [`Was hilft bei Kaktusallergie ${word}?`, `Kaktusallergie ${word}: was tun?`]) {
    const res = await page.request.post("/api/chat", {
      headers: { accept: "application/json" },
      data: { persona: "demo", messages: [{ role: "user", content }], transcriptConsent: true },
    });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  const group = page.getByTestId("gap-group").filter({ hasText: word });
  await expect(group).toContainText("2-mal gefragt");
  await expect(group).toContainText(`„Was hilft bei Kaktusallergie ${word}?“`);

  // Not answered yet: the check says so and nothing is marked.
  await group.getByRole("button", { name: "Als abgedeckt markieren" }).click();
  await expect(group.getByRole("alert")).toContainText("Noch nicht abgedeckt");
  await screenshots(page, "gaps", async (lang) => {
    await page.reload();
    const view = page.getByTestId("gaps-view");
    await expect(view.getByRole("heading", { level: 2 })).toHaveText(
      lang === "de" ? "Was die Wissensdatenbank nicht beantworten konnte" : "What the knowledge base could not answer",
    );
    await expect(view.getByTestId("gap-group").filter({ hasText: word })).toContainText(
      lang === "de" ? "2-mal gefragt" : "Asked 2 times",
    );
    await expect(view.getByRole("heading", { level: 3 })).toHaveCount(2);
    return view;
  });
  if (shots) await page.reload();

  await upload(page, `Allergien-${word}.pdf`, [
    `Bei einer Kaktusallergie ${word} helfen Handschuhe beim Umtopfen, und gereizte Haut wird mit kühlem Wasser gespült.`,
  ]);
  // The index may take a moment to read the new document: check again while the group still offers the check (a
  // check under way, or one that found it covered, offers none).
  await expect(async () => {
    const check = group.getByRole("button", { name: "Als abgedeckt markieren" });
    if (await check.isVisible()) await check.click();
    await expect(group.getByRole("status")).toHaveText(/^Als abgedeckt markiert/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId("gaps-view")).toContainText("Am häufigsten genutzte Textabschnitte");
  await expect(page.getByTestId("gap-group").filter({ hasText: word })).toHaveCount(0);
});
