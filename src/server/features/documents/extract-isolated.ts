import { Worker } from "node:worker_threads";
import { INGESTION_REASONS, IngestionError, type ExtractedPdf, type ExtractOptions } from "./extract";
import type { ExtractReply } from "./extract-worker";

export interface IsolatedExtractOptions extends ExtractOptions {
  /** Heap of the extraction thread in MiB; a decompression bomb ends here, not in the server. */
  maxMemoryMb?: number;
}

/**
 * The worker's entry: next to this file in the source tree (run through tsx in
 * development and tests), next to the bundle in production (build-server.mjs
 * bundles it as extract-worker.js).
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (!import.meta.url.endsWith(".ts")) return { entry: new URL("./extract-worker.js", import.meta.url), eval: false };
  // From source, the thread first registers tsx's loader, then imports the TypeScript entry.
  const source = new URL("./extract-worker.ts", import.meta.url).href;
  return { entry: `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, eval: true };
}

/**
 * Extracts a PDF in a worker thread with its own memory limit and a hard
 * deadline. pdf.js decodes streams synchronously: a 300 KB decompression bomb
 * was measured to block the event loop for a minute and take over 1 GB in the
 * main thread. Here it fills the worker's heap (ERROR: too large) or runs out
 * of time (the thread is terminated), and the server keeps serving.
 */
export async function extractPdfIsolated(bytes: Uint8Array, options: IsolatedExtractOptions = {}): Promise<ExtractedPdf> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const { entry, eval: isEval } = workerEntry();
  const worker = new Worker(entry, {
    eval: isEval,
    workerData: { bytes, options: { maxPages: options.maxPages, maxChars: options.maxChars, timeoutMs } },
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  // Swallow pdf.js chatter; the reason that matters comes back as a message.
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<ExtractedPdf>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new IngestionError("timeout", INGESTION_REASONS.timeout))), timeoutMs + 1000);
    worker.once("message", (reply: ExtractReply) =>
      settle(() => (reply.ok ? resolve(reply.result) : reject(new IngestionError(reply.code, reply.reason)))),
    );
    worker.once("error", (err: Error & { code?: string }) =>
      settle(() =>
        reject(
          err.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new IngestionError("too-large", INGESTION_REASONS["too-large"])
            : new Error(`PDF extraction thread failed: ${err.message}`, { cause: err }),
        ),
      ),
    );
    worker.once("exit", (code) => settle(() => reject(new Error(`PDF extraction thread exited with code ${code}`))));
  });
}
