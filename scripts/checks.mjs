// The static checks of `npm test`, side by side: each is one process on one core, so two cores
// finish them in about the time of the longest (the type-aware lint) instead of their sum. The
// route types come first, since both the type check and the lint read them. Each check's output is
// printed whole when it ends; the script fails when any check failed.
import { spawn, spawnSync } from "node:child_process";

const CHECKS = [
  ["types", "tsc", ["-p", "."]],
  ["lint", "eslint", [".", "--max-warnings", "0"]],
  ["format", "prettier", ["--check", "."]],
  ["unused", "knip", []],
];

const typegen = spawnSync("npx", ["react-router", "typegen"], { stdio: "inherit" });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const started = Date.now();
const results = await Promise.all(
  CHECKS.map(
    ([name, bin, args]) =>
      new Promise((resolve) => {
        const child = spawn("npx", [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (d) => (output += d));
        child.stderr.on("data", (d) => (output += d));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
          process.stdout.write(`\n── ${name} (${bin}) ${verdict} after ${seconds} s\n${output}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
