import { z } from "../zod";
import { DEFAULT_PERSONA_SLUG, RESERVED_SLUGS } from "../routes";
import { isTypedText, requiredText, tooLongMessage, untypableMessage } from "./errors";

export const PERSONA_LIMITS = { name: 80, slug: 60, greeting: 300, systemPrompt: 4000, voiceId: 100 } as const;

/**
 * A persona's patience in hands-free mode (decision 050): the shortest silence
 * that ends a visitor's turn (after a complete question) and the longest (after
 * 'und …', 'ähm' or in the middle of a number), in milliseconds, with the
 * bounds an owner may set them within.
 */
export const PATIENCE = {
  minMs: { default: 350, lowest: 200, highest: 1000 },
  maxMs: { default: 1500, lowest: 800, highest: 4000 },
} as const;

/** A whole number of milliseconds within one of the patience's bounds. */
function patienceMs(what: string, bounds: { default: number; lowest: number; highest: number }) {
  const range = `zwischen ${bounds.lowest} und ${bounds.highest} Millisekunden liegen`;
  return z
    .number(`${what} muss eine Zahl (Millisekunden) sein.`)
    .int(`${what} muss eine ganze Zahl von Millisekunden sein.`)
    .min(bounds.lowest, `${what} muss ${range}.`)
    .max(bounds.highest, `${what} muss ${range}.`)
    .default(bounds.default);
}

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
export const personaInputSchema = z
  .object({
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
    patienceMinMs: patienceMs("Die kürzeste Pause", PATIENCE.minMs),
    patienceMaxMs: patienceMs("Die längste Pause", PATIENCE.maxMs),
  })
  .refine((p) => p.patienceMinMs < p.patienceMaxMs, {
    path: ["patienceMaxMs"],
    message: "Die längste Pause muss länger sein als die kürzeste.",
  });

/** A persona as operators see it: the answer of the admin persona routes (src/shared/api/personas.ts). */
export type { PersonaAdmin } from "../api/personas";
