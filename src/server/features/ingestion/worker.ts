import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { documents, passages, searchWords } from "../../db/schema";
import { DOCUMENT_ERROR_TEXTS, type DocumentErrorCode } from "#shared/document-errors";
import { chunkPages } from "./chunk";
import type { DocumentEvents, DocumentRepository } from "../documents/service";
import { detectLanguage, IngestionError, type ExtractedPdf } from "./extract";
import { createPdfExtractor } from "./extract-isolated";
import { claimNext, type Job } from "./queries";
import { lexiconWords, passageTopic } from "../search/service";
import type { FileStorage } from "../storage/service";
import { errorCode, NOOP_SPAN, traced, type TraceSpan, type Tracing } from "../tracing/service";

/**
 * A claim is a lease: the worker renews it while it works, and a claim not
 * renewed for this long belongs to a worker that died (a killed or crashed
 * instance); another worker takes the document over.
 */
export const DEFAULT_LEASE_SECONDS = 60;
/** A document whose processing was started this often without finishing (crashes, kills) ends in ERROR. */
export const MAX_ATTEMPTS = 3;
/**
 * Stored files without a document row are removed once they are this old:
 * an upload killed between writing its file and inserting its row leaves one.
 * The grace period covers uploads in flight on other instances.
 */
export const DEFAULT_ORPHAN_GRACE_SECONDS = 15 * 60;
/** NOTIFY channel that wakes the workers of every instance (an upload, a re-index). */
export const QUEUE_CHANNEL = "document_queue";
const POLL_MS = 5000;
const INSERT_BATCH = 200;

export interface IngestionWorkerOptions {
  database: Database;
  storage: FileStorage;
  events: DocumentEvents;
  repository: DocumentRepository;
  log: FastifyBaseLogger;
  /** Extraction limits. */
  timeoutMs?: number;
  maxMemoryMb?: number;
  /** Lease of a claim in seconds (see DEFAULT_LEASE_SECONDS). */
  leaseSeconds?: number;
  /** Age in seconds after which a file without a row counts as orphaned. */
  orphanGraceSeconds?: number;
  /** Told of every document that ends in ERROR, with its code (the metrics). */
  onFailure?: (code: DocumentErrorCode) => void;
  /** Each document's ingestion is one trace (decision 049). */
  tracing?: Tracing;
}

/**
 * Ingestion in the background (docs/decisions/010-ingestion-isolation-and-leases.md): claims documents in
 * PROCESSING with FOR UPDATE SKIP LOCKED, so two instances never take the same
 * one, extracts them in an isolated process, indexes them and moves them to
 * COMPLETED or ERROR. Everything it needs to know lives in the database, so a
 * restarted or second instance carries on where another stopped.
 */
