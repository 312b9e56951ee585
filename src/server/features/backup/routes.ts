import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { backupSettingsSchema, backupStatusSchema } from "#shared/api/backups";
import type { ContextPlugin } from "../../context";
import { apiErrorSchema } from "../../http/contract";
import { sendCoded } from "../../http/errors";
import { requestLanguage } from "../../http/lang";
import { requireAdmin } from "../../http/require-admin";
import { changedFields } from "../audit/service";

/** The audit log's names of the settings (the dashboard words them). */
const AUDITED_FIELDS = { enabled: "dailyBackup", keep: "backupsKept" } as const;

/**
 * Backups in the console (docs/api.md, "Backups"; decision 038): the
 * owner's daily schedule, what the last backups did, and a backup now. Owners
 * only; changes (in the same transaction) and backups taken here go into the
 * audit log.
 */
export const backupRoutes: ContextPlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireAdmin(ctx.auth));
  const { backups, audit } = ctx;

  app.get(
    "/api/settings/backups",
    {
      schema: {
        summary: "The daily backup's setting, and the last backup with its time, size or failure",
        response: { 200: backupStatusSchema },
      },
    },
    async () => backups.status(),
  );

  app.put(
    "/api/settings/backups",
    {
      schema: {
        summary: "Turn the daily backup on or off and set how many scheduled backups are kept",
        body: backupSettingsSchema,
        response: { 200: backupStatusSchema, 409: apiErrorSchema, 422: apiErrorSchema },
      },
      config: { invalid: { code: "settings-invalid", status: 422, every: true } },
    },
    async (req, reply) => {
      if (!backups.available) return sendCoded(reply, 409, "backups-unavailable", requestLanguage(req));
      const before = await backups.settings();
      // The setting and its audit entry in one transaction: no change without its entry.
      await audit.transact(
        (tx) => backups.setSettings(req.body, tx),
        (after) => ({
          account: req.user!,
          action: "backups.settings",
          details: {
            changed: changedFields(before, after, ["enabled", "keep"]).map(
              (f) => AUDITED_FIELDS[f as keyof typeof AUDITED_FIELDS],
            ),
          },
        }),
      );
      return backups.status();
    },
  );

  app.post(
    "/api/settings/backups/run",
    {
      schema: {
        summary: "Take a backup now; the answer's `last` says whether it worked",
        response: { 200: backupStatusSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      if (!backups.available) return sendCoded(reply, 409, "backups-unavailable", requestLanguage(req));
      // A failure is recorded and shown as the last backup; the request itself succeeded in trying.
      const result = await backups.run("manual").catch(() => undefined);
      await audit.record({ account: req.user!, action: "backups.run", details: result ? { size: result.bytes } : {} });
      return backups.status();
    },
  );
};
