/**
 * Load benchmark of the production server with autocannon on loopback:
 * requests per second, p50 and p99 latency and the error rate of the
 * prerendered pages, the health check, the knowledge search (admin session,
 * a seeded knowledge base) and the chat (fake OpenAI provider; JSON and SSE),
 * at 50 and 200 connections, against one instance and against two instances
 * on the same PostgreSQL database.
 *
 *   npm run build    (once; the benchmark starts build/server-app as `npm start` does)
 *   npx tsx bench/load.ts [--duration 10] [--warmup 2] [--connections 50,200] [--instances 1,2]
 *                         [--only pages,health,search,search-distinct,chat-json,chat-sse] [--passages 5000]
 *                         [--engine postgres|pglite]
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to create a
 * fresh database per run, dropped at the end. With --engine pglite the server uses its embedded
 * database in a fresh DATA_DIR instead (seeded before it starts; one instance only, since PGlite's
 * folder belongs to one process; the database's CPU is then part of the server's). Results also go to
 * bench/results/load-*.json.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inspect, parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { buildCorpus, CHAT_MESSAGES, distinctSearchQuestions, FAKE_REPLY, SEARCH_QUESTIONS, seedCorpus } from "./load-corpus";
import {
  cleanupAndExit,
  cpuSnapshot,
  cpuUse,
  freePort,
  installExitHandlers,
  isRunning,
  onCleanup,
  startFakeProvider,
  startServer,
  type CpuSnapshot,
  type CpuUse,
  type ServerInstance,
} from "./load-processes";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50,200" },
    instances: { type: "string", default: "1,2" },
    only: { type: "string" },
    passages: { type: "string", default: "5000" },
    engine: { type: "string", default: "postgres" },
  },
});
const ENGINE = args.engine as "postgres" | "pglite";
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
/** Slow endpoints warm up longer, see measure(). */
const MAX_WARMUP_S = Math.max(WARMUP_S, 15);
const CONNECTIONS = args.connections.split(",").map(Number);
const TOPOLOGIES = args.instances.split(",").map(Number) as (1 | 2)[];
const PASSAGES = Number(args.passages);

/** High enough that no chat request of the benchmark reaches them (defaults: 20 per minute, 2,000 a day). */
const CHAT_RATE_LIMIT_PER_MINUTE = 10_000_000;
const DAILY_CHAT_CAP = 2_000_000; // the largest the configuration accepts
/**
 * The fake provider: first token after 10 ms, then 1,000 tokens/s, so the provider is not what is measured. Its
 * reply ends with the first sentence of the first passage it was given, as a coach drawing on the knowledge base
 * would, so the answer lists that source (the app names only the passages an answer used): an answer without
 * sources means the search inside the chat found nothing or failed.
 */
const FAKE_PROFILE = { reply: FAKE_REPLY, firstTokenDelayMs: 10, tokensPerSecond: 1000, quoteKnowledge: true };
const FAKE_TOKENS = FAKE_REPLY.match(/\s*\S+/g)?.length ?? 0;
const FAKE_ANSWER_MS = FAKE_PROFILE.firstTokenDelayMs + ((FAKE_TOKENS - 1) * 1000) / FAKE_PROFILE.tokensPerSecond;
const ADMIN = { email: "bench-load@example.com", password: "bench-load-password-2026" };
const GOAL_PAGES_RPS = 5000;
const GOAL_SEARCH_P99_MS = 50;
const TWO_INSTANCE_METHOD =
  "one autocannon run whose connections alternate between the two instances (half each; the same as two autocannon " +
  "runs at once with half the connections, added up), from the same single load-generator process as the one-instance " +
  "runs, so both topologies get the same client budget; p50/p99 come from the merged per-request latencies, not from " +
  "averaging two percentiles. No proxy in front: on 2 cores a round-robin proxy is one more Node process on the request " +
  "path that parses and forwards every request and answer, about as much CPU per request as the server spends on a page " +
  "from memory, so it would measure the proxy. Both instances, PostgreSQL and the load generator share the same 2 cores: " +
  "a second instance adds no CPU here, so the figures show what a second process costs or gains on this machine, not " +
  "what two machines would do.";

type ScenarioId = "pages" | "health" | "search" | "search-distinct" | "chat-json" | "chat-sse";

