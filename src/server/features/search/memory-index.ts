import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { lexiconWords, type SearchBackend } from "./search";
import { Lexicon } from "./lexicon";
import { Corpus, LANGUAGES, type PassageInput, type Snapshot } from "./corpus";
import { questionTerms, Stems } from "./question-terms";

export { coverDensity, parseTsvector } from "./tsvector";

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
 *
 * This file loads and reloads it; the index itself and its ranking are in
 * corpus.ts, the question's terms in question-terms.ts, the reading and
 * scoring of tsvectors in tsvector.ts.
 */

/** Passages read per query during a full load: PGlite runs in this thread, so smaller reads keep requests flowing. */
const LOAD_BATCH = 2000;
/** Words of the lexicon read per query during a full load. */
const WORDS_BATCH = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** After a failed reload, the next try waits this long (doubling up to a minute). */
const RETRY_MS = 1000;

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

  const PASSAGE_COLUMNS = `p.id, p.document_id AS "documentId", p.page, p.language, p.text, p.tsv::text AS tsv, p.disabled, p.topic`;

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
    // Passages that are the same as those in memory keep their place (a status or persona change, new vectors);
    // a passage switched off or on, or edited, reloads its document.
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
            corpus.tsvLengths[slot] === p.tsv.length &&
            corpus.disabled[slot] === p.disabled &&
            corpus.topics[slot] === (p.topic ?? "")
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
    topicCounts: (documentIds, topic) => Promise.resolve(snapshot!.corpus.topicCounts(documentIds, topic)),
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
