import type { AppContext } from "./context";
import { fillPassageTopics } from "./features/search/service";
import { checkUploadsFolder } from "./features/storage/uploads-marker";
import { fullSiteConfig } from "./site-config";
import { siteConfigSchema } from "#shared/site-config-schema";

/**
 * One-time work at start: the checks that refuse a configuration that would
 * lose data, the admin from the environment, the default persona, then the
 * background work (ingestion, housekeeping).
 */
export async function runStartupTasks(ctx: AppContext): Promise<void> {
  const { env } = ctx;
  const site = siteConfigSchema.safeParse(fullSiteConfig);
  if (!site.success)
    throw new Error(
      `site.config.json is invalid: ${site.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  // Several instances on PostgreSQL with separate local folders would lose uploads (throws UploadsFolderError).
  await checkUploadsFolder(env, ctx.database);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ctx.auth.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  }
  await ctx.personas.ensureDefault();
  // Passages indexed before their topic was stored get it (knowledge search, decision 057).
  await fillPassageTopics(ctx.database);
  await ctx.voiceConfig.ensureDefault();
  // One PGlite folder has one process (the lock), so its leftover claims are ours to release.
  await ctx.worker.start({ releaseAll: ctx.database.kind === "pglite" });
  ctx.housekeeping.start();
  // Web sources that are due (new, or their refresh interval passed) are fetched now and on schedule.
  await ctx.webSources.start();
  // Passages without vectors (new, or made by another model) get them now, and after each change.
  ctx.embedder?.start();
}
