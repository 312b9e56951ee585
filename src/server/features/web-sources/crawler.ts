import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WEB_SOURCE_LIMITS, type WebSourceErrorCode } from "#shared/web-sources";
import type { Database } from "../../db/client";
import { documents, webSources } from "../../db/schema";
import type { DocumentEvents, DocumentRepository } from "../documents/service";
import type { FileStorage } from "../storage/service";
import { decodeBody, fetchPage, hostOf, WebFetchError, type FetchPolicy } from "./fetch-page";
import { extractHtml, parseSitemap } from "./extract-html";
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type Robots } from "./robots";

/** The token robots.txt groups are matched against, and the start of our User-Agent. */
export const PRODUCT_TOKEN = "CoachBot";
const PAGE_TYPES = ["text/html", "application/xhtml+xml", "text/plain"] as const;
const SITEMAP_TYPES = ["application/xml", "text/xml", "text/plain", "application/octet-stream"] as const;
/** Sitemaps an index may point to that are read. */
const MAX_CHILD_SITEMAPS = 5;

export interface CrawlDeps {
  database: Database;
  storage: FileStorage;
  events: DocumentEvents;
  documents: DocumentRepository;
  policy: FetchPolicy;
  log: FastifyBaseLogger;
}

export interface SourceRow {
  id: string;
  url: string;
  kind: "page" | "sitemap";
  pageLimit: number;
  createdBy: string | null;
}

