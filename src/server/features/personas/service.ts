import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { personas } from "../../db/schema";
import { DEFAULT_PERSONA_SLUG } from "#shared/routes";
import { PATIENCE, SLUG_PATTERN } from "#shared/schemas/persona";
import type { PublicPersona } from "#shared/app-services";
import type { Lang } from "#shared/i18n";
import { voiceText } from "#shared/voice/texts";
import type { PersonaAdmin } from "#shared/schemas/persona";

/** The persona created on first start; it answers as 'demo'. Operators can edit it, never delete it or switch it off. */
export const DEFAULT_PERSONA = {
  slug: "mia",
  name: "Mia",
  greeting: "Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?",
  // Spelled for the voice: commas become pauses, the name is stressed as "Mi-a".
  greetingPhonetic: "Hallo, hier ist Mi-a. Schön, dass du da bist! Wie kann ich dir heute helfen?",
  greetingEn: "Hello, this is Mia, nice to have you here, how can I help you today?",
  greetingPhoneticEn: "Hello, this is Mee-ah. Nice to have you here! How can I help you today?",
  systemPrompt:
    "Du bist Mia, eine warmherzige, professionelle Mental-Coachin. Du sprichst die Person mit „du“ an, " +
    "antwortest immer in der Ich-Form und in drei bis vier kurzen Sätzen, die sich gut vorlesen lassen. " +
    "Du hörst aufmerksam zu, stellst eine hilfreiche Rückfrage oder schlägst eine kleine, konkrete Übung vor. " +
    "Du stellst keine Diagnosen, gibst keine medizinischen Ratschläge und weist bei ernsten Belastungen " +
    "freundlich auf professionelle Hilfe hin. Du bist eine KI und gibst dich nicht als Mensch aus.",
} as const;

export type Persona = typeof personas.$inferSelect;

/**
 * A persona's greeting in a language: shown as `text`, spoken from `spoken`.
 * English pages without an English greeting get the standard English one
 * with the persona's name, never the German one.
 */
export function greetingOf(p: Persona, lang: Lang): { text: string; spoken: string } {
  if (lang === "de") return { text: p.greeting, spoken: p.greetingPhonetic };
  const text = p.greetingEn ?? voiceText("en", "greeting", p.name);
  return { text, spoken: p.greetingPhoneticEn ?? text };
}

/** What an operator sets on a persona (validated by personaInputSchema). */
export type PersonaFields = Pick<
  PersonaAdmin,
  | "name"
  | "slug"
  | "greeting"
  | "greetingPhonetic"
  | "greetingEn"
  | "greetingPhoneticEn"
  | "systemPrompt"
  | "voiceId"
  | "isActive"
> &
  Partial<Pick<PersonaAdmin, "patienceMinMs" | "patienceMaxMs">>;

/** Exactly the fields an operator sets, whatever else the object holds. */
const operatorFields = (f: PersonaFields): PersonaFields => ({
  name: f.name,
  slug: f.slug,
  greeting: f.greeting,
  greetingPhonetic: f.greetingPhonetic,
  greetingEn: f.greetingEn ?? null,
  greetingPhoneticEn: f.greetingPhoneticEn ?? null,
  systemPrompt: f.systemPrompt,
  voiceId: f.voiceId,
  isActive: f.isActive,
  patienceMinMs: f.patienceMinMs ?? PATIENCE.minMs.default,
  patienceMaxMs: f.patienceMaxMs ?? PATIENCE.maxMs.default,
});

/** The columns the operator sees. */
const ADMIN_COLUMNS = {
  id: personas.id,
  name: personas.name,
  slug: personas.slug,
  greeting: personas.greeting,
  greetingPhonetic: personas.greetingPhonetic,
  greetingEn: personas.greetingEn,
  greetingPhoneticEn: personas.greetingPhoneticEn,
  systemPrompt: personas.systemPrompt,
  voiceId: personas.voiceId,
  isActive: personas.isActive,
  patienceMinMs: personas.patienceMinMs,
  patienceMaxMs: personas.patienceMaxMs,
  isDefault: personas.isDefault,
};

export function createPersonaService(database: Database) {
  const { db } = database;
  /** Where a change is written: the database, or the transaction that also writes its audit entry. */
  type Writer = Pick<typeof db, "insert" | "update" | "delete">;

  async function ensureDefault(): Promise<void> {
    const existing = await db.select({ id: personas.id }).from(personas).where(eq(personas.isDefault, true));
    if (existing.length > 0) return;
    await db
      .insert(personas)
      .values({ ...DEFAULT_PERSONA, isDefault: true, isActive: true })
      .onConflictDoNothing({ target: personas.slug });
  }

  /** The active persona behind a slug; 'demo' is the default persona. */
  async function getBySlug(slug: string): Promise<Persona | undefined> {
    // Whatever a visitor sends as a slug (chat, speech, pages), only a slug-shaped one reaches the database.
    if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return undefined;
    const where =
      slug === DEFAULT_PERSONA_SLUG ? eq(personas.isDefault, true) : and(eq(personas.slug, slug), eq(personas.isActive, true));
    const rows = await db.select().from(personas).where(where).limit(1);
    return rows[0];
  }

  /** What a visitor's page needs of a persona, with the greeting in the page's language. */
  async function getPublic(slug: string, lang: Lang = "de"): Promise<PublicPersona | undefined> {
    const p = await getBySlug(slug);
    if (!p) return undefined;
    const publicSlug = p.isDefault && slug === DEFAULT_PERSONA_SLUG ? DEFAULT_PERSONA_SLUG : p.slug;
    const patience = { minMs: p.patienceMinMs, maxMs: p.patienceMaxMs };
    return { name: p.name, slug: publicSlug, greeting: greetingOf(p, lang).text, patience };
  }

  async function listActiveSlugs(): Promise<string[]> {
    const rows = await db
      .select({ slug: personas.slug })
      .from(personas)
      .where(eq(personas.isActive, true))
      .orderBy(asc(personas.slug));
    return rows.map((r) => r.slug);
  }

  /** Every persona for the operator, the default first. */
  async function listAll(): Promise<PersonaAdmin[]> {
    return db.select(ADMIN_COLUMNS).from(personas).orderBy(desc(personas.isDefault), asc(personas.name));
  }

  /** One persona for the operator by its id (a uuid). */
  async function getById(id: string): Promise<PersonaAdmin | undefined> {
    const [row] = await db.select(ADMIN_COLUMNS).from(personas).where(eq(personas.id, id));
    return row;
  }

  /** A new persona; undefined when its slug is taken. */
  async function create(fields: PersonaFields, writer: Writer = db): Promise<PersonaAdmin | undefined> {
    const [row] = await writer
      .insert(personas)
      .values({ ...operatorFields(fields), isDefault: false })
      .onConflictDoNothing({ target: personas.slug })
      .returning(ADMIN_COLUMNS);
    return row;
  }

  /** Changes a persona; a slug another persona has fails with PostgreSQL's unique violation (isUniqueViolation). */
  async function update(id: string, fields: PersonaFields, writer: Writer = db): Promise<PersonaAdmin | undefined> {
    const [row] = await writer
      .update(personas)
      .set({ ...operatorFields(fields), updatedAt: sql`now()` })
      .where(eq(personas.id, id))
      .returning(ADMIN_COLUMNS);
    return row;
  }

  async function remove(id: string, writer: Writer = db): Promise<void> {
    await writer.delete(personas).where(eq(personas.id, id));
  }

  return { ensureDefault, getBySlug, getPublic, listActiveSlugs, listAll, getById, create, update, remove };
}

export type PersonaService = ReturnType<typeof createPersonaService>;
