import { Worker } from "node:worker_threads";
import { IngestionError, type ExtractedPdf, type ExtractOptions } from "./extract";
import type { ExtractJob, ExtractReply } from "./extract-worker";

export interface IsolatedExtractOptions extends ExtractOptions {
  /** Heap of the extraction thread in MiB; a decompression bomb ends here, not in the server. */
  maxMemoryMb?: number;
}

/** An idle thread exits after this; the next document starts a fresh one. */
const IDLE_MS = 30_000;
/** A thread is replaced after this many documents, so whatever pdf.js keeps cannot pile up. */
const JOBS_PER_THREAD = 50;

/**
 * The worker's entry: next to this file in the source tree (loaded through
 * tsx in development and tests), next to the bundle in production
 * (build-server.mjs bundles it as extract-worker.js).
 */
function spawn(maxMemoryMb: number): Worker {
  const fromSource = import.meta.url.endsWith(".ts");
  const source = new URL("./extract-worker.ts", import.meta.url).href;
  const worker = fromSource
    ? new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, {
        eval: true,
        resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      })
    : new Worker(new URL("./extract-worker.js", import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      });
  // pdf.js chatter is not ours to log; the reason that matters comes back as a message.
  worker.stdout.resume();
  worker.stderr.resume();
  worker.unref();
  return worker;
}

/**
 * Extracts PDFs in a worker thread with its own memory limit and a hard
 * deadline per document. pdf.js decodes streams synchronously: a 300 KB
 * decompression bomb was measured to block the event loop for a minute and
 * take over 1 GB in the main thread. Here it fills the thread's heap (ERROR:
 * too large) or runs out of time (the thread is terminated), and the server
 * keeps serving. One thread serves document after document (starting one
 * costs more than extracting a short PDF); it is replaced after a failure,
 * after JOBS_PER_THREAD documents, and ends when idle.
 */
export function createPdfExtractor(options: IsolatedExtractOptions = {}) {
  let worker: Worker | undefined;
  let jobs = 0;
  let nextJobId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const retire = () => {
    const w = worker;
    worker = undefined;
    jobs = 0;
    if (w) void w.terminate();
  };

  const maxMemoryMb = options.maxMemoryMb ?? 512;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const jobOptions: ExtractOptions = { maxChars: options.maxChars, timeoutMs };

  async function runOne(bytes: Uint8Array): Promise<ExtractedPdf> {
    clearTimeout(idleTimer);
    if (!worker || jobs >= JOBS_PER_THREAD) {
      retire();
      const fresh = spawn(maxMemoryMb);
      fresh.once("exit", () => {
        if (worker === fresh) worker = undefined;
      });
      worker = fresh;
    }
    const current = worker;
    jobs++;
    const job: ExtractJob = { jobId: nextJobId++, bytes, options: jobOptions };
    try {
      return await new Promise<ExtractedPdf>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          current.off("message", onMessage);
          current.off("error", onError);
          current.off("exit", onExit);
        };
        const onMessage = (reply: ExtractReply) => {
          if (reply.jobId !== job.jobId) return;
          done();
          if (reply.ok) resolve(reply.result);
          else reject(new IngestionError(reply.code));
        };
        const onError = (err: Error & { code?: string }) => {
          done();
          if (worker === current) worker = undefined;
          reject(
            err.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? new IngestionError("too-large")
              : new Error(`PDF extraction thread failed: ${err.message}`, { cause: err }),
          );
        };
        const onExit = (code: number) => {
          done();
          if (worker === current) worker = undefined;
          reject(new Error(`PDF extraction thread exited with code ${code}`));
        };
        // pdf.js cannot be interrupted from inside; past the deadline the whole thread goes.
        const timer = setTimeout(() => {
          done();
          if (worker === current) retire();
          reject(new IngestionError("timeout"));
        }, timeoutMs + 1000);
        current.on("message", onMessage);
        current.once("error", onError);
        current.once("exit", onExit);
        current.postMessage(job);
      });
    } finally {
      idleTimer = setTimeout(retire, IDLE_MS);
      idleTimer.unref();
    }
  }

  return {
    /** Extracts one PDF; calls are served one after another. */
    extract(bytes: Uint8Array): Promise<ExtractedPdf> {
      const run = queue.then(() => runOne(bytes));
      queue = run.catch(() => {});
      return run;
    },
    /** Ends the thread (server shutdown). */
    async close(): Promise<void> {
      clearTimeout(idleTimer);
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}

export type PdfExtractor = ReturnType<typeof createPdfExtractor>;
