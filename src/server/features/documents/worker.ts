import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { documents, passages, searchWords } from "../../db/schema";
import { chunkPages } from "./chunk";
import { QUEUE_CHANNEL, type DocumentEvents } from "./events";
import { lexiconWords } from "./search";
import { extractPdf, IngestionError } from "./extract";
import type { DocumentRepository } from "./repository";
import type { FileStorage } from "./storage";

/** A claim older than this belongs to a worker that died; another one takes over. */
export const STALE_CLAIM_SECONDS = 120;
const MAX_ATTEMPTS = 3;
const POLL_MS = 5000;
const INSERT_BATCH = 200;

export interface IngestionWorkerOptions {
  database: Database;
  storage: FileStorage;
  events: DocumentEvents;
  repository: DocumentRepository;
  log: FastifyBaseLogger;
  /** Extraction limits. */
  maxPages?: number;
  timeoutMs?: number;
}

/**
 * Ingestion in the background (decisions.md section 4): claims documents in
 * PROCESSING with FOR UPDATE SKIP LOCKED, so two instances never take the same
 * one, extracts and indexes them, and moves them to COMPLETED or ERROR.
 */
export function createIngestionWorker(opts: IngestionWorkerOptions) {
  const { database, storage, events, repository, log } = opts;
  const workerId = randomUUID();
  let running = false;
  let stopped = false;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let current: Promise<void> = Promise.resolve();

  async function claim(): Promise<{ id: string; storage_key: string; attempts: number } | undefined> {
    const rows = await database.query<{ id: string; storage_key: string; attempts: number }>(
      `UPDATE documents SET claimed_at = now(), claimed_by = $1, attempts = attempts + 1, updated_at = now()
       WHERE id = (
         SELECT id FROM documents
         WHERE status = 'PROCESSING' AND (claimed_at IS NULL OR claimed_at < now() - ($2::int * interval '1 second'))
         ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING id, storage_key, attempts`,
      [workerId, STALE_CLAIM_SECONDS],
    );
    return rows[0];
  }

  async function finish(id: string, status: "COMPLETED" | "ERROR", error: string | null) {
    const doc = await repository.byId(id);
    if (doc) await events.publish({ type: "update", document: doc });
    log.info({ documentId: id, status, error }, "document ingested");
  }

  async function processOne(job: { id: string; storage_key: string; attempts: number }): Promise<void> {
    try {
      const bytes = await storage.get(job.storage_key);
      const extracted = await extractPdf(bytes, { maxPages: opts.maxPages, timeoutMs: opts.timeoutMs });
      const chunks = chunkPages(extracted.pages);
      const config = extracted.language === "en" ? "english" : "german";
      const content = extracted.pages.map((p) => p.text).join("\n\n");
      await database.db.transaction(async (tx) => {
        // Only the worker holding the claim may write (a stale one was taken over).
        const owned = await tx
          .update(documents)
          .set({ updatedAt: new Date() })
          .where(sql`${documents.id} = ${job.id} AND ${documents.claimedBy} = ${workerId} AND ${documents.status} = 'PROCESSING'`)
          .returning({ id: documents.id });
        if (owned.length === 0) return;
        await tx.delete(passages).where(eq(passages.documentId, job.id));
        for (let i = 0; i < chunks.length; i += INSERT_BATCH) {
          await tx.insert(passages).values(
            chunks.slice(i, i + INSERT_BATCH).map((c) => ({
              documentId: job.id,
              ordinal: c.ordinal,
              page: c.page,
              text: c.text,
              language: extracted.language,
              tsv: sql`to_tsvector(${config}::regconfig, ${c.text})`,
            })),
          );
        }
        // The document's words join the lexicon used for typo and compound matching.
        const words = lexiconWords(content);
        for (let i = 0; i < words.length; i += 1000) {
          await tx.insert(searchWords).values(words.slice(i, i + 1000).map((word) => ({ word }))).onConflictDoNothing();
        }
        await tx
          .update(documents)
          .set({
            status: "COMPLETED",
            error: null,
            content,
            pageCount: extracted.pages.at(-1)?.page ?? extracted.pages.length,
            language: extracted.language,
            claimedAt: null,
            claimedBy: null,
            updatedAt: new Date(),
          })
          .where(eq(documents.id, job.id));
      });
      await finish(job.id, "COMPLETED", null);
    } catch (err) {
      if (err instanceof IngestionError || job.attempts >= MAX_ATTEMPTS) {
        const reason = err instanceof IngestionError ? err.reason : "Die Datei konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.";
        if (!(err instanceof IngestionError)) log.error({ err, documentId: job.id }, "ingestion failed repeatedly");
        await database.query(
          "UPDATE documents SET status = 'ERROR', error = $2, claimed_at = NULL, claimed_by = NULL, updated_at = now() WHERE id = $1 AND claimed_by = $3",
          [job.id, reason, workerId],
        );
        await finish(job.id, "ERROR", reason);
      } else {
        // A passing problem (database, storage): release the claim and retry later.
        log.warn({ err, documentId: job.id }, "ingestion attempt failed; will retry");
        await database.query("UPDATE documents SET claimed_at = NULL, claimed_by = NULL WHERE id = $1 AND claimed_by = $2", [job.id, workerId]);
      }
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

  return {
    id: workerId,
    /** Starts polling and listening; `releaseAll` frees claims left by a crashed single instance. */
    async start({ releaseAll = false }: { releaseAll?: boolean } = {}) {
      stopped = false;
      if (releaseAll) await database.query("UPDATE documents SET claimed_at = NULL, claimed_by = NULL WHERE status = 'PROCESSING'");
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await current.catch(() => {});
    },
  };
}

export type IngestionWorker = ReturnType<typeof createIngestionWorker>;