export function createIngestionWorker(opts: IngestionWorkerOptions) {
  const { database, storage, events, repository, log } = opts;
  const { db } = database;
  const workerId = randomUUID();
  const leaseSeconds = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let running = false;
  let stopped = false;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let current: Promise<void> = Promise.resolve();
  const extractor = createPdfExtractor({ timeoutMs: opts.timeoutMs, maxMemoryMb: opts.maxMemoryMb, log });

  const claim = () => claimNext(database, workerId, leaseSeconds);
  /** The document `id` while this worker holds its claim. */
  const ours = (id: string) => and(eq(documents.id, id), eq(documents.claimedBy, workerId));

  /** Moves a claimed document to ERROR, if the claim is still ours; `error` is the German reason, `error_code` the code. */
  async function fail(id: string, code: DocumentErrorCode, span: TraceSpan = NOOP_SPAN) {
    span.fail(code);
    const reason = DOCUMENT_ERROR_TEXTS.de[code];
    const rows = await db
      .update(documents)
      .set({ status: "ERROR", error: reason, errorCode: code, claimedAt: null, claimedBy: null, updatedAt: sql`now()` })
      .where(ours(id))
      .returning({ id: documents.id });
    if (!rows.length) return;
    opts.onFailure?.(code);
    await announce(id, "ERROR", reason);
  }

  async function announce(id: string, status: "COMPLETED" | "ERROR", error: string | null) {
    const doc = await repository.byId(id);
    if (doc) await events.publish({ type: "update", document: doc });
    log.info({ documentId: id, status, error }, "document ingested");
  }

  /** A web page's file is the text extracted when it was fetched (features/web-sources): one page, no PDF to read. */
  function webText(bytes: Buffer): ExtractedPdf {
    const text = bytes.toString("utf8").trim();
    if (!text) throw new IngestionError("no-text");
    return { pages: [{ page: 1, text }], language: detectLanguage(text) };
  }

  async function index(job: Job, bytes: Buffer, span: TraceSpan): Promise<boolean> {
    const extracted = await traced(
      span,
      "ingestion.extract",
      async () => (job.type === "WEB" ? webText(bytes) : extractor.extract(bytes)),
      (e) => ({ "document.pages": e.pages.length }),
    );
    const chunks = chunkPages(extracted.pages);
    const content = extracted.pages.map((p) => p.text).join("\n\n");
    const write = span.child("ingestion.index", { "document.passages": chunks.length });
    const written = db.transaction(async (tx) => {
      // Only the worker holding the claim may write (a stale one was taken over).
      const owned = await tx
        .update(documents)
        .set({ updatedAt: new Date() })
        .where(and(ours(job.id), eq(documents.status, "PROCESSING")))
        .returning({ title: documents.title });
      if (owned.length === 0) return false;
      await tx.delete(passages).where(eq(passages.documentId, job.id));
      for (let i = 0; i < chunks.length; i += INSERT_BATCH) {
        await tx.insert(passages).values(
          chunks.slice(i, i + INSERT_BATCH).map((c) => ({
            documentId: job.id,
            ordinal: c.ordinal,
            page: c.page,
            text: c.text,
            language: extracted.language,
            topic: passageTopic(c.text),
            // The database derives the vector from the text and the document's title (migration 0019).
            tsv: sql`''::tsvector`,
          })),
        );
      }
      // The document's words, its title's included, join the lexicon used for typo and compound matching.
      const words = lexiconWords(`${owned[0]!.title}\n${content}`);
      for (let i = 0; i < words.length; i += 1000) {
        await tx
          .insert(searchWords)
          .values(words.slice(i, i + 1000).map((word) => ({ word })))
          .onConflictDoNothing();
      }
      await tx
        .update(documents)
        .set({
          status: "COMPLETED",
          error: null,
          errorCode: null,
          content,
          pageCount: extracted.pages.at(-1)?.page ?? extracted.pages.length,
          language: extracted.language,
          claimedAt: null,
          claimedBy: null,
          updatedAt: new Date(),
        })
        .where(eq(documents.id, job.id));
      return true;
    });
    return written.then(
      (owned) => {
        write.end({ "ingestion.owned": owned });
        return owned;
      },
      (err: unknown) => {
        write.fail(errorCode(err));
        write.end();
        throw err;
      },
    );
  }

  async function processOne(job: Job): Promise<void> {
    const span =
      opts.tracing?.trace("ingestion.document", { "document.id": job.id, "ingestion.attempt": job.attempts }, true) ?? NOOP_SPAN;
    try {
      await processClaimed(job, span);
    } finally {
      span.end();
    }
  }

  async function processClaimed(job: Job, span: TraceSpan): Promise<void> {
    // A document that was claimed this often without finishing takes its worker down with it
    // (or keeps getting killed): stop trying.
    if (job.attempts > MAX_ATTEMPTS) return fail(job.id, "interrupted", span);
    // Renew the lease while working, so a long extraction is not taken for a dead worker.
    const renew = setInterval(
      () => {
        void db
          .update(documents)
          .set({ claimedAt: sql`now()` })
          .where(ours(job.id))
          .catch((err: unknown) => log.warn({ err, documentId: job.id }, "could not renew the ingestion lease"));
      },
      Math.max(1000, (leaseSeconds * 1000) / 3),
    );
    try {
      let bytes: Buffer;
      try {
        bytes = await traced(
          span,
          "ingestion.read",
          () => storage.get(job.storageKey),
          (b) => ({ "document.bytes": b.length }),
        );
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return await fail(job.id, "missing-file", span);
        throw err;
      }
      const done = await index(job, bytes, span);
      span.set({ "ingestion.outcome": done ? "completed" : "taken-over" });
      if (done) await announce(job.id, "COMPLETED", null);
    } catch (err) {
      if (err instanceof IngestionError) return await fail(job.id, err.code, span);
      if (job.attempts >= MAX_ATTEMPTS) {
        log.error({ err, documentId: job.id }, "ingestion failed repeatedly");
        return await fail(job.id, "retry", span);
      }
      span.fail("retry-later");
      // A passing problem (database, storage): release the claim and retry later.
      log.warn({ err, documentId: job.id }, "ingestion attempt failed; will retry");
      await db
        .update(documents)
        .set({ claimedAt: null, claimedBy: null })
        .where(ours(job.id))
        .catch(() => {});
    } finally {
      clearInterval(renew);
    }
  }

  async function drain(): Promise<void> {
    if (running || stopped) {
      wakeRequested = true;
      return;
    }
    running = true;
    try {
      do {
        wakeRequested = false;
        for (let job = await claim(); job && !stopped; job = await claim()) {
          current = processOne(job);
          await current;
        }
      } while (wakeRequested && !stopped);
    } catch (err) {
      log.error({ err }, "ingestion worker error");
    } finally {
      running = false;
    }
  }

  /**
   * Removes stored files that no document row points to and that are older
   * than the grace period: what an upload killed between writing its file and
   * inserting its row leaves behind. Returns the keys removed.
   */
  async function sweepOrphans(graceSeconds = opts.orphanGraceSeconds ?? DEFAULT_ORPHAN_GRACE_SECONDS): Promise<string[]> {
    const stored = await storage.list();
    if (stored.length === 0) return [];
    // One array parameter, however many files there are (a parameter list has a limit).
    const rows = await db
      .select({ storageKey: documents.storageKey })
      .from(documents)
      .where(sql`${documents.storageKey} = ANY(${sql.param(stored.map((s) => s.key))}::text[])`);
    const known = new Set(rows.map((r) => r.storageKey));
    const cutoff = Date.now() - graceSeconds * 1000;
    const orphans = stored.filter((s) => !known.has(s.key) && s.modifiedAt.getTime() <= cutoff).map((s) => s.key);
    for (const key of orphans) await storage.delete(key);
    if (orphans.length) log.warn({ count: orphans.length }, "removed stored files without a document");
    return orphans;
  }

  return {
    id: workerId,
    /**
     * Starts polling and listening. `releaseAll` frees every claim at once: right for
     * the embedded database, which has one process (its lock file), so every claim
     * left there belongs to a process that is gone. On PostgreSQL claims expire with
     * their lease instead, since other instances may be working on them.
     */
    async start({ releaseAll = false }: { releaseAll?: boolean } = {}) {
      stopped = false;
      if (releaseAll)
        await db.update(documents).set({ claimedAt: null, claimedBy: null }).where(eq(documents.status, "PROCESSING"));
      // Later sweeps are housekeeping's (one instance at a time, on its schedule).
      await sweepOrphans(releaseAll ? 0 : undefined).catch((err: unknown) => log.error({ err }, "orphan sweep failed"));
      unlisten = await database.listen(QUEUE_CHANNEL, () => void drain());
      const tick = () => {
        timer = setTimeout(() => {
          void drain().finally(() => !stopped && tick());
        }, POLL_MS);
        timer.unref();
      };
      tick();
      void drain();
    },
    /** Wakes the worker on this or (through NOTIFY) every instance. */
    async kick() {
      await database.notify(QUEUE_CHANNEL, "");
    },
    drain,
    sweepOrphans,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await current.catch(() => {});
      await extractor.close();
    },
  };
}

export type IngestionWorker = ReturnType<typeof createIngestionWorker>;
