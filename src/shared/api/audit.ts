import { AUDIT_ACTIONS, AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE } from "../contracts/audit";
import { INQUIRY_STATUSES } from "../contracts/inquiries";
import { z } from "../zod";
import { RISK_LEVELS } from "../safety";
import { isoTime, roleSchema } from "./common";
import { HANDOVER_REASONS } from "./live";

/**
 * The operators' audit log as GET /api/audit-log returns it: who changed
 * what in the admin area, and when (docs/decisions/022-audit-log.md).
 */

const BEFORE_MESSAGE = "before muss die Nummer eines Eintrags sein.";
const LIMIT_MESSAGE = `limit muss zwischen 1 und ${AUDIT_MAX_PAGE_SIZE} liegen.`;
/** A whole positive number as a query parameter writes it. */
const POSITIVE = /^[1-9]\d{0,15}$/;

/** ?before=&limit= of GET /api/audit-log. */
export const auditLogQuery = z.object({
  before: z
    .string(BEFORE_MESSAGE)
    .regex(POSITIVE, BEFORE_MESSAGE)
    .transform(Number)
    .refine(Number.isSafeInteger, BEFORE_MESSAGE)
    .optional()
    .describe("The `next` of the previous page: entries older than this one"),
  limit: z
    .string(LIMIT_MESSAGE)
    .regex(POSITIVE, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n <= AUDIT_MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(AUDIT_PAGE_SIZE)
    .describe(`Entries per page, 1 to ${AUDIT_MAX_PAGE_SIZE} (${AUDIT_PAGE_SIZE} without it)`),
});

/**
 * What changed, kept small: the names of the changed fields, or a count.
 * Never a value of a field, a password, a key or anything a visitor wrote.
 */
export const auditDetailsSchema = z.object({
  changed: z.array(z.string()).optional().describe("Names of the fields that changed (voice settings, persona)"),
  count: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("How many: sessions ended, cache entries removed, transcripts exported, turns of a transcript deleted"),
  size: z.number().int().min(0).optional().describe("Bytes of an uploaded file"),
  role: roleSchema.optional().describe("The role an account was given or invited with"),
  status: z.enum(INQUIRY_STATUSES).optional().describe("The status an inquiry was given"),
  onDuty: z.boolean().optional().describe("The operator went on duty (true) or off (false)"),
  reason: z.enum(HANDOVER_REASONS).optional().describe("Why a visitor was handed over: a crisis answer or their wish"),
  risk: z.enum(RISK_LEVELS).optional().describe("The crisis level that led to a handover"),
  seconds: z.number().int().min(0).optional().describe("Seconds from the handover to its acceptance"),
});

export const auditEntrySchema = z.object({
  id: z.number().int().describe("Increases with every entry; the cursor of the next page"),
  at: isoTime,
  account: z
    .object({ id: z.string().nullable(), email: z.string() })
    .describe("The operator as they were at that time (the e-mail is kept even if the account goes)"),
  action: z.enum(AUDIT_ACTIONS),
  target: z
    .object({ id: z.string().nullable(), name: z.string().nullable() })
    .nullable()
    .describe("What the action was about (a persona, a document); null for the account's own actions and settings"),
  details: auditDetailsSchema,
});

/** GET /api/audit-log: newest first; `next` is the `before` of the following page, null on the last one. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.number().int().nullable(),
});

export type AuditDetails = z.infer<typeof auditDetailsSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
