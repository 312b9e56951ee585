import type { Page } from "@playwright/test";
import type { ChatDone } from "#shared/schemas/chat";
import { formatSse } from "#shared/sse";
import { silentMp3 } from "../fakes/elevenlabs-server";
import { expect, test } from "./fixtures";
import { installSpeechDoubles, status, voiceButton } from "./speech-doubles";

/** Adds up the page's layout shifts that no input caused (what counts as CLS), from the start of the load. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    const describe = (n?: Node | null) =>
      n instanceof Element
        ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}.${[...n.classList].slice(0, 4).join(".")} "${(n.textContent ?? "").slice(0, 40)}"`
        : String(n?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => describe(s.node)) });
    }).observe({ type: "layout-shift", buffered: true });
  });
}
/**
 * The page's layout shifts since it began, with the elements that moved, so
 * a failure names them. Shifts that add up to less than a thousandth (a
 * pixel's nudge of one small element; 0.1 is where Web Vitals call it poor)
 * are let through: CI once measured 0.0005 on a loaded machine that nothing
 * here reproduces, and a browser test that fails on no visible change only
 * hides real ones.
 */
async function expectNothingMoved(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
}

/** A tiny silent WAV, base64. */
function silentWav(ms = 200): string {
  const rate = 8000;
  const samples = Math.floor((rate * ms) / 1000);
  const buf = Buffer.alloc(44 + samples);
  buf.write("RIFF", 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write("WAVEfmt ", 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write("data", 36);
  buf.writeUInt32LE(samples, 40);
  buf.fill(128, 44);
  return buf.toString("base64");
}

function sse(events: [string, unknown][]): string {
  return events.map(([e, d]) => formatSse(e, d)).join("");
}

test("a visitor opens the widget, hears the greeting, speaks and gets a streamed answer", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  await expect(page.getByRole("heading", { name: "Sprich jetzt mit Mia AI!" })).toBeVisible();
  await expect(page.getByText(/Du sprichst mit einer künstlichen Intelligenz/)).toBeVisible();
  await expect(page.getByText(/ersetzt keine Therapie/)).toBeVisible();
  await expect(page.getByTestId("demo-mode")).toBeVisible();
  const chatArea = await page.getByRole("region", { name: "Gesprächsverlauf" }).boundingBox();
  expect(chatArea).toMatchObject({ width: 384, height: 384 });

  await expect(voiceButton(page)).toHaveAttribute("data-tone", "purple-pink");
  await voiceButton(page).click();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  await expect(voiceButton(page)).toHaveAttribute("data-tone", "blue-purple");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[0]))
    .toBe("Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?");

  await voiceButton(page).click();
  await expect(status(page)).toHaveText("Aufnahme läuft...");
  await expect(voiceButton(page)).toHaveAttribute("data-tone", "red");
  await expect(page.getByRole("button", { name: "Ich höre zu... (Klick zum Beenden)" })).toBeVisible();
  // The label is written out, not only a tooltip.
  await expect(page.getByTestId("listening-label")).toHaveText("Ich höre zu... (Klick zum Beenden)");
  // The meter follows the microphone (Chromium's fake device plays a tone).
  const meter = page.getByRole("meter", { name: "Lautstärke am Mikrofon" });
  await expect.poll(async () => Number(await meter.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  await page.evaluate(() =>
    (window as unknown as { __speech: { interim(t: string): void } }).__speech.interim("Ich habe so viel"),
  );
  await expect(page.getByText("Ich habe so viel", { exact: true })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { __speech: { final(t: string): void } }).__speech.final("Ich habe so viel Stress im Job"),
  );

  const log = page.getByRole("log");
  await expect(log).toContainText("Ich habe so viel Stress im Job");
  await expect(log).toContainText("einzuatmen");
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen", { timeout: 10_000 });
  const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
  const order = [
    "Bereit zum Aufnehmen",
    "Aufnahme läuft...",
    "Verarbeite Anfrage...",
    "Mia antwortet...",
    "Bereit zum Aufnehmen",
  ];
  let i = 0;
  for (const s of statuses) if (s === order[i]) i++;
  expect(i, `status order: ${statuses.join(" → ")}`).toBe(order.length);
  // The browser's own voice spoke the answer (no server voice configured).
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.length)).toBeGreaterThan(2);

  // No rating prompt under each answer: it is offered once, when the visitor ends the conversation.
  const rating = page.getByRole("radiogroup", { name: "Wie hilfreich war das Gespräch?" });
  await expect(rating).toHaveCount(0);
  await page.getByRole("button", { name: "Gespräch beenden" }).click();
  await page.getByRole("radio", { name: "3 von 5 Sternen" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Danke für deine Bewertung!")).toBeVisible();
  await expect(page.getByRole("radio", { name: "5 von 5 Sternen" })).toBeDisabled();

  // The transcript can be downloaded, with who said what.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Verlauf herunterladen" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gespraech-demo-\d{4}-\d{2}-\d{2}\.txt$/);
  const transcript = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(transcript).toString("utf8");
  expect(text).toContain("Du: Ich habe so viel Stress im Job");
  expect(text).toMatch(/Mia: .*einzuatmen/);

  // 'Neues Gespräch' starts over: an empty log, the greeting again, no rating.
  await page.getByRole("button", { name: "Neues Gespräch" }).click();
  await expect(log).not.toContainText("Stress im Job");
  await expect(rating).toHaveCount(0);
  await expect(status(page)).toHaveText("Klicke auf den Button, um das Gespräch zu beginnen");
  await voiceButton(page).click();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  await expect(log).toContainText("Hallo, hier ist Mia");
});