interface Scenario {
  id: ScenarioId;
  label: string;
  requests(cookie: string): autocannon.Request[];
  /** Whether a 2xx answer's body is what the endpoint promises (an SSE stream answers 200 even when it fails). */
  bodyOk(body: string): boolean;
  /** Whether a good answer lacks what it should carry (see RunResult.degraded). */
  degraded?(body: string): boolean;
  /**
   * Each connection takes its own share of `requests` (every n-th, for n connections) instead of all of
   * them in the same order: otherwise every connection asks the same question at about the same time.
   */
  shared?: boolean;
}

const chatBody = (content: string) =>
  JSON.stringify({ persona: "demo", messages: [{ role: "user", content }], voice: false, lang: "de" });

const DISTINCT_QUESTIONS = distinctSearchQuestions();
/**
 * All of them per run (48,000), shared out among the connections: more than any run of this machine
 * answers (about 25,000 in 25 s at most). Each run starts where the previous one started plus a
 * quarter, so runs meet questions of earlier runs only long after the cache (1,000 entries) dropped them.
 */
const DISTINCT_PER_RUN = DISTINCT_QUESTIONS.length;
let distinctOffset = 0;
function nextDistinctQuestions(): string[] {
  const rotated = [...DISTINCT_QUESTIONS.slice(distinctOffset), ...DISTINCT_QUESTIONS.slice(0, distinctOffset)];
  distinctOffset = (distinctOffset + Math.floor(DISTINCT_QUESTIONS.length / 4)) % DISTINCT_QUESTIONS.length;
  return rotated;
}

