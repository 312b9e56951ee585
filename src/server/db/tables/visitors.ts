import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import type { InquiryContext } from "#shared/schemas/inquiry";
import type { SafetyState } from "../../features/safety/protocol";
import { personas } from "./personas";

/**
 * What the site's visitors leave: demo conversations (counts), their transcripts (with consent),
 * star ratings and crisis events (never message text), contact inquiries, and the visitor id issued
 * to a client without a cookie.
 */

/** One row per demo conversation: counts only. Text is kept apart, with consent (transcriptTurns). */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personaId: uuid("persona_id").references(() => personas.id, { onDelete: "set null" }),
    /**
     * Who the dashboard counts, from the visitor cookie the server signed (visitors.ts): browsers that
     * first came from one address within the hour share it. Random; not personal data on its own.
     */
    visitorId: text("visitor_id").notNull(),
    /**
     * The one browser that held the conversation (the cookie's owner): only it may continue, rate or
     * withdraw it. Null for rows no chat wrote, which no browser can claim.
     */
    ownerId: text("owner_id"),
    lang: text("lang").notNull().default("de"),
    messageCount: integer("message_count").notNull().default(0),
    /** Answered turns the visitor held by voice (the answer was spoken). */
    voiceTurns: integer("voice_turns").notNull().default(0),
    /** Answered turns for which the knowledge base had no passage above the relevance threshold. */
    unansweredTurns: integer("unanswered_turns").notNull().default(0),
    crisis: boolean("crisis").notNull().default(false),
    /**
     * Where the conversation stands in the careful-mode protocol (mode, why, which help is in view,
     * which direct questions were asked); null until a turn changed it. No message text.
     */
    safety: jsonb("safety").$type<SafetyState>(),
    /** The site that embedded the widget (its origin), or null on our own pages; for counts per site only. */
    embedOrigin: text("embed_origin"),
    /**
     * The transcript consent the visitor's latest turn carried. What a person from the team writes while
     * holding the conversation is kept in the transcript under it, as the visitor's own turns are.
     */
    transcriptConsent: boolean("transcript_consent").notNull().default(false),
    createdAt: createdAt(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversations_created_idx").on(t.createdAt), index("conversations_visitor_idx").on(t.visitorId)],
);

/**
 * The text of a demo conversation, one row per answered turn, kept only when
 * the operator switched transcripts on and the visitor agreed in the widget.
 * Housekeeping removes turns older than the operator's retention period
 * (docs/decisions/027-opt-in-transcripts.md).
 */
export const transcriptTurns = pgTable(
  "transcript_turns",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The answer was spoken (a voice turn), as conversations.voice_turns counts it. */
    voice: boolean("voice").notNull(),
    /** The answer was the crisis answer. */
    crisis: boolean("crisis").notNull(),
    visitorText: text("visitor_text").notNull(),
    coachText: text("coach_text").notNull(),
    /** The answer side was written by a person from the operator's team who held the conversation (decision 046), not the coach. */
    byPerson: boolean("by_person").notNull().default(false),
  },
  (t) => [index("transcript_turns_conversation_idx").on(t.conversationId, t.id), index("transcript_turns_at_idx").on(t.at)],
);

/** Star ratings at the end of a demo conversation, one per conversation. */
export const feedback = pgTable("feedback", {
  id: uuid("id").primaryKey().defaultRandom(),
  conversationId: uuid("conversation_id")
    .notNull()
    .unique()
    .references(() => conversations.id, { onDelete: "cascade" }),
  rating: smallint("rating").notNull(),
  createdAt: createdAt(),
});

/**
 * One row per crisis answer given, for the operator's dashboard: when, which
 * risk level, which net recognised it. Never any message text.
 */
export const crisisEvents = pgTable(
  "crisis_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** acute, suicidal, self-harm, violence-suffered, harm-others */
    level: text("level").notNull(),
    /** check (the crisis check), moderation (the provider's net), reply (the model's reply was replaced), careful (a later turn of a conversation in crisis) */
    source: text("source").notNull(),
    lang: text("lang").notNull(),
    personaId: uuid("persona_id").references(() => personas.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("crisis_events_created_idx").on(t.createdAt)],
);

/** Contact-form inquiries. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    salutation: text("salutation").notNull(),
    academicTitle: text("academic_title"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    lang: text("lang").notNull().default("de"),
    /** What the visitor had chosen (offer, reach) and the page the form was sent from. */
    context: jsonb("context").$type<InquiryContext>(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    emailError: text("email_error"),
    /** new, in-progress or done (INQUIRY_STATUSES); the console sets it. */
    status: text("status").notNull().default("new"),
    /** When it was marked done; retention counts from here (null while not done). */
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("inquiries_created_idx").on(t.createdAt), index("inquiries_done_idx").on(t.doneAt)],
);

/**
 * The visitor id last issued to a client address without a visitor cookie, for
 * an hour: a client that drops its cookie is counted as the same visitor again
 * instead of a new one per request (each browser still owns only its own
 * conversations). The address is kept only as a keyed hash.
 */
export const visitorOrigins = pgTable(
  "visitor_origins",
  {
    clientKey: text("client_key").primaryKey(),
    visitorId: text("visitor_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("visitor_origins_expires_idx").on(t.expiresAt)],
);
