import { z } from "zod";
import { CROSS_RULES, EnvError, type RawEnv } from "./env-rules";
import { ENV_SHAPE } from "./env-groups";
import { allowedHosts, configuredEndpoints, euProcessingProblems } from "./providers/regions";

export { envDoc } from "./env-doc";
export { ENV_GROUPS } from "./env-groups";
export { CROSS_RULES, EnvError } from "./env-rules";
export { FLAG_VALUES } from "./env-values";

/**
 * The only reader of process.env. Every variable is defined once, in env-groups.ts: the zod schema gives
 * its validation and default, `doc` what it means and which values it accepts. `npm run env:docs`
 * (scripts/make-env-docs.ts) writes .env.example and the table in docs/configuration.md from there, and
 * a test fails when they differ.
 *
 * Everything is validated at start and every bad variable is listed before the process exits: a bad
 * configuration fails at start, not at first use. Empty strings count as unset, so `FOO=` in a .env
 * file is harmless.
 *
 * The kinds of value are in env-values.ts, the documentation's bookkeeping in env-doc.ts, the rules
 * across variables and the start's error in env-rules.ts.
 */

export const envSchema = z.object(ENV_SHAPE);

export type Env = z.infer<typeof envSchema>;

/** The variables' names. */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

export function loadEnv(source: RawEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = envSchema.safeParse(cleaned);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`)),
    ...CROSS_RULES.filter((r) => r.broken(cleaned)).map((r) => r.problem),
    // An owner who requires processing in the EU gets no start while an endpoint is elsewhere or unknown.
    ...(result.success && result.data.REQUIRE_EU_PROCESSING
      ? euProcessingProblems(configuredEndpoints(result.data), allowedHosts(result.data.EU_PROCESSING_ALLOWED_HOSTS))
      : []),
  ];
  if (problems.length > 0 || !result.success) throw new EnvError(problems);
  return result.data;
}

/** The folder of backups: BACKUP_DIR, else `DATA_DIR/backups`. */
export function backupDir(env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">): string {
  return env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, "")}/backups`;
}

/**
 * Days the transcript retention's clock runs ahead: TEST_RETENTION_CLOCK_SHIFT_DAYS under NODE_ENV=test,
 * 0 in production and development whatever the variable says.
 */
export function retentionClockShiftDays(env: Env): number {
  return env.NODE_ENV === "test" ? env.TEST_RETENTION_CLOCK_SHIFT_DAYS : 0;
}
