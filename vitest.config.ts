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
    // Two workers for two cores. Files share a worker's modules (no isolation): each test builds its own
    // app and database and no test mocks modules, and loading the server's modules once per worker
    // instead of once per file takes about a third off the suite's CPU time.
    maxWorkers: 2,
    isolate: false,
    globalSetup: ["tests/helpers/template-databases.ts"],
  },
});
