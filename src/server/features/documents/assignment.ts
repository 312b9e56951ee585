import { z } from "zod";
import type { DocumentPersonasBody } from "#shared/contracts/documents";
import { UUID } from "../../http/params";

/** More personas than any site has; bounds the statement an assignment builds. */
const MAX_ASSIGNED = 200;

/** PUT /api/documents/:id/personas: persona ids, at least one, or `null` for every persona. */
export const documentPersonasSchema = z
  .object({
    personas: z
      .array(z.string().regex(UUID, "Jede Persona muss als ihre Id angegeben werden."))
      .min(1, "Bitte mindestens eine Persona wählen, oder null für alle Personas.")
      .max(MAX_ASSIGNED)
      .nullable(),
  })
  .strict() satisfies z.ZodType<DocumentPersonasBody>;

/** Passages per page of GET /api/documents/:id/passages, by default and at most. */
const PASSAGES_PAGE = 50;
const MAX_PASSAGES_PAGE = 200;

/** The query of GET /api/documents/:id/passages: `offset` and `limit`, both optional. */
export const passagesQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PASSAGES_PAGE).default(PASSAGES_PAGE),
});
