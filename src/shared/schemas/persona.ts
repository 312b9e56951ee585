import { z } from "zod";
import { DEFAULT_PERSONA_SLUG, RESERVED_SLUGS } from "../routes";

export const PERSONA_LIMITS = { name: 80, slug: 60, greeting: 300, systemPrompt: 4000, voiceId: 100 } as const;

/** A persona as operators edit it (decisions.md section 2). */
export const personaInputSchema = z.object({
  name: z.string().trim().min(1, "Bitte geben Sie einen Namen an.").max(PERSONA_LIMITS.name),
  slug: z
    .string()
    .trim()
    .max(PERSONA_LIMITS.slug)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Der Kurzname darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.")
    .refine((s) => s !== DEFAULT_PERSONA_SLUG && !RESERVED_SLUGS.has(s), "Dieser Kurzname ist bereits durch eine feste Seite belegt."),
  greeting: z.string().trim().min(1, "Bitte geben Sie eine Begrüßung an.").max(PERSONA_LIMITS.greeting),
  greetingPhonetic: z.string().trim().min(1, "Bitte geben Sie die Lautschrift der Begrüßung an.").max(PERSONA_LIMITS.greeting),
  systemPrompt: z.string().trim().min(1, "Bitte geben Sie eine Anweisung an.").max(PERSONA_LIMITS.systemPrompt),
  voiceId: z.string().trim().max(PERSONA_LIMITS.voiceId).optional().transform((v) => v || null),
  isActive: z.boolean().default(true),
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
