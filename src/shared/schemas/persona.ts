import { z } from "../zod";
import { DEFAULT_PERSONA_SLUG, RESERVED_SLUGS } from "../routes";
import { isTypedText, requiredText, tooLongMessage, untypableMessage } from "./errors";

export const PERSONA_LIMITS = { name: 80, slug: 60, greeting: 300, systemPrompt: 4000, voiceId: 100 } as const;

/** What a persona slug looks like: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An optional text: blank means none (null). */
function optionalText(what: string, max: number) {
  return z
    .string(`${what} muss ein Text sein.`)
    .trim()
    .max(max, tooLongMessage(what, max))
    .refine(isTypedText, untypableMessage(what))
    .nullish()
    .transform((v) => v || null);
}

/** A persona as operators edit it. */
export const personaInputSchema = z.object({
  name: requiredText("Der Name", "Bitte geben Sie einen Namen an.", PERSONA_LIMITS.name),
  slug: z
    .string("Bitte geben Sie einen Kurznamen an.")
    .trim()
    .max(PERSONA_LIMITS.slug, tooLongMessage("Der Kurzname", PERSONA_LIMITS.slug))
    .regex(SLUG_PATTERN, "Der Kurzname darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.")
    .refine(
      (s) => s !== DEFAULT_PERSONA_SLUG && !RESERVED_SLUGS.has(s),
      "Dieser Kurzname ist bereits durch eine feste Seite belegt.",
    ),
  greeting: requiredText("Die Begrüßung", "Bitte geben Sie eine Begrüßung an.", PERSONA_LIMITS.greeting),
  greetingPhonetic: requiredText(
    "Die Lautschrift der Begrüßung",
    "Bitte geben Sie die Lautschrift der Begrüßung an.",
    PERSONA_LIMITS.greeting,
  ),
  greetingEn: optionalText("Die englische Begrüßung", PERSONA_LIMITS.greeting),
  greetingPhoneticEn: optionalText("Die Lautschrift der englischen Begrüßung", PERSONA_LIMITS.greeting),
  systemPrompt: requiredText("Die Anweisung", "Bitte geben Sie eine Anweisung an.", PERSONA_LIMITS.systemPrompt),
  voiceId: z
    .string("Die Stimmen-ID muss ein Text sein.")
    .trim()
    .max(PERSONA_LIMITS.voiceId, tooLongMessage("Die Stimmen-ID", PERSONA_LIMITS.voiceId))
    .refine(isTypedText, untypableMessage("Die Stimmen-ID"))
    .nullish()
    .transform((v) => v || null),
  isActive: z.boolean("Aktiv muss true oder false sein.").default(true),
});

/** A persona as operators see it: the answer of the admin persona routes (src/shared/api/personas.ts). */
export type { PersonaAdmin } from "../api/personas";
