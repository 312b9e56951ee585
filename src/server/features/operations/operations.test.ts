import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OperationsSummary, OperationsTargets } from "#shared/api/operations";
import { startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { createSecondInstance, createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { bucketOf } from "./histogram";

/** The operations view's figures in the database, on both engines (decision 047). */

const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  persona: "demo",
  messages: [{ role: "user", content }],
  ...extra,
});

/** The nearest-rank percentile of known values. */
const exactPercentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil(p * values.length) - 1]!;
const within = (actual: number | null, exact: number) => expect(Math.abs(actual! - exact) / exact).toBeLessThan(0.05);

describe.each(ENGINES)("operations figures on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    cookie = await loginCookie(t.app);
    demo = (await t.ctx.personas.getBySlug("demo"))!.id;
  }, 120_000);
  afterAll(() => t.close());

  const summary = async (query = "") => {
    const res = await t.app.inject({ url: `/api/operations${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as OperationsSummary;
  };
  const stage = (s: OperationsSummary, name: string) => s.stages.find((x) => x.stage === name)!;
  const clear = async () => {
    await t.ctx.operations.flush();
    await t.db.database.query("DELETE FROM latency_hourly");
    await t.db.database.query("DELETE FROM provider_calls_hourly");
  };

  test("every stage is listed with no data yet; only operators may look", async () => {
    await clear();
    expect((await t.app.inject("/api/operations")).statusCode).toBe(401);
    const s = await summary();
    expect(s.window).toBe("24h");
    expect(s.stages.map((x) => x.stage)).toEqual([
      "server.first-text",
      "server.first-audio",
      "typed.first-text",
      "typed.first-audio",
      "spoken.first-text",
      "spoken.first-audio",
    ]);
    for (const x of s.stages) expect(x).toMatchObject({ count: 0, p50: null, p90: null, p95: null });
    expect(s.personas.some((p) => p.id === demo)).toBe(true);
  });

  test("percentiles of known inputs, over the database and back", async () => {
    await clear();
    // 1..1000 ms on one stage, and a skewed set (most fast, a slow tail) on another.
    const uniform = Array.from({ length: 1000 }, (_, i) => i + 1);
    const skewed = Array.from({ length: 200 }, (_, i) => (i < 170 ? 300 + i : 4000 + i * 10));
    for (const ms of uniform) t.ctx.operations.stage(demo, "typed.first-text", ms);
    for (const ms of skewed) t.ctx.operations.stage(demo, "spoken.first-audio", ms);
    const s = await summary();
    for (const [name, values] of [
      ["typed.first-text", uniform],
      ["spoken.first-audio", skewed],
    ] as const) {
      const x = stage(s, name);
      expect(x.count).toBe(values.length);
      within(x.p50, exactPercentile(values, 0.5));
      within(x.p90, exactPercentile(values, 0.9));
      within(x.p95, exactPercentile(values, 0.95));
    }
    expect(stage(s, "server.first-text").count).toBe(0);
  });

  test("windows and the persona filter: an hour three days ago counts in 7 d and 30 d, not in 24 h", async () => {
    await clear();
    const other = (await t.ctx.personas.create({
      slug: `ops-${engine}`,
      name: "Ops",
      greeting: "Hallo",
      greetingPhonetic: "Hallo",
      greetingEn: null,
      greetingPhoneticEn: null,
      systemPrompt: "Du bist ein Coach.",
      voiceId: null,
      isActive: true,
    }))!;
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 72 * 3_600_000).toISOString();
    await t.db.database.query(
      `INSERT INTO latency_hourly (hour, persona_id, stage, bucket, count) VALUES ($1, $2, 'typed.first-text', $3, 4)`,
      [hour, demo, bucketOf(2000)],
    );
    t.ctx.operations.stage(other.id, "typed.first-text", 100);
    expect(stage(await summary("?window=24h"), "typed.first-text").count).toBe(1);
    expect(stage(await summary("?window=7d"), "typed.first-text").count).toBe(5);
    expect(stage(await summary("?window=30d"), "typed.first-text").count).toBe(5);
    const onlyDemo = await summary(`?window=7d&persona=${demo}`);
    expect(onlyDemo.persona).toBe(demo);
    expect(stage(onlyDemo, "typed.first-text")).toMatchObject({ count: 4 });
    within(stage(onlyDemo, "typed.first-text").p50, 2000);
    expect(stage(await summary(`?window=24h&persona=${other.id}`), "typed.first-text").count).toBe(1);
    expect((await t.app.inject({ url: "/api/operations?window=1y", headers: { cookie } })).statusCode).toBe(400);
  });

  test("a chat turn is measured on the server; the browser's report comes with the next turn of a real conversation", async () => {
    await clear();
    const first = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Wie werde ich ruhiger?") });
    expect(first.statusCode).toBe(200);
    const conversationId = /"conversationId":"([0-9a-f-]{36})"/.exec(first.body)![1]!;
    // The same visitor (their cookie) goes on with the conversation.
    const headers = { cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
    let s = await summary();
    expect(stage(s, "server.first-text").count).toBe(1);
    expect(stage(s, "server.first-text").p50).toBeGreaterThanOrEqual(0);
    // Without a voice provider there is no first audio on the server.
    expect(stage(s, "server.first-audio").count).toBe(0);

    const timing = { input: "spoken", firstTextMs: 640, firstAudioMs: 1210 };
    const second = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers,
      payload: ask("Und bei der Arbeit?", { conversationId, timing }),
    });
    expect(second.statusCode).toBe(200);
    s = await summary();
    expect(stage(s, "server.first-text").count).toBe(2);
    expect(stage(s, "spoken.first-text").count).toBe(1);
    within(stage(s, "spoken.first-text").p50, 640);
    within(stage(s, "spoken.first-audio").p50, 1210);

    // A report for a conversation of another visitor, or one the server does not know, counts nothing; nor does an absurd one, and neither refuses the message.
    for (const [id, h] of [
      [conversationId, {}],
      ["00000000-0000-4000-8000-000000000000", headers],
    ] as const) {
      const stranger = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers: h,
        payload: ask("Hallo", { conversationId: id, timing }),
      });
      expect(stranger.statusCode).toBe(200);
    }
    for (const bad of [
      { input: "typed", firstTextMs: 10_000_000 },
      { input: "typed", firstTextMs: -3 },
      { input: "typed", firstTextMs: "fast" },
      "not an object",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat",
        headers,
        payload: ask("Noch etwas", { conversationId, timing: bad }),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(200);
    }
    s = await summary();
    expect(stage(s, "spoken.first-text").count).toBe(1);
    expect(stage(s, "typed.first-text").count).toBe(0);
  });

  test("provider calls and failures per kind and provider, from the calls the app records", async () => {
    await clear();
    await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Wie schlafe ich besser?") });
    const outcomes = t.ctx.providers.outcomes;
    outcomes.record("voice", "elevenlabs", { ok: true }, 0.2);
    outcomes.record("voice", "elevenlabs", { ok: false, error: Object.assign(new Error("x"), { status: 503 }) }, 0.2);
    outcomes.record("voice", "elevenlabs", { ok: true }, 0.2);
    outcomes.record("voice", "elevenlabs", { ok: true }, 0.2);
    const s = await summary();
    expect(s.providers).toEqual([
      { kind: "chat", provider: "demo", calls: 1, failures: 0, errorPercent: 0 },
      { kind: "voice", provider: "elevenlabs", calls: 4, failures: 1, errorPercent: 25 },
    ]);
  });

  test("targets: the owner sets them with an audit entry in the same transaction, and a breach is named", async () => {
    await clear();
    for (const ms of [100, 200, 300, 400, 2000]) t.ctx.operations.stage(demo, "typed.first-audio", ms);
    t.ctx.providers.outcomes.record("stt", "openai", { ok: false, error: new Error("x") }, 0.1);
    expect((await summary()).targets).toEqual({ latency: [], maxErrorPercent: null });

    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/operations/targets", headers: { cookie }, payload });
    const targets: OperationsTargets = {
      latency: [
        { stage: "typed.first-audio", percentile: "p50", maxMs: 1000 },
        { stage: "typed.first-audio", percentile: "p90", maxMs: 1000 },
      ],
      maxErrorPercent: 5,
    };
    // With the audit log failing, the targets stay as they were.
    await t.db.database.query(
      "CREATE OR REPLACE FUNCTION ops_audit_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$",
    );
    await t.db.database.query(
      "CREATE TRIGGER ops_audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION ops_audit_down()",
    );
    const unaudited = await put(targets);
    await t.db.database.query("DROP TRIGGER ops_audit_down ON audit_log");
    expect(unaudited.statusCode).toBe(500);
    expect((await summary()).targets).toEqual({ latency: [], maxErrorPercent: null });

    const res = await put(targets);
    expect(res.statusCode).toBe(200);
    const s = await summary();
    expect(s.targets).toEqual(targets);
    expect(s.breaches).toEqual([
      { kind: "latency", stage: "typed.first-audio", percentile: "p90", target: 1000, actual: stage(s, "typed.first-audio").p90 },
      { kind: "errors", provider: "openai", providerKind: "stt", target: 5, actual: 100 },
    ]);
    const audit = await t.db.database.query<{ details: { changed: string[] } }>(
      "SELECT details FROM audit_log WHERE action = 'operations.targets'",
    );
    expect(audit.map((r) => r.details)).toEqual([{ changed: ["typed.first-audio p50", "typed.first-audio p90", "errors"] }]);

    // One per stage and percentile; none below 1 ms.
    expect((await put({ ...targets, latency: [targets.latency[0], targets.latency[0]] })).statusCode).toBe(422);
    expect(
      (await put({ latency: [{ stage: "typed.first-audio", percentile: "p90", maxMs: 0 }], maxErrorPercent: null })).statusCode,
    ).toBe(422);
  });
});

describe("with a voice provider", () => {
  let eleven: FakeElevenLabs;
  let t: TestApp;
  beforeAll(async () => {
    eleven = await startFakeElevenLabs({ firstByteDelayMs: 120 });
    t = await createTestApp("pglite", {
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: eleven.url,
      ELEVENLABS_VOICE_ID: "voice-test",
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await eleven?.close();
  });

  test("the server measures first text to first audio byte, and counts the voice provider's calls", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask("Wie werde ich ruhiger?", { voice: true }) });
    expect(res.body).toContain("event: audio");
    const s = await t.ctx.operations.summary({ window: "24h" });
    const audio = s.stages.find((x) => x.stage === "server.first-audio")!;
    expect(audio.count).toBe(1);
    // The fake provider waits 120 ms before its first byte.
    expect(audio.p50).toBeGreaterThanOrEqual(100);
    expect(s.providers.find((p) => p.kind === "voice")).toMatchObject({ provider: "elevenlabs", failures: 0 });
  });
});

describe.runIf(ENGINES.includes("postgres"))("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp("postgres");
    b = await createSecondInstance(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test("add up exactly: each counts its own turns, either one shows the sum", async () => {
    const demo = (await a.ctx.personas.getBySlug("demo"))!.id;
    const values = Array.from({ length: 300 }, (_, i) => 50 + i * 7);
    values.forEach((ms, i) => (i % 2 ? a : b).ctx.operations.stage(demo, "server.first-text", ms));
    await a.ctx.operations.flush();
    const s = await b.ctx.operations.summary({ window: "24h" });
    const x = s.stages.find((st) => st.stage === "server.first-text")!;
    expect(x.count).toBe(300);
    within(x.p50, exactPercentile(values, 0.5));
    within(x.p95, exactPercentile(values, 0.95));
  });
});
