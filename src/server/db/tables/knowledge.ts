import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, tsvector } from "./columns";
import { users } from "./accounts";
import { personas } from "./personas";
import { webSources } from "./web-sources";

/**
 * The knowledge base: uploaded documents (those in PROCESSING are the ingestion queue), their
 * passages indexed for full-text and semantic search, which personas a document serves, and the
 * search's word list and term statistics.
 */

/** Uploaded PDFs and fetched web pages. Rows in PROCESSING are the ingestion queue. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** PDF: an upload; WEB: a page of a web source, its extracted text stored as the file. */
    type: text("type", { enum: ["PDF", "WEB"] })
      .notNull()
      .default("PDF"),
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
    /**
     * SHA-256 of the file's bytes (hex): the same PDF uploaded again is recognised by its content and
     * refused, or replaces this one when the operator asks (docs/decisions/048-duplicate-uploads.md).
     * Null for documents uploaded before it was kept.
     */
    contentHash: text("content_hash"),
    /** A web page's address (type WEB); its source, whose deletion removes it; the validators of its last fetch. */
    sourceUrl: text("source_url"),
    webSourceId: uuid("web_source_id").references(() => webSources.id, { onDelete: "cascade" }),
    etag: text("etag"),
    lastModified: text("last_modified"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a worker claims the row; a stale claim is taken over after a timeout. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    index("documents_status_idx").on(t.status),
    index("documents_created_idx").on(t.createdAt),
    index("documents_content_hash_idx").on(t.contentHash),
    index("documents_web_source_idx").on(t.webSourceId),
  ],
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
    /** Switched off by an operator: never searched, so it reaches neither answers nor the test box. */
    disabled: boolean("disabled").notNull().default(false),
    /** When an operator last changed its text (null: as extracted); re-indexing the document drops edits. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /**
     * The coaching topic the passage's words name ("sleep", "exam"; search/topics.ts), "" when none; null
     * until read. A document's share of passages on the question's topic is a signal of the knowledge search.
     */
    topic: text("topic"),
  },
  (t) => [
    index("passages_document_idx").on(t.documentId),
    index("passages_tsv_idx").using("gin", t.tsv),
    index("passages_embedding_model_idx").on(t.embeddingModel),
  ],
);

/**
 * How often each passage reached the coach (was among the relevant hits of an answered question).
 * Kept apart from `passages`, whose every update re-indexes and announces a search change.
 */
export const passageHits = pgTable("passage_hits", {
  passageId: bigint("passage_id", { mode: "number" })
    .primaryKey()
    .references(() => passages.id, { onDelete: "cascade" }),
  hits: integer("hits").notNull().default(0),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
});

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
