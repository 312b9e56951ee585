import type { FastifyReply, FastifyRequest } from "fastify";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { sendError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_ORIGIN_MESSAGE = ERROR_TEXTS.de["cross-origin"];

/** scheme://host[:port] with the scheme's default port left out, or undefined for anything that is not an http(s) origin. */
function normalOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin this request was made to, as the browser saw it: its scheme and
 * Host. Behind a trusted proxy (TRUST_PROXY) Fastify takes both from
 * X-Forwarded-Proto and X-Forwarded-Host; from anyone else those headers are
 * ignored.
 */
function requestOrigin(req: FastifyRequest): string | undefined {
  const host = req.host;
  if (!host) return undefined;
  return normalOrigin(`${req.protocol}://${host}`);
}

/**
 * State-changing requests must come from our own pages. Browsers send Origin
 * on every cross-site POST/PUT/DELETE and Sec-Fetch-Site where supported; a
 * request without either (curl, server-to-server tests) has no ambient
 * cookies to abuse and passes.
 *
 * The Origin must match scheme, host and port: the site's origin (SITE_URL)
 * when one is configured, otherwise the origin the request itself was sent
 * to. So a page served over http cannot post to the https site, where its
 * cookies live.
 *
 * Every unsafe method is checked, whatever the path: the router decodes
 * percent-escapes, so `/%61pi/inquiries` reaches the `/api/inquiries`
 * handler, and a check on the raw URL's prefix would let it through.
 */
export function sameOriginGuard(siteUrl: string | undefined) {
  const site = siteUrl === undefined ? undefined : normalOrigin(siteUrl);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin) {
      const sent = normalOrigin(origin);
      const own = site ?? requestOrigin(req);
      if (sent !== undefined && sent === own) return;
      return sendError(reply, 403, "cross-origin", CROSS_ORIGIN_MESSAGE);
    }
    if (req.headers["sec-fetch-site"] === "cross-site") return sendError(reply, 403, "cross-origin", CROSS_ORIGIN_MESSAGE);
  };
}
