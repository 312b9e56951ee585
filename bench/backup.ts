/**
 * npm run bench (or: npx tsx bench/backup.ts [documents])
 * Time to back up and to restore the embedded database with 1,000 documents:
 * each with ten passages (German text, full-text vectors) and an uploaded file
 * of 200 KB, written straight into the database and the uploads folder. The
 * backup is taken as `npm run backup` takes it without a running server
 * (createBackup: image, checked copy in memory, files, manifest); the restore
 * as `npm run restore` does (unpack, checksums, open and count, swap).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { createBackup } from "../src/server/features/backup/create";
import { restoreBackup } from "../src/server/features/backup/restore";
import { createLocalStorage } from "../src/server/features/storage/local-storage";

const DOCUMENTS = Number(process.argv[2] ?? 1000);
const PASSAGES = 10;
const FILE_BYTES = 200 * 1024;
const SENTENCE =
  "Wer in angespannten Momenten ruhig atmet, gewinnt Abstand zu den eigenen Gedanken und kann bewusster entscheiden, wie es weitergeht. ";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
const source = path.join(work, "source");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

try {
  let started = performance.now();
  const database = await openDatabase({ dataDir: source });
  const uploads = path.join(source, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  // One random file content shared by all (the bytes' content does not matter, their amount does).
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(FILE_BYTES - 9)]);
  const base = 1_700_000_000_000;
  for (let from = 0; from < DOCUMENTS; from += 100) {
    const batch = Array.from({ length: Math.min(100, DOCUMENTS - from) }, (_, i) => from + i);
    for (const n of batch) fs.writeFileSync(path.join(uploads, `${base + n}-dokument-${n}.pdf`), pdf);
    await database.query(
      `INSERT INTO documents (title, storage_key, url, size_bytes, status, page_count)
       SELECT 'Dokument ' || n, ($1::bigint + n) || '-dokument-' || n || '.pdf', '/dokument/' || n, $2, 'COMPLETED', $3
       FROM unnest($4::int[]) AS n`,
      [base, FILE_BYTES, PASSAGES, batch],
    );
    await database.query(
      `INSERT INTO passages (document_id, ordinal, page, text, tsv)
       SELECT d.id, p, p, $1 || ' (' || d.title || ', Abschnitt ' || p || ')', to_tsvector('german', $1)
       FROM documents d CROSS JOIN generate_series(1, $2) AS p
       WHERE d.title = ANY($3::text[])`,
      [SENTENCE.repeat(6), PASSAGES, batch.map((n) => `Dokument ${n}`)],
    );
  }
  const { documents, passages } = (
    await database.query<{ documents: number; passages: number }>(
      "SELECT (SELECT count(*)::int FROM documents) AS documents, (SELECT count(*)::int FROM passages) AS passages",
    )
  )[0]!;
  console.log(
    `generated ${documents} documents, ${passages} passages, ${megabytes(DOCUMENTS * FILE_BYTES)} of files in ${seconds(performance.now() - started)}`,
  );

  started = performance.now();
  const backup = await createBackup({
    database,
    storage: createLocalStorage(uploads),
    uploads: "local",
    backupDir: path.join(work, "backups"),
    kind: "manual",
  });
  const backupMs = performance.now() - started;
  await database.close();
  console.log(
    `backup:  ${seconds(backupMs)}, ${megabytes(backup.bytes)} file (database image ${megabytes(backup.manifest.database.bytes)}, ${backup.manifest.uploads.files.length} files)`,
  );

  started = performance.now();
  const restored = await restoreBackup(backup.file, path.join(work, "target"));
  const restoreMs = performance.now() - started;
  console.log(
    `restore: ${seconds(restoreMs)} (${restored.manifest.counts.documents} documents, ${restored.manifest.counts.passages} passages checked)`,
  );
  console.log(`peak memory (RSS high-water mark): ${megabytes(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
