import type { Page } from "@playwright/test";
import type { TurnTiming } from "#shared/api/operations";
import { expect, test } from "./fixtures";
import { installSpeechDoubles, status, voiceButton } from "./speech-doubles";

/**
 * The operations view (decision 047) after real turns in a real browser:
 * typed turns and a spoken one (the browser's recogniser is a test double,
 * its voice too), each turn's figures sent with the next message, then the
 * console's "Betrieb" section in German and English, at 390 and 1280 px.
 * The test server is the offline demo without a voice provider, so the
 * server's first-audio stage has no data here (the integration tests cover
 * it); every other stage must show its percentiles.
 */
const SCREENSHOTS = process.env.SCREENSHOT_DIR;
test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

const MEASURED = ["server.first-text", "typed.first-text", "typed.first-audio", "spoken.first-text", "spoken.first-audio"];

/** Sends one turn and waits until its answer was shown and spoken to its end. */
async function turn(page: Page, send: () => Promise<void>) {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
  await send();
  await (await answered).finished();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
}

test("after typed and spoken turns, every stage shows its percentiles, in German and English", async ({
  page,
  operator,
}, info) => {
  const timings: (TurnTiming | undefined)[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/chat") && r.method() === "POST")
      timings.push((r.postDataJSON() as { timing?: TurnTiming }).timing);
  });
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  const input = page.getByRole("textbox", { name: "Nachricht an Mia" });
  const typed = (text: string) => async () => {
    await input.fill(text);
    await page.getByRole("button", { name: "Senden" }).click();
  };

  await turn(page, typed("Ich kann nachts nicht schlafen"));
  await turn(page, typed("Was kann ich abends tun?"));
  // A spoken turn (after typing, the widget is open: a click listens), ended by the recogniser's result.
  await voiceButton(page).click();
  await expect(status(page)).toHaveText("Aufnahme läuft...");
  await turn(page, () =>
    page.evaluate(() =>
      (window as unknown as { __speech: { final(t: string): void } }).__speech.final("Ich habe so viel Stress im Job"),
    ),
  );
  await turn(page, typed("Danke dir"));

  // Each message carried the previous turn's figures, and nothing else: the input kind and two durations.
  expect(timings).toHaveLength(4);
  expect(timings[0]).toBeUndefined();
  for (const [i, input] of [
    [1, "typed"],
    [2, "typed"],
    [3, "spoken"],
  ] as const) {
    expect(Object.keys(timings[i]!).sort()).toEqual(["firstAudioMs", "firstTextMs", "input"]);
    expect(timings[i]).toMatchObject({ input, firstTextMs: expect.any(Number), firstAudioMs: expect.any(Number) });
    expect(timings[i]!.firstAudioMs!).toBeGreaterThanOrEqual(timings[i]!.firstTextMs!);
  }

  await operator.login("operations");
  const panel = page.getByTestId("operations-panel");
  await expect(panel.getByRole("heading", { name: "Betrieb", level: 2 })).toBeVisible();
  const stages = panel.getByTestId("operations-stages");
  await expect(stages.getByRole("columnheader", { name: "p90" })).toBeVisible();
  const row = (stage: string) => stages.locator(`tr[data-stage="${stage}"]`);
  for (const stage of MEASURED)
    for (const p of ["p50", "p90", "p95"])
      await expect(row(stage).locator(`td[data-percentile="${p}"]`)).toHaveText(/^[\d.]+ ms$/);
  await expect(row("server.first-audio")).toContainText("Noch keine Daten");
  await expect(row("spoken.first-audio").getByRole("rowheader")).toHaveText("Gesprochen: Ende der Rede → erster Ton");
  // The chat provider's calls, none failed.
  await expect(panel.getByTestId("operations-providers").getByRole("row", { name: /Chat demo/ })).toContainText("0 %");

  // The windows and the persona filter answer with the same stages.
  await panel.getByRole("button", { name: "7 Tage" }).click();
  await expect(panel.getByRole("button", { name: "7 Tage" })).toHaveAttribute("aria-pressed", "true");
  await expect(row("typed.first-text").locator('td[data-percentile="p50"]')).toHaveText(/ ms$/);
  await panel.getByLabel("Persona").selectOption({ label: "Mia" });
  await expect(row("spoken.first-text").locator('td[data-percentile="p95"]')).toHaveText(/ ms$/);

  // A target the typed answers cannot meet is named as missed, in words.
  await panel.getByLabel("Höchstens (ms) für Getippt: Senden → erster Text").fill("1");
  await panel.getByRole("button", { name: "Ziele speichern" }).click();
  await expect(panel.getByRole("status")).toHaveText("Ziele gespeichert.");
  const breaches = panel.getByTestId("operations-breaches");
  await expect(breaches).toContainText("Ziele verfehlt");
  await expect(breaches).toContainText("Getippt: Senden → erster Text: p90 ist");
  await expect(row("typed.first-text")).toContainText("verfehlt");

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(stages).toBeVisible();
    if (SCREENSHOTS) await panel.screenshot({ path: `${SCREENSHOTS}/operations-de-${width}-${info.project.name}.png` });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
  await expect(panel.getByRole("heading", { name: "Operations", level: 2 })).toBeVisible();
  for (const stage of MEASURED) await expect(row(stage).locator('td[data-percentile="p90"]')).toHaveText(/^[\d,]+ ms$/);
  await expect(row("server.first-audio")).toContainText("No data yet");
  await expect(row("typed.first-audio").getByRole("rowheader")).toHaveText("Typed: send → first audio");
  await expect(panel.getByTestId("operations-breaches")).toContainText("Targets missed");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(stages).toBeVisible();
    if (SCREENSHOTS) await panel.screenshot({ path: `${SCREENSHOTS}/operations-en-${width}-${info.project.name}.png` });
  }
});
