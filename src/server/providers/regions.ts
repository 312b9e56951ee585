import { isIP } from "node:net";
import type { ProcessingRegion, ProcessorKind, TransferSafeguard } from "#shared/privacy";
import table from "./region-hosts.json";

/**
 * Where a provider endpoint processes, judged from its host name alone
 * (docs/decisions/042-processing-regions.md). The facts are in
 * region-hosts.json, which names its sources; a host it does not know is
 * `unknown`, never guessed. The operator's own network (loopback, private
 * addresses, `.local`, `.internal`, a name without a dot) is `self-hosted`.
 */

export interface HostRegion {
  region: ProcessingRegion;
  /** ISO 3166 country code, when the host says it. */
  country: string | null;
  /** The basis of a transfer outside the EU/EEA; null inside it, self-hosted or unknown. */
  safeguard: TransferSafeguard | null;
}

interface DomainFact {
  domain: string;
  region: string;
  country?: string;
}

const DOMAINS = (table.domains as DomainFact[]).toSorted((a, b) => b.domain.length - a.domain.length);
const AWS_REGIONS: Record<string, string> = table.awsRegions;
const EEA = new Set(table.eeaCountries);
const ADEQUATE = new Set(table.adequacyCountries);

const UNKNOWN: HostRegion = { region: "unknown", country: null, safeguard: null };
const SELF_HOSTED: HostRegion = { region: "self-hosted", country: null, safeguard: null };

/** A country's region and, outside the EU/EEA, the safeguard of a transfer there. */
function byCountry(country: string): HostRegion {
  if (EEA.has(country)) return { region: "eu", country, safeguard: null };
  return { region: "non-eu", country, safeguard: ADEQUATE.has(country) ? "adequacy" : "scc" };
}

function privateIpv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

function privateIpv6(ip: string): boolean {
  if (ip === "::1") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return privateIpv4(mapped[1]!);
  // fc00::/7 (unique local) and fe80::/10 (link-local)
  return /^f[cd][0-9a-f]{0,2}:/.test(ip) || /^fe[89ab][0-9a-f]?:/.test(ip);
}

/** S3 and SES endpoints carry their AWS region: s3.eu-central-1.amazonaws.com, bucket.s3.eu-west-1.amazonaws.com, … */
const AWS_HOST = /(?:^|\.)(?:s3|s3-fips|email-smtp)[.-](?:dualstack\.)?([a-z]{2}(?:-[a-z]+)+-\d+)\.amazonaws\.com$/;

/** The processing region of one host name (or IP address) of an endpoint. */
export function regionOfHost(rawHost: string): HostRegion {
  const host = rawHost
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  const ip = isIP(host);
  if (ip === 4) return privateIpv4(host) ? SELF_HOSTED : UNKNOWN;
  if (ip === 6) return privateIpv6(host) ? SELF_HOSTED : UNKNOWN;
  if (host === "") return UNKNOWN;
  if (host === "localhost" || /\.(localhost|local|internal|home\.arpa)$/.test(host) || !host.includes(".")) return SELF_HOSTED;
  const aws = AWS_HOST.exec(host);
  if (aws) {
    const country = AWS_REGIONS[aws[1]!];
    return country ? byCountry(country) : UNKNOWN;
  }
  const fact = DOMAINS.find((d) => host === d.domain || host.endsWith(`.${d.domain}`));
  if (!fact || fact.region === "unknown") return UNKNOWN;
  if (fact.country) return byCountry(fact.country);
  return fact.region === "eu" ? { region: "eu", country: null, safeguard: null } : UNKNOWN;
}

/** The host of an endpoint URL (http(s), smtp(s)); its credentials and path never leave here. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return "";
  }
}

/** The settings that decide which endpoints the server calls (a part of Env, so this module need not import it). */
export interface EndpointSettings {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  ELEVENLABS_API_KEY?: string;
  ELEVENLABS_BASE_URL: string;
  EMBEDDING_MODEL?: string;
  EMBEDDING_BASE_URL?: string;
  MODERATION_MODEL?: string;
  SMTP_URL?: string;
  SMTP_FROM?: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
}

export interface ConfiguredEndpoint extends HostRegion {
  kind: Exclude<ProcessorKind, "hosting">;
  /** The variable that names it; "(default)" when the server uses the provider's default. */
  variable: string;
  host: string;
}

const OPENAI_DEFAULT = "https://api.openai.com/v1";

/**
 * Every endpoint the configuration makes the server call, in the privacy
 * policy's order: the same conditions as activeProcessorKinds (features/settings/service.ts).
 */
export function configuredEndpoints(env: EndpointSettings): ConfiguredEndpoint[] {
  const list: { kind: ConfiguredEndpoint["kind"]; variable: string; url: string }[] = [];
  const openai = env.OPENAI_BASE_URL
    ? { variable: "OPENAI_BASE_URL", url: env.OPENAI_BASE_URL }
    : { variable: "OPENAI_BASE_URL (default)", url: OPENAI_DEFAULT };
  if (env.OPENAI_API_KEY) list.push({ kind: "chat", ...openai });
  if (env.ELEVENLABS_API_KEY) list.push({ kind: "speech", variable: "ELEVENLABS_BASE_URL", url: env.ELEVENLABS_BASE_URL });
  if (env.OPENAI_API_KEY) list.push({ kind: "transcription", ...openai });
  if (env.EMBEDDING_MODEL)
    list.push({
      kind: "embeddings",
      ...(env.EMBEDDING_BASE_URL ? { variable: "EMBEDDING_BASE_URL", url: env.EMBEDDING_BASE_URL } : openai),
    });
  if (env.MODERATION_MODEL) list.push({ kind: "moderation", ...openai });
  if (env.SMTP_URL && env.SMTP_FROM) list.push({ kind: "mail", variable: "SMTP_URL", url: env.SMTP_URL });
  if (env.S3_BUCKET)
    list.push({
      kind: "storage",
      ...(env.S3_ENDPOINT
        ? { variable: "S3_ENDPOINT", url: env.S3_ENDPOINT }
        : { variable: "S3_REGION", url: `https://s3.${env.S3_REGION}.amazonaws.com` }),
    });
  return list.map(({ kind, variable, url }) => {
    const host = hostOf(url);
    return { kind, variable, host, ...regionOfHost(host) };
  });
}

/** The hosts of EU_PROCESSING_ALLOWED_HOSTS, lower case. */
export function allowedHosts(list: string | undefined): Set<string> {
  return new Set(
    (list ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * What REQUIRE_EU_PROCESSING refuses, one line per endpoint: every endpoint
 * outside the EU, and every unknown one the operator has not vouched for in
 * EU_PROCESSING_ALLOWED_HOSTS. EU and self-hosted endpoints pass; a host
 * known to be outside the EU is refused even when listed.
 */
export function euProcessingProblems(endpoints: readonly ConfiguredEndpoint[], allowed: Set<string>): string[] {
  return endpoints.flatMap((e) => {
    if (e.region === "non-eu")
      return [
        `REQUIRE_EU_PROCESSING: the ${e.kind} endpoint ${e.host} (${e.variable}) processes outside the EU (${e.country}); configure an EU endpoint or unset REQUIRE_EU_PROCESSING`,
      ];
    if (e.region === "unknown" && !allowed.has(e.host.toLowerCase()))
      return [
        `REQUIRE_EU_PROCESSING: the ${e.kind} endpoint ${e.host} (${e.variable}) is not known to process in the EU; add it to EU_PROCESSING_ALLOWED_HOSTS once you have checked that it does`,
      ];
    return [];
  });
}
