import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { documentPersonas, documents, passages } from "../../db/schema";
import { runSql } from "../../db/sql";
import { SEARCH_CHANGED_CHANNEL } from "./search";
import { EMBEDDING_BATCH, type EmbeddingsProvider } from "../../providers/embeddings";

/**
 * Semantic search beside the lexical one (docs/decisions/029-semantic-search.md):
 * passages get vectors from the embeddings provider after ingestion, a
 * question gets one at search time, and the closest passages by cosine
 * similarity join the lexical ones by reciprocal rank fusion. Everything
 * here is optional: without a provider, or when it fails, search is lexical.
 */

/** A passage the vectors found, with its similarity to the question (cosine, −1 … 1). */
export interface VectorHit {
  passageId: number;
  similarity: number;
}

/** Vectors as bytes for the database: little-endian float32, as the provider's base64 encoding has them. */
export function vectorBytes(vector: Float32Array): Buffer {
  const out = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) out.writeFloatLE(vector[i]!, i * 4);
  return out;
}

/**
 * Passages' vectors side by side in one array (row r at r × dims), their
 * passage ids and documents: a scan over contiguous memory is several times
 * faster than over an object per passage.
 */
export interface VectorTable {
  dims: number;
  count: number;
  matrix: Float32Array;
  passageIds: Float64Array;
  documentIds: string[];
}

/** A table of vectors from their rows (each `vector` of the same length; others are skipped). */
export function vectorTable(
  rows: { passageId: number; documentId: string; vector: ArrayLike<number> | Uint8Array }[],
): VectorTable {
  const decoded = rows.map((r) => ({
    ...r,
    vector: r.vector instanceof Uint8Array ? bytesToVector(r.vector) : Float32Array.from(r.vector),
  }));
  const dims = decoded[0]?.vector.length ?? 0;
  const kept = decoded.filter((r) => r.vector.length === dims && dims > 0);
  const matrix = new Float32Array(kept.length * dims);
  kept.forEach((r, i) => matrix.set(r.vector, i * dims));
  return {
    dims,
    count: kept.length,
    matrix,
    passageIds: Float64Array.from(kept.map((r) => r.passageId)),
    documentIds: kept.map((r) => r.documentId),
  };
}

function bytesToVector(bytes: Uint8Array): Float32Array {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(Math.floor(buffer.length / 4));
  for (let i = 0; i < out.length; i++) out[i] = buffer.readFloatLE(i * 4);
  return out;
}

/** After a change, vectors are read again at most this often; searches in between use the previous ones. */
const RELOAD_INTERVAL_MS = 2000;

/**
 * The vectors of every passage of a COMPLETED document (but those switched off), in this process's
 * memory: a scan over them per question costs milliseconds, where the
 * database (without pgvector) would read them for every question. Loaded on
 * first use and again after the database announced a change (the same
 * announcements that clear the search cache), at most every
 * RELOAD_INTERVAL_MS; meanwhile searches use the previous vectors, whose
 * deleted passages drop out when the hits are read from the database.
 */
