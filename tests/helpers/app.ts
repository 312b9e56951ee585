import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../src/server/app";
import type { AppContext } from "../../src/server/context";
import { loadEnv, type Env } from "../../src/server/env";
import { runStartupTasks } from "../../src/server/startup";
import { openDatabase } from "../../src/server/db/client";
import { freshDatabase, type Engine, type TestDatabase } from "./db";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: TestDatabase;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: "admin@example.com", password: "ein-langes-Test-Passwort-1" };

/** The Fastify app in-process on a fresh database, API only (no page build). */
export async function createTestApp(
  engine: Engine,
  envOverrides: Record<string, string> = {},
  options: Pick<AppOptions, "beforeRoutes"> = {},
): Promise<TestApp> {
  const db = await freshDatabase(engine);
  const env: Env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO_TOKEN_DELAY_MS: "0",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DATA_DIR: `tests/.tmp/data-${process.pid}-${Date.now()}`,
    ...envOverrides,
  });
  const { app, ctx } = await buildApp({ env, database: db.database, logger: false, ...options });
  await runStartupTasks(ctx);
  await app.ready();
  return {
    app,
    ctx,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** Signs in the test admin and returns the Cookie header value. */
export async function loginCookie(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "mc_session");
  if (!cookie) throw new Error("no session cookie");
  return `mc_session=${cookie.value}`;
}

/**
 * A second server instance on the same database (PostgreSQL) and the same
 * file storage as `first`, as a second process behind a load balancer would
 * be: nothing shared in memory.
 */
export async function createSecondInstance(first: TestApp, envOverrides: Record<string, string> = {}): Promise<TestApp> {
  if (!first.db.url) throw new Error("a second instance needs PostgreSQL");
  const database = await openDatabase({ url: first.db.url, poolSize: 5 });
  const env: Env = loadEnv({ ...envFromContext(first.ctx.env), ...envOverrides });
  const { app, ctx } = await buildApp({ env, database, logger: false });
  try {
    await runStartupTasks(ctx);
  } catch (err) {
    // A refused start (the uploads folder check) leaves nothing running.
    await app.close();
    await database.close();
    throw err;
  }
  await app.ready();
  return {
    app,
    ctx,
    db: { database, url: first.db.url, drop: () => database.close() },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The environment variables that produce `env` (for building a twin). */
function envFromContext(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
