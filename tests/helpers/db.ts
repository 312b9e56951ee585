import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client";
import { waitFor } from "./wait";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of the fresh database (PostgreSQL only), for a second instance. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database per test: an in-memory PGlite, or a new database
 * on the PostgreSQL server that is dropped afterwards.
 */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Resolves once nothing is connected any more to the PostgreSQL database at
 * `url`: the statements of a killed server process have finished
 * (PostgreSQL completes a statement whose client died), so what they wrote is
 * there for the next process to see.
 */
export async function connectionsClosed(url: string, ms = 15_000): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  // Connected to the admin database, so this check is not among the connections it counts.
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? url });
  await admin.connect();
  try {
    await waitFor(
      async () =>
        (
          await admin.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
            [name],
          )
        ).rows[0]!.n,
      (n) => n === 0,
      ms,
    );
  } finally {
    await admin.end();
  }
}
