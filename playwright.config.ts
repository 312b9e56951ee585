import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run the production build in Debian's Chromium (Playwright's
 * own browser download cannot work on our machines). The server gets a fresh
 * embedded database per run and an admin account for the operator stories.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: "operator@example.com", password: "e2e-Sicheres-Passwort-2026" };

const chromiumArgs = [
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
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf tests/.tmp/e2e-data-${E2E_PORT} && node build/server-app/index.js`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      // A developer's .env must not reach the browser tests' server.
      ENV_FILE: "none",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: `tests/.tmp/e2e-data-${E2E_PORT}`,
      SITE_URL: `http://localhost:${E2E_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_FREE_FAILURES: "200",
      CHAT_RATE_LIMIT_PER_MINUTE: "500",
      DEMO_TOKEN_DELAY_MS: "0",
      LOG_LEVEL: "warn",
    },
  },
});
