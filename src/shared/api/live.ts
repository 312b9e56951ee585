import { RISK_LEVELS } from "../safety";
import { LANGS } from "../i18n";
import { z } from "../zod";
import { crisisResourceViewSchema } from "../schemas/chat";
import { isoTime } from "./common";

/**
 * Answers and stream events of the on-call escalation
 * (docs/decisions/046-human-on-call.md): who is on duty, the handovers the
 * console lists, the conversation the person holding it sees, and what the
 * visitor's panel hears while a person writes.
 */

/** Why a visitor was handed over: a crisis answer at a level the owner chose, or the visitor asked for a person. */
export const HANDOVER_REASONS = ["crisis", "request"] as const;
/**
 * Where a handover stands: waiting for someone to accept, held by a person, or closed: nobody accepted in
 * time (missed), handed back to the coach (returned), or ended by the person (ended).
 */
export const HANDOVER_STATUSES = ["waiting", "held", "missed", "returned", "ended"] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];
/** Who wrote a message of a handed-over conversation. */
export const LIVE_AUTHORS = ["visitor", "coach", "person"] as const;

/** GET /api/live/available: whether anyone is on duty now (the panel shows “Talk to a person” only then). */
export const liveAvailableSchema = z.object({ available: z.boolean() });

/** GET /api/live/duty: the signed-in operator's duty and everyone on duty. */
export const dutyStateSchema = z.object({
  onDuty: z.boolean(),
  name: z.string().nullable().describe("The name visitors see; the account's name until one was given"),
  onDutyCount: z.number().int().min(0),
});
export type DutyState = z.infer<typeof dutyStateSchema>;

/** One handover as the console lists it: no text of the conversation. */
export const handoverSummarySchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  reason: z.enum(HANDOVER_REASONS),
  risk: z.enum(RISK_LEVELS).nullable().describe("The crisis level that led to it; null when the visitor asked"),
  lang: z.enum(LANGS),
  status: z.enum(HANDOVER_STATUSES),
  createdAt: isoTime,
  deadline: isoTime.describe("Until when someone may accept"),
  acceptedAt: isoTime.nullable(),
  heldBy: z.string().nullable().describe("The account id of the person holding it"),
  operatorName: z.string().nullable(),
});
export type HandoverSummary = z.infer<typeof handoverSummarySchema>;

/** One message of a handed-over conversation (the visitor's words with identifiers replaced, decision 041). */
export const liveMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(LIVE_AUTHORS),
  text: z.string(),
  risk: z.enum(RISK_LEVELS).nullable().describe("The crisis check's level for a visitor's message; null otherwise"),
  at: isoTime,
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** GET /api/live/handovers/:id: the conversation as it stands, for the person who holds it. */
export const handoverDetailSchema = z.object({
  handover: handoverSummarySchema,
  messages: z.array(liveMessageSchema),
});
export type HandoverDetail = z.infer<typeof handoverDetailSchema>;

/** POST /api/live/handovers: the handover the visitor agreed to, waiting for someone to accept. */
export const handoverCreatedSchema = z.object({
  id: z.uuid(),
  deadline: isoTime,
  timeoutSeconds: z.number().int(),
});

/**
 * The console's live stream (GET /api/live/events): a handover that changed (`handover`), a new message in
 * one (`message`, for the person holding it), the visitor typing in one the reader holds (`typing`, no text), a
 * change of who is on duty (`duty`), or `resync` (reload).
 */
export const consoleStreamEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("handover"), data: handoverSummarySchema }),
  z.object({ event: z.literal("message"), data: z.object({ handoverId: z.uuid(), message: liveMessageSchema }) }),
  z.object({ event: z.literal("typing"), data: z.object({ handoverId: z.uuid() }) }),
  z.object({ event: z.literal("duty"), data: z.object({ onDutyCount: z.number().int().min(0) }) }),
  z.object({ event: z.literal("resync"), data: z.object({}) }),
]);
export type ConsoleStreamEvent = z.infer<typeof consoleStreamEventSchema>;

/**
 * The visitor's stream of a handover (GET /api/live/handovers/:id/events): where it stands (`status`, first
 * on connecting and at every change, with the person's name once someone accepted, and the help lines when
 * nobody accepted in time), each message the person writes (`message`), and the person typing (`typing`, no text).
 */
export const visitorStreamEventSchema = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("status"),
    data: z.object({
      status: z.enum(HANDOVER_STATUSES),
      name: z.string().nullable(),
      resources: z
        .array(crisisResourceViewSchema)
        .optional()
        .describe("When nobody accepted in time: the lines where a person listens around the clock"),
    }),
  }),
  z.object({ event: z.literal("message"), data: z.object({ id: z.number().int(), text: z.string(), name: z.string() }) }),
  z.object({ event: z.literal("typing"), data: z.object({ name: z.string() }) }),
]);
export type VisitorStreamEvent = z.infer<typeof visitorStreamEventSchema>;

/** GET /api/live/figures: the record of the last days, from the handover rows (no text). */
export const liveFiguresSchema = z.object({
  days: z.number().int(),
  escalations: z.number().int().min(0).describe("Visitors who agreed to a handover"),
  accepted: z.number().int().min(0).describe("Handovers a person took over"),
  missed: z.number().int().min(0).describe("Handovers nobody accepted in time"),
  acceptSeconds: z
    .object({ p50: z.number(), p95: z.number() })
    .nullable()
    .describe("Seconds from the visitor's yes to the takeover; null while none was accepted"),
});
export type LiveFigures = z.infer<typeof liveFiguresSchema>;
