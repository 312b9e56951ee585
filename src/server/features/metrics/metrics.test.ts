import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";

/** GET /api/metrics as a Prometheus scraper sees it (decision 040). */

const TOKEN = "metrics-test-token-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };
const CRISIS = "Ich will mich heute Nacht umbringen, ich habe die Tabletten schon hier.";
const CALM = "Wie kann ich vor einer Prüfung ruhiger werden?";
const ask = (content: string) => ({ persona: "demo", messages: [{ role: "user", content }] });

/** The value of one sample: `name` with exactly `labels`; 0 when the series has no such sample yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found[k!] = v!;
    const same =
      Object.keys(found).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => found[k] === v);
    if (same) return Number(m[3]);
  }
  return 0;
}

async function scrape(t: TestApp): Promise<string> {
  const res = await t.app.inject({ url: "/api/metrics", headers: auth });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe("metrics switched off (no METRICS_TOKEN)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  test("the path answers 404 like any path that does not exist, token or not", async () => {
    for (const headers of [{}, auth]) {
      const res = await t.app.inject({ url: "/api/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "not-found" });
    }
    expect(t.ctx.metrics.registry).toBeUndefined();
  });
});

describe.each(ENGINES)("metrics on %s", (engine) => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { METRICS_TOKEN: TOKEN, CHAT_RATE_LIMIT_PER_MINUTE: "1000" });
    // A second app in the same process, with a tiny request rate: its own registry, no collisions.
    limited = await createTestApp(engine, { METRICS_TOKEN: TOKEN, CHAT_RATE_LIMIT_PER_MINUTE: "1" });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
  });

  test("refuses without its token, with a wrong one and with another scheme: 401", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-wrong-token-wrong",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`user:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ]) {
      const res = await t.app.inject({ url: "/api/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toContain("Bearer");
      expect(res.json()).toMatchObject({ code: "not-authenticated" });
      expect(res.body).not.toContain("mentalcoach_");
    }
  });

  test("with its token: the text exposition format with the named series, uncached", async () => {
    const res = await t.app.inject({ url: "/api/metrics", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds",
      "chat_turns_total",
      "crisis_answers_total",
      "provider_calls_total",
      "provider_call_duration_seconds",
      "abuse_refusals_total",
      "ingestion_failures_total",
      "ingestion_queue_documents",
      "search_duration_seconds",
      "open_event_streams",
      // Process metrics: event-loop lag, heap, RSS.
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
    ])
      expect(res.body, name).toMatch(new RegExp(`^# TYPE mentalcoach_${name} `, "m"));
    expect(sample(res.body, "mentalcoach_ingestion_queue_documents", { state: "queued" })).toBe(0);
  });

  test("a chat turn moves the turn, provider, search and request counters", async () => {
    const before = await scrape(t);
    const res = await t.app.inject({ method: "POST", url: "/api/chat", payload: ask(CALM) });
    expect(res.statusCode).toBe(200);
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta("mentalcoach_chat_turns_total")).toBe(1);
    expect(delta("mentalcoach_provider_calls_total", { kind: "chat", provider: "demo", outcome: "ok" })).toBe(1);
    expect(delta("mentalcoach_provider_call_duration_seconds_count", { kind: "chat", provider: "demo" })).toBe(1);
    expect(delta("mentalcoach_search_duration_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(delta("mentalcoach_http_requests_total", { method: "POST", route: "/api/chat", status: "200" })).toBe(1);
    expect(delta("mentalcoach_http_request_duration_seconds_count", { method: "POST", route: "/api/chat", status: "200" })).toBe(
      1,
    );
    // The stream has closed: none open.
    expect(sample(after, "mentalcoach_open_event_streams", { route: "/api/chat" })).toBe(0);
  });

  test("a crisis answer is counted by level and source; no message text appears anywhere", async () => {
    const before = await scrape(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { accept: "application/json" },
      payload: ask(CRISIS),
    });
    const body = res.json<{ crisis: boolean; risk: string }>();
    expect(body.crisis).toBe(true);
    const after = await scrape(t);
    expect(sample(after, "mentalcoach_chat_turns_total") - sample(before, "mentalcoach_chat_turns_total")).toBe(1);
    const crisis = { level: body.risk, source: "check" };
    expect(
      sample(after, "mentalcoach_crisis_answers_total", crisis) - sample(before, "mentalcoach_crisis_answers_total", crisis),
    ).toBe(1);
    for (const words of [CRISIS, CALM, "umbringen", "Tabletten", "Prüfung", "Pr\\u00fcfung"]) expect(after).not.toContain(words);
  });

  test("routes are labelled by their pattern, never by the URL", async () => {
    const id = "3f2b1c4d-0000-4000-8000-000000000abc";
    await t.app.inject({ url: `/api/documents/${id}/passages` });
    await t.app.inject({ url: "/api/no-such-thing/secret-looking-path?q=private" });
    await t.app.inject({ url: "/nowhere/at-all" });
    const text = await scrape(t);
    expect(text).not.toContain(id);
    expect(text).not.toContain("secret-looking-path");
    expect(text).not.toContain("nowhere");
    expect(
      sample(text, "mentalcoach_http_requests_total", { method: "GET", route: "/api/documents/:id/passages", status: "401" }),
    ).toBe(1);
    expect(sample(text, "mentalcoach_http_requests_total", { method: "GET", route: "/api/*", status: "404" })).toBe(1);
    expect(sample(text, "mentalcoach_http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(1);
  });

  test("a refusal by the request rate is counted, in its own app's registry only", async () => {
    expect((await limited.app.inject({ method: "POST", url: "/api/chat", payload: ask(CALM) })).statusCode).toBe(200);
    expect((await limited.app.inject({ method: "POST", url: "/api/chat", payload: ask(CALM) })).statusCode).toBe(429);
    const text = await scrape(limited);
    expect(sample(text, "mentalcoach_abuse_refusals_total", { reason: "rate", kind: "all" })).toBe(1);
    expect(sample(text, "mentalcoach_chat_turns_total")).toBe(1);
    expect(sample(await scrape(t), "mentalcoach_abuse_refusals_total", { reason: "rate", kind: "all" })).toBe(0);
  });

  test("an open document event stream is counted while it is open", async () => {
    const cookie = await loginCookie(t.app);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stop = new AbortController();
    const res = await fetch(`${address}/api/documents/events`, { headers: { cookie }, signal: stop.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    await reader.read();
    expect(sample(await scrape(t), "mentalcoach_open_event_streams", { route: "/api/documents/events" })).toBe(1);
    stop.abort();
    await reader.closed.catch(() => {});
    await expect
      .poll(async () => sample(await scrape(t), "mentalcoach_open_event_streams", { route: "/api/documents/events" }))
      .toBe(0);
  });
});
