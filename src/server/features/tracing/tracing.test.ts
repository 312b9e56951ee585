import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { multipart } from "#tests/helpers/multipart";
import { parseSse } from "#tests/helpers/sse";
import { waitFor } from "#tests/helpers/wait";
import { makePdf } from "#tests/fixtures/pdf";
import { startFakeElevenLabs, type FakeElevenLabs } from "#tests/fakes/elevenlabs-server";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from "#tests/fakes/otlp-receiver";
import { insertCompletedDocument } from "../chat/chat-test-helpers";
import { createOtelTracing } from "./otel";

/**
 * Traces sent over OTLP/HTTP to a collector on loopback (decision 049): a
 * chat turn, a transcription and a document's ingestion are each one trace
 * with the expected spans under its root, and nothing anyone wrote reaches
 * the collector.
 */

const NAME = "Jana Beispielfrau";
const EMAIL = "jana.beispiel@example.org";
const MESSAGE = `Wie werde ich vor meiner Prüfung morgen ruhiger? Ich bin ${NAME}, ${EMAIL}`;
const REPLY = "Atme ein paar Mal langsam aus. Eine feste Abendroutine hilft dir gegen das Grübeln. Was brauchst du jetzt?";
const PASSAGE = "Vor einer Prüfung hilft eine ruhige Bauchatmung gegen Lampenfieber.";
const TRANSCRIPT = "Hallo Coach, hier spricht Jana Beispielfrau aus Quedlinburg";
const PAGE = "Schlafhygiene mit Abendritualen verbessert die Erholung deutlich und nachhaltig.";
const TITLE = "Vertrauliche Notizen Quedlinburg";

/** Every text a visitor or operator wrote in these tests, and the words that identify it. */
const FORBIDDEN = [
  MESSAGE,
  NAME,
  "Beispielfrau",
  EMAIL,
  "Prüfung",
  "ruhiger",
  REPLY,
  "Abendroutine",
  "Grübeln",
  PASSAGE,
  "Bauchatmung",
  TRANSCRIPT,
  "Quedlinburg",
  PAGE,
  "Schlafhygiene",
  TITLE,
];

/** The spans of the one trace whose root is named `root`. */
function traceOf(spans: ReceivedSpan[], root: string): ReceivedSpan[] {
  const roots = spans.filter((s) => s.name === root && s.parentSpanId === "");
  expect(roots, `one ${root} root`).toHaveLength(1);
  return spans.filter((s) => s.traceId === roots[0]!.traceId);
}

/** Checks the tree: one root, every other span's parent in the same trace; returns spans by name. */
function tree(trace: ReceivedSpan[]) {
  const ids = new Set(trace.map((s) => s.spanId));
  expect(trace.filter((s) => s.parentSpanId === "")).toHaveLength(1);
  for (const s of trace) if (s.parentSpanId) expect(ids.has(s.parentSpanId), `${s.name}'s parent is in its trace`).toBe(true);
  for (const s of trace) expect(s.endNs >= s.startNs, `${s.name} ends after it starts`).toBe(true);
  const named = (name: string) => trace.filter((s) => s.name === name);
  const one = (name: string) => {
    const found = named(name);
    expect(found, name).toHaveLength(1);
    return found[0]!;
  };
  return { named, one };
}

function expectNoText(receiver: OtlpReceiver) {
  const values = receiver.spans.flatMap((s) => [...Object.values(s.attributes), ...Object.values(s.resource)].map(String));
  expect(values.length).toBeGreaterThan(0);
  for (const text of FORBIDDEN) {
    for (const v of values) expect(v.toLowerCase(), `attribute value holds "${text}"`).not.toContain(text.toLowerCase());
    // Nowhere in what was sent either: span names, events, links, resources.
    for (const body of receiver.bodies) expect(body.toLowerCase()).not.toContain(text.toLowerCase());
  }
}

