import { PROCESSING_REGIONS, PROCESSOR_KINDS, TRANSFER_SAFEGUARDS } from "../privacy";
import { z } from "../zod";

/**
 * Where the configured provider endpoints process (GET /api/settings/regions;
 * docs/decisions/042-processing-regions.md): each endpoint's host and region, never a key.
 */

export const configuredEndpointSchema = z.object({
  kind: z.enum(PROCESSOR_KINDS.filter((k) => k !== "hosting")).describe("What the endpoint is used for"),
  variable: z.string().describe("The variable that names it; `(default)` when the provider's default is used"),
  host: z.string().describe("The endpoint's host name or address, without credentials, port or path"),
  region: z.enum(PROCESSING_REGIONS).describe("Where it processes, judged from the host"),
  country: z.string().nullable().describe("ISO 3166 country code, when the host says it"),
  safeguard: z
    .enum(TRANSFER_SAFEGUARDS)
    .nullable()
    .describe("Outside the EU/EEA: an adequacy decision (Art. 45 GDPR) or standard contractual clauses (Art. 46(2)(c) GDPR)"),
  allowed: z.boolean().describe("Listed in EU_PROCESSING_ALLOWED_HOSTS"),
});

export const processingRegionsSchema = z.object({
  required: z.boolean().describe("REQUIRE_EU_PROCESSING: the server refuses to start with an endpoint outside the EU"),
  endpoints: z.array(configuredEndpointSchema),
});

export type ConfiguredEndpointInfo = z.infer<typeof configuredEndpointSchema>;
export type ProcessingRegions = z.infer<typeof processingRegionsSchema>;
