import { z } from "zod";
import { LANGS } from "../i18n";
import { isTypedText, requiredText, tooLongMessage, untypableMessage } from "./errors";

/** Limits of the contact form, shared by form and server. */
export const INQUIRY_LIMITS = { title: 50, name: 200, phone: 50, email: 254, message: 5000 } as const;
export const SALUTATIONS = ["Herr", "Frau"] as const;

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
    .regex(/^[+()0-9\s/.-]+$/, "Bitte geben Sie eine gültige Telefonnummer an."),
  email: z
    .email("Bitte geben Sie eine gültige E-Mail-Adresse an.")
    .max(INQUIRY_LIMITS.email, "Bitte geben Sie eine gültige E-Mail-Adresse an."),
  message: requiredText("Die Nachricht", "Bitte schreiben Sie uns eine Nachricht.", INQUIRY_LIMITS.message),
  lang: z.enum(LANGS, "Die Sprache muss de oder en sein.").default("de"),
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

export interface Inquiry extends InquiryInput {
  id: string;
  createdAt: string;
  emailedAt: string | null;
}

/** The inquiry as plain-text lines with German labels: the mailto body and the operator's mail. */
export function inquiryLines(
  i: Pick<InquiryInput, "salutation" | "academicTitle" | "name" | "phone" | "email" | "message">,
): string[] {
  return [
    `Anrede: ${i.salutation}`,
    `Titel: ${i.academicTitle ?? ""}`,
    `Name: ${i.name}`,
    `Telefon: ${i.phone}`,
    `E-Mail: ${i.email}`,
    "",
    "Nachricht:",
    i.message,
  ];
}
