import { z } from "zod";
import { doc } from "./env-doc";
import { bool, int, optionalString, trustProxy } from "./env-values";

/**
 * Every variable, by group: the zod schema gives its validation and default, `doc` what it means and
 * which values it accepts. env.ts builds the one schema of the environment from these groups;
 * docs/configuration.md and .env.example show them in this order.
 */

const server = {
  NODE_ENV: doc(z.enum(["development", "production", "test"]).default("production"), {
    text: "Mode of the server; under `test` no `.env` file is read",
    default: "`production` (`npm run dev`: `development`)",
  }),
  PORT: doc(int(3000, 0), { text: "Port to listen on (`0`: any free port)" }),
  HOST: doc(z.string().min(1).default("127.0.0.1"), {
    text: "Address to listen on (`0.0.0.0`: every interface, as `npm start` and the Docker image use)",
    values: "an address or host name",
    default: "`127.0.0.1` (`npm start` and Docker: `0.0.0.0`)",
    example: "0.0.0.0",
  }),
  LOG_LEVEL: doc(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"), {
    text: "Log detail (JSON lines on standard output)",
  }),
  ENV_FILE: doc(optionalString(), {
    text: "The file of variables read at start (`process.loadEnvFile`); variables already set win; `none` reads none (the browser tests and benchmarks set it)",
    values: "a file name, or `none`",
    default: "`.env`",
  }),
  SITE_URL: doc(z.url().optional(), {
    text: "Public origin: canonical URLs, sitemap, `robots.txt`, same-origin checks; prerendered pages are rewritten to it at start (built with `VITE_SITE_URL`)",
    default: "`http://localhost:PORT`",
  }),
  TRUST_PROXY: doc(trustProxy, {
    text: "Which proxies' `X-Forwarded-For`/`-Proto`/`-Host` to believe (`1` for one load balancer); the client is the rightmost address that is not one of them ([decision 012](decisions/012-client-addresses-and-budget.md))",
    values:
      "`false`/`no`/`0` (none), the number of proxies in front of the server (at most 10), or a comma-separated list of their addresses and CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`), like `10.0.0.0/8,192.0.2.7`; `true` is refused",
  }),
  METRICS_TOKEN: doc(z.string().min(16, "must be at least 16 characters").optional(), {
    text: "Switches on `GET /api/metrics` (Prometheus), for a scraper that sends `Authorization: Bearer <token>`; without it nothing is measured and the path answers 404 ([decision 040](decisions/040-metrics.md))",
    values: "at least 16 characters, e.g. from `openssl rand -hex 32`",
    default: "– (off)",
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: doc(z.url().optional(), {
    text: "Switches on OpenTelemetry traces of chat turns, transcriptions and ingestion, sent over OTLP/HTTP (JSON) to this collector (`/v1/traces` is appended); without it no tracing code is loaded. Spans carry ids, counts, sizes, statuses and durations, never text ([decision 049](decisions/049-tracing.md))",
    values: "the collector's base URL",
    default: "– (off)",
    example: "http://127.0.0.1:4318",
  }),
  OTEL_EXPORTER_OTLP_HEADERS: doc(optionalString(), {
    text: "Headers sent with every export, e.g. a collector's API key; treated as a secret (redacted from logs)",
    values: "`key=value` pairs separated by commas (values URL-encoded)",
    default: "–",
  }),
  OTEL_SERVICE_NAME: doc(z.string().min(1).default("mentalcoach"), {
    text: "The `service.name` the traces carry",
    values: "a name",
  }),
};

const data = {
  DATA_DIR: doc(z.string().min(1).default("./data"), {
    text: "Embedded database (`pglite/`) and uploaded files (`uploads/`); on PostgreSQL without `S3_BUCKET` several instances must share it (a start with a folder the database does not know is refused)",
    values: "a folder",
  }),
  DATABASE_URL: doc(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    {
      text: "PostgreSQL instead of the embedded PGlite",
      values: "`postgres://…` or `postgresql://…`",
      default: "– (embedded PGlite)",
    },
  ),
  DATABASE_POOL_SIZE: doc(int(10, 1), {
    text: "Connections per instance to PostgreSQL, plus one for LISTEN (several instances share the server's `max_connections`)",
  }),
  BACKUP_DIR: doc(optionalString(), {
    text: "Where `npm run backup` and the daily backup of the embedded database put their files (one `.tar.gz` each); best on another disk than `DATA_DIR` ([decision 038](decisions/038-backups.md))",
    values: "a folder",
    default: "`DATA_DIR/backups`",
  }),
};

const operatorAccount = {
  ADMIN_EMAIL: doc(z.email().optional(), {
    text: "Creates the operator account at start, with `ADMIN_PASSWORD` (there is no default password)",
  }),
  ADMIN_PASSWORD: doc(z.string().min(12, "must be at least 12 characters").optional(), {
    text: "Password of that account: a changed value resets it at start, an unchanged one never undoes a reset made with `npm run admin:create`",
    values: "at least 12 characters",
  }),
  SESSION_IDLE_MINUTES: doc(int(60, 1), { text: "An operator session ends after this many minutes without a request" }),
  SESSION_MAX_HOURS: doc(int(12, 1), {
    text: "An operator session ends at the latest this many hours after sign-in, however busy it was",
  }),
  LOGIN_FREE_FAILURES: doc(int(5, 1), {
    text: "Failed sign-ins (of a client, or against an account) before a client that failed waits 1 s, 2 s, 4 s … before its next attempt ([decision 013](decisions/013-login-throttling.md))",
  }),
  LOGIN_MAX_DELAY_SECONDS: doc(int(300, 1), {
    text: "The longest wait between two attempts after failed sign-ins, in seconds; a client without failures is never held up",
  }),
};

const providers = {
  OPENAI_API_KEY: doc(optionalString(), {
    text: "Key of an OpenAI-compatible provider: enables the chat model and transcription on the server",
    values: "a key",
  }),
  OPENAI_BASE_URL: doc(z.url().optional(), { text: "Server of any OpenAI-compatible provider", default: "OpenAI" }),
  CHAT_MODEL: doc(z.string().min(1).default("gpt-4-turbo-preview"), { text: "Chat model", values: "a model name" }),
  STT_MODEL: doc(z.string().min(1).default("whisper-1"), {
    text: "Transcription (speech-to-text) model",
    values: "a model name",
  }),
  ELEVENLABS_API_KEY: doc(optionalString(), { text: "Enables voice synthesis on the server (ElevenLabs)", values: "a key" }),
  ELEVENLABS_BASE_URL: doc(z.url().default("https://api.elevenlabs.io"), { text: "ElevenLabs' server" }),
  ELEVENLABS_VOICE_ID: doc(optionalString(), { text: "The voice used when a persona names none", values: "a voice ID" }),
  ELEVENLABS_MODEL: doc(z.string().min(1).default("eleven_multilingual_v2"), { text: "Synthesis model", values: "a model name" }),
  PROVIDER_TIMEOUT_MS: doc(int(20_000, 100), {
    text: "Milliseconds a provider may stay silent (until the first token or audio byte, and between two chunks) before the visitor gets the error message and its connection is closed",
  }),
  DEMO_TOKEN_DELAY_MS: doc(int(15, 0), {
    text: "Milliseconds per token of the offline chat provider that answers without keys (tests use 0)",
  }),
};

const demoLimits = {
  CHAT_RATE_LIMIT_PER_MINUTE: doc(int(20, 1), {
    text: "Requests per client (IPv6: per /64) and minute to `/api/chat`, `/api/tts` and `/api/stt` together",
  }),
  INQUIRY_RATE_LIMIT: doc(int(5, 1), {
    text: "Contact-form inquiries per client (IPv6: per /64) in ten minutes",
  }),
  /** Bounded so its thousandths fit the counter's integer. */
  DAILY_CHAT_CAP: doc(int(2000, 1, 2_000_000), {
    text: "The site-wide daily budget (UTC day) for everything that costs money, counted in chat requests; speech and transcription are charged at the two rates below",
  }),
  TTS_CHARS_PER_CHAT: doc(int(200, 1), { text: "Synthesised characters that cost as much as one chat request" }),
  STT_KB_PER_CHAT: doc(int(1024, 1), { text: "Kilobytes of recorded audio that cost as much as one chat request" }),
  TTS_CHARS_PER_CLIENT_PER_HOUR: doc(int(10_000, 1, 1_000_000_000), {
    text: "Synthesised characters per client and hour (the spoken answers of the chat included)",
  }),
  STT_MB_PER_CLIENT_PER_HOUR: doc(int(20, 1, 1_000_000), {
    text: "Megabytes of audio per client and hour sent for transcription",
  }),
  STT_MAX_CONCURRENT: doc(int(8, 1), {
    text: "Transcriptions (upload and provider call) at once on one instance; 503 beyond",
  }),
  STT_MAX_CONCURRENT_PER_CLIENT: doc(int(2, 1), { text: "Transcriptions at once per client; 429 beyond" }),
  STT_UPLOAD_IDLE_MS: doc(int(5000, 100), {
    text: "Milliseconds an audio upload may send nothing before it is cut off with 408 (60 s in all at most)",
  }),
};

const knowledgeBase = {
  MAX_UPLOAD_MB: doc(int(50, 1), { text: "Largest PDF upload, in megabytes" }),
  WEB_ALLOWED_HOSTS: doc(
    z
      .string()
      .optional()
      .transform((v) =>
        v
          ?.split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    {
      text: "Intranet hosts whose private addresses web sources may fetch, and on any port; every other private, loopback or link-local address is refused, and link-local and metadata addresses always ([decision 051](decisions/051-web-sources-and-ssrf.md))",
      values: "a comma-separated list of host names (or IP addresses), like `wiki.intern.example,10.1.2.3`",
      default: "none",
    },
  ),
  /** Node with pdf.js needs about 80 MiB at rest. */
  INGESTION_MAX_MEMORY_MB: doc(int(512, 128), {
    text: "Memory of the separate process that extracts PDFs, in MiB (all it holds, not only its JavaScript heap); a PDF that needs more ends in ERROR as too large",
  }),
  INGESTION_TIMEOUT_SECONDS: doc(int(120, 1), {
    text: "Seconds one PDF may take to extract before it ends in ERROR as too slow",
  }),
  INGESTION_LEASE_SECONDS: doc(int(60, 2), {
    text: "A document claimed by an instance that stopped renewing its claim (killed, crashed) is taken over after this many seconds",
  }),
  ORPHAN_GRACE_SECONDS: doc(int(900, 0), {
    text: "A stored file without a document row (an upload killed midway) is removed after this many seconds",
  }),
  HOUSEKEEPING_INTERVAL_SECONDS: doc(int(600, 1), {
    text: "Seconds between housekeeping passes (expired sessions and counters, old failed sign-ins, orphaned files), on one instance at a time ([decision 014](decisions/014-housekeeping-and-shared-uploads.md))",
  }),
  SEARCH_INDEX: doc(bool(true), {
    text: "Each instance answers knowledge searches from an index in memory (about 1 MB per 1,000 passages); `false` uses the database's statements (same results, slower; [decision 032](decisions/032-in-process-search-index.md))",
  }),
};

const searchByMeaning = {
  EMBEDDING_MODEL: doc(optionalString(), {
    text: "Embeddings model of an OpenAI-compatible endpoint: the knowledge search then also finds passages by meaning; needs `EMBEDDING_API_KEY` or `OPENAI_API_KEY`",
    values: "a model name, like `text-embedding-3-small`",
    default: "– (off)",
  }),
  EMBEDDING_BASE_URL: doc(z.url().optional(), {
    text: "The embeddings endpoint's server when it is not `OPENAI_BASE_URL`'s (a local vLLM, Ollama, …)",
    default: "`OPENAI_BASE_URL`",
  }),
  EMBEDDING_API_KEY: doc(optionalString(), {
    text: "Key for `EMBEDDING_BASE_URL`'s server",
    values: "a key",
    default: "`OPENAI_API_KEY`",
  }),
  EMBEDDING_DIMENSIONS: doc(z.coerce.number().int().min(16).max(4096).optional(), {
    text: "Vector length to ask for, shorter where the model allows it (`text-embedding-3-*`: like `256`)",
    default: "the model's own",
  }),
  EMBEDDING_MIN_SIMILARITY: doc(z.coerce.number().min(0.05).max(0.99).default(0.4), {
    text: "Cosine similarity at which a passage found by meaning is relevant enough for the coach",
  }),
  EMBEDDING_TIMEOUT_MS: doc(int(1500, 100), {
    text: "Milliseconds a question's embedding may take before the search goes on by words alone",
  }),
};

const safety = {
  MODERATION_MODEL: doc(optionalString(), {
    text: "A moderation model of the OpenAI-compatible provider, asked beside the built-in crisis check; needs `OPENAI_API_KEY`",
    values: "a model name, like `omni-moderation-latest`",
    default: "– (off)",
  }),
  MODERATION_TIMEOUT_MS: doc(int(1500, 100), {
    text: "Milliseconds the moderation check may take before the answer goes on without it",
  }),
  COUNTRY_HEADER: doc(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name")
      .optional(),
    {
      text: "A request header with the visitor's country, set by a CDN in front of the site (like `cf-ipcountry`), so a crisis answer names that country's lines",
      values: "a header name",
    },
  ),
  CRISIS_NOTIFY_EMAIL: doc(z.email().optional(), {
    text: "Mail the operator when a crisis answer was given (no message text); needs `SMTP_URL` and `SMTP_FROM`",
  }),
  CRISIS_NOTIFY_INTERVAL_MINUTES: doc(int(15, 1), {
    text: "At most one crisis mail per this many minutes; the next one counts what happened in between",
  }),
};

const mail = {
  SMTP_URL: doc(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    {
      text: "Mail server for inquiry notifications and invitation links (without it an invitation link is shown to the inviting owner)",
      values: "`smtp://…` or `smtps://…`",
    },
  ),
  SMTP_FROM: doc(z.email().optional(), { text: "Sender address of every mail the site sends" }),
  INQUIRY_NOTIFY_EMAIL: doc(z.email().optional(), {
    text: "Mail the operator about new contact inquiries; needs `SMTP_URL` and `SMTP_FROM`",
  }),
  LIVE_WEBHOOK_ATTEMPTS: doc(int(4, 1, 10), {
    text: "Tries of the on-call webhook per escalation (the first and its retries) while the receiver is unreachable or answers 5xx, 408 or 429",
  }),
  LIVE_WEBHOOK_BACKOFF_MS: doc(int(2000, 10, 60_000), {
    text: "Milliseconds before the on-call webhook's first retry; each further retry waits twice as long",
  }),
};

const objectStorage = {
  S3_ENDPOINT: doc(z.url().optional(), { text: "Where the storage is (MinIO, R2, Hetzner, …)", default: "AWS" }),
  S3_REGION: doc(z.string().min(1).default("us-east-1"), { text: "Region of the bucket", values: "a region name" }),
  S3_BUCKET: doc(optionalString(), {
    text: "Uploaded files go to this bucket of an S3-compatible object storage instead of `DATA_DIR/uploads`",
    values: "a bucket name",
  }),
  S3_ACCESS_KEY_ID: doc(optionalString(), { text: "Access key of the bucket", values: "a key ID" }),
  S3_SECRET_ACCESS_KEY: doc(optionalString(), { text: "Secret of that access key", values: "a secret key" }),
  S3_FORCE_PATH_STYLE: doc(bool(true), {
    text: "Address the bucket as a path (MinIO and most self-hosted stores) rather than a host name",
  }),
  S3_PREFIX: doc(
    z
      .string()
      .regex(
        /^\/?[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        "must be folder names separated by /, like uploads/",
      )
      .optional(),
    {
      text: "Folder inside the bucket for uploaded files",
      values: "folder names separated by `/`, like `uploads/`",
      default: "– (bucket root)",
    },
  ),
};

const processingRegion = {
  REQUIRE_EU_PROCESSING: doc(bool(false), {
    text: "Refuse to start while any configured provider endpoint (AI, voice, embeddings, moderation, mail, object storage) processes outside the EU or in a place its host does not tell; the console's settings show each endpoint's region ([decision 042](decisions/042-processing-regions.md))",
  }),
  EU_PROCESSING_ALLOWED_HOSTS: doc(optionalString(), {
    text: "Hosts you have checked process in the EU although their name does not say so (an Azure resource in an EU region, a provider's EU server): `REQUIRE_EU_PROCESSING` lets them pass; a host known to be outside the EU is refused even when listed",
    values: "comma-separated host names, like `my-resource.openai.azure.com`",
    default: "– (none)",
  }),
};

const testsOnly = {
  /**
   * The transcript retention judges turns as if it were this many days later, so a browser test can
   * watch the real housekeeping pass remove an old transcript. See retentionClockShiftDays.
   */
  TEST_RETENTION_CLOCK_SHIFT_DAYS: doc(int(0, 0, 3650), {
    text: "Browser tests only: under `NODE_ENV=test` the transcript retention runs this many days ahead; any other mode ignores it and warns at start ([decision 031](decisions/031-retention-story-clock.md)). Leave it empty",
    example: "",
  }),
};

/** The groups of docs/configuration.md and .env.example, in their order; `note` is Markdown (links relative to docs/). */
export const ENV_GROUPS: readonly { title: string; note?: string; shape: Record<string, z.ZodType> }[] = [
  { title: "Server", shape: server },
  { title: "Data", shape: data },
  { title: "Operator account", shape: operatorAccount },
  {
    title: "AI providers",
    note: "Without keys the built-in offline providers answer and the pages say so (demo mode). Keys stay on the server.",
    shape: providers,
  },
  {
    title: "Limits of the public demo",
    note: "What they protect against: [operations.md](operations.md), section 6.",
    shape: demoLimits,
  },
  { title: "Knowledge base", shape: knowledgeBase },
  {
    title: "Knowledge search by meaning",
    note: "Off while `EMBEDDING_MODEL` is empty ([decision 029](decisions/029-semantic-search.md)).",
    shape: searchByMeaning,
  },
  { title: "Crisis safety", shape: safety },
  { title: "Mail", shape: mail },
  {
    title: "Object storage",
    note: "S3-compatible; without `S3_BUCKET` uploaded files stay on the local disk under `DATA_DIR` ([decision 009](decisions/009-object-storage.md)).",
    shape: objectStorage,
  },
  {
    title: "Processing region",
    note: "Which endpoints process in the EU is judged from their host names (`src/server/providers/region-hosts.json`).",
    shape: processingRegion,
  },
  { title: "Tests only", shape: testsOnly },
];

/** All variables in one shape, the environment's schema (env.ts). */
export const ENV_SHAPE = {
  ...server,
  ...data,
  ...operatorAccount,
  ...providers,
  ...demoLimits,
  ...knowledgeBase,
  ...searchByMeaning,
  ...safety,
  ...mail,
  ...objectStorage,
  ...processingRegion,
  ...testsOnly,
};
