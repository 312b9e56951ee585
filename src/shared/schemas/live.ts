import { z } from "../zod";
import { LANGS } from "../i18n";
import { RISK_LEVELS } from "../safety";
import { isTypedText, untypableMessage } from "./errors";
import { MAX_CHAT_MESSAGES, MAX_MESSAGE_CHARS } from "./chat";

/**
 * Requests of the on-call escalation (docs/decisions/046-human-on-call.md):
 * the owner's setting, an operator going on duty, a visitor's consent to a
 * handover, and what the person on duty writes.
 */

/** The accept timeout the owner may set, in seconds. */
export const LIVE_TIMEOUT_SECONDS = { default: 60, min: 5, max: 600 } as const;
/** The longest name an operator shows to visitors. */
export const MAX_DUTY_NAME_CHARS = 40;

/** GET and PUT /api/settings/live: which crisis levels offer a person, and how long a visitor waits for one. */
export const liveSettingsSchema = z
  .object({
    levels: z
      .array(z.enum(RISK_LEVELS, "Unbekannte Risikostufe."))
      .max(RISK_LEVELS.length)
      .describe("The crisis answers' levels at which the visitor is offered a person on duty"),
    timeoutSeconds: z
      .number("Die Wartezeit muss eine Zahl sein.")
      .int("Die Wartezeit muss eine ganze Zahl von Sekunden sein.")
      .min(LIVE_TIMEOUT_SECONDS.min, `Die Wartezeit muss mindestens ${LIVE_TIMEOUT_SECONDS.min} Sekunden betragen.`)
      .max(LIVE_TIMEOUT_SECONDS.max, `Die Wartezeit darf höchstens ${LIVE_TIMEOUT_SECONDS.max} Sekunden betragen.`)
      .describe(`Seconds a visitor waits for someone to accept (${LIVE_TIMEOUT_SECONDS.min}–${LIVE_TIMEOUT_SECONDS.max})`),
  })
  .strict();
export type LiveSettings = z.infer<typeof liveSettingsSchema>;

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  levels: ["acute", "suicidal", "self-harm"],
  timeoutSeconds: LIVE_TIMEOUT_SECONDS.default,
};

/** PUT /api/live/duty: the signed-in operator goes on or off duty, with the first name visitors see. */
export const dutyBodySchema = z
  .object({
    onDuty: z.boolean(),
    name: z
      .string("Bitte geben Sie einen Namen an.")
      .trim()
      .min(1, "Bitte geben Sie den Namen an, den Besucher sehen.")
      .max(MAX_DUTY_NAME_CHARS, `Der Name darf höchstens ${MAX_DUTY_NAME_CHARS} Zeichen lang sein.`)
      .refine(isTypedText, untypableMessage("Der Name"))
      .describe("How visitors see the operator: “{name} aus unserem Team schreibt dir jetzt”"),
  })
  .strict();

/** One message of the conversation so far, as the visitor's page holds it (spoken turns as their text). */
const sharedMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(MAX_MESSAGE_CHARS).refine(isTypedText, untypableMessage("Die Nachricht")),
});

/** POST /api/live/handovers: the visitor said yes to a person reading the conversation so far and writing to them. */
export const handoverRequestSchema = z
  .object({
    conversationId: z.uuid(),
    consent: z
      .literal(true, "Ohne Zustimmung wird nichts weitergegeben.")
      .describe("The visitor said yes; nothing is shared otherwise"),
    messages: z
      .array(sharedMessageSchema)
      .max(MAX_CHAT_MESSAGES * 2)
      .describe("The conversation so far, oldest first"),
    lang: z.enum(LANGS).default("de"),
  })
  .strict();

/** POST /api/live/handovers/:id/messages: what the person on duty writes to the visitor. */
export const operatorMessageSchema = z
  .object({
    text: z
      .string("Bitte schreiben Sie eine Nachricht.")
      .trim()
      .min(1, "Bitte schreiben Sie eine Nachricht.")
      .max(MAX_MESSAGE_CHARS, `Eine Nachricht darf höchstens ${MAX_MESSAGE_CHARS} Zeichen lang sein.`)
      .refine(isTypedText, untypableMessage("Die Nachricht")),
  })
  .strict();

/** Loopback hosts, the only ones a webhook may call over plain http (a receiver on the same machine). */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** PUT /api/settings/live/webhook: where escalations are announced, signed (https, or http on loopback only). */
export const liveWebhookBodySchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: "Bitte geben Sie eine vollständige https-Adresse an." })
      .max(2000, "Die Adresse darf höchstens 2000 Zeichen lang sein.")
      .refine((u) => {
        const url = new URL(u);
        return url.protocol === "https:" || LOOPBACK.test(url.hostname);
      }, "Die Adresse muss mit https:// beginnen.")
      .refine((u) => {
        const url = new URL(u);
        return !url.username && !url.password;
      }, "Die Adresse darf keine Zugangsdaten enthalten; der Aufruf ist signiert.")
      .describe("The address the signed JSON is posted to"),
  })
  .strict();

/** GET /api/settings/live/webhook: the address only; the secret is shown once, when it is made. */
export const liveWebhookStateSchema = z.object({ url: z.string().nullable() });
export type LiveWebhookState = z.infer<typeof liveWebhookStateSchema>;

/** PUT /api/settings/live/webhook's answer: the address and its new secret, shown this once. */
export const liveWebhookCreatedSchema = z.object({
  url: z.string(),
  secret: z.string().describe("The HMAC-SHA256 key; shown this once, never again"),
});
