import { date, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/**
 * What every server instance shares besides the content: rate-limit counters, the daily usage,
 * facts the instances must agree on, secrets the server made for itself, and cached derived data.
 */

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Facts every instance must agree on, by key (the uploads folder's marker). */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide usage per day, for the daily chat cap. */
export const usageDaily = pgTable(
  "usage_daily",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("usage_daily_day_kind_idx").on(t.day, t.kind)],
);

/** Cached derived data (synthesised greetings); 'Cache leeren' empties it. */
export const cacheEntries = pgTable("cache_entries", {
  key: text("key").primaryKey(),
  mime: text("mime").notNull(),
  value: bytea("value").notNull(),
  createdAt: createdAt(),
});

/** Secrets the server makes for itself at first use and every instance shares (the visitor cookie's HMAC key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
