import { randomBytes, randomUUID } from "node:crypto";
import {
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  type Attributes,
  type HrTime,
  type SpanContext,
  type SpanStatus,
} from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { defaultResource, resourceFromAttributes, type Resource } from "@opentelemetry/resources";
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from "@opentelemetry/sdk-trace";
import type { SpanAttributes, TraceSpan, Tracing, TracingOptions } from "./spans";

/**
 * The tracing that sends spans: our own span records, handed to
 * OpenTelemetry's batch processor and its OTLP/HTTP exporter (JSON).
 *
 * The SDK's tracer is not used: per span it samples, keeps a context, checks
 * limits and converts clocks, which cost about 0.1 ms per span on the chat
 * path (decision 049). Spans here are parented explicitly, always sampled,
 * carry only the few attributes the features set (numbers, flags, codes), and
 * are exactly what the exporter reads (`ReadableSpan`). The provider belongs
 * to this app (never the global one: tests build several apps in one
 * process). Loaded only when an endpoint is configured.
 */

/** How often a failing collector is logged at most. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/** Random ids, drawn from the system's generator 4 KiB at a time and kept as hex: an id is a slice of it. */
let pool = "";
let poolAt = 0;

function randomHex(bytes: number): string {
  const chars = bytes * 2;
  if (poolAt + chars > pool.length) {
    pool = randomBytes(4096).toString("hex");
    poolAt = 0;
  }
  const hex = pool.slice(poolAt, poolAt + chars);
  poolAt += chars;
  // An id of zeros is invalid in W3C trace context; 2^-64 at worst, but cheap to rule out.
  return hex === "0".repeat(chars) ? randomHex(bytes) : hex;
}

/** Milliseconds as OpenTelemetry's [seconds, nanoseconds]. */
function split(ms: number): HrTime {
  let seconds = Math.floor(ms / 1000);
  let nanos = Math.round((ms - seconds * 1000) * 1e6);
  if (nanos >= 1e9) {
    seconds += 1;
    nanos -= 1e9;
  }
  return [seconds, nanos];
}

/** A `performance.now()` reading as wall-clock time, the SDK's way (time origin + offset). */
const TIME_ORIGIN = performance.timeOrigin;
const hrTime = (perfMs: number): HrTime => split(TIME_ORIGIN + perfMs);

/** The defined attributes of the parts, later ones winning. */
function merge(parts: SpanAttributes[]): Attributes {
  const into: Attributes = {};
  for (const part of parts) for (const key in part) if (part[key] !== undefined) into[key] = part[key];
  return into;
}

interface Sink {
  readonly resource: Resource;
  readonly scope: { name: string };
  finished(span: RecordedSpan): void;
}

const UNSET: SpanStatus = { code: SpanStatusCode.UNSET };
const ERROR: SpanStatus = { code: SpanStatusCode.ERROR };
const NO_TIME: HrTime = [0, 0];
/** Spans here have no links or events: one empty list for all of them. */
const NONE: never[] = Object.freeze([]) as unknown as never[];

/**
 * A span as it is recorded and as the exporter reads it. What is the same for
 * every span (no links or events, the resource) and what the exporter alone
 * reads (times as [seconds, nanoseconds]) are getters on the prototype, so a
 * span on the chat path costs a few fields and two clock readings.
 */
class RecordedSpan implements TraceSpan, ReadableSpan {
  /**
   * The attributes as they were given (the features pass fresh literals), merged when the exporter
   * reads them: a span on the chat path copies nothing.
   */
  private readonly parts: SpanAttributes[] = [];
  status: SpanStatus = UNSET;
  ended = false;
  private readonly context: SpanContext;
  private readonly startMs: number;
  private endMs = 0;

  constructor(
    private readonly sink: Sink,
    readonly name: string,
    readonly kind: SpanKind,
    readonly parentSpanContext: SpanContext | undefined,
    attributes: SpanAttributes | undefined,
    startMs = performance.now(),
  ) {
    this.context = { traceId: parentSpanContext?.traceId ?? randomHex(16), spanId: randomHex(8), traceFlags: TraceFlags.SAMPLED };
    if (attributes) this.parts.push(attributes);
    this.startMs = startMs;
  }

