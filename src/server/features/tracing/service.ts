import { NOOP_SPAN, type Tracing, type TracingOptions } from "./spans";

export { tracedChecker, tracedModel, tracedModeration, tracedSynthesis } from "./chat";
export { errorCode, NOOP_SPAN, traced, type TraceSpan, type Tracing } from "./spans";

/**
 * OpenTelemetry traces of the app (docs/decisions/049-tracing.md): a chat
 * turn, a transcription and a document's ingestion are each one trace. The
 * features see only this small interface; the SDK and the OTLP/HTTP exporter
 * live in otel.ts, which is imported only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set. Without it every span is the same no-op object: no SDK is loaded, no
 * clock is read and nothing is allocated per span.
 *
 * Attributes carry ids, counts, sizes, statuses and durations, never text a
 * visitor or an operator wrote (messages, names, e-mail addresses, search
 * words, error messages that might quote them).
 */

const NOOP: Tracing = {
  enabled: false,
  trace: () => NOOP_SPAN,
  flush: async () => {},
  shutdown: async () => {},
};

/** The app's tracing: the no-op without an endpoint, else the SDK (loaded now, not before). */
export async function createTracing(opts: TracingOptions): Promise<Tracing> {
  if (!opts.endpoint) return NOOP;
  const { createOtelTracing } = await import("./otel");
  return createOtelTracing({ ...opts, endpoint: opts.endpoint });
}
