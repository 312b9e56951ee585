import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { EmbeddingsProvider } from "../../providers/embeddings";
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  SEARCH_CHANGED_CHANNEL,
  searchKnowledge,
  searchableQuery,
  type KnowledgeHit,
  type SearchBackend,
  type SearchOptions,
} from "./search";
import { createSearchIndex } from "./memory-index";
import { createVectorIndex, embedQuestion, fuseRanks, readPassages, searchableDocuments, type VectorIndex } from "./semantic";
import { loadThesauri } from "./thesaurus";
import { RELEVANCE_THRESHOLD } from "./explained";

/** What other features use of search: the cached search, its hits and the lexicon's words. */
export { lexiconWords, type KnowledgeHit, type SearchOptions } from "./search";
export { createEmbedder, embeddingProgress, type Embedder } from "./semantic";

export { RELEVANCE_THRESHOLD, relevantHits, searchExplained, type ExplainedHit } from "./explained";
export { countPassageUse } from "./passage-use";
export { fillPassageTopics, passageTopic } from "./topics";

const CACHE_ENTRIES = 1000;
/** A safety net only: every change to passages or document status clears the cache at once. */
const CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * What makes two questions the same search: case, punctuation and spacing do
 * not count; the persona does (each persona searches its own documents).
 */
export function searchCacheKey(query: string, limit: number, options: SearchOptions = {}): string {
  return `${limit}:${options.personaId ?? "*"}:${query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()}`;
}

