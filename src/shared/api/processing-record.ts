import { LANGS } from "../i18n";
import { z } from "../zod";

/**
 * The record of processing activities (Art. 30 GDPR) as the owner downloads it
 * (GET /api/settings/processing-record; docs/decisions/044-record-of-processing.md):
 * one self-contained HTML file, written from the running server's configuration.
 */

/** `?lang=` of GET /api/settings/processing-record: the document's language; without it, the request's language. */
export const processingRecordQuery = z.object({
  lang: z.enum(LANGS).optional().describe("The document's language (`de` or `en`); without it, the request's Content-Language"),
});