export function createVectorIndex(database: Database, model: string) {
  let table = vectorTable([]);
  let loaded: Promise<void> | undefined;
  let stale = true;
  let loadedAt = 0;

  async function load(): Promise<void> {
    const rows = await runSql<{ id: number | string; documentId: string; embedding: Uint8Array }>(
      database,
      sql`SELECT p.id, p.document_id AS "documentId", p.embedding
          FROM ${passages} p JOIN ${documents} d ON d.id = p.document_id AND d.status = 'COMPLETED'
          WHERE p.embedding_model = ${model} AND p.embedding IS NOT NULL AND NOT p.disabled`,
    );
    table = vectorTable(rows.map((r) => ({ passageId: Number(r.id), documentId: r.documentId, vector: r.embedding })));
  }

  function ensure(): Promise<void> {
    const due = stale && performance.now() - loadedAt >= RELOAD_INTERVAL_MS;
    if (loaded && !due) return loaded;
    stale = false;
    loadedAt = performance.now();
    const previous = loaded;
    const next = load().catch((err: unknown) => {
      stale = true;
      throw err;
    });
    next.catch(() => undefined); // a failed load is retried by a later search, never an unhandled rejection
    loaded = next;
    // The first load is waited for; later ones run while searches use the vectors they have.
    return previous ? previous.catch(() => next) : next;
  }

  return {
    /** Marks the vectors as outdated; a later search reloads them. */
    invalidate() {
      stale = true;
    },
    /** The `limit` passages closest to `question` among those of `allowedDocuments` (all when undefined). */
    async nearest(question: Float32Array, limit: number, allowedDocuments?: Set<string>): Promise<VectorHit[]> {
      await ensure();
      return nearestOf(table, question, limit, allowedDocuments);
    },
    /** How many vectors are in memory (for tests and benchmarks). */
    size: () => table.count,
  };
}

export type VectorIndex = ReturnType<typeof createVectorIndex>;

/** The `limit` rows with the largest dot product with `question` (their cosine: all vectors have length 1). */
export function nearestOf(
  table: VectorTable,
  question: Float32Array,
  limit: number,
  allowedDocuments?: Set<string>,
): VectorHit[] {
  const { dims, count, matrix, passageIds, documentIds } = table;
  if (question.length !== dims || limit <= 0) return [];
  // The best so far, worst last; a row only enters when it beats the worst.
  const best: VectorHit[] = [];
  let worst = -Infinity;
  for (let r = 0; r < count; r++) {
    if (allowedDocuments && !allowedDocuments.has(documentIds[r]!)) continue;
    const off = r * dims;
    let dot = 0;
    for (let i = 0; i < dims; i++) dot += question[i]! * matrix[off + i]!;
    if (best.length === limit && dot <= worst) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.similarity < dot) at--;
    best.splice(at, 0, { passageId: passageIds[r]!, similarity: dot });
    if (best.length > limit) best.pop();
    worst = best.length === limit ? best[best.length - 1]!.similarity : -Infinity;
  }
  return best;
}