/** What one fetch of a source did, page by page. */
export interface CrawlOutcome {
  /** Pages whose text changed (or that are new): stored and queued for indexing. */
  changed: number;
  unchanged: number;
  removed: number;
  failed: { url: string; code: WebSourceErrorCode; detail?: string }[];
  /** The whole source failed before any page (robots.txt, sitemap, address). */
  fatal?: { code: WebSourceErrorCode; detail?: string };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function asFetchError(err: unknown): WebFetchError {
  return err instanceof WebFetchError ? err : new WebFetchError("web-unreachable");
}

/** robots.txt of the source's origin: missing (4xx) allows everything, unreachable (5xx) nothing. */
async function loadRobots(origin: URL, policy: FetchPolicy): Promise<Robots> {
  try {
    const res = await fetchPage(new URL("/robots.txt", origin), policy, {
      types: ["text/plain", "text/html", "application/octet-stream"],
      maxBytes: 512 * 1024,
    });
    return res.notModified ? ALLOW_ALL : parseRobots(decodeBody(res.body, res.charset), PRODUCT_TOKEN);
  } catch (err) {
    const e = asFetchError(err);
    if (e.code === "web-http-status" && /^4\d\d$/.test(e.detail ?? "")) return ALLOW_ALL;
    if (e.code === "web-content-type") return ALLOW_ALL;
    if (e.code === "web-http-status" || e.code === "web-timeout") return DISALLOW_ALL;
    throw e;
  }
}

/** The pages a sitemap (or a sitemap index, one level deep) lists on the sitemap's host, up to `limit`. */
async function sitemapPages(start: URL, policy: FetchPolicy, limit: number, robots: Robots): Promise<URL[]> {
  const host = hostOf(start);
  const pages = new Map<string, URL>();
  const read = async (url: URL) => {
    const res = await fetchPage(url, policy, { types: SITEMAP_TYPES, maxBytes: WEB_SOURCE_LIMITS.maxPageBytes });
    return res.notModified ? { index: false, locations: [] } : parseSitemap(decodeBody(res.body, res.charset));
  };
  const sameHost = (loc: string) => {
    try {
      const u = new URL(loc, start);
      u.hash = "";
      return hostOf(u) === host && (u.protocol === "http:" || u.protocol === "https:") ? u : undefined;
    } catch {
      return undefined;
    }
  };
  const top = await read(start);
  const lists = top.index
    ? await Promise.all(
        top.locations
          .map(sameHost)
          .filter((u): u is URL => u !== undefined && robots.allows(u.pathname + u.search))
          .slice(0, MAX_CHILD_SITEMAPS)
          .map((u) => read(u).catch(() => ({ index: false, locations: [] }))),
      )
    : [top];
  for (const list of lists)
    for (const loc of list.locations) {
      const u = sameHost(loc);
      if (u && pages.size < limit) pages.set(u.href, u);
    }
  return [...pages.values()];
}

type PageDoc = {
  id: string;
  sourceUrl: string | null;
  contentHash: string | null;
  etag: string | null;
  lastModified: string | null;
  storageKey: string;
  status: string;
  title: string;
};

/**
 * Fetches a source once: robots.txt, the page or the sitemap's pages, each with its validators.
 * A page whose extracted text is what the document holds is left alone; a changed or new one is
 * stored (its text is the document's file) and queued for the ingestion worker, which indexes it
 * like a PDF's text. Pages a sitemap no longer lists, or that answer 404 or 410, are removed.
 */
export async function crawlSource(deps: CrawlDeps, source: SourceRow): Promise<CrawlOutcome> {
  const { database, storage, events, policy } = deps;
  const { db } = database;
  const outcome: CrawlOutcome = { changed: 0, unchanged: 0, removed: 0, failed: [] };
  let urls: URL[];
  let robots: Robots;
  try {
    const start = new URL(source.url);
    robots = await loadRobots(start, policy);
    urls = source.kind === "page" ? [start] : await sitemapPages(start, policy, source.pageLimit, robots);
    if (source.kind === "sitemap" && urls.length === 0) throw new WebFetchError("web-sitemap-empty");
  } catch (err) {
    const e = asFetchError(err);
    return { ...outcome, fatal: { code: e.code, detail: e.detail } };
  }
  const existing: PageDoc[] = await db
    .select({
      id: documents.id,
      sourceUrl: documents.sourceUrl,
      contentHash: documents.contentHash,
      etag: documents.etag,
      lastModified: documents.lastModified,
      storageKey: documents.storageKey,
      status: documents.status,
      title: documents.title,
    })
    .from(documents)
    .where(eq(documents.webSourceId, source.id));
  const byUrl = new Map(existing.map((d) => [d.sourceUrl ?? "", d]));
  const gone = new Set<PageDoc>();

  for (const url of urls) {
    const known = byUrl.get(url.href);
    if (!robots.allows(url.pathname + url.search)) {
      outcome.failed.push({ url: url.href, code: "web-robots" });
      if (known) gone.add(known);
      continue;
    }
    try {
      const res = await fetchPage(url, policy, {
        types: PAGE_TYPES,
        maxBytes: WEB_SOURCE_LIMITS.maxPageBytes,
        // Validators only for a page that was read: one that failed is read whole again.
        ...(known?.status === "COMPLETED" ? { etag: known.etag, lastModified: known.lastModified } : {}),
      });
      if (res.notModified) {
        outcome.unchanged++;
        continue;
      }
      const body = decodeBody(res.body, res.charset);
      const page = res.type === "text/plain" ? { title: "", text: body.trim() } : extractHtml(body);
      if (!page.text) throw new WebFetchError("web-no-text");
      const title = (page.title || `${url.hostname}${url.pathname}`).replace(/\s+/g, " ").slice(0, 200);
      const hash = sha256(page.text);
      const validators = { etag: res.etag, lastModified: res.lastModified };
      if (known && known.contentHash === hash && known.status !== "ERROR") {
        // The same text: no re-indexing, only the validators (and a changed title) are kept.
        await db
          .update(documents)
          .set({ ...validators, title })
          .where(eq(documents.id, known.id));
        outcome.unchanged++;
        continue;
      }
      const bytes = Buffer.from(page.text, "utf8");
      const storageKey = await storage.put(`web-${url.hostname}.txt`, bytes);
      const fields = {
        title,
        storageKey,
        sizeBytes: bytes.length,
        contentHash: hash,
        ...validators,
        status: "PROCESSING" as const,
        error: null,
        errorCode: null,
        content: null,
        claimedAt: null,
        claimedBy: null,
        attempts: 0,
        updatedAt: sql`now()`,
      };
      if (known) {
        await db
          .update(documents)
          .set(fields)
          .where(and(eq(documents.id, known.id), eq(documents.webSourceId, source.id)));
        await storage.delete(known.storageKey).catch(() => {});
      } else {
        await db.insert(documents).values({
          ...fields,
          type: "WEB",
          url: url.href,
          sourceUrl: url.href,
          webSourceId: source.id,
          createdBy: source.createdBy,
        });
      }
      const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.storageKey, storageKey));
      const doc = row && (await deps.documents.byId(row.id));
      if (doc) await events.publish({ type: known ? "update" : "insert", document: doc });
      outcome.changed++;
    } catch (err) {
      const e = asFetchError(err);
      if (!(err instanceof WebFetchError)) deps.log.warn({ err, url: url.href }, "web page could not be stored");
      outcome.failed.push({ url: url.href, code: e.code, detail: e.detail });
      // A page that is gone leaves the knowledge base; one that failed otherwise keeps what it had.
      if (known && e.code === "web-http-status" && (e.detail === "404" || e.detail === "410")) gone.add(known);
    }
  }
  // Pages the sitemap no longer lists (or beyond a lowered limit) go too.
  const listed = new Set(urls.map((u) => u.href));
  for (const d of existing) if (!listed.has(d.sourceUrl ?? "")) gone.add(d);
  for (const d of gone) {
    await db.delete(documents).where(eq(documents.id, d.id));
    await storage.delete(d.storageKey).catch(() => {});
    await events.publish({ type: "delete", id: d.id });
    outcome.removed++;
  }
  return outcome;
}

/** The source's row after a fetch: its status, reason, counts and next fetch. */
export async function recordOutcome(database: Database, id: string, outcome: CrawlOutcome, refreshHours: number) {
  const [pages] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(eq(documents.webSourceId, id));
  const pageCount = Number(pages?.n ?? 0);
  const problem = outcome.fatal ?? outcome.failed[0];
  const failedAll = outcome.fatal !== undefined || (outcome.failed.length > 0 && pageCount === 0);
  await database.db
    .update(webSources)
    .set({
      status: failedAll ? "ERROR" : "COMPLETED",
      errorCode: problem?.code ?? null,
      errorDetail: problem?.detail?.slice(0, 200) ?? null,
      pageCount,
      failedPages: outcome.fatal ? 0 : outcome.failed.length,
      lastFetchedAt: sql`now()`,
      nextFetchAt: sql`now() + (${refreshHours}::int * interval '1 hour')`,
      claimedAt: null,
      claimedBy: null,
    })
    .where(eq(webSources.id, id));
}
