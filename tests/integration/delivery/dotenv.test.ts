import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

/**
 * A server process reads a `.env` file in its working directory (serve.ts,
 * before env.ts validates the configuration); variables set in the
 * environment win over the file, and under NODE_ENV=test the file is not read.
 * The process runs the production start-up without the page build
 * (tests/helpers/api-server.ts) in a folder of its own under tests/.tmp.
 */
const folder = path.resolve(`tests/.tmp/dotenv-${process.pid}`);
const server = path.resolve("tests/helpers/api-server.ts");
fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  /** The address printed once it listens; undefined when the process ended first. */
  url?: string;
  code: number | null;
  stderr: string;
  stop(): Promise<void>;
}

/** Starts the server with only these environment variables (and PATH), in `folder`. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", server], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve({ code: null, stderr: `${stderr}\n(no answer within 60 s)`, stop });
    }, 60_000);
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      const m = /LISTENING (\S+)/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], code: null, stderr, stop });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stop });
    });
  });
}

test("a server started in a folder with a .env file uses its values; the environment wins", async () => {
  const port = await freePort();
  fs.writeFileSync(
    path.join(folder, ".env"),
    [
      "# written by dotenv.test.ts",
      `PORT=${port}`,
      "HOST=127.0.0.1",
      'SITE_URL="https://dotenv.example.org"',
      "DATA_DIR=./data-from-dotenv",
      "LOG_LEVEL=warn",
      "",
    ].join("\n"),
  );
  const started = await start({ DATA_DIR: "./data-from-environment" });
  try {
    expect(started.url, started.stderr).toBe(`http://127.0.0.1:${port}`);
    const health = await fetch(`${started.url}/api/health`);
    expect(health.status).toBe(200);
    // SITE_URL from the file: robots.txt names the sitemap under it.
    const robots = await (await fetch(`${started.url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://dotenv.example.org/sitemap.xml");
    // DATA_DIR from the environment, not from the file.
    expect(fs.existsSync(path.join(folder, "data-from-environment", "pglite"))).toBe(true);
    expect(fs.existsSync(path.join(folder, "data-from-dotenv"))).toBe(false);
  } finally {
    await started.stop();
  }
}, 90_000);

test("a bad value in .env stops the start with its name", async () => {
  fs.writeFileSync(path.join(folder, ".env"), "TRUST_PROXY=true\n");
  const started = await start({ PORT: "0" });
  if (started.url) await started.stop();
  expect(started.url).toBeUndefined();
  expect(started.code).toBe(1);
  expect(started.stderr).toContain("Invalid configuration");
  expect(started.stderr).toContain("TRUST_PROXY");
}, 90_000);

test("under NODE_ENV=test the .env file is not read", async () => {
  fs.writeFileSync(path.join(folder, ".env"), "TRUST_PROXY=true\n");
  // ADMIN_EMAIL without ADMIN_PASSWORD stops the start before the database opens; the error lists what was read.
  const started = await start({ NODE_ENV: "test", PORT: "0", ADMIN_EMAIL: "operator@example.com" });
  if (started.url) await started.stop();
  expect(started.code).toBe(1);
  expect(started.stderr).toContain("ADMIN_PASSWORD");
  expect(started.stderr).not.toContain("TRUST_PROXY");
}, 90_000);

test("with ENV_FILE=none the .env file is not read; ENV_FILE names another file", async () => {
  fs.writeFileSync(path.join(folder, ".env"), "TRUST_PROXY=true\n");
  const skipped = await start({ ENV_FILE: "none", PORT: "0", ADMIN_EMAIL: "operator@example.com" });
  if (skipped.url) await skipped.stop();
  expect(skipped.stderr).toContain("ADMIN_PASSWORD");
  expect(skipped.stderr).not.toContain("TRUST_PROXY");

  fs.writeFileSync(path.join(folder, "other.env"), "TRUST_PROXY=true\n");
  fs.rmSync(path.join(folder, ".env"));
  const other = await start({ ENV_FILE: "other.env", PORT: "0" });
  if (other.url) await other.stop();
  expect(other.stderr).toContain("TRUST_PROXY");
}, 90_000);