test("clicking again ends listening with 'Aufnahme gestoppt'; empty speech is not sent", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  await voiceButton(page).click();
  await voiceButton(page).click();
  await voiceButton(page).click();
  await expect(page.getByText("Keine Sprache erkannt. Bitte sprich deutlicher.")).toBeVisible();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
  expect(statuses).toContain("Aufnahme gestoppt");
  await expect(page.getByRole("log")).not.toContainText("Du");
});

test("typed input: Enter sends and clears, blank is ignored", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  const input = page.getByRole("textbox", { name: "Nachricht an Mia" });
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByRole("log")).not.toContainText("Du");
  await input.fill("Ich kann nachts nicht schlafen");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(page.getByRole("log")).toContainText("Ich kann nachts nicht schlafen");
  await expect(page.getByRole("log")).toContainText("Abend");
});

test("recognition errors show the documented messages", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  await voiceButton(page).click();
  await voiceButton(page).click();
  await page.evaluate(() => (window as unknown as { __speech: { error(c: string): void } }).__speech.error("not-allowed"));
  await expect(page.getByRole("alert")).toHaveText("Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.");
  await voiceButton(page).click();
  await page.evaluate(() => (window as unknown as { __speech: { error(c: string): void } }).__speech.error("no-speech"));
  await expect(page.getByRole("alert")).toHaveText("Keine Sprache erkannt. Bitte sprich deutlicher.");
});

test("without speech recognition the page says so and typing still works", async ({ page }) => {
  await installSpeechDoubles(page, { recognition: false });
  await page.goto("/produkte/demo");
  await voiceButton(page).click();
  await voiceButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Browser unterstützt keine Spracherkennung");
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
  await page.getByRole("button", { name: "Senden" }).click();
  // The offline demo provider answers a greeting with a greeting.
  await expect(page.getByRole("log")).toContainText("Erzähl mir gern, was dich gerade beschäftigt");
});