const SCENARIOS: Scenario[] = [
  {
    id: "pages",
    label: "prerendered pages / and /produkte/preise",
    // A browser's headers: the server answers from memory with the brotli copy made at start.
    requests: () =>
      ["/", "/produkte/preise"].map((p) => ({
        method: "GET",
        path: p,
        headers: { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br" },
      })),
    bodyOk: () => true,
  },
  {
    id: "health",
    label: "GET /api/health",
    requests: () => [{ method: "GET", path: "/api/health" }],
    bodyOk: (body) => body.includes('"ok"'),
  },
  {
    id: "search",
    label: `GET /api/knowledge/search (${SEARCH_QUESTIONS.length} questions in turn: after the first round, from the result cache)`,
    // Without Accept-Encoding: answers over 1 KB would otherwise be brotli-compressed per request.
    requests: (cookie) =>
      SEARCH_QUESTIONS.map((q) => ({
        method: "GET",
        path: `/api/knowledge/search?q=${encodeURIComponent(q)}&limit=5`,
        headers: { cookie },
      })),
    bodyOk: (body) => body.startsWith("["),
    degraded: (body) => body === "[]",
  },
  {
    id: "search-distinct",
    label: `GET /api/knowledge/search (${DISTINCT_PER_RUN.toLocaleString("en-US")} different questions per run, shared out among the connections, none from the cache)`,
    shared: true,
    requests: (cookie) =>
      nextDistinctQuestions().map((q) => ({
        method: "GET",
        path: `/api/knowledge/search?q=${encodeURIComponent(q)}&limit=5`,
        headers: { cookie },
      })),
    bodyOk: (body) => body.startsWith("["),
    degraded: (body) => body === "[]",
  },
  {
    id: "chat-json",
    label: "POST /api/chat, Accept: application/json",
    requests: () =>
      CHAT_MESSAGES.map((m) => ({
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: chatBody(m),
      })),
    bodyOk: (body) => body.includes('"reply"') && body.includes('"conversationId"'),
    // Every question of CHAT_MESSAGES has passages in the knowledge base.
    degraded: (body) => body.includes('"sources":[]'),
  },
  {
    id: "chat-sse",
    label: "POST /api/chat, server-sent events",
    requests: () =>
      CHAT_MESSAGES.map((m) => ({
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: chatBody(m),
      })),
    bodyOk: (body) => body.includes("event: done") && !body.includes("event: error"),
    degraded: (body) => body.includes('"sources":[]'),
  },
];
const selected = args.only ? SCENARIOS.filter((s) => args.only!.split(",").includes(s.id)) : SCENARIOS;
{
  const positive = (xs: number[]) => xs.length > 0 && xs.every((x) => Number.isFinite(x) && x > 0);
  if (
    !positive([DURATION_S, WARMUP_S, PASSAGES, ...CONNECTIONS]) ||
    !TOPOLOGIES.every((t) => t === 1 || t === 2) ||
    selected.length === 0 ||
    (ENGINE !== "postgres" && ENGINE !== "pglite") ||
    (ENGINE === "pglite" && TOPOLOGIES.includes(2))
  ) {
    console.error(
      "usage: npx tsx bench/load.ts [--duration 10] [--warmup 2] [--connections 50,200] [--instances 1,2] " +
        `[--only ${SCENARIOS.map((s) => s.id).join(",")}] [--passages 5000] [--engine postgres|pglite] (pglite: --instances 1)`,
    );
    process.exit(2);
  }
}

interface RunResult {
  scenario: ScenarioId;
  label: string;
  instances: 1 | 2;
  connections: number;
  /** Seconds of warm-up before the window, on the same connections. */
  warmupS: number;
  /** Seconds of the measured window. */
  durationS: number;
  /** Answers received in the window plus requests lost to socket errors and timeouts. */
  requests: number;
  requestsPerSecond: number;
  /** From writing the request to the end of the answer (an SSE stream: to its last event). */
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  errors: { non2xx: number; socket: number; timeouts: number; badBody: number; total: number; rate: number | null };
  /**
   * 2xx answers that lack what they should carry: chat answers without knowledge-base sources (the search inside
   * the chat failed and the server answered without it), empty search results. Not in the error rate.
   */
  degraded: number;
  statusCodes: Record<string, number>;
  /** Answers per second from each instance (two instances: shows the split). */
  perInstanceRps: number[];
  cpuPercentOfOneCore: CpuUse | undefined;
  /** CPU milliseconds per answer, all server instances together and our database's PostgreSQL backends: what each answer costs, less noisy than req/s on a shared machine. */
  cpuMsPerAnswer: { servers: number | null; postgres: number | null };
  serverErrorLogLines: number;
  /** The first unexpected answers and socket errors, shortened. */
  errorSamples: string[];
  goals: { goal: string; met: boolean }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 0) =>
  Number.isNaN(n) ? "–" : n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (share: number | null) =>
  share === null ? "–" : share === 0 ? "0 %" : `${(share * 100).toFixed(share < 0.001 ? 3 : 2)} %`;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

function goalsFor(r: Omit<RunResult, "goals">): RunResult["goals"] {
  const goals: RunResult["goals"] = [];
  if (r.scenario === "pages" && r.instances === 1) {
    goals.push({ goal: `≥ ${fmt(GOAL_PAGES_RPS)} req/s on one instance`, met: r.requestsPerSecond >= GOAL_PAGES_RPS });
  }
  if ((r.scenario === "search" || r.scenario === "search-distinct") && r.connections === 50) {
    goals.push({ goal: `p99 < ${GOAL_SEARCH_P99_MS} ms at 50 connections`, met: r.latencyMs.p99 < GOAL_SEARCH_P99_MS });
  }
  // No answer at all in the window is no evidence of zero errors.
  goals.push({ goal: "error rate 0", met: r.errors.rate === 0 });
  return goals;
}

/**
 * One autocannon run of warm-up + measured window on the same connections, so the window sees the steady state
 * (no backlog left by a separate warm-up run). Only answers that arrive inside the window count, and only
 * socket errors and timeouts raised inside it; requests still open when it ends are not counted.
 */
async function measure(
  scenario: Scenario,
  servers: ServerInstance[],
  connections: number,
  cookie: string,
  fake: Awaited<ReturnType<typeof startFakeProvider>>,
  database: string,
): Promise<RunResult> {
  let measuring = false;
  let badBody = 0;
  let degraded = 0;
  let socket = 0;
  let timeouts = 0;
  const errorSamples: string[] = [];
  const sample = (text: string) => {
    if (errorSamples.length < 3) errorSamples.push(text.slice(0, 200).replace(/\s+/g, " "));
  };
  const requests = scenario.requests(cookie).map((r) => ({
    ...r,
    onResponse: (status: number, body: string) => {
      if (!measuring) return;
      if (status < 200 || status >= 300) return sample(`${status} ${body}`);
      if (!scenario.bodyOk(body)) {
        badBody++;
        return sample(`${status} ${body}`);
      }
      if (scenario.degraded?.(body)) degraded++;
    },
  }));
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const perPort = new Map<string, number>();
  let logErrorsBefore = 0;
  let before: CpuSnapshot | undefined;
  let after: CpuSnapshot | undefined;
  let windowStart = 0;
  let windowEnd = 0;

  let clients = 0;
  const instance = autocannon({
    url: servers.map((s) => s.url),
    connections,
    // Stopped by stop() below when the window ends; this is only the upper bound.
    duration: MAX_WARMUP_S + DURATION_S + 5,
    requests: scenario.shared ? requests.slice(0, 1) : requests,
    ...(scenario.shared
      ? {
          setupClient: (client: autocannon.Client) => {
            const k = clients++;
            client.setRequests(requests.filter((_, i) => i % connections === k));
          },
        }
      : {}),
    timeout: 10,
  });
  const started = performance.now();
  let warmupAnswers = 0;
  let endTimer: NodeJS.Timeout | undefined;
  const startWindow = () => {
    if (measuring || before) return;
    logErrorsBefore = servers.reduce((n, s) => n + s.errorCount, 0);
    before = cpuSnapshot(servers, fake.child, database);
    windowStart = performance.now();
    measuring = true;
    endTimer = setTimeout(() => {
      measuring = false;
      windowEnd = performance.now();
      after = cpuSnapshot(servers, fake.child, database);
      instance.stop();
    }, DURATION_S * 1000);
  };
  // The warm-up lasts WARMUP_S, and longer for slow endpoints: until there have been as many answers as connections
  // (at most MAX_WARMUP_S), so the window does not start while the connections still wait for their first answer.
  const warmupTimer = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    if ((elapsed >= WARMUP_S && warmupAnswers >= connections) || elapsed >= MAX_WARMUP_S) {
      clearInterval(warmupTimer);
      startWindow();
    }
  }, 50);
  instance.on("response", (client, status, _bytes, ms) => {
    if (!measuring) {
      warmupAnswers++;
      return;
    }
    latencies.push(ms);
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    const port = String(client.opts.port);
    perPort.set(port, (perPort.get(port) ?? 0) + 1);
  });
  instance.on("reqError", (err) => {
    if (!measuring) return;
    if (err.message === "request timed out") timeouts++;
    else {
      socket++;
      sample(`socket error: ${err.message}`);
    }
  });
  try {
    await instance;
  } finally {
    clearInterval(warmupTimer);
    clearTimeout(endTimer);
  }
  const warmupS = (windowStart - started) / 1000;
  if (!before || !after) throw new Error("autocannon ended before the measured window did");
  const serverErrorLogLines = servers.reduce((n, s) => n + s.errorCount, 0) - logErrorsBefore;
  await settle(servers);

  const durationS = (windowEnd - windowStart) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const responses = sorted.length;
  const non2xx = Object.entries(statusCodes).reduce((n, [code, count]) => n + (code.startsWith("2") ? 0 : count), 0);
  const requestCount = responses + socket + timeouts;
  const totalErrors = non2xx + socket + timeouts + badBody;
  const cpu = cpuUse(before, after, os.availableParallelism());
  const perAnswer = (percentOfOneCore: number | undefined) =>
    percentOfOneCore === undefined || responses === 0 ? null : (percentOfOneCore / 100) * ((durationS * 1000) / responses);
  const partial: Omit<RunResult, "goals"> = {
    scenario: scenario.id,
    label: scenario.label,
    instances: servers.length as 1 | 2,
    connections,
    warmupS,
    durationS,
    requests: requestCount,
    requestsPerSecond: responses / durationS,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      mean: responses ? latencies.reduce((a, b) => a + b, 0) / responses : NaN,
      max: percentile(sorted, 1),
    },
    errors: { non2xx, socket, timeouts, badBody, total: totalErrors, rate: requestCount ? totalErrors / requestCount : null },
    degraded,
    statusCodes,
    perInstanceRps: servers.map((s) => (perPort.get(new URL(s.url).port) ?? 0) / durationS),
    cpuPercentOfOneCore: cpu,
    cpuMsPerAnswer: {
      servers: perAnswer(
        cpu.servers.every((x) => x !== undefined) ? cpu.servers.reduce((a: number, b) => a + (b ?? 0), 0) : undefined,
      ),
      postgres: perAnswer(cpu.postgres),
    },
    serverErrorLogLines,
    errorSamples,
  };
  return { ...partial, goals: goalsFor(partial) };
}

