import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * How `npm run backup` reaches the running server. The server holds the
 * embedded database's lock, so no other process may open the folder; instead
 * the server listens on a loopback port of its own (never the site's port,
 * never another interface) and writes the port and a fresh random secret to
 * `DATA_DIR/backup-control.json`, readable by its own user only. Whoever can
 * read that file can read the database folder beside it anyway, so the
 * secret adds no new power; without it the port answers 401.
 */

export const CONTROL_FILE = "backup-control.json";

interface ControlInfo {
  port: number;
  secret: string;
  pid: number;
}

export interface ControlChannel {
  port: number;
  close(): Promise<void>;
}

/** Starts the channel; `run` takes a manual backup and returns what the CLI prints. */
export async function startControlChannel(dataDir: string, run: () => Promise<unknown>): Promise<ControlChannel> {
  const secret = randomBytes(32).toString("hex");
  const expected = Buffer.from(`Bearer ${secret}`);
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return answer(401, { error: "not authorised" });
    if (req.method !== "POST" || req.url !== "/backup") return answer(404, { error: "not found" });
    run().then(
      (result) => answer(200, result),
      (err: unknown) => answer(500, { error: err instanceof Error ? err.message : String(err) }),
    );
  });
  // A backup of a large folder takes minutes: no request timeout on this channel.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const file = path.join(path.resolve(dataDir), CONTROL_FILE);
  const info: ControlInfo = { port, secret, pid: process.pid };
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(info), { mode: 0o600 });
  fs.renameSync(temp, file);
  return {
    port,
    async close() {
      try {
        const current = JSON.parse(fs.readFileSync(file, "utf8")) as ControlInfo;
        if (current.secret === secret) fs.rmSync(file, { force: true });
      } catch {
        // gone already
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks the server running on `dataDir` for a backup; throws with a message for the operator when it cannot. */
export async function requestServerBackup<T>(dataDir: string): Promise<T> {
  const file = path.join(path.resolve(dataDir), CONTROL_FILE);
  let info: ControlInfo;
  try {
    info = JSON.parse(fs.readFileSync(file, "utf8")) as ControlInfo;
  } catch {
    throw new Error(
      `A server is running on ${path.resolve(dataDir)} but offers no backup channel (${file} is missing or unreadable; ` +
        "an older version, or run as another user). Run the backup as the server's user, or stop the server and run it again.",
    );
  }
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${info.port}/backup`, {
      method: "POST",
      headers: { authorization: `Bearer ${info.secret}` },
      signal: AbortSignal.timeout(60 * 60_000),
    });
  } catch (err) {
    throw new Error(`The running server (pid ${info.pid}) does not answer on its backup channel: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(`The running server could not take the backup: ${body.error ?? `HTTP ${res.status}`}`);
  return body as T;
}
