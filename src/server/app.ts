import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerBuild } from "react-router";
import { closeContext, createContext, type AppContext } from "./context";
import { isDatabaseUnavailable, type Database } from "./db/client";
import { withoutQueryParameters } from "./db/sql";
import type { Env } from "./env";
import { accountRoutes } from "./features/accounts/routes";
import { auditRoutes } from "./features/audit/routes";
import { authRoutes } from "./features/auth/routes";
import { backupRoutes } from "./features/backup/routes";
import { chatRoutes } from "./features/chat/routes";
import { embedAdminRoutes, embedRoutes, registerEmbedScript } from "./features/embed/routes";
import { documentRoutes } from "./features/documents/routes";
import { webSourceRoutes } from "./features/web-sources/routes";
import { passageRoutes } from "./features/documents/passage-routes";
import { gapRoutes } from "./features/gaps/routes";
import { feedbackRoutes } from "./features/feedback/routes";
import { healthRoutes } from "./features/health/routes";
import { inquiryRoutes } from "./features/inquiries/routes";
import { liveAdminRoutes, liveRoutes } from "./features/live/routes";
import { metricsRoutes } from "./features/metrics/routes";
import { operationsRoutes } from "./features/operations/routes";
import { ssrPages } from "./features/pages/ssr";
import { registerStaticFiles } from "./features/pages/static-files";
import { personaAdminRoutes } from "./features/personas/admin-routes";
import { personaRoutes } from "./features/personas/routes";
import { searchRoutes } from "./features/search/routes";
import { seoRoutes } from "./features/seo/routes";
import { adminDashboardRoutes } from "./features/settings/routes";
import { processingRecordRoutes } from "./features/settings/processing-record-routes";
import { processingRegionRoutes } from "./features/settings/regions-routes";
import { speechRoutes } from "./features/speech/routes";
import { transcriptRoutes } from "./features/transcripts/routes";
import { ZodError } from "zod";
import { ERROR_TEXTS, type ErrorCode } from "#shared/contracts/errors";
import { openApiDocumentSchema, registerContract, ResponseShapeError } from "./http/contract";
import { sendCoded, sendError } from "./http/errors";
import { requestLanguage } from "./http/lang";
import { clientErrorHandler, frameworkErrorHandler, requestError } from "./http/request-errors";
import { sameOriginGuard } from "./http/same-origin";
import { createRedactor, LOG_REDACT_PATHS, redactingStream, secretValues } from "./redact";

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

export const SERVICE_UNAVAILABLE_MESSAGE = ERROR_TEXTS.de["service-unavailable"];

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

/**
 * The whole app: the context with every service (see context.ts), then
 * Fastify's error handling, security headers and compression, then each
 * feature's routes, registered with the context as their one option.
 */
export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { env, database } = opts;
  // Secrets never reach a log line: pino drops known fields, and every line is scrubbed of
  // URL user-info and configured secret values on its way out (a library's error text may hold them).
  const redact = createRedactor(secretValues(env));
  const app = Fastify({
    logger: opts.logger ?? {
      level: env.LOG_LEVEL,
      redact: LOG_REDACT_PATHS,
      // A failed query is logged with its statement, never with its parameters (what visitors typed, hashes).
      formatters: { log: (entry) => ("err" in entry ? { ...entry, err: withoutQueryParameters(entry.err) } : entry) },
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

  const ctx = await createContext(env, database, app.log);
  app.addHook("onClose", () => closeContext(ctx));
  // Before any route, so every request is counted (nothing is added without METRICS_TOKEN).
  ctx.metrics.instrument(app);

  // Bad input is a 4xx with a message, never a 500; every error answers {"error": "<message>", "code": "<code>"}.
  type RouteError = { statusCode?: number; message: string; code?: string; errorCode?: ErrorCode; validationContext?: string };
  app.setErrorHandler((err: RouteError, req, reply) => {
    // A request its route's schema refuses: the route's own code, or the first problem.
    const part = err.validationContext;
    if (err.code === "FST_ERR_VALIDATION" && err instanceof ZodError) {
      const lang = requestLanguage(req);
      const own = req.routeOptions.config.invalid;
      const invalid = own && (!own.in || own.in === part) ? own : undefined;
      const issue = err.issues[0];
      const detail = invalid?.every ? err.issues.map((i) => i.message).join("; ") : (issue?.message ?? "");
      if (invalid) return sendCoded(reply, invalid.status ?? 400, invalid.code, lang, { detail });
      const field = issue?.path.length ? issue.path.join(".") : "body";
      return sendCoded(reply, 400, "invalid-input", lang, { detail: issue?.message ?? "Ungültige Anfrage.", field });
    }
    if (err instanceof ResponseShapeError) {
      req.log.error({ err }, "response does not match its schema");
      return sendError(reply, 500, "internal", ERROR_TEXTS.de.internal);
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(err)) {
      req.log.warn({ err }, "database unavailable");
      return sendCoded(reply.header("retry-after", "5"), 503, "service-unavailable", requestLanguage(req));
    }
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return sendCoded(reply, status, "internal", requestLanguage(req));
    }
    const { code, message } = requestError(err);
    return sendError(reply, status, code, message);
  });

  await app.register(helmet, {
    // Pages get their own CSP (nonce or hashes); API answers are data only.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: ctx.secure,
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Event streams must never be buffered by a compressor.
    customTypes: /^(text\/html|application\/json|text\/css|text\/plain|application\/xml|text\/javascript)/,
  });
  app.addHook("onRequest", sameOriginGuard(env.SITE_URL));

  // Schemas validate requests and serialise answers; the OpenAPI document is generated from them.
  await registerContract(app, env.NODE_ENV === "production");
  app.get(
    "/api/openapi.json",
    { schema: { summary: "This OpenAPI 3.1 document", response: { 200: openApiDocumentSchema } } },
    () => app.swagger(),
  );

  if (opts.beforeRoutes) await opts.beforeRoutes(app);
  if (opts.pages?.clientDir) {
    registerStaticFiles(app, opts.pages.clientDir, ctx.origin);
    // The widget's loader is built beside the client (scripts/build-server.mjs).
    registerEmbedScript(app, join(opts.pages.clientDir, "..", "embed", "embed.js"));
  }

  for (const routes of [
    healthRoutes,
    metricsRoutes,
    authRoutes,
    seoRoutes,
    chatRoutes,
    speechRoutes,
    feedbackRoutes,
    personaRoutes,
    personaAdminRoutes,
    embedRoutes,
    embedAdminRoutes,
    inquiryRoutes,
    adminDashboardRoutes,
    processingRegionRoutes,
    processingRecordRoutes,
    documentRoutes,
    webSourceRoutes,
    passageRoutes,
    gapRoutes,
    searchRoutes,
    auditRoutes,
    accountRoutes,
    transcriptRoutes,
    backupRoutes,
    operationsRoutes,
    liveRoutes,
    liveAdminRoutes,
  ]) {
    await app.register(routes, { ctx });
  }

  app.all("/api/*", { schema: { hide: true } }, async (req, reply) => sendCoded(reply, 404, "not-found", requestLanguage(req)));

  if (opts.pages) {
    await app.register(ssrPages, { ctx, build: opts.pages.build });
  } else {
    app.setNotFoundHandler((req, reply) => sendCoded(reply, 404, "not-found", requestLanguage(req)));
  }

  return { app, ctx };
}
