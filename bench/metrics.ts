/**
 * npx tsx bench/metrics.ts [rounds]
 * What the Prometheus metrics (decision 040) cost on the chat path: 200
 * offline chat turns through app.inject (streamed answers, PGlite in memory,
 * the offline coach), with METRICS_TOKEN set and without. Each round runs in
 * a child process of its own, on and off alternating, so the process metrics'
 * timers of one never run during the other; the CPU time (user + system) of
 * the 200 turns after 50 for warming up is compared by its median. The same
 * for 3,000 requests to GET /api/health, whose own work is so small that the
 * per-request hooks show; the recorders a chat turn calls, 100,000 times in a
 * row; and one scrape of the app that served the turns: its time and size.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const TURNS = 200;
const WARMUP = 50;
const QUESTIONS = [
  "Wie kann ich vor einer Prüfung ruhiger werden?",
  "Ich habe so viel Stress im Job.",
  "Was hilft mir, abends abzuschalten?",
  "Wie gehe ich mit Lampenfieber um?",
  "Ich schlafe schlecht, weil ich grüble.",
];

const HEALTH = 3000;

interface Round {
  cpuMs: number;
  wallMs: number;
  healthCpuMs: number;
  scrapeMs?: number;
  scrapeBytes?: number;
}

async function child(metrics: boolean): Promise<Round> {
  const { buildApp } = await import("../src/server/app");
  const { openDatabase } = await import("../src/server/db/client");
  const { loadEnv } = await import("../src/server/env");
  const { runStartupTasks } = await import("../src/server/startup");
  const token = "bench-metrics-token-0123456789";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-metrics-"));
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ENV_FILE: "none",
    DEMO_TOKEN_DELAY_MS: "0",
    CHAT_RATE_LIMIT_PER_MINUTE: "100000",
    DAILY_CHAT_CAP: "100000",
    DATA_DIR: dataDir,
    ...(metrics ? { METRICS_TOKEN: token } : {}),
  });
  const database = await openDatabase({});
  const { app, ctx } = await buildApp({ env, database, logger: false });
  try {
    await runStartupTasks(ctx);
    await app.ready();
    const turn = async (i: number) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/chat",
        payload: { persona: "demo", messages: [{ role: "user", content: QUESTIONS[i % QUESTIONS.length] }] },
      });
      if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode}`);
    };
    for (let i = 0; i < WARMUP; i++) await turn(i);
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < TURNS; i++) await turn(i);
    const used = process.cpuUsage(cpu);
    const wallMs = performance.now() - wall;
    for (let i = 0; i < 300; i++) await app.inject("/api/health");
    const healthCpu = process.cpuUsage();
    for (let i = 0; i < HEALTH; i++) await app.inject("/api/health");
    const healthUsed = process.cpuUsage(healthCpu);
    const round: Round = {
      cpuMs: (used.user + used.system) / 1000,
      wallMs,
      healthCpuMs: (healthUsed.user + healthUsed.system) / 1000,
    };
    if (metrics) {
      const started = performance.now();
      const res = await app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${token}` } });
      round.scrapeMs = performance.now() - started;
      round.scrapeBytes = res.body.length;
    }
    return round;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The recorders one chat turn calls besides the request hooks (turn, provider call, search), in a tight loop. */
async function recorders(): Promise<number> {
  const { createMetrics } = await import("../src/server/features/metrics/service");
  const { openDatabase } = await import("../src/server/db/client");
  const database = await openDatabase({});
  const metrics = createMetrics({ enabled: true, database });
  const n = 100_000;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    metrics.chatTurn(i % 50 === 0 ? { level: "suicidal", source: "check" } : undefined);
    metrics.providerCall("chat", "demo", true, 0.05);
    metrics.search(0.001);
  }
  const perTurn = ((performance.now() - started) / n) * 1000;
  await database.close();
  return perTurn;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (process.argv[2] === "--child") {
  const round = await child(process.argv[3] === "on");
  process.stdout.write(JSON.stringify(round));
  process.exit(0);
} else {
  const rounds = Number(process.argv[2] ?? 5);
  const results: Record<"on" | "off", Round[]> = { on: [], off: [] };
  for (let r = 0; r < rounds; r++) {
    for (const mode of r % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      const out = execFileSync(process.execPath, ["--import", "tsx", "bench/metrics.ts", "--child", mode], {
        encoding: "utf8",
      });
      const round = JSON.parse(out.slice(out.indexOf("{"))) as Round;
      results[mode].push(round);
      console.log(
        `${mode.padEnd(3)} ${(round.cpuMs / TURNS).toFixed(2)} ms CPU/turn, ${(round.wallMs / TURNS).toFixed(2)} ms/turn, ` +
          `${((round.healthCpuMs / HEALTH) * 1000).toFixed(0)} µs CPU/health`,
      );
    }
  }
  const off = median(results.off.map((r) => r.cpuMs / TURNS));
  const on = median(results.on.map((r) => r.cpuMs / TURNS));
  const offWall = median(results.off.map((r) => r.wallMs / TURNS));
  const onWall = median(results.on.map((r) => r.wallMs / TURNS));
  console.log(
    `median CPU per turn: off ${off.toFixed(2)} ms, on ${on.toFixed(2)} ms (${(((on - off) / off) * 100).toFixed(1)} %)`,
  );
  console.log(`median time per turn: off ${offWall.toFixed(2)} ms, on ${onWall.toFixed(2)} ms`);
  const healthOff = median(results.off.map((r) => (r.healthCpuMs / HEALTH) * 1000));
  const healthOn = median(results.on.map((r) => (r.healthCpuMs / HEALTH) * 1000));
  console.log(`median CPU per GET /api/health: off ${healthOff.toFixed(0)} µs, on ${healthOn.toFixed(0)} µs`);
  console.log(`a chat turn's recorders (turn, provider call, search): ${(await recorders()).toFixed(2)} µs per turn`);
  const scrape = results.on.at(-1)!;
  console.log(`one scrape after ${TURNS + WARMUP} turns: ${scrape.scrapeMs!.toFixed(1)} ms, ${scrape.scrapeBytes} bytes`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${os.cpus().length} cores`,
  );
}
