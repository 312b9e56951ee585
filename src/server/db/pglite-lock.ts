import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite happily lets two processes open one folder and then corrupts it, so
 * the server takes an exclusive lock file first. The lock must prove that it
 * belongs to a live process other than this one: a pid alone does not, because
 * in a container the server is pid 1 in every life, and after an unclean stop
 * (OOM kill, `docker kill`) the next start would find its own pid in the lock
 * and refuse forever. So a lock names this process's random token, its host
 * and the kernel's start time of the process (Linux); it holds only when its
 * host is this one, its pid is alive and is not this process, and that pid's
 * start time is the one recorded.
 */

/** This process's identity in locks: no earlier or later process has it, whatever its pid. */
const PROCESS_TOKEN = randomUUID();

interface LockHolder {
  pid: number;
  host: string;
  /** Missing in locks written before tokens (they are judged by pid and host alone). */
  token?: string;
  /** Start of the process in clock ticks after boot (/proc/<pid>/stat, field 22); missing where /proc is not. */
  startTicks?: number;
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by another process (pid ${pid}). ` +
        `Stop that process first, or point DATA_DIR elsewhere, or use PostgreSQL via DATABASE_URL for several instances.`,
    );
    this.name = "DatabaseLockedError";
  }
}

/** When the kernel started `pid`, in clock ticks after boot; undefined without /proc or for a gone process. */
export function processStartTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the lock's holder still runs: this process, or another live process that is the one that wrote it. */
function holds(holder: LockHolder): "this-process" | "other-process" | "stale" {
  if (holder.token === PROCESS_TOKEN) return "this-process";
  if (holder.host !== os.hostname()) return "stale"; // another container or machine: its process cannot be checked, nor reach this folder's lock
  if (holder.pid === process.pid) return holder.token === undefined ? "this-process" : "stale"; // an earlier life with our pid
  if (!isAlive(holder.pid)) return "stale";
  const started = processStartTicks(holder.pid);
  if (holder.startTicks !== undefined && started !== undefined && started !== holder.startTicks) return "stale"; // pid reused
  return "other-process";
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(lockPath, "utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { pid, host, token, startTicks } = value as Record<string, unknown>;
    if (typeof pid !== "number" || typeof host !== "string") return undefined;
    return {
      pid,
      host,
      ...(typeof token === "string" ? { token } : {}),
      ...(typeof startTicks === "number" ? { startTicks } : {}),
    };
  } catch {
    return undefined; // unreadable or half-written: nobody can prove to hold it
  }
}

/** Takes the lock of the PGlite folder `dir`, or throws DatabaseLockedError; returns its release. */
export function acquireLock(dir: string): () => void {
  const lockPath = path.join(dir, "pglite.lock");
  const own: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    token: PROCESS_TOKEN,
    startTicks: processStartTicks(process.pid),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(own), { flag: "wx" });
      return () => {
        if (readHolder(lockPath)?.token === PROCESS_TOKEN) fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readHolder(lockPath);
      if (holder && holds(holder) !== "stale") throw new DatabaseLockedError(dir, holder.pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
