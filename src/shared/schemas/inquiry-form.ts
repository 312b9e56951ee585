/*
 * The contact form's side of an inquiry: limits, patterns, messages and the
 * plain-text lines, without zod, so the form loads none of it. The schemas
 * that hold the server to the same rules are in inquiry.ts.
 */

/** Limits of the contact form, shared by form and server. */
export const INQUIRY_LIMITS = { title: 50, name: 200, phone: 50, email: 254, message: 5000 } as const;
export const SALUTATIONS = ["Herr", "Frau"] as const;

/**
 * What the form says when a field is not filled in right, in the page's
 * language: the browser shows it before sending, the server answers with
 * the same sentence, so the visitor reads one wording either way.
 */
export const INQUIRY_FIELD_MESSAGES = {
  de: {
    salutation: "Bitte wählen Sie eine Anrede.",
    academicTitle: `Der Titel darf höchstens ${INQUIRY_LIMITS.title} Zeichen lang sein.`,
    name: "Bitte geben Sie Ihren Namen an.",
    phone: "Bitte geben Sie eine gültige Telefonnummer an.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
    message: "Bitte schreiben Sie uns eine Nachricht.",
  },
  en: {
    salutation: "Please choose a salutation.",
    academicTitle: `The title may be at most ${INQUIRY_LIMITS.title} characters long.`,
    name: "Please enter your name.",
    phone: "Please enter a valid phone number.",
    email: "Please enter a valid e-mail address.",
    message: "Please write us a message.",
  },
} as const;
export type InquiryField = keyof (typeof INQUIRY_FIELD_MESSAGES)["de"];

/** Digits with the usual separators, as people write phone numbers ("+49 (0)30 123 45-67"). */
export const PHONE_PATTERN = /^[+()0-9\s/.-]{3,}$/;
/** An address with a dot in its domain: "erika@example" is valid to the browser, not to a mail server. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The same two as the form's `pattern` attributes (browsers read them with the `v` flag, which wants more escapes). */
export const PHONE_INPUT_PATTERN = String.raw`[+\(\)0-9\s\/.\-]{3,}`;
export const EMAIL_INPUT_PATTERN = String.raw`[^@\s]+@[^@\s]+\.[^@\s]+`;

/** What a visitor may have chosen before writing: an offer, a reach, and the page the form was opened on. */
export const INQUIRY_OFFERS = ["portal", "white-label", "reseller"] as const;
export type InquiryOffer = (typeof INQUIRY_OFFERS)[number];
export const REACH_IDS = ["national", "international", "global"] as const;
export type ReachId = (typeof REACH_IDS)[number];
/** The plans of the pricing page ("Angebot anfragen" names the one chosen). */
export const PLAN_IDS = ["basic", "professional"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans' names, the same in every language. */
export const PLAN_NAMES: Record<PlanId, string> = { basic: "Basic", professional: "Professional" };

/** The operator reads these in the list and the mail; German, like the mail's other labels. */
export const INQUIRY_OFFER_NAMES: Record<InquiryOffer, string> = {
  portal: "Portal",
  "white-label": "White-Label-Lösung",
  reseller: "Partnerprogramm für Wiederverkäufer",
};
export const REACH_NAMES: Record<ReachId, string> = { national: "National", international: "International", global: "Global" };

/** A path of this site as the browser reports it (percent-encoded where needed). */
export const INQUIRY_PAGE_PATTERN = /^\/[\p{L}\p{N}\-/_.%~]*$/u;

/**
 * The parts of an inquiry its plain-text lines show, spelled out here rather than taken from
 * inquiry.ts: that file builds its schemas from this one's rules, so importing back would be a cycle.
 * An InquiryInput (inquiry.ts) fits both.
 */
interface InquiryContextFields {
  offer?: InquiryOffer;
  reach?: ReachId;
  plan?: PlanId;
  page?: string;
}
interface InquiryLineFields {
  salutation: (typeof SALUTATIONS)[number];
  academicTitle?: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  context?: InquiryContextFields | null;
}

/** The inquiry as plain-text lines with German labels: the mailto body and the operator's mail. */
export function inquiryLines(i: InquiryLineFields): string[] {
  return [
    `Anrede: ${i.salutation}`,
    `Titel: ${i.academicTitle ?? ""}`,
    `Name: ${i.name}`,
    `Telefon: ${i.phone}`,
    `E-Mail: ${i.email}`,
    ...contextLines(i.context),
    "",
    "Nachricht:",
    i.message,
  ];
}

/** The visitor's choices as lines ("Angebot: Portal"), none when there were none. */
export function contextLines(context: InquiryContextFields | null | undefined): string[] {
  if (!context) return [];
  return [
    ...(context.offer ? [`Angebot: ${INQUIRY_OFFER_NAMES[context.offer]}`] : []),
    ...(context.reach ? [`Reichweite: ${REACH_NAMES[context.reach]}`] : []),
    ...(context.plan ? [`Paket: ${PLAN_NAMES[context.plan]}`] : []),
    ...(context.page ? [`Gesendet von: ${context.page}`] : []),
  ];
}
