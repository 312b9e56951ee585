import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { loadEnv } from "./env";
import { loadDotEnv } from "./serve";
import { runStartupTasks } from "./startup";

/** npm run dev: the same Fastify app with Vite's dev middleware and hot reload. */
// `.env` first, so its values win over the development defaults below; the environment wins over both.
loadDotEnv();
const env = loadEnv({ NODE_ENV: "development", LOG_LEVEL: "info", ...process.env });
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
const { app, ctx } = await buildApp({
  env,
  database,
  pages: { build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> },
  beforeRoutes: (instance) => {
    instance.addHook("onRequest", (req, reply, done) => {
      if (req.url.startsWith("/api/")) return done();
      vite.middlewares(req.raw, reply.raw, () => done());
    });
  },
});
await runStartupTasks(ctx);
await app.listen({ port: env.PORT, host: env.HOST });