/**
 * Waits until each instance has worked off the requests autocannon left behind when it closed its connections (the
 * server finishes them anyway): /api/health queues behind them for a database connection, so its answer means the
 * backlog has reached the database.
 */
async function settle(servers: ServerInstance[]): Promise<void> {
  for (const s of servers) await fetch(`${s.url}/api/health`, { signal: AbortSignal.timeout(120_000) }).catch(() => {});
  await sleep(300);
}

function printRun(r: RunResult): void {
  const e = r.errors;
  const errorText =
    r.requests === 0
      ? "NO answer within the window (every request took longer)"
      : e.total === 0
        ? `errors 0 of ${fmt(r.requests)}`
        : `errors ${fmt(e.total)} of ${fmt(r.requests)} = ${pct(e.rate)} (non-2xx ${e.non2xx}, socket ${e.socket}, timeouts ${e.timeouts}, bad body ${e.badBody})`;
  console.log(
    `${r.scenario.padEnd(9)} ${r.instances} inst ${String(r.connections).padStart(3)} conn: ${fmt(r.requestsPerSecond).padStart(6)} req/s, ` +
      `p50 ${fmt(r.latencyMs.p50, 1)} ms, p99 ${fmt(r.latencyMs.p99, 1)} ms; ${errorText}` +
      (r.degraded ? `; ${fmt(r.degraded)} answers without knowledge-base sources` : "") +
      r.goals.map((g) => `; goal ${g.goal}: ${g.met ? "met" : "MISSED"}`).join(""),
  );
  if (r.warmupS > WARMUP_S + 0.5)
    console.log(`    warm-up took ${fmt(r.warmupS, 1)} s until the first answers of all connections`);
  const c = r.cpuPercentOfOneCore;
  if (c) {
    const ours =
      c.loadGenerator + c.servers.reduce((a: number, b) => a + (b ?? 0), 0) + (c.fakeProvider ?? 0) + (c.postgres ?? 0);
    console.log(
      `    CPU, % of one core: load generator ${c.loadGenerator}, server${c.servers.length > 1 ? "s" : ""} ${c.servers.map((s) => s ?? "?").join(" + ")}, ` +
        `PostgreSQL (our database) ${c.postgres ?? "?"}, fake provider ${c.fakeProvider ?? "?"}; whole machine ${c.machine ?? "?"} of ${c.cores * 100}` +
        (c.machine !== undefined ? ` (other work ≈ ${Math.max(0, c.machine - ours)})` : "") +
        (c.loadGenerator >= 90 ? "; the load generator is near one full core, so the figure may be bounded by the client" : ""),
    );
  }
  const ms = (x: number | null) => (x === null ? "?" : x < 1 ? `${fmt(x * 1000)} µs` : `${fmt(x, 1)} ms`);
  if (c && r.requests > 0) {
    console.log(`    CPU per answer: server ${ms(r.cpuMsPerAnswer.servers)}, PostgreSQL ${ms(r.cpuMsPerAnswer.postgres)}`);
  }
  if (r.instances > 1) console.log(`    split between the instances: ${r.perInstanceRps.map((x) => fmt(x)).join(" + ")} req/s`);
  if (r.serverErrorLogLines > 0) console.log(`    the servers logged ${r.serverErrorLogLines} error lines during the window`);
  for (const s of r.errorSamples) console.log(`    unexpected: ${s}`);
}

