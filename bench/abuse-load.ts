/**
 * Ten minutes of mixed abusive traffic against one production server, to show
 * that its memory and its tables stay bounded:
 *
 * - chat floods from ever new client addresses (spoofed behind a trusted proxy hop, IPv4 and IPv6);
 * - password guessing from ever new addresses;
 * - stalled and oversized audio uploads, syntheses of the longest allowed text;
 * - decompression-bomb PDFs uploaded by the operator;
 * - the operator signing in again and again;
 * - junk requests (unknown paths, broken JSON, huge headers).
 *
 * Every 10 s it samples the server's resident memory (with its PDF extraction
 * process) and, on PostgreSQL, the row counts of the tables abuse could grow.
 * At the end it prints the samples, the maxima against the bounds stated below,
 * and how the requests were answered (no 5xx is expected).
 *
 * Run (after `npm run build`): TEST_DATABASE_URL=postgres://... npx tsx bench/abuse-load.ts [--minutes 10]
 * Without TEST_DATABASE_URL it runs on the embedded database and samples memory only.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startFakeElevenLabs } from "../tests/fakes/elevenlabs-server";
import { makeBombPdf } from "../tests/fixtures/pdf";
import {
  cleanupAndExit,
  freePort,
  installExitHandlers,
  isRunning,
  onCleanup,
  startFakeProvider,
  startServer,
  type ServerInstance,
} from "./load-processes";

const MINUTES = Number(process.argv.includes("--minutes") ? process.argv[process.argv.indexOf("--minutes") + 1] : 10);
const ADMIN = { email: "bench-admin@example.com", password: "bench-Passwort-2026-lang" };
/**
 * The bounds this benchmark states: the server process with its extraction process, and rows per
 * table. rate_limits is cut back to 20,000 by every housekeeping pass (every 30 s here) and grows by
 * what one interval of ever new addresses brings in between; login_failures is kept at the newest
 * 20,000; an account keeps 20 sessions; conversations and crisis events are bounded by the daily budget.
 */
const BOUNDS = {
  rssMb: 700,
  rows: {
    rate_limits: 40_000,
    sessions: 20,
    login_failures: 20_000,
    visitor_origins: 20_000,
    conversations: 2_000,
    crisis_events: 2_000,
  } as Record<string, number>,
};
const TABLES = Object.keys(BOUNDS.rows);

const statuses = new Map<string, number>();
const count = (kind: string, status: number | string) =>
  statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);

let stopAt = 0;
const running = () => Date.now() < stopAt;

function randomClient(): string {
  // One in three clients comes over IPv6, each from its own /64.
  if (Math.random() < 1 / 3)
    return `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::${randomBytes(2).toString("hex")}`;
  return `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

async function send(
  server: ServerInstance,
  kind: string,
  pathName: string,
  init: RequestInit & { client?: string } = {},
): Promise<Response | undefined> {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", init.client ?? randomClient());
  try {
    const res = await fetch(`${server.url}${pathName}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    count(kind, res.status);
    return res;
  } catch (err) {
    count(kind, err instanceof Error ? err.name : "error");
    return undefined;
  }
}

async function loop(concurrency: number, fn: () => Promise<unknown>, pauseMs = 0): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (running()) {
        await fn();
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
}

/** An audio upload that declares `declared` bytes, sends `sent` of them and then says nothing more. */
function stalledUpload(server: ServerInstance, declared: number, sent: number, kind = "stt stalled"): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(`${server.url}/api/stt`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "content-type": "audio/webm", "content-length": declared, "x-forwarded-for": randomClient() },
      },
      (res) => {
        count(kind, res.statusCode ?? 0);
        res.resume();
        res.on("end", resolve);
      },
    );
    req.on("error", () => {
      count(kind, "closed");
      resolve();
    });
    req.write(Buffer.alloc(sent));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 70_000).unref();
  });
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  let total = 0;
  const pids = [pid];
  // The server and its children (the PDF extraction process).
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (children) pids.push(...children.split(" ").map(Number));
    }
  } catch {
    // gone
  }
  for (const p of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"));
      if (m) total += Number(m[1]) / 1024;
    } catch {
      // gone
    }
  }
  return Math.round(total);
}

