import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import { ADMIN_PATHS } from "#shared/routes";
import { fullSiteConfig } from "./site-config";
import type { Database } from "./db/client";
import { backupDir, retentionClockShiftDays, type Env } from "./env";
import { createAbuseGuard, type AbuseGuard } from "./features/abuse/service";
import { createAccountsService, type AccountsService } from "./features/accounts/service";
import { createAuditLog, type AuditLog } from "./features/audit/service";
import { createAuthService, type AuthService } from "./features/auth/service";
import { withDeletionHold } from "./features/backup/hold";
import { createBackupService, type BackupService } from "./features/backup/service";
import { SESSION_CACHE_MS } from "./features/auth/session-cache";
import { createSessionStreams, type SessionStreams } from "./features/auth/session-streams";
import { createLoginThrottle, type LoginThrottle } from "./features/auth/throttle";
import { createConversationService, type ConversationService } from "./features/chat/conversations";
import { createVisitorService, type VisitorService } from "./features/chat/visitors";
import {
  createDocumentEvents,
  createDocumentRepository,
  type DocumentEvents,
  type DocumentRepository,
} from "./features/documents/service";
import { createKnowledgeGaps, type KnowledgeGaps } from "./features/gaps/service";
import { createHousekeeping, type Housekeeping } from "./features/housekeeping/housekeeping";
import { createTranscriptService, type TranscriptService } from "./features/transcripts/service";
import { createIdentifierRedactor } from "./features/transcripts/redact-identifiers";
import { createLiveAlerts, type LiveAlerts } from "./features/live/alerts";
import { createLiveService, type LiveService } from "./features/live/service";
import { createInquiryService, type InquiryService } from "./features/inquiries/service";
import { createIngestionWorker, type IngestionWorker } from "./features/ingestion/worker";
import { createEmbedService, type EmbedService } from "./features/embed/service";
import { createPersonaService, type PersonaService } from "./features/personas/service";
import { createResourceDirectory } from "./features/safety/resources";
import { createSafetyService, type SafetyService } from "./features/safety/service";
import { createMetrics, type Metrics } from "./features/metrics/service";
import { createTracing, type Tracing } from "./features/tracing/service";
import { createOperationsFigures, type OperationsFigures } from "./features/operations/service";
import { createEmbedder, createKnowledgeSearch, type Embedder, type KnowledgeSearch } from "./features/search/service";
import { createFileStorage, type FileStorage } from "./features/storage/service";
import { createVoiceConfigService, type VoiceConfigService } from "./features/voice-config/service";
import { createWebSources, type WebSources } from "./features/web-sources/service";
import { createRateLimiter, type RateLimiter } from "./http/rate-limit";
import { createProviders, type Providers } from "./providers/from-env";
import { createOpenAiModeration } from "./providers/moderation";
import { observeModeration } from "./providers/outcomes";
import { createRedactor, secretValues } from "./redact";

/**
 * Everything the features share, built once per app by createContext, whole,
 * before any route is registered. Feature plugins receive it as their only
 * option (ContextPlugin) and take what they need from it.
 */
export interface AppContext {
  env: Env;
  database: Database;
  /** The site's public origin (SITE_URL, else localhost and PORT), without a trailing slash. */
  origin: string;
  /** Production over https: cookies are marked Secure and responses ask for HTTPS only (HSTS). */
  secure: boolean;
  /** Removes configured secrets and URL user-info from a text (for logs, stored error texts). */
  redact: (text: string) => string;
  providers: Providers;
  rateLimiter: RateLimiter;
  /** Request rates, per-client amounts and the site-wide daily budget of everything that costs money. */
  abuse: AbuseGuard;
  auth: AuthService;
  /** Operator accounts, roles and invitations. */
  accounts: AccountsService;
  throttle: LoginThrottle;
  /** The operators' audit log: every admin change is recorded here. */
  audit: AuditLog;
  /** Event streams that close when their session ends. */
  sessionStreams: SessionStreams;
  personas: PersonaService;
  /** Who may embed which persona, its launcher, and usage per site (issue 18). */
  embeds: EmbedService;
  voiceConfig: VoiceConfigService;
  conversations: ConversationService;
  /** Opt-in transcripts: the operator's setting and the turns visitors agreed to keep. */
  transcripts: TranscriptService;
  /** A person behind the coach: who is on duty, handovers with the visitor's consent, takeover (decision 046). */
  live: LiveService;
  /** The escalation's mail and webhook, and the owner's webhook setting. */
  liveAlerts: LiveAlerts;
  /** Contact inquiries in the console: status, deletion, export, the owner's retention period. */
  inquiries: InquiryService;
  /** Who a demo visitor is (the signed visitor cookie). */
  visitors: VisitorService;
  safety: SafetyService;
  storage: FileStorage;
  /** The documents table as the knowledge-base API lists it. */
  documents: DocumentRepository;
  /** Changes to documents, announced to every instance. */
  documentEvents: DocumentEvents;
  knowledge: KnowledgeSearch;
  /** Questions the knowledge could not answer, kept under the transcript rules (decision 052). */
  gaps: KnowledgeGaps;
  /** Gives passages their vectors in the background, when an embeddings provider is configured. */
  embedder?: Embedder;
  worker: IngestionWorker;
  /** Web pages as knowledge sources, fetched on a schedule (decision 051). */
  webSources: WebSources;
  housekeeping: Housekeeping;
  /** Backups of the embedded database: the owner's daily schedule, the console's and the CLI's (decision 038). */
  backups: BackupService;
  /** Prometheus metrics of this app (decision 040); no-ops without METRICS_TOKEN. */
  metrics: Metrics;
  /** OpenTelemetry traces of chat turns, transcriptions and ingestion (decision 049); a no-op without an OTLP endpoint. */
  tracing: Tracing;
  /** The operations view's figures in the database: latency per stage, provider calls (decision 047). */
  operations: OperationsFigures;
}

