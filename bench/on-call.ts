/**
 * npx tsx bench/on-call.ts [conversations] [--postgres]
 * The on-call escalation (decision 046) under load: 50 visitors (by default)
 * in a crisis at once, each saying yes to a person. Measured over loopback
 * HTTP against the whole server with the offline coach: from the visitor's
 * yes (POST /api/live/handovers) until the console's event stream announces
 * the handover ("trigger to alert"), and, once the operator on duty took each
 * over, from the operator's POST …/messages until the visitor's own stream
 * delivers the message ("operator to visitor").
 * All 50 conversations stay open at once: 50 visitor streams and one console.
 * "All at once" sends the 50 requests together (the queue is part of the
 * figure); "one by one" sends the next message after the last one arrived.
 *
 * Without a flag the server runs in this process on PGlite in memory. With
 * `--postgres`, two server processes share a throw-away database on the
 * PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres): the visitors talk to instance
 * A, the operator and the console to instance B, so every alert and message
 * crosses between the processes through LISTEN/NOTIFY.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startServerProcess } from "../tests/helpers/server-process";
import { openLiveEvents } from "../tests/helpers/sse";

const args = process.argv.slice(2);
const POSTGRES = args.includes("--postgres");
const N = Number(args.find((a) => /^\d+$/.test(a)) ?? 50);
const ADMIN = { email: "bench@example.com", password: "ein-langes-Bench-Passwort-1" };
const SETTINGS = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  CHAT_RATE_LIMIT_PER_MINUTE: "100000",
  DAILY_CHAT_CAP: "100000",
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const until = async (check: () => boolean) => {
  // A short timer, not setImmediate: the server may run in this process and must not be starved.
  while (!check()) await new Promise((r) => setTimeout(r, 2));
};

/** Where the visitors and the operator send their requests, and how to stop it all. */
interface Target {
  visitors: string;
  operator: string;
  label: string;
  close(): Promise<void>;
}

/** The whole server in this process, on PGlite in memory: visitors and operator on the same instance. */
async function inProcess(dataDir: string): Promise<Target> {
  const { buildApp } = await import("../src/server/app");
  const { openDatabase } = await import("../src/server/db/client");
  const { loadEnv } = await import("../src/server/env");
  const { runStartupTasks } = await import("../src/server/startup");
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ENV_FILE: "none", DATA_DIR: dataDir, ...SETTINGS });
  const database = await openDatabase({});
  const { app, ctx } = await buildApp({ env, database, logger: false });
  await runStartupTasks(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    visitors: base,
    operator: base,
    label: "PGlite, one instance in process",
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Two server processes on one throw-away PostgreSQL database: visitors on A, the operator on B. */
async function twoInstances(dataDir: string): Promise<Target> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_on_call_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // One uploads folder for both, as instances share it.
  const env = { ...SETTINGS, LOG_LEVEL: "silent", DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  const started = await Promise.allSettled([startServerProcess(env, 120_000), startServerProcess(env, 120_000)]);
  const [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined));
  const close = async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  if (!a || !b) {
    await close();
    throw (started.find((s) => s.status === "rejected") as PromiseRejectedResult).reason;
  }
  return { visitors: a.url, operator: b.url, label: "PostgreSQL, visitors on instance A, operator on instance B", close };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-on-call-"));
  const target = await (POSTGRES ? twoInstances(dataDir) : inProcess(dataDir));
  const base = target.operator;
  const visitorBase = target.visitors;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const operator = /mc_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")![0];
    const json = { "content-type": "application/json", cookie: operator };
    await fetch(`${base}/api/live/duty`, { method: "PUT", headers: json, body: JSON.stringify({ onDuty: true, name: "Kim" }) });
    // A long deadline: nothing expires while 50 are accepted one after the other.
    await fetch(`${base}/api/settings/live`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ levels: ["acute", "suicidal", "self-harm"], timeoutSeconds: 600 }),
    });
    const console_ = await openLiveEvents(`${base}/api/live/events`, operator);

    // 50 visitors, each in a crisis, each with its own address and cookie.
    const visitors = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const words = "Ich will mich umbringen.";
        const res = await fetch(`${visitorBase}/api/chat`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-forwarded-for": `10.8.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify({ persona: "demo", messages: [{ role: "user", content: words }], lang: "de" }),
        });
        const done = (await res.json()) as { conversationId: string; reply: string };
        const cookie = /mc_visitor=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];
        return { cookie, conversationId: done.conversationId, words, reply: done.reply, id: "" };
      }),
    );

    // Trigger to alert: all 50 say yes at once.
    const alertMs: number[] = [];
    await Promise.all(
      visitors.map(async (v) => {
        const start = performance.now();
        const res = await fetch(`${visitorBase}/api/live/handovers`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: v.cookie },
          body: JSON.stringify({
            conversationId: v.conversationId,
            consent: true,
            messages: [
              { role: "user", content: v.words },
              { role: "assistant", content: v.reply },
            ],
            lang: "de",
          }),
        });
        if (res.status !== 201) throw new Error(`handover: ${res.status}`);
        v.id = ((await res.json()) as { id: string }).id;
        await until(() => console_.events.some((e) => e.event === "handover" && e.data.id === v.id));
        alertMs.push(performance.now() - start);
      }),
    );

    // All 50 held and their visitor streams open at once.
    const streams = await Promise.all(
      visitors.map(async (v) => {
        const accepted = await fetch(`${base}/api/live/handovers/${v.id}/accept`, {
          method: "POST",
          headers: { cookie: operator },
        });
        if (accepted.status !== 200) throw new Error(`accept: ${accepted.status}`);
        return openLiveEvents(`${visitorBase}/api/live/handovers/${v.id}/events`, v.cookie);
      }),
    );

    // Operator to visitor: one message into each conversation, all at once.
    const deliverMs: number[] = [];
    await Promise.all(
      visitors.map(async (v, i) => {
        const text = `Hallo, ich bin Kim und jetzt für dich da (${i}).`;
        const start = performance.now();
        const res = await fetch(`${base}/api/live/handovers/${v.id}/messages`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ text }),
        });
        if (res.status !== 201) throw new Error(`message: ${res.status}`);
        await until(() => streams[i]!.events.some((e) => e.event === "message" && e.data.text === text));
        deliverMs.push(performance.now() - start);
      }),
    );

    // The same, one message after the other, while all 50 conversations stay open: the delay without a queue.
    const oneByOneMs: number[] = [];
    for (const [i, v] of visitors.entries()) {
      const text = `Ich bin noch da (${i}).`;
      const start = performance.now();
      await fetch(`${base}/api/live/handovers/${v.id}/messages`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ text }),
      });
      await until(() => streams[i]!.events.some((e) => e.event === "message" && e.data.text === text));
      oneByOneMs.push(performance.now() - start);
    }

    const row = (name: string, xs: number[]) =>
      `${name.padEnd(34)} n=${xs.length}  p50 ${pct(xs, 50).toFixed(0)} ms  p95 ${pct(xs, 95).toFixed(0)} ms  max ${Math.max(...xs).toFixed(0)} ms`;
    console.log(
      `on-call, ${N} conversations open at once (${target.label}, loopback HTTP, ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")})`,
    );
    console.log(row("trigger to alert, all at once", alertMs));
    console.log(row("operator to visitor, all at once", deliverMs));
    console.log(row("operator to visitor, one by one", oneByOneMs));
    for (const s of streams) await s.close();
    await console_.close();
  } finally {
    await target.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
