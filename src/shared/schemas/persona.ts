import { z } from "zod";
import { DEFAULT_PERSONA_SLUG, RESERVED_SLUGS } from "../routes";
import { isTypedText, untypableMessage } from "./errors";

export const PERSONA_LIMITS = { name: 80, slug: 60, greeting: 300, systemPrompt: 4000, voiceId: 100 } as const;

/** What a persona slug looks like: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const tooLong = (subject: string, max: number) => `${subject} darf höchstens ${max} Zeichen lang sein.`;

/** A persona as operators edit it (decisions.md section 2). */
export const personaInputSchema = z.object({
  name: z
    .string("Bitte geben Sie einen Namen an.")
    .trim()
    .min(1, "Bitte geben Sie einen Namen an.")
    .max(PERSONA_LIMITS.name, tooLong("Der Name", PERSONA_LIMITS.name))
    .refine(isTypedText, untypableMessage("Der Name")),
  slug: z
    .string("Bitte geben Sie einen Kurznamen an.")
    .trim()
    .max(PERSONA_LIMITS.slug, tooLong("Der Kurzname", PERSONA_LIMITS.slug))
    .regex(SLUG_PATTERN, "Der Kurzname darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.")
    .refine((s) => s !== DEFAULT_PERSONA_SLUG && !RESERVED_SLUGS.has(s), "Dieser Kurzname ist bereits durch eine feste Seite belegt."),
  greeting: z
    .string("Bitte geben Sie eine Begrüßung an.")
    .trim()
    .min(1, "Bitte geben Sie eine Begrüßung an.")
    .max(PERSONA_LIMITS.greeting, tooLong("Die Begrüßung", PERSONA_LIMITS.greeting))
    .refine(isTypedText, untypableMessage("Die Begrüßung")),
  greetingPhonetic: z
    .string("Bitte geben Sie die Lautschrift der Begrüßung an.")
    .trim()
    .min(1, "Bitte geben Sie die Lautschrift der Begrüßung an.")
    .max(PERSONA_LIMITS.greeting, tooLong("Die Lautschrift der Begrüßung", PERSONA_LIMITS.greeting))
    .refine(isTypedText, untypableMessage("Die Lautschrift der Begrüßung")),
  systemPrompt: z
    .string("Bitte geben Sie eine Anweisung an.")
    .trim()
    .min(1, "Bitte geben Sie eine Anweisung an.")
    .max(PERSONA_LIMITS.systemPrompt, tooLong("Die Anweisung", PERSONA_LIMITS.systemPrompt))
    .refine(isTypedText, untypableMessage("Die Anweisung")),
  voiceId: z
    .string("Die Stimmen-ID muss ein Text sein.")
    .trim()
    .max(PERSONA_LIMITS.voiceId, tooLong("Die Stimmen-ID", PERSONA_LIMITS.voiceId))
    .refine(isTypedText, untypableMessage("Die Stimmen-ID"))
    .nullish()
    .transform((v) => v || null),
  isActive: z.boolean("Aktiv muss true oder false sein.").default(true),
});
export type PersonaInput = z.input<typeof personaInputSchema>;

export interface PersonaAdmin {
  id: string;
  name: string;
  slug: string;
  greeting: string;
  greetingPhonetic: string;
  systemPrompt: string;
  voiceId: string | null;
  isActive: boolean;
  isDefault: boolean;
}
