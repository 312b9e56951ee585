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
