import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { installSpeechDoubles, status } from "./speech-doubles";

/**
 * A person behind the coach (docs/decisions/046-human-on-call.md), with two
 * browsers: a visitor on the demo page and an operator on duty in the
 * console. The stories share one server's duty and setting, so they run in
 * order: nobody on duty first, then a takeover, then a handover nobody takes.
 */
test.describe.configure({ mode: "serial" });

const coachAnswers = (page: Page) => page.getByRole("log").locator('[data-role="assistant"]');
const personMessages = (page: Page) => page.getByRole("log").locator('[data-role="person"]');
const talkToPerson = (page: Page) => page.getByRole("button", { name: "Mit einem Menschen sprechen" });

/** A visitor of their own: no cookie of the operator, the demo page live. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  const page = await context.newPage();
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  await page.locator("button[data-phase]").click();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  return { page, close: () => context.close() };
}

/** Sends a typed message and waits until the widget is ready again. */
async function say(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill(text);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("log")).toContainText(text);
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
}

test("with nobody on duty the button is hidden, and a visitor who asks in words is told so, with the numbers", async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  try {
    const { page } = visitor;
    await say(page, "Hallo, ich bin heute ziemlich durcheinander.");
    await expect(coachAnswers(page)).toHaveCount(2);
    await expect(talkToPerson(page)).toHaveCount(0);
    await say(page, "Kann ich mit einem echten Menschen reden?");
    await expect(coachAnswers(page).last()).toContainText("niemand aus unserem Team");
    const help = page.getByRole("region", { name: "Hilfe rund um die Uhr" });
    await expect(help.getByRole("link", { name: /Anrufen/ }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Darf eine Person aus unserem Team dazukommen?" })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test("a crisis raises an alert in the console; the operator takes over, writes as a person, the coach is silent until handed back", async ({
  page,
  browser,
  operator,
}) => {
  test.setTimeout(90_000);
  await operator.login("live");
  await page.getByLabel("Name, den Besucher sehen").fill("Sam");
  await page.getByRole("button", { name: "Bereitschaft beginnen" }).click();
  await expect(page.getByTestId("duty-state")).toContainText("Sie sind in Bereitschaft als Sam.");
  // The operator works in another section: the alert reaches them there.
  await page.getByRole("tab", { name: "Wissensdatenbank" }).click();

  const visitor = await visitorPage(browser);
  try {
    const v = visitor.page;
    await say(v, "Ich will mich umbringen.");
    await expect(coachAnswers(v)).toHaveCount(2);
    // Consent first: nothing reaches the console before the visitor says yes.
    await expect(v.getByRole("heading", { name: "Darf eine Person aus unserem Team dazukommen?" })).toBeVisible();
    await expect(page.getByTestId("live-alert")).toHaveCount(0);
    await v.getByRole("button", { name: "Ja, sie darf mitlesen und mir schreiben" }).click();
    await expect(v.getByTestId("person-status")).toContainText("Wir fragen jemanden aus unserem Team.");

    const alert = page.getByTestId("live-alert");
    await expect(alert).toContainText("Ein Besucher wartet auf eine Person aus dem Team.");
    await alert.getByRole("button", { name: "Zu den Live-Gesprächen" }).click();
    const request = page.getByTestId("live-request");
    await expect(request).toContainText("Nach einer Krisenantwort: Suizidgedanken");
    await request.getByRole("button", { name: "Übernehmen" }).click();
    const conversation = page.getByTestId("live-conversation");
    await expect(conversation.getByRole("log")).toContainText("Ich will mich umbringen.");

    await expect(v.getByTestId("person-status")).toContainText("Sam aus unserem Team schreibt dir jetzt.");
    await conversation.getByLabel("Nachricht an den Besucher").fill("Hallo, hier ist Sam. Ich bin jetzt für dich da.");
    // Typing shows on the other side, without the text, until the message comes.
    await expect(v.getByTestId("person-typing")).toHaveText("Sam schreibt …");
    await expect(v.getByTestId("person-typing")).not.toContainText("Hallo");
    await conversation.getByRole("button", { name: "Senden" }).click();
    const fromSam = personMessages(v).last();
    await expect(fromSam).toContainText("Hallo, hier ist Sam. Ich bin jetzt für dich da.");
    await expect(fromSam).toContainText("Sam · aus unserem Team");
    await expect(v.getByTestId("person-typing")).toBeEmpty();

    // The visitor types: the person sees that, and not what.
    await v.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Danke");
    await expect(conversation.getByTestId("live-typing")).toHaveText("Die Person schreibt …");

    // The coach stays silent; the person reads what the visitor writes.
    await say(v, "Danke, dass du da bist.");
    await expect(conversation.getByRole("log")).toContainText("Danke, dass du da bist.");
    await expect(coachAnswers(v)).toHaveCount(2);

    await conversation.getByRole("button", { name: "An den Coach zurückgeben" }).click();
    await expect(v.getByTestId("person-status")).toContainText("Sam hat das Gespräch an Mia zurückgegeben.");
    await expect(page.getByTestId("live-conversation")).toHaveCount(0);
    await say(v, "Okay. Ich schreibe jetzt wieder mit dir.");
    await expect(coachAnswers(v)).toHaveCount(3);
  } finally {
    await visitor.close();
  }
});

test("nobody accepts in time: the visitor is told honestly and the numbers stay", async ({ page, browser, operator }) => {
  test.setTimeout(60_000);
  await operator.login("live");
  // The owner shortens the wait (the story's operator is still on duty from the last one, and does not accept).
  await expect(page.getByTestId("duty-state")).toContainText("Sie sind in Bereitschaft als Sam.");
  await page.getByLabel("Wartezeit bis zur Annahme (Sekunden)").fill("5");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.")).toBeVisible();

  const visitor = await visitorPage(browser);
  try {
    const v = visitor.page;
    await say(v, "Ich habe eine Frage zu meinem Job.");
    await talkToPerson(v).click();
    await v.getByRole("button", { name: "Ja, sie darf mitlesen und mir schreiben" }).click();
    await expect(v.getByTestId("person-status")).toContainText("bis zu 5 Sekunden");
    await expect(page.getByTestId("live-request")).toContainText("Der Besucher möchte mit einem Menschen sprechen");
    // The deadline passes on the server; the visitor's page hears of it.
    await expect(v.getByTestId("person-status")).toContainText("Gerade konnte leider niemand aus unserem Team übernehmen.", {
      timeout: 20_000,
    });
    await expect(
      v
        .getByRole("region", { name: "Hilfe rund um die Uhr" })
        .getByRole("link", { name: /Anrufen/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId("live-request")).toHaveCount(0);
  } finally {
    await visitor.close();
    // Back to the default for any later story, and off duty.
    await page.getByLabel("Wartezeit bis zur Annahme (Sekunden)").fill("60");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByRole("button", { name: "Bereitschaft beenden" }).click();
    await expect(page.getByTestId("duty-state")).toContainText("Sie sind nicht in Bereitschaft.");
  }
});

test("the owner sets up a webhook: its key is shown once; the figures count the stories above", async ({ page, operator }) => {
  await operator.login("live");
  // The two stories above: one request a person accepted, one nobody did.
  const figures = page.getByTestId("live-figures");
  await expect(figures.getByText("Angenommen", { exact: true })).toBeVisible();
  await expect(figures.getByText(/Median [\d,]+ s, 95 % in [\d,]+ s/)).toBeVisible();
  await expect(figures.getByText("Niemand rechtzeitig", { exact: true })).toBeVisible();

  await page.getByLabel("Adresse (https://…)").fill("https://hooks.example.com/on-call");
  await page.getByRole("button", { name: "Webhook einrichten (neuer Schlüssel)" }).click();
  await expect(page.getByText("Webhook eingerichtet.")).toBeVisible();
  const key = await page.getByTestId("webhook-secret").textContent();
  expect(key?.length).toBeGreaterThanOrEqual(40);
  await expect(page.getByText("Aktuell: https://hooks.example.com/on-call")).toBeVisible();
  // Once: after a reload the address is there, the key is not.
  await page.reload();
  await expect(page.getByText("Aktuell: https://hooks.example.com/on-call")).toBeVisible();
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(key!);
  await page.getByRole("button", { name: "Webhook entfernen" }).click();
  await expect(page.getByText("Kein Webhook eingerichtet.")).toBeVisible();
});

test("the owner sets duty hours per persona; outside them the button stays hidden though someone is on duty", async ({
  page,
  browser,
  operator,
}) => {
  await operator.login("live");
  await page.getByLabel("Name, den Besucher sehen").fill("Sam");
  await page.getByRole("button", { name: "Bereitschaft beginnen" }).click();
  await expect(page.getByTestId("duty-state")).toContainText("Sie sind in Bereitschaft als Sam.");
  const hours = page.getByTestId("live-hours");
  const mia = hours.getByRole("group", { name: "Mia" });
  await mia.getByLabel("Nur zu diesen Zeiten").check();
  // One window, on a weekday that is not today in Berlin (the site's time zone): outside the hours now.
  const days = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"];
  const english = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const today = english.indexOf(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", weekday: "short" }).format(new Date()),
  );
  for (const [i, day] of days.entries())
    await mia.getByRole("checkbox", { name: day, exact: true }).setChecked(i === (today + 2) % 7);
  await hours.getByRole("button", { name: "Zeiten speichern" }).click();
  await expect(hours.getByText("Gespeichert.")).toBeVisible();
  await expect(mia).toContainText("Gerade außerhalb der Zeiten: Niemand wird angeboten.");

  const visitor = await visitorPage(browser);
  try {
    const v = visitor.page;
    await say(v, "Hallo, ich habe eine Frage.");
    await expect(coachAnswers(v)).toHaveCount(2);
    await expect(talkToPerson(v)).toHaveCount(0);
  } finally {
    await visitor.close();
    await mia.getByLabel("Immer, wenn jemand in Bereitschaft ist").check();
    await hours.getByRole("button", { name: "Zeiten speichern" }).click();
    await expect(mia).toContainText("Gerade innerhalb der Zeiten.");
    await page.getByRole("button", { name: "Bereitschaft beenden" }).click();
    await expect(page.getByTestId("duty-state")).toContainText("Sie sind nicht in Bereitschaft.");
  }
});

test("screenshots of the Live settings", async ({ page, operator }) => {
  const dir = process.env.LIVE_SCREENSHOTS;
  test.skip(!dir, "LIVE_SCREENSHOTS names the folder for the screenshots");
  await operator.login("live");
  const mia = page.getByTestId("live-hours").getByRole("group", { name: "Mia" });
  await mia.getByLabel("Nur zu diesen Zeiten").check();
  for (const lang of ["de", "en"] as const) {
    if (lang === "en") await page.getByTestId("admin-header").getByRole("link", { name: "English" }).click();
    await expect(page.getByTestId("live-hours")).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId("live-hours").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/live-hours-${width}-${lang}.png`, fullPage: true });
    }
  }
});