  get attributes(): Attributes {
    return merge(this.parts);
  }
  get recording() {
    return true;
  }
  get links() {
    return NONE;
  }
  get events() {
    return NONE;
  }
  get droppedAttributesCount() {
    return 0;
  }
  get droppedEventsCount() {
    return 0;
  }
  get droppedLinksCount() {
    return 0;
  }
  get resource(): Resource {
    return this.sink.resource;
  }
  get instrumentationScope() {
    return this.sink.scope;
  }
  get startTime(): HrTime {
    return hrTime(this.startMs);
  }
  get endTime(): HrTime {
    return this.ended ? hrTime(this.endMs) : NO_TIME;
  }
  get duration(): HrTime {
    return this.ended ? split(this.endMs - this.startMs) : NO_TIME;
  }

  spanContext(): SpanContext {
    return this.context;
  }

  child(name: string, attributes?: SpanAttributes): TraceSpan {
    return new RecordedSpan(this.sink, name, SpanKind.INTERNAL, this.context, attributes);
  }

  past(name: string, startMs: number, endMs: number, attributes?: SpanAttributes): void {
    new RecordedSpan(this.sink, name, SpanKind.INTERNAL, this.context, attributes, startMs).finish(endMs);
  }

  set(attributes: SpanAttributes): void {
    if (!this.ended) this.parts.push(attributes);
  }

  fail(code: string): void {
    if (this.ended) return;
    this.parts.push({ "error.type": code });
    this.status = ERROR;
  }

  end(attributes?: SpanAttributes): void {
    if (this.ended) return;
    if (attributes) this.parts.push(attributes);
    this.finish(performance.now());
  }

  private finish(endMs: number): void {
    this.endMs = Math.max(endMs, this.startMs);
    this.ended = true;
    this.sink.finished(this);
  }
}

export function createOtelTracing(opts: TracingOptions & { endpoint: string }): Tracing {
  const exporter = new OTLPTraceExporter({
    url: `${opts.endpoint.replace(/\/+$/, "")}/v1/traces`,
    headers: parseHeaders(opts.headers),
  });
  let lastFailureLog = -Infinity;
  // A collector that is down costs a warning a minute, never the request: spans are sent in the background.
  const logged: SpanExporter = {
    export(spans, done) {
      exporter.export(spans, (result) => {
        // 0 is ExportResultCode.SUCCESS (@opentelemetry/core).
        if ((result.code as number) !== 0 && performance.now() - lastFailureLog > FAILURE_LOG_INTERVAL_MS) {
          lastFailureLog = performance.now();
          const err: (Error & { code?: string }) | undefined = result.error;
          opts.log.warn({ event: "traces-not-sent", spans: spans.length, error: err?.code ?? err?.name }, "traces not sent");
        }
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
  // Queue of 2,048 spans, batches of 512, sent every 5 s at the latest (the SDK's defaults).
  // It ignores spans that end after its shutdown.
  const processor = new BatchSpanProcessor({ exporter: logged });
  const sink: Sink = {
    resource: defaultResource().merge(
      resourceFromAttributes({ "service.name": opts.serviceName, "service.instance.id": randomUUID() }),
    ),
    scope: { name: "mentalcoach" },
    finished: (span) => processor.onEnd(span),
  };
  return {
    enabled: true,
    trace(name, attributes, background) {
      return new RecordedSpan(sink, name, background ? SpanKind.CONSUMER : SpanKind.SERVER, undefined, attributes);
    },
    flush: () => processor.forceFlush(),
    shutdown: () => processor.shutdown(),
  };
}

/** `key=value` pairs separated by commas, values URL-encoded (the OTLP exporter's convention). */
export function parseHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (text ?? "").split(",")) {
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not URL-encoded is taken as it is.
    }
    if (key) headers[key] = value;
  }
  return headers;
}
