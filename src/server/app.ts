import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerBuild } from "react-router";
import type { AppServices } from "../shared/app-services";
import { isDatabaseUnavailable, type Database } from "./db/client";
import type { Env } from "./env";
import { authRoutes } from "./features/auth/routes";
import { createAuthService, tokenFromCookieHeader, type AuthService } from "./features/auth/service";
import { createSessionStreams, type SessionStreams } from "./features/auth/session-streams";
import { createLoginThrottle, type LoginThrottle } from "./features/auth/throttle";
import { createHousekeeping, type Housekeeping } from "./features/housekeeping/housekeeping";
import { createRedactor, LOG_REDACT_PATHS, redactingStream, secretValues } from "./redact";
import { healthRoutes } from "./features/health/routes";
import { ssrPages } from "./features/pages/ssr";
import { registerStaticFiles } from "./features/pages/static-files";
import { createPersonaService, type PersonaService } from "./features/personas/service";
import { seoRoutes } from "./features/seo/routes";
import { createAbuseGuard, type AbuseGuard } from "./features/abuse/service";
import { createConversationService } from "./features/chat/conversations";
import { chatRoutes } from "./features/chat/routes";
import { createVisitorService } from "./features/chat/visitors";
import { feedbackRoutes } from "./features/feedback/routes";
import { personaRoutes } from "./features/personas/routes";
import { personaAdminRoutes } from "./features/personas/admin-routes";
import { speechRoutes } from "./features/speech/routes";
import { costScopeHook, meteredTts } from "./features/speech/metering";
import { inquiryRoutes } from "./features/inquiries/routes";
import { adminDashboardRoutes } from "./features/settings/routes";
import { createDocumentEvents } from "./features/documents/events";
import { createDocumentRepository } from "./features/documents/repository";
import { documentRoutes } from "./features/documents/routes";
import { createFileStorage, type FileStorage } from "./features/storage/service";
import { createKnowledgeSearch, type KnowledgeSearch } from "./features/search/service";
import { searchRoutes } from "./features/search/routes";
import { createIngestionWorker, type IngestionWorker } from "./features/ingestion/worker";
import { createVoiceConfigService, type VoiceConfigService } from "./features/voice-config/service";
import { createSafetyService, type SafetyService } from "./features/safety/service";
import { createOpenAiModeration } from "./providers/moderation";
import { siteConfig } from "../shared/site-config";
import { createOpenAiChatProvider, type ChatProvider } from "./providers/chat";
import { createDemoChatProvider } from "./providers/demo-chat";
import { createOpenAiStt, type SttProvider } from "./providers/stt";
import { createElevenLabsTts, type TtsProvider } from "./providers/tts";
import { sendError } from "./http/errors";
import { clientErrorHandler, frameworkErrorHandler, requestErrorMessage } from "./http/request-errors";
import { createRateLimiter, type RateLimiter } from "./http/rate-limit";
import { sameOriginGuard } from "./http/same-origin";

export interface PagesOptions {
  /** React Router's server build, or a loader for it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: prerendered pages and assets; omitted in development. */
  clientDir?: string;
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** Without pages the app serves only the API (integration tests). */
  pages?: PagesOptions;
  logger?: FastifyServerOptions["logger"];
  /** Called once the app is built, for a dev server to add its middleware. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Where log lines go (standard output by default), after secrets are removed from them. */
  logStream?: { write(line: string): unknown };
}

export const SERVICE_UNAVAILABLE_MESSAGE = "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.";

/** Everything the features share; built once per app. */
export interface AppContext {
  env: Env;
  database: Database;
  rateLimiter: RateLimiter;
  /** Request rates, per-client amounts and the site-wide daily budget of everything that costs money. */
  abuse: AbuseGuard;
  auth: AuthService;
  throttle: LoginThrottle;
  /** Event streams that close when their session ends. */
  sessionStreams: SessionStreams;
  housekeeping: Housekeeping;
  /** Removes configured secrets and URL user-info from a text (for logs, stored error texts). */
  redact: (text: string) => string;
  personas: PersonaService;
  voiceConfig: VoiceConfigService;
  providers: { chat: ChatProvider; tts?: TtsProvider; stt?: SttProvider };
  storage: FileStorage;
  worker: IngestionWorker;
  knowledge: KnowledgeSearch;
  safety: SafetyService;
  origin: string;
}

