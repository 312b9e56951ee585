import type { ChatSource } from "#shared/schemas/chat";
import type { KnowledgeHit } from "../search/service";

/** Characters of a passage an answer must repeat word for word to count as quoting it. */
const QUOTE_CHARS = 40;
/** Distinct long words (seven letters or more, compared by their first six) an answer must share with a passage it paraphrases. */
const SHARED_WORDS = 4;

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}

function longWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{7,}/gu) ?? []).map((w) => w.slice(0, 6)));
}

/** Whether `reply` quotes `passage` (a stretch of it word for word) or clearly draws on it (several of its long words). */
export function drawsOn(reply: string, passage: string): boolean {
  const r = normalise(reply);
  const p = normalise(passage);
  for (let i = 0; i + QUOTE_CHARS <= p.length; i += 10) if (r.includes(p.slice(i, i + QUOTE_CHARS))) return true;
  const asked = longWords(reply);
  return [...longWords(passage)].filter((w) => asked.has(w)).length >= SHARED_WORDS;
}

/**
 * The sources of an answer: the passages it used, not every passage retrieval
 * offered, each with its document and page, one entry per document and page,
 * in retrieval order.
 */
export function usedSources(reply: string, hits: KnowledgeHit[]): ChatSource[] {
  const out = new Map<string, ChatSource>();
  for (const h of hits) {
    if (!drawsOn(reply, h.text)) continue;
    const key = `${h.documentId}:${h.page}`;
    if (!out.has(key)) out.set(key, { documentId: h.documentId, title: h.title, page: h.page });
  }
  return [...out.values()];
}

/** The sources with the address of each that is a web page, so the answer links the page it names. */
export async function withPageUrls(
  sources: ChatSource[],
  documents: { pageUrls(ids: readonly string[]): Promise<Map<string, string>> },
): Promise<ChatSource[]> {
  if (sources.length === 0) return sources;
  const urls = await documents.pageUrls(sources.map((s) => s.documentId));
  return sources.map((s) => (urls.has(s.documentId) ? { ...s, url: urls.get(s.documentId) } : s));
}
