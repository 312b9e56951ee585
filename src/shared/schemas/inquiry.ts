import { z } from "zod";

/** Limits of the contact form (spec section 5), shared by form and server. */
export const INQUIRY_LIMITS = { title: 50, name: 200, phone: 50, email: 254, message: 5000 } as const;
export const SALUTATIONS = ["Herr", "Frau"] as const;

export const inquirySchema = z.object({
  salutation: z.enum(SALUTATIONS, "Bitte wählen Sie eine Anrede."),
  academicTitle: z.string().trim().max(INQUIRY_LIMITS.title).optional().default(""),
  name: z.string().trim().min(1, "Bitte geben Sie Ihren Namen an.").max(INQUIRY_LIMITS.name),
  phone: z
    .string()
    .trim()
    .min(3, "Bitte geben Sie eine Telefonnummer an.")
    .max(INQUIRY_LIMITS.phone)
    .regex(/^[+()0-9\s/.-]+$/, "Bitte geben Sie eine gültige Telefonnummer an."),
  email: z.email("Bitte geben Sie eine gültige E-Mail-Adresse an.").max(INQUIRY_LIMITS.email),
  message: z.string().trim().min(1, "Bitte schreiben Sie uns eine Nachricht.").max(INQUIRY_LIMITS.message),
  lang: z.enum(["de", "en"]).default("de"),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

export interface Inquiry extends InquiryInput {
  id: string;
  createdAt: string;
  emailedAt: string | null;
}

/** The inquiry as plain-text lines with German labels: the mailto body and the operator's mail. */
export function inquiryLines(i: Pick<InquiryInput, "salutation" | "academicTitle" | "name" | "phone" | "email" | "message">): string[] {
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
