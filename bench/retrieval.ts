/**
 * Retrieval quality and latency of the knowledge search against peer libraries, on the same passages:
 * searchKnowledge on PGlite (and PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set: a
 * throw-away database, dropped afterwards), each also answered by the in-process index (decision 032;
 * "build s" is then its load time), MiniSearch (also with German compounds split), Lunr and FlexSearch
 * (bench/retrieval-peers.ts).
 *
 * 1. Quality on the evaluation set alone (tests/fixtures/retrieval), per part and subset: recall@5
 *    and MRR over the top 10, by document (bench/retrieval-eval.ts). The held-out part is for
 *    reporting only: never tune on it.
 * 2. Latency per question (limit 5) at 10,000 and 100,000 passages: the set plus bench/filler.ts's
 *    filler, generated once on PGlite and copied as is to PostgreSQL and into the libraries; with
 *    recall@5 among the filler.
 *
 * Run: [TEST_DATABASE_URL=postgres://...] npx tsx bench/retrieval.ts   (progress on stderr)
 */
import type { Database } from "../src/server/db/client";
import { addToLexicon, searchKnowledge, type SearchBackend } from "../src/server/features/search/search";
import { createSearchIndex, type SearchIndex } from "../src/server/features/search/memory-index";
import { passageTopic } from "../src/server/features/search/topics";
import { RETRIEVAL_DOCUMENTS } from "../tests/fixtures/retrieval/documents";
import { RETRIEVAL_QUESTIONS } from "../tests/fixtures/retrieval/questions";
import { freshDatabase, type Engine, type TestDatabase } from "../tests/helpers/db";
import { COMMON, FILLER_TITLE, TAIL, insertFiller } from "./filler";
import { rankQuestions, summarize, RECALL_AT, SUBSETS, type SearchFn } from "./retrieval-eval";
import { flexSearch, lunrSearch, miniSearch, miniSearchDecompounded, type BenchPassage } from "./retrieval-peers";

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
/** Questions searched untimed first; then up to MAX_ROUNDS timed rounds over all questions, further rounds only within the budget. */
const WARM_UP = 20;
const MAX_ROUNDS = 3;
const ROUND_BUDGET_MS = 15_000;

const progress = (message: string) => console.error(`[retrieval ${(performance.now() / 1000).toFixed(0)} s] ${message}`);

// The throw-away databases on PostgreSQL are made by tests/helpers/db.ts, which reads TEST_DATABASE_URL.
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
const ENGINES: Engine[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];
const ENGINE_NAMES: Record<Engine, string> = { pglite: "searchKnowledge, PGlite", postgres: "searchKnowledge, PostgreSQL" };
/** The same search answered by the in-process index (decision 032), over each engine. */
const INDEX_NAMES: Record<Engine, string> = {
  pglite: "searchKnowledge, index over PGlite",
  postgres: "searchKnowledge, index over PostgreSQL",
};

const SET_PASSAGES: BenchPassage[] = RETRIEVAL_DOCUMENTS.flatMap((d) =>
  d.passages.map((p) => ({ id: 0, title: d.title, text: p.text, language: d.language })),
).map((p, i) => ({ ...p, id: i + 1 }));

/** Indexes the set the way ingestion does: one document per title, its language's text-search configuration, its words in the lexicon. */
async function seedSet(db: Database): Promise<void> {
  for (const d of RETRIEVAL_DOCUMENTS) {
    const [doc] = await db.query<{ id: string }>(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes, language) VALUES ($1, $1, '/x', 'COMPLETED', 1, $2) RETURNING id",
      [d.title, d.language],
    );
    const config = d.language === "en" ? "english" : "german";
    for (const [i, p] of d.passages.entries()) {
      await db.query(
        "INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic) VALUES ($1, $2, $3, $4, $5, to_tsvector($6::regconfig, $4), $7)",
        [doc!.id, i, p.page, p.text, d.language, config, passageTopic(p.text)],
      );
    }
    await addToLexicon(db, d.passages.map((p) => p.text).join("\n\n"));
  }
}

