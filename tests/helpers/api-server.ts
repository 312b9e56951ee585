/**
 * A server process for fault tests: the same app as src/server/index.ts
 * (configuration from the environment, startup tasks, graceful shutdown),
 * without the page build, so it runs before `npm run build`. Prints
 * `LISTENING <url>` once it accepts connections.
 */
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { loadEnv } from "../../src/server/env";
import { runStartupTasks } from "../../src/server/startup";

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
const { app, ctx } = await buildApp({ env, database });
await runStartupTasks(ctx);
const url = await app.listen({ port: env.PORT, host: "127.0.0.1" });
process.stdout.write(`LISTENING ${url}\n`);
process.on("SIGTERM", () => {
  void app.close().then(() => database.close()).finally(() => process.exit(0));
});
