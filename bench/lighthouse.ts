/**
 * Lighthouse (mobile emulation, Lighthouse's default) on every public page of
 * the production build in both languages and on the default persona's voice
 * page, and the gzip size of the JavaScript and CSS the home page loads
 * before interaction. Run after `npm run build`:
 * npx tsx bench/lighthouse.ts [path …]   (default: all of them)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "../src/shared/routes";

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
const requested = process.argv.slice(2).filter((a) => a.startsWith("/"));
// The demo pages are the voice page of the default persona; the others are prerendered or (privacy) rendered per request.
const pages = requested.length ? requested : [...publicPaths()];
const worst = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
try {
  console.log(`${"page".padEnd(34)} perf  a11y  best  SEO   LCP      TBT     CLS`);
  for (const page of pages) {
    // The first load of a fresh browser sometimes ends in an interstitial; a second attempt loads the page.
    let result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (result?.lhr.runtimeError)
      result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (result!.lhr.runtimeError) {
      console.log(`${page.padEnd(34)} failed: ${result!.lhr.runtimeError.code} ${result!.lhr.runtimeError.message}`);
      continue;
    }
    const c = result!.lhr.categories;
    const score = (k: keyof typeof worst) => {
      const v = Math.round((c[k]?.score ?? 0) * 100);
      worst[k] = Math.min(worst[k], v);
      return String(v).padEnd(6);
    };
    const audit = (k: string) => String(result!.lhr.audits[k]?.displayValue ?? "").padEnd(9);
    console.log(
      `${page.padEnd(34)} ${score("performance")}${score("accessibility")}${score("best-practices")}${score("seo")}` +
        `${audit("largest-contentful-paint")}${audit("total-blocking-time")}${audit("cumulative-layout-shift")}`,
    );
    // Below a goal: the audits that cost the points, so the cause is in the output, not a second run away.
    for (const [key, goal] of [
      ["performance", 0.95],
      ["best-practices", 1],
    ] as const) {
      if ((c[key]?.score ?? 0) >= goal) continue;
      for (const ref of c[key]!.auditRefs.filter((r) => r.weight > 0 || key === "best-practices")) {
        const a = result!.lhr.audits[ref.id];
        if (!a || a.score === null || a.score >= 0.9) continue;
        console.log(`    ${key}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      }
    }
    const bootup = result!.lhr.audits["bootup-time"]?.details;
    if ((c.performance?.score ?? 0) < 0.95 && bootup?.type === "table")
      for (const item of bootup.items.slice(0, 3))
        console.log(`    script time: ${typeof item.url === "string" ? item.url : "?"} ${Math.round(Number(item.total))} ms`);
  }
  console.log(
    `lowest of ${pages.length} pages: performance ${worst.performance}, accessibility ${worst.accessibility}, best practices ${worst["best-practices"]}, SEO ${worst.seo}`,
  );
} finally {
  chrome.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log("goal: performance ≥ 95, accessibility 100, best practices 100, SEO 100");
