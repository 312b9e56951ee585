import { LANGS } from "../i18n";
import { INQUIRY_OFFERS, REACH_IDS, SALUTATIONS } from "../schemas/inquiry-form";
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
      page: z.string().optional().describe("The path of this site the form was sent from"),
    })
    .nullable()
    .describe("What the visitor had chosen; null when nothing"),
  createdAt: isoTime,
  emailedAt: isoTime.nullable().describe("When the notification mail went out; null: not (yet) mailed"),
});

export type Inquiry = z.infer<typeof inquiryRecordSchema>;