/** Each provider is chosen once, from configuration (style.md). */
export function createProviders(env: Env): AppContext["providers"] {
  return {
    chat: env.OPENAI_API_KEY
      ? createOpenAiChatProvider({
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          firstTokenTimeoutMs: env.PROVIDER_TIMEOUT_MS,
          idleTimeoutMs: env.PROVIDER_TIMEOUT_MS,
        })
      : createDemoChatProvider({ tokenDelayMs: env.DEMO_TOKEN_DELAY_MS }),
    tts: env.ELEVENLABS_API_KEY
      ? createElevenLabsTts({
          apiKey: env.ELEVENLABS_API_KEY,
          baseURL: env.ELEVENLABS_BASE_URL,
          modelId: env.ELEVENLABS_MODEL,
          timeoutMs: env.PROVIDER_TIMEOUT_MS,
        })
      : undefined,
    stt: env.OPENAI_API_KEY ? createOpenAiStt({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.STT_MODEL }) : undefined,
  };
}

export function siteOrigin(env: Env): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/$/, "");
}

/**
 * Fastify's trustProxy from TRUST_PROXY: false, the proxies' addresses, or a
 * hop count (the last n addresses of the chain are ours; written as the
 * function Fastify builds for a number, which its types do not list). req.ip
 * is then the rightmost address of X-Forwarded-For that is not one of ours.
 */
