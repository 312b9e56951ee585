import type { FastifyInstance } from "fastify";
import type { ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";
import { ingestionQueue } from "./queries";

/**
 * The Prometheus metrics of one app (docs/decisions/040-metrics.md): a
 * registry of its own, so several apps in one process (tests) never share a
 * series. Labels name kinds, never people: routes by their pattern
 * (`/api/documents/:id`, never the URL), providers by name, crisis answers by
 * level and source. No label ever holds what someone wrote.
 *
 * Without METRICS_TOKEN nothing is measured: every recorder is a no-op and no
 * hook is added, so the switched-off endpoint costs nothing.
 */

export const METRICS_PREFIX = "mentalcoach_";

/** The label of requests no route matched (their URL is never a label). */
export const UNMATCHED_ROUTE = "unmatched";

export type ProviderCallKind = "chat" | "voice" | "stt" | "embeddings" | "moderation";
export type RefusalReason = "rate" | "client" | "daily";

export interface Metrics {
  /** The registry to expose; undefined when metrics are off. */
  registry?: Registry;
  /** An answered chat turn; `crisis` when its answer was a crisis answer. */
  chatTurn(crisis?: { level: string; source: string }): void;
  /** A provider call that ended (not one the caller cancelled). */
  providerCall(kind: ProviderCallKind, provider: string, ok: boolean, seconds: number): void;
  /** A request refused by the request rate, a client's hourly amount or the daily budget. */
  refusal(reason: RefusalReason, kind: string): void;
  /** A document that ended in ERROR, by its error code. */
  ingestionFailure(code: string): void;
  /** How long a knowledge search took. */
  search(seconds: number): void;
  /** Measures the app's requests and event streams (Fastify hooks); call before routes are registered. */
  instrument(app: FastifyInstance): void;
}

const NOOP: Metrics = {
  chatTurn: () => {},
  providerCall: () => {},
  refusal: () => {},
  ingestionFailure: () => {},
  search: () => {},
  instrument: () => {},
};

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60];
const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A response that has opened a server-sent event stream (http/sse.ts sets the type before the head). */
const isEventStream = (res: ServerResponse) => String(res.getHeader("content-type") ?? "").startsWith("text/event-stream");

export function createMetrics(opts: { enabled: boolean; database: Database }): Metrics {
  if (!opts.enabled) return NOOP;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
  const p = (name: string) => `${METRICS_PREFIX}${name}`;

  const httpRequests = new Counter({
    name: p("http_requests_total"),
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: p("http_request_duration_seconds"),
    help: "Time from request to response, by method, route pattern and status (event streams: until they close)",
    labelNames: ["method", "route", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const chatTurns = new Counter({
    name: p("chat_turns_total"),
    help: "Answered chat turns",
    registers: [registry],
  });
  const crisisAnswers = new Counter({
    name: p("crisis_answers_total"),
    help: "Chat turns answered with a crisis answer, by risk level and what found it (check, moderation, reply, careful)",
    labelNames: ["level", "source"] as const,
    registers: [registry],
  });
  const providerCalls = new Counter({
    name: p("provider_calls_total"),
    help: "Provider calls by kind, provider and outcome (ok or failed); calls the visitor cancelled are not counted",
    labelNames: ["kind", "provider", "outcome"] as const,
    registers: [registry],
  });
  const providerDuration = new Histogram({
    name: p("provider_call_duration_seconds"),
    help: "Duration of provider calls by kind and provider (a chat call: until its last token)",
    labelNames: ["kind", "provider"] as const,
    buckets: PROVIDER_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: p("abuse_refusals_total"),
    help: "Requests refused by the request rate (rate), a client's hourly amount (client) or the daily budget (daily), by cost kind",
    labelNames: ["reason", "kind"] as const,
    registers: [registry],
  });
  const ingestionFailures = new Counter({
    name: p("ingestion_failures_total"),
    help: "Documents whose ingestion ended in ERROR, by error code",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  new Gauge({
    name: p("ingestion_queue_documents"),
    help: "Documents waiting to be read (queued) or being read (processing), from the database at scrape time",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      // A database that does not answer leaves the gauge out of this scrape rather than failing it.
      const queue = await ingestionQueue(opts.database).catch(() => undefined);
      if (!queue) return;
      this.set({ state: "queued" }, queue.queued);
      this.set({ state: "processing" }, queue.processing);
    },
  });
  const searchDuration = new Histogram({
    name: p("search_duration_seconds"),
    help: "Duration of knowledge searches (cached answers included)",
    buckets: SEARCH_BUCKETS,
    registers: [registry],
  });

  /** Responses in flight, to count the open event streams at scrape time. */
  const inFlight = new Map<ServerResponse, string>();
  new Gauge({
    name: p("open_event_streams"),
    help: "Event streams open now (document events, streamed chat answers), by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [res, route] of inFlight) if (isEventStream(res)) this.inc({ route });
    },
  });

  return {
    registry,
    chatTurn(crisis) {
      chatTurns.inc();
      if (crisis) crisisAnswers.inc({ level: crisis.level, source: crisis.source });
    },
    providerCall(kind, provider, ok, seconds) {
      providerCalls.inc({ kind, provider, outcome: ok ? "ok" : "failed" });
      providerDuration.observe({ kind, provider }, seconds);
    },
    refusal: (reason, kind) => refusals.inc({ reason, kind }),
    ingestionFailure: (code) => ingestionFailures.inc({ code }),
    search: (seconds) => searchDuration.observe(seconds),
    instrument(app) {
      // Callback hooks rather than async ones: no promise per request.
      app.addHook("onRequest", (req, reply, done) => {
        const raw = reply.raw;
        inFlight.set(raw, req.routeOptions.url ?? UNMATCHED_ROUTE);
        raw.once("close", () => inFlight.delete(raw));
        done();
      });
      app.addHook("onResponse", (req, reply, done) => {
        inFlight.delete(reply.raw);
        const labels = { method: req.method, route: req.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
        httpRequests.inc(labels);
        httpDuration.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
