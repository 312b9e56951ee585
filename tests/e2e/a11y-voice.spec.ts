import AxeBuilder from "@axe-core/playwright";
import { request as apiRequest, type Frame, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { EMBED_DEFAULTS } from "#shared/schemas/embed";
import { allowEmbedding, startHostServer, type HostServer } from "./embed-host";
import { expect, test } from "./fixtures";
import { installSpeechDoubles, status, voiceButton } from "./speech-doubles";

/**
 * The accessibility pass (docs/decisions/045-accessibility-pass.md): axe on
 * every state of the voice panel, on the open widget on another site and on
 * the console's main screens, in both languages; the widget used with the
 * keyboard alone; and what a screen reader is told, read from the live
 * regions' politeness and their mutations.
 */

const APP = `http://localhost:${E2E_PORT}`;
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * No serious or critical axe violation on the page (or within `include`).
 * Legacy mode runs axe in the page itself: the default mode opens a second
 * page to combine the frames' results, and that page never answers while
 * the first one records from the microphone. `frames` needs the default
 * mode, for the widget's frame from another site.
 */
async function expectAxeClean(
  page: Page,
  what: string,
  { include, frames = false }: { include?: string; frames?: boolean } = {},
) {
  let axe = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(!frames);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `serious or critical axe violations (${what})`,
  ).toEqual([]);
}

/**
 * POST /api/chat as each story needs it, set per message through
 * window.__chat.mode: the real server ("pass"), an answer that streams its
 * first words and waits for __chat.release() ("hold"), a provider fault
 * ("fail") or a refusal in the server's words ("refuse"). Installed in every
 * frame, the widget's too.
 */
async function scriptChat(page: Page) {
  await page.addInitScript(() => {
    type Chat = { mode: "pass" | "hold" | "fail" | "refuse"; release?: (rest: string) => void };
    const w = window as unknown as { __chat: Chat };
    w.__chat = { mode: "pass" };
    const realFetch = window.fetch.bind(window);
    const sse = (name: string, data: unknown) => new TextEncoder().encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    const stream = { headers: { "content-type": "text/event-stream" } };
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { mode } = w.__chat;
      if (!new URL(request.url).pathname.endsWith("/api/chat") || mode === "pass") return realFetch(request);
      if (mode === "refuse")
        return new Response(JSON.stringify({ error: "Zu schnell.", code: "rate-limited" }), {
          status: 429,
          headers: { "content-type": "application/json" },
        });
      if (mode === "fail") return new Response(sse("error", { message: "kaputt", code: "chat-provider-failed" }), stream);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const first = "Atme erst einmal";
          controller.enqueue(sse("text", { delta: first }));
          w.__chat.release = (rest) => {
            controller.enqueue(sse("text", { delta: rest }));
            controller.enqueue(
              sse("done", {
                reply: first + rest,
                conversationId: crypto.randomUUID(),
                sources: [],
                crisis: false,
                risk: null,
                careful: false,
                grade: "none",
                help: "none",
                resources: [],
              }),
            );
            controller.close();
          };
          request.signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
        },
      });
      return new Response(body, stream);
    };
  });
}

type ChatMode = "pass" | "hold" | "fail" | "refuse";
const chatMode = (where: Page | Frame, mode: ChatMode) =>
  where.evaluate((m) => void ((window as unknown as { __chat: { mode: ChatMode } }).__chat.mode = m), mode);

/** Records every non-empty text the element under `selector` shows, after each change, in window[name]. */
const recordTexts = (where: Page | Frame, selector: string, name: string) =>
  where.evaluate(
    ({ selector, name }) => {
      const el = document.querySelector(selector)!;
      const w = window as unknown as Record<string, string[]>;
      w[name] = [];
      new MutationObserver(() => {
        const text = el.textContent ?? "";
        if (text.trim()) w[name]!.push(text);
      }).observe(el, { subtree: true, childList: true, characterData: true });
    },
    { selector, name },
  );
const recorded = (where: Page | Frame, name: string) =>
  where.evaluate((n) => (window as unknown as Record<string, string[]>)[n]!, name);

