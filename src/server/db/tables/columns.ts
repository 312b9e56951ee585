import { customType, timestamp } from "drizzle-orm/pg-core";

/**
 * Column types and columns that several tables share: PostgreSQL's tsvector and bytea, which
 * Drizzle has no type for, and the creation time every table with one spells the same way.
 */

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
