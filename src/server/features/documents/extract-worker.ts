/**
 * Runs in a worker thread (see extract-isolated.ts): extracts the PDFs it is
 * sent, one at a time, and posts each result or ingestion error back. A
 * hostile PDF can exhaust this thread's memory or time, never the server's.
 */
import { parentPort } from "node:worker_threads";
import { extractPdf, IngestionError, type ExtractedPdf, type ExtractOptions } from "./extract";

export interface ExtractJob {
  /** Matches the reply to its request. */
  jobId: number;
  bytes: Uint8Array;
  options: ExtractOptions;
}

export type ExtractReply = { jobId: number } & ({ ok: true; result: ExtractedPdf } | { ok: false; code: IngestionError["code"] });

parentPort?.on("message", (job: ExtractJob) => {
  void extractPdf(job.bytes, job.options).then(
    (result) => parentPort?.postMessage({ jobId: job.jobId, ok: true, result } satisfies ExtractReply),
    (err: unknown) =>
      parentPort?.postMessage(
        { jobId: job.jobId, ok: false, code: err instanceof IngestionError ? err.code : "broken" } satisfies ExtractReply,
      ),
  );
});
