import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { lexiconWords, type SearchBackend } from "./search";
import { codePointLength, compareCodePoints, Lexicon } from "./lexicon";
import type { PassageRow, QuestionTermsInput, RankInput, TermRow } from "./queries";

/**
 * The knowledge search's corpus in this process's memory
 * (docs/decisions/032-in-process-search-index.md): every passage's lexemes
 * from its stored tsvector (so stems are the database's), an inverted index
 * lexeme → passages per language with the term statistics, the documents'
 * titles, status and personas, and the lexicon. It answers the two steps of
 * searchKnowledge (SearchBackend) as the database's statements do, without a
 * round trip; only stemming a question word it has never seen asks the
 * database (one query for all of them), and remembers the answer.
 *
 * It is kept current from the database's announcements (SEARCH_CHANGED_CHANNEL,
 * which name the documents that changed) by reloading those documents; an
 * announcement without documents, or a subscription that was lost and is
 * back, reloads everything. Between an announcement and the end of its
 * reload, and whenever the owner has no live subscription, `current()` is
 * false and the owner searches with SQL instead.
 */

type Language = "de" | "en";
const LANGUAGES: Language[] = ["de", "en"];

/** Passages read per query during a full load: PGlite runs in this thread, so smaller reads keep requests flowing. */
const LOAD_BATCH = 2000;
/** Words of the lexicon read per query during a full load. */
const WORDS_BATCH = 20_000;
/** Distinct question pieces whose stems are remembered (about 100 bytes each). */
const STEM_CACHE = 50_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** After a failed reload, the next try waits this long (doubling up to a minute). */
const RETRY_MS = 1000;

/** ts_rank_cd's weight of an unweighted (D) position, as PostgreSQL holds it: a float4. */
const INVERSE_WEIGHT_D = 1 / Math.fround(0.1);

/**
 * ts_rank_cd(tsvector, q, 32) for a query of alternatives (`'a' | 'b'`), from the
 * number of positions of the passage where one of them occurs: every such
 * position is a cover of its own and adds 1 / (1 / 0.1) (all positions of
 * to_tsvector weigh D); normalisation 32 is rank / (rank + 1); the result a float4.
 */
export function coverDensity(positions: number): number {
  const cover = 1 / INVERSE_WEIGHT_D;
  let rank = 0;
  for (let i = 0; i < positions; i++) rank += cover;
  return Math.fround(rank / (rank + 1));
}

/**
 * Reads a tsvector's text form (`'lexeme':1,5 'it''s':3`), calling `onLexeme`
 * with each lexeme and its number of positions (1 for a lexeme without any,
 * which ts_rank_cd counts as one); answers the number of lexemes.
 */
export function parseTsvector(text: string, onLexeme: (lexeme: string, positions: number) => void): number {
  let i = 0;
  let count = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    if (text.charCodeAt(i) !== 39) throw new Error(`Unexpected tsvector text at ${i}`);
    i++;
    let lexeme = "";
    let start = i;
    for (;;) {
      if (i >= n) throw new Error("Unterminated lexeme in tsvector text");
      const c = text.charCodeAt(i);
      if (c === 39) {
        if (text.charCodeAt(i + 1) === 39) {
          lexeme += text.slice(start, i + 1);
          i += 2;
          start = i;
          continue;
        }
        lexeme += text.slice(start, i);
        i++;
        break;
      }
      if (c === 92) {
        lexeme += text.slice(start, i) + text.charAt(i + 1);
        i += 2;
        start = i;
        continue;
      }
      i++;
    }
    let positions = 1;
    if (text.charCodeAt(i) === 58) {
      i++;
      while (i < n && text.charCodeAt(i) !== 32) {
        if (text.charCodeAt(i) === 44) positions++;
        i++;
      }
    }
    count++;
    onLexeme(lexeme, positions);
  }
  return count;
}

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

