import type { AuditDetails } from "#shared/contracts/audit";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { InquiryContext } from "#shared/schemas/inquiry";
import type { SafetyState } from "../features/safety/protocol";

/**
 * The whole schema in one file. Everything a second server
 * instance must see lives here: sessions, rate-limit counters, the ingestion
 * queue (documents in PROCESSING), caches. Generated migrations under
 * ./migrations are committed and never edited after they land.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Operator accounts. Passwords only as argon2id hashes. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** 'owner' or 'editor' (src/shared/contracts/accounts.ts); what each may do: src/server/http/access.ts. */
  role: text("role").notNull().default("owner"),
  /** The name the operator gave when accepting an invitation; null for accounts made on the command line. */
  name: text("name"),
  /**
   * argon2id hash of the ADMIN_PASSWORD value last applied to this account at
   * start. A start applies the variable only when its value differs from this,
   * so a later reset on the command line survives restarts.
   */
  envPasswordHash: text("env_password_hash"),
  createdAt: createdAt(),
});

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (shortened), so the operator recognises the device; never an address. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Invitations to become an operator: a one-time link whose token is stored
 * only as its SHA-256, valid until `expiresAt`, used once (`acceptedAt`) or
 * withdrawn (`revokedAt`). The inviting owner's e-mail is copied so the list
 * keeps naming them after their account is gone.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    invitedByEmail: text("invited_by_email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the mail with the link went out; null when no mail is configured (the link was shown instead). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [index("invitations_email_idx").on(t.email)],
);

/** Coach personas; the default one answers as 'demo'. */
export const personas = pgTable("personas", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  greeting: text("greeting").notNull(),
  /** The greeting as the voice should pronounce it (spelled for the voice, e.g. "Mi-a"). */
  greetingPhonetic: text("greeting_phonetic").notNull(),
  /** The greeting on English pages, and as the voice should pronounce it; without them English pages use a standard English greeting. */
  greetingEn: text("greeting_en"),
  greetingPhoneticEn: text("greeting_phonetic_en"),
  systemPrompt: text("system_prompt").notNull(),
  voiceId: text("voice_id"),
  isActive: boolean("is_active").notNull().default(true),
  isDefault: boolean("is_default").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a persona may be embedded on other sites (issue 18): the origins that
 * may frame it and call its API, and how its launcher looks. No row means no
 * site may embed it.
 */
export const personaEmbeds = pgTable("persona_embeds", {
  personaId: uuid("persona_id")
    .primaryKey()
    .references(() => personas.id, { onDelete: "cascade" }),
  allowedOrigins: text("allowed_origins")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: text("position").notNull(),
  language: text("language").notNull(),
  labelDe: text("label_de").notNull(),
  labelEn: text("label_en").notNull(),
  background: text("background").notNull(),
  foreground: text("foreground").notNull(),
  /** The embedding site's own privacy policy (https), linked in the panel beside ours. */
  privacyUrl: text("privacy_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A persona's launcher avatar (decision 025): at most 128 KB of PNG, JPEG or
 * WebP, checked by its bytes. Kept in the database, not the file storage:
 * it is small, every instance must serve it, and housekeeping removes stored
 * files that no document points to. A table of its own, so reading the
 * embed settings never reads the bytes.
 */
export const personaAvatars = pgTable("persona_avatars", {
  personaId: uuid("persona_id")
    .primaryKey()
    .references(() => personas.id, { onDelete: "cascade" }),
  mime: text("mime").notNull(),
  bytes: bytea("bytes").notNull(),
  /** A hash of the bytes: part of the public address, so the image may be cached for long. */
  version: text("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per demo conversation: counts only. Text is kept apart, with consent (transcriptTurns). */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personaId: uuid("persona_id").references(() => personas.id, { onDelete: "set null" }),
    /** Random id from the visitor cookie the server signed (visitors.ts); not personal data on its own. */
    visitorId: text("visitor_id").notNull(),
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

/** Voice synthesis settings; exactly one row is active. */
export const voiceConfigs = pgTable("voice_configs", {
  id: uuid("id").primaryKey().defaultRandom(),
  stability: real("stability").notNull().default(0.25),
  similarityBoost: real("similarity_boost").notNull().default(0.75),
  style: real("style").notNull().default(0.45),
  useSpeakerBoost: boolean("use_speaker_boost").notNull().default(true),
  pitch: real("pitch").notNull().default(1),
  speed: real("speed").notNull().default(1),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded PDFs. Rows in PROCESSING are the ingestion queue. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    type: text("type").notNull().default("PDF"),
    /** Key of the file in the storage backend (local disk or S3). */
    storageKey: text("storage_key").notNull().unique(),
    url: text("url").notNull(),
    status: text("status", { enum: ["PROCESSING", "COMPLETED", "ERROR"] })
      .notNull()
      .default("PROCESSING"),
    error: text("error"),
    /** Why, as a code (shared/document-errors.ts), so the list can say it in the operator's language. */
    errorCode: text("error_code"),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    pageCount: integer("page_count"),
    language: text("language"),
    /** Full extracted text. */
    content: text("content"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a worker claims the row; a stale claim is taken over after a timeout. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("documents_status_idx").on(t.status), index("documents_created_idx").on(t.createdAt)],
);

/** Passages of a document, indexed for full-text search (fuzzy matching goes through search_words). */
export const passages = pgTable(
  "passages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    page: integer("page").notNull(),
    text: text("text").notNull(),
    language: text("language").notNull().default("de"),
    tsv: tsvector("tsv").notNull(),
    /**
     * The passage's vector from the embeddings provider (length 1) as little-endian float32 bytes, for
     * semantic search (bytes load ten times faster than a real[] parsed from text); null until
     * embedded. Only compared with vectors of the same `embeddingModel`.
     */
    embedding: bytea("embedding"),
    /** The model that made `embedding`; a passage whose model differs from the configured one is embedded again. */
    embeddingModel: text("embedding_model"),
  },
  (t) => [
    index("passages_document_idx").on(t.documentId),
    index("passages_tsv_idx").using("gin", t.tsv),
    index("passages_embedding_model_idx").on(t.embeddingModel),
  ],
);

/**
 * Which personas a document serves. A document without rows serves every
 * persona (every upload starts so); with rows, only those personas' chats
 * search it. Deleting a document or a persona removes its rows; a document
 * whose last assigned persona is deleted serves every persona again.
 */
export const documentPersonas = pgTable(
  "document_personas",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    personaId: uuid("persona_id")
      .notNull()
      .references(() => personas.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.personaId] }), index("document_personas_persona_idx").on(t.personaId)],
);

/**
 * Every word of the indexed passages, once. Typos and compound parts in a
 * question are matched against this short list by trigram similarity (fast),
 * instead of against whole passages (slow), and then searched in full text.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/**
 * How many passages contain each stemmed term, per passage language. Kept
 * current by statement triggers on `passages` (migration 0002), so search
 * weighs a term by its rarity with one index lookup instead of counting
 * matches per query, and picks the rare terms to find candidates.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    /** 'de' or 'en', as passages.language. */
    language: text("language").notNull(),
    /** A lexeme of the language's text-search configuration (a stem). */
    lexeme: text("lexeme").notNull(),
    /** Number of passages whose tsvector contains the lexeme. */
    df: integer("df").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.lexeme] })],
);

