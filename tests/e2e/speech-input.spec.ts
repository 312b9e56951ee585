import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { E2E_CHROMIUM_ARGS, E2E_FAKE_OPENAI_PORT, E2E_PORT, E2E_SPEECH_PORT } from "../../playwright.config";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { allowEmbedding, startHostServer } from "./embed-host";
import { expect, test } from "./fixtures";

/**
 * Speech in with the server's transcription, in a real browser: Chromium's
 * fake microphone plays a German sentence spoken by espeak-ng
 * (tests/fixtures/audio), the page records it, the server sends it to a fake
 * OpenAI-compatible provider on loopback that speaks the real wire format.
 */
const SPEECH = fileURLToPath(new URL("../fixtures/audio/stress-im-job.de.wav", import.meta.url));
const BASE = `http://localhost:${E2E_SPEECH_PORT}`;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...E2E_CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${SPEECH}`],
  },
});
// One fake provider on a fixed port: the tests of this file share it, one after the other. Each utterance is
// heard to its end, up to two rounds of the fake microphone's 3.8 s loop: more than the usual 30 s on a busy machine.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let provider: FakeOpenAi;
test.beforeAll(async () => {
  provider = await startFakeOpenAi(
    {
      transcript: "Ich habe so viel Stress im Job.",
      reply: "Das klingt nach einer anstrengenden Zeit. Was belastet dich gerade am meisten?",
    },
    undefined,
    E2E_FAKE_OPENAI_PORT,
  );
});
test.afterAll(() => provider.close());
test.beforeEach(() => {
  provider.requests.length = 0;
  delete provider.script.failStatus;
});

const voiceButton = (page: Page) => page.locator("button[data-phase]");
const transcriptions = () => provider.requests.filter((r) => r.path === "/v1/audio/transcriptions");

/**
 * Waits until the microphone meter has shown one whole utterance: a pause,
 * the sentence, and a pause after it. The fake microphone loops the recording
 * (0.3 s of silence, the sentence, 1.2 s of silence), so this is the visitor
 * having said the sentence and stopped talking. A pause is the meter falling
 * to a fifth of its peak: it falls by 15 % a frame (66 ms), so about 0.7 s
 * without speech, longer than the gaps between words.
 */
async function utteranceHeard(meter: Locator) {
  // The meter shows the microphone only once its own stream is open.
  await expect.poll(async () => Number(await meter.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  await meter.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const SPEECH = 20;
        let stage: "pause before" | "sentence" | "pause after" = "pause before";
        let peak = 0;
        const quiet = (level: number) => level <= Math.max(2, peak / 5);
        const look = () => {
          const level = Number(el.getAttribute("aria-valuenow"));
          peak = Math.max(peak, level);
          if (stage === "pause before" && quiet(level)) {
            stage = "sentence";
            peak = 0;
          } else if (stage === "sentence" && level >= SPEECH) {
            stage = "pause after";
            peak = level;
          } else if (stage === "pause after" && quiet(level)) {
            observer.disconnect();
            resolve();
          }
        };
        const observer = new MutationObserver(look);
        observer.observe(el, { attributes: true, attributeFilter: ["aria-valuenow"] });
        look();
      }),
  );
}

/** Opens the conversation and records one utterance. */
async function speak(page: Page) {
  if ((await voiceButton(page).getAttribute("data-phase")) === "closed") {
    await voiceButton(page).click();
    await expect(page.getByTestId("voice-status")).toHaveText("Bereit zum Aufnehmen");
  }
  await voiceButton(page).click();
  await expect(page.getByTestId("listening-label")).toHaveText("Ich höre zu... (Klick zum Beenden)");
  // The meter moves with the recorded speech.
  await utteranceHeard(page.getByRole("meter", { name: "Lautstärke am Mikrofon" }));
  await voiceButton(page).click();
}

test("the page records the visitor and the server's provider transcribes it", async ({ page }) => {
  await page.goto(`${BASE}/produkte/demo`);
  await speak(page);
  const log = page.getByRole("log");
  await expect(log).toContainText("Ich habe so viel Stress im Job.");
  await expect(log).toContainText("Was belastet dich gerade am meisten?");
  // The recording went to the provider, not to the browser's own recogniser: a real audio file of the utterance.
  const sent = transcriptions();
  expect(sent).toHaveLength(1);
  const { file, model, language } = sent[0]!.body as { file: { size: number; type: string }; model: string; language?: string };
  expect(model).toBe("whisper-1");
  expect(language ?? "de").toBe("de");
  expect(file.size).toBeGreaterThan(5_000);
});

test.describe("when the provider fails", () => {
  test.use({ allowedConsoleErrors: /status of 50[23]/ });

  test("the visitor is told to retry or type, and the next utterance still gets through", async ({ page }) => {
    // Notes what Chromium's own recogniser is asked to do and what it reports.
    await page.addInitScript(() => {
      type Ctor = new () => EventTarget;
      const w = window as unknown as Record<"SpeechRecognition" | "webkitSpeechRecognition", Ctor | undefined> & {
        __recogniser: string[];
      };
      w.__recogniser = [];
      for (const name of ["SpeechRecognition", "webkitSpeechRecognition"] as const) {
        const Native = w[name];
        if (!Native) continue;
        w[name] = class extends Native {
          constructor() {
            super();
            w.__recogniser.push("created");
            this.addEventListener("error", (e) => w.__recogniser.push(`error:${(e as Event & { error: string }).error}`));
          }
        };
      }
    });
    await page.goto(`${BASE}/produkte/demo`);
    provider.script.failStatus = 503;
    await speak(page);
    await expect(page.getByTestId("voice-notice")).toHaveText(
      "Die Spracherkennung konnte nicht gestartet werden. Bitte versuche es noch einmal oder schreib deine Nachricht in das Textfeld.",
    );
    // The next try goes to Chromium's own recogniser, which has no speech service here and fails,
    // so the same utterance is recorded again for the server, whose provider is back.
    delete provider.script.failStatus;
    await speak(page);
    await expect(page.getByRole("log")).toContainText("Ich habe so viel Stress im Job.");
    await expect(page.getByRole("log")).toContainText("Was belastet dich gerade am meisten?");
    const recogniser = await page.evaluate(() => (window as unknown as { __recogniser: string[] }).__recogniser);
    expect(recogniser[0]).toBe("created");
    expect(recogniser[1]).toMatch(/^error:(network|service-not-allowed|audio-capture|language-not-supported)$/);
    expect(transcriptions()).toHaveLength(2);
  });
});

test.describe("in the widget on another site", () => {
  // A frame on another site may not touch storage: no consent preset (it would write localStorage in the frame).
  test.use({ presetConsent: false });

  test("the visitor speaks in the embedded panel and the answer comes back", async ({ page }) => {
    // Two servers, a host page and a recording: slow on a loaded machine.
    test.setTimeout(90_000);
    // Another port than embed.spec.ts's host pages, so both files may run side by side.
    const site = await startHostServer(E2E_PORT + 12, BASE);
    try {
      await allowEmbedding(BASE, "mia", { allowedOrigins: [site.origin] });
      await page.goto(`${site.origin}/`);
      await page.locator("mentalcoach-widget button.launcher").click();
      const frame = page.frameLocator("mentalcoach-widget iframe");
      const button = frame.locator("button[data-phase]");
      // The panel is server-rendered: a click before React has taken over the button would be lost.
      await expect
        .poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))), { timeout: 30_000 })
        .toBe(true);
      await button.click();
      await expect(frame.getByTestId("voice-status")).toHaveText("Bereit zum Aufnehmen");
      // The microphone is asked for inside the frame (allow="microphone"), only now.
      await button.click();
      await expect(frame.getByTestId("listening-label")).toHaveText("Ich höre zu... (Klick zum Beenden)");
      await utteranceHeard(frame.getByRole("meter", { name: "Lautstärke am Mikrofon" }));
      await button.click();
      const log = frame.getByRole("log");
      await expect(log).toContainText("Ich habe so viel Stress im Job.");
      await expect(log).toContainText("Was belastet dich gerade am meisten?");
      expect(transcriptions()).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});
