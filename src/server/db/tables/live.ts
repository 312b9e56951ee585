import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { conversations } from "./visitors";

/**
 * The on-call escalation (docs/decisions/046-human-on-call.md): who is on duty, each handover of a
 * visitor to a person (no text), and the text of a handed-over conversation while it is live only.
 */

/** An operator on duty, with the name visitors see; no row: off duty. */
export const liveDuty = pgTable("live_duty", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor handed over to a person after they agreed: why, where it stands, who holds it and
 * when it was accepted. Kept without any text, for the record and the figures.
 */
export const liveHandovers = pgTable(
  "live_handovers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** crisis or request */
    reason: text("reason").notNull(),
    /** The crisis level that led to it; null when the visitor asked for a person. */
    risk: text("risk"),
    lang: text("lang").notNull(),
    /** waiting, held, missed, returned or ended */
    status: text("status").notNull().default("waiting"),
    createdAt: createdAt(),
    /** Until when someone may accept; afterwards the visitor is told nobody could. */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    accountId: uuid("account_id").references(() => users.id, { onDelete: "set null" }),
    operatorName: text("operator_name"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("live_handovers_status_idx").on(t.status),
    // One open handover per conversation at a time.
    uniqueIndex("live_handovers_open_idx")
      .on(t.conversationId)
      .where(sql`status IN ('waiting', 'held')`),
  ],
);

/**
 * The text of a handed-over conversation while a person may need it: the conversation so far (as
 * the visitor's page held it) and what was written since. The visitor's words are stored with
 * identifiers replaced (decision 041); the rows go when the handover closes.
 */
export const liveMessages = pgTable(
  "live_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    handoverId: uuid("handover_id")
      .notNull()
      .references(() => liveHandovers.id, { onDelete: "cascade" }),
    /** visitor, coach or person */
    author: text("author").notNull(),
    text: text("text").notNull(),
    /** The crisis check's level for a visitor's message written during the handover. */
    risk: text("risk"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_messages_handover_idx").on(t.handoverId, t.id)],
);
