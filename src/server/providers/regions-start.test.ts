import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { startServerProcess } from "#tests/helpers/server-process";

/** The real start (src/server/serve.ts) in its own process: REQUIRE_EU_PROCESSING refuses or lets it listen. */
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eu-start-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

test("a US endpoint stops the start with one line naming the endpoint and its host", async () => {
  const start = startServerProcess({ DATA_DIR: dataDir(), REQUIRE_EU_PROCESSING: "true", OPENAI_API_KEY: "sk-test-key" });
  await expect(start).rejects.toThrow(
    /server exited with 1[\s\S]*REQUIRE_EU_PROCESSING: the chat endpoint api\.openai\.com \(OPENAI_BASE_URL \(default\)\) processes outside the EU \(US\)/,
  );
  await expect(start).rejects.not.toThrow(/sk-test-key/);
}, 60_000);

test("with EU endpoints the server starts and answers", async () => {
  const server = await startServerProcess({
    DATA_DIR: dataDir(),
    REQUIRE_EU_PROCESSING: "true",
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: "https://eu.api.openai.com/v1",
    ELEVENLABS_API_KEY: "el-test-key",
    ELEVENLABS_BASE_URL: "https://api.eu.residency.elevenlabs.io",
  });
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    await server.stop();
  }
}, 60_000);
