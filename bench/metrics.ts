/**
 * npx tsx bench/metrics.ts [rounds]
 * What the Prometheus metrics (decision 040) and the OpenTelemetry traces
 * (decision 049) cost on the chat path: 200 offline chat turns through
 * app.inject (streamed answers, PGlite in memory, the offline coach) in four
 * modes: both off, metrics only (METRICS_TOKEN), tracing only
 * (OTEL_EXPORTER_OTLP_ENDPOINT, sending to a loopback collector in this
 * process) and both. Each round runs in a child process of its own, the
 * modes' order rotating, so the timers of one never run during another; the
 * CPU time (user + system) of the child for the 200 turns after 50 for
 * warming up is compared by its median (the collector's own work is not
 * counted; the child's batching and JSON encoding of the spans is). The same
 * for 3,000 requests to GET /api/health, whose own work is so small that the
 * per-request hooks show; the recorders a chat turn calls, 100,000 times in a
 * row; and one scrape of the app that served the turns: its time and size.
 * Last, three rounds with both on under V8's sampling profiler: the share of
 * the turns' sampled CPU that ran in tracing and in metrics code (their own
 * frames only, not the garbage collection of what they allocate), a figure
 * that the rounds' spread of ±15 % cannot hide.
 */
import type { FastifyBaseLogger } from "fastify";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startOtlpReceiver } from "../tests/fakes/otlp-receiver";

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
  /** With --profile: sampled CPU of the measured turns, and the part of it in tracing and metrics code. */
  profile?: { totalMs: number; tracingMs: number; metricsMs: number };
  cpuMs: number;
  wallMs: number;
  healthCpuMs: number;
  scrapeMs?: number;
  scrapeBytes?: number;
}

const MODES = ["off", "metrics", "tracing", "both"] as const;
type Mode = (typeof MODES)[number];

