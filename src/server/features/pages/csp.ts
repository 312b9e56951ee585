import { createHash, randomBytes } from "node:crypto";

/**
 * Content security policy. React Router emits inline scripts (hydration
 * context, module loader). Server-rendered pages allow them with a per-response
 * nonce; prerendered pages are static files, so their inline scripts are
 * allowed by SHA-256 hash, computed once when the file is loaded.
 */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const re = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const body = m[1] ?? "";
    if (body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

export interface CspOptions {
  /** 'nonce-...' or 'sha256-...' sources for inline scripts. */
  scriptSources: string[];
  /** Origins that may frame the page (the embed panel's allowed sites); none by default. */
  frameAncestors?: string[];
}

export function buildCsp({ scriptSources, frameAncestors = [] }: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // React sets style attributes (progress bars, the particle canvas size).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(" ") : "'none'"}`,
    "form-action 'self' mailto:",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