test.describe("provider failures", () => {
  test.use({ allowedConsoleErrors: /status of 50\d|ERR_CONNECTION_REFUSED|ERR_FAILED/ });

  test("a failed answer shows the documented message", async ({ page }) => {
    await installSpeechDoubles(page);
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: sse([
          [
            "error",
            {
              message:
                "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
              code: "chat-provider-failed",
            },
          ],
        ]),
      }),
    );
    await page.goto("/produkte/demo");
    await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(
      "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
    );
    await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  });

  test("an unreachable server shows the documented message", async ({ page }) => {
    await installSpeechDoubles(page);
    await page.route("**/api/chat", (route) => route.abort("connectionrefused"));
    await page.goto("/produkte/demo");
    await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toContainText("technische Schwierigkeiten");
  });

  test("a rate limit is said once, in the server's words, not as a processing problem", async ({ page }) => {
    const tooFast = "Du schreibst gerade sehr schnell. Bitte warte einen Moment und versuche es dann noch einmal.";
    await installSpeechDoubles(page);
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: tooFast, code: "rate-limited" }),
      }),
    );
    await page.goto("/produkte/demo");
    await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText(tooFast);
    await expect(page.getByText(tooFast)).toHaveCount(1);
    await expect(page.getByText("Es gab ein Problem bei der Verarbeitung.")).toHaveCount(0);
    await expect(page.getByTestId("voice-notice")).toHaveCount(0);
    // The visitor's message stays in the log; the refused answer leaves no empty bubble.
    await expect(page.getByRole("log")).toContainText("Hallo");
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(0);
  });
});

test("streamed audio is played ('Mia spricht...'); a blocked autoplay shows its message", async ({ page }) => {
  await installSpeechDoubles(page, { blockAutoplay: true });
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: sse([
        ["text", { delta: "Ich bin da. " }],
        ["audio", mp3Part(0, 0, 8, true)],
        done({ reply: "Ich bin da.", conversationId: "00000000-0000-4000-8000-000000000001" }),
      ]),
    }),
  );
  await page.goto("/produkte/demo");
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    "Die automatische Audiowiedergabe wurde vom Browser blockiert. Bitte erlaube die Audiowiedergabe oder lies die Textantwort.",
  );
  await expect(page.getByRole("log")).toContainText("Ich bin da.");
});

/** A `done` event as the server sends it, the fields a story does not look at filled in. */
function done(d: Pick<ChatDone, "reply" | "conversationId">): [string, ChatDone] {
  return ["done", { sources: [], crisis: false, risk: null, careful: false, grade: "none", help: "none", resources: [], ...d }];
}

/** An `audio` event with `frames` silent MP3 frames (26 ms each) as part `part` of piece `seq`. */
function mp3Part(seq: number, part: number, frames: number, last: boolean) {
  return { seq, part, last, mime: "audio/mpeg", base64: silentMp3(frames).toString("base64"), pitch: 1, speed: 1, rate: 1 };
}

test("audio arriving in parts plays as one stream through Media Source, pieces back to back", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __appends: number };
    w.__appends = 0;
    const proto = SourceBuffer.prototype;
    const append = Object.getOwnPropertyDescriptor(proto, "appendBuffer")!.value as (data: BufferSource) => void;
    proto.appendBuffer = function (this: SourceBuffer, data: BufferSource) {
      w.__appends++;
      append.call(this, data);
    };
  });
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: sse([
        ["text", { delta: "Ich bin da. " }],
        ["audio", mp3Part(0, 0, 10, false)],
        ["audio", mp3Part(0, 1, 10, false)],
        ["audio", { ...mp3Part(0, 2, 0, true), base64: "" }],
        ["text", { delta: "Erzähl mir mehr." }],
        ["audio", mp3Part(1, 0, 12, true)],
        done({ reply: "Ich bin da. Erzähl mir mehr.", conversationId: "00000000-0000-4000-8000-000000000002" }),
      ]),
    }),
  );
  await page.goto("/produkte/demo");
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses.includes("Mia spricht...")))
    .toBe(true);
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen", { timeout: 10_000 });
  // Three parts with bytes, all into one SourceBuffer.
  expect(await page.evaluate(() => (window as unknown as { __appends: number }).__appends)).toBe(3);
});

test("audio Media Source cannot take (WAV) plays through Web Audio", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: sse([
        ["text", { delta: "Ich bin da. " }],
        ["audio", { seq: 0, mime: "audio/wav", base64: silentWav(600), pitch: 1 }],
        done({ reply: "Ich bin da.", conversationId: "00000000-0000-4000-8000-000000000003" }),
      ]),
    }),
  );
  await page.goto("/produkte/demo");
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses.includes("Mia spricht...")))
    .toBe(true);
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen", { timeout: 10_000 });
});

