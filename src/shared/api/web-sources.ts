import { WEB_SOURCE_ERROR_TEXTS, WEB_SOURCE_LIMITS, type WebSourceErrorCode } from "../web-sources";
import { z } from "../zod";
import { isoTime } from "./common";

/** `:id` of a web source; an id that is no uuid names none and is answered 404. */
export const webSourceIdParams = z.object({ id: z.string().describe("The web source's id (a uuid)") });

export const webSourceErrorCodeSchema = z
  .enum(Object.keys(WEB_SOURCE_ERROR_TEXTS.de) as [WebSourceErrorCode, ...WebSourceErrorCode[]])
  .describe("Why the last fetch failed (all pages, or some: see failedPages), for a text in the reader's language");

/** A web page or sitemap the knowledge base reads its pages from (GET /api/web-sources). */
export const webSourceSchema = z.object({
  id: z.guid(),
  url: z.string().describe("The page's or sitemap's address"),
  kind: z.enum(["page", "sitemap"]).describe("page: this page; sitemap: the pages it lists on its host, up to pageLimit"),
  pageLimit: z.number().int().min(1),
  refreshHours: z.number().int().describe("Hours between automatic fetches"),
  status: z
    .enum(["PROCESSING", "COMPLETED", "ERROR"])
    .describe("PROCESSING: being fetched; COMPLETED: fetched (some pages may have failed); ERROR: no page could be read"),
  errorCode: webSourceErrorCodeSchema.nullable(),
  errorDetail: z.string().nullable().describe("The HTTP status, address or type the reason names"),
  pageCount: z.number().int().min(0).describe("Pages that are documents of the knowledge base"),
  failedPages: z.number().int().min(0).describe("Pages the last fetch could not read"),
  lastFetchedAt: isoTime.nullable(),
  nextFetchAt: isoTime,
  createdAt: isoTime,
});

/** POST /api/web-sources: a page, or a sitemap with a page limit. */
export const webSourceInputSchema = z.object({
  url: z.string().trim().min(1).max(2000).describe("An http(s) address"),
  kind: z.enum(["page", "sitemap"]).default("page"),
  pageLimit: z
    .number()
    .int()
    .min(1)
    .max(WEB_SOURCE_LIMITS.maxPages)
    .default(20)
    .describe("Pages a sitemap may bring in (a page: 1)"),
  refreshHours: z
    .number()
    .int()
    .min(WEB_SOURCE_LIMITS.minRefreshHours)
    .max(WEB_SOURCE_LIMITS.maxRefreshHours)
    .default(WEB_SOURCE_LIMITS.defaultRefreshHours),
});

export type WebSourceJson = z.infer<typeof webSourceSchema>;