/** A feature's Fastify plugin: the context is its one option. */
export type ContextPlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** How often each instance adds the figures it counted to the database (decision 047). */
const OPERATIONS_FLUSH_MS = 10_000;

export function siteOrigin(env: Env): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/$/, "");
}

/**
 * Builds every service of the app, in the order they depend on each other.
 * Nothing runs yet: background work (ingestion, housekeeping) starts with
 * runStartupTasks, and closeContext stops it.
 */
export async function createContext(env: Env, database: Database, log: FastifyBaseLogger): Promise<AppContext> {
  const origin = siteOrigin(env);
  const metrics = createMetrics({ enabled: env.METRICS_TOKEN !== undefined, database });
  const tracing = await createTracing({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    headers: env.OTEL_EXPORTER_OTLP_HEADERS,
    serviceName: env.OTEL_SERVICE_NAME,
    log,
  });
  // First, before anything listens: a storage that is set up wrong fails the start here.
  // Deletions can be held back while a backup copies the files (features/backup/hold.ts).
  const held = withDeletionHold(await createFileStorage(env, env.DATA_DIR));
  const { storage } = held;
  const rateLimiter = createRateLimiter(database);
  const auth = createAuthService(database, {
    idleMinutes: env.SESSION_IDLE_MINUTES,
    maxHours: env.SESSION_MAX_HOURS,
    cacheMs: SESSION_CACHE_MS,
  });
  const throttle = createLoginThrottle(database, rateLimiter, {
    freeFailures: env.LOGIN_FREE_FAILURES,
    maxDelayMs: env.LOGIN_MAX_DELAY_SECONDS * 1000,
  });
  const audit = createAuditLog(database, log);
  // The crisis lines the coach names (built in and the operator's own) stay in stored turns (decision 041).
  const helpLines = createResourceDirectory(fullSiteConfig.crisisResources)
    .all()
    .flatMap((r) => r.phones ?? []);
  const transcripts = createTranscriptService(database, { clockShiftDays: retentionClockShiftDays(env), helpLines });
  // A handed-over conversation follows the transcript rules: identifiers replaced before it is stored.
  const identifiers = createIdentifierRedactor({ keepNumbers: helpLines });
  const liveAlerts = createLiveAlerts({
    database,
    audit,
    log,
    mail: env.SMTP_URL && env.SMTP_FROM ? { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    consoleUrl: `${origin}${ADMIN_PATHS.dashboard}`,
    webhookAttempts: env.LIVE_WEBHOOK_ATTEMPTS,
    webhookBackoffMs: env.LIVE_WEBHOOK_BACKOFF_MS,
  });
  const live = createLiveService({
    database,
    audit,
    redact: (text, keep) => identifiers.redact(text, keep),
    log,
    alerts: liveAlerts,
  });
  const inquiries = createInquiryService(database, { clockShiftDays: retentionClockShiftDays(env) });
  const accounts = createAccountsService(database, {
    origin,
    invitationPath: ADMIN_PATHS.invitation,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    siteName: fullSiteConfig.siteName,
  });
  const documents = createDocumentRepository(database);
  const documentEvents = createDocumentEvents(database);
  const worker = createIngestionWorker({
    database,
    storage,
    events: documentEvents,
    repository: documents,
    log,
    maxMemoryMb: env.INGESTION_MAX_MEMORY_MB,
    timeoutMs: env.INGESTION_TIMEOUT_SECONDS * 1000,
    leaseSeconds: env.INGESTION_LEASE_SECONDS,
    orphanGraceSeconds: env.ORPHAN_GRACE_SECONDS,
    onFailure: (code) => metrics.ingestionFailure(code),
    tracing,
  });
  const secure = env.NODE_ENV === "production" && origin.startsWith("https:");
  const operations = createOperationsFigures({ database, log, flushIntervalMs: OPERATIONS_FLUSH_MS });
  const providers = createProviders(env, metrics, operations);
  const backups = createBackupService({
    database,
    held,
    uploads: env.S3_BUCKET ? "object-storage" : "local",
    backupDir: backupDir(env),
    log,
    redact: createRedactor(secretValues(env)),
  });
  const knowledge = createKnowledgeSearch(
    database,
    providers.embeddings && {
      provider: providers.embeddings,
      minSimilarity: env.EMBEDDING_MIN_SIMILARITY,
      timeoutMs: env.EMBEDDING_TIMEOUT_MS,
      log,
    },
    { log, index: env.SEARCH_INDEX, onSearch: (seconds) => metrics.search(seconds) },
  );
  // Questions the knowledge could not answer follow the transcript rules: consent, redaction, period (decision 052).
  const gaps = createKnowledgeGaps({
    database,
    transcripts,
    knowledge,
    redact: (text) => identifiers.redact(text),
    clockShiftDays: retentionClockShiftDays(env),
  });
  return {
    env,
    database,
    origin,
    secure,
    redact: createRedactor(secretValues(env)),
    providers,
    rateLimiter,
    abuse: createAbuseGuard(database, rateLimiter, {
      perMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
      dailyBudget: env.DAILY_CHAT_CAP,
      ttsCharsPerChat: env.TTS_CHARS_PER_CHAT,
      sttKbPerChat: env.STT_KB_PER_CHAT,
      ttsCharsPerClientHour: env.TTS_CHARS_PER_CLIENT_PER_HOUR,
      sttKbPerClientHour: env.STT_MB_PER_CLIENT_PER_HOUR * 1024,
      onRefusal: (reason, kind) => metrics.refusal(reason, kind),
    }),
    auth,
    accounts,
    throttle,
    audit,
    sessionStreams: createSessionStreams(database),
    personas: createPersonaService(database),
    embeds: createEmbedService(database),
    voiceConfig: createVoiceConfigService(database),
    conversations: createConversationService(database),
    transcripts,
    live,
    liveAlerts,
    inquiries,
    visitors: createVisitorService(database, { secureCookies: secure }),
    safety: createSafetyService({
      database,
      log,
      resources: fullSiteConfig.crisisResources,
      moderation:
        env.MODERATION_MODEL && env.OPENAI_API_KEY
          ? observeModeration(
              createOpenAiModeration({
                apiKey: env.OPENAI_API_KEY,
                baseURL: env.OPENAI_BASE_URL,
                model: env.MODERATION_MODEL,
                timeoutMs: env.MODERATION_TIMEOUT_MS,
              }),
              providers.outcomes,
            )
          : undefined,
      moderationTimeoutMs: env.MODERATION_TIMEOUT_MS,
      notify:
        env.CRISIS_NOTIFY_EMAIL && env.SMTP_URL && env.SMTP_FROM
          ? {
              smtpUrl: env.SMTP_URL,
              from: env.SMTP_FROM,
              to: env.CRISIS_NOTIFY_EMAIL,
              intervalMinutes: env.CRISIS_NOTIFY_INTERVAL_MINUTES,
            }
          : undefined,
    }),
    storage,
    documents,
    documentEvents,
    knowledge,
    gaps,
    embedder: providers.embeddings && createEmbedder({ database, provider: providers.embeddings, log }),
    worker,
    webSources: createWebSources({
      ...{ database, storage, events: documentEvents, documents, worker, log, origin },
      allowedHosts: env.WEB_ALLOWED_HOSTS ?? [],
    }),
    housekeeping: createHousekeeping({
      database,
      sessions: auth,
      rateLimits: rateLimiter,
      loginFailures: throttle,
      auditLog: audit,
      // Unanswered questions go with the transcripts' period, in the same pass (counted with the turns).
      transcripts: { prune: async () => (await transcripts.prune()) + (await gaps.prune()) },
      inquiries,
      invitations: accounts,
      orphans: worker,
      backups,
      log,
      intervalMs: env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    }),
    backups,
    metrics,
    tracing,
    operations,
  };
}

/** Stops the background work and the subscriptions (the app's shutdown). */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.operations.stop();
  await ctx.housekeeping.stop();
  await ctx.webSources.stop();
  ctx.live.stop();
  await ctx.liveAlerts.stop();
  await ctx.sessionStreams.stop();
  await ctx.auth.stop();
  await ctx.worker.stop();
  await ctx.embedder?.stop();
  await ctx.knowledge.close();
  // Last, so the spans of the work stopped above are still sent.
  await ctx.tracing.shutdown();
}
