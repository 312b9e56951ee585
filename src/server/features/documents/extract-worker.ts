/**
 * Runs in a worker thread (see extract-isolated.ts): extracts one PDF and
 * posts the result or the ingestion error back. A hostile PDF can exhaust this
 * thread's memory or time, never the server's.
 */
import { parentPort, workerData } from "node:worker_threads";
import { extractPdf, INGESTION_REASONS, IngestionError, type ExtractOptions } from "./extract";

export type ExtractReply = { ok: true; result: Awaited<ReturnType<typeof extractPdf>> } | { ok: false; code: IngestionError["code"]; reason: string };

const { bytes, options } = workerData as { bytes: Uint8Array; options: ExtractOptions };
let reply: ExtractReply;
try {
  reply = { ok: true, result: await extractPdf(bytes, options) };
} catch (err) {
  reply =
    err instanceof IngestionError
      ? { ok: false, code: err.code, reason: err.reason }
      : { ok: false, code: "broken", reason: INGESTION_REASONS.broken };
}
parentPort?.postMessage(reply);
