import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, openPgliteImage, type Database } from "../../src/server/db/client";
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
 * Set by the test run's global setup (tests/helpers/template-databases.ts):
 * an image of a migrated PGlite, and the name of a migrated PostgreSQL
 * database to copy. Without them (a bench) every database is migrated afresh.
 */
const PGLITE_TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";
const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE";

let pgliteImage: Uint8Array | undefined;
function templateImage(): Uint8Array | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  pgliteImage ??= new Uint8Array(fs.readFileSync(file));
  return pgliteImage;
}

/**
 * Writes the run's migrated template into `DATA_DIR/pglite` when that folder
 * does not exist yet, so a server started on it finds every migration applied
 * instead of running them all. Without a template (a bench) nothing is written.
 */
export async function seedPgliteFolder(dataDir: string): Promise<void> {
  const image = templateImage();
  const dir = path.resolve(dataDir, "pglite");
  if (!image || fs.existsSync(dir)) return;
  const seeded = await openPgliteImage(image, dir);
  await seeded.close();
}

/**
 * A fresh, migrated database per test: an in-memory PGlite, or a new database
 * on the PostgreSQL server that is dropped afterwards. Both start as copies of
 * a template migrated once per run, which saves the migrations every time.
 */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const database = await openDatabase({ image: templateImage() });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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

/** Makes the run's templates (vitest global setup); returns the teardown. */
export async function makeTemplates(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const file = `${dir}/pglite-template-${process.pid}.tar`;
  const template = await openDatabase({});
  fs.writeFileSync(file, await template.dumpImage!());
  await template.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let name: string | undefined;
  if (adminUrl) {
    name = `t_template_${process.pid}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await database.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
  }
  return async () => {
    fs.rmSync(file, { force: true });
    if (adminUrl && name) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  };
}
