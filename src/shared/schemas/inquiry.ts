import { z } from "../zod";
import { LANGS } from "../i18n";
import { isTypedText, requiredText, tooLongMessage, untypableMessage } from "./errors";
import {
  EMAIL_PATTERN,
  INQUIRY_LIMITS,
  INQUIRY_OFFERS,
  INQUIRY_PAGE_PATTERN,
  PHONE_PATTERN,
  PLAN_IDS,
  REACH_IDS,
  SALUTATIONS,
} from "./inquiry-form";

export const inquiryContextSchema = z
  .object({
    offer: z.enum(INQUIRY_OFFERS, "Unbekanntes Angebot.").optional(),
    reach: z.enum(REACH_IDS, "Unbekannte Reichweite.").optional(),
    plan: z.enum(PLAN_IDS, "Unbekanntes Paket.").optional(),
    // A path of our own site, nothing else: it is shown to the operator.
    page: z
      .string("Die Seite muss ein Pfad sein.")
      .max(200, "Die Seite darf höchstens 200 Zeichen lang sein.")
      .regex(INQUIRY_PAGE_PATTERN, "Die Seite muss ein Pfad dieser Website sein.")
      .optional(),
  })
  .strict();
export type InquiryContext = z.infer<typeof inquiryContextSchema>;
/** What the visitor chose before asking (an offer, a reach, a plan); it goes with the inquiry. */
export type InquiryChoice = Pick<InquiryContext, "offer" | "reach" | "plan">;

export const inquirySchema = z.object({
  salutation: z.enum(SALUTATIONS, "Bitte wählen Sie eine Anrede."),
  academicTitle: z
    .string("Der Titel muss ein Text sein.")
    .trim()
    .max(INQUIRY_LIMITS.title, tooLongMessage("Der Titel", INQUIRY_LIMITS.title))
    .refine(isTypedText, untypableMessage("Der Titel"))
    .optional()
    .default(""),
  name: requiredText("Der Name", "Bitte geben Sie Ihren Namen an.", INQUIRY_LIMITS.name),
  phone: z
    .string("Bitte geben Sie eine Telefonnummer an.")
    .trim()
    .min(3, "Bitte geben Sie eine Telefonnummer an.")
    .max(INQUIRY_LIMITS.phone, "Bitte geben Sie eine gültige Telefonnummer an.")
    .regex(PHONE_PATTERN, "Bitte geben Sie eine gültige Telefonnummer an."),
  email: z
    .email("Bitte geben Sie eine gültige E-Mail-Adresse an.")
    .max(INQUIRY_LIMITS.email, "Bitte geben Sie eine gültige E-Mail-Adresse an.")
    .regex(EMAIL_PATTERN, "Bitte geben Sie eine gültige E-Mail-Adresse an."),
  message: requiredText("Die Nachricht", "Bitte schreiben Sie uns eine Nachricht.", INQUIRY_LIMITS.message),
  lang: z.enum(LANGS, "Die Sprache muss de oder en sein.").default("de"),
  context: inquiryContextSchema.optional(),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

/** Paging of the operator's inquiry list (GET /api/inquiries?limit=&offset=). */
export const MAX_INQUIRY_PAGE = 200;
export const inquiryListQuerySchema = z.object({
  limit: z.coerce
    .number("limit muss eine Zahl sein.")
    .int("limit muss eine ganze Zahl sein.")
    .min(1, "limit muss mindestens 1 sein.")
    .max(MAX_INQUIRY_PAGE, `limit darf höchstens ${MAX_INQUIRY_PAGE} sein.`)
    .default(50),
  offset: z.coerce
    .number("offset muss eine Zahl sein.")
    .int("offset muss eine ganze Zahl sein.")
    .min(0, "offset darf nicht negativ sein.")
    .max(1_000_000, "offset darf höchstens 1000000 sein.")
    .default(0),
});
