import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  operationsTargetsSchema,
  STAGES,
  type Breach,
  type OperationsSummary,
  type OperationsTargets,
  type Stage,
  type Window,
} from "#shared/api/operations";
import type { Database, Db } from "../../db/client";
import { appState, latencyHourly, personas, providerCallsHourly } from "../../db/schema";
import { bucketOf, percentileOf } from "./histogram";
import { acceptTiming } from "./report";

const TARGETS_KEY = "operations.targets";
const HOUR_MS = 3_600_000;
const WINDOW_HOURS: Record<Window, number> = { "24h": 24, "7d": 24 * 7, "30d": 24 * 30 };
/** Rows older than the longest window and a day are removed. */
const KEEP_HOURS = 24 * 31;
const PERCENTILE_P = { p50: 0.5, p90: 0.9, p95: 0.95 } as const;

export const NO_TARGETS: OperationsTargets = { latency: [], maxErrorPercent: null };

const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

export interface OperationsFiguresOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often the counts gathered in memory are added to the database; 0: only on flush(). */
  flushIntervalMs?: number;
  now?: () => number;
}

/**
 * The operations view's figures (decision 047). Each instance counts in
 * memory (a map of hour, persona, stage and bucket to a count, and of hour,
 * kind and provider to calls and failures) and adds its counts to the shared
 * hourly rows every few seconds with an upsert, so several instances sum up
 * exactly and a turn costs no query. Reading the figures first adds this
 * instance's own counts. A crash loses at most one interval's counts.
 */