test("the stop control ends the answer at once", async ({ page }) => {
  await installSpeechDoubles(page);
  let release: () => void = () => {};
  await page.route("**/api/chat", async (route) => {
    await new Promise<void>((r) => (release = r));
    await route
      .fulfill({ status: 200, contentType: "text/event-stream", body: sse([["text", { delta: "Zu spät." }]]) })
      .catch(() => {});
  });
  await page.goto("/produkte/demo");
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Hallo");
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText("Verarbeite Anfrage...");
  await page.getByRole("button", { name: "Antwort stoppen" }).click();
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  await expect(page.getByRole("button", { name: "Antwort stoppen" })).toHaveCount(0);
  release();
});

test("a stopped answer stays marked as interrupted, also in what goes back to the model", async ({ page }) => {
  await installSpeechDoubles(page);
  // A chat stream that writes half a sentence and then waits, until the page aborts it.
  await page.addInitScript(() => {
    const w = window as unknown as { __chatBodies: string[] };
    w.__chatBodies = [];
    const realFetch = window.fetch.bind(window);
    // The page's client sends a Request (body and signal in it); the browser's own code may pass an init.
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.includes("/api/chat")) return realFetch(request);
      w.__chatBodies.push(await request.text());
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: text\ndata: {"delta":"Atme ganz ruhig ein"}\n\n'));
          request.signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
        },
      });
      return new Response(stream, { headers: { "content-type": "text/event-stream" } });
    };
  });
  await page.goto("/produkte/demo");
  const input = page.getByRole("textbox", { name: "Nachricht an Mia" });
  await input.fill("Hallo");
  await page.keyboard.press("Enter");
  const log = page.getByRole("log");
  await expect(log).toContainText("Atme ganz ruhig ein");
  await page.getByRole("button", { name: "Antwort stoppen" }).click();
  await expect(log.getByTestId("interrupted")).toHaveText("… (unterbrochen)");
  await input.fill("Weiter bitte");
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => (window as unknown as { __chatBodies: string[] }).__chatBodies.length)).toBe(2);
  const second = JSON.parse(await page.evaluate(() => (window as unknown as { __chatBodies: string[] }).__chatBodies[1]!)) as {
    messages: { role: string; content: string }[];
  };
  expect(second.messages).toContainEqual({ role: "assistant", content: "Atme ganz ruhig ein… [vom Besucher unterbrochen]" });
});

test("the English page talks English", async ({ page }) => {
  await installSpeechDoubles(page);
  await page.goto("/products/demo");
  await expect(page.getByRole("heading", { name: "Talk to Mia AI now!" })).toBeVisible();
  await expect(page.getByRole("note").getByTestId("minimum-age")).toHaveText("For people aged 16 and over.");
  // The greeting is English too, spoken by an English voice.
  await voiceButton(page).click();
  await expect(page.getByRole("log")).toContainText("Hello, this is Mia, nice to have you here, how can I help you today?");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[0]))
    .toBe("Hello, this is Mia, nice to have you here, how can I help you today?");
  await page.getByRole("textbox", { name: "Message to Mia" }).fill("I am so stressed at work");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("log")).toContainText("pressure");
  await expect(status(page)).toHaveText("Ready to record");
});

