/**
 * Lighthouse (mobile emulation, Lighthouse's default) on Home, Solutions and
 * Pricing of the production build, and the gzip size of the JavaScript and CSS
 * the home page loads before interaction. Run after `npm run build`:
 * npx tsx bench/lighthouse.ts
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = 3190;
const base = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-"));
const server = spawn(process.execPath, ["build/server-app/index.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: "ignore",
});
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

// What the home page loads before interaction: its scripts, module preloads and stylesheets.
const html = fs.readFileSync("build/client/index.html", "utf8");
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
let js = 0;
let css = 0;
for (const a of new Set(assets)) {
  const size = gzipSync(fs.readFileSync(path.join("build/client", a)), { level: 9 }).length;
  if (a.endsWith(".js")) js += size;
  else css += size;
}
console.log(
  `home page before interaction: JS ${(js / 1024).toFixed(1)} KB gzip (goal ≤ 130), CSS ${(css / 1024).toFixed(1)} KB gzip (goal ≤ 25)`,
);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const page of ["/", "/produkte/loesungen", "/produkte/preise"]) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    const c = result!.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    console.log(
      `${page.padEnd(20)} performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}` +
        `  (LCP ${result!.lhr.audits["largest-contentful-paint"]?.displayValue}, TBT ${result!.lhr.audits["total-blocking-time"]?.displayValue}, CLS ${result!.lhr.audits["cumulative-layout-shift"]?.displayValue})`,
    );
  }
} finally {
  chrome.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log("goal: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100");
