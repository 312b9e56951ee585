import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { WebSourceErrorCode } from "#shared/web-sources";
import { mayConnect } from "./address";

/** A fetch that failed for a reason the operator is told (shared/web-sources.ts); `detail`: the status or address. */
export class WebFetchError extends Error {
  constructor(
    readonly code: WebSourceErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "WebFetchError";
  }
}

/** Resolves a host name to all its addresses (injectable, so tests can name a host that resolves anywhere). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** What every fetch of one source shares: which private hosts the owner opened, how to resolve, who we are. */
export interface FetchPolicy {
  /** Host names (lower case) whose private addresses may be fetched: WEB_ALLOWED_HOSTS. */
  allowedHosts: ReadonlySet<string>;
  userAgent: string;
  resolve?: Resolve;
  /** Milliseconds one request may take in all, body included. */
  timeoutMs: number;
}

export interface FetchRequest {
  /** Media types accepted (the Content-Type's type without parameters); anything else is refused. */
  types: readonly string[];
  maxBytes: number;
  /** Validators of the last fetch: a 304 answer comes back as `notModified`. */
  etag?: string | null;
  lastModified?: string | null;
}

export type Fetched =
  | { notModified: true; url: URL }
  | {
      notModified: false;
      /** Where the content came from, after redirects (on the same host). */
      url: URL;
      body: Buffer;
      type: string;
      charset: string | undefined;
      etag: string | null;
      lastModified: string | null;
    };

const MAX_REDIRECTS = 5;

/** Whether a URL may be asked for at all: http(s), no user info, default port unless its host is allowed. */
export function checkUrl(url: URL, allowedHosts: ReadonlySet<string>): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new WebFetchError("web-bad-url", url.protocol);
  if (url.username || url.password) throw new WebFetchError("web-bad-url");
  if (url.port !== "" && !allowedHosts.has(hostOf(url))) throw new WebFetchError("web-bad-url", `port ${url.port}`);
}

/** The URL's host name as compared and resolved: lower case, an IPv6 literal without brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

/**
 * A lookup for the socket that resolves once, refuses the whole answer if any address is not
 * allowed, and hands the socket the address it checked: the connection goes where the check
 * looked, so a DNS answer that changes between check and connect (rebinding) cannot slip through.
 */
function checkedLookup(policy: FetchPolicy, host: string): LookupFunction {
  const resolve = policy.resolve ?? systemResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !mayConnect(a.address, host, policy.allowedHosts));
        if (refused || addresses.length === 0)
          return callback(new WebFetchError("web-private-address", refused?.address ?? hostname), "", 4);
        const first = addresses[0]!;
        if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: typeof addresses) => void)(null, [first]);
        else callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(new WebFetchError("web-unreachable", err.code ?? hostname), "", 4),
    );
  };
}

/** One GET of `url`, redirects not followed. */
function getOnce(url: URL, policy: FetchPolicy, req: FetchRequest, signal: AbortSignal) {
  const host = hostOf(url);
  if (isIP(host) && !mayConnect(host, host, policy.allowedHosts)) throw new WebFetchError("web-private-address", host);
  const headers: Record<string, string> = {
    "user-agent": policy.userAgent,
    accept: req.types.join(", "),
    "accept-encoding": "identity",
  };
  if (req.etag) headers["if-none-match"] = req.etag;
  if (req.lastModified) headers["if-modified-since"] = req.lastModified;
  const lib = url.protocol === "https:" ? https : http;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = lib.get(url, { headers, lookup: checkedLookup(policy, host), signal, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      // Only a 200 has a body worth reading; everything else is decided by its status and headers.
      if (status !== 200) {
        res.resume();
        return resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
      }
      const declared = Number(res.headers["content-length"]);
      if (declared > req.maxBytes) {
        res.destroy();
        return reject(new WebFetchError("web-too-large", String(declared)));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > req.maxBytes) {
          res.destroy();
          reject(new WebFetchError("web-too-large", `> ${req.maxBytes}`));
        } else chunks.push(chunk);
      });
      res.on("end", () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * Fetches `url` from the host `url` names, and only from there: redirects are followed (at most five)
 * only to the same host, each checked again like the first address; answers over `maxBytes`, of
 * another type, or slower than the policy's timeout are refused with a WebFetchError.
 */
export async function fetchPage(start: URL, policy: FetchPolicy, req: FetchRequest): Promise<Fetched> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const host = hostOf(start);
  let url = start;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      checkUrl(url, policy.allowedHosts);
      if (hostOf(url) !== host) throw new WebFetchError("web-redirect-host", url.host);
      const res = await getOnce(url, policy, req, signal);
      if ([301, 302, 303, 307, 308].includes(res.status) && res.headers.location) {
        url = new URL(res.headers.location, url);
        url.hash = "";
        continue;
      }
      if (res.status === 304) return { notModified: true, url };
      if (res.status !== 200) throw new WebFetchError("web-http-status", String(res.status));
      const [type = "", ...params] = (res.headers["content-type"] ?? "").split(";").map((s) => s.trim().toLowerCase());
      if (!req.types.includes(type)) throw new WebFetchError("web-content-type", type || "-");
      const charset = params
        .find((p) => p.startsWith("charset="))
        ?.slice(8)
        .replace(/"/g, "");
      const header = (name: string) => {
        const v = res.headers[name];
        return typeof v === "string" && v.length <= 200 ? v : null;
      };
      return {
        notModified: false,
        url,
        body: res.body,
        type,
        charset,
        etag: header("etag"),
        lastModified: header("last-modified"),
      };
    }
    throw new WebFetchError("web-http-status", "too many redirects");
  } catch (err) {
    if (err instanceof WebFetchError) throw err;
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof WebFetchError) throw cause;
    if (signal.aborted) throw new WebFetchError("web-timeout");
    if (err instanceof TypeError) throw new WebFetchError("web-bad-url");
    throw new WebFetchError("web-unreachable", (err as NodeJS.ErrnoException).code ?? "");
  }
}

/** The body as text, in its declared character set (UTF-8 when none or an unknown one). */
export function decodeBody(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
