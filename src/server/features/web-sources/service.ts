import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { WebSourceJson } from "#shared/api/web-sources";
import type { WebSourceErrorCode } from "#shared/web-sources";
import type { Database } from "../../db/client";
import { documents, webSources } from "../../db/schema";
import { runSql } from "../../db/sql";
import { UUID } from "../../http/params";
import type { DocumentEvents, DocumentRepository } from "../documents/service";
import type { FileStorage } from "../storage/service";
import { crawlSource, PRODUCT_TOKEN, recordOutcome, type CrawlOutcome, type SourceRow } from "./crawler";
import type { FetchPolicy, Resolve } from "./fetch-page";

/** NOTIFY channel that wakes every instance's fetcher (a source added or refreshed). */
const QUEUE_CHANNEL = "web_source_queue";
/** How often each instance looks for sources that are due. */
const POLL_MS = 60_000;
/** A claim not renewed for this long belongs to an instance that died; another takes the source over. */
const LEASE_SECONDS = 120;

type Row = typeof webSources.$inferSelect;

export function toJson(r: Row): WebSourceJson {
  return {
    id: r.id,
    url: r.url,
    kind: r.kind,
    pageLimit: r.pageLimit,
    refreshHours: r.refreshHours,
    status: r.status,
    errorCode: r.errorCode as WebSourceErrorCode | null,
    errorDetail: r.errorDetail,
    pageCount: r.pageCount,
    failedPages: r.failedPages,
    lastFetchedAt: r.lastFetchedAt?.toISOString() ?? null,
    nextFetchAt: r.nextFetchAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

export interface WebSourcesOptions {
  database: Database;
  storage: FileStorage;
  events: DocumentEvents;
  documents: DocumentRepository;
  /** Wakes the ingestion worker once changed pages are queued. */
  worker: { kick(): Promise<void> };
  log: FastifyBaseLogger;
  /** WEB_ALLOWED_HOSTS: host names whose private addresses may be fetched. */
  allowedHosts: readonly string[];
  /** The site's origin, named in our User-Agent. */
  origin: string;
  timeoutMs?: number;
  /** Tests name hosts that resolve where they want. */
  resolve?: Resolve;
}

/**
 * Web pages as knowledge sources (docs/decisions/051-web-sources-and-ssrf.md): the sources, and
 * their fetching in the background. A source is due when its `next_fetch_at` has come; each
 * instance claims due sources with FOR UPDATE SKIP LOCKED and a lease, as the ingestion worker
 * claims documents, so two instances never fetch one source at once.
 */
export function createWebSources(opts: WebSourcesOptions) {
  const { database, log } = opts;
  const { db } = database;
  const workerId = randomUUID();
  const policy: FetchPolicy = {
    allowedHosts: new Set(opts.allowedHosts.map((h) => h.toLowerCase())),
    userAgent: `${PRODUCT_TOKEN}/1.0 (+${opts.origin})`,
    timeoutMs: opts.timeoutMs ?? 15_000,
    ...(opts.resolve ? { resolve: opts.resolve } : {}),
  };
  let running = false;
  let wake = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let current: Promise<unknown> = Promise.resolve();

  const announce = async (id: string) => {
    const [row] = await db.select().from(webSources).where(eq(webSources.id, id));
    if (row) await opts.events.publish({ type: "source", source: toJson(row) });
  };

  async function claim(): Promise<(SourceRow & { refreshHours: number }) | undefined> {
    const [row] = await runSql<{
      id: string;
      url: string;
      kind: "page" | "sitemap";
      page_limit: number;
      refresh_hours: number;
      created_by: string | null;
    }>(
      database,
      sql`UPDATE ${webSources} SET claimed_at = now(), claimed_by = ${workerId}, status = 'PROCESSING'
          WHERE id = (
            SELECT id FROM ${webSources}
            WHERE next_fetch_at <= now() AND (claimed_at IS NULL OR claimed_at < now() - (${LEASE_SECONDS}::int * interval '1 second'))
            ORDER BY next_fetch_at FOR UPDATE SKIP LOCKED LIMIT 1)
          RETURNING id, url, kind, page_limit, refresh_hours, created_by`,
    );
    return (
      row && {
        id: row.id,
        url: row.url,
        kind: row.kind,
        pageLimit: Number(row.page_limit),
        refreshHours: Number(row.refresh_hours),
        createdBy: row.created_by,
      }
    );
  }

  async function fetchOne(source: SourceRow & { refreshHours: number }): Promise<CrawlOutcome> {
    await announce(source.id);
    const renew = setInterval(
      () => {
        void db
          .update(webSources)
          .set({ claimedAt: sql`now()` })
          .where(and(eq(webSources.id, source.id), eq(webSources.claimedBy, workerId)))
          .catch(() => {});
      },
      (LEASE_SECONDS * 1000) / 3,
    );
    try {
      const outcome = await crawlSource({ ...opts, policy }, source);
      await recordOutcome(database, source.id, outcome, source.refreshHours);
      if (outcome.changed > 0) await opts.worker.kick();
      log.info(
        {
          webSource: source.id,
          changed: outcome.changed,
          unchanged: outcome.unchanged,
          removed: outcome.removed,
          failed: outcome.failed.length,
          fatal: outcome.fatal?.code,
        },
        "web source fetched",
      );
      await announce(source.id);
      return outcome;
    } finally {
      clearInterval(renew);
    }
  }

  /** Fetches every due source, one after another; returns what each fetch did (tests read it). */
  async function drain(): Promise<CrawlOutcome[]> {
    if (running) {
      wake = true;
      return [];
    }
    running = true;
    const done: CrawlOutcome[] = [];
    try {
      do {
        wake = false;
        for (let s = await claim(); s; s = stopped ? undefined : await claim()) {
          const work = fetchOne(s);
          current = work.catch(() => {});
          done.push(await work);
        }
      } while (wake);
    } catch (err) {
      log.error({ err }, "web source fetch failed");
    } finally {
      running = false;
    }
    return done;
  }

  return {
    async list(): Promise<WebSourceJson[]> {
      return (await db.select().from(webSources).orderBy(desc(webSources.createdAt))).map(toJson);
    },
    async get(id: string): Promise<WebSourceJson | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(webSources).where(eq(webSources.id, id));
      return row && toJson(row);
    },
    /** Adds a source, due at once; undefined when the address is a source already. */
    async add(
      input: { url: string; kind: "page" | "sitemap"; pageLimit: number; refreshHours: number; createdBy: string | null },
      writer: Pick<typeof db, "insert"> = db,
    ): Promise<WebSourceJson | undefined> {
      const [row] = await writer
        .insert(webSources)
        .values({ ...input, pageLimit: input.kind === "page" ? 1 : input.pageLimit })
        .onConflictDoNothing()
        .returning();
      return row && toJson(row);
    },
    /** Makes a source due now. */
    async refresh(id: string, writer: Pick<typeof db, "update"> = db): Promise<WebSourceJson | undefined> {
      const [row] = await writer
        .update(webSources)
        .set({ nextFetchAt: sql`now()`, status: "PROCESSING" })
        .where(eq(webSources.id, id))
        .returning();
      return row && toJson(row);
    },
    /** Removes a source and its pages (by cascade); answers the pages' ids and files, to announce and delete. */
    async remove(id: string, writer: Pick<typeof db, "select" | "delete"> = db) {
      const pages = await writer
        .select({ id: documents.id, storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.webSourceId, id));
      await writer.delete(webSources).where(eq(webSources.id, id));
      return pages;
    },
    announce,
    drain,
    async kick() {
      await database.notify(QUEUE_CHANNEL, "");
    },
    async start() {
      stopped = false;
      unlisten = await database.listen(QUEUE_CHANNEL, () => void drain());
      const tick = () => {
        timer = setTimeout(() => void drain().finally(() => !stopped && tick()), POLL_MS);
        timer.unref();
      };
      tick();
      void drain();
    },
    /** Stops the schedule and waits for a fetch in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await unlisten?.();
      await current;
    },
  };
}

export type WebSources = ReturnType<typeof createWebSources>;
