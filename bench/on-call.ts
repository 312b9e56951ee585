/**
 * npx tsx bench/on-call.ts [conversations]
 * The on-call escalation (decision 046) under load: 50 visitors (by default)
 * in a crisis at once, each saying yes to a person. Measured over loopback
 * HTTP against the whole server in process (PGlite, the offline coach):
 * from the visitor's yes (POST /api/live/handovers) until the console's
 * event stream announces the handover ("trigger to alert"), and, once the
 * operator on duty took each over, from the operator's POST …/messages until
 * the visitor's own stream delivers the message ("operator to visitor").
 * All 50 conversations stay open at once: 50 visitor streams and one console.
 * "All at once" sends the 50 requests together (the queue is part of the
 * figure); "one by one" sends the next message after the last one arrived.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openLiveEvents } from "../tests/helpers/sse";

const N = Number(process.argv[2] ?? 50);
const ADMIN = { email: "bench@example.com", password: "ein-langes-Bench-Passwort-1" };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const until = async (check: () => boolean) => {
  // A short timer, not setImmediate: the server runs in this process and must not be starved.
  while (!check()) await new Promise((r) => setTimeout(r, 2));
};

async function main() {
  const { buildApp } = await import("../src/server/app");
  const { openDatabase } = await import("../src/server/db/client");
  const { loadEnv } = await import("../src/server/env");
  const { runStartupTasks } = await import("../src/server/startup");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-on-call-"));
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ENV_FILE: "none",
    CHAT_RATE_LIMIT_PER_MINUTE: "100000",
    DAILY_CHAT_CAP: "100000",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const database = await openDatabase({});
  const { app, ctx } = await buildApp({ env, database, logger: false });
  await runStartupTasks(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
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
        const res = await fetch(`${base}/api/chat`, {
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
        const res = await fetch(`${base}/api/live/handovers`, {
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
        return openLiveEvents(`${base}/api/live/handovers/${v.id}/events`, v.cookie);
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
    console.log(`on-call, ${N} conversations open at once (PGlite, loopback HTTP, ${os.cpus().length} cores)`);
    console.log(row("trigger to alert, all at once", alertMs));
    console.log(row("operator to visitor, all at once", deliverMs));
    console.log(row("operator to visitor, one by one", oneByOneMs));
    for (const s of streams) await s.close();
    await console_.close();
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
