import { existsSync } from "node:fs";
import type { AppOptions } from "./app";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { EnvError, loadEnv, type Env } from "./env";
import { startControlChannel } from "./features/backup/control";
import { UploadsFolderError } from "./features/storage/uploads-marker";
import { createRedactor, secretValues } from "./redact";
import { goLiveWarning } from "./features/settings/go-live";
import { activeProcessorKinds } from "./features/settings/service";
import { runStartupTasks } from "./startup";
import { fullSiteConfig } from "./site-config";

/**
 * Adds the variables of a `.env` file in the working directory, when there is
 * one, to process.env (Node's own parser, `process.loadEnvFile`). A variable
 * already set in the environment wins, even when it is set to an empty value.
 * Skipped under NODE_ENV=test and with ENV_FILE=none (the browser tests and
 * benchmarks), so a developer's .env never reaches the servers they start;
 * ENV_FILE names another file.
 */
export function loadDotEnv(file = process.env.ENV_FILE || ".env"): void {
  if (process.env.NODE_ENV === "test" || file === "none" || !existsSync(file)) return;
  process.loadEnvFile(file);
}

/**
 * Runs a server process: configuration from the environment and `.env` (a
 * bad value ends the process with the list of problems), the database, the
 * app and its startup tasks, graceful shutdown on SIGTERM/SIGINT (10 s at
 * most), then listening. `pages` loads the page build once the configuration
 * is valid. Resolves to the address it listens on.
 */
export async function serve(pages?: (env: Env) => Promise<AppOptions["pages"]>): Promise<string> {
  let env: Env;
  try {
    loadDotEnv();
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const redact = createRedactor(secretValues(env));
  let database;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    });
  } catch (err) {
    console.error(redact((err as Error).message));
    process.exit(1);
  }

  const { app, ctx } = await buildApp({ env, database, pages: await pages?.(env) });
  try {
    await runStartupTasks(ctx);
  } catch (err) {
    // A configuration that would lose data (or a start-up task that failed): say why and stop.
    app.log.fatal({ err }, "start-up refused");
    if (err instanceof UploadsFolderError) console.error(err.message);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
  // Going live with the shipped example company data would publish a fake imprint: say what to replace.
  const goLive = goLiveWarning(fullSiteConfig, activeProcessorKinds(env));
  if (goLive && env.NODE_ENV === "production") app.log.warn(goLive);
  // A test-only setting in a real installation: say that it has no effect there.
  if (env.TEST_RETENTION_CLOCK_SHIFT_DAYS > 0 && env.NODE_ENV !== "test")
    app.log.warn("TEST_RETENTION_CLOCK_SHIFT_DAYS is ignored: it applies only under NODE_ENV=test");

  // `npm run backup` cannot open the folder this process holds: it asks here, on loopback (features/backup/control.ts).
  const control =
    database.kind === "pglite" ? await startControlChannel(env.DATA_DIR, () => ctx.backups.run("manual")) : undefined;

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await control?.close();
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  return app.listen({ port: env.PORT, host: env.HOST });
}
