import { ROLES } from "../contracts/accounts";
import { z } from "../zod";

/**
 * Building blocks of the API's schemas (src/shared/api/): the contract of
 * every route, from which the server validates and serialises and the
 * OpenAPI document is generated. Types for the pages are derived from these
 * schemas (z.infer) and imported as types only, so no page ships zod for them.
 */

/** A point in time as the API writes it. */
export const isoTime = z.string().describe("ISO 8601 time");

/** A role of an operator account. */
export const roleSchema = z.enum(ROLES).describe("owner: runs the service; editor: looks after the content");

/** `:id` of a row addressed by its uuid. */
export const idParams = z.object({ id: z.uuid() });

/** An answer without a body. */
export const noContent = z.null().describe("No content");

/** How many rows an action removed or ended. */
export const countOf = <K extends string>(key: K) => z.object({ [key]: z.number().int().min(0) } as Record<K, z.ZodNumber>);
