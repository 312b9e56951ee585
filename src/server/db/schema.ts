/**
 * The whole schema, one import away: every table, from the files of ./tables by what they hold.
 * Everything a second server instance must see lives in these tables: sessions, rate-limit
 * counters, the ingestion queue (documents in PROCESSING), caches. drizzle.config.ts reads this
 * file, so a table file not listed here is no part of the migrations either. Generated migrations
 * under ./migrations are committed and never edited after they land.
 */

export * from "./tables/accounts";
export * from "./tables/personas";
export * from "./tables/visitors";
export * from "./tables/knowledge";
export * from "./tables/knowledge-gaps";
export * from "./tables/web-sources";
export * from "./tables/instance-state";
export * from "./tables/live";
export * from "./tables/operations";
