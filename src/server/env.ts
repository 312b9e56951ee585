import { isIP } from "node:net";
import { z } from "zod";

/**
 * The only reader of process.env. Everything is validated at start and every
 * bad variable is listed before the process exits: a bad configuration fails
 * at start, not at first use. Empty strings count as unset, so `FOO=` in a .env file is harmless.
 */
const optionalString = z.string().min(1).optional();
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(def);
const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .default(def ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

/** Names proxy-addr (Fastify's trustProxy) accepts for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  "set the number of proxies in front of the server (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.0.2.7)";

/**
 * Which X-Forwarded-* headers to believe: `false` (none: the socket's address
 * is the client), a hop count (the last n addresses of the chain are our own
 * proxies), or the proxies' addresses and CIDR ranges. `true` is refused: it
 * trusts every entry, so the leftmost one, which the client writes itself,
 * would become its address for every per-client limit.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((raw, ctx): false | number | string[] => {
    const v = raw.trim().toLowerCase();
    if (v === "false" || v === "no" || v === "0") return false;
    if (v === "true" || v === "yes") {
      ctx.addIssue({
        code: "custom",
        message: `"${raw}" would let every client choose its own address for the rate limits; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) ctx.addIssue({ code: "custom", message: "at most 10 proxies in a row; list their addresses instead" });
      return hops;
    }
    const entries = raw
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `not an address or CIDR range: ${bad.join(", ") || raw}; ${TRUST_PROXY_HELP}, or false`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: int(3000, 0),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** The file of variables read at start (default .env; "none" reads none). Variables already set win. */
  ENV_FILE: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Public origin of the site, used for canonical URLs, the sitemap and same-origin checks. */
  SITE_URL: z.url().optional(),
  /** Proxies whose X-Forwarded-* headers are believed: false, a hop count, or addresses/CIDRs (see trustProxy). */
  TRUST_PROXY: trustProxy,

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
  SESSION_MAX_HOURS: int(12, 1),

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
   * visitor's error message after this, and its connection is closed.
   */
  PROVIDER_TIMEOUT_MS: int(20_000, 100),
  /** Milliseconds per token of the offline demo provider; 0 in tests. */
  DEMO_TOKEN_DELAY_MS: int(15, 0),

  /** Requests per client (IPv6: per /64) and minute, chat, speech and transcription together. */
  CHAT_RATE_LIMIT_PER_MINUTE: int(20, 1),
  /**
   * The site-wide daily budget (UTC day) for everything that costs money,
   * counted in chat requests; speech and transcription are charged at the
   * rates below. Bounded so its thousandths fit the counter's integer.
   */
  DAILY_CHAT_CAP: int(2000, 1, 2_000_000),
  /** Synthesised characters that cost as much as one chat request. */
  TTS_CHARS_PER_CHAT: int(200, 1),
  /** Kilobytes of uploaded audio that cost as much as one chat request. */
  STT_KB_PER_CHAT: int(1024, 1),
  /** Synthesised characters per client and hour (the spoken answers of the chat included). */
  TTS_CHARS_PER_CLIENT_PER_HOUR: int(10_000, 1, 1_000_000_000),
  /** Megabytes of audio per client and hour sent for transcription. */
  STT_MB_PER_CLIENT_PER_HOUR: int(20, 1, 1_000_000),
  /** Transcriptions (upload and provider call) running at once on one instance, and per client. */
  STT_MAX_CONCURRENT: int(8, 1),
  STT_MAX_CONCURRENT_PER_CLIENT: int(2, 1),
  /** Milliseconds an audio upload may send nothing before it is cut off with 408. */
  STT_UPLOAD_IDLE_MS: int(5000, 100),
  /** Failed sign-ins a client (and an account) may have before each further attempt waits. */
  LOGIN_FREE_FAILURES: int(5, 1),
  /** The longest wait between two attempts after failed sign-ins, in seconds (the delay doubles up to it). */
  LOGIN_MAX_DELAY_SECONDS: int(300, 1),
  /** Seconds between housekeeping passes (expired sessions, counters, failed sign-ins, orphaned files). */
  HOUSEKEEPING_INTERVAL_SECONDS: int(600, 1),
  /**
   * Tests only: the transcript retention judges turns as if it were this many days later, so a browser
   * test can watch the real housekeeping pass remove an old transcript. Applied only under NODE_ENV=test
   * (see retentionClockShiftDays); every other mode ignores it and warns at start.
   */
  TEST_RETENTION_CLOCK_SHIFT_DAYS: int(0, 0, 3650),
  MAX_UPLOAD_MB: int(50, 1),
  /**
   * Memory of the process that extracts PDFs, in MiB (all it holds, not only its JavaScript heap);
   * a PDF that needs more ends in ERROR as too large. Node with pdf.js needs about 80 MiB at rest.
   */
  INGESTION_MAX_MEMORY_MB: int(512, 128),
  /** Seconds one PDF may take to extract before it ends in ERROR. */
  INGESTION_TIMEOUT_SECONDS: int(120, 1),
  /** Seconds after which a claim on a document that was not renewed counts as abandoned (a dead instance). */
  INGESTION_LEASE_SECONDS: int(60, 2),
  /** Seconds after which a stored file without a document row (an upload killed midway) is removed. */
  ORPHAN_GRACE_SECONDS: int(900, 0),
  /**
   * Model of the OpenAI-compatible moderation endpoint (e.g. omni-moderation-latest), asked beside the
   * crisis check when set; needs OPENAI_API_KEY. Off when unset.
   */
  MODERATION_MODEL: optionalString,
  /**
   * Model of an OpenAI-compatible embeddings endpoint (e.g. text-embedding-3-small): knowledge search
   * then also finds passages by meaning. Needs OPENAI_API_KEY or EMBEDDING_API_KEY. Off when unset.
   */
  EMBEDDING_MODEL: optionalString,
  /** Base URL of the embeddings endpoint when it is not OPENAI_BASE_URL's server (e.g. a local vLLM). */
  EMBEDDING_BASE_URL: z.url().optional(),
  /** Key for EMBEDDING_BASE_URL's server; OPENAI_API_KEY when unset. */
  EMBEDDING_API_KEY: optionalString,
  /** Vector length to ask for (text-embedding-3-* can shorten theirs); the model's own when unset. */
  EMBEDDING_DIMENSIONS: z.coerce.number().int().min(16).max(4096).optional(),
  /** Cosine similarity at which a passage found by meaning is relevant enough for the coach. */
  EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(0.05).max(0.99).default(0.4),
  /** Milliseconds a question's embedding may take before the search goes on by words alone. */
  EMBEDDING_TIMEOUT_MS: int(1500, 100),
  /**
   * Each instance keeps the knowledge base's search index in memory (about 1 MB per 1,000 passages) and
   * answers searches from it; false answers every search with the database's statements instead.
   */
  SEARCH_INDEX: bool(true),
  /** Milliseconds the moderation check may take before the answer goes on without it. */
  MODERATION_TIMEOUT_MS: int(1500, 100),
  /** A request header with the visitor's country set by a CDN in front of the site (e.g. cf-ipcountry), for the crisis lines of that country. */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be a header name")
    .optional(),
  /** Mail the operator when a crisis answer was given (no message text; needs SMTP_URL and SMTP_FROM). */
  CRISIS_NOTIFY_EMAIL: z.email().optional(),
  /** At most one crisis mail per this many minutes; the next one counts what happened in between. */
  CRISIS_NOTIFY_INTERVAL_MINUTES: int(15, 1),

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
    .regex(
      /^\/?[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
      "must be folder names separated by /, like uploads/",
    )
    .optional(),
});