async function main(): Promise<void> {
  installExitHandlers();
  if (!fs.existsSync("build/server-app/index.js")) throw new Error("run `npm run build` first");
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `bench_abuse_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    onCleanup(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abuse-load-"));
  onCleanup(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

  const openai = await startFakeProvider({
    reply: "Ich höre dir zu. Atme einmal tief durch. Was brauchst du jetzt?",
    firstTokenDelayMs: 20,
    tokensPerSecond: 0,
  });
  const eleven = await startFakeElevenLabs({}, "el-bench-key");
  onCleanup(() => eleven.close());
  const server = await startServer("abuse", await freePort(), {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "1",
    OPENAI_API_KEY: "sk-bench-0000000000",
    OPENAI_BASE_URL: openai.url,
    ELEVENLABS_API_KEY: "el-bench-key",
    ELEVENLABS_BASE_URL: eleven.url,
    ELEVENLABS_VOICE_ID: "bench-voice",
    HOUSEKEEPING_INTERVAL_SECONDS: "30",
    INGESTION_MAX_MEMORY_MB: "256",
    INGESTION_TIMEOUT_SECONDS: "30",
  });

  const db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await db?.connect();
  const bomb = await makeBombPdf(300);
  const operator = randomClient();
  let cookie = "";
  const signIn = async () => {
    const res = await send(server, "operator login", "/api/auth/login", {
      method: "POST",
      client: operator,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const set = res?.headers.getSetCookie().find((c) => c.startsWith("mc_session="));
    if (set) cookie = set.split(";")[0]!;
  };
  await signIn();

  console.log(`abuse load for ${MINUTES} min against ${server.url} (${databaseUrl ? "PostgreSQL" : "PGlite, memory only"})`);
  const samples: { at: number; rssMb: number; rows: Record<string, number> }[] = [];
  const started = Date.now();
  stopAt = started + MINUTES * 60_000;
  const sampler = (async () => {
    while (running()) {
      const rows: Record<string, number> = {};
      if (db)
        for (const table of TABLES)
          rows[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
      samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: rssMb(server.child.pid), rows });
      const last = samples.at(-1)!;
      console.log(
        `  ${String(last.at).padStart(4)} s  rss ${String(last.rssMb).padStart(4)} MB  ${TABLES.map((t) => `${t} ${rows[t] ?? "-"}`).join("  ")}`,
      );
      await new Promise((r) => setTimeout(r, 10_000));
    }
  })();

  const chatBody = JSON.stringify({
    persona: "demo",
    messages: [{ role: "user", content: "Ich habe so viel Stress im Job." }],
    lang: "de",
  });
  const crisisBody = JSON.stringify({
    persona: "demo",
    messages: [{ role: "user", content: "Ich will nicht mehr leben." }],
    lang: "de",
  });
  await Promise.all([
    sampler,
    loop(6, () =>
      send(server, "chat", "/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: Math.random() < 0.2 ? crisisBody : chatBody,
      }),
    ),
    loop(3, () =>
      send(server, "login guess", "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: ADMIN.email, password: `falsch-${randomBytes(6).toString("hex")}` }),
      }),
    ),
    loop(12, () => stalledUpload(server, 9 * 1024 * 1024, 64 * 1024)),
    // Declares 50 MB: answered 413 before the body is read.
    loop(1, () => stalledUpload(server, 50 * 1024 * 1024, 1024, "stt oversized"), 500),
    loop(2, () =>
      send(server, "tts", "/api/tts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ persona: "demo", text: "Ruhe. ".repeat(833) }),
      }),
    ),
    loop(
      1,
      async () => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(bomb)], { type: "application/pdf" }), `bomb-${Date.now()}.pdf`);
        await send(server, "pdf bomb", "/api/documents", { method: "POST", client: operator, headers: { cookie }, body: form });
      },
      30_000,
    ),
    loop(1, signIn, 2_000),
    loop(2, async () => {
      const junk = [
        () => send(server, "junk", `/api/${randomBytes(4).toString("hex")}`),
        () =>
          send(server, "junk", "/api/chat", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{nicht json",
          }),
        () =>
          send(server, "junk", "/api/inquiries", {
            method: "POST",
            headers: { "content-type": "application/json", "x-filler": "x".repeat(20_000) },
            body: "{}",
          }),
      ];
      await junk[Math.floor(Math.random() * junk.length)]!();
    }),
  ]);

  if (!isRunning(server)) console.log("THE SERVER DIED during the run");
  const maxRss = Math.max(...samples.map((s) => s.rssMb));
  console.log(
    `\nserver (with its extraction process): rss max ${maxRss} MB, last ${samples.at(-1)?.rssMb} MB — bound ${BOUNDS.rssMb} MB: ${maxRss <= BOUNDS.rssMb ? "held" : "EXCEEDED"}`,
  );
  if (db) {
    for (const table of TABLES) {
      const max = Math.max(...samples.map((s) => s.rows[table] ?? 0));
      console.log(
        `  ${table.padEnd(16)} max ${String(max).padStart(6)} rows, last ${String(samples.at(-1)?.rows[table]).padStart(6)} — bound ${BOUNDS.rows[table]}: ${max <= BOUNDS.rows[table]! ? "held" : "EXCEEDED"}`,
      );
    }
  }
  console.log("\nanswers:");
  for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(28)} ${n}`);
  const fiveHundreds = [...statuses].filter(([k]) => / 5\d\d$/.test(k) && !/ 503$/.test(k)).reduce((s, [, n]) => s + n, 0);
  console.log(`server errors (5xx other than 503 for full upload slots): ${fiveHundreds}; error log lines: ${server.errorCount}`);
  for (const line of server.errorSamples) console.log(`  ${line}`);
  await db?.end();
  await cleanupAndExit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  void cleanupAndExit(1);
});
