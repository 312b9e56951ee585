import type { Database } from "../../db/client";
import { topicOf } from "../../providers/offline-coach/topics";

/**
 * The coaching topic as a signal of the knowledge search (docs/decisions/057-topic-of-a-document.md).
 * A paraphrased question shares few words with the passage that answers it, but it often names the
 * same topic as the handout: "platt und dünnhäutig" and a handout on burnout are both stress, "night
 * shift sleep tips" and a German handout on shift work both sleep. The topics and their words are the
 * offline coach's (36 topics, German and English, written for how visitors talk).
 */

/** A passage's topic as stored in `passages.topic`: "" when its words name none. */
export function passageTopic(text: string): string {
  return topicOf(text) ?? "";
}

/** The question's topic, if its words name one. */
export function questionTopic(question: string): string | undefined {
  return topicOf(question);
}

/** How many of a document's passages name the question's topic, of those that name any. */
export interface TopicCount {
  onTopic: number;
  withTopic: number;
}

/** A title naming the topic counts as this many passages: a handout's title says what it is about. */
export const TITLE_PASSAGES = 2;

/**
 * Of the top score, the share a hit gains when all of its document is on the question's topic (in
 * proportion below that). Chosen on the tuning part of the retrieval set: 0.5 to 2 rank it alike.
 */
export const TOPIC_WEIGHT = 1;

/** Passages ranked before the topic reorders them: enough to lift the right handout from tenth to first. */
export const TOPIC_DEPTH = 20;

/** Titles read for their topic, so a search does not read the same titles again (bounded: cleared when full). */
const titleTopics = new Map<string, string | undefined>();
const TITLE_CACHE = 2000;

function titleTopic(title: string): string | undefined {
  if (titleTopics.has(title)) return titleTopics.get(title);
  if (titleTopics.size >= TITLE_CACHE) titleTopics.clear();
  const topic = topicOf(title.replace(/\.\w{2,4}$/, "").replace(/[-_]+/g, " "));
  titleTopics.set(title, topic);
  return topic;
}

/** The share of a document on the question's topic, from its passages' topics and its title. */
export function topicShare(topic: string, title: string, count: TopicCount | undefined): number {
  const titled = titleTopic(title);
  const onTopic = (count?.onTopic ?? 0) + (titled === topic ? TITLE_PASSAGES : 0);
  const withTopic = (count?.withTopic ?? 0) + (titled ? TITLE_PASSAGES : 0);
  return withTopic > 0 ? onTopic / withTopic : 0;
}

/**
 * Hits reordered by the topic: each gains TOPIC_WEIGHT × the best score × its document's share on the
 * question's topic, and names the topic when it gained. The order of equal scores is kept.
 */
export function rerankByTopic<T extends { documentId: string; title: string; score: number; topic?: string }>(
  hits: T[],
  topic: string,
  counts: ReadonlyMap<string, TopicCount>,
): T[] {
  if (hits.length === 0) return hits;
  const best = Math.max(...hits.map((h) => h.score));
  const shares = new Map<string, number>();
  for (const h of hits)
    if (!shares.has(h.documentId)) shares.set(h.documentId, topicShare(topic, h.title, counts.get(h.documentId)));
  return hits
    .map((hit, i) => {
      const share = shares.get(hit.documentId)!;
      return { hit: { ...hit, score: hit.score + TOPIC_WEIGHT * best * share, ...(share > 0 ? { topic } : {}) }, i };
    })
    .sort((a, b) => b.hit.score - a.hit.score || a.i - b.i)
    .map(({ hit }) => hit);
}

/** Passages read and written per statement while filling in topics. */
const FILL_BATCH = 500;

/**
 * Reads the topic of every passage that has none yet (those indexed before topics were stored); returns how
 * many. A passage edited meanwhile keeps the topic its edit wrote.
 */
export async function fillPassageTopics(database: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await database.query<{ id: number | string; text: string }>(
      `SELECT id, text FROM passages WHERE topic IS NULL ORDER BY id LIMIT ${FILL_BATCH}`,
    );
    if (rows.length === 0) return filled;
    await database.query(
      `UPDATE passages p SET topic = v.topic FROM unnest($1::bigint[], $2::text[]) AS v(id, topic)
       WHERE p.id = v.id AND p.topic IS NULL`,
      [rows.map((r) => Number(r.id)), rows.map((r) => passageTopic(r.text))],
    );
    filled += rows.length;
  }
}
