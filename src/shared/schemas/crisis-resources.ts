import { z } from "../zod";
import { RISK_LEVELS, type CrisisResource } from "../safety";

const text = z.object({ de: z.string().min(1), en: z.string().min(1) });

/** One crisis resource as the site configuration writes it. */
export const crisisResourceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes"),
    country: z.string().regex(/^([A-Z]{2}|INT)$/, "a two-letter country code such as DE, or INT"),
    levels: z.array(z.enum(RISK_LEVELS)).min(1),
    kind: z.enum(["emergency", "police", "crisis-line", "violence-line", "directory", "workplace"]),
    audience: z.enum(["young"]).optional(),
    name: text,
    phones: z
      .array(z.string().regex(/^\+?[0-9][0-9 -]{1,20}$/, "digits grouped with spaces, like 0800 111 0 111"))
      .min(1)
      .optional(),
    url: z.url().optional(),
    note: text.optional(),
  })
  .refine((r) => r.phones || r.url, "needs phones or a url") satisfies z.ZodType<CrisisResource>;

/**
 * `crisisResources` in site.config.json: the operator adds their own
 * resources (an employee assistance number, other countries) to the built-in
 * list or replaces it, and says which countries' lines German pages name.
 * An entry with a built-in id replaces that entry.
 */
export const crisisResourcesConfigSchema = z.object({
  mode: z.enum(["extend", "replace"]).default("extend"),
  /** Countries whose lines German pages name, in this order; the visitor's own comes first when known. */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .default(["DE", "AT", "CH"]),
  resources: z.array(crisisResourceSchema).default([]),
});
export type CrisisResourcesConfig = z.input<typeof crisisResourcesConfigSchema>;
