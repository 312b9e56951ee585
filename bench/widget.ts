/**
 * The embeddable widget (issue 18): the gzip size of what a host page loads
 * before the visitor opens the panel (the loader with its launcher, the
 * launcher's settings, and the avatar image, which an operator may upload),
 * and Lighthouse's performance score of a host page on
 * another origin with and without the widget (mobile emulation, median of
 * five runs each, the two pages taking turns so that a busy machine slows both alike). Run after `npm run build`: npx tsx bench/widget.ts
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { avatarPng } from "../tests/fixtures/avatar";

const PORT = 3191;
const HOST_PORT = 3192;
const app = `http://localhost:${PORT}`;
const host = `http://127.0.0.1:${HOST_PORT}`;
const admin = { email: "bench@example.com", password: "bench-Widget-Passwort-2026" };

const loader = fs.readFileSync("build/embed/embed.js");
const loaderGzip = gzipSync(loader, { level: 9 }).length;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "widget-"));
const server = spawn(process.execPath, ["build/server-app/index.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    ENV_FILE: "none",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: app,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  stdio: "ignore",
});

// A plain customer page: some text and an image-free layout, with or without the script tag.
const page = (widget: boolean) => `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Beispiel GmbH</title>
<meta name="description" content="Eine Beispielseite mit eingebettetem Coach."></head>
<body style="font-family:system-ui;margin:0 auto;max-width:40rem;padding:1rem"><h1>Beispiel GmbH</h1>
${"<p>Willkommen auf unserer Intranetseite. Hier finden Sie Neuigkeiten aus dem Team, Termine und Ansprechpartner.</p>".repeat(12)}
${widget ? `<script src="${app}/embed.js" data-persona="mia" async></script>` : ""}</body></html>`;
const hostServer = createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(!req.url?.includes("none")));
});
await new Promise<void>((resolve) => hostServer.listen(HOST_PORT, "127.0.0.1", resolve));

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  let up = false;
  for (let i = 0; i < 900 && !up; i++) {
    up = await fetch(`${app}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) throw new Error("the server did not start");
  // Allow the host page's origin for the default persona, as an operator would.
  const login = await fetch(`${app}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const personas = (await (await fetch(`${app}/api/admin/personas`, { headers: { cookie } })).json()) as {
    id: string;
    slug: string;
  }[];
  const mia = personas.find((p) => p.slug === "mia")!;
  const current = (await (await fetch(`${app}/api/admin/personas/${mia.id}/embed`, { headers: { cookie } })).json()) as object;
  await fetch(`${app}/api/admin/personas/${mia.id}/embed`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ ...current, allowedOrigins: [host] }),
  });
  // An avatar as an operator would upload it (a 96-pixel PNG), so the host page loads the image too.
  const upload = new FormData();
  upload.append("file", new Blob([new Uint8Array(avatarPng(96))], { type: "image/png" }), "avatar.png");
  await fetch(`${app}/api/admin/personas/${mia.id}/embed/avatar`, { method: "PUT", headers: { cookie }, body: upload });
  const config = await fetch(`${app}/api/embed/mia`, { headers: { origin: host } });
  const configText = await config.text();
  const configGzip = gzipSync(Buffer.from(configText), { level: 9 }).length;
  const avatarPath = (JSON.parse(configText) as { avatar?: string }).avatar;
  const avatarBytes = avatarPath ? (await (await fetch(`${app}${avatarPath}`)).arrayBuffer()).byteLength : 0;
  console.log(
    `before the panel opens: loader and launcher ${(loaderGzip / 1024).toFixed(2)} KB gzip (${(loader.length / 1024).toFixed(1)} KB raw), ` +
      `settings ${configGzip} B gzip; goal ≤ 35 KB. Avatar image ${avatarBytes} B (an image after the launcher is drawn; uploads up to 128 KB)`,
  );

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const score = async (url: string) => {
    const result = await lighthouse(url, {
      port: chrome!.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    };
  };
  type Run = Awaited<ReturnType<typeof score>>;
  const runs = { without: [] as Run[], with: [] as Run[] };
  for (let i = 0; i < 5; i++) {
    runs.without.push(await score(`${host}/?none=1`));
    runs.with.push(await score(`${host}/`));
  }
  const summary = (r: Run[]) => ({
    score: median(r.map((x) => x.score)),
    scores: r.map((x) => x.score),
    tbt: Math.round(median(r.map((x) => x.tbt))),
    lcp: Math.round(median(r.map((x) => x.lcp))),
    cls: median(r.map((x) => x.cls)),
  });
  const without = summary(runs.without);
  const withWidget = summary(runs.with);
  console.log(
    `host page without widget: performance ${without.score} (runs ${without.scores.join(", ")}), TBT ${without.tbt} ms, LCP ${without.lcp} ms, CLS ${without.cls}`,
  );
  console.log(
    `host page with widget:    performance ${withWidget.score} (runs ${withWidget.scores.join(", ")}), TBT ${withWidget.tbt} ms, LCP ${withWidget.lcp} ms, CLS ${withWidget.cls}`,
  );
  console.log(
    `points lost: ${without.score - withWidget.score} (goal: at most 2); load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} catch (err) {
  console.log(`Lighthouse could not run: ${(err as Error).message}`);
} finally {
  chrome?.kill();
  server.kill();
  hostServer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
