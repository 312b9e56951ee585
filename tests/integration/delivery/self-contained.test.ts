import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "vitest";

/**
 * A clone holds everything its readers are sent to: no file points to
 * documents outside the repository (a sibling folder, an outside product
 * specification by section number). Links between the repository's own
 * documents are relative paths that must exist.
 */
const THIS_FILE = "tests/integration/delivery/self-contained.test.ts";
const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((f) => f && f !== THIS_FILE && f !== "package-lock.json" && fs.existsSync(f))
  .filter((f) => /\.(ts|tsx|js|mjs|md|json|css|yml|yaml|sh|txt)$|^\.ci\/|Dockerfile/.test(f));

const OUTSIDE = [/\.\.\/shared\//, /\bspec(?:ification)? section \d/i, /\bdecisions\.md\b/, /\bstyle\.md\b/];

test("no file points to documents outside the repository", () => {
  const found: string[] = [];
  for (const file of tracked) {
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

test("every relative link in the Markdown documents leads to a file of the repository", () => {
  const broken: string[] = [];
  for (const file of tracked.filter((f) => f.endsWith(".md"))) {
    const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : ".";
    for (const match of fs.readFileSync(file, "utf8").matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      if (!fs.existsSync(`${dir}/${target}`)) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