/** Semantic search's settings (docs/decisions/029-semantic-search.md). */
export interface SemanticOptions {
  provider: EmbeddingsProvider;
  /**
   * The cosine similarity at which a passage found by meaning counts as relevant as RELEVANCE_THRESHOLD
   * (and so reaches the coach); relevance grows in proportion above it.
   */
  minSimilarity: number;
  /** Milliseconds the question's embedding may take before the search goes on lexically. */
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

/** Each list fused holds this many passages: the lexical and the semantic ranking's best. */
const FUSION_DEPTH = MAX_SEARCH_LIMIT;

/** A passage's relevance from its similarity to the question: RELEVANCE_THRESHOLD at `minSimilarity`, linear, at most 1. */
export function similarityRelevance(similarity: number, minSimilarity: number): number {
  return Math.max(0, Math.min(1, (similarity / minSimilarity) * RELEVANCE_THRESHOLD));
}

/**
 * Lexical and semantic hits fused by reciprocal rank: a passage both find
 * comes first, one only the vectors find (a paraphrase, an English question
 * on a German handout) still gets a place. Relevance is the better of the two
 * measures, so the coach's threshold applies to both.
 */
async function fusedSearch(
  database: Database,
  semantic: SemanticOptions,
  index: VectorIndex,
  query: string,
  limit: number,
  options: SearchOptions,
  backend: SearchBackend | undefined,
): Promise<KnowledgeHit[]> {
  const n = Math.min(Math.max(1, Math.floor(limit)), MAX_SEARCH_LIMIT);
  const [lexical, vector] = await Promise.all([
    searchKnowledge(database, query, FUSION_DEPTH, options, backend),
    (async () => {
      const q = searchableQuery(query);
      if (!q) return [];
      const [question, allowed] = await Promise.all([
        embedQuestion(semantic.provider, q, semantic.timeoutMs, semantic.log),
        options.personaId ? searchableDocuments(database, options.personaId) : Promise.resolve(undefined),
      ]);
      return question ? index.nearest(question, FUSION_DEPTH, allowed) : [];
    })(),
  ]);
  if (vector.length === 0) return lexical.slice(0, n);
  const fused = fuseRanks([lexical.map((h) => h.passageId), vector.map((v) => v.passageId)]);
  const byId = new Map(lexical.map((h) => [h.passageId, h]));
  const similarity = new Map(vector.map((v) => [v.passageId, v.similarity]));
  const top = fused.slice(0, n);
  const missing = top.map((f) => f.key).filter((id) => !byId.has(id));
  for (const row of await readPassages(database, missing))
    byId.set(row.passageId, { ...row, passageId: Number(row.passageId), score: 0, relevance: 0 });
  return top.flatMap(({ key, score }) => {
    const hit = byId.get(key);
    if (!hit) return []; // deleted since the vectors were loaded
    const sim = similarity.get(key);
    return [
      {
        ...hit,
        score,
        relevance: Math.max(hit.relevance, sim === undefined ? 0 : similarityRelevance(sim, semantic.minSimilarity)),
        ...(sim === undefined ? {} : { similarity: sim }),
      },
    ];
  });
}

/** How the knowledge search runs (SEARCH_INDEX; tests and benchmarks pick). */
export interface KnowledgeSearchOptions {
  /** The in-process index (docs/decisions/032-in-process-search-index.md); true unless false. */
  index?: boolean;
  log?: FastifyBaseLogger;
  /** Told how long each search took, in seconds (the metrics). */
  onSearch?: (seconds: number) => void;
}

/**
 * Knowledge search with a per-instance cache of recent results and an
 * in-process index. Visitors ask the same things ("Was hilft gegen Stress?"),
 * and a cached answer costs no database work at all; a question not in the
 * cache is answered from the index (memory-index.ts), which gives what the
 * database's statements give without asking it. Both follow every change the
 * database announces on SEARCH_CHANGED_CHANNEL (uploads, re-indexing,
 * deletes, status and persona changes on any instance): the cache is
 * cleared, the index reloads the documents named. While the subscription is
 * down, nothing is cached and the index is not used; once it is back, the
 * cache is cleared and the index reloaded whole, since announcements may
 * have been missed. Until the index has caught up, searches run on the database.
 */
export function createKnowledgeSearch(database: Database, semantic?: SemanticOptions, settings: KnowledgeSearchOptions = {}) {
  loadThesauri();
  const cache = new Map<string, { hits: KnowledgeHit[]; at: number }>();
  const index = semantic ? createVectorIndex(database, semantic.provider.model) : undefined;
  const memory = settings.index === false ? undefined : createSearchIndex(database, settings.log ?? semantic?.log);
  /** Bumped on every invalidation, so a search that ran across one never stores its (old) result. */
  let generation = 0;
  let subscribed = false;
  const clear = () => {
    generation++;
    cache.clear();
    index?.invalidate();
  };
  const ready = database
    .listen(
      SEARCH_CHANGED_CHANNEL,
      (payload) => {
        clear();
        memory?.changed(payload);
      },
      () => {
        subscribed = true;
        clear();
        memory?.reloadAll();
      },
      () => {
        subscribed = false;
        clear();
      },
    )
    .then((unlisten) => {
      subscribed = true;
      memory?.reloadAll();
      return unlisten;
    })
    .catch(() => undefined);

  async function search(query: string, limit: number, options: SearchOptions): Promise<KnowledgeHit[]> {
    const key = searchCacheKey(query, limit, options);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
      // Refresh its place: the map's order is the eviction order.
      cache.delete(key);
      cache.set(key, hit);
      return hit.hits;
    }
    const started = generation;
    // The index only while it follows the announcements and holds all of them.
    const backend = subscribed && memory?.current() ? memory.backend : undefined;
    const hits =
      semantic && index
        ? await fusedSearch(database, semantic, index, query, limit, options, backend)
        : await searchKnowledge(database, query, limit, options, backend);
    // Without a live subscription nothing would clear the cache: then it is not used.
    if (subscribed && started === generation) {
      cache.set(key, { hits, at: Date.now() });
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    }
    return hits;
  }

  return {
    async search(query: string, limit = DEFAULT_SEARCH_LIMIT, options: SearchOptions = {}): Promise<KnowledgeHit[]> {
      const started = performance.now();
      try {
        return await search(query, limit, options);
      } finally {
        settings.onSearch?.((performance.now() - started) / 1000);
      }
    },
    /** Whether questions are also searched by meaning (an embeddings provider is configured). */
    semantic: semantic !== undefined,
    /** Resolves once the invalidation subscription is live (before that, nothing is cached). */
    ready: ready.then(() => undefined),
    /** Whether a search now would use the in-process index (tests, benchmarks). */
    indexed: () => subscribed && memory?.current() === true,
    /** Resolves when the in-process index has caught up with every announcement so far (tests, benchmarks). */
    indexSettled: async () => memory?.settled(),
    /** The in-process index's size. */
    indexStats: () => memory?.stats(),
    async close() {
      memory?.close();
      clear();
      const unlisten = await ready;
      await unlisten?.();
    },
  };
}

export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