/** The same filler on another database: the texts as generated, the words of the generator in the lexicon. */
async function copyFiller(db: Database, texts: string[]): Promise<void> {
  const [doc] = await db.query<{ id: string }>(
    "INSERT INTO documents (title, storage_key, url, status, size_bytes, language) VALUES ($1, 'sammlung', '/x', 'COMPLETED', 1, 'de') RETURNING id",
    [FILLER_TITLE],
  );
  for (let from = 0; from < texts.length; from += 20_000) {
    await db.query(
      `INSERT INTO passages (document_id, ordinal, page, text, language, tsv, topic)
       SELECT $1, $2::int + o::int, ($2::int + o::int) / 10 + 1, t, 'de', to_tsvector('german', t), topic
       FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS u(t, topic, o)`,
      [doc!.id, from, texts.slice(from, from + 20_000), texts.slice(from, from + 20_000).map(passageTopic)],
    );
  }
  await addToLexicon(db, `Abschnitt ${[...COMMON, ...TAIL].join(" ")}`);
}

const projectSearch =
  (db: Database, backend?: SearchBackend): SearchFn =>
  async (question, limit) =>
    (await searchKnowledge(db, question, limit, {}, backend)).map((h) => h.title);

/** The in-process index over a seeded database, loaded; with its load time in seconds. */
async function loadedIndex(db: Database): Promise<[SearchIndex, number]> {
  const start = performance.now();
  const index = createSearchIndex(db);
  index.reloadAll();
  await index.settled();
  return [index, (performance.now() - start) / 1000];
}

const PEERS: [name: string, build: (passages: BenchPassage[]) => SearchFn][] = [
  ["MiniSearch 7.2 (BM25+, prefix, fuzzy 0.2)", miniSearch],
  ["MiniSearch 7.2 + German decompounding", miniSearchDecompounded],
  ["Lunr 2.3 + lunr-languages de/en", lunrSearch],
  ["FlexSearch 0.8 (forward, Normalize+de)", flexSearch],
];

// 1. Quality on the set alone.
const quality: [string, Awaited<ReturnType<typeof rankQuestions>>][] = [];
for (const engine of ENGINES) {
  progress(`quality: ${ENGINE_NAMES[engine]}`);
  const db = await freshDatabase(engine);
  try {
    await seedSet(db.database);
    await db.database.query("ANALYZE");
    quality.push([ENGINE_NAMES[engine], await rankQuestions(projectSearch(db.database), RETRIEVAL_QUESTIONS)]);
    const [index] = await loadedIndex(db.database);
    quality.push([INDEX_NAMES[engine], await rankQuestions(projectSearch(db.database, index.backend), RETRIEVAL_QUESTIONS)]);
    index.close();
  } finally {
    await db.drop();
  }
}
for (const [name, build] of PEERS) {
  progress(`quality: ${name}`);
  quality.push([name, await rankQuestions(build(SET_PASSAGES), RETRIEVAL_QUESTIONS)]);
}

// 2. Latency among filler.
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
interface Timing {
  size: number;
  p50: number;
  p95: number;
  recall: number;
  buildSeconds: number;
  queries: number;
}
const timings = new Map<string, Timing[]>();

async function time(name: string, size: number, buildSeconds: number, search: SearchFn): Promise<void> {
  for (const q of RETRIEVAL_QUESTIONS.slice(0, WARM_UP)) await search(q.question, RECALL_AT);
  // Timed rounds over all questions: at least one, more while the budget lasts. The first round's
  // hits give recall@5 among the filler.
  const times: number[] = [];
  const hits = new Map<string, string[]>();
  const start = performance.now();
  for (let r = 0; r < MAX_ROUNDS && (r === 0 || performance.now() - start < ROUND_BUDGET_MS); r++) {
    for (const q of RETRIEVAL_QUESTIONS) {
      const t = performance.now();
      const titles = await search(q.question, RECALL_AT);
      times.push(performance.now() - t);
      if (r === 0) hits.set(q.question, titles);
    }
  }
  const { recall } = summarize(await rankQuestions((q) => hits.get(q)!, RETRIEVAL_QUESTIONS), RETRIEVAL_QUESTIONS);
  const row = { size, p50: pct(times, 0.5), p95: pct(times, 0.95), recall, buildSeconds, queries: times.length };
  progress(
    `${name} at ${size}: p95 ${row.p95.toFixed(1)} ms, recall@5 ${recall.toFixed(3)}, built in ${buildSeconds.toFixed(1)} s`,
  );
  timings.set(name, [...(timings.get(name) ?? []), row]);
}

async function seeded(engine: Engine, fill: (db: Database) => Promise<void>): Promise<[TestDatabase, number]> {
  const start = performance.now();
  const db = await freshDatabase(engine);
  await seedSet(db.database);
  await fill(db.database);
  await db.database.query("ANALYZE");
  return [db, (performance.now() - start) / 1000];
}

