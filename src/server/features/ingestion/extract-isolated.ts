import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IngestionError, type ExtractedPdf, type ExtractOptions } from "./extract";
import type { ExtractJob, ExtractReady, ExtractReply } from "./extract-child";

export interface IsolatedExtractOptions extends ExtractOptions {
  /**
   * Memory of the extraction process in MiB: its resident set (everything
   * pdf.js allocates, inside the JavaScript heap or outside it). A document
   * that needs more ends in ERROR as too large.
   */
  maxMemoryMb?: number;
  /** Where the extractor reports what an operator may want to know (a missing limit, a killed process). */
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** An idle process exits after this; the next document starts a fresh one. */
const IDLE_MS = 30_000;
/** A process is replaced after this many documents, so whatever pdf.js keeps cannot pile up. */
const JOBS_PER_PROCESS = 50;
/** Starting the process (and, from source, compiling it) must not take longer than this. */
const START_TIMEOUT_MS = 30_000;
/** How often the resident memory of a working process is read. */
const WATCH_INTERVAL_MS = 50;
/**
 * The process may map private writable memory (RLIMIT_DATA) up to this many
 * times its memory limit: a hard ceiling for a sudden huge allocation that the
 * watchdog, reading every 50 ms, would see too late. Twice the limit, not
 * less: pdf.js grows a stream's buffer by doubling it, and the watchdog must
 * see the process pass its limit while filling a buffer before the next
 * doubling is refused, since pdf.js swallows some refused allocations (in
 * fonts, in form objects) and would go on with half a document. RLIMIT_DATA
 * rather than the address space (RLIMIT_AS): V8 reserves large ranges it never
 * touches (a process with pdf.js loaded holds about 0.75 GB of address space
 * with 0.05 GB resident), and those reservations do not count here.
 */
export const DATA_LIMIT_FACTOR = 2;

const OUT_OF_MEMORY = /out of memory|allocation failed|bad_alloc|reached heap limit/i;

/** Resident memory of a process in MiB, from /proc; undefined when it cannot be read (gone, not Linux). */
export function residentMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

let sourceBundle: Promise<string> | undefined;

/**
 * From source (development, tests) the process runs the same bundle as in
 * production, built here once with esbuild: loading the TypeScript through tsx
 * instead would add about 150 MB of resident memory and gigabytes of address
 * space to the process, so its limits would mean something else than in
 * production. The bundle goes to node_modules/.cache, where its imports of
 * npm packages resolve as they do next to the production bundle.
 */
function bundleFromSource(): Promise<string> {
  sourceBundle ??= (async () => {
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [fileURLToPath(new URL("./extract-child.ts", import.meta.url))],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]!.contents;
    const modules = path.join(
      createRequire(import.meta.url)
        .resolve("unpdf")
        .split(`${path.sep}node_modules${path.sep}`)[0]!,
      "node_modules",
    );
    const dir = path.join(modules, ".cache", "extract-child");
    const file = path.join(dir, `extract-child-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
    if (!existsSync(file)) {
      // Several test processes may build at once: write aside, then rename into place.
      await mkdir(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, code);
      await rename(temp, file);
    }
    return file;
  })();
  sourceBundle.catch(() => (sourceBundle = undefined));
  return sourceBundle;
}

/**
 * How the process is started: the bundle next to this file's bundle in
 * production (build-server.mjs bundles it as extract-child.js), a bundle built
 * from source otherwise. On Linux a shell sets the data limit (`ulimit -d`,
 * RLIMIT_DATA) and execs node, so the limit holds for node itself; the shell
 * leaves no process behind.
 */
async function command(maxMemoryMb: number): Promise<{ file: string; args: string[]; dataLimited: boolean }> {
  const entry = import.meta.url.endsWith(".ts")
    ? await bundleFromSource()
    : fileURLToPath(new URL("./extract-child.js", import.meta.url));
  const node = [
    `--max-old-space-size=${maxMemoryMb}`,
    // Fewer V8 helper threads, the same on every machine.
    "--v8-pool-size=2",
    entry,
  ];
  if (process.platform === "linux" && existsSync("/bin/sh")) {
    const kib = maxMemoryMb * DATA_LIMIT_FACTOR * 1024;
    return { file: "/bin/sh", args: ["-c", `ulimit -d ${kib} && exec "$0" "$@"`, process.execPath, ...node], dataLimited: true };
  }
  return { file: process.execPath, args: node, dataLimited: false };
}

interface Child {
  proc: ChildProcess;
  ready: Promise<void>;
  jobs: number;
  /** The last lines the process wrote to stderr: V8 names an out-of-memory death there. */
  stderrTail: () => string;
}

async function start(maxMemoryMb: number, onNoLimit: () => void): Promise<Child> {
  const { file, args, dataLimited } = await command(maxMemoryMb);
  if (!dataLimited) onNoLimit();
  const proc = spawn(file, args, {
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    serialization: "advanced",
    // Nothing of the server's environment: the process needs none of it. Two malloc arenas
    // for all threads, instead of one per thread, each with its own free memory.
    env: { MALLOC_ARENA_MAX: "2" },
  });
  let tail = "";
  // pdf.js chatter is not ours to log; keep the end, which names a crash's reason.
  proc.stderr?.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("PDF extraction process did not start in time")), START_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      proc.off("message", onMessage);
      proc.off("error", fail);
      proc.off("exit", onExit);
    };
    const fail = (err: Error) => {
      done();
      reject(err);
    };
    const onMessage = (message: ExtractReady | ExtractReply) => {
      if ("ready" in message) {
        done();
        resolve();
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`PDF extraction process ended before it was ready (${signal ?? code}): ${tail.trim().slice(-500)}`));
    proc.on("message", onMessage);
    proc.once("error", fail);
    proc.once("exit", onExit);
  });
  ready.catch(() => {});
  // Neither the process nor its pipes keep the server alive; a running job's timers do.
  proc.unref();
  proc.channel?.unref();
  (proc.stderr as { unref?: () => void } | null)?.unref?.();
  return { proc, ready, jobs: 0, stderrTail: () => tail };
}

/**
 * Extracts PDFs in a separate process whose whole memory is limited, with a
 * hard deadline per document. pdf.js decodes streams synchronously and keeps
 * decoded data in ArrayBuffers outside the JavaScript heap: a 1 MB PDF was
 * measured to take 1.8 GB of the server's memory from a worker thread.
 * Here the process is killed when its resident memory passes the limit (read
 * every 50 ms from /proc), cannot map more private memory than twice the limit
 * at all, and is killed at the deadline. The document ends in
 * ERROR as too large or as timed out, and the server's own memory stays flat.
 * One process serves document after document (starting one costs more than
 * extracting a short PDF); it is replaced after a failure, after a document
 * too large, after JOBS_PER_PROCESS documents, and ends when idle.
 */
export function createPdfExtractor(options: IsolatedExtractOptions = {}) {
  let child: Child | undefined;
  let nextJobId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let warnedNoLimit = false;
  /** Counts close() calls: a process that finished starting after one is not kept. */
  let closings = 0;

  const maxMemoryMb = options.maxMemoryMb ?? 512;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const jobOptions: ExtractOptions = { maxChars: options.maxChars, timeoutMs };
  const onNoLimit = () => {
    if (warnedNoLimit) return;
    warnedNoLimit = true;
    options.log?.warn(
      { platform: process.platform },
      "PDF extraction runs without a data limit here (no Linux /bin/sh): its memory is watched where /proc exists, its JavaScript heap and time are limited",
    );
  };

  const retire = () => {
    const c = child;
    child = undefined;
    c?.proc.kill("SIGKILL");
  };

  async function runOne(bytes: Uint8Array): Promise<ExtractedPdf> {
    clearTimeout(idleTimer);
    if (!child || child.jobs >= JOBS_PER_PROCESS || child.proc.exitCode !== null || child.proc.signalCode !== null) {
      retire();
      const closingsBefore = closings;
      const fresh = await start(maxMemoryMb, onNoLimit);
      if (closings !== closingsBefore) {
        fresh.proc.kill("SIGKILL");
        throw new Error("PDF extraction was closed");
      }
      fresh.proc.once("exit", () => {
        if (child === fresh) child = undefined;
      });
      child = fresh;
    }
    const current = child;
    try {
      try {
        await current.ready;
      } catch (err) {
        if (child === current) retire();
        throw err;
      }
      current.jobs++;
      const job: ExtractJob = { jobId: nextJobId++, bytes, options: jobOptions };
      return await new Promise<ExtractedPdf>((resolve, reject) => {
        const { proc } = current;
        let settled = false;
        const finish = (outcome: () => void, keep: boolean) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          clearInterval(watchdog);
          proc.off("message", onMessage);
          proc.off("exit", onExit);
          if (!keep && child === current) retire();
          outcome();
        };
        const onMessage = (reply: ExtractReply | ExtractReady) => {
          if ("ready" in reply || reply.jobId !== job.jobId) return;
          if (reply.ok) finish(() => resolve(reply.result), true);
          // After a document too large the process's heap is better started afresh.
          else finish(() => reject(new IngestionError(reply.code)), reply.code !== "too-large");
        };
        const onExit = (code: number | null, signal: string | null) => {
          const tail = current.stderrTail();
          if (OUT_OF_MEMORY.test(tail)) {
            options.log?.info({ code, signal }, "PDF extraction process ran out of memory");
            finish(() => reject(new IngestionError("too-large")), false);
          } else {
            finish(
              () => reject(new Error(`PDF extraction process exited (${signal ?? code}): ${tail.trim().slice(-500)}`)),
              false,
            );
          }
        };
        // The process's resident memory, whatever allocated it; at the limit it goes.
        const watchdog = setInterval(() => {
          const pid = proc.pid;
          const rss = pid === undefined ? undefined : residentMb(pid);
          if (rss !== undefined && rss > maxMemoryMb) {
            options.log?.info(
              { residentMb: Math.round(rss), limitMb: maxMemoryMb },
              "PDF extraction process killed at its memory limit",
            );
            finish(() => reject(new IngestionError("too-large")), false);
          }
        }, WATCH_INTERVAL_MS);
        // pdf.js cannot be interrupted from inside; past the deadline the whole process goes.
        const deadline = setTimeout(() => finish(() => reject(new IngestionError("timeout")), false), timeoutMs + 1000);
        proc.on("message", onMessage);
        proc.once("exit", onExit);
        proc.send(job, (err) => {
          if (err) finish(() => reject(new Error(`PDF extraction process unreachable: ${err.message}`, { cause: err })), false);
        });
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
    /** The extraction process's id while one runs (diagnostics and tests). */
    pid(): number | undefined {
      return child && child.proc.exitCode === null && child.proc.signalCode === null ? child.proc.pid : undefined;
    },
    /** Ends the process (server shutdown). */
    async close(): Promise<void> {
      closings++;
      clearTimeout(idleTimer);
      const c = child;
      child = undefined;
      if (!c || c.proc.exitCode !== null || c.proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => c.proc.once("exit", () => resolve()));
      c.proc.kill("SIGKILL");
      await exited;
    },
  };
}
