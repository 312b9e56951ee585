import { AUDIT_RETENTION_DAYS } from "#shared/contracts/audit";
import { format } from "#shared/i18n";
import { MIN_PASSWORD_CHARS } from "#shared/schemas/auth";
import type { Env } from "../../env";
import { configuredEndpoints, type ConfiguredEndpoint } from "../../providers/regions";
import { duration, line, todo, type Line, type RecordFacts, type Texts } from "./processing-record-document";

/** The variables whose URL an endpoint was configured with; a provider's default and AWS are https. */
const ENDPOINT_URLS: Record<string, (env: Env) => string | undefined> = {
  OPENAI_BASE_URL: (env) => env.OPENAI_BASE_URL,
  ELEVENLABS_BASE_URL: (env) => env.ELEVENLABS_BASE_URL,
  EMBEDDING_BASE_URL: (env) => env.EMBEDDING_BASE_URL,
  SMTP_URL: (env) => env.SMTP_URL,
  S3_ENDPOINT: (env) => env.S3_ENDPOINT,
};

function schemeOf(env: Env, e: ConfiguredEndpoint): string {
  const url = ENDPOINT_URLS[e.variable]?.(env);
  if (!url) return "https:";
  try {
    return new URL(url).protocol;
  } catch {
    return "";
  }
}

/** DATABASE_URL asks for TLS (any sslmode but disable, or ssl=true). */
function databaseTls(url: string): boolean {
  return /[?&](sslmode=(?!disable\b)[a-z-]+|ssl=(true|1)\b)/i.test(url);
}

/** Art. 32 measures the software takes, in groups, as its configuration sets them. */
export function measures(facts: RecordFacts, t: Texts): [string, Line[]][] {
  const { env } = facts;
  const m = t.toms;
  const kinds = t.kinds;
  const endpoints = configuredEndpoints(env);
  const transport = endpoints.map((e) => {
    const scheme = schemeOf(env, e);
    const values = { kind: kinds[e.kind], host: e.host };
    if (scheme === "https:") return line(format(m.endpointHttps, values));
    if (scheme === "smtps:") return line(format(m.endpointSmtps, values));
    if (scheme === "smtp:") return line(format(m.endpointStarttls, values));
    return todo(format(m.endpointPlain, values));
  });
  const database = env.DATABASE_URL
    ? databaseTls(env.DATABASE_URL)
      ? line(m.databaseTls)
      : todo(m.databasePlain)
    : line(m.databaseEmbedded);
  const { available, settings } = facts.backups;
  const backup = !available
    ? todo(m.backupsPostgres)
    : settings.enabled
      ? line(format(m.backupsOn, { keep: settings.keep }))
      : todo(m.backupsOff);
  const sessions = { idle: env.SESSION_IDLE_MINUTES, maxHours: env.SESSION_MAX_HOURS };
  return [
    [
      m.confidentiality,
      [
        facts.secure ? line(format(m.httpsOn, { origin: facts.origin })) : todo(format(m.httpsOff, { origin: facts.origin })),
        endpoints.length
          ? { text: `${m.endpoints} ${transport.map((l) => l.text).join("; ")}`, fill: transport.some((l) => l.fill) }
          : line(m.noEndpoints),
        database,
        line(format(m.passwords, { minChars: MIN_PASSWORD_CHARS })),
        line(format(m.sessions, sessions)),
        line(m.roles),
        line(format(m.throttle, { freeFailures: env.LOGIN_FREE_FAILURES, maxDelay: env.LOGIN_MAX_DELAY_SECONDS })),
        line(m.origin),
        line(m.headers),
        line(m.secrets),
        line(m.pseudonyms),
      ],
    ],
    [m.integrity, [line(format(m.audit, { auditDays: AUDIT_RETENTION_DAYS })), line(m.validation)]],
    [m.availability, [backup, line(m.ready)]],
    [
      m.deletion,
      [line(format(m.housekeeping, { interval: duration(t, env.HOUSEKEEPING_INTERVAL_SECONDS) })), line(m.minimisation)],
    ],
    [m.review, [line(env.REQUIRE_EU_PROCESSING ? m.euOn : m.euOff), line(m.console)]],
  ];
}
