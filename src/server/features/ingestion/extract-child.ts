/**
 * The PDF extraction process (see extract-isolated.ts): extracts the PDFs its
 * parent sends over the IPC channel, one at a time, and sends each result or
 * ingestion error back. Whatever a hostile PDF makes pdf.js allocate stays in
 * this process, under its limits; the parent kills it at its memory limit or
 * deadline.
 */
import { extractPdf, IngestionError, type ExtractedPdf, type ExtractOptions } from "./extract";

export interface ExtractJob {
  /** Matches the reply to its request. */
  jobId: number;
  bytes: Uint8Array;
  options: ExtractOptions;
}

export type ExtractReply = { jobId: number } & ({ ok: true; result: ExtractedPdf } | { ok: false; code: IngestionError["code"] });

/** Sent once the process listens for jobs. */
export interface ExtractReady {
  ready: true;
}

const send = (message: ExtractReply | ExtractReady) => process.send?.(message);

process.on("message", (job: ExtractJob) => {
  void extractPdf(job.bytes, job.options).then(
    (result) => send({ jobId: job.jobId, ok: true, result }),
    (err: unknown) => send({ jobId: job.jobId, ok: false, code: err instanceof IngestionError ? err.code : "broken" }),
  );
});
// The parent is gone (killed, crashed): nobody waits for a result.
process.on("disconnect", () => process.exit(0));
send({ ready: true });
