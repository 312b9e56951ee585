import { INQUIRY_RETENTION_DAYS, INQUIRY_STATUSES } from "../contracts/inquiries";
import { LANGS } from "../i18n";
import { INQUIRY_OFFERS, PLAN_IDS, REACH_IDS, SALUTATIONS } from "../schemas/inquiry-form";
import { z } from "../zod";
import { isoTime } from "./common";

/** POST /api/inquiries: the stored inquiry's id. */
export const inquiryCreatedSchema = z.object({ id: z.uuid() });

/** GET /api/inquiries: one inquiry as the operator reads it. */
export const inquiryRecordSchema = z.object({
  id: z.uuid(),
  salutation: z.enum(SALUTATIONS),
  academicTitle: z.string().describe('"" when none was given'),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  lang: z.enum(LANGS).describe("The language of the page the form was sent from"),
  context: z
    .object({
      offer: z.enum(INQUIRY_OFFERS).optional(),
      reach: z.enum(REACH_IDS).optional(),
      plan: z.enum(PLAN_IDS).optional().describe("The plan of the pricing page the visitor asked about"),
      page: z.string().optional().describe("The path of this site the form was sent from"),
    })
    .nullable()
    .describe("What the visitor had chosen; null when nothing"),
  createdAt: isoTime,
  emailedAt: isoTime.nullable().describe("When the notification mail went out; null: not (yet) mailed"),
  status: z.enum(INQUIRY_STATUSES).describe("new, in-progress or done"),
  doneAt: isoTime.nullable().describe("When it was marked done; null while not done"),
});

export type Inquiry = z.infer<typeof inquiryRecordSchema>;

/** PUT /api/inquiries/:id/status */
export const inquiryStatusBodySchema = z
  .object({ status: z.enum(INQUIRY_STATUSES, "Der Status muss new, in-progress oder done sein.") })
  .strict();

export const inquiryIdParams = z.object({ id: z.string().describe("The inquiry's id (a uuid)") });

/** GET and PUT /api/settings/inquiries: days a done inquiry is kept before housekeeping deletes it. */
export const inquiryPolicySchema = z
  .object({
    retentionDays: z
      .number("Die Aufbewahrungsfrist muss eine Zahl sein.")
      .int("Die Aufbewahrungsfrist muss eine ganze Zahl von Tagen sein.")
      .min(INQUIRY_RETENTION_DAYS.min, `Die Aufbewahrungsfrist muss mindestens ${INQUIRY_RETENTION_DAYS.min} Tage betragen.`)
      .max(INQUIRY_RETENTION_DAYS.max, `Die Aufbewahrungsfrist darf höchstens ${INQUIRY_RETENTION_DAYS.max} Tage betragen.`)
      .describe(`Days after an inquiry was marked done (${INQUIRY_RETENTION_DAYS.min}–${INQUIRY_RETENTION_DAYS.max})`),
  })
  .strict();

export type InquiryPolicy = z.infer<typeof inquiryPolicySchema>;
