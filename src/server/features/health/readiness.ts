import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { failureReason, PROVIDER_KINDS, type ProviderKind } from "../../providers/outcomes";

/** How long the database and the storage may take to answer the readiness probe, in milliseconds. */
export const READY_TIMEOUT_MS = 2_000;

export interface CheckResult {
  status: "ok" | "failed";
  ms: number;
  /** Why it failed, in a few words (an error code, `timeout`); never a message, an address or a key. */
  reason?: string;
}

export interface ProviderCheck {
  status: "ok" | "failed" | "unknown";
  provider: string;
  /** When the last call ended; absent while there was none since start. */
  at?: string;
  reason?: string;
}

export interface Readiness {
  status: "ready" | "degraded" | "unavailable";
  /** The checks that fail: `database`, `storage` (answer 503), or a provider kind (still 200). */
  failing: string[];
  checks: {
    database: CheckResult;
    storage: CheckResult & { kind: "local" | "object-storage" };
    providers: Partial<Record<ProviderKind, ProviderCheck>>;
  };
}

class ProbeTimeout extends Error {
  override name = "TimeoutError";
}

async function timed(run: (signal: AbortSignal) => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(controller.signal),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ProbeTimeout());
        }, READY_TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", ms: Math.round(performance.now() - started) };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const reason = typeof code === "string" && /^[A-Z0-9_]{2,20}$/.test(code) ? code : failureReason(err);
    return { status: "failed", ms: Math.round(performance.now() - started), reason };
  } finally {
    clearTimeout(timer);
  }
}

/** The provider kinds this configuration calls: the chat always (the offline coach without keys), the rest when set up. */
function configuredKinds(ctx: Pick<AppContext, "providers" | "env">): Record<ProviderKind, string | undefined> {
  const { providers, env } = ctx;
  return {
    chat: providers.chat.name,
    voice: providers.tts?.name,
    stt: providers.stt?.name,
    embeddings: providers.embeddings ? "openai-compatible" : undefined,
    moderation: env.MODERATION_MODEL && env.OPENAI_API_KEY ? "openai-compatible" : undefined,
  };
}

/**
 * Whether this instance should get traffic: the database answers a trivial
 * query and the storage takes a probe, each within READY_TIMEOUT_MS; each
 * configured provider's last outcome is reported, never probed. A provider
 * that failed makes the instance `degraded`, not unavailable: the site works
 * without providers (offline coach, the browser's voice), and every instance
 * shares the same providers, so taking instances out would help no one.
 */
export async function checkReadiness(ctx: Pick<AppContext, "database" | "storage" | "providers" | "env">): Promise<Readiness> {
  const [database, storage] = await Promise.all([
    timed(() => ctx.database.db.execute(sql`SELECT 1`)),
    timed((signal) => ctx.storage.check(signal)),
  ]);
  const providers: Readiness["checks"]["providers"] = {};
  const kinds = configuredKinds(ctx);
  for (const kind of PROVIDER_KINDS) {
    const provider = kinds[kind];
    if (!provider) continue;
    const last = ctx.providers.outcomes.last(kind);
    providers[kind] = last
      ? {
          status: last.ok ? "ok" : "failed",
          provider: last.provider,
          at: last.at,
          ...(last.reason ? { reason: last.reason } : {}),
        }
      : { status: "unknown", provider };
  }
  const failing = [
    ...(database.status === "failed" ? ["database"] : []),
    ...(storage.status === "failed" ? ["storage"] : []),
    ...Object.entries(providers)
      .filter(([, check]) => check.status === "failed")
      .map(([kind]) => kind),
  ];
  const down = database.status === "failed" || storage.status === "failed";
  return {
    status: down ? "unavailable" : failing.length ? "degraded" : "ready",
    failing,
    checks: { database, storage: { ...storage, kind: ctx.env.S3_BUCKET ? "object-storage" : "local" }, providers },
  };
}