/** The newest file under `dir`, to tell whether build/ is older than the sources. */
function newestFile(dir: string): { file: string; mtimeMs: number } {
  let newest = { file: "", mtimeMs: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const candidate = entry.isDirectory() ? newestFile(full) : { file: full, mtimeMs: fs.statSync(full).mtimeMs };
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

async function login(server: ServerInstance): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("mc_session="));
  if (!res.ok || !cookie) throw new Error(`login on ${server.name} failed: ${res.status} ${await res.text()}`);
  return cookie.split(";")[0]!;
}

/** Milliseconds of requests sent one at a time (no concurrency). */
interface ServiceTimes {
  instance: string;
  search: { medianMs: number; maxMs: number; count: number };
  chatJson: { medianMs: number; maxMs: number; count: number };
  problems: string[];
}

/**
 * One request of each kind before measuring, so a broken endpoint is named instead of only counted; then service
 * times without concurrency, to tell the work per request from queueing under load.
 */
async function preflight(server: ServerInstance, cookie: string): Promise<ServiceTimes> {
  const problems: string[] = [];
  const page = await fetch(`${server.url}/produkte/preise`);
  if (!page.ok) problems.push(`GET /produkte/preise: ${page.status}`);
  const found = await fetch(`${server.url}/api/knowledge/search?q=${encodeURIComponent(SEARCH_QUESTIONS[0]!)}&limit=5`, {
    headers: { cookie },
  });
  const hits = found.ok ? ((await found.json()) as { title: string }[]) : [];
  if (!found.ok) problems.push(`search: ${found.status} ${await found.text()}`);
  else console.log(`  search "${SEARCH_QUESTIONS[0]}": ${hits.length} hits, best from "${hits[0]?.title ?? "-"}"`);
  const chat = await fetch(`${server.url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: chatBody(CHAT_MESSAGES[0]!),
  });
  const answer = (await chat.json()) as { reply?: string; sources?: unknown[]; error?: string };
  if (!chat.ok || !answer.reply?.startsWith(FAKE_REPLY))
    problems.push(`chat: ${chat.status} ${JSON.stringify(answer).slice(0, 200)}`);
  else console.log(`  chat: the fake provider's reply, ${answer.sources?.length ?? 0} sources from the knowledge base`);
  for (const p of problems) console.log(`PREFLIGHT PROBLEM (the runs go ahead and count it): ${p}`);

  let withoutSources = 0;
  const timed = async (n: number, request: (i: number) => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const res = await request(i);
      const body = await res.text();
      times.push(performance.now() - start);
      if (body.includes('"sources":[]') || body === "[]") withoutSources++;
    }
    const sorted = Float64Array.from(times).sort();
    return { medianMs: percentile(sorted, 0.5), maxMs: percentile(sorted, 1), count: n };
  };
  const searchOne = (i: number) =>
    fetch(`${server.url}/api/knowledge/search?q=${encodeURIComponent(SEARCH_QUESTIONS[i % SEARCH_QUESTIONS.length]!)}&limit=5`, {
      headers: { cookie },
    });
  const chatOne = (i: number) =>
    fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: chatBody(CHAT_MESSAGES[i % CHAT_MESSAGES.length]!),
    });
  const search = await timed(2 * SEARCH_QUESTIONS.length, searchOne);
  const chatJson = await timed(CHAT_MESSAGES.length, chatOne);
  const text = (t: ServiceTimes["search"]) => `median ${fmt(t.medianMs, 1)} ms, max ${fmt(t.maxMs, 1)} ms (${t.count} in a row)`;
  console.log(
    `  one request at a time: search ${text(search)}; chat (JSON) ${text(chatJson)}` +
      (withoutSources
        ? `; ${withoutSources} answers WITHOUT knowledge-base sources (so "degraded" under load is not only load)`
        : ""),
  );
  return { instance: server.name, search, chatJson, problems };
}