interface PassageInput {
  id: number;
  documentId: string;
  page: number;
  language: string;
  text: string;
  tsv: string;
}

/** Passages, documents and the inverted index; changed in synchronous steps, so a search never sees half a change. */
class Corpus {
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

  df(language: Language, lexeme: string): number {
    return this.postings[language].get(lexeme)?.n ?? 0;
  }

  /**
   * rankPassages (queries.ts) in memory: per language, the passages of
   * COMPLETED documents serving the persona that contain a candidate lexeme
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
          if (serves(this.docs[slot]!)) candidates.push(slot);
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

/**
 * The database's stemming of question text, remembered piece by piece: a text
 * is cut at spaces (no token of PostgreSQL's parser spans one, so the lexemes
 * of a text are those of its pieces together), and each piece's lexemes in
 * both configurations are asked once, all unknown pieces of a search in one
 * query. Exact by construction, where a stemmer in JavaScript would have to
 * match PostgreSQL's parser, stop words and Snowball version word for word.
 */
export class Stems {
  private readonly cache = new Map<string, Record<Language, string[]>>();
  constructor(
    private readonly database: Database,
    private readonly limit = STEM_CACHE,
  ) {}

  static pieces(text: string): string[] {
    return text.split(/[ \t\n\r]+/).filter(Boolean);
  }

  /** The lexemes of each text per language (a function over pieces asked now, so eviction cannot take them away). */
  async lexer(texts: string[]): Promise<(text: string, language: Language) => Set<string>> {
    const known = new Map<string, Record<Language, string[]>>();
    const missing: string[] = [];
    for (const text of texts) {
      for (const piece of Stems.pieces(text)) {
        if (known.has(piece)) continue;
        const cached = this.cache.get(piece);
        if (cached) known.set(piece, cached);
        else if (!missing.includes(piece)) missing.push(piece);
      }
    }
    if (missing.length > 0) {
      const rows = await this.database.query<{ de: string[] | null; en: string[] | null }>(
        `SELECT tsvector_to_array(to_tsvector('german', c)) AS de, tsvector_to_array(to_tsvector('english', c)) AS en
         FROM unnest($1::text[]) WITH ORDINALITY AS t(c, i) ORDER BY i`,
        [missing],
        { prepareAs: "search_index_stems_v1" },
      );
      missing.forEach((piece, i) => {
        const stems = { de: rows[i]?.de ?? [], en: rows[i]?.en ?? [] };
        known.set(piece, stems);
        this.cache.set(piece, stems);
        if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
      });
    }
    return (text, language) => {
      const out = new Set<string>();
      for (const piece of Stems.pieces(text)) for (const lexeme of known.get(piece)?.[language] ?? []) out.add(lexeme);
      return out;
    };
  }

