import type { Env } from "./env";

/** What replaces a secret in logs, error messages and API answers. */
export const REDACTED = "[redacted]";

/** Variables that hold URLs which may carry credentials as user-info (user:password@host). */
export const URL_VARIABLES = [
  "OPENAI_BASE_URL",
  "ELEVENLABS_BASE_URL",
  "S3_ENDPOINT",
  "SMTP_URL",
  "DATABASE_URL",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
] as const;
/** Variables that are secrets as a whole. */
export const SECRET_VARIABLES = [
  "OPENAI_API_KEY",
  "ELEVENLABS_API_KEY",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "ADMIN_PASSWORD",
  "METRICS_TOKEN",
  "OTEL_EXPORTER_OTLP_HEADERS",
] as const;

/** `scheme://user:password@` in any text, up to the last `@` before the host's end. */
const USER_INFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#"'<>\\]*@/gi;

/** A URL without its user-info, for showing it: `https://user:pw@host/v1` becomes `https://***@host/v1`. */
export function redactUrl(url: string): string;
export function redactUrl(url: string | undefined): string | undefined;
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return url.replace(USER_INFO, "$1***@");
}

/** The secret values of a configuration: whole secrets, and the passwords inside URL user-info (raw and decoded). */
export function secretValues(
  env: Partial<Pick<Env, (typeof URL_VARIABLES)[number] | (typeof SECRET_VARIABLES)[number]>>,
): string[] {
  const values = new Set<string>();
  for (const key of SECRET_VARIABLES) {
    const v = env[key];
    if (v) values.add(v);
  }
  for (const key of URL_VARIABLES) {
    const v = env[key];
    if (!v) continue;
    // The password part, however the URL spells it (parsers differ; so do error messages).
    const m = /^[a-z][a-z0-9+.-]*:\/\/([^\s/?#]*)@/i.exec(v);
    if (!m?.[1]) continue;
    const colon = m[1].indexOf(":");
    const password = colon >= 0 ? m[1].slice(colon + 1) : m[1];
    if (!password) continue;
    values.add(password);
    try {
      values.add(decodeURIComponent(password));
    } catch {
      // not percent-encoded
    }
    values.add(encodeURIComponent(password));
  }
  // Very short values would blank out ordinary words; user-info is caught by its shape anyway.
  return [...values].filter((v) => v.length >= 4);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A function that removes secrets from any text: user-info in URLs, and the
 * configured secret values themselves, also as they appear inside JSON strings.
 */
export function createRedactor(secrets: string[] = []): (text: string) => string {
  const variants = new Set<string>();
  for (const s of secrets) {
    variants.add(s);
    variants.add(JSON.stringify(s).slice(1, -1));
  }
  const pattern = variants.size
    ? new RegExp(
        [...variants]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join("|"),
        "g",
      )
    : undefined;
  return (text: string) => {
    let out = text.replace(USER_INFO, "$1***@");
    if (pattern) out = out.replace(pattern, REDACTED);
    return out;
  };
}

/** Removes user-info in URLs from a text (no configured values known here). */
export const redactSecrets = createRedactor();

/**
 * A log destination that redacts every line before it reaches `target`: the
 * net under pino's redact paths, for secrets inside messages, error texts,
 * stacks and causes, wherever a library put them.
 */
export function redactingStream(redact: (text: string) => string, target: { write(chunk: string): unknown } = process.stdout) {
  return {
    write(line: string) {
      target.write(redact(line));
    },
  };
}

/** Paths pino removes from log objects, whatever their value. */
export const LOG_REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  'req.headers["xi-api-key"]',
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "apiKey",
  "*.apiKey",
  "secretAccessKey",
  "*.secretAccessKey",
  "connectionString",
  "*.connectionString",
  "err.config.headers",
  "err.headers.authorization",
  "err.request.headers",
];
