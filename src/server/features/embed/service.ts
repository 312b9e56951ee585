import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, feedback, personaAvatars, personaEmbeds, personas } from "../../db/schema";
import {
  EMBED_DEFAULTS,
  embedAvatarPath,
  normalEmbedOrigin,
  type EmbedAdminSettings,
  type EmbedAvatarType,
  type EmbedLanguage,
  type EmbedPosition,
  type EmbedPublicConfig,
  type EmbedSettings,
  type EmbedUsageRow,
} from "#shared/schemas/embed";

type EmbedRow = typeof personaEmbeds.$inferSelect;

const toSettings = (row: EmbedRow | undefined): EmbedSettings =>
  row
    ? {
        allowedOrigins: row.allowedOrigins,
        position: row.position as EmbedPosition,
        language: row.language as EmbedLanguage,
        labelDe: row.labelDe,
        labelEn: row.labelEn,
        background: row.background,
        foreground: row.foreground,
        privacyUrl: row.privacyUrl,
      }
    : { ...EMBED_DEFAULTS, allowedOrigins: [] };

/** A stored avatar, as the avatar routes serve it. */
export interface StoredAvatar {
  mime: EmbedAvatarType;
  bytes: Buffer;
  version: string;
}

/**
 * A persona on other sites (issue 18, decision 025): the origins that may
 * embed it, how its launcher looks, and the conversations held per site.
 * A persona without settings, switched off or unknown may be embedded nowhere.
 */
