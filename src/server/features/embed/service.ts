import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, feedback, personaEmbeds, personas } from "../../db/schema";
import {
  EMBED_DEFAULTS,
  normalEmbedOrigin,
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
      }
    : { ...EMBED_DEFAULTS, allowedOrigins: [] };

/**
 * A persona on other sites (issue 18, decision 025): the origins that may
 * embed it, how its launcher looks, and the conversations held per site.
 * A persona without settings, switched off or unknown may be embedded nowhere.
 */
export function createEmbedService(database: Database) {
  const { db } = database;

  /** The active persona of a slug with its embed settings; undefined when it has none. */
  async function bySlug(slug: string) {
    const rows = await db
      .select({ persona: { id: personas.id, slug: personas.slug, name: personas.name }, embed: personaEmbeds })
      .from(personas)
      .innerJoin(personaEmbeds, eq(personaEmbeds.personaId, personas.id))
      .where(and(eq(personas.slug, slug), eq(personas.isActive, true)));
    return rows[0];
  }

  return {
    async getSettings(personaId: string): Promise<EmbedSettings> {
      const rows = await db.select().from(personaEmbeds).where(eq(personaEmbeds.personaId, personaId));
      return toSettings(rows[0]);
    },

    async saveSettings(personaId: string, settings: EmbedSettings): Promise<EmbedSettings> {
      const values = { ...settings, personaId, updatedAt: new Date() };
      const rows = await db
        .insert(personaEmbeds)
        .values(values)
        .onConflictDoUpdate({ target: personaEmbeds.personaId, set: { ...settings, updatedAt: sql`now()` } })
        .returning();
      return toSettings(rows[0]);
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
