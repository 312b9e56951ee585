import { sql } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContextPlugin } from "../../context";

const unavailableSchema = z.object({
  status: z.literal("unavailable"),
  error: z.string(),
  code: z.literal("service-unavailable"),
});

/** GET /api/health: 200 {"status":"ok"} once the server and its database answer. */
export const healthRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = ctx;
  app.get(
    "/api/health",
    {
      schema: {
        summary: "The server and its database answer",
        response: { 200: z.object({ status: z.literal("ok") }), 503: unavailableSchema },
      },
    },
    async (_req, reply) => {
      try {
        await database.db.execute(sql`SELECT 1`);
        return { status: "ok" as const };
      } catch (err) {
        app.log.error({ err }, "health check: database unavailable");
        return reply.code(503).send({ status: "unavailable", error: "Database unavailable", code: "service-unavailable" });
      }
    },
  );
};