async function main(): Promise<void> {
  installExitHandlers();
  const root = path.resolve(import.meta.dirname, "..");
  process.chdir(root);
  const missing = ["build/server-app/index.js", "build/server/index.js", "build/client/index.html"].filter(
    (f) => !fs.existsSync(f),
  );
  if (missing.length > 0) {
    console.error(
      `build/ is missing (${missing.join(", ")}): run \`npm run build\` first; this benchmark measures the production build.`,
    );
    process.exit(1);
  }
  const builtAt = fs.statSync("build/server-app/index.js").mtimeMs;
  const newestSource = newestFile("src");
  const stale = newestSource.mtimeMs > builtAt;

  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  // On PGlite no PostgreSQL backend serves the server: a name no backend has keeps its CPU column at 0.
  const dbName =
    ENGINE === "pglite"
      ? "no-postgres-pglite-in-server"
      : `bench_load_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  if (ENGINE === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    onCleanup(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    });
  }
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mc-bench-load-"));
  onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

  const startedAt = new Date();
  const loadBefore = os.loadavg();
  console.log(
    `load benchmark: Node ${process.version}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"}), ` +
      `load average ${loadBefore.map((x) => x.toFixed(2)).join(" ")} before the start; other work on this machine makes the figures noisy`,
  );
  console.log(
    `production build of ${new Date(builtAt).toISOString()}` +
      (stale
        ? ` — OLDER than ${newestSource.file} (${new Date(newestSource.mtimeMs).toISOString()}): the figures are for the build; run \`npm run build\` to measure the working tree`
        : ""),
  );
  console.log(
    `servers: node build/server-app/index.js, NODE_ENV=production LOG_LEVEL=warn, 127.0.0.1, ` +
      (ENGINE === "pglite"
        ? `embedded PGlite in ${dataDir} (fresh, removed at the end; its CPU counts as the server's)`
        : `PostgreSQL database ${dbName} (fresh, dropped at the end)`),
  );
  console.log(
    `limits: CHAT_RATE_LIMIT_PER_MINUTE=${CHAT_RATE_LIMIT_PER_MINUTE} DAILY_CHAT_CAP=${DAILY_CHAT_CAP} (defaults 20 and 2,000), set high enough that ` +
      `the benchmark stays below them (all requests come from 127.0.0.1, one client to the limiter); any error counts`,
  );
  console.log(
    `fake OpenAI provider in its own process: first token after ${FAKE_PROFILE.firstTokenDelayMs} ms, ${fmt(FAKE_PROFILE.tokensPerSecond)} tokens/s, ` +
      `${FAKE_TOKENS}-token reply = ${fmt(FAKE_ANSWER_MS)} ms per answer at the provider, plus one quoted sentence of the first ` +
      `passage given (about 10–20 tokens more); voice off (no server-side voice configured)`,
  );
  console.log(
    `each run: ${WARMUP_S} s warm-up (longer, up to ${MAX_WARMUP_S} s, until there have been as many answers as connections), then ${DURATION_S} s measured ` +
      `on the same connections; autocannon ${CONNECTIONS.join(" and ")} connections, timeout 10 s`,
  );

  const fake = await startFakeProvider(FAKE_PROFILE);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    ...(ENGINE === "postgres" ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OPENAI_API_KEY: "sk-bench-load",
    OPENAI_BASE_URL: fake.url,
    CHAT_RATE_LIMIT_PER_MINUTE: String(CHAT_RATE_LIMIT_PER_MINUTE),
    DAILY_CHAT_CAP: String(DAILY_CHAT_CAP),
  };
  const corpus = buildCorpus(PASSAGES);
  const seedStart = performance.now();
  let servers: ServerInstance[];
  if (ENGINE === "pglite") {
    // The folder belongs to one process at a time: seed it first, then start the server on it.
    const database = await openDatabase({ dataDir });
    try {
      await seedCorpus(database, corpus);
    } finally {
      await database.close();
    }
    servers = [await startServer("instance A", await freePort(), env)];
  } else {
    servers = [await startServer("instance A", await freePort(), env)];
    await seedCorpus(databaseUrl, corpus);
  }
  console.log(
    `knowledge base: ${fmt(corpus.passageCount)} German passages in ${corpus.documents.length} documents ` +
      `(generated coaching texts, cut by the app's chunker), written to ${ENGINE === "pglite" ? "PGlite" : "PostgreSQL"} in ${fmt((performance.now() - seedStart) / 1000, 1)} s`,
  );
  if (TOPOLOGIES.includes(2)) {
    servers.push(await startServer("instance B", await freePort(), env));
    console.log(
      `two instances on the one database: ${servers.map((s) => s.url).join(", ")}; B idles during the one-instance runs`,
    );
    console.log(`two-instance method: ${TWO_INSTANCE_METHOD}`);
  } else {
    console.log(`one instance: ${servers[0]!.url}`);
  }
  // Every instance started with ADMIN_PASSWORD resets it, which ends the sessions: log in after the last start.
  const cookie = await login(servers[0]!);
  const serviceTimes: ServiceTimes[] = [];
  for (const s of servers) {
    console.log(`${s.name}:`);
    serviceTimes.push(await preflight(s, cookie));
  }

  const results: RunResult[] = [];
  const finish = async (error?: unknown) => {
    const file = path.join("bench/results", `load-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      error: error === undefined ? undefined : error instanceof Error ? error.message : inspect(error),
      machine: {
        node: process.version,
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model,
        loadAverageBefore: loadBefore,
        loadAverageAfter: os.loadavg(),
      },
      build: { builtAt: new Date(builtAt).toISOString(), olderThanSources: stale, newestSource: newestSource.file },
      commit: gitCommit(),
      settings: {
        engine: ENGINE,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        connections: CONNECTIONS,
        passages: corpus.passageCount,
        documents: corpus.documents.length,
        searchQuestions: SEARCH_QUESTIONS,
        chatMessages: CHAT_MESSAGES,
        CHAT_RATE_LIMIT_PER_MINUTE,
        DAILY_CHAT_CAP,
        fakeProvider: { ...FAKE_PROFILE, tokens: FAKE_TOKENS, answerMs: FAKE_ANSWER_MS },
        twoInstanceMethod: TWO_INSTANCE_METHOD,
      },
      goals: {
        pagesRequestsPerSecondOneInstance: GOAL_PAGES_RPS,
        searchP99MsAt50Connections: GOAL_SEARCH_P99_MS,
        errorRateBelowRateLimits: 0,
      },
      oneRequestAtATime: serviceTimes,
      runs: results,
      serverErrorSamples: servers.flatMap((s) => s.errorSamples.map((x) => `${s.name}: ${x}`)),
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nresults written to ${file}`);
  };

  try {
    // Topologies interleaved, so that the background load of the machine changes little between the two.
    for (const scenario of selected) {
      console.log(`\n${scenario.label}`);
      for (const connections of CONNECTIONS) {
        for (const count of TOPOLOGIES) {
          const active = servers.slice(0, count);
          const dead = active.filter((s) => !isRunning(s));
          if (dead.length)
            throw new Error(`${dead.map((s) => s.name).join(", ")} stopped:\n${dead.flatMap((s) => s.tail).join("\n")}`);
          const r = await measure(scenario, active, connections, cookie, fake, dbName);
          results.push(r);
          printRun(r);
        }
      }
    }
  } catch (err) {
    console.error(`\nbenchmark aborted: ${err instanceof Error ? err.message : String(err)}`);
    for (const s of servers) for (const x of s.errorSamples) console.error(`  ${s.name} logged: ${x}`);
    await finish(err);
    await cleanupAndExit(1);
  }

  printSummary(results);
  const logged = servers.flatMap((s) => s.errorSamples.map((x) => `${s.name}: ${x}`));
  if (logged.length) console.log(`\nserver error log lines (first ones):\n  ${logged.join("\n  ")}`);
  await finish();
  await cleanupAndExit(0);
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