  get size(): number {
    return this.cache.size;
  }
}

interface Snapshot {
  corpus: Corpus;
  lexicon: Lexicon;
}

/**
 * findQuestionTerms (queries.ts) in memory: the question's stems, the
 * lexicon's expansions of its fuzzy words (compound parts, compounds, same
 * root, typos), the synonyms' stems, each stem the corpus has with its
 * statistics, ordered by language and lexeme byte-wise as the statement orders them.
 */
async function questionTerms(stems: Stems, { corpus, lexicon }: Snapshot, input: QuestionTermsInput): Promise<TermRow[]> {
  const words = input.fuzzyWords.map((w) => ({ w, known: lexicon.has(w), length: codePointLength(w) }));
  const related: { w: string; word: string; known: boolean }[] = [];
  for (const u of words) {
    const chars = Array.from(u.w);
    if (!u.known || u.length >= 8) {
      for (let n = 4; n <= u.length - 1; n++) {
        for (const x of [chars.slice(0, n).join(""), chars.slice(u.length - n).join("")])
          if (lexicon.has(x)) related.push({ w: u.w, word: x, known: u.known });
      }
    }
    if (!u.known || u.length >= 6) for (const word of lexicon.containing(u.w, 3)) related.push({ w: u.w, word, known: u.known });
    if (u.length >= 8) {
      const prefix = chars.slice(0, Math.max(6, Math.floor((u.length * 6) / 10))).join("");
      for (const word of lexicon.startingWith(prefix, u.w, 3)) related.push({ w: u.w, word, known: u.known });
    }
  }
  const expansions = new Map<string, { word: string; known: boolean }>();
  for (const r of related) expansions.set(`${r.known}:${r.word}`, { word: r.word, known: r.known });
  const stoodIn = new Set(related.map((r) => r.w));
  for (const u of words) {
    if (u.known || u.length < 6 || stoodIn.has(u.w)) continue;
    for (const word of lexicon.similar(u.w, input.typoSimilarity, 2)) expansions.set(`false:${word}`, { word, known: false });
  }

  const synonyms = input.synonyms.join(" ");
  const lexemes = await stems.lexer([input.question, input.asked, synonyms, ...[...expansions.values()].map((e) => e.word)]);
  const out: TermRow[] = [];
  for (const language of LANGUAGES) {
    const total = corpus.totals[language];
    if (total <= 0) continue;
    const boosts = new Map<string, number>();
    const raise = (lexeme: string, boost: number) => boosts.set(lexeme, Math.max(boosts.get(lexeme) ?? -Infinity, boost));
    for (const lexeme of lexemes(input.question, language)) raise(lexeme, 1);
    for (const e of expansions.values())
      for (const lexeme of lexemes(e.word, language)) raise(lexeme, e.known ? input.knownExpansionBoost : input.fuzzyBoost);
    if (input.synonymLanguages.includes(language))
      for (const lexeme of lexemes(synonyms, language)) raise(lexeme, input.synonymBoost);
    const asked = lexemes(input.asked, language).size;
    const rows: TermRow[] = [];
    for (const [lexeme, boost] of boosts) {
      const df = corpus.df(language, lexeme);
      if (df > 0) rows.push({ language, lexeme, boost, df, total, asked });
    }
    out.push(...rows.sort((a, b) => compareCodePoints(a.lexeme, b.lexeme)));
  }
  return out;
}

/** pg_trgm counts non-ASCII letters as word characters when the database's character type knows them (UTF-8 locales do). */
async function unicodeTrigrams(database: Database): Promise<boolean> {
  const [row] = await database.query<{ s: number }>("SELECT similarity('aä', 'a')::float8 AS s");
  return Number(row?.s) < 1;
}

export interface SearchIndexStats {
  passages: number;
  documents: number;
  lexemes: number;
  postings: number;
  words: number;
  stems: number;
}

/** The in-process index of one server instance; see the top of this file. */
export function createSearchIndex(database: Database, log?: FastifyBaseLogger) {
  let snapshot: Snapshot | undefined;
  const stems = new Stems(database);
  /** Documents announced as changed and not yet reloaded; "all" for a full reload. */
  let pending: Set<string> | "all" = "all";
  let running: Promise<void> | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let unicodeWords: boolean | undefined;

  async function documentRows(ids?: string[]) {
    const filter = ids ? "WHERE d.id = ANY($1::uuid[])" : "";
    const params = ids ? [ids] : [];
    const [docs, personas] = await Promise.all([
      database.query<{ id: string; title: string; status: string }>(
        `SELECT d.id, d.title, d.status FROM documents d ${filter}`,
        params,
      ),
      database.query<{ documentId: string; personaId: string }>(
        `SELECT a.document_id AS "documentId", a.persona_id AS "personaId" FROM document_personas a
         ${ids ? "WHERE a.document_id = ANY($1::uuid[])" : ""}`,
        params,
      ),
    ]);
    const assigned = new Map<string, string[]>();
    for (const a of personas) assigned.set(a.documentId, [...(assigned.get(a.documentId) ?? []), a.personaId]);
    return docs.map((d) => ({ ...d, personas: assigned.get(d.id) ?? [] }));
  }

  const PASSAGE_COLUMNS = `p.id, p.document_id AS "documentId", p.page, p.language, p.text, p.tsv::text AS tsv`;

  async function fullLoad(): Promise<Snapshot> {
    unicodeWords ??= await unicodeTrigrams(database);
    const corpus = new Corpus();
    const lexicon = new Lexicon(unicodeWords);
    for (const d of await documentRows()) corpus.setDocument(d.id, d.title, d.status, d.personas);
    for (let after = 0; ;) {
      const rows = await database.query<PassageInput>(
        `SELECT ${PASSAGE_COLUMNS} FROM passages p WHERE p.id > $1 ORDER BY p.id LIMIT ${LOAD_BATCH}`,
        [after],
      );
      for (const row of rows) corpus.addPassage(row);
      if (rows.length < LOAD_BATCH) break;
      after = Number(rows[rows.length - 1]!.id);
    }
    corpus.trim();
    await loadLexicon(lexicon);
    return { corpus, lexicon };
  }

  async function loadLexicon(lexicon: Lexicon) {
    for (let after = ""; ;) {
      const rows = await database.query<{ word: string }>(
        `SELECT word FROM search_words WHERE word COLLATE "C" > $1 ORDER BY word COLLATE "C" LIMIT ${WORDS_BATCH}`,
        [after],
      );
      lexicon.add(rows.map((r) => r.word));
      if (rows.length < WORDS_BATCH) break;
      after = rows[rows.length - 1]!.word;
    }
  }

  /** Reloads some documents into the current snapshot: their status, title, personas and passages, and new lexicon words. */
  async function reloadDocuments(current: Snapshot, ids: string[]) {
    const [docs, passages] = await Promise.all([
      documentRows(ids),
      database.query<PassageInput>(
        `SELECT ${PASSAGE_COLUMNS} FROM passages p WHERE p.document_id = ANY($1::uuid[]) ORDER BY p.id`,
        [ids],
      ),
    ]);
    const { corpus, lexicon } = current;
    // Passages that are the same as those in memory keep their place (a status or persona change, new vectors).
    const byDocument = new Map<string, PassageInput[]>();
    for (const p of passages) byDocument.set(p.documentId, [...(byDocument.get(p.documentId) ?? []), p]);
    const changed: string[] = [];
    for (const id of ids) {
      const doc = corpus.documents.get(id);
      const now = byDocument.get(id) ?? [];
      const same =
        doc !== undefined &&
        doc.slots.length === now.length &&
        doc.slots.every((slot, i) => {
          const p = now[i]!;
          return (
            corpus.alive[slot] === 1 &&
            corpus.ids[slot] === Number(p.id) &&
            corpus.texts[slot] === p.text &&
            corpus.pages[slot] === Number(p.page) &&
            corpus.languages[slot] === p.language &&
            corpus.tsvLengths[slot] === p.tsv.length
          );
        });
      if (!same) changed.push(id);
    }
    const newWords = new Set<string>();
    for (const p of passages) for (const w of lexiconWords(p.text)) if (!lexicon.has(w)) newWords.add(w);
    const known =
      newWords.size > 0
        ? await database.query<{ word: string }>("SELECT word FROM search_words WHERE word = ANY($1::text[])", [[...newWords]])
        : [];
    const [{ count } = { count: 0 }] = await database.query<{ count: number | string }>(
      "SELECT count(*) AS count FROM search_words",
    );

    // From here on synchronous: a search sees the change whole or not at all.
    let removed = false;
    const present = new Set(docs.map((d) => d.id));
    for (const id of ids) {
      if (!present.has(id)) {
        removed ||= (corpus.documents.get(id)?.slots.length ?? 0) > 0;
        corpus.removePassages(id, false);
      }
    }
    for (const d of docs) corpus.setDocument(d.id, d.title, d.status, d.personas);
    for (const id of changed) {
      if (!present.has(id)) continue;
      removed ||= (corpus.documents.get(id)?.slots.length ?? 0) > 0;
      corpus.removePassages(id, true);
      for (const p of byDocument.get(id) ?? []) corpus.addPassage(p);
    }
    if (removed) corpus.compact();
    lexicon.add(known.map((k) => k.word));
    // Words added to the lexicon without passages of their own (tools, tests): read it again.
    if (Number(count) !== lexicon.size) {
      const fresh = new Lexicon(lexicon.unicodeWords);
      await loadLexicon(fresh);
      current.lexicon = fresh;
    }
  }

  async function drain(): Promise<void> {
    while (!closed && (pending === "all" || pending.size > 0)) {
      const work = pending;
      pending = new Set();
      try {
        if (work === "all" || !snapshot) {
          const started = performance.now();
          const loaded = await fullLoad();
          if (closed) return;
          snapshot = loaded;
          log?.info({ ms: Math.round(performance.now() - started), ...stats() }, "search index loaded");
        } else {
          await reloadDocuments(snapshot, [...work]);
        }
        failures = 0;
      } catch (err) {
        if (closed) return;
        // Try again later, with everything still to do; meanwhile searches use SQL.
        // (`pending` may have changed during the await: announcements keep coming.)
        const since = pending as Set<string> | "all";
        pending = work === "all" || since === "all" ? "all" : new Set([...work, ...since]);
        failures++;
        log?.warn({ err, failures }, "search index: reload failed; searches use the database until it works");
        clearTimeout(retry);
        retry = setTimeout(schedule, Math.min(60_000, RETRY_MS * 2 ** (failures - 1)));
        retry.unref();
        return;
      }
    }
  }

  function schedule() {
    if (closed || running) return;
    running = drain().finally(() => {
      running = undefined;
      // Announcements that came during the last step.
      if (!closed && failures === 0 && (pending === "all" || pending.size > 0)) schedule();
    });
  }

  function stats(): SearchIndexStats {
    const corpus = snapshot?.corpus;
    let lexemes = 0;
    let postings = 0;
    for (const language of LANGUAGES) {
      for (const list of corpus?.postings[language].values() ?? []) {
        lexemes++;
        postings += list.n;
      }
    }
    return {
      passages: corpus ? corpus.slotCount - corpus.dead : 0,
      documents: corpus?.documents.size ?? 0,
      lexemes,
      postings,
      words: snapshot?.lexicon.size ?? 0,
      stems: stems.size,
    };
  }

  const backend: SearchBackend = {
    findQuestionTerms: (input) => questionTerms(stems, snapshot!, input),
    rankPassages: (input) => Promise.resolve(snapshot!.corpus.rank(input)),
  };

  return {
    /** Reads everything (at start, and after the subscription was lost and is back). */
    reloadAll() {
      pending = "all";
      schedule();
    },
    /** An announcement on SEARCH_CHANGED_CHANNEL: `documents:<id>,<id>` reloads those, anything else all. */
    changed(payload: string) {
      const ids = payload.startsWith("documents:") ? payload.slice("documents:".length).split(",") : [];
      // Anything but a list of document ids (an empty payload, another sender's) means: read everything.
      if (ids.length === 0 || !ids.every((id) => UUID.test(id))) pending = "all";
      else if (pending !== "all") for (const id of ids) pending.add(id);
      schedule();
    },
    /** Whether the index holds everything announced so far (nothing pending or loading). */
    current(): boolean {
      return snapshot !== undefined && running === undefined && pending !== "all" && pending.size === 0;
    },
    /** The search's steps on the index; only while current(). */
    backend,
    /** Resolves when nothing is pending or loading (tests, benchmarks). */
    async settled(): Promise<void> {
      while (running) await running;
    },
    stats,
    close() {
      closed = true;
      clearTimeout(retry);
      snapshot = undefined;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