export function createOperationsFigures(opts: OperationsFiguresOptions) {
  const { database, log } = opts;
  const { db } = database;
  const now = opts.now ?? Date.now;
  let latency = new Map<string, number>();
  let calls = new Map<string, { calls: number; failures: number }>();
  let lastPrune = 0;
  let flushing: Promise<void> = Promise.resolve();

  const addLatency = (key: string, n: number) => latency.set(key, (latency.get(key) ?? 0) + n);
  const addCalls = (key: string, c: { calls: number; failures: number }) => {
    const had = calls.get(key) ?? { calls: 0, failures: 0 };
    calls.set(key, { calls: had.calls + c.calls, failures: had.failures + c.failures });
  };

  async function write(): Promise<void> {
    const l = latency;
    const c = calls;
    latency = new Map();
    calls = new Map();
    try {
      if (l.size > 0) {
        const rows = [...l].map(([key, count]) => {
          const [hour, personaId, stage, bucket] = key.split("|") as [string, string, string, string];
          return { hour: new Date(Number(hour)), personaId, stage, bucket: Number(bucket), count };
        });
        await db
          .insert(latencyHourly)
          .values(rows)
          .onConflictDoUpdate({
            target: [latencyHourly.hour, latencyHourly.personaId, latencyHourly.stage, latencyHourly.bucket],
            set: { count: sql`${latencyHourly.count} + excluded.count` },
          });
      }
      if (c.size > 0) {
        const rows = [...c].map(([key, v]) => {
          const [hour, kind, provider] = key.split("|") as [string, string, string];
          return { hour: new Date(Number(hour)), kind, provider, calls: v.calls, failures: v.failures };
        });
        await db
          .insert(providerCallsHourly)
          .values(rows)
          .onConflictDoUpdate({
            target: [providerCallsHourly.hour, providerCallsHourly.kind, providerCallsHourly.provider],
            set: {
              calls: sql`${providerCallsHourly.calls} + excluded.calls`,
              failures: sql`${providerCallsHourly.failures} + excluded.failures`,
            },
          });
      }
      if (now() - lastPrune > HOUR_MS) {
        lastPrune = now();
        const cutoff = new Date(hourOf(now()) - KEEP_HOURS * HOUR_MS);
        await db.delete(latencyHourly).where(lt(latencyHourly.hour, cutoff));
        await db.delete(providerCallsHourly).where(lt(providerCallsHourly.hour, cutoff));
      }
    } catch (err) {
      // Kept for the next try, except the counts of a persona deleted meanwhile (its rows could never be written).
      const alive = await db
        .select({ id: personas.id })
        .from(personas)
        .then((rows) => new Set(rows.map((r) => r.id)))
        .catch(() => undefined);
      for (const [k, n] of l) if (!alive || alive.has(k.split("|")[1]!)) addLatency(k, n);
      for (const [k, v] of c) addCalls(k, v);
      log.warn({ err, event: "operations_figures_failed" }, "operations figures not written");
    }
  }

  /** Adds what this instance counted to the database; one write at a time. */
  function flush(): Promise<void> {
    flushing = flushing.then(write);
    return flushing;
  }

  const timer = opts.flushIntervalMs ? setInterval(() => void flush(), opts.flushIntervalMs) : undefined;
  timer?.unref();

  async function targets(): Promise<OperationsTargets> {
    const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, TARGETS_KEY));
    if (!row) return NO_TARGETS;
    try {
      return operationsTargetsSchema.safeParse(JSON.parse(row.value)).data ?? NO_TARGETS;
    } catch {
      return NO_TARGETS;
    }
  }

  /** One turn's duration at a stage. */
  const stage = (personaId: string, name: Stage, ms: number): void =>
    void addLatency(`${hourOf(now())}|${personaId}|${name}|${bucketOf(ms)}`, 1);

  return {
    stage,
    /** One provider call that ended (the outcomes' listener). */
    providerCall(kind: string, provider: string, ok: boolean): void {
      addCalls(`${hourOf(now())}|${kind}|${provider}`, { calls: 1, failures: ok ? 0 : 1 });
    },
    /** The server's stages of an answer: request to first text, and first text to first audio (with a voice). */
    answered(personaId: string, marks: { firstText?: number; firstAudio?: number }): void {
      const { firstText, firstAudio } = marks;
      if (firstText === undefined) return;
      stage(personaId, "server.first-text", firstText);
      if (firstAudio !== undefined) stage(personaId, "server.first-audio", Math.max(0, firstAudio - firstText));
    },
    /** A browser's report of the previous turn (decision 047): what acceptTiming lets through is counted. */
    reported(personaId: string, raw: unknown): void {
      for (const s of acceptTiming(raw)) stage(personaId, s.stage, s.ms);
    },
    flush,
    targets,
    /** Stores the targets, in `writer` when given (the transaction its audit entry goes into). */
    async setTargets(next: OperationsTargets, writer: Pick<Db, "insert"> = db): Promise<OperationsTargets> {
      const text = JSON.stringify(next);
      await writer
        .insert(appState)
        .values({ key: TARGETS_KEY, value: text })
        .onConflictDoUpdate({ target: appState.key, set: { value: text, updatedAt: sql`now()` } });
      return next;
    },
    /** The figures of a window (the hours from its start on), for every persona or one. */
    async summary(query: { window: Window; persona?: string }): Promise<OperationsSummary> {
      await flush();
      const since = new Date(hourOf(now()) - (WINDOW_HOURS[query.window] - 1) * HOUR_MS);
      const byPersona = query.persona ? eq(latencyHourly.personaId, query.persona) : undefined;
      const [latencyRows, callRows, personaRows, set] = await Promise.all([
        db
          .select({ stage: latencyHourly.stage, bucket: latencyHourly.bucket, n: sql<number>`sum(${latencyHourly.count})::int` })
          .from(latencyHourly)
          .where(and(gte(latencyHourly.hour, since), byPersona))
          .groupBy(latencyHourly.stage, latencyHourly.bucket),
        db
          .select({
            kind: providerCallsHourly.kind,
            provider: providerCallsHourly.provider,
            calls: sql<number>`sum(${providerCallsHourly.calls})::int`,
            failures: sql<number>`sum(${providerCallsHourly.failures})::int`,
          })
          .from(providerCallsHourly)
          .where(gte(providerCallsHourly.hour, since))
          .groupBy(providerCallsHourly.kind, providerCallsHourly.provider)
          .orderBy(asc(providerCallsHourly.kind), asc(providerCallsHourly.provider)),
        db.select({ id: personas.id, name: personas.name }).from(personas).orderBy(asc(personas.name)),
        targets(),
      ]);
      const histograms = new Map<string, Map<number, number>>();
      for (const r of latencyRows) {
        const h = histograms.get(r.stage) ?? new Map<number, number>();
        h.set(r.bucket, Number(r.n));
        histograms.set(r.stage, h);
      }
      const stages = STAGES.map((stage) => {
        const h = histograms.get(stage) ?? new Map<number, number>();
        const count = [...h.values()].reduce((a, b) => a + b, 0);
        const p = (x: number) => percentileOf(h, x) ?? null;
        return { stage, count, p50: p(PERCENTILE_P.p50), p90: p(PERCENTILE_P.p90), p95: p(PERCENTILE_P.p95) };
      });
      const providers = callRows.map((r) => {
        const total = Number(r.calls);
        const failures = Number(r.failures);
        return {
          kind: r.kind,
          provider: r.provider,
          calls: total,
          failures,
          errorPercent: total > 0 ? Math.round((failures / total) * 1000) / 10 : 0,
        };
      });
      const breaches: Breach[] = [];
      for (const t of set.latency) {
        const actual = stages.find((s) => s.stage === t.stage)?.[t.percentile];
        if (actual != null && actual > t.maxMs)
          breaches.push({ kind: "latency", stage: t.stage, percentile: t.percentile, target: t.maxMs, actual });
      }
      if (set.maxErrorPercent !== null)
        for (const p of providers)
          if (p.errorPercent > set.maxErrorPercent)
            breaches.push({
              kind: "errors",
              provider: p.provider,
              providerKind: p.kind,
              target: set.maxErrorPercent,
              actual: p.errorPercent,
            });
      return {
        window: query.window,
        persona: query.persona ?? null,
        since: since.toISOString(),
        personas: personaRows,
        stages,
        providers,
        targets: set,
        breaches,
      };
    },
    /** Stops the timer and writes what is left. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

export type OperationsFigures = ReturnType<typeof createOperationsFigures>;

/**
 * Runs a chat answer through `speak` and notes when the model's first token
 * arrived (the first text of `deltas`) and when the first audio went out
 * (`elapsedMs`: the time since the request came in); `done` gets both once
 * the stream ends, however it ends. The first token is taken from the model's
 * deltas, not from the text events, since the text may wait for its audio.
 */
export async function* timedAnswer<D, E extends { type: string }>(
  deltas: AsyncIterable<D>,
  speak: (deltas: AsyncIterable<D>) => AsyncIterable<E>,
  elapsedMs: () => number,
  done: (marks: { firstText?: number; firstAudio?: number }) => void,
): AsyncIterable<E> {
  const marks: { firstText?: number; firstAudio?: number } = {};
  async function* watched(): AsyncIterable<D> {
    for await (const d of deltas) {
      if (typeof d === "string" && d.length > 0) marks.firstText ??= elapsedMs();
      yield d;
    }
  }
  try {
    for await (const e of speak(watched())) {
      if (e.type === "audio") marks.firstAudio ??= elapsedMs();
      yield e;
    }
  } finally {
    done(marks);
  }
}