export function createEmbedService(database: Database) {
  const { db } = database;
  /** Where a change is written: the database, or the transaction that also writes its audit entry (decision 022). */
  type Writer = Pick<typeof db, "select" | "insert" | "delete" | "transaction">;

  /** The active persona of a slug with its embed settings; undefined when it has none. */
  async function bySlug(slug: string) {
    const rows = await db
      .select({
        persona: { id: personas.id, slug: personas.slug, name: personas.name },
        embed: personaEmbeds,
        avatar: personaAvatars.version,
      })
      .from(personas)
      .innerJoin(personaEmbeds, eq(personaEmbeds.personaId, personas.id))
      .leftJoin(personaAvatars, eq(personaAvatars.personaId, personas.id))
      .where(and(eq(personas.slug, slug), eq(personas.isActive, true)));
    return rows[0];
  }

  async function avatarVersion(personaId: string, reader: Pick<typeof db, "select"> = db): Promise<string | null> {
    const rows = await reader
      .select({ version: personaAvatars.version })
      .from(personaAvatars)
      .where(eq(personaAvatars.personaId, personaId));
    return rows[0]?.version ?? null;
  }

  async function readAvatar(personaId: string): Promise<StoredAvatar | undefined> {
    const rows = await db
      .select({ mime: personaAvatars.mime, bytes: personaAvatars.bytes, version: personaAvatars.version })
      .from(personaAvatars)
      .where(eq(personaAvatars.personaId, personaId));
    const row = rows[0];
    return row && { ...row, mime: row.mime as EmbedAvatarType };
  }

  return {
    async getSettings(personaId: string): Promise<EmbedAdminSettings> {
      const rows = await db.select().from(personaEmbeds).where(eq(personaEmbeds.personaId, personaId));
      return { ...toSettings(rows[0]), avatar: await avatarVersion(personaId) };
    },

    async saveSettings(personaId: string, settings: EmbedSettings, writer: Writer = db): Promise<EmbedAdminSettings> {
      const values = { ...settings, personaId, updatedAt: new Date() };
      const rows = await writer
        .insert(personaEmbeds)
        .values(values)
        .onConflictDoUpdate({ target: personaEmbeds.personaId, set: { ...settings, updatedAt: sql`now()` } })
        .returning();
      return { ...toSettings(rows[0]), avatar: await avatarVersion(personaId, writer) };
    },

    /**
     * Stores the avatar (already checked by its bytes) and returns its version.
     * A persona without settings gets the defaults, so it is still embedded nowhere.
     */
    async setAvatar(personaId: string, mime: EmbedAvatarType, bytes: Buffer, writer: Writer = db): Promise<string> {
      const version = createHash("sha256").update(bytes).digest("base64url").slice(0, 16);
      await writer.transaction(async (tx) => {
        await tx
          .insert(personaEmbeds)
          .values({ ...EMBED_DEFAULTS, allowedOrigins: [], personaId })
          .onConflictDoNothing({ target: personaEmbeds.personaId });
        await tx
          .insert(personaAvatars)
          .values({ personaId, mime, bytes, version })
          .onConflictDoUpdate({ target: personaAvatars.personaId, set: { mime, bytes, version, updatedAt: sql`now()` } });
      });
      return version;
    },

    /** Removes the avatar; false when there was none. */
    async removeAvatar(personaId: string, writer: Writer = db): Promise<boolean> {
      const rows = await writer
        .delete(personaAvatars)
        .where(eq(personaAvatars.personaId, personaId))
        .returning({ id: personaAvatars.personaId });
      return rows.length > 0;
    },

    /** The avatar of a persona, for the admin area's preview. */
    avatarOf: readAvatar,

    /** The avatar of the active, embeddable persona of a slug; undefined when it has none. */
    async publicAvatar(slug: string): Promise<StoredAvatar | undefined> {
      const found = await bySlug(slug);
      if (!found?.avatar || found.embed.allowedOrigins.length === 0) return undefined;
      return readAvatar(found.persona.id);
    },

    /** What the panel of a slug shows beyond the persona; undefined when no site may embed it. */
    async panel(slug: string): Promise<{ privacyUrl: string | null } | undefined> {
      const found = await bySlug(slug);
      if (!found || found.embed.allowedOrigins.length === 0) return undefined;
      return { privacyUrl: found.embed.privacyUrl };
    },

    /** The origins that may frame and call the persona of this slug (none for an unknown slug). */
    async allowedOrigins(slug: string): Promise<string[]> {
      return (await bySlug(slug))?.embed.allowedOrigins ?? [];
    },

    /** The normalised origin when it may embed this persona, else undefined. */
    async allowedOrigin(slug: string, origin: string | undefined): Promise<string | undefined> {
      const normal = origin ? normalEmbedOrigin(origin) : undefined;
      if (!normal) return undefined;
      return (await this.allowedOrigins(slug)).includes(normal) ? normal : undefined;
    },

    /** What the loader needs on an allowed site, or undefined when `origin` may not embed the persona. */
    async publicConfig(slug: string, origin: string | undefined): Promise<EmbedPublicConfig | undefined> {
      const found = await bySlug(slug);
      const normal = origin ? normalEmbedOrigin(origin) : undefined;
      if (!found || !normal || !found.embed.allowedOrigins.includes(normal)) return undefined;
      const s = toSettings(found.embed);
      return {
        slug: found.persona.slug,
        name: found.persona.name,
        position: s.position,
        language: s.language,
        labels: { de: s.labelDe, en: s.labelEn },
        background: s.background,
        foreground: s.foreground,
        ...(found.avatar ? { avatar: embedAvatarPath(found.persona.slug, found.avatar) } : {}),
      };
    },

    /** Conversations, ratings and crisis answers per persona and embedding origin ("" = our own pages). */
    async usage(): Promise<EmbedUsageRow[]> {
      const origin = sql<string>`coalesce(${conversations.embedOrigin}, '')`;
      const rows = await db
        .select({
          personaId: conversations.personaId,
          personaName: personas.name,
          origin,
          conversations: sql<number>`count(*)::int`,
          ratings: sql<number>`count(${feedback.rating})::int`,
          averageRating: sql<number | null>`round(avg(${feedback.rating}), 2)::float8`,
          crisis: sql<number>`count(*) filter (where ${conversations.crisis})::int`,
        })
        .from(conversations)
        .leftJoin(personas, eq(personas.id, conversations.personaId))
        .leftJoin(feedback, eq(feedback.conversationId, conversations.id))
        .where(sql`${conversations.messageCount} > 0`)
        .groupBy(conversations.personaId, personas.name, origin)
        .orderBy(personas.name, origin);
      return rows;
    },
  };
}

export type EmbedService = ReturnType<typeof createEmbedService>;
