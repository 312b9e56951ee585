import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { seedPgliteFolder } from "./db";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr (its warnings and errors), for failure messages. */
  stderr(): string;
  /** Kills the process at once, as a crash or the OOM killer would. */
  kill(): Promise<void>;
  /** Ends it gracefully. */
  stop(): Promise<void>;
}

/**
 * Starts tests/helpers/api-server.ts in its own process and waits until it
 * listens. A new embedded database folder starts as a copy of the run's
 * migrated template.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  if (env.DATA_DIR && !env.DATABASE_URL) await seedPgliteFolder(env.DATA_DIR);
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/helpers/api-server.ts")], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", PORT: "0", DEMO_TOKEN_DELAY_MS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${err}`)), timeoutMs);
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${err}`));
    });
  });
  return {
    url,
    child,
    stderr: () => err,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
