import type { Lexicon } from "./lexicon";
import type { PassageRow, RankInput } from "./queries";
import type { TopicCount } from "./topics";
import { coverDensity, parseTsvector } from "./tsvector";

/**
 * The in-process search index's data (memory-index.ts): the passages and documents in memory, the
 * inverted index lexeme → passages per language (Postings) with the term statistics, and the
 * ranking of passages (rankPassages of queries.ts, done on them). A Snapshot is a corpus with the
 * lexicon searched beside it.
 */

export type Language = "de" | "en";
export const LANGUAGES: Language[] = ["de", "en"];

/** The passages containing a lexeme (slots, ascending) and its number of positions in each. */
class Postings {
  slots: Int32Array;
  counts: Uint16Array;
  n = 0;
  constructor(capacity = 4) {
    this.slots = new Int32Array(capacity);
    this.counts = new Uint16Array(capacity);
  }
  push(slot: number, count: number) {
    if (this.n === this.slots.length) {
      const slots = new Int32Array(this.n * 2);
      slots.set(this.slots);
      this.slots = slots;
      const counts = new Uint16Array(this.n * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.slots[this.n] = slot;
    this.counts[this.n] = Math.min(count, 65535);
    this.n++;
  }
  /** Drops spare capacity (after a full load). */
  trim() {
    if (this.slots.length > this.n) {
      this.slots = this.slots.slice(0, this.n);
      this.counts = this.counts.slice(0, this.n);
    }
  }
  /** Keeps the slots `alive` says are; answers how many remain. */
  compact(alive: Uint8Array): number {
    let w = 0;
    for (let r = 0; r < this.n; r++) {
      const s = this.slots[r]!;
      if (alive[s]) {
        this.slots[w] = s;
        this.counts[w] = this.counts[r]!;
        w++;
      }
    }
    this.n = w;
    return w;
  }
  /** The index of `slot`, or −1. */
  find(slot: number): number {
    let lo = 0;
    let hi = this.n - 1;
    const slots = this.slots;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const s = slots[mid]!;
      if (s < slot) lo = mid + 1;
      else if (s > slot) hi = mid - 1;
      else return mid;
    }
    return -1;
  }
}

interface DocumentEntry {
  id: string;
  title: string;
  completed: boolean;
  /** The personas it is assigned to; none means it serves every persona. */
  personas: Set<string>;
  /** Its passages' slots. */
  slots: number[];
}

export interface PassageInput {
  id: number;
  documentId: string;
  page: number;
  language: string;
  text: string;
  tsv: string;
  /** Switched off by an operator: counted in the term statistics (as the database counts it), never a candidate. */
  disabled: boolean;
  /** passages.topic: "" when none, null until read (then it counts as none, as the database counts it). */
  topic: string | null;
}

/** Passages, documents and the inverted index; changed in synchronous steps, so a search never sees half a change. */
export class Corpus {
  readonly documents = new Map<string, DocumentEntry>();
  /** Per slot (a passage's place, never reused): */
  ids: number[] = [];
  docs: DocumentEntry[] = [];
  pages: number[] = [];
  sizes: number[] = [];
  texts: string[] = [];
  languages: Language[] = [];
  /** Length of the tsvector's text: with the text, what tells an unchanged passage on reload. */
  tsvLengths: number[] = [];
  /** Switched off by an operator (passages.disabled). */
  disabled: boolean[] = [];
  /** passages.topic, "" for none. */
  topics: string[] = [];
  alive = new Uint8Array(1024);
  readonly postings: Record<Language, Map<string, Postings>> = { de: new Map(), en: new Map() };
  /** Passages per language (of every status, as search_totals counts them). */
  readonly totals: Record<Language, number> = { de: 0, en: 0 };
  /** Slots whose passage is gone. */
  dead = 0;
  // Scratch space of the ranking, per slot: a stamp per search and the candidate's index.
  private stamp = 0;
  private seen = new Int32Array(1024);
  private chosen = new Int32Array(1024);
  private place = new Int32Array(1024);

  get slotCount(): number {
    return this.ids.length;
  }

  setDocument(id: string, title: string, status: string, personas: string[]) {
    const known = this.documents.get(id);
    if (known) {
      known.title = title;
      known.completed = status === "COMPLETED";
      known.personas = new Set(personas);
    } else {
      this.documents.set(id, { id, title, completed: status === "COMPLETED", personas: new Set(personas), slots: [] });
    }
  }

  private grow(size: number) {
    if (size <= this.alive.length) return;
    const capacity = Math.max(size, this.alive.length * 2);
    const alive = new Uint8Array(capacity);
    alive.set(this.alive);
    this.alive = alive;
    this.seen = new Int32Array(capacity);
    this.chosen = new Int32Array(capacity);
    this.place = new Int32Array(capacity);
    this.stamp = 0;
  }

  addPassage(p: PassageInput) {
    const doc = this.documents.get(p.documentId);
    const language: Language | undefined = p.language === "de" || p.language === "en" ? p.language : undefined;
    if (!doc || !language) return;
    const slot = this.ids.length;
    this.grow(slot + 1);
    const postings = this.postings[language];
    const size = parseTsvector(p.tsv, (lexeme, positions) => {
      let list = postings.get(lexeme);
      if (!list) postings.set(lexeme, (list = new Postings()));
      list.push(slot, positions);
    });
    this.ids.push(Number(p.id));
    this.docs.push(doc);
    this.pages.push(Number(p.page));
    this.sizes.push(size);
    this.texts.push(p.text);
    this.languages.push(language);
    this.tsvLengths.push(p.tsv.length);
    this.disabled.push(p.disabled);
    this.topics.push(p.topic ?? "");
    this.alive[slot] = 1;
    doc.slots.push(slot);
    this.totals[language]++;
  }

