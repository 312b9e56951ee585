import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { buildCsp, inlineScriptHashes } from "./csp";

/**
 * Serves build/client from memory: prerendered pages (`<path>/index.html`) and
 * assets. Text files are compressed once at start with brotli and gzip, so a
 * request costs a map lookup (the target is thousands of requests per second).
 * Hashed assets under /assets/ are immutable for a year; HTML revalidates.
 */
interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
  csp?: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/**
 * The origin the prerendered pages were built with: the one of the home
 * page's canonical link, or undefined when there is no prerendered home page.
 */
export function buildOrigin(root: string): string | undefined {
  const home = path.join(root, "index.html");
  if (!fs.existsSync(home)) return undefined;
  const href = /<link rel="canonical" href="([^"]+)"/.exec(fs.readFileSync(home, "utf8"))?.[1];
  try {
    return href ? new URL(href).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the files under `root`. With `origin` (the running SITE_URL), the
 * prerendered pages' canonical, alternate and Open Graph URLs are rewritten
 * from the origin they were built with to it, so one build serves any
 * address without a rebuild.
 */
export function loadStaticFiles(root: string, origin?: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const built = origin ? buildOrigin(root) : undefined;
  const rewrite = built && origin && built !== origin ? { from: built, to: origin } : undefined;
  for (const rel of walk(root)) {
    const ext = path.extname(rel).toLowerCase();
    // .data files belong to React Router's server handler, not to us.
    if (ext === ".data" || rel.startsWith(".vite")) continue;
    let body = fs.readFileSync(path.join(root, rel));
    if (rewrite && ext === ".html") body = Buffer.from(body.toString("utf8").replaceAll(rewrite.from, rewrite.to));
    const urlPath = "/" + rel.split(path.sep).join("/");
    const isHtml = ext === ".html";
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      cacheControl: urlPath.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : isHtml
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=3600",
      etag: `"${body.length.toString(16)}-${fs.statSync(path.join(root, rel)).mtimeMs.toString(16)}"`,
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.br = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
      file.gzip = gzipSync(body, { level: 9 });
    }
    if (isHtml) file.csp = buildCsp({ scriptSources: inlineScriptHashes(body.toString("utf8")) });
    // A prerendered page answers at its clean URL: /produkte/preise, not /produkte/preise/index.html.
    if (urlPath.endsWith("/index.html")) {
      const pagePath = urlPath.slice(0, -"/index.html".length) || "/";
      files.set(pagePath, file);
    } else {
      files.set(urlPath, file);
    }
  }
  return files;
}

function send(req: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header("cache-control", file.cacheControl).header("etag", file.etag).header("vary", "accept-encoding").type(file.type);
  if (file.csp) reply.header("content-security-policy", file.csp);
  if (req.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(file.br);
  if (file.gzip && /\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(file.gzip);
  return reply.send(file.body);
}

/** Registered on the root instance (not as an encapsulated plugin) so its hook sees every request. */
export function registerStaticFiles(app: FastifyInstance, root: string, origin?: string): void {
  const files = loadStaticFiles(root, origin);
  app.log.debug({ count: files.size }, "static files loaded");
  app.decorate("staticFiles", files);
  app.addHook("onRequest", async (req, reply) => {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    const pathname = req.url.split("?")[0] ?? "/";
    const normalized = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(normalized);
    } catch {
      return;
    }
    const file = files.get(decoded);
    if (file) return send(req, reply, file);
  });
}

declare module "fastify" {
  interface FastifyInstance {
    staticFiles: Map<string, StaticFile>;
  }
}
