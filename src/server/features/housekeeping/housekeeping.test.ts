import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createSecondInstance, createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { openDatabase, type Database } from "../../db/client";
import { createHousekeeping } from "./housekeeping";

const count = async (db: Database, sql: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`))[0]!.n);

describe.each(ENGINES)("housekeeping on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "housekeeping-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir, ORPHAN_GRACE_SECONDS: "60" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a pass removes expired sessions, expired counters, old failed sign-ins and orphaned files, and keeps the rest", async () => {
    const db = t.db.database;
    const live = await loginCookie(t.app);
    const expired = await loginCookie(t.app);
    await db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id_hash <> (SELECT id_hash FROM sessions ORDER BY created_at LIMIT 1)",
    );
    // What one busy client leaves behind: thousands of counters, nearly all of them expired.
    await db.query(
      "INSERT INTO rate_limits (key, count, reset_at) SELECT 'chat:ip:10.9.' || g, 1, now() - interval '1 second' FROM generate_series(1, 3000) g",
    );
    await t.ctx.rateLimiter.hit("chat:ip:still-counting", 20, 60_000);
    await db.query(
      "INSERT INTO login_failures (at, client_key, account) VALUES (now() - interval '8 days', '10.9.9.9', 'alt@example.com'), (now() - interval '1 hour', '10.9.9.8', 'neu@example.com')",
    );
    // Audit entries are kept a year: the one from 366 days ago goes, the one from 364 days ago stays.
    await db.query("DELETE FROM audit_log");
    await db.query(
      "INSERT INTO audit_log (at, account_email, action) VALUES (now() - interval '366 days', 'alt@example.com', 'persona.update'), (now() - interval '364 days', 'alt@example.com', 'persona.delete')",
    );
    // A file whose upload died before its row was written, old enough; and a fresh one (an upload in flight).
    const uploads = path.join(dataDir, "uploads");
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, "1700000000000-verwaist.pdf"), "%PDF-1.4");
    fs.utimesSync(
      path.join(uploads, "1700000000000-verwaist.pdf"),
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() - 3_600_000),
    );
    fs.writeFileSync(path.join(uploads, `${Date.now()}-unterwegs.pdf`), "%PDF-1.4");
    // Invitations: accepted, revoked and expired 31 days ago go; expired 29 days ago and still open stay.
    const invite = (email: string, ago: string) =>
      db.query(
        `INSERT INTO invitations (email, role, token_hash, invited_by_email, created_at, expires_at, accepted_at, revoked_at)
         VALUES ('${email}', 'editor', md5('${email}'), 'owner@example.com', now() - interval '60 days', ${ago})`,
      );
    await db.query("DELETE FROM invitations");
    await invite("angenommen@example.com", "now() - interval '50 days', now() - interval '31 days', NULL");
    await invite("zurueckgezogen@example.com", "now() - interval '50 days', NULL, now() - interval '31 days'");
    await invite("abgelaufen@example.com", "now() - interval '31 days', NULL, NULL");
    await invite("kuerzlich@example.com", "now() - interval '29 days', NULL, NULL");
    await invite("offen@example.com", "now() + interval '5 days', NULL, NULL");

    const pass = await t.ctx.housekeeping.runOnce();
    expect(pass).toEqual({
      sessions: 1,
      rateLimits: 3000,
      loginFailures: 1,
      auditEntries: 1,
      transcriptTurns: 0,
      inquiries: 0,
      invitations: 3,
      orphanedFiles: 1,
      backups: 0,
    });
    expect(await count(db, "SELECT 1 FROM sessions")).toBe(1);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: live } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: expired } })).statusCode).toBe(401);
    expect(await count(db, "SELECT 1 FROM rate_limits")).toBe(1);
    expect(await count(db, "SELECT 1 FROM login_failures")).toBe(1);
    expect(await db.query("SELECT action FROM audit_log")).toEqual([{ action: "persona.delete" }]);
    expect(fs.readdirSync(uploads).filter((f) => f.endsWith(".pdf"))).toEqual([expect.stringMatching(/-unterwegs\.pdf$/)]);
    expect(await db.query("SELECT email FROM invitations ORDER BY email")).toEqual([
      { email: "kuerzlich@example.com" },
      { email: "offen@example.com" },
    ]);
  });

  test("counters hit once from ever new addresses and failed sign-ins stay below their caps; live counters stay", async () => {
    const db = t.db.database;
    await db.query("DELETE FROM rate_limits");
    await db.query("DELETE FROM login_failures");
    // Not expired yet (hourly windows), one hit each: what an attacker with ever new addresses leaves.
    await db.query(
      "INSERT INTO rate_limits (key, count, reset_at) SELECT 'tts:ip:10.8.' || g, 1, now() + interval '50 minutes' FROM generate_series(1, 120) g",
    );
    await db.query("INSERT INTO rate_limits (key, count, reset_at) VALUES ('tts:ip:busy', 900, now() + interval '50 minutes')");
    await db.query(
      "INSERT INTO login_failures (at, client_key, account) SELECT now() - (g || ' seconds')::interval, '10.7.' || g, 'x@example.com' FROM generate_series(1, 150) g",
    );
    const newestFailure = await db.query<{ id: string }>("SELECT id::text AS id FROM login_failures ORDER BY id DESC LIMIT 1");

    expect(await t.ctx.rateLimiter.prune(100)).toBe(21);
    expect(await count(db, "SELECT 1 FROM rate_limits")).toBe(100);
    expect(await count(db, "SELECT 1 FROM rate_limits WHERE key = 'tts:ip:busy'")).toBe(1);
    expect(await t.ctx.throttle.prune(undefined, 100)).toBe(50);
    expect(await count(db, "SELECT 1 FROM login_failures")).toBe(100);
    expect(await count(db, `SELECT 1 FROM login_failures WHERE id = ${newestFailure[0]!.id}`)).toBe(1);
  });

  test("an account keeps its newest sessions only, however often it signs in", async () => {
    const db = t.db.database;
    const cookies: string[] = [];
    for (let i = 0; i < 23; i++) cookies.push(await loginCookie(t.app));
    const user = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'admin@example.com'",
    );
    expect(Number(user[0]!.n)).toBe(20);
    expect((await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookies.at(-1)! } })).statusCode).toBe(200);
  });
});

test("it runs on its schedule, one pass at a time, and stop waits for a pass in progress", async () => {
  // The schedule's clock is faked and each pass is held until the test lets it finish, so what happens
  // "meanwhile" is decided by the code, not by how fast this machine is.
  vi.useFakeTimers();
  try {
    let started = 0;
    let finished = 0;
    const passes: (() => void)[] = [];
    const held = async () => {
      started++;
      await new Promise<void>((finish) => passes.push(finish));
      finished++;
      return 0;
    };
    const hk = createHousekeeping({
      // The lock itself is the next story's subject (two instances of one PostgreSQL).
      database: { tryExclusive: async <T>(_lockId: number, fn: () => Promise<T>) => ({ ran: true as const, value: await fn() }) },
      sessions: { pruneExpired: held },
      rateLimits: { prune: async () => 0 },
      loginFailures: { prune: async () => 0 },
      auditLog: { prune: async () => 0 },
      transcripts: { prune: async () => 0 },
      inquiries: { prune: async () => 0 },
      invitations: { pruneInvitations: async () => 0 },
      orphans: { sweepOrphans: async () => [] },
      log: Fastify({ logger: false }).log,
      intervalMs: 20,
    });
    hk.start();
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toBe(1);
    // However long a pass takes, the schedule starts no other meanwhile.
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(1);
    // The next one runs an interval after the last one ended.
    passes[0]!();
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toBe(2);

    let stopped = false;
    const stopping = hk.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    passes[1]!();
    await stopping;
    expect(finished).toBe(2);
    // Stopped: no pass starts any more.
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
  } finally {
    vi.useRealTimers();
  }
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("housekeeping on two instances of one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let other: Database;
  beforeAll(async () => {
    a = await createTestApp("postgres");
    b = await createSecondInstance(a);
    other = await openDatabase({ url: a.db.url!, poolSize: 2 });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await b?.close();
    await a?.close();
  });

  test("only one instance runs a pass at a time; the other skips it", async () => {
    let active = 0;
    let most = 0;
    let releasePass!: () => void;
    const passHeld = new Promise<void>((r) => (releasePass = r));
    let bothInside!: () => void;
    const overlap = new Promise<void>((r) => (bothInside = r));
    const instance = (database: Database) =>
      createHousekeeping({
        database,
        sessions: {
          async pruneExpired() {
            active++;
            most = Math.max(most, active);
            if (active === 2) bothInside();
            await passHeld;
            active--;
            return 0;
          },
        },
        rateLimits: { prune: async () => 0 },
        loginFailures: { prune: async () => 0 },
        auditLog: { prune: async () => 0 },
        transcripts: { prune: async () => 0 },
        inquiries: { prune: async () => 0 },
        invitations: { pruneInvitations: async () => 0 },
        orphans: { sweepOrphans: async () => [] },
        log: a.app.log,
        intervalMs: 60_000,
      });
    const passes = [instance(a.db.database).runOnce(), instance(other).runOnce()];
    // The pass that got the lock is held until the other call has returned: skipped, or (were the lock
    // broken) inside a pass at the same time.
    const firstOutcome = await Promise.race([
      Promise.race(passes).then((pass) => ({ skipped: pass === undefined })),
      overlap.then(() => ({ skipped: false })),
    ]);
    releasePass();
    const [first, second] = await Promise.all(passes);
    expect(firstOutcome).toEqual({ skipped: true });
    expect(most).toBe(1);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    // The lock is released after the pass: the next one may run anywhere.
    expect(await instance(other).runOnce()).toBeDefined();
    // And the real passes of both instances, started together: one runs, one skips.
    const real = await Promise.all([a.ctx.housekeeping.runOnce(), b.ctx.housekeeping.runOnce()]);
    expect(real.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });
});
