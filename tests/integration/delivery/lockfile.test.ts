import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

/**
 * The lock file must be one that `npm ci` accepts (the Docker build and CI
 * install with it): package.json and package-lock.json are copied to an
 * empty folder and checked there with a dry run, which reads the lock file
 * against package.json without installing or running anything (about 2 s).
 */
const run = promisify(execFile);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lockfile-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

test("npm ci accepts package-lock.json as it is", async () => {
  for (const file of ["package.json", "package-lock.json"]) fs.copyFileSync(file, path.join(folder, file));
  const result = await run("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: folder,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: { code?: number; stdout?: string; stderr?: string }) => err);
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  expect("code" in result ? result.code : 0, output).toBe(0);
  expect(fs.existsSync(path.join(folder, "node_modules")), "a dry run installs nothing").toBe(false);
}, 120_000);
