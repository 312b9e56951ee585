import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  operationsQuerySchema,
  operationsSummarySchema,
  operationsTargetsSchema,
  PERCENTILES,
  STAGES,
  type OperationsTargets,
} from "#shared/api/operations";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { requireAdmin } from "../../http/require-admin";

/** Each target by the name the audit log gives it (`typed.first-audio p90`, `errors`), with its value. */
function valuesOf(t: OperationsTargets): Map<string, number> {
  const values = new Map(t.latency.map((l) => [`${l.stage} ${l.percentile}`, l.maxMs]));
  if (t.maxErrorPercent !== null) values.set("errors", t.maxErrorPercent);
  return values;
}

/**
 * The operations view (docs/api.md, "Operations"; decision 047): latency per
 * stage and provider error rates from the database, for every operator; the
 * targets are the owner's, changed with their audit entry in one transaction.
 */
export const operationsRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));
  const { operations, audit } = ctx;

  app.get(
    "/api/operations",
    {
      schema: {
        summary: "Latency per stage (p50/p90/p95), provider error rates and the targets, over 24 h, 7 d or 30 d",
        querystring: operationsQuerySchema,
        response: { 200: operationsSummarySchema },
      },
    },
    async (req) => operations.summary(req.query),
  );

  app.put(
    "/api/operations/targets",
    {
      schema: {
        summary: `Set the owner's targets: a stage's percentile at most so many ms (stages: ${STAGES.join(", ")}; percentiles: ${PERCENTILES.join(", ")}), and the highest provider error rate`,
        body: operationsTargetsSchema,
        response: { 200: operationsTargetsSchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req) => {
      const before = valuesOf(await operations.targets());
      // The targets and their audit entry in one transaction: no change without its entry.
      return audit.transact(
        (tx) => operations.setTargets(req.body, tx),
        (after) => {
          const now = valuesOf(after);
          const names = new Set([...before.keys(), ...now.keys()]);
          return {
            account: req.user!,
            action: "operations.targets",
            details: { changed: [...names].filter((n) => before.get(n) !== now.get(n)) },
          };
        },
      );
    },
  );
};