async function child(mode: Mode, collector: string, profile = false): Promise<Round> {
  const metrics = mode === "metrics" || mode === "both";
  const tracing = mode === "tracing" || mode === "both";
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
    ...(tracing ? { OTEL_EXPORTER_OTLP_ENDPOINT: collector } : {}),
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
    // The warm-up's spans are sent before the measurement starts.
    await ctx.tracing.flush();
    const profiler = profile ? await startProfiler() : undefined;
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < TURNS; i++) await turn(i);
    // The spans of these turns are encoded and sent within the measured time.
    await ctx.tracing.flush();
    const used = process.cpuUsage(cpu);
    const wallMs = performance.now() - wall;
    const sampled = await profiler?.stop();
    for (let i = 0; i < 300; i++) await app.inject("/api/health");
    const healthCpu = process.cpuUsage();
    for (let i = 0; i < HEALTH; i++) await app.inject("/api/health");
    const healthUsed = process.cpuUsage(healthCpu);
    const round: Round = {
      cpuMs: (used.user + used.system) / 1000,
      wallMs,
      healthCpuMs: (healthUsed.user + healthUsed.system) / 1000,
      ...(sampled ? { profile: sampled } : {}),
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

/**
 * V8's sampling profiler over the measured turns (every 100 µs): the time of all samples but idle ones,
 * and of those whose running function is tracing code (the OpenTelemetry packages, features/tracing) or
 * metrics code (prom-client, features/metrics). Only their own frames count, not the work they wait
 * for, nor the garbage collection of what they allocate.
 */
async function startProfiler() {
  const inspector = await import("node:inspector/promises");
  const session = new inspector.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  return {
    async stop() {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      const self = new Map<number, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
      const out = { totalMs: 0, tracingMs: 0, metricsMs: 0 };
      for (const node of profile.nodes) {
        const ms = (self.get(node.id) ?? 0) / 1000;
        if (node.callFrame.functionName === "(idle)") continue;
        out.totalMs += ms;
        const url = node.callFrame.url;
        if (/@opentelemetry\/|features\/tracing\//.test(url)) out.tracingMs += ms;
        else if (/prom-client|features\/metrics\//.test(url)) out.metricsMs += ms;
      }
      return out;
    },
  };
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

/**
 * The spans of one offline chat turn (the turn, crisis check, retrieval, moderation, model and its first token,
 * reply check, recording), created and ended 10,000 times in a row and sent to the collector (in the parent
 * process, so its work is not counted; a flush every 100 turns keeps the queue from dropping spans): µs of CPU
 * per turn.
 */
async function spans(collector: string): Promise<number> {
  const { createTracing } = await import("../src/server/features/tracing/service");
  const log = { warn: () => {} } as unknown as FastifyBaseLogger;
  const tracing = await createTracing({ endpoint: collector, serviceName: "bench", log });
  const n = 10_000;
  const started = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    if (i % 100 === 99) await tracing.flush();
    const turn = tracing.trace("chat.turn", {
      "http.route": "/api/chat",
      "chat.lang": "de",
      "chat.voice": false,
      "chat.messages": 1,
    });
    turn.child("chat.crisis_check").end({ "crisis_check.grade": "none", "crisis_check.action": "coach" });
    turn.child("chat.retrieval").end({ "retrieval.results": 5, "retrieval.relevant": 2 });
    turn.child("chat.moderation").end({ "moderation.outcome": "none", "moderation.levels": 0 });
    const model = turn.child("chat.model", { "chat.provider": "demo", "chat.model": "gpt-4o-mini" });
    model.child("chat.model.first_token").end();
    model.end({ "chat.model.deltas": 40, "chat.model.chars": 240, "chat.model.complete": true });
    const now = performance.now();
    turn.past("chat.reply_check", now - 0.1, now, {
      "reply_check.checks": 4,
      "reply_check.ms": 0.1,
      "reply_check.outcome": "ok",
    });
    turn.child("chat.record").end({ "record.transcript": false, "record.handover": false });
    turn.end({ "http.status_code": 200, "chat.crisis": false, "chat.grade": "none", "chat.reply_chars": 240 });
  }
  await tracing.flush();
  const used = process.cpuUsage(started);
  await tracing.shutdown();
  return (used.user + used.system) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const pct = (on: number, off: number) => `${on >= off ? "+" : ""}${(((on - off) / off) * 100).toFixed(1)} %`;

if (process.argv[2] === "--child") {
  const round = await child(process.argv[3] as Mode, process.argv[4]!, process.argv[5] === "--profile");
  process.stdout.write(JSON.stringify(round));
  process.exit(0);
} else if (process.argv[2] === "--spans") {
  process.stdout.write(JSON.stringify({ perTurnUs: await spans(process.argv[3]!) }));
  process.exit(0);
} else {
  const rounds = Number(process.argv[2] ?? 5);
  const collector = await startOtlpReceiver();
  const results: Record<Mode, Round[]> = { off: [], metrics: [], tracing: [], both: [] };
  for (let r = 0; r < rounds; r++) {
    // The order rotates, so no mode always runs first (or right after another).
    const order = MODES.map((_, i) => MODES[(i + r) % MODES.length]!);
    for (const mode of order) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "bench/metrics.ts", "--child", mode, collector.url],
        { encoding: "utf8" },
      );
      const round = JSON.parse(stdout.slice(stdout.indexOf("{"))) as Round;
      results[mode].push(round);
      console.log(
        `${mode.padEnd(7)} ${(round.cpuMs / TURNS).toFixed(2)} ms CPU/turn, ${(round.wallMs / TURNS).toFixed(2)} ms/turn, ` +
          `${((round.healthCpuMs / HEALTH) * 1000).toFixed(0)} µs CPU/health`,
      );
    }
  }
  // Before the spans' own run below sends its spans to the same collector.
  const received = collector.spans.length;
  const exports = collector.requests;
  const perTurn = (mode: Mode) => median(results[mode].map((r) => r.cpuMs / TURNS));
  const off = perTurn("off");
  console.log(`median CPU per turn (${rounds} rounds of ${TURNS} turns):`);
  for (const mode of MODES)
    console.log(`  ${mode.padEnd(7)} ${perTurn(mode).toFixed(2)} ms${mode === "off" ? "" : ` (${pct(perTurn(mode), off)})`}`);
  console.log(
    `median time per turn: ${MODES.map((m) => `${m} ${median(results[m].map((r) => r.wallMs / TURNS)).toFixed(2)} ms`).join(", ")}`,
  );
  const health = (mode: Mode) => median(results[mode].map((r) => (r.healthCpuMs / HEALTH) * 1000));
  console.log(`median CPU per GET /api/health: ${MODES.map((m) => `${m} ${health(m).toFixed(0)} µs`).join(", ")}`);
  console.log(`a chat turn's recorders (turn, provider call, search): ${(await recorders()).toFixed(2)} µs per turn`);
  const spanRun = await promisify(execFile)(process.execPath, ["--import", "tsx", "bench/metrics.ts", "--spans", collector.url], {
    encoding: "utf8",
  });
  const { perTurnUs } = JSON.parse(spanRun.stdout.slice(spanRun.stdout.indexOf("{"))) as { perTurnUs: number };
  console.log(`a chat turn's 8 spans, created, ended, encoded and sent: ${perTurnUs.toFixed(1)} µs of CPU per turn`);
  const traced = results.tracing.length + results.both.length;
  console.log(
    `spans received: ${received} from ${traced} traced rounds (${(received / (traced * (TURNS + WARMUP))).toFixed(1)} per turn), ` +
      `${exports} exports`,
  );
  // Three more rounds with both on, under the sampling profiler: which share of the turns' CPU ran in
  // tracing and metrics code. The A/B figures above cannot resolve a few per cent on a shared machine.
  const shares: { tracing: number; metrics: number }[] = [];
  for (let r = 0; r < 3; r++) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bench/metrics.ts", "--child", "both", collector.url, "--profile"],
      { encoding: "utf8" },
    );
    const { profile } = JSON.parse(stdout.slice(stdout.indexOf("{"))) as Round;
    shares.push({ tracing: profile!.tracingMs / profile!.totalMs, metrics: profile!.metricsMs / profile!.totalMs });
  }
  const share = (key: "tracing" | "metrics") => shares.map((x) => `${(x[key] * 100).toFixed(2)} %`).join(", ");
  console.log(
    `sampled CPU of the turns with both on, in tracing code: ${share("tracing")}; in metrics code: ${share("metrics")}`,
  );
  const scrape = results.metrics.at(-1)!;
  console.log(`one scrape after ${TURNS + WARMUP} turns: ${scrape.scrapeMs!.toFixed(1)} ms, ${scrape.scrapeBytes} bytes`);
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${os.cpus().length} cores`,
  );
  await collector.close();
}
