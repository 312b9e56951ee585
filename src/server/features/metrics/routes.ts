import { createHash, timingSafeEqual } from "node:crypto";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";

/** Compares in constant time, whatever the lengths (both sides are hashed to the same length first). */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return m?.[1];
}

/**
 * GET /api/metrics: the Prometheus exposition (features/metrics/service.ts),
 * for a scraper with METRICS_TOKEN as its bearer token (decision 040). Off
 * without METRICS_TOKEN: then it answers 404 like any path that does not
 * exist, so a scanner learns nothing; on, a missing or wrong token is 401.
 */
export const metricsRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const token = ctx.env.METRICS_TOKEN;
  const registry = ctx.metrics.registry;
  app.get(
    "/api/metrics",
    {
      schema: {
        summary: "Prometheus metrics (text exposition format); needs METRICS_TOKEN as `Authorization: Bearer` token",
        tags: ["operations"],
        response: {
          200: {
            description: "The metrics in Prometheus' text format 0.0.4",
            content: { "text/plain": { schema: z.string().describe("Prometheus text exposition format") } },
          },
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      if (!token || !registry) return sendCoded(reply, 404, "not-found", requestLanguage(req));
      const given = bearer(req.headers.authorization);
      if (given === undefined || !sameToken(given, token))
        return sendCoded(
          reply.header("www-authenticate", 'Bearer realm="metrics"'),
          401,
          "not-authenticated",
          requestLanguage(req),
        );
      const text = await registry.metrics();
      return reply.header("cache-control", "no-store").type(registry.contentType).send(text);
    },
  );
};
