import { sql } from "drizzle-orm";
import type { ContextPlugin } from "../../context";

/** GET /api/health: 200 {"status":"ok"} once the server and its database answer. */
export const healthRoutes: ContextPlugin = async (app, { ctx }) => {
  const { database } = ctx;
  app.get("/api/health", async (_req, reply) => {
    try {
      await database.db.execute(sql`SELECT 1`);
      return { status: "ok" };
    } catch (err) {
      app.log.error({ err }, "health check: database unavailable");
      return reply.code(503).send({ status: "unavailable", error: "Database unavailable", code: "service-unavailable" });
    }
  });
};
