import type { FastifyBaseLogger } from "fastify";

/** The tracing's types and the helpers every traced feature uses (see service.ts). */

/**
 * What a span may carry: numbers, flags and short codes, never free text. A span keeps the object it
 * is given until it is sent: pass a fresh one (a literal) and do not change it afterwards.
 */
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

export interface TraceSpan {
  /** False for the no-op span: callers skip work that only feeds a trace. */
  readonly recording: boolean;
  /** A child span, started now. */
  child(name: string, attributes?: SpanAttributes): TraceSpan;
  /** A child span that already happened, from `startMs` to `endMs` (both `performance.now()`). */
  past(name: string, startMs: number, endMs: number, attributes?: SpanAttributes): void;
  set(attributes: SpanAttributes): void;
  /** Marks the span failed with a code (an error's name or our error code, never its message). */
  fail(code: string): void;
  /** Ends the span (once; later calls are ignored). */
  end(attributes?: SpanAttributes): void;
}

export interface Tracing {
  readonly enabled: boolean;
  /** The root span of a new trace: a request's, or background work's (`background`). */
  trace(name: string, attributes?: SpanAttributes, background?: boolean): TraceSpan;
  /** Sends the spans that ended and waits for the collector (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops the exporter (the app's close). */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; undefined switches tracing off. */
  endpoint?: string;
  /** OTEL_EXPORTER_OTLP_HEADERS: `key=value,key2=value2`. */
  headers?: string;
  serviceName: string;
  log: FastifyBaseLogger;
}

export const NOOP_SPAN: TraceSpan = {
  recording: false,
  child: () => NOOP_SPAN,
  past: () => {},
  set: () => {},
  fail: () => {},
  end: () => {},
};

/** The error's name or code for a span's status (never its message, which may quote a provider's answer). */
export const errorCode = (err: unknown): string =>
  (err as { code?: unknown } | undefined)?.code && typeof (err as { code: unknown }).code === "string"
    ? (err as { code: string }).code
    : err instanceof Error
      ? err.name
      : "error";

/** A child span around one awaited call; `describe` turns its result into attributes. */
export async function traced<T>(
  parent: TraceSpan,
  name: string,
  run: () => Promise<T>,
  describe?: (result: T) => SpanAttributes,
): Promise<T> {
  if (!parent.recording) return run();
  const span = parent.child(name);
  try {
    const result = await run();
    span.end(describe?.(result));
    return result;
  } catch (err) {
    span.fail(errorCode(err));
    span.end();
    throw err;
  }
}
