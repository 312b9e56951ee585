import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run the production build in Debian's Chromium (Playwright's
 * own browser download cannot work on our machines). The server gets a fresh
 * embedded database per run and an admin account for the operator stories.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: "operator@example.com", password: "e2e-Sicheres-Passwort-2026" };

/** A second server, with a speech-to-text provider, and the port of the fake provider it talks to. */
export const E2E_SPEECH_PORT = E2E_PORT + 1;
export const E2E_FAKE_OPENAI_PORT = E2E_PORT + 99;
/** A third server for hands-free mode, with chat, transcription and a voice provider, and its two fakes. */
export const E2E_HANDS_FREE_PORT = E2E_PORT + 2;
export const E2E_HANDS_FREE_OPENAI_PORT = E2E_PORT + 3;
export const E2E_HANDS_FREE_ELEVENLABS_PORT = E2E_PORT + 4;
/**
 * A fifth server for the hands-free room stories (tests/e2e/hands-free-room.spec.ts): the coach speaks
 * with a real recording that the microphone hears as echo; its two fakes on the two ports after it.
 */
export const E2E_ROOM_PORT = E2E_PORT + 6;
export const E2E_ROOM_OPENAI_PORT = E2E_PORT + 7;
export const E2E_ROOM_ELEVENLABS_PORT = E2E_PORT + 8;
/** A fourth server whose housekeeping runs every 2 s and whose transcript retention runs 31 days ahead. */
export const E2E_RETENTION_PORT = E2E_PORT + 5;
/**
 * The transcript stories switch transcripts on for the whole site, which adds the consent question to every demo
 * page; on the main server a layout story of the other worker met it (CI, 2 December). They get a server of their own.
 */
export const E2E_TRANSCRIPTS_PORT = E2E_PORT + 9;
/** How far that server's transcript retention runs ahead (TEST_RETENTION_CLOCK_SHIFT_DAYS). */
export const E2E_RETENTION_SHIFT_DAYS = 31;

export const E2E_CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  "--autoplay-policy=no-user-gesture-required",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A flaky test fails the run: tests wait for events and states, never for time, so a retry would only hide a race.
  retries: 0,
  // A story's own bound, not a wait: at load average 17–19 from other work on the 2-core machine, stories that
  // take 12–16 s alone passed 30 s (CI, 29 November) while every wait in them was met.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // The hero's particles draw about half a core per open page in a GPU-less browser, which the other
    // worker's test then waits for. Stories ask for reduced motion unless they test the motion itself
    // (`test.use({ reducedMotion: "no-preference" })`).
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: E2E_CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    // Web sources: the pages a test serves on the loopback interface may be fetched (decision 051).
    appServer(E2E_PORT, { WEB_ALLOWED_HOSTS: "127.0.0.1" }),
    // The same build with an OpenAI-compatible provider on loopback (a fake the speech tests start on
    // E2E_FAKE_OPENAI_PORT): transcription on the server, so the browser records what it hears.
    appServer(E2E_SPEECH_PORT, {
      OPENAI_API_KEY: "sk-e2e-fake-provider-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${E2E_FAKE_OPENAI_PORT}/v1`,
      PROVIDER_TIMEOUT_MS: "3000",
    }),
    // Hands-free mode end to end: fakes the hands-free tests start on the two ports after it.
    appServer(E2E_HANDS_FREE_PORT, {
      OPENAI_API_KEY: "sk-e2e-fake-provider-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${E2E_HANDS_FREE_OPENAI_PORT}/v1`,
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: `http://127.0.0.1:${E2E_HANDS_FREE_ELEVENLABS_PORT}`,
      ELEVENLABS_VOICE_ID: "voice-e2e",
      PROVIDER_TIMEOUT_MS: "5000",
    }),
    // The hands-free room stories: the same providers as above, on their own fakes.
    appServer(E2E_ROOM_PORT, {
      OPENAI_API_KEY: "sk-e2e-fake-provider-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${E2E_ROOM_OPENAI_PORT}/v1`,
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: `http://127.0.0.1:${E2E_ROOM_ELEVENLABS_PORT}`,
      ELEVENLABS_VOICE_ID: "voice-e2e",
      PROVIDER_TIMEOUT_MS: "5000",
    }),
    // The transcript stories, which switch transcripts on for the whole site (E2E_TRANSCRIPTS_PORT).
    appServer(E2E_TRANSCRIPTS_PORT),
    // The retention story: the real housekeeping pass, often, judging transcripts as if a month had
    // passed. The shift is honoured only under NODE_ENV=test (a production server ignores it), so this one
    // server runs the same build in test mode; nothing else on it differs.
    appServer(E2E_RETENTION_PORT, {
      NODE_ENV: "test",
      HOUSEKEEPING_INTERVAL_SECONDS: "2",
      TEST_RETENTION_CLOCK_SHIFT_DAYS: String(E2E_RETENTION_SHIFT_DAYS),
    }),
  ],
});

/** The production build on `port` with a fresh embedded database; `env` adds provider settings. */
function appServer(port: number, env: Record<string, string> = {}) {
  return {
    command: `rm -rf tests/.tmp/e2e-data-${port} && node build/server-app/index.js`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // Six servers start at once; on a loaded shared machine the first start has taken over a minute.
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      // A developer's .env must not reach the browser tests' server.
      ENV_FILE: "none",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `tests/.tmp/e2e-data-${port}`,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_FREE_FAILURES: "200",
      CHAT_RATE_LIMIT_PER_MINUTE: "500",
      // Several stories send the contact form from the same loopback address within ten minutes.
      INQUIRY_RATE_LIMIT: "100",
      DEMO_TOKEN_DELAY_MS: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
  };
}