for (const size of SIZES) {
  const fillerCount = size - SET_PASSAGES.length;
  progress(`${size} passages: generating ${fillerCount} filler passages on PGlite`);
  const [pglite, pgliteSeconds] = await seeded("pglite", (db) => insertFiller(db, fillerCount));
  const texts = (
    await pglite.database.query<{ text: string }>(
      "SELECT p.text FROM passages p JOIN documents d ON d.id = p.document_id WHERE d.title = $1 ORDER BY p.ordinal",
      [FILLER_TITLE],
    )
  ).map((r) => r.text);
  try {
    await time(ENGINE_NAMES.pglite, size, pgliteSeconds, projectSearch(pglite.database));
    const [index, seconds] = await loadedIndex(pglite.database);
    await time(INDEX_NAMES.pglite, size, seconds, projectSearch(pglite.database, index.backend));
    index.close();
  } finally {
    await pglite.drop();
  }
  if (ENGINES.includes("postgres")) {
    const [pg, pgSeconds] = await seeded("postgres", (db) => copyFiller(db, texts));
    try {
      await time(ENGINE_NAMES.postgres, size, pgSeconds, projectSearch(pg.database));
      const [index, seconds] = await loadedIndex(pg.database);
      await time(INDEX_NAMES.postgres, size, seconds, projectSearch(pg.database, index.backend));
      index.close();
    } finally {
      await pg.drop();
    }
  }
  const passages = [
    ...SET_PASSAGES,
    ...texts.map((text, i) => ({ id: SET_PASSAGES.length + i + 1, title: FILLER_TITLE, text, language: "de" as const })),
  ];
  for (const [name, build] of PEERS) {
    progress(`${size} passages: building ${name}`);
    const start = performance.now();
    const search = build(passages);
    await time(name, size, (performance.now() - start) / 1000, search);
  }
}

// The report.
const n = (f: (typeof SUBSETS)[number][1]) => RETRIEVAL_QUESTIONS.filter(f).length;
const NAME = 44;
const CELL = 17;
console.log(
  `Retrieval quality on the evaluation set alone (${RETRIEVAL_DOCUMENTS.length} documents, ${SET_PASSAGES.length} passages, ` +
    `${RETRIEVAL_QUESTIONS.length} questions), by document. Each cell: recall@5 / MRR@10 (MRR from the rank of the first ` +
    `passage of a correct document among the top 10, 0 when none). heldOut is for reporting only.`,
);
console.log("system".padEnd(NAME) + SUBSETS.map(([name, f]) => `${name} (${n(f)})`.padStart(CELL)).join(""));
for (const [name, ranks] of quality) {
  console.log(
    name.padEnd(NAME) +
      SUBSETS.map(([, f]) => {
        const s = summarize(ranks, RETRIEVAL_QUESTIONS.filter(f));
        return `${s.recall.toFixed(3)} / ${s.mrr.toFixed(3)}`.padStart(CELL);
      }).join(""),
  );
}
console.log(
  `\nLatency per question (limit 5; ${MAX_ROUNDS} rounds of the ${RETRIEVAL_QUESTIONS.length} questions, fewer where a round ` +
    `takes over ${ROUND_BUDGET_MS / 1000} s; queries timed in brackets), the set plus filler; recall@5 (all questions) among ` +
    `the filler; seconds to seed the database or build the index.`,
);
console.log(
  "system".padEnd(NAME) + SIZES.map((s) => `${s.toLocaleString("en")}: p50 / p95 ms, R@5, build s`.padStart(44)).join(""),
);
for (const [name, rows] of timings) {
  console.log(
    name.padEnd(NAME) +
      rows
        .map((r) =>
          `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} (${r.queries}), ${r.recall.toFixed(3)}, ${r.buildSeconds.toFixed(1)}`.padStart(
            44,
          ),
        )
        .join(""),
  );
}
const misses = quality.map(([name, ranks]) => `${name}: ${summarize(ranks, RETRIEVAL_QUESTIONS).misses.join(" ")}`);
console.log(`\nMissed at 5 on the set alone (question ids):\n${misses.join("\n")}`);
console.log(
  "\nSearch by meaning (EMBEDDING_MODEL, decision 029) is not in this table: no embedding model runs on this machine " +
    "(no route to a provider, no multilingual model on npm that runs offline), and the test suite's fake embeddings say " +
    "nothing about a real model's quality. Its own costs: bench/semantic.ts.",
);
