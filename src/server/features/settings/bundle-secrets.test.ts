import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

const SECRETS = {
  OPENAI_API_KEY: "sk-test-SECRET-openai-4f9d2c",
  ELEVENLABS_API_KEY: "el-test-SECRET-voice-8b1e7a",
  ADMIN_PASSWORD: "SECRET-admin-password-55aa",
  S3_SECRET_ACCESS_KEY: "SECRET-s3-key-0c3d",
  SMTP_URL: "smtp://user:SECRET-smtp-pass@mail.example.com",
};

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test("the built client contains no provider key and no server secret", { timeout: 120_000 }, () => {
  // Build into a scratch copy so the shared build/ folder is not touched.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-scan-"));
  for (const entry of [
    "src",
    "public",
    "package.json",
    "react-router.config.ts",
    "vite.config.ts",
    "tsconfig.json",
    "site.config.json",
  ]) {
    fs.cpSync(entry, path.join(work, entry), { recursive: true });
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
  execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: work,
    env: { ...process.env, ...SECRETS, NODE_ENV: "production" },
    stdio: "pipe",
  });
  const emitted = files(path.join(work, "build/client"));
  expect(emitted.some((f) => f.endsWith(".js"))).toBe(true);
  for (const file of emitted) {
    const content = fs.readFileSync(file, "latin1");
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(content.includes(secret), `${name} found in ${path.relative(work, file)}`).toBe(false);
    }
    expect(content).not.toMatch(/sk-[A-Za-z0-9]{20,}/);
  }
  fs.rmSync(work, { recursive: true, force: true });
});