/** The COMPLETED documents a persona's chat may search (all of them without a persona). */
export async function searchableDocuments(database: Database, personaId: string | undefined): Promise<Set<string>> {
  const rows = await runSql<{ id: string }>(
    database,
    sql`SELECT d.id FROM ${documents} d WHERE d.status = 'COMPLETED' ${
      personaId
        ? sql`AND (NOT EXISTS (SELECT 1 FROM ${documentPersonas} a WHERE a.document_id = d.id)
                   OR EXISTS (SELECT 1 FROM ${documentPersonas} a WHERE a.document_id = d.id AND a.persona_id = ${personaId}))`
        : sql``
    }`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Embeds passages that have no vector of `provider.model` yet (new ones, or
 * all of them after the model changed), a batch at a time, and answers how
 * many it embedded. The state lives in the rows, so an interrupted run
 * resumes where it stopped, on this instance or another; two instances that
 * pick the same batch write the same vectors.
 */
export async function embedPendingPassages(
  database: Database,
  provider: EmbeddingsProvider,
  options: { batch?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const pending = await database.db
    .select({ id: passages.id, text: passages.text })
    .from(passages)
    .innerJoin(documents, and(eq(documents.id, passages.documentId), eq(documents.status, "COMPLETED")))
    .where(or(isNull(passages.embeddingModel), ne(passages.embeddingModel, provider.model)))
    .orderBy(passages.id)
    .limit(options.batch ?? EMBEDDING_BATCH);
  if (pending.length === 0) return 0;
  const vectors = await provider.embed(
    pending.map((p) => p.text),
    options.signal,
  );
  await database.db.transaction(async (tx) => {
    for (const [i, p] of pending.entries()) {
      await tx
        .update(passages)
        .set({ embedding: vectorBytes(vectors[i]!), embeddingModel: provider.model })
        .where(eq(passages.id, p.id));
    }
  });
  return pending.length;
}

/** How far embedding has come: passages of COMPLETED documents with a vector of `model`, of all of them. */
export async function embeddingProgress(database: Database, model: string): Promise<{ embedded: number; total: number }> {
  const [row] = await runSql<{ embedded: number | string; total: number | string }>(
    database,
    sql`SELECT count(*) FILTER (WHERE p.embedding_model = ${model}) AS embedded, count(*) AS total
        FROM ${passages} p JOIN ${documents} d ON d.id = p.document_id AND d.status = 'COMPLETED'`,
  );
  return { embedded: Number(row?.embedded ?? 0), total: Number(row?.total ?? 0) };
}

/** Reads the passages the vectors found, as search hits need them; passages gone or switched off since drop out. */
export async function readPassages(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return database.db
    .select({
      passageId: passages.id,
      documentId: passages.documentId,
      title: documents.title,
      text: passages.text,
      page: passages.page,
    })
    .from(passages)
    .innerJoin(documents, and(eq(documents.id, passages.documentId), eq(documents.status, "COMPLETED")))
    .where(and(inArray(passages.id, ids), eq(passages.disabled, false)));
}

/**
 * Keeps the passages' vectors current in the background: runs after each
 * change the database announces and every `intervalMs`, embeds until nothing
 * is pending, and backs off (up to ten minutes) while the provider fails.
 */
export function createEmbedder(options: {
  database: Database;
  provider: EmbeddingsProvider;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { database, provider, log } = options;
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!controller.signal.aborted && (await embedPendingPassages(database, provider, { signal: controller.signal })) > 0);
        failures = 0;
      } catch (err) {
        if (controller.signal.aborted) return;
        failures++;
        log.warn({ err, failures }, "embedding passages failed; search stays lexical for them until a retry works");
      }
    } while (again && !controller.signal.aborted);
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  }

  function run(): Promise<void> {
    if (controller.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
      const backoff = failures > 0 ? Math.min(600_000, 5_000 * 2 ** (failures - 1)) : (options.intervalMs ?? 60_000);
      schedule(backoff);
    });
    return running;
  }

  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;
  return {
    /** Embeds what is pending now, after every change the database announces, and every `intervalMs`. */
    start() {
      unlisten = database
        .listen(SEARCH_CHANGED_CHANNEL, () => void run())
        .catch((err: unknown) => {
          log.warn({ err }, "embedder: no change announcements; it embeds on its interval only");
          return undefined;
        });
      void run();
    },
    /** Embeds what is pending now; resolves when this round is done. */
    run,
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running;
      await (
        await unlisten
      )?.();
    },
  };
}

export type Embedder = ReturnType<typeof createEmbedder>;

/** Reciprocal rank fusion's constant: ranks further down weigh less, but not much less. */
export const RRF_K = 60;

/** Fuses ranked lists of keys by reciprocal rank: each list adds 1 / (RRF_K + rank) for each key it holds. */
export function fuseRanks<K>(lists: K[][]): { key: K; score: number }[] {
  const scores = new Map<K, number>();
  for (const list of lists)
    list.forEach((key, rank) => {
      scores.set(key, (scores.get(key) ?? 0) + 1 / (RRF_K + rank + 1));
    });
  return [...scores.entries()].map(([key, score]) => ({ key, score })).sort((a, b) => b.score - a.score);
}

/** A question's vector, or undefined when the provider fails or takes longer than `timeoutMs`. */
export async function embedQuestion(
  provider: EmbeddingsProvider,
  question: string,
  timeoutMs: number,
  log?: FastifyBaseLogger,
): Promise<Float32Array | undefined> {
  try {
    // The provider's vectors already have length 1.
    const [vector] = await provider.embed([question], AbortSignal.timeout(timeoutMs));
    return vector;
  } catch (err) {
    log?.warn({ err }, "embedding the question failed; this search is lexical only");
    return undefined;
  }
}
