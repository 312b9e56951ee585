import { LANGS } from "../i18n";
import { z } from "../zod";

/** `:slug` of a public persona: any text; one that names no active persona answers 404. */
export const personaSlugParams = z.object({
  slug: z.string().describe("The persona's slug; `demo` is the default persona"),
});

/** `?lang=` of GET /api/personas/:slug: English greets in English; anything else, or none, in German. */
export const personaLangQuery = z.object({
  lang: z.enum(LANGS).optional().catch(undefined).describe("The greeting's language (German unless `en`)"),
});

/** GET /api/personas/:slug: what a visitor's page needs of a persona. */
export const publicPersonaSchema = z.object({
  name: z.string(),
  slug: z.string().describe("The slug as asked for: `demo` for the default persona"),
  greeting: z.string().describe("The greeting in the requested language"),
  patience: z
    .object({
      minMs: z.number().int().describe("The shortest silence that ends a turn (after a complete question)"),
      maxMs: z.number().int().describe("The longest (after a trailing 'und', a filler, inside a number)"),
    })
    .describe("How long hands-free mode waits for the visitor to go on, in milliseconds"),
});

/** A persona as operators see and edit it (GET, POST, PUT /api/admin/personas). */
export const personaAdminSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  greeting: z.string(),
  greetingPhonetic: z.string().describe("The greeting spelled for the voice"),
  greetingEn: z
    .string()
    .nullable()
    .describe("The greeting on English pages; null: a standard English greeting with the persona's name"),
  greetingPhoneticEn: z.string().nullable().describe("The English greeting spelled for the voice"),
  systemPrompt: z.string(),
  voiceId: z.string().nullable().describe("The server voice; null: the configured default voice"),
  isActive: z.boolean(),
  patienceMinMs: z.number().int().describe("Hands-free mode: the shortest silence (ms) that ends a visitor's turn"),
  patienceMaxMs: z.number().int().describe("Hands-free mode: the longest silence (ms) that ends a visitor's turn"),
  isDefault: z.boolean().describe("The default persona answers as `demo`; it can be edited, never deleted or switched off"),
});

export type PublicPersona = z.infer<typeof publicPersonaSchema>;
export type PersonaAdmin = z.infer<typeof personaAdminSchema>;