describe("tracing switched off (no OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  test("every span is the no-op: nothing records, nothing is sent", async () => {
    expect(t.ctx.tracing.enabled).toBe(false);
    const span = t.ctx.tracing.trace("chat.turn");
    expect(span.recording).toBe(false);
    expect(span.child("chat.model")).toBe(span);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: { persona: "demo", messages: [{ role: "user", content: "Hallo" }] },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("traces over OTLP/HTTP to a loopback collector", () => {
  let receiver: OtlpReceiver;
  let openai: FakeOpenAi;
  let eleven: FakeElevenLabs;
  let t: TestApp;
  const flushUntil = (ok: (spans: ReceivedSpan[]) => boolean) =>
    waitFor(async () => {
      await t.ctx.tracing.flush();
      return receiver.spans;
    }, ok);

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    openai = await startFakeOpenAi({ reply: REPLY, transcript: TRANSCRIPT });
    eleven = await startFakeElevenLabs();
    t = await createTestApp("pglite", {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: "mentalcoach-test",
      OPENAI_API_KEY: "sk-test-1234567890",
      OPENAI_BASE_URL: openai.url,
      MODERATION_MODEL: "omni-moderation-latest",
      ELEVENLABS_API_KEY: "el-test-key",
      ELEVENLABS_BASE_URL: eleven.url,
      ELEVENLABS_VOICE_ID: "voice-123",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    });
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
    await eleven?.close();
    await receiver?.close();
  });

  test("a spoken chat turn is one trace: crisis check, retrieval, moderation, model, speech, reply check, recording", async () => {
    const documentId = await insertCompletedDocument(t, "Prüfung.pdf", PASSAGE);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: { persona: "demo", voice: true, messages: [{ role: "user", content: MESSAGE }] },
    });
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === "audio").length).toBeGreaterThan(0);
    expect(events.at(-1)!.event).toBe("done");

    const spans = await flushUntil((s) => s.some((x) => x.name === "chat.turn"));
    const trace = traceOf(spans, "chat.turn");
    const { named, one } = tree(trace);
    const root = one("chat.turn");
    expect(root.resource["service.name"]).toBe("mentalcoach-test");
    expect(root.kind).toBe(2); // SERVER
    expect(root.attributes).toMatchObject({
      "http.route": "/api/chat",
      "http.status_code": 200,
      "chat.voice": true,
      "chat.messages": 1,
      "chat.crisis": false,
      "chat.grade": "none",
      "chat.reply_chars": REPLY.length,
    });
    expect(root.attributes["persona.id"]).toMatch(/^[0-9a-f-]{36}$/);

    for (const name of [
      "chat.crisis_check",
      "chat.retrieval",
      "chat.moderation",
      "chat.model",
      "chat.reply_check",
      "chat.record",
    ])
      expect(one(name).parentSpanId, `${name} under the turn`).toBe(root.spanId);
    expect(one("chat.retrieval").attributes).toMatchObject({ "retrieval.results": 1, "retrieval.relevant": 1 });
    expect(one("chat.moderation").attributes).toMatchObject({ "moderation.outcome": "clear" });
    const model = one("chat.model");
    expect(model.attributes).toMatchObject({
      "chat.provider": "openai",
      "chat.model.complete": true,
      "chat.model.chars": REPLY.length,
    });
    const firstToken = one("chat.model.first_token");
    expect(firstToken.parentSpanId).toBe(model.spanId);
    expect(firstToken.endNs <= model.endNs).toBe(true);
    expect(one("chat.reply_check").attributes).toMatchObject({ "reply_check.outcome": "ok" });
    expect(Number(one("chat.reply_check").attributes["reply_check.checks"])).toBeGreaterThan(0);

    // One span per spoken piece, each ended at its first byte, numbered like the audio events.
    const speech = named("chat.speech");
    const pieces = new Set(events.filter((e) => e.event === "audio").map((e) => (e.data as { seq: number }).seq));
    expect(speech.length).toBe(pieces.size);
    for (const s of speech) {
      expect(s.parentSpanId).toBe(root.spanId);
      expect(s.attributes).toMatchObject({ "speech.streamed": true });
      expect(Number(s.attributes["speech.first_bytes"])).toBeGreaterThan(0);
    }
    expect(new Set(speech.map((s) => s.attributes["speech.seq"]))).toEqual(pieces);

    // Nothing of this turn went into another trace.
    for (const s of spans.filter((x) => x.name.startsWith("chat."))) expect(s.traceId).toBe(root.traceId);
    expect(JSON.stringify(root.attributes)).not.toContain(documentId);
    expectNoText(receiver);
  });

  test("a transcription is a trace of its own, without the words", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stt",
      headers: { "content-type": "audio/webm" },
      payload: Buffer.from("fake-opus-bytes"),
    });
    expect(res.json()).toEqual({ text: TRANSCRIPT });
    const spans = await flushUntil((s) => s.some((x) => x.name === "stt.transcription"));
    const { one } = tree(traceOf(spans, "stt.transcription"));
    const root = one("stt.transcription");
    expect(root.attributes).toMatchObject({ "stt.bytes": "fake-opus-bytes".length, "http.status_code": 200 });
    expect(one("stt.provider").parentSpanId).toBe(root.spanId);
    expect(one("stt.provider").attributes).toMatchObject({ "stt.chars": TRANSCRIPT.length });
    expect(root.traceId).not.toBe(spans.find((s) => s.name === "chat.turn")?.traceId);
    expectNoText(receiver);
  });

  test("a document's ingestion is a trace of its own: read, extract, index", async () => {
    const cookie = await loginCookie(t.app);
    const { payload, headers } = multipart("notizen.pdf", await makePdf([PAGE], TITLE));
    const upload = await t.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
    expect(upload.statusCode).toBe(201);
    const id = upload.json<{ id: string }>().id;
    const spans = await flushUntil((s) => s.some((x) => x.name === "ingestion.document" && x.endNs > 0n));
    const { one } = tree(traceOf(spans, "ingestion.document"));
    const root = one("ingestion.document");
    expect(root.kind).toBe(5); // CONSUMER: background work
    expect(root.attributes).toMatchObject({ "document.id": id, "ingestion.outcome": "completed" });
    for (const name of ["ingestion.read", "ingestion.extract", "ingestion.index"])
      expect(one(name).parentSpanId).toBe(root.spanId);
    expect(one("ingestion.extract").attributes).toMatchObject({ "document.pages": 1 });
    expect(Number(one("ingestion.read").attributes["document.bytes"])).toBeGreaterThan(0);
    expectNoText(receiver);
  });
});