/** Rules across variables, checked even when single variables are invalid, so every problem is listed at once. */
function crossChecks(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (Boolean(raw.ADMIN_EMAIL) !== Boolean(raw.ADMIN_PASSWORD))
    problems.push("ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  if (raw.S3_BUCKET && !(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY))
    problems.push("S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  if (raw.MODERATION_MODEL && !raw.OPENAI_API_KEY) problems.push("MODERATION_MODEL: needs OPENAI_API_KEY");
  if (raw.EMBEDDING_MODEL && !(raw.EMBEDDING_API_KEY || raw.OPENAI_API_KEY))
    problems.push("EMBEDDING_MODEL: needs EMBEDDING_API_KEY or OPENAI_API_KEY");
  if (raw.CRISIS_NOTIFY_EMAIL && !(raw.SMTP_URL && raw.SMTP_FROM))
    problems.push("CRISIS_NOTIFY_EMAIL: needs SMTP_URL and SMTP_FROM");
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

/**
 * Days the transcript retention's clock runs ahead: TEST_RETENTION_CLOCK_SHIFT_DAYS under NODE_ENV=test,
 * 0 in production and development whatever the variable says.
 */
export function retentionClockShiftDays(env: Env): number {
  return env.NODE_ENV === "test" ? env.TEST_RETENTION_CLOCK_SHIFT_DAYS : 0;
}

/** The variables' names, for .env.example (kept in sync by a test) and the table in docs/api.md, "Start and configuration". */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];