export function trustProxyOption(setting: Env["TRUST_PROXY"]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { env, database } = opts;
  // Secrets never reach a log line: pino drops known fields, and every line is scrubbed of
  // URL user-info and configured secret values on its way out (a library's error text may hold them).
  const redact = createRedactor(secretValues(env));
  const app = Fastify({
    logger: opts.logger ?? {
      level: env.LOG_LEVEL,
      redact: LOG_REDACT_PATHS,
      stream: redactingStream(redact, opts.logStream),
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Cap header size well below Node's default; oversized headers get 431.
    http: { maxHeaderSize: 16 * 1024 },
    requestTimeout: 120_000,
    // Errors before routing (broken headers, broken URLs) answer in the same JSON shape as the error handler.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  });

  const rateLimiter = createRateLimiter(database);
  const ctx: AppContext = {
    env,
    database,
    rateLimiter,
    abuse: createAbuseGuard(database, rateLimiter, {
      perMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
      dailyBudget: env.DAILY_CHAT_CAP,
      ttsCharsPerChat: env.TTS_CHARS_PER_CHAT,
      sttKbPerChat: env.STT_KB_PER_CHAT,
      ttsCharsPerClientHour: env.TTS_CHARS_PER_CLIENT_PER_HOUR,
      sttKbPerClientHour: env.STT_MB_PER_CLIENT_PER_HOUR * 1024,
    }),
    auth: createAuthService(database, { idleMinutes: env.SESSION_IDLE_MINUTES }),
    throttle: createLoginThrottle(database, rateLimiter, { freeFailures: env.LOGIN_FREE_FAILURES, maxDelayMs: env.LOGIN_MAX_DELAY_SECONDS * 1000 }),
    sessionStreams: createSessionStreams(database),
    housekeeping: undefined as unknown as Housekeeping,
    redact,
    personas: createPersonaService(database),
    voiceConfig: createVoiceConfigService(database),
    providers: createProviders(env),
    storage: await createFileStorage(env, env.DATA_DIR),
    worker: undefined as unknown as IngestionWorker,
    knowledge: createKnowledgeSearch(database),
    safety: createSafetyService({
      database,
      log: app.log,
      resources: siteConfig.crisisResources,
      moderation:
        env.MODERATION_MODEL && env.OPENAI_API_KEY
          ? createOpenAiModeration({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.MODERATION_MODEL, timeoutMs: env.MODERATION_TIMEOUT_MS })
          : undefined,
      moderationTimeoutMs: env.MODERATION_TIMEOUT_MS,
      notify:
        env.CRISIS_NOTIFY_EMAIL && env.SMTP_URL && env.SMTP_FROM
          ? { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, to: env.CRISIS_NOTIFY_EMAIL, intervalMinutes: env.CRISIS_NOTIFY_INTERVAL_MINUTES }
          : undefined,
    }),
    origin: siteOrigin(env),
  };
  const documentEvents = createDocumentEvents(database);
  const documentRepository = createDocumentRepository(database);
  ctx.worker = createIngestionWorker({
    database,
    storage: ctx.storage,
    events: documentEvents,
    repository: documentRepository,
    log: app.log,
    maxMemoryMb: env.INGESTION_MAX_MEMORY_MB,
    timeoutMs: env.INGESTION_TIMEOUT_SECONDS * 1000,
    leaseSeconds: env.INGESTION_LEASE_SECONDS,
    orphanGraceSeconds: env.ORPHAN_GRACE_SECONDS,
  });
  ctx.housekeeping = createHousekeeping({
    database,
    sessions: ctx.auth,
    rateLimits: rateLimiter,
    loginFailures: ctx.throttle,
    orphans: ctx.worker,
    log: app.log,
    intervalMs: env.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
  });
  app.addHook("onClose", async () => {
    await ctx.housekeeping.stop();
    await ctx.sessionStreams.stop();
    await ctx.worker.stop();
    await ctx.knowledge.close();
  });

  // Bad input is a 4xx with a message, never a 500 (api.md).
  app.setErrorHandler((err: { statusCode?: number; message: string; code?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return sendError(reply.header("retry-after", "5"), 503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return sendError(reply, status, "Interner Serverfehler");
    }
    return sendError(reply, status, requestErrorMessage(err));
  });

  await app.register(helmet, {
    // Pages get their own CSP (nonce or hashes); API answers are data only.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.NODE_ENV === "production" && ctx.origin.startsWith("https:"),
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Event streams must never be buffered by a compressor.
    customTypes: /^(text\/html|application\/json|text\/css|text\/plain|application\/xml|text\/javascript)/,
  });
  app.addHook("onRequest", sameOriginGuard(env.SITE_URL));
  // Handlers run inside a scope naming their client, for the metered voice provider of the chat stream.
  app.addHook("preHandler", costScopeHook);

  if (opts.beforeRoutes) await opts.beforeRoutes(app);
  if (opts.pages?.clientDir) registerStaticFiles(app, opts.pages.clientDir);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    auth: ctx.auth,
    throttle: ctx.throttle,
    secureCookies: env.NODE_ENV === "production" && ctx.origin.startsWith("https:"),
    idleMinutes: env.SESSION_IDLE_MINUTES,
  });
  await app.register(seoRoutes, {
    origin: ctx.origin,
    personaSlugs: async () => (await ctx.personas.listActiveSlugs()).filter((s) => s !== "demo"),
  });
  const abuse = ctx.abuse;
  const visitors = createVisitorService(database, { secureCookies: env.NODE_ENV === "production" && ctx.origin.startsWith("https:") });
  await app.register(chatRoutes, {
    ctx,
    chat: ctx.providers.chat,
    // The spoken answer's characters are charged piece by piece, like /api/tts.
    tts: ctx.providers.tts ? meteredTts(ctx.providers.tts, abuse) : undefined,
    abuse,
    conversations: createConversationService(database),
    visitors,
    voiceConfig: ctx.voiceConfig,
  });
  await app.register(speechRoutes, { ctx, tts: ctx.providers.tts, stt: ctx.providers.stt, abuse, voiceConfig: ctx.voiceConfig });
  await app.register(feedbackRoutes, { database, visitors });
  await app.register(personaRoutes, { personas: ctx.personas });
  await app.register(personaAdminRoutes, { ctx });
  await app.register(inquiryRoutes, { ctx });
  await app.register(adminDashboardRoutes, { ctx });
  await app.register(documentRoutes, { ctx, storage: ctx.storage, repository: documentRepository, events: documentEvents, worker: ctx.worker });
  await app.register(searchRoutes, { ctx });
  // Feature routes registered by later issues go here.

  app.all("/api/*", async (_req, reply) => sendError(reply, 404, "Not found"));

  if (opts.pages) {
    const services: AppServices = {
      personas: { getPublic: (slug) => ctx.personas.getPublic(slug) },
      auth: { getUser: (request) => ctx.auth.getUserByToken(tokenFromCookieHeader(request.headers.get("cookie"))) },
      providers: { demoMode: ctx.providers.chat.name === "demo", serverVoice: Boolean(ctx.providers.tts), serverStt: Boolean(ctx.providers.stt) },
      limits: { maxUploadMb: env.MAX_UPLOAD_MB },
    };
    await app.register(ssrPages, {
      build: opts.pages.build,
      services,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      origin: ctx.origin,
    });
  } else {
    app.setNotFoundHandler((_req, reply) => sendError(reply, 404, "Not found"));
  }

  return { app, ctx };
}
