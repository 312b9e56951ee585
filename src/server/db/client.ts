import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { acquireLock } from "./pglite-lock";
import * as schema from "./schema";

export { DatabaseLockedError } from "./pglite-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** The drizzle client; the same schema and SQL on both engines. */
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * A raw parameterised query ($1, $2 ...) returning rows. `prepareAs` names a
   * statement whose text never changes, so PostgreSQL parses and plans it once
   * per connection (PGlite ignores it).
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: { prepareAs?: string }): Promise<T[]>;
  /**
   * Subscribe to NOTIFY on a channel; resolves to an unsubscribe function.
   * `onResubscribed` runs after the listening connection was lost and is back:
   * notifications sent in between are gone, so the subscriber should catch up.
   * `onInterrupted` runs when that connection is lost: until `onResubscribed`,
   * notifications do not arrive (PGlite, in this process, never loses them).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
    onInterrupted?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `fn` unless another holder has the lock `lockId`, on any instance:
   * a PostgreSQL advisory lock on one connection for the whole run; on PGlite,
   * whose folder has one process, a lock within this process. Resolves to
   * `{ ran: false }` at once when the lock is taken.
   */
  tryExclusive<T>(lockId: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * PGlite only: the whole data folder as one tar image, taken between two
   * statements after a checkpoint (a consistent state; see features/backup).
   */
  dumpImage?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Locks held in this process, for PGlite's tryExclusive. */
function localExclusive() {
  const held = new Set<number>();
  return async <T>(lockId: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> => {
    if (held.has(lockId)) return { ran: false };
    held.add(lockId);
    try {
      return { ran: true, value: await fn() };
    } finally {
      held.delete(lockId);
    }
  };
}

/**
 * Whether an error means the database cannot be reached right now (down,
 * restarting, all connections busy for too long), rather than a bad query:
 * callers answer 503 and try again later.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e || depth > 5) return false;
  // drizzle wraps the driver's error ("Failed query: …") with the original as its cause.
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  // Connection exceptions (08…), shutdown and start-up states (57P01–57P03).
  if (typeof e.code === "string" && (/^08/.test(e.code) || /^57P0[1-3]$/.test(e.code))) return true;
  if (e.code === "ECONNREFUSED" || e.code === "ECONNRESET" || e.code === "ETIMEDOUT" || e.code === "EPIPE") return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e.message ?? "",
  );
}

/** Migrations sit next to this file in the source tree and next to the bundle in build/. */
export function migrationsFolder(): string {
  const candidates = [path.join(import.meta.dirname, "migrations"), path.resolve("src/server/db/migrations")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite; when absent PGlite runs in memory (tests). */
  dataDir?: string;
  /** Connections in the pool (PostgreSQL only; DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Bring the schema up to date (default); a backup opens the database as it is, without. */
  migrate?: boolean;
  /**
   * PGlite in memory only: start from this image (`dumpImage` of a migrated
   * database) instead of running the migrations; the tests' fresh databases.
   */
  image?: Uint8Array;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.migrate ?? true, options.image);
  return database;
}

/**
 * A PGlite database made from an image (`dumpImage`), as it is, without
 * migrations: in memory, or written into the empty folder `dir` (a restore).
 */
export async function openPgliteImage(image: Uint8Array, dir?: string): Promise<Pick<Database, "query" | "close">> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? "memory://", {
    extensions: { pg_trgm },
    loadDataDir: new Blob([image as Uint8Array<ArrayBuffer>], { type: "application/x-tar" }),
  });
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    close: () => client.close(),
  };
}

