import { integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { personas } from "./personas";

/**
 * The operations view's figures (decision 047): latency per stage and provider calls, summed per
 * hour, so every instance adds to the same rows and the console reads them without Prometheus. No
 * row holds a visitor, a conversation or a text: only a persona, a stage, a bucket and counts.
 */

/**
 * How many turns of a persona took how long at a stage, in one hour: a histogram with fixed
 * logarithmic buckets (eight per doubling, see features/operations/histogram.ts), one row per
 * bucket that was hit. Instances add to a row with an upsert, so the sums are exact across them.
 */
export const latencyHourly = pgTable(
  "latency_hourly",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    personaId: uuid("persona_id")
      .notNull()
      .references(() => personas.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    bucket: smallint("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.personaId, t.stage, t.bucket] })],
);

/** Provider calls and how many failed, per hour, kind (chat, voice, stt, embeddings, moderation) and provider. */
export const providerCallsHourly = pgTable(
  "provider_calls_hourly",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    calls: integer("calls").notNull(),
    failures: integer("failures").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.kind, t.provider] })],
);