/** Number of passages per language, kept by the same triggers (the N of the term weights). */
export const searchTotals = pgTable("search_totals", {
  language: text("language").primaryKey(),
  passages: integer("passages").notNull(),
});

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
    createdAt: createdAt(),
  },
  (t) => [index("inquiries_created_idx").on(t.createdAt)],
);

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins: when, from which client key, for which account as typed
 * (never the password). Login throttling counts them; the operator sees them
 * in the settings tab. `cleared_at` is set when the same client signs in
 * successfully, so its own typos stop counting.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    clientKey: text("client_key").notNull(),
    account: text("account").notNull(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    index("login_failures_client_idx").on(t.clientKey, t.at),
    index("login_failures_account_idx").on(t.account, t.at),
    index("login_failures_at_idx").on(t.at),
  ],
);

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

/** Secrets the server makes for itself at first use and every instance shares (the visitor cookie's HMAC key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * The visitor id last issued to a client address without a visitor cookie, for
 * an hour: a client that drops its cookie gets the same id again instead of a
 * new one per request. The address is kept only as a keyed hash.
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

/**
 * The operators' audit log: who changed what in the admin area, and when.
 * The account's id and e-mail are copied (no foreign key), so an entry keeps
 * naming its operator after the account changes. `details` holds changed
 * field names or counts, never values, passwords or visitors' texts.
 * Housekeeping removes entries after a year (docs/decisions/022-audit-log.md).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid("account_id"),
    accountEmail: text("account_email").notNull(),
    action: text("action").notNull(),
    targetId: text("target_id"),
    targetName: text("target_name"),
    details: jsonb("details").$type<AuditDetails>().notNull().default({}),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);
