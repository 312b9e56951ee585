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
 * A fifth mode, "off-again", is off as well: how far two modes apart that
 * are the same, the A/B rounds' floor (processes differ by several per cent
 * for their whole life, whatever they run). The garbage collections during
 * the turns are counted per mode: tracing and metrics allocate, and what
 * they allocate costs collections the profile below cannot name.
 * Last, three rounds with both on under V8's sampling profiler: the share of
 * the turns' sampled CPU that ran in tracing and in metrics code, their own
 * frames and the Node internals and builtins they call (encoding, timers,
 * the exporter's HTTP request), a figure that the rounds' spread cannot hide.
 */
import type { FastifyBaseLogger } from "fastify";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PerformanceObserver, constants as perfConstants } from "node:perf_hooks";
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
  profile?: Attributed;
  /** Garbage collections during the measured turns: young generation, the rest, their time. */
  gc: { minor: number; major: number; ms: number };
  cpuMs: number;
  wallMs: number;
  healthCpuMs: number;
  scrapeMs?: number;
  scrapeBytes?: number;
}

const MODES = ["off", "off-again", "metrics", "tracing", "both"] as const;
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
    const gc = { minor: 0, major: 0, ms: 0 };
    const collections = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
        if (detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) gc.minor++;
        else gc.major++;
        gc.ms += entry.duration;
      }
    });
    collections.observe({ entryTypes: ["gc"] });
    const profiler = profile ? await startProfiler() : undefined;
    const cpu = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < TURNS; i++) await turn(i);
    // The spans of these turns are encoded and sent within the measured time.
    await ctx.tracing.flush();
    const used = process.cpuUsage(cpu);
    const wallMs = performance.now() - wall;
    const sampled = await profiler?.stop();
    // The observer hears of a collection after it: the last one of the turns arrives in the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    collections.disconnect();
    for (let i = 0; i < 300; i++) await app.inject("/api/health");
    const healthCpu = process.cpuUsage();
    for (let i = 0; i < HEALTH; i++) await app.inject("/api/health");
    const healthUsed = process.cpuUsage(healthCpu);
    const round: Round = {
      cpuMs: (used.user + used.system) / 1000,
      wallMs,
      healthCpuMs: (healthUsed.user + healthUsed.system) / 1000,
      gc,
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

interface Attributed {
  totalMs: number;
  /** Samples in tracing code's own frames, and with the Node internals and builtins it called. */
  tracingMs: number;
  tracingWithCalleesMs: number;
  metricsMs: number;
  metricsWithCalleesMs: number;
}

/** Whose code a profile frame runs: tracing, metrics, Node's own (internals, builtins, natives), or any other. */
function ownerOf(url: string): "tracing" | "metrics" | "node" | "other" {
  if (/@opentelemetry\/|features\/tracing\//.test(url)) return "tracing";
  if (/prom-client|features\/metrics\//.test(url)) return "metrics";
  return url === "" || url.startsWith("node:") ? "node" : "other";
}

/**
 * V8's sampling profiler over the measured turns (every 100 µs): the time of all samples but idle ones,
 * and of those that ran tracing or metrics code, in its own frames and in the Node internals and builtins
 * it called (a sample counts for the nearest frame up its stack that is not Node's own). Not counted: the
 * garbage collection of what they allocate (the rounds count collections per mode instead), and the
 * continuations Node runs later for them (the completion of the exporter's write, for instance).
 */
async function startProfiler() {
  const inspector = await import("node:inspector/promises");
  const session = new inspector.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  return {
    async stop(): Promise<Attributed> {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      const self = new Map<number, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
      const out: Attributed = { totalMs: 0, tracingMs: 0, tracingWithCalleesMs: 0, metricsMs: 0, metricsWithCalleesMs: 0 };
      for (const node of profile.nodes) {
        const ms = (self.get(node.id) ?? 0) / 1000;
        if (!ms || node.callFrame.functionName === "(idle)") continue;
        out.totalMs += ms;
        const own = ownerOf(node.callFrame.url);
        if (own === "tracing") out.tracingMs += ms;
        if (own === "metrics") out.metricsMs += ms;
        let owner = own;
        for (let at = parent.get(node.id); owner === "node" && at !== undefined; at = parent.get(at))
          owner = ownerOf(nodes.get(at)!.callFrame.url);
        if (owner === "tracing") out.tracingWithCalleesMs += ms;
        if (owner === "metrics") out.metricsWithCalleesMs += ms;
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
  const results: Record<Mode, Round[]> = { off: [], "off-again": [], metrics: [], tracing: [], both: [] };
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
        `${mode.padEnd(9)} ${(round.cpuMs / TURNS).toFixed(2)} ms CPU/turn, ${(round.wallMs / TURNS).toFixed(2)} ms/turn, ` +
          `${((round.healthCpuMs / HEALTH) * 1000).toFixed(0)} µs CPU/health, ${round.gc.minor}+${round.gc.major} collections`,
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
    console.log(`  ${mode.padEnd(9)} ${perTurn(mode).toFixed(2)} ms${mode === "off" ? "" : ` (${pct(perTurn(mode), off)})`}`);
  const collections = (mode: Mode, key: "minor" | "major" | "ms") =>
    results[mode].reduce((sum, r) => sum + r.gc[key], 0) / (results[mode].length * TURNS);
  console.log(
    `garbage collections per 100 turns (young generation + the rest, their ms): ${MODES.map(
      (m) =>
        `${m} ${(collections(m, "minor") * 100).toFixed(1)} + ${(collections(m, "major") * 100).toFixed(1)}, ${(collections(m, "ms") * 100).toFixed(1)} ms`,
    ).join("; ")}`,
  );
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
  const profiles: Attributed[] = [];
  for (let r = 0; r < 3; r++) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bench/metrics.ts", "--child", "both", collector.url, "--profile"],
      { encoding: "utf8" },
    );
    profiles.push((JSON.parse(stdout.slice(stdout.indexOf("{"))) as Round).profile!);
  }
  const share = (key: Exclude<keyof Attributed, "totalMs">) =>
    profiles.map((p) => `${((p[key] / p.totalMs) * 100).toFixed(2)} %`).join(", ");
  console.log(
    `sampled CPU of the turns with both on, in their own frames: tracing ${share("tracingMs")}; metrics ${share("metricsMs")}`,
  );
  console.log(
    `… with the Node internals and builtins they call: tracing ${share("tracingWithCalleesMs")}; metrics ${share("metricsWithCalleesMs")}; ` +
      `together ${profiles.map((p) => `${(((p.tracingWithCalleesMs + p.metricsWithCalleesMs) / p.totalMs) * 100).toFixed(2)} %`).join(", ")}`,
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