test("a visitor in acute danger gets the emergency answer with tappable numbers, hears it spoken, and gets no rating prompt", async ({
  page,
}) => {
  await installSpeechDoubles(page);
  await page.goto("/produkte/demo");
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("Ich habe vorhin alle meine Schlaftabletten geschluckt.");
  await page.keyboard.press("Enter");
  const log = page.getByRole("log");
  await expect(log).toContainText("Bitte ruf jetzt sofort den Notruf 112 an");
  // Every number in the answer is a tel: link, the emergency number first.
  const links = log.getByRole("link");
  await expect(links.first()).toHaveAttribute("href", "tel:112");
  await expect(log.getByRole("link", { name: "0800 111 0 111" })).toHaveAttribute("href", "tel:08001110111");
  // The help stays in view with large call buttons.
  const help = page.getByRole("region", { name: "Hilfe rund um die Uhr" });
  await expect(help.getByRole("link", { name: "Anrufen: 112" })).toHaveAttribute("href", "tel:112");
  // Spoken with every digit, so it can be dialled from what is heard.
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { __spoken: string[] }).__spoken ?? []).join(" ")))
    .toContain("Notruf eins eins zwei");
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  await expect(page.getByRole("radiogroup", { name: "Wie hilfreich war das Gespräch?" })).toHaveCount(0);
  // A later message stays careful: still no rating prompt, the help still listed.
  await page.getByRole("textbox", { name: "Nachricht an Mia" }).fill("ok");
  await page.keyboard.press("Enter");
  await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
  await expect(help).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Wie hilfreich war das Gespräch?" })).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the voice button, the conversation and its input are on screen without scrolling", async ({ page }) => {
      await installSpeechDoubles(page);
      await page.goto("/produkte/demo");
      for (const target of [voiceButton(page), page.getByRole("log"), page.getByRole("textbox", { name: "Nachricht an Mia" })]) {
        await expect(target).toBeInViewport({ ratio: 1 });
      }
      if (viewport.width < 640) {
        await expect(page.getByRole("textbox", { name: "Nachricht an Mia" })).toHaveAttribute("placeholder", "Deine Nachricht …");
      }
    });

    test("nothing moves while the page comes to life", async ({ page }) => {
      await installSpeechDoubles(page);
      await recordLayoutShifts(page);
      await page.goto("/produkte/demo");
      // Answering the voice button means hydration is done.
      await voiceButton(page).click();
      await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
      await expect(page.getByRole("region", { name: "Cookies und lokale Speicherung" })).toHaveCount(0);
      await expectNothingMoved(page);
    });

    test.describe("before the cookie choice", () => {
      test.use({ presetConsent: false });

      test("on a slow device the page is painted only once it is parsed, so nothing moves", async ({ page }) => {
        // A device ten times slower parses the document in pieces; without the render block the browser paints
        // the header before its right-hand block and the demo before its toolbar, then moves them.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
        await installSpeechDoubles(page);
        await recordLayoutShifts(page);
        await page.goto("/produkte/demo");
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        await voiceButton(page).click();
        await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
        await expectNothingMoved(page);
        // The block names an element after everything visible, so the header and the demo are whole at first paint.
        const blockedUntil = await page.evaluate(() => {
          const link = document.head.querySelector<HTMLLinkElement>('link[rel="expect"][blocking="render"]');
          const target = link && document.querySelector(link.getAttribute("href") ?? "");
          const footer = document.querySelector("footer");
          return target && footer && footer.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? target.id : null;
        });
        expect(blockedUntil).toBe("page-end");
      });

      test("the cookie banner never covers the voice button", async ({ page }) => {
        await installSpeechDoubles(page);
        await page.goto("/produkte/demo");
        const banner = page.getByRole("region", { name: "Cookies und lokale Speicherung" });
        await expect(banner).toBeVisible();
        const [b, v] = [(await banner.boundingBox())!, (await voiceButton(page).boundingBox())!];
        const overlap = b.x < v.x + v.width && v.x < b.x + b.width && b.y < v.y + v.height && v.y < b.y + b.height;
        expect(overlap, `banner ${JSON.stringify(b)} over button ${JSON.stringify(v)}`).toBe(false);
        await voiceButton(page).click();
        await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
      });

      test("the cookie banner comes with the page, so nothing moves when it appears", async ({ page }) => {
        await installSpeechDoubles(page);
        await recordLayoutShifts(page);
        await page.goto("/produkte/demo");
        await voiceButton(page).click();
        await expect(status(page)).toHaveText("Bereit zum Aufnehmen");
        await expect(page.getByRole("region", { name: "Cookies und lokale Speicherung" })).toBeVisible();
        await expectNothingMoved(page);
      });
    });
  });
}
