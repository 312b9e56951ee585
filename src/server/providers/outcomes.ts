import type { ChatProvider } from "./chat";
import type { EmbeddingsProvider } from "./embeddings";
import type { ModerationProvider } from "./moderation";
import type { SttProvider } from "./stt";
import type { TtsProvider } from "./tts";

/**
 * How the last call to each provider went, per kind, for the readiness
 * endpoint (GET /api/ready): recorded where the providers are called, so the
 * probe itself never calls one (it would cost money and time). A call the
 * caller cancelled (the visitor left) says nothing about the provider and is
 * not recorded. Only the time, the provider's name and a short reason (an
 * HTTP status or an error's class) are kept: never a message, a key or a text.
 */

export const PROVIDER_KINDS = ["chat", "voice", "stt", "embeddings", "moderation"] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export interface ProviderOutcome {
  provider: string;
  ok: boolean;
  /** ISO time of the call's end. */
  at: string;
  /** Why it failed: `HTTP 503`, `timeout`, an error's class; absent when it worked. */
  reason?: string;
}

export interface ProviderOutcomes {
  /** `seconds`: how long the call took, passed on to the metrics (decision 040). */
  record(kind: ProviderKind, provider: string, outcome: { ok: true } | { ok: false; error: unknown }, seconds: number): void;
  /** The last outcome of a kind; undefined when it was never called since start. */
  last(kind: ProviderKind): ProviderOutcome | undefined;
}

/** A failure's reason in a few words, without its message (which may quote the request). */
export function failureReason(err: unknown): string {
  const e = err as { status?: unknown; name?: unknown; code?: unknown; cause?: unknown } | undefined;
  if (typeof e?.status === "number" && e.status >= 400) return `HTTP ${e.status}`;
  const cause = e?.cause as { status?: unknown } | undefined;
  if (typeof cause?.status === "number" && cause.status >= 400) return `HTTP ${cause.status}`;
  if (e?.name === "TimeoutError" || e?.code === "ETIMEDOUT") return "timeout";
  return typeof e?.name === "string" && /^[A-Za-z]{1,60}$/.test(e.name) ? e.name : "error";
}

/** Told of every recorded call, with its duration (the Prometheus metrics). */
export type ProviderCallListener = (kind: ProviderKind, provider: string, ok: boolean, seconds: number) => void;

export function createProviderOutcomes(now: () => Date = () => new Date(), onCall?: ProviderCallListener): ProviderOutcomes {
  const last = new Map<ProviderKind, ProviderOutcome>();
  return {
    record(kind, provider, outcome, seconds) {
      onCall?.(kind, provider, outcome.ok, seconds);
      last.set(kind, {
        provider,
        ok: outcome.ok,
        at: now().toISOString(),
        ...(outcome.ok ? {} : { reason: failureReason(outcome.error) }),
      });
    },
    last: (kind) => last.get(kind),
  };
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Runs `call`, records how it went unless `signal` was aborted by the caller, and passes its result or error on. */
async function observed<T>(
  outcomes: ProviderOutcomes,
  kind: ProviderKind,
  provider: string,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    const value = await call();
    outcomes.record(kind, provider, { ok: true }, secondsSince(started));
    return value;
  } catch (err) {
    if (!signal?.aborted) outcomes.record(kind, provider, { ok: false, error: err }, secondsSince(started));
    throw err;
  }
}

export function observeChat(inner: ChatProvider, outcomes: ProviderOutcomes): ChatProvider {
  return {
    name: inner.name,
    async *stream(req) {
      const started = performance.now();
      try {
        yield* inner.stream(req);
      } catch (err) {
        if (!req.signal.aborted) outcomes.record("chat", inner.name, { ok: false, error: err }, secondsSince(started));
        throw err;
      }
      // A reply the visitor stopped ends without an error and says nothing about the provider.
      if (!req.signal.aborted) outcomes.record("chat", inner.name, { ok: true }, secondsSince(started));
    },
  };
}

export function observeTts(inner: TtsProvider, outcomes: ProviderOutcomes): TtsProvider {
  const stream = inner.stream?.bind(inner);
  return {
    name: inner.name,
    synthesize: (req) => observed(outcomes, "voice", inner.name, req.signal, () => inner.synthesize(req)),
    ...(stream ? { stream: (req) => observed(outcomes, "voice", inner.name, req.signal, () => stream(req)) } : {}),
  } satisfies TtsProvider;
}

export function observeStt(inner: SttProvider, outcomes: ProviderOutcomes): SttProvider {
  return {
    name: inner.name,
    transcribe: (req) => observed(outcomes, "stt", inner.name, req.signal, () => inner.transcribe(req)),
  };
}

export function observeEmbeddings(inner: EmbeddingsProvider, outcomes: ProviderOutcomes): EmbeddingsProvider {
  return {
    model: inner.model,
    embed: (texts, signal) => observed(outcomes, "embeddings", "openai-compatible", signal, () => inner.embed(texts, signal)),
  };
}

export function observeModeration(inner: ModerationProvider, outcomes: ProviderOutcomes): ModerationProvider {
  return {
    check: (text, signal) => observed(outcomes, "moderation", "openai-compatible", signal, () => inner.check(text, signal)),
  };
}
