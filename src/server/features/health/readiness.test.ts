import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/app";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { ENGINES } from "#tests/helpers/db";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { loadEnv } from "../../env";
import type { Readiness } from "./readiness";

/** Liveness and readiness as a load balancer and an orchestrator see them. */

const ask = { persona: "demo", messages: [{ role: "user", content: "Wie werde ich ruhiger?" }] };

describe.each(ENGINES)("readiness on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ready-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir, CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("ready with a working database and storage; the offline coach unknown until it is called, then ok", async () => {
    const res = await t.app.inject("/api/ready");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({
      status: "ready",
      failing: [],
      checks: {
        database: { status: "ok" },
        storage: { status: "ok", kind: "local" },
        providers: { chat: { status: "unknown", provider: "demo" } },
      },
    });
    // The probe leaves nothing in the uploads folder.
    expect(fs.readdirSync(path.join(dataDir, "uploads")).filter((n) => n.startsWith(".ready"))).toEqual([]);

    expect((await t.app.inject({ method: "POST", url: "/api/chat", payload: ask })).statusCode).toBe(200);
    const after = (await t.app.inject("/api/ready")).json() as Readiness;
    expect(after.checks.providers.chat).toMatchObject({ status: "ok", provider: "demo" });
    expect(Date.parse(after.checks.providers.chat!.at!)).not.toBeNaN();
  });

  test("503 naming the storage when the uploads folder cannot be written; ready again once it can", async () => {
    const uploads = path.join(dataDir, "uploads");
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, "not a folder");
    try {
      const res = await t.app.inject("/api/ready");
      expect(res.statusCode).toBe(503);
      const body = res.json() as Readiness;
      expect(body).toMatchObject({ status: "unavailable", failing: ["storage"], checks: { database: { status: "ok" } } });
      expect(body.checks.storage).toMatchObject({ status: "failed", reason: expect.stringMatching(/^(EEXIST|ENOTDIR)$/) });
      // The body names no path.
      expect(res.body).not.toContain(dataDir);
      // Liveness is not readiness: the process still serves.
      expect((await t.app.inject("/api/health")).statusCode).toBe(200);
    } finally {
      fs.rmSync(uploads, { force: true });
      fs.mkdirSync(uploads);
    }
    expect((await t.app.inject("/api/ready")).statusCode).toBe(200);
  });
});

describe("when the database is gone", () => {
  test("ready answers 503 naming it, within its timeout; health does not touch the database and answers 200", async () => {
    // The app without its background work (ingestion, housekeeping), which would fail on its own once the database is closed.
    const database = await openDatabase({});
    const env = loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ready-gone-")),
    });
    const { app } = await buildApp({ env, database, logger: false });
    await app.ready();
    const t = { app };
    try {
      await database.close();
      const started = performance.now();
      const res = await t.app.inject("/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "unavailable",
        failing: ["database"],
        checks: { database: { status: "failed" }, storage: { status: "ok" } },
      });
      expect(performance.now() - started).toBeLessThan(3_000);
      const health = await t.app.inject("/api/health");
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
    } finally {
      await t.app.close();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});

describe("a provider that fails", () => {
  let openai: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    t = await createTestApp("pglite", {
      OPENAI_API_KEY: "sk-test-readiness-1234567890",
      OPENAI_BASE_URL: openai.url,
      PROVIDER_TIMEOUT_MS: "800",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  test("makes the instance degraded, not unavailable: 200, the provider named, no key or address", async () => {
    const before = (await t.app.inject("/api/ready")).json() as Readiness;
    expect(before.checks.providers).toEqual({
      chat: { status: "unknown", provider: "openai" },
      stt: { status: "unknown", provider: "openai" },
    });

    openai.script = { ...openai.script, failStatus: 503 };
    await t.app.inject({ method: "POST", url: "/api/chat", payload: ask });
    const res = await t.app.inject("/api/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "degraded",
      failing: ["chat"],
      checks: {
        database: { status: "ok" },
        storage: { status: "ok" },
        providers: { chat: { status: "failed", provider: "openai" } },
      },
    });
    expect((res.json() as Readiness).checks.providers.chat!.reason).toMatch(/^(HTTP 503|[A-Za-z]+)$/);
    expect(res.body).not.toContain("sk-test");
    expect(res.body).not.toContain(openai.url);

    // The next call that works clears it.
    openai.script = { ...openai.script, failStatus: undefined };
    await t.app.inject({ method: "POST", url: "/api/chat", payload: ask });
    expect(((await t.app.inject("/api/ready")).json() as Readiness).status).toBe("ready");
  });
});