function printSummary(results: RunResult[]): void {
  console.log("\nsummary (req/s; p50 / p99 in ms; error rate = (non-2xx + socket errors + timeouts + bad bodies) / requests)");
  console.log(`${"what".padEnd(48)} inst  conn    req/s      p50      p99   errors  goals`);
  for (const r of results) {
    console.log(
      `${r.label.padEnd(48)} ${String(r.instances).padStart(4)} ${String(r.connections).padStart(5)} ${fmt(r.requestsPerSecond).padStart(8)} ` +
        `${fmt(r.latencyMs.p50, 1).padStart(8)} ${fmt(r.latencyMs.p99, 1).padStart(8)} ${pct(r.errors.rate).padStart(8)}  ` +
        r.goals.map((g) => `${g.goal}: ${g.met ? "met" : "MISSED"}`).join("; ") +
        (r.degraded ? `; ${fmt(r.degraded)} without sources` : ""),
    );
  }
  console.log(
    `goals: prerendered pages ≥ ${fmt(GOAL_PAGES_RPS)} req/s on one instance; search p99 < ${GOAL_SEARCH_P99_MS} ms at 50 connections; ` +
      `error rate 0 below the rate limits (CHAT_RATE_LIMIT_PER_MINUTE=${CHAT_RATE_LIMIT_PER_MINUTE}, DAILY_CHAT_CAP=${DAILY_CHAT_CAP})`,
  );
  console.log(`two instances: ${TWO_INSTANCE_METHOD}`);
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  await cleanupAndExit(1);
});
