import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContextPlugin } from "../../context";
import { checkReadiness, type Readiness } from "./readiness";

const checkSchema = z.object({
  status: z.enum(["ok", "failed"]),
  ms: z.number().int().min(0).describe("How long the check took"),
  reason: z.string().optional().describe("Why it failed: an error code or `timeout`; never a message"),
});

const providerCheckSchema = z.object({
  status: z.enum(["ok", "failed", "unknown"]).describe("The last call's outcome; `unknown` before the first call"),
  provider: z.string(),
  at: z.string().optional().describe("ISO 8601 time the last call ended"),
  reason: z.string().optional().describe("Why it failed: `HTTP 503`, `timeout`, an error's class"),
});

const readinessSchema = z.object({
  status: z
    .enum(["ready", "degraded", "unavailable"])
    .describe("`degraded`: a provider failed, the site works on (200); `unavailable`: the database or storage failed (503)"),
  failing: z.array(z.string()).describe("The failing checks: `database`, `storage`, or a provider kind"),
  checks: z.object({
    database: checkSchema,
    storage: checkSchema.extend({ kind: z.enum(["local", "object-storage"]) }),
    providers: z
      .object({
        chat: providerCheckSchema,
        voice: providerCheckSchema,
        stt: providerCheckSchema,
        embeddings: providerCheckSchema,
        moderation: providerCheckSchema,
      })
      .partial()
      .describe("Each configured provider's last outcome, recorded when it was called; the probe calls none"),
  }),
});

/**
 * GET /api/health: liveness. 200 as long as the process serves requests; it
 * touches nothing (a database that hangs is not a reason to restart us).
 * GET /api/ready: readiness (readiness.ts). 200 ready or degraded, 503 when
 * the database or the storage fails, naming it.
 */
export const healthRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness: the process serves requests (touches neither database nor storage)",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async (_req, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  // Requests that arrive together share one probe: the endpoint is public, and each probe writes a file.
  let inFlight: Promise<Readiness> | undefined;
  app.get(
    "/api/ready",
    {
      schema: {
        summary: "Readiness: database and storage answer; each provider's last outcome",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (req, reply) => {
      inFlight ??= checkReadiness(ctx).finally(() => {
        inFlight = undefined;
      });
      const result = await inFlight;
      if (result.status === "unavailable")
        req.log.warn({ event: "not_ready", failing: result.failing }, "readiness check failed");
      return reply
        .code(result.status === "unavailable" ? 503 : 200)
        .header("cache-control", "no-store")
        .send(result);
    },
  );
};
