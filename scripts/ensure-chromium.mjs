// The browser tests use Debian's Chromium (Playwright cannot download its own
// browser here). Installs it when missing and we can (root + apt), otherwise
// stops with a one-line instruction.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (!isRoot || !hasApt) {
  console.error("Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and try again.");
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests...");
execSync(
  "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core > /tmp/chromium-install.log 2>&1 || (tail -20 /tmp/chromium-install.log; exit 1)",
  {
    stdio: "inherit",
  },
);
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