async function openPglite(dataDir: string | undefined, migrate: boolean, image?: Uint8Array): Promise<Database> {
  let release: () => void = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    release = acquireLock(path.resolve(dataDir));
  }
  const fromImage = image !== undefined && dir === undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? "memory://", {
      extensions: { pg_trgm },
      ...(fromImage ? { loadDataDir: new Blob([image as Uint8Array<ArrayBuffer>], { type: "application/x-tar" }) } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (migrate && !fromImage) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: "pglite",
      async query<T>(text: string, params: unknown[] = []) {
        const res = await client.query<T>(text, params);
        return res.rows;
      },
      async listen(channel, onPayload) {
        const unsub = await client.listen(channel, onPayload);
        // A closed database has no subscriptions left to end (a shutdown after the database went away).
        return async () => {
          if (!client.closed) await unsub();
        };
      },
      async notify(channel, payload) {
        await client.query("SELECT pg_notify($1, $2)", [channel, payload]);
      },
      tryExclusive: localExclusive(),
      async dumpImage() {
        // The checkpoint writes every change to the data files, so the image needs no WAL replay.
        await client.query("CHECKPOINT");
        const blob = await client.dumpDataDir("none");
        return new Uint8Array(await blob.arrayBuffer());
      },
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // JIT compilation pays off for long analytical queries, never for ours: the search's term lookup is
  // estimated expensive (set-returning functions) and JIT then spends 40–400 ms compiling a 2 ms query.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000, options: "-c jit=off" });
  // A dropped connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Two instances starting together must not run migrations at the same time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock(727274)");
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
    lockClient.release();
  }

  const listeners = new Map<string, Set<(payload: string) => void>>();
  const resubscribed = new Set<() => void>();
  const interrupted = new Set<() => void>();
  let listenClient: pg.PoolClient | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  // One dedicated connection carries every LISTEN; it reconnects after a
  // database restart and re-subscribes the channels.
  async function ensureListener(): Promise<void> {
    if (listenClient || closed) return;
    connecting ??= (async () => {
      const client = await pool.connect();
      client.on("notification", (msg) => {
        for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? "");
      });
      client.on("error", () => {
        // Only the connection we still hold is ours to discard; after close() it is back in the pool.
        if (listenClient !== client) return;
        listenClient = undefined;
        try {
          client.release(true);
        } catch {
          // already released
        }
        if (closed) return;
        for (const fn of interrupted) fn();
        setTimeout(() => void reconnect(), 100);
      });
      for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
      listenClient = client;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }
  async function reconnect(): Promise<void> {
    for (let delay = 250; !closed && !listenClient; delay = Math.min(delay * 2, 4000)) {
      try {
        await ensureListener();
      } catch {
        await new Promise((r) => setTimeout(r, delay));
      }
    }
    if (listenClient) for (const fn of resubscribed) fn();
  }

  return {
    db,
    kind: "postgres",
    async query<T>(text: string, params: unknown[] = [], options?: { prepareAs?: string }) {
      const res = await pool.query(
        options?.prepareAs ? { name: options.prepareAs, text, values: params } : { text, values: params },
      );
      return res.rows as T[];
    },
    async listen(channel, onPayload, onResubscribed, onInterrupted) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      if (onResubscribed) resubscribed.add(onResubscribed);
      if (onInterrupted) interrupted.add(onInterrupted);
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onPayload);
      await ensureListener();
      if (isNew && listenClient) await listenClient.query(`LISTEN "${channel}"`);
      return async () => {
        if (onResubscribed) resubscribed.delete(onResubscribed);
        if (onInterrupted) interrupted.delete(onInterrupted);
        set.delete(onPayload);
        if (set.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN "${channel}"`).catch(() => {});
        }
      };
    },
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async tryExclusive<T>(lockId: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
      // Session-level advisory lock: taken and released on the same connection, held for the whole run.
      const client = await pool.connect();
      let broken = false;
      try {
        const got = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [lockId]);
        if (!got.rows[0]?.ok) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [lockId]).catch(() => {
            // The connection is gone, and the lock with it; it must not go back to the pool.
            broken = true;
          });
        }
      } catch (err) {
        broken ||= isDatabaseUnavailable(err);
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      closed = true;
      const client = listenClient;
      listenClient = undefined;
      client?.release(true);
      await pool.end();
    },
  };
}
