/**
 * Child processes of bench/load.ts (production server instances, the fake
 * provider) and the CPU counters of /proc. Every child is ended on any way
 * out: normal end, error, Ctrl-C, SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { createInterface } from "node:readline";

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
let exiting = false;

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

/** Runs `fn` (e.g. dropping the database) after the children have stopped, on every way out. */
export function onCleanup(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

function killAllNow(): void {
  for (const c of children) if (running(c)) c.kill("SIGKILL");
}

/** SIGTERM, then SIGKILL if the child has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (running(child)) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}

/** Stops every child, runs the cleanups (last registered first) and exits. A second Ctrl-C exits at once. */
export async function cleanupAndExit(code: number): Promise<never> {
  if (exiting) {
    killAllNow();
    process.exit(code);
  }
  exiting = true;
  await Promise.all([...children].map((c) => stopChild(c)));
  for (const fn of cleanups.reverse()) {
    await fn().catch((err: unknown) => console.error(`cleanup failed: ${err instanceof Error ? err.message : String(err)}`));
  }
  process.exit(code);
}

export function installExitHandlers(): void {
  // Last resort when the process ends some other way: no child may outlive the benchmark.
  process.on("exit", killAllNow);
  process.on("SIGINT", () => {
    console.log("\ninterrupted: stopping the servers and dropping the database");
    void cleanupAndExit(130);
  });
  process.on("SIGTERM", () => void cleanupAndExit(143));
}

/** A free TCP port on 127.0.0.1 (the OS picks it; a tiny race until the server binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerInstance {
  name: string;
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  /** Lines the server logged at level error or fatal (pino levels 50 and 60), since start. */
  errorCount: number;
  /** The first few of them, shortened. */
  errorSamples: string[];
  /** Its last log lines, for a failure report. */
  tail: string[];
}

/** Starts `node build/server-app/index.js` (as scripts/start.mjs does) and waits until /api/health answers 200. */
export async function startServer(name: string, port: number, env: Record<string, string>): Promise<ServerInstance> {
  const child = spawn(process.execPath, ["--enable-source-maps", "build/server-app/index.js"], {
    env: { ENV_FILE: "none", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const instance: ServerInstance = { name, url: `http://127.0.0.1:${port}`, child, errorCount: 0, errorSamples: [], tail: [] };
  const onLine = (line: string) => {
    instance.tail.push(line);
    if (instance.tail.length > 30) instance.tail.shift();
    let entry: { level?: number; msg?: string; err?: { message?: string } } | undefined;
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      entry = undefined;
    }
    if (!entry || (entry.level ?? 0) >= 50) {
      instance.errorCount++;
      const text = entry ? `${entry.msg ?? ""}${entry.err?.message ? `: ${entry.err.message}` : ""}` : line;
      if (instance.errorSamples.length < 5) instance.errorSamples.push(text.slice(0, 300));
    }
  };
  createInterface({ input: child.stdout }).on("line", onLine);
  createInterface({ input: child.stderr }).on("line", onLine);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running(child)) {
      throw new Error(`${name} exited during start (code ${child.exitCode ?? child.signalCode}):\n${instance.tail.join("\n")}`);
    }
    try {
      const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return instance;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not become healthy within 60 s:\n${instance.tail.join("\n")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function isRunning(instance: ServerInstance): boolean {
  return running(instance.child);
}

/** Starts bench/load-fake-openai.ts and resolves with the fake's base URL (…/v1). */
export async function startFakeProvider(script: object): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/load-fake-openai.ts", JSON.stringify(script)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.add(child);
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        reject(new Error(`fake provider said: ${line}`));
      }
    });
    child.once("exit", (code) => reject(new Error(`fake provider exited (code ${code})`)));
  });
  return { url, child };
}

// CPU time from /proc (Linux), in clock ticks of 1/100 s (USER_HZ, 100 on every common Linux build).
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, or undefined when it is gone or there is no /proc. */
function processTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces; the fields after it start with the state (field 3).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * CPU ticks of the PostgreSQL backends serving `database`, by pid. Their command line names the database
 * ("postgres: 15/main: postgres <database> 127.0.0.1(port) ..."), so other work on the same server does not count.
 */
function postgresTicks(database: string): Map<number, number> | undefined {
  const ticks = new Map<number, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmdline.includes(` ${database} `)) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // process ended meanwhile
    }
  }
  return ticks;
}

/** Busy and total ticks of all cores together (/proc/stat). */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - (v[3] ?? 0) - (v[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

export interface CpuSnapshot {
  atMs: number;
  self: NodeJS.CpuUsage;
  servers: (number | undefined)[];
  fake: number | undefined;
  postgres: Map<number, number> | undefined;
  machine: { busy: number; total: number } | undefined;
}

export function cpuSnapshot(servers: ServerInstance[], fake: ChildProcess, database: string): CpuSnapshot {
  return {
    atMs: performance.now(),
    self: process.cpuUsage(),
    servers: servers.map((s) => processTicks(s.child.pid)),
    fake: processTicks(fake.pid),
    postgres: postgresTicks(database),
    machine: machineTicks(),
  };
}

/** CPU use between two snapshots in % of one core (a 2-core machine has 200 %). */
export interface CpuUse {
  loadGenerator: number;
  servers: (number | undefined)[];
  fakeProvider: number | undefined;
  /** The backends of the benchmark's database (shared PostgreSQL processes such as the WAL writer not included). */
  postgres: number | undefined;
  /** Everything on the machine, other people's work included. */
  machine: number | undefined;
  cores: number;
}

export function cpuUse(a: CpuSnapshot, b: CpuSnapshot, cores: number): CpuUse {
  const seconds = (b.atMs - a.atMs) / 1000;
  const pct = (x: number | undefined, y: number | undefined) =>
    x === undefined || y === undefined ? undefined : Math.round(((y - x) / TICKS_PER_SECOND / seconds) * 100);
  const selfMicros = b.self.user + b.self.system - a.self.user - a.self.system;
  // A backend that started during the window counts from zero; one that ended is missed (the pools keep theirs open).
  let postgres: number | undefined;
  if (a.postgres && b.postgres) {
    let ticks = 0;
    for (const [pid, t] of b.postgres) ticks += t - (a.postgres.get(pid) ?? 0);
    postgres = pct(0, ticks);
  }
  return {
    loadGenerator: Math.round((selfMicros / 1e6 / seconds) * 100),
    servers: a.servers.map((x, i) => pct(x, b.servers[i])),
    fakeProvider: pct(a.fake, b.fake),
    postgres,
    machine:
      a.machine && b.machine
        ? Math.round(((b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total)) * 100 * cores)
        : undefined,
    cores,
  };
}
