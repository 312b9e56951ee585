import { z } from "zod";

/**
 * The only reader of process.env. Everything is validated at start and every
 * bad variable is listed before the process exits (style.md: fail fast on bad
 * config). Empty strings count as unset, so `FOO=` in a .env file is harmless.
 */
const optionalString = z.string().min(1).optional();
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .default(def ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: int(3000, 0),
    HOST: z.string().min(1).default("127.0.0.1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Public origin of the site, used for canonical URLs, the sitemap and same-origin checks. */
    SITE_URL: z.url().optional(),
    /** Trust X-Forwarded-* headers (behind a load balancer). */
    TRUST_PROXY: bool(false),

    DATA_DIR: z.string().min(1).default("./data"),
    /** Connections per instance to PostgreSQL (several instances share the server's max_connections). */
    DATABASE_POOL_SIZE: int(10, 1),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),

    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    SESSION_IDLE_MINUTES: int(60, 1),

    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: z.url().optional(),
    CHAT_MODEL: z.string().min(1).default("gpt-4-turbo-preview"),
    STT_MODEL: z.string().min(1).default("whisper-1"),
    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_BASE_URL: z.url().default("https://api.elevenlabs.io"),
    ELEVENLABS_VOICE_ID: optionalString,
    ELEVENLABS_MODEL: z.string().min(1).default("eleven_multilingual_v2"),
    /**
     * Milliseconds a provider may stay silent: until the first token or audio
     * byte, and between two chunks of a stream. A hanging provider ends in the
     * spec's error message after this, and its connection is closed.
     */
    PROVIDER_TIMEOUT_MS: int(20_000, 100),
    /** Milliseconds per token of the offline demo provider; 0 in tests. */
    DEMO_TOKEN_DELAY_MS: int(15, 0),

    CHAT_RATE_LIMIT_PER_MINUTE: int(20, 1),
    DAILY_CHAT_CAP: int(2000, 1),
    /** Failed sign-ins a client (and an account) may have before each further attempt waits. */
    LOGIN_FREE_FAILURES: int(5, 1),
    /** The longest wait between two attempts after failed sign-ins, in seconds (the delay doubles up to it). */
    LOGIN_MAX_DELAY_SECONDS: int(300, 1),
    /** Seconds between housekeeping passes (expired sessions, counters, failed sign-ins, orphaned files). */
    HOUSEKEEPING_INTERVAL_SECONDS: int(600, 1),
    MAX_UPLOAD_MB: int(50, 1),
    /** Memory of the thread that extracts one PDF, in MiB; a decompression bomb ends in ERROR here. */
    INGESTION_MAX_MEMORY_MB: int(512, 32),
    /** Seconds one PDF may take to extract before it ends in ERROR. */
    INGESTION_TIMEOUT_SECONDS: int(120, 1),
    /** Seconds after which a claim on a document that was not renewed counts as abandoned (a dead instance). */
    INGESTION_LEASE_SECONDS: int(60, 2),
    /** Seconds after which a stored file without a document row (an upload killed midway) is removed. */
    ORPHAN_GRACE_SECONDS: int(900, 0),
    /** Store the text of demo conversations (off by default; decisions.md section 6). */
    STORE_MESSAGES: bool(false),

    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    SMTP_FROM: z.email().optional(),
    INQUIRY_NOTIFY_EMAIL: z.email().optional(),

    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool(true),
    /** Folder inside the bucket for uploaded files, like `uploads/`; the bucket's root when unset. */
    S3_PREFIX: z
      .string()
      .regex(/^\/?[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/, "must be folder names separated by /, like uploads/")
      .optional(),
  });

/** Rules across variables, checked even when single variables are invalid, so every problem is listed at once. */
function crossChecks(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (Boolean(raw.ADMIN_EMAIL) !== Boolean(raw.ADMIN_PASSWORD)) problems.push("ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  if (raw.S3_BUCKET && !(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY)) problems.push("S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = envSchema.safeParse(cleaned);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".") || "(env)"}: ${i.message}`)),
    ...crossChecks(cleaned),
  ];
  if (problems.length > 0 || !result.success) throw new EnvError(problems);
  return result.data;
}

/** The variables' names, for .env.example and the README table (kept in sync by a test). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];
