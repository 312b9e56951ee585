import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/**
 * The coach personas and what belongs to each (how it may be embedded on other sites, its
 * launcher avatar), and the voice synthesis settings.
 */

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
  /** The persona's patience (decision 050): the shortest and longest silence that end a visitor's turn in hands-free mode. */
  patienceMinMs: integer("patience_min_ms").notNull().default(350),
  patienceMaxMs: integer("patience_max_ms").notNull().default(1500),
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
