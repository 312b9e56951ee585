import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/**
 * Web pages as knowledge sources (docs/decisions/051-web-sources-and-ssrf.md): an address the operator
 * added, one page or a sitemap with a page limit. Its pages become documents of type WEB
 * (documents.web_source_id); the server fetches them again every `refresh_hours`. Rows whose
 * `next_fetch_at` has come are the fetch queue, claimed with a lease like documents in PROCESSING.
 */
export const webSources = pgTable(
  "web_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The address as added (normalised: no fragment, no user info). */
    url: text("url").notNull().unique(),
    /** `page`: this one page; `sitemap`: the pages a sitemap lists, on its host. */
    kind: text("kind", { enum: ["page", "sitemap"] }).notNull(),
    pageLimit: integer("page_limit").notNull().default(1),
    refreshHours: integer("refresh_hours").notNull().default(24),
    status: text("status", { enum: ["PROCESSING", "COMPLETED", "ERROR"] })
      .notNull()
      .default("PROCESSING"),
    /** Why the last fetch failed (shared/web-sources.ts), also set when only some pages failed. */
    errorCode: text("error_code"),
    /** What goes with the code: the HTTP status, or the address refused. */
    errorDetail: text("error_detail"),
    /** Pages that are documents now, and pages the last fetch could not read. */
    pageCount: integer("page_count").notNull().default(0),
    failedPages: integer("failed_pages").notNull().default(0),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("web_sources_next_fetch_idx").on(t.nextFetchAt)],
);
