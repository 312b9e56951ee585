import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import {
  E2E_CHROMIUM_ARGS,
  E2E_HANDS_FREE_ELEVENLABS_PORT,
  E2E_HANDS_FREE_OPENAI_PORT,
  E2E_HANDS_FREE_PORT,
} from "../../playwright.config";
import { startFakeElevenLabs, type FakeElevenLabs } from "../fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { expect, test } from "./fixtures";

/**
 * Hands-free mode in a real browser: Chromium's fake microphone loops a German
 * sentence spoken by espeak-ng with a long pause after it (about every 7.8 s),
 * the page's voice activity detection takes the turns, the server transcribes
 * with a fake OpenAI-compatible provider and speaks with a fake ElevenLabs
 * that streams its MP3 frames over time, all on loopback in the real wire
 * formats.
 */
const SPEECH = fileURLToPath(new URL("../fixtures/audio/stress-im-job-pause.de.wav", import.meta.url));
const BASE = `http://localhost:${E2E_HANDS_FREE_PORT}`;
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...E2E_CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${SPEECH}`],
  },
});
test.describe.configure({ mode: "serial" });
// Each turn waits for the next utterance of the looped recording (every 7.8 s).
test.setTimeout(90_000);

let openai: FakeOpenAi;
let eleven: FakeElevenLabs;
test.beforeAll(async () => {
  openai = await startFakeOpenAi(
    {
      transcript: "Ich habe so viel Stress im Job.",
      reply: "Das klingt anstrengend. Was belastet dich gerade am meisten?",
      firstTokenDelayMs: 0,
      tokensPerSecond: 0,
    },
    undefined,
    E2E_HANDS_FREE_OPENAI_PORT,
  );
  eleven = await startFakeElevenLabs({ firstByteDelayMs: 50 }, "el-test-key", E2E_HANDS_FREE_ELEVENLABS_PORT);
});
test.afterAll(async () => {
  await openai.close();
  await eleven.close();
});
test.beforeEach(() => {
  openai.requests.length = 0;
  eleven.requests.length = 0;
});

const chatRequests = () => openai.requests.filter((r) => r.path === "/v1/chat/completions");
const statuses = (page: Page) => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);

/** Records every status text in order, as the voice-chat tests do. */
async function watchStatus(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __statuses: string[]; __media: HTMLMediaElement[] };
    w.__statuses = [];
    // Every element that plays, also those never attached to the document.
    w.__media = [];
    const play = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "play")!.value as () => Promise<void>;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      w.__media.push(this);
      return play.call(this);
    };
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="voice-status"]');
      if (el && w.__statuses.at(-1) !== el.textContent) w.__statuses.push(el.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test("hands-free: two turns without a click, the level meter moving", async ({ page }, info) => {
  // Short answers (about 0.3 s of audio each), so each is over before the next utterance.
  eleven.script = { firstByteDelayMs: 50, frames: 12, frameIntervalMs: 10 };
  await watchStatus(page);
  await page.goto(`${BASE}/produkte/demo`);
  const toggle = page.getByRole("switch", { name: "Freihändig sprechen" });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText("Mia hört zu, bis du eine Pause machst")).toBeVisible();
  // The greeting is spoken in the server's voice, then the widget listens by itself.
  await expect(page.getByTestId("listening-label")).toBeVisible({ timeout: 15_000 });
  const meter = page.getByRole("meter", { name: "Lautstärke am Mikrofon" });
  await expect.poll(async () => Number(await meter.getAttribute("aria-valuenow")), { timeout: 15_000 }).toBeGreaterThan(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hands-free-listening-${info.project.name}.png` });

  const log = page.getByRole("log");
  await expect(log.getByText("Ich habe so viel Stress im Job.")).toHaveCount(1, { timeout: 20_000 });
  await expect(log.getByText(/Was belastet dich gerade am meisten\?/)).toHaveCount(1, { timeout: 10_000 });
  // The second turn: the next utterance, again without a click.
  await expect(log.getByText("Ich habe so viel Stress im Job.")).toHaveCount(2, { timeout: 20_000 });
  await expect(log.getByText(/Was belastet dich gerade am meisten\?/)).toHaveCount(2, { timeout: 10_000 });
  expect(chatRequests()).toHaveLength(2);
  const seen = await statuses(page);
  expect(seen).toContain("Mia spricht...");
  expect(seen).toContain("Aufnahme läuft...");
  await expect(page.getByTestId("interrupted")).toHaveCount(0);
  // The answers were spoken through the provider's streaming endpoint.
  expect(eleven.requests.some((r) => r.path.endsWith("/stream"))).toBe(true);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hands-free-two-turns-${info.project.name}.png` });
  await toggle.uncheck();
});

test("barge-in: speaking while Mia talks stops her, and the answer is marked interrupted", async ({ page }) => {
  // A long answer: about 8 s of audio for each piece, so the next utterance comes while Mia speaks.
  eleven.script = { firstByteDelayMs: 50, frames: 300, frameIntervalMs: 2 };
  await watchStatus(page);
  await page.goto(`${BASE}/produkte/demo`);
  await page.getByRole("switch", { name: "Freihändig sprechen" }).check();
  const log = page.getByRole("log");
  await expect(log.getByText("Ich habe so viel Stress im Job.")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId("voice-status")).toHaveText("Mia spricht...", { timeout: 15_000 });
  // The next utterance interrupts her: playback stops, the widget listens, the answer is marked.
  await expect(page.getByTestId("interrupted")).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId("listening-label")).toBeVisible();
  const media = await page.evaluate(() =>
    (window as unknown as { __media: HTMLMediaElement[] }).__media.map((m) => ({ paused: m.paused, at: m.currentTime })),
  );
  expect(media.length).toBeGreaterThan(0);
  expect(media.every((m) => m.paused)).toBe(true);
  // The interrupted answer goes back to the model marked as such.
  await expect.poll(() => chatRequests().length, { timeout: 20_000 }).toBe(2);
  const history = (chatRequests()[1]!.body as { messages: { role: string; content: string }[] }).messages;
  const interrupted = history.filter((m) => m.role === "assistant").at(-1)!;
  expect(interrupted.content).toMatch(/\[vom Besucher unterbrochen\]$/);
});
