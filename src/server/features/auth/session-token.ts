import { createHash } from "node:crypto";

/**
 * What a browser's session is known by: the cookie that carries its token, the id the token is stored
 * under, and the device its User-Agent names. The service (service.ts) keeps the sessions themselves.
 */

export const SESSION_COOKIE = "mc_session";

/** The id a session is stored under: the SHA-256 of its cookie token. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The Set-Cookie value that signs a browser in with `token` for at most `maxHours`. */
export function sessionCookie(token: string, { secure, maxHours }: { secure: boolean; maxHours: number }): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}; Max-Age=${maxHours * 3600}`;
}

/** Reads the session token from a Cookie header. */
export function tokenFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    // Our tokens are base64url; anything that does not even decode (a stray '%') is no session, not a server error.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** "Firefox · Windows" from a User-Agent; null when neither is recognised. Never more than the names. */
export function deviceOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : /curl\//i.test(ua)
              ? "curl"
              : null;
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  const parts = [browser, system].filter((p): p is string => p !== null);
  return parts.length ? parts.join(" · ") : null;
}
