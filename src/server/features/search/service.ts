import type { Database } from "../../db/client";
import { DEFAULT_SEARCH_LIMIT, searchKnowledge, type KnowledgeHit, type SearchOptions } from "./search";
import { loadThesauri } from "./thesaurus";

/** What other features use of search: the cached search, its hits and the lexicon's words. */
export { lexiconWords, type KnowledgeHit, type SearchOptions } from "./search";

/**
 * The coach only gets passages at least this relevant (`KnowledgeHit.relevance`): a weak match quoted
 * answers a question nobody asked. Calibrated on the tuning part of our retrieval set and on questions
 * no handout answers (docs/decisions/024-search-vocabulary.md): at 0.3, 92 % of right first passages
 * stay, a third of wrong ones and a quarter of those found for off-topic questions.
 */
export const RELEVANCE_THRESHOLD = 0.3;

/** The hits worth giving the coach. */
export function relevantHits(hits: KnowledgeHit[]): KnowledgeHit[] {
  return hits.filter((h) => h.relevance >= RELEVANCE_THRESHOLD);
}

/** Channel on which the database announces every change that search could see (migration 0003). */
export const SEARCH_CHANGED_CHANNEL = "search_changed";
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

/**
 * Knowledge search with a per-instance cache of recent results. Visitors ask
 * the same things ("Was hilft gegen Stress?"), and a cached answer costs no
 * database work at all. The cache is cleared by every change the database
 * announces on SEARCH_CHANGED_CHANNEL (uploads, re-indexing, deletes, status
 * changes on any instance) and whenever that subscription was interrupted,
 * since announcements may have been missed then.
 */
export function createKnowledgeSearch(database: Database) {
  loadThesauri();
  const cache = new Map<string, { hits: KnowledgeHit[]; at: number }>();
  /** Bumped on every invalidation, so a search that ran across one never stores its (old) result. */
  let generation = 0;
  let subscribed = false;
  const clear = () => {
    generation++;
    cache.clear();
  };
  const ready = database
    .listen(SEARCH_CHANGED_CHANNEL, clear, clear)
    .then((unlisten) => {
      subscribed = true;
      return unlisten;
    })
    .catch(() => undefined);

  return {
    async search(query: string, limit = DEFAULT_SEARCH_LIMIT, options: SearchOptions = {}): Promise<KnowledgeHit[]> {
      const key = searchCacheKey(query, limit, options);
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
        // Refresh its place: the map's order is the eviction order.
        cache.delete(key);
        cache.set(key, hit);
        return hit.hits;
      }
      const started = generation;
      const hits = await searchKnowledge(database, query, limit, options);
      // Without a live subscription nothing would clear the cache: then it is not used.
      if (subscribed && started === generation) {
        cache.set(key, { hits, at: Date.now() });
        if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      }
      return hits;
    },
    /** Resolves once the invalidation subscription is live (before that, nothing is cached). */
    ready: ready.then(() => undefined),
    async close() {
      clear();
      const unlisten = await ready;
      await unlisten?.();
    },
  };
}

export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