  /** Forgets a document's passages (and the document, unless `keepDocument`); compact() then drops them from the postings. */
  removePassages(id: string, keepDocument: boolean) {
    const doc = this.documents.get(id);
    if (!doc) return;
    for (const slot of doc.slots) {
      if (!this.alive[slot]) continue;
      this.alive[slot] = 0;
      this.totals[this.languages[slot]!]--;
      this.texts[slot] = "";
      this.dead++;
    }
    doc.slots = [];
    if (!keepDocument) this.documents.delete(id);
  }

  /** Drops removed passages from every posting list (one pass over the index) and lexemes no passage has left. */
  compact() {
    for (const language of LANGUAGES) {
      for (const [lexeme, list] of this.postings[language])
        if (list.compact(this.alive) === 0) this.postings[language].delete(lexeme);
    }
  }

  trim() {
    for (const language of LANGUAGES) for (const list of this.postings[language].values()) list.trim();
  }

  /** topicCounts (queries.ts) in memory: per document, its passages on `topic` and those on any, none switched off. */
  topicCounts(documentIds: string[], topic: string): Map<string, TopicCount> {
    const counts = new Map<string, TopicCount>();
    for (const id of documentIds) {
      const doc = this.documents.get(id);
      if (!doc || counts.has(id)) continue;
      let onTopic = 0;
      let withTopic = 0;
      for (const slot of doc.slots) {
        const t = this.topics[slot]!;
        if (!this.alive[slot] || this.disabled[slot] || t === "") continue;
        withTopic++;
        if (t === topic) onTopic++;
      }
      if (withTopic > 0) counts.set(id, { onTopic, withTopic });
    }
    return counts;
  }

  df(language: Language, lexeme: string): number {
    return this.postings[language].get(lexeme)?.n ?? 0;
  }

  /**
   * rankPassages (queries.ts) in memory: per language, the passages of
   * COMPLETED documents serving the persona, not switched off, that contain a candidate lexeme
   * (at most `maxCandidates`, the earliest loaded: the statement takes any),
   * scored by the weights of the terms they contain, the best `rerank` of
   * them (ties: fewer distinct lexemes, then lower id) plus cover density,
   * then all languages together.
   */
  rank(input: RankInput): PassageRow[] {
    const best: { slot: number; base: number; score: number }[] = [];
    const serves = (doc: DocumentEntry) =>
      doc.completed && (!input.personaId || doc.personas.size === 0 || doc.personas.has(input.personaId));
    for (const l of input.languages) {
      const postings = this.postings[l.language];
      const stamp = ++this.stamp;
      const { seen, chosen, place, sizes, ids } = this;
      let candidates: number[] = [];
      for (const lexeme of l.candidateLexemes) {
        const list = postings.get(lexeme);
        if (!list) continue;
        for (let k = 0; k < list.n; k++) {
          const slot = list.slots[k]!;
          if (seen[slot] === stamp) continue;
          seen[slot] = stamp;
          if (serves(this.docs[slot]!) && !this.disabled[slot]) candidates.push(slot);
        }
      }
      if (candidates.length > input.maxCandidates) candidates = candidates.sort((a, b) => a - b).slice(0, input.maxCandidates);
      const count = candidates.length;
      if (count === 0) continue;
      for (let i = 0; i < count; i++) {
        chosen[candidates[i]!] = stamp;
        place[candidates[i]!] = i;
      }
      const base = new Float64Array(count);
      const positions = new Int32Array(count);
      // Term by term, in the statement's order, so each passage's weights add up in the same order.
      for (const term of l.terms) {
        const list = postings.get(term.lexeme);
        if (!list) continue;
        if (list.n <= count * 8) {
          for (let k = 0; k < list.n; k++) {
            const slot = list.slots[k]!;
            if (chosen[slot] !== stamp) continue;
            const i = place[slot]!;
            base[i]! += term.weight;
            positions[i]! += list.counts[k]!;
          }
        } else {
          for (let i = 0; i < count; i++) {
            const k = list.find(candidates[i]!);
            if (k < 0) continue;
            base[i]! += term.weight;
            positions[i]! += list.counts[k]!;
          }
        }
      }
      // The best `rerank` by weight (ties: fewer distinct lexemes, then lower id), kept sorted, worst last.
      const before = (a: number, b: number) =>
        base[a]! > base[b]! ||
        (base[a] === base[b] &&
          (sizes[candidates[a]!]! < sizes[candidates[b]!]! ||
            (sizes[candidates[a]!] === sizes[candidates[b]!] && ids[candidates[a]!]! < ids[candidates[b]!]!)));
      const top: number[] = [];
      for (let i = 0; i < count; i++) {
        if (top.length === input.rerank && !before(i, top[top.length - 1]!)) continue;
        let at = top.length;
        while (at > 0 && before(i, top[at - 1]!)) at--;
        top.splice(at, 0, i);
        if (top.length > input.rerank) top.pop();
      }
      for (const i of top) best.push({ slot: candidates[i]!, base: base[i]!, score: base[i]! + coverDensity(positions[i]!) });
    }
    best.sort((a, b) => b.score - a.score || this.sizes[a.slot]! - this.sizes[b.slot]! || this.ids[a.slot]! - this.ids[b.slot]!);
    return best.slice(0, input.limit).map(({ slot, base, score }) => ({
      passageId: this.ids[slot]!,
      documentId: this.docs[slot]!.id,
      title: this.docs[slot]!.title,
      text: this.texts[slot]!,
      page: this.pages[slot]!,
      score,
      matched: base,
      language: this.languages[slot]!,
    }));
  }
}

/** What a search reads: the corpus and the lexicon, replaced together. */
export interface Snapshot {
  corpus: Corpus;
  lexicon: Lexicon;
}
