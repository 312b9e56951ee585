import path from "node:path";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { EnvError, loadEnv } from "./env";
import { runStartupTasks } from "./startup";

/** Starts the production server: prerendered pages, SSR and the API on one port. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const root = process.cwd();
  const serverBuildPath = path.join(root, "build/server/index.js");
  const build = (await import(serverBuildPath)) as ServerBuild;

  let database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }

  const { app, ctx } = await buildApp({ env, database, pages: { build, clientDir: path.join(root, "build/client") } });
  await runStartupTasks(ctx);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
}

void main();