describe("the span records sent to the exporter", () => {
  test("ids, wall-clock times, parents, a span in the past, a failure and ending once", async () => {
    const receiver = await startOtlpReceiver();
    const warnings: unknown[] = [];
    const log = { warn: (o: unknown) => warnings.push(o) } as unknown as Parameters<typeof createOtelTracing>[0]["log"];
    const tracing = createOtelTracing({ endpoint: receiver.url, serviceName: "records", log });
    try {
      const before = BigInt(Date.now()) * 1_000_000n;
      const root = tracing.trace("job", { "job.kind": "test", "job.skipped": undefined }, true);
      const child = root.child("job.step", { "step.n": 1 });
      child.fail("TimeoutError");
      child.end({ "step.done": false });
      child.end({ "step.done": true });
      child.set({ "step.late": 1 });
      const now = performance.now();
      root.past("job.waited", now - 250, now - 50, { "waited.ms": 200 });
      root.end({ "job.outcome": "ok" });
      await tracing.flush();
      const after = BigInt(Date.now()) * 1_000_000n;

      const { one } = tree(receiver.spans);
      const r = one("job");
      expect(r.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(r.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(r.kind).toBe(5); // CONSUMER
      expect(r.attributes).toEqual({ "job.kind": "test", "job.outcome": "ok" });
      expect(r.statusCode).toBe(0);
      expect(r.resource).toMatchObject({ "service.name": "records", "telemetry.sdk.language": "nodejs" });
      expect(r.startNs >= before - 1_000_000n && r.endNs <= after + 1_000_000n).toBe(true);

      const c = one("job.step");
      expect(c).toMatchObject({ traceId: r.traceId, parentSpanId: r.spanId, kind: 1, statusCode: 2 }); // INTERNAL, ERROR
      expect(c.attributes).toEqual({ "step.n": 1, "error.type": "TimeoutError", "step.done": false });

      const w = one("job.waited");
      expect(w.parentSpanId).toBe(r.spanId);
      // 200 ms apart, to the microsecond (a double holds today's epoch in ms to about 0.25 µs).
      const lasted = Number(w.endNs - w.startNs) / 1e6;
      expect(Math.abs(lasted - 200)).toBeLessThan(0.001);
      expect(w.startNs < r.startNs).toBe(true);
      expect(new Set(receiver.spans.map((s) => s.spanId)).size).toBe(3);
      expect(warnings).toEqual([]);
    } finally {
      await tracing.shutdown();
      await receiver.close();
    }
  });
});
