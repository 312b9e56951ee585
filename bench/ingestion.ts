/**
 * Ingestion speed on a generated 100-page German PDF:
 * 1. text extraction and chunking alone (pdf.js in this thread);
 * 2. the whole ingestion as the server runs it: claim, extraction in the
 *    isolated process, passages with their tsvectors and term statistics
 *    written in one transaction, COMPLETED; on PGlite and (with
 *    TEST_DATABASE_URL) PostgreSQL.
 * Run: TEST_DATABASE_URL=postgres://... npx tsx bench/ingestion.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chunkPages } from "../src/server/features/ingestion/chunk";
import { createDocumentEvents } from "../src/server/features/documents/events";
import { extractPdf } from "../src/server/features/ingestion/extract";
import { createDocumentRepository } from "../src/server/features/documents/repository";
import { createLocalStorage } from "../src/server/features/storage/local-storage";
import { createIngestionWorker } from "../src/server/features/ingestion/worker";
import { makeBigPdf } from "../tests/fixtures/pdf";
import { ENGINES, freshDatabase } from "../tests/helpers/db";

const PAGES = 100;
const RUNS = 3;
const pdf = await makeBigPdf(PAGES);
const rate = (ms: number) => `${ms.toFixed(0)} ms → ${((PAGES / ms) * 1000).toFixed(0)} pages/s`;

await extractPdf(pdf); // warm-up (pdf.js loads lazily)
const runs: number[] = [];
let passages = 0;
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const extracted = await extractPdf(pdf);
  passages = chunkPages(extracted.pages).length;
  runs.push(performance.now() - start);
}
console.log(`${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KiB, ${passages} passages)`);
console.log(`  extraction and chunking, in this thread: best of ${RUNS} ${rate(Math.min(...runs))}`);

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: "silent",
  silent() {},
} as never;
for (const engine of ENGINES) {
  const db = await freshDatabase(engine);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
  const storage = createLocalStorage(dir);
  const worker = createIngestionWorker({
    database: db.database,
    storage,
    events: createDocumentEvents(db.database),
    repository: createDocumentRepository(db.database),
    log: silent,
  });
  const times: number[] = [];
  // The first run includes starting the extraction process; the others reuse it, as a running server does.
  for (let i = 0; i <= RUNS; i++) {
    const key = await storage.put(`handbuch-${i}.pdf`, pdf);
    await db.database.query(
      "INSERT INTO documents (title, storage_key, url, status, size_bytes) VALUES ($1, $2, '/x', 'PROCESSING', $3)",
      [`Handbuch ${i}.pdf`, key, pdf.length],
    );
    const start = performance.now();
    await worker.drain();
    times.push(performance.now() - start);
  }
  const statuses = await db.database.query<{ status: string; n: number }>(
    "SELECT status, count(*)::int AS n FROM documents GROUP BY status",
  );
  const outcome = statuses.map((r) => `${r.n} ${r.status}`).join(", ");
  console.log(
    `  whole ingestion on ${engine.padEnd(8)}: first (process start) ${rate(times[0]!)}; then best of ${RUNS} ${rate(Math.min(...times.slice(1)))} ` +
      `(documents: ${outcome})`,
  );
  await worker.stop();
  await db.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
