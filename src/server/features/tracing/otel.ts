import { randomUUID } from "node:crypto";
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace";
import type { SpanAttributes, TraceSpan, Tracing, TracingOptions } from "./spans";

/**
 * The tracing that sends spans: OpenTelemetry's SDK with a batch processor
 * and the OTLP/HTTP exporter (JSON), on a provider of this app's own (never
 * the global one: tests build several apps in one process, as with the
 * metrics). Spans are parented explicitly, so no context manager (and no
 * async hook) is installed. Loaded only when an endpoint is configured.
 */

/** How often a failing collector is logged at most. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

function clean(attributes: SpanAttributes | undefined): Attributes | undefined {
  if (!attributes) return undefined;
  const out: Attributes = {};
  for (const [k, v] of Object.entries(attributes)) if (v !== undefined) out[k] = v;
  return out;
}

class OtelSpan implements TraceSpan {
  readonly recording = true;
  private ended = false;

  constructor(
    private readonly tracer: Tracer,
    private readonly span: Span,
  ) {}

  child(name: string, attributes?: SpanAttributes): TraceSpan {
    const parent = trace.setSpan(ROOT_CONTEXT, this.span);
    return new OtelSpan(this.tracer, this.tracer.startSpan(name, { attributes: clean(attributes) }, parent));
  }

  past(name: string, startMs: number, endMs: number, attributes?: SpanAttributes): void {
    const parent = trace.setSpan(ROOT_CONTEXT, this.span);
    this.tracer.startSpan(name, { attributes: clean(attributes), startTime: startMs }, parent).end(endMs);
  }

  set(attributes: SpanAttributes): void {
    if (!this.ended) this.span.setAttributes(clean(attributes)!);
  }

  fail(code: string): void {
    if (this.ended) return;
    this.span.setAttribute("error.type", code);
    this.span.setStatus({ code: SpanStatusCode.ERROR });
  }

  end(attributes?: SpanAttributes): void {
    if (this.ended) return;
    if (attributes) this.set(attributes);
    this.ended = true;
    this.span.end();
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
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": opts.serviceName, "service.instance.id": randomUUID() }),
    spanProcessors: [new BatchSpanProcessor({ exporter: logged })],
  });
  const tracer = provider.getTracer("mentalcoach");
  return {
    enabled: true,
    trace(name, attributes, background) {
      const kind = background ? SpanKind.CONSUMER : SpanKind.SERVER;
      return new OtelSpan(tracer, tracer.startSpan(name, { kind, attributes: clean(attributes) }, ROOT_CONTEXT));
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
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
