import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { processingRegionsSchema } from "#shared/api/regions";
import type { ContextPlugin } from "../../context";
import { requireAdmin } from "../../http/require-admin";
import { allowedHosts, configuredEndpoints } from "../../providers/regions";

/**
 * Where the configured provider endpoints process, for the console's settings
 * (decision 042): host and region of each, whether REQUIRE_EU_PROCESSING is on.
 * Owners and editors: hosts are no secret, keys are never part of it.
 */
export const processingRegionRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));

  app.get(
    "/api/settings/regions",
    {
      schema: {
        summary: "Where each configured provider endpoint processes: EU, outside the EU, self-hosted or unknown",
        response: { 200: processingRegionsSchema },
      },
    },
    async () => {
      const allowed = allowedHosts(ctx.env.EU_PROCESSING_ALLOWED_HOSTS);
      return {
        required: ctx.env.REQUIRE_EU_PROCESSING,
        endpoints: configuredEndpoints(ctx.env).map((e) => ({ ...e, allowed: allowed.has(e.host.toLowerCase()) })),
      };
    },
  );
};