const PANEL = {
  de: {
    path: "/produkte/demo",
    closed: "Klicke auf den Button, um das Gespräch zu beginnen",
    ready: "Bereit zum Aufnehmen",
    listening: "Aufnahme läuft...",
    answering: "Mia antwortet...",
    input: "Nachricht an Mia",
    greeting: "Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?",
    said: "Ich habe so viel Stress im Job",
    providerFailed:
      "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
    rateLimited: "Du schreibst gerade sehr schnell",
    crisis: "Ich habe vorhin alle meine Schlaftabletten geschluckt.",
    help: "Hilfe rund um die Uhr",
  },
  en: {
    path: "/products/demo",
    closed: "Click the button to start the conversation",
    ready: "Ready to record",
    listening: "Recording...",
    answering: "Mia is answering...",
    input: "Message to Mia",
    greeting: "Hello, this is Mia, nice to have you here, how can I help you today?",
    said: "I am so stressed at work",
    providerFailed: "I'm sorry, I'm having technical difficulties right now. Could you try again in a moment?",
    rateLimited: "You're sending messages very quickly",
    crisis: "I want to die.",
    help: "Help around the clock",
  },
} as const;

for (const lang of ["de", "en"] as const) {
  const t = PANEL[lang];

  test(`the voice panel in every state passes axe, and a screen reader hears each answer once (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await installSpeechDoubles(page);
    await scriptChat(page);
    await page.goto(t.path);
    const log = page.getByRole("log");
    const announcer = page.getByTestId("voice-announcer");
    const politeStatus = status(page).getByRole("status");

    // Closed. The log is no live region; the status line and the announcer are polite ones, there from the start.
    await expect(politeStatus).toHaveText(t.closed);
    await expect(log).toHaveAttribute("aria-live", "off");
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await expect(announcer).toHaveText("");
    await expectAxeClean(page, "closed");
    await recordTexts(page, '[data-testid="voice-status"] [role="status"]', "__politeStatus");

    // Open: the greeting is said whole, once.
    await voiceButton(page).click();
    await expect(politeStatus).toHaveText(t.ready);
    await expect(announcer).toHaveText(t.greeting);
    await expectAxeClean(page, "open", { include: "main" });

    // Listening. With reduced motion the pulsing button stands still, fully drawn, not half faded.
    await voiceButton(page).click();
    await expect(politeStatus).toHaveText(t.listening);
    await expectAxeClean(page, "listening", { include: "main" });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(voiceButton(page)).toHaveCSS("opacity", "1");

    // Answering: the answer streams into the log, and the live region stays silent until it is complete.
    await recordTexts(page, '[data-testid="voice-announcer"]', "__announced");
    await chatMode(page, "hold");
    await page.evaluate((s) => (window as unknown as { __speech: { final(t: string): void } }).__speech.final(s), t.said);
    await expect(politeStatus).toHaveText(t.answering);
    await expect(log).toContainText("Atme erst einmal");
    await expect(voiceButton(page)).toHaveAttribute("aria-disabled", "true");
    await expectAxeClean(page, "answering", { include: "main" });
    await expect(announcer).toHaveText("");
    await page.evaluate(() => (window as unknown as { __chat: { release(rest: string): void } }).__chat.release(" ruhig ein."));
    await expect(politeStatus).toHaveText(t.ready);
    await expect(announcer).toHaveText("Atme erst einmal ruhig ein.");
    expect(await recorded(page, "__announced")).toEqual(["Atme erst einmal ruhig ein."]);
    // Each change of state was said once, in order: no text twice in a row.
    const states = await recorded(page, "__politeStatus");
    expect(
      states.filter((s, i) => s === states[i - 1]),
      states.join(" → "),
    ).toEqual([]);
    expect(states.indexOf(t.answering)).toBeGreaterThan(states.indexOf(t.listening));
    // In the log, each message says who speaks before what is said.
    await expect(log.locator('[data-role="user"]').last()).toHaveText(new RegExp(`^(Du|You):\\s*${t.said}`));
    await expect(log.locator('[data-role="assistant"]').last()).toHaveText(/^Mia:\s*Atme erst einmal ruhig ein\.$/);

    // Errors. A fault with a notice of its own is an alert; a refusal in the status line becomes one too.
    const input = page.getByRole("textbox", { name: t.input });
    await chatMode(page, "fail");
    await input.fill("Hallo");
    await input.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(t.providerFailed);
    await expectAxeClean(page, "error", { include: "main" });
    await chatMode(page, "refuse");
    await input.fill("Hallo");
    await input.press("Enter");
    await expect(status(page).getByRole("alert")).toContainText(t.rateLimited);
    await expect(politeStatus).toHaveText("");

    // Crisis: the answer with its numbers, said once it is complete, and the help in view.
    await chatMode(page, "pass");
    await input.fill(t.crisis);
    await input.press("Enter");
    await expect(page.getByRole("region", { name: t.help })).toBeVisible();
    await expect(politeStatus).toHaveText(t.ready);
    const crisisAnswer = await log.locator('[data-role="assistant"]').last().locator("p").nth(1).textContent();
    await expect(announcer).toHaveText(crisisAnswer!);
    await expectAxeClean(page, "crisis", { include: "main" });
  });
}

test.describe("motion", () => {
  test.use({ reducedMotion: "no-preference" });
  test("the particles stop when the visitor asks for reduced motion while the page is open", async ({ page }) => {
    await page.goto("/");
    const particles = page.getByTestId("particles");
    await expect(particles).toHaveAttribute("data-running", "true");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(particles).toHaveAttribute("data-running", "false");
  });
});

test.describe("the widget on another site", () => {
  const SLUG = "a11y-ida";
  let host: HostServer;
  // A frame on another site may not touch storage: no consent preset (it would write localStorage in the frame too).
  test.use({ presetConsent: false });
  // One host page on one port: the two stories run one after the other.
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    // Another port than the other host pages (embed.spec.ts: +10, +11; speech-input.spec.ts: +12; embed-cross-site: +13).
    host = await startHostServer(E2E_PORT + 14, APP);
    // A persona of its own, so the other widget stories' settings do not meet these.
    const api = await apiRequest.newContext({ baseURL: APP });
    try {
      expect((await api.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
      const created = await api.post("/api/admin/personas", {
        data: {
          name: "Ida",
          slug: SLUG,
          greeting: "Hallo, hier ist Ida!",
          greetingPhonetic: "Hallo, hier ist Ida!",
          greetingEn: "Hello, this is Ida!",
          greetingPhoneticEn: "Hello, this is Ida!",
          systemPrompt: "Du bist Ida.",
          isActive: true,
        },
      });
      // A second run of this block on the same server finds the persona there.
      expect([201, 409]).toContain(created.status());
    } finally {
      await api.dispose();
    }
    await allowEmbedding(APP, SLUG, { ...EMBED_DEFAULTS, allowedOrigins: [host.origin] });
  });
  test.afterAll(async () => {
    await host?.close();
  });

  const launcher = (page: Page) => page.locator("mentalcoach-widget").locator("button.launcher");
  const panelFrame = (page: Page) => page.frameLocator("mentalcoach-widget iframe");
  const frameOf = (page: Page) => page.frames().find((f) => f.url().startsWith(`${APP}/embed/`))!;

  /** With A11Y_SCREENSHOTS set, the page as it is, into that folder. */
  const shoot = async (page: Page, name: string) => {
    const dir = process.env.A11Y_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/widget-${name}.png` });
  };

  /** Presses `key` until `target` has the focus (in its own document or shadow root). */
  async function pressUntilFocused(page: Page, target: Locator, key = "Tab", most = 30) {
    const focused = () => target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);
    for (let i = 0; i < most && !(await focused()); i++) await page.keyboard.press(key);
    await expect(target).toBeFocused();
  }

  test("with the keyboard alone: open, send, stop, hands-free on and off, end, rate, close", async ({ page }) => {
    test.setTimeout(60_000);
    await installSpeechDoubles(page);
    await scriptChat(page);
    await page.goto(`${host.origin}/?persona=${SLUG}&plain=1`);
    await expect(launcher(page)).toBeVisible();
    await pressUntilFocused(page, launcher(page));
    await shoot(page, "1280-de-launcher");
    await page.keyboard.press("Enter");
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("mentalcoach-widget iframe")).toBeFocused();
    const frame = panelFrame(page);
    // Hydrated once the embedding site is named.
    await expect(frame.getByRole("note")).toContainText(`Eingebettet auf ${host.origin}`);
    await expectAxeClean(page, "open widget (de)", { frames: true });

    // Send a typed message; the answer is held, so there is one to stop.
    const input = frame.getByRole("textbox", { name: "Nachricht an Ida" });
    await pressUntilFocused(page, input);
    await chatMode(frameOf(page), "hold");
    await page.keyboard.type("Ich bin vor Präsentationen nervös.");
    await page.keyboard.press("Enter");
    const stop = frame.getByRole("button", { name: "Antwort stoppen" });
    await expect(stop).toBeVisible();
    await pressUntilFocused(page, stop, "Shift+Tab");
    await shoot(page, "1280-de-stop");
    await page.keyboard.press("Enter");
    await expect(stop).toHaveCount(0);
    await expect(frame.getByTestId("interrupted")).toBeVisible();
    // The stop control is gone; the focus went on to the text field, not back to the start of the page.
    await expect(input).toBeFocused();

    // A real answer, sent with Enter.
    await chatMode(frameOf(page), "pass");
    await page.keyboard.type("Was kann ich gegen Lampenfieber tun?");
    await page.keyboard.press("Enter");
    await expect(frame.getByTestId("voice-status")).toHaveText("Bereit zum Aufnehmen");
    await expect(frame.getByTestId("voice-announcer")).not.toHaveText("");

    // Hands-free on and off with the space bar.
    const handsFree = frame.getByRole("switch", { name: "Freihändig sprechen" });
    await pressUntilFocused(page, handsFree, "Shift+Tab");
    await page.keyboard.press("Space");
    await expect(handsFree).toBeChecked();
    await shoot(page, "1280-de-hands-free");
    await expect(frame.getByText("Ida hört zu, bis du eine Pause machst")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(handsFree).not.toBeChecked();
    await expect(handsFree).toBeFocused();

    // End the conversation; the focus stays on the control, which now offers a new one.
    const end = frame.getByRole("button", { name: "Gespräch beenden" });
    await pressUntilFocused(page, end);
    await page.keyboard.press("Enter");
    await expect(frame.getByRole("button", { name: "Neues Gespräch" })).toBeFocused();
    await expect(frame.getByTestId("voice-announcer")).toContainText("Das Gespräch ist beendet.");

    // Rate: the arrow keys choose, Enter saves (choosing alone saves nothing).
    const stars = frame.getByRole("radiogroup", { name: "Wie hilfreich war das Gespräch?" });
    await pressUntilFocused(page, stars.getByRole("radio").first());
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "4 von 5 Sternen" })).toBeChecked();
    await expect(frame.getByText("Danke für deine Bewertung!")).toHaveCount(0);
    await shoot(page, "1280-de-rating");
    await page.keyboard.press("Enter");
    await expect(frame.getByText("Danke für deine Bewertung!")).toBeVisible();
    await expect(stars.getByRole("radio", { name: "4 von 5 Sternen" })).toBeChecked();

    // Escape inside the panel closes it, and the focus is back on the launcher.
    await page.keyboard.press("Escape");
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await expect(launcher(page)).toBeFocused();
  });

  test("the open widget passes axe in English", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${host.origin}/?persona=${SLUG}&lang=en`);
    await pressUntilFocused(page, launcher(page));
    await shoot(page, "390-en-launcher");
    await page.keyboard.press("Enter");
    const frame = panelFrame(page);
    await expect(frame.getByRole("note")).toContainText(`Embedded on ${host.origin}`);
    await expectAxeClean(page, "open widget (en)", { frames: true });
    await pressUntilFocused(page, frame.getByRole("switch", { name: "Hands-free" }));
    await shoot(page, "390-en-hands-free");
  });
});

/** How a section shows it has loaded: a heading, a slider with its value, or a text. */
type Ready = { heading: string } | { slider: string } | { text: string };
const CONSOLE: Record<"de" | "en", { overview: string; sections: [string, Ready][] }> = {
  de: {
    overview: "Kennzahlen",
    sections: [
      ["Spracheinstellungen", { slider: "Stabilität" }],
      ["Wissensdatenbank", { heading: "Dokumentenverwaltung" }],
      ["Transkripte", { heading: "Transkripte speichern" }],
      ["Systemeinstellungen", { heading: "API-Einstellungen" }],
      ["Anfragen", { text: "Frau Barrierefreiheitstest de" }],
    ],
  },
  en: {
    overview: "Key figures",
    sections: [
      ["Voice settings", { slider: "Stability" }],
      ["Knowledge base", { heading: "Document management" }],
      ["Transcripts", { heading: "Store transcripts" }],
      ["System settings", { heading: "API settings" }],
      ["Inquiries", { text: "Ms Barrierefreiheitstest en" }],
    ],
  },
};

for (const lang of ["de", "en"] as const) {
  const t = CONSOLE[lang];

  test(`the console's login and main sections pass axe, reached with the arrow keys (${lang})`, async ({
    page,
    context,
    operator,
  }) => {
    test.setTimeout(90_000);
    if (lang === "en") await context.addCookies([{ name: "lang", value: "en", url: APP }]);
    const sent = await page.request.post("/api/inquiries", {
      data: {
        salutation: "Frau",
        name: `Barrierefreiheitstest ${lang}`,
        phone: "+49 30 1234567",
        email: "test@example.com",
        message: "Eine Anfrage, damit die Liste nicht leer ist.",
        lang,
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto("/admin/dashboard-login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectAxeClean(page, "login");
    await operator.submitLogin();
    const tabs = page.getByRole("tablist");
    await expect(tabs.getByRole("tab", { name: t.overview })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("stat-users")).not.toContainText("…");
    await expectAxeClean(page, "key figures");

    // The side bar is a tab list, in the order of these sections: the arrow keys walk it and open each tab they reach.
    await tabs.getByRole("tab", { selected: true }).focus();
    /** The name of the tab that has the focus, or null when the focus is not on a tab. */
    const focusedTab = () =>
      page.evaluate(() => (document.activeElement?.getAttribute("role") === "tab" ? document.activeElement.textContent : null));
    for (const [name, ready] of t.sections) {
      const wanted = tabs.getByRole("tab", { name, exact: true });
      for (let i = 0; i < 12 && (await focusedTab()) !== name; i++) {
        // An on-call alert from a parallel test re-renders the console: focus the open tab again if it was lost.
        if (!(await tabs.evaluate((list) => list.contains(document.activeElement))))
          await tabs.getByRole("tab", { selected: true }).focus();
        const before = await focusedTab();
        await page.keyboard.press("ArrowDown");
        // The tab list moves the focus in a timer after the key, which a busy page runs late: judge where the
        // focus is only once it has moved, or the next key starts again from where it was.
        await expect.poll(focusedTab).not.toBe(before);
      }
      await expect(wanted).toHaveAttribute("aria-selected", "true");
      await expect(wanted).toBeFocused();
      const panel = page.getByRole("tabpanel");
      if ("heading" in ready) await expect(panel.getByRole("heading", { name: ready.heading })).toBeVisible();
      else if ("slider" in ready)
        await expect(panel.getByRole("slider", { name: ready.slider })).toHaveAttribute("aria-valuenow", /\d/);
      else await expect(panel.getByText(ready.text, { exact: true })).toBeVisible();
      await expectAxeClean(page, name);
    }
  });
}

test("screenshots of the focus in the panel", async ({ page }) => {
  const dir = process.env.A11Y_SCREENSHOTS;
  test.skip(!dir, "A11Y_SCREENSHOTS names the folder for the screenshots");
  test.setTimeout(300_000);
  await installSpeechDoubles(page);
  await scriptChat(page);
  for (const width of [1280, 390]) {
    for (const lang of ["de", "en"] as const) {
      const t = PANEL[lang];
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await page.goto(t.path);
      await voiceButton(page).click();
      await expect(status(page)).toHaveText(t.ready);
      const shot = async (target: Locator, name: string) => {
        await target.focus();
        // Focus that the keyboard brought: away and back with Tab.
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        await expect(target).toBeFocused();
        await page.screenshot({ path: `${dir}/focus-${width}-${lang}-${name}.png` });
      };
      await shot(voiceButton(page), "voice-button");
      await shot(page.getByRole("switch"), "hands-free");
      await shot(page.getByRole("log"), "log");
      await shot(page.getByRole("textbox", { name: t.input }), "input");
      await chatMode(page, "hold");
      await page.getByRole("textbox", { name: t.input }).fill("Hallo");
      await page.keyboard.press("Enter");
      await shot(page.getByRole("button", { name: lang === "de" ? "Antwort stoppen" : "Stop answer" }), "stop");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: t.input })).toBeFocused();
      await page.screenshot({ path: `${dir}/focus-${width}-${lang}-after-stop.png` });
      await shot(page.getByRole("button", { name: lang === "de" ? "Senden" : "Send" }), "send");
      // A complete answer, so ending the conversation offers the rating.
      await chatMode(page, "pass");
      await page.getByRole("textbox", { name: t.input }).fill(t.said);
      await page.keyboard.press("Enter");
      await expect(page.locator('[data-role="assistant"]')).toHaveCount(3);
      await expect(status(page)).toHaveText(t.ready);
      await shot(page.getByRole("button", { name: lang === "de" ? "Gespräch beenden" : "End conversation" }), "end");
      await page.keyboard.press("Enter");
      await shot(page.getByRole("radio").first(), "rating");
    }
  }
});
