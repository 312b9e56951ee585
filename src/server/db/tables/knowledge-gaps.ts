import { bigserial, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Questions the knowledge base could not answer (issue 36, docs/decisions/052-knowledge-gaps.md): kept only
 * while the owner keeps them (the transcript setting's `gaps`, with transcripts on) and the visitor agreed to
 * transcripts for the conversation; redacted as transcripts are, with no link to the visitor, the conversation
 * or the persona, and the day only. Removed after the transcripts' retention period.
 */
export const knowledgeGaps = pgTable(
  "knowledge_gaps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The visitor's question with names, contacts, addresses and the like replaced by placeholders. */
    question: text("question").notNull(),
    /** 'de' or 'en': the language the question was asked in. */
    lang: text("lang").notNull(),
    /** The question's stems (the search's text configuration of its language), for grouping similar questions. */
    terms: text("terms").array().notNull(),
    /** The day it was asked (no time: nothing to match against other records). */
    askedOn: date("asked_on", { mode: "string" }).notNull().defaultNow(),
    /** When an operator marked it covered after the test box found a passage for it. */
    coveredAt: timestamp("covered_at", { withTimezone: true }),
  },
  (t) => [index("knowledge_gaps_asked_idx").on(t.askedOn)],
);
