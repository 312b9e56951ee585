import { z } from "../zod";

/**
 * The operations view in the console (decision 047): latency per stage as
 * visitors feel it, provider error rates, and the owner's targets.
 */

/**
 * The stages of a turn that are measured. `server.*` on the server: from the
 * request to the model's first token, and from that token to the first audio
 * byte sent. `typed.*` and `spoken.*` in the visitor's browser: from the send
 * (typed) or the end of speech (spoken) to the first text shown and to the
 * first audio playing.
 */
export const STAGES = [
  "server.first-text",
  "server.first-audio",
  "typed.first-text",
  "typed.first-audio",
  "spoken.first-text",
  "spoken.first-audio",
] as const;
export type Stage = (typeof STAGES)[number];

export const WINDOWS = ["24h", "7d", "30d"] as const;
export type Window = (typeof WINDOWS)[number];

export const PERCENTILES = ["p50", "p90", "p95"] as const;
export type Percentile = (typeof PERCENTILES)[number];

/** The longest time a browser may report for a stage; a longer one is dropped as absurd (two minutes). */
export const MAX_REPORTED_MS = 120_000;

/**
 * What the page measured in the previous turn, sent with the next one: only
 * how it was asked (typed or spoken) and two durations in milliseconds. The
 * server checks them again (features/operations/report.ts); a report it
 * cannot read is dropped, never a reason to refuse the message.
 */
export const turnTimingSchema = z
  .object({
    input: z.enum(["typed", "spoken"]).describe("How the visitor asked: typed and sent, or spoken"),
    firstTextMs: z.number().optional().describe("From the send or the end of speech to the first text of the answer, in ms"),
    firstAudioMs: z
      .number()
      .optional()
      .describe("From the send or the end of speech to the first audio of the answer playing, in ms"),
  })
  .strict();
export type TurnTiming = z.infer<typeof turnTimingSchema>;

export const operationsQuerySchema = z.object({
  window: z.enum(WINDOWS).default("24h"),
  persona: z.uuid().optional().describe("Only this persona's turns; all personas without"),
});

const ms = z.number().int().min(0);

/** One target: a stage's percentile must stay at or below `maxMs`. */
export const latencyTargetSchema = z
  .object({ stage: z.enum(STAGES), percentile: z.enum(PERCENTILES), maxMs: z.number().int().min(1).max(MAX_REPORTED_MS) })
  .strict();

/** PUT /api/operations/targets: the owner's targets (at most one per stage and percentile). */
export const operationsTargetsSchema = z
  .object({
    latency: z
      .array(latencyTargetSchema)
      .max(STAGES.length * PERCENTILES.length)
      .refine((list) => new Set(list.map((t) => `${t.stage}/${t.percentile}`)).size === list.length, {
        message: "Jede Stufe und jedes Perzentil höchstens einmal.",
      }),
    /** The highest share of failed calls of any provider, in percent; null: none set. */
    maxErrorPercent: z.number().min(0).max(100).nullable(),
  })
  .strict();
export type OperationsTargets = z.infer<typeof operationsTargetsSchema>;

export const stageFiguresSchema = z.object({
  stage: z.enum(STAGES),
  count: z.number().int().min(0).describe("Turns measured at this stage in the window"),
  p50: ms.nullable(),
  p90: ms.nullable(),
  p95: ms.nullable(),
});

export const providerFiguresSchema = z.object({
  kind: z.string(),
  provider: z.string(),
  calls: z.number().int().min(0),
  failures: z.number().int().min(0),
  /** Failed calls in percent of all calls, one decimal. */
  errorPercent: z.number().min(0).max(100),
});

export const breachSchema = z.object({
  /** `latency`: a stage's percentile above its target; `errors`: a provider's error rate above the target. */
  kind: z.enum(["latency", "errors"]),
  stage: z.enum(STAGES).optional(),
  percentile: z.enum(PERCENTILES).optional(),
  provider: z.string().optional(),
  providerKind: z.string().optional(),
  target: z.number(),
  actual: z.number(),
});

/** GET /api/operations: the figures of a window, for all personas or one. */
export const operationsSummarySchema = z.object({
  window: z.enum(WINDOWS),
  persona: z.uuid().nullable(),
  since: z.string().describe("ISO 8601 start of the window (the hour it starts in)"),
  personas: z.array(z.object({ id: z.uuid(), name: z.string() })).describe("Every persona, for the filter"),
  stages: z.array(stageFiguresSchema).describe("Every stage, also those without a turn (count 0, percentiles null)"),
  providers: z.array(providerFiguresSchema),
  targets: operationsTargetsSchema,
  breaches: z.array(breachSchema).describe("Targets the figures of this window miss"),
});
export type OperationsSummary = z.infer<typeof operationsSummarySchema>;
export type Breach = z.infer<typeof breachSchema>;
