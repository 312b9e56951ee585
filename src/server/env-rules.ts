/**
 * What loading the environment checks beyond single variables (env.ts): the rules across
 * variables, which docs/configuration.md lists, and the error that names every problem at once.
 */

export type RawEnv = Record<string, string | undefined>;

/**
 * Rules across variables, checked even when single variables are invalid, so every problem is listed at
 * once. `rule` is what docs/configuration.md says, `problem` what the start prints.
 */
export const CROSS_RULES: readonly { rule: string; problem: string; broken: (raw: RawEnv) => boolean }[] = [
  {
    rule: "`ADMIN_EMAIL` and `ADMIN_PASSWORD` are set together or not at all.",
    problem: "ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    broken: (raw) => Boolean(raw.ADMIN_EMAIL) !== Boolean(raw.ADMIN_PASSWORD),
  },
  {
    rule: "`S3_BUCKET` needs `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`.",
    problem: "S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    broken: (raw) => Boolean(raw.S3_BUCKET) && !(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY),
  },
  {
    rule: "`MODERATION_MODEL` needs `OPENAI_API_KEY`.",
    problem: "MODERATION_MODEL: needs OPENAI_API_KEY",
    broken: (raw) => Boolean(raw.MODERATION_MODEL) && !raw.OPENAI_API_KEY,
  },
  {
    rule: "`EMBEDDING_MODEL` needs `EMBEDDING_API_KEY` or `OPENAI_API_KEY`.",
    problem: "EMBEDDING_MODEL: needs EMBEDDING_API_KEY or OPENAI_API_KEY",
    broken: (raw) => Boolean(raw.EMBEDDING_MODEL) && !(raw.EMBEDDING_API_KEY || raw.OPENAI_API_KEY),
  },
  {
    rule: "`CRISIS_NOTIFY_EMAIL` needs `SMTP_URL` and `SMTP_FROM`.",
    problem: "CRISIS_NOTIFY_EMAIL: needs SMTP_URL and SMTP_FROM",
    broken: (raw) => Boolean(raw.CRISIS_NOTIFY_EMAIL) && !(raw.SMTP_URL && raw.SMTP_FROM),
  },
];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}
