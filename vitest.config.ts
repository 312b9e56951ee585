import { defineConfig } from "vitest/config";

// Unit and integration tests sit next to the code (*.test.ts). Browser tests
// live in tests/e2e and run under Playwright, not here.
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/helpers/template-databases.ts"],
  },
});
