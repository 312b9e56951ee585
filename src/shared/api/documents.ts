import { DOCUMENT_ERROR_TEXTS, type DocumentErrorCode } from "../document-errors";
import { z } from "../zod";
import { requiredText } from "../schemas/errors";
import { isoTime } from "./common";
import { webSourceSchema } from "./web-sources";

/**
 * `:id` of a document. Any text is accepted: an id that is no uuid names no
 * document and is answered 404, like an unknown one.
 */
export const documentIdParams = z.object({ id: z.string().describe("The document's id (a uuid)") });

/** Where a document is in its life: being read, searchable, or failed with a reason. */
export const documentStatusSchema = z
  .enum(["PROCESSING", "COMPLETED", "ERROR"])
  .describe("PROCESSING: being read; COMPLETED: searchable; ERROR: failed, see error and errorCode");

/** Why a document ended in ERROR (src/shared/document-errors.ts). */
export const documentErrorCodeSchema = z
  .enum(Object.keys(DOCUMENT_ERROR_TEXTS.de) as [DocumentErrorCode, ...DocumentErrorCode[]])
  .describe("Why the document ended in ERROR, for a text in the reader's language");

/** A document as the knowledge-base API returns it (GET /api/documents, uploads, re-index, the live list). */
export const documentSchema = z.object({
  id: z.guid(),
  title: z.string().describe("The uploaded file's name, without path or control characters; a web page's title"),
  type: z.enum(["PDF", "WEB"]).describe("PDF: an upload; WEB: a page of a web source"),
  url: z.string().describe("Where the operator downloads the file; a web page's address"),
  webSourceId: z.guid().nullable().describe("The web source a page of type WEB came from"),
  status: documentStatusSchema,
  error: z.string().nullable().describe("The German reason of an ERROR (kept for one release beside errorCode)"),
  errorCode: documentErrorCodeSchema.nullable(),
  size: z.number().int().min(0).describe("Bytes"),
  pageCount: z.number().int().min(0).nullable(),
  createdAt: isoTime,
  createdBy: z.guid().nullable().describe("The id of the operator who uploaded it"),
  personas: z
    .array(z.guid())
    .nullable()
    .describe("The ids of the personas whose chats search this document, or null: every persona (the default)"),
});

/** One extracted passage of a document, as GET /api/documents/:id/passages lists them. */
export const documentPassageSchema = z.object({
  id: z.number().int().min(1).describe("The passage's id, for PATCH /api/documents/:id/passages/:passage"),
  ordinal: z.number().int().min(0).describe("Position in the document, from 0"),
  page: z.number().int().describe("The PDF page where the passage starts (1-based)"),
  text: z.string(),
  disabled: z.boolean().describe("Switched off by an operator: searched neither by the chat nor by the test box"),
  editedAt: isoTime.nullable().describe("When an operator last changed the text; null: as extracted"),
  hits: z
    .number()
    .int()
    .min(0)
    .describe("How many visitor turns the coach answered with this passage (the operator's test searches do not count)"),
  lastUsedAt: isoTime.nullable().describe("When the coach last answered with it; null: never"),
});

/** The longest text an operator may give a passage (extracted ones are at most 1,200 characters). */
export const MAX_PASSAGE_TEXT = 4000;

/** `:id` and `:passage` of PATCH /api/documents/:id/passages/:passage. */
export const passageParams = documentIdParams.extend({
  passage: z.string().describe("The passage's id (a number); one of another document is 404"),
});

/** PATCH /api/documents/:id/passages/:passage: a new text (re-indexed at once), switched off or on, or both. */
export const passageUpdateSchema = z
  .object({
    text: requiredText("Der Text", "Bitte einen Text eingeben.", MAX_PASSAGE_TEXT)
      .optional()
      .describe(`The passage's new text, at most ${MAX_PASSAGE_TEXT} characters; the search finds it by these words at once`),
    disabled: z.boolean().optional().describe("true: switched off, found by no search; false: on again"),
  })
  .strict()
  .refine((b) => b.text !== undefined || b.disabled !== undefined, "Bitte text oder disabled angeben.");

/** A stretch of a document's passages, in order. */
export const documentPassagesPageSchema = z.object({
  total: z.number().int().min(0).describe("Passages of the document in all"),
  offset: z.number().int().min(0),
  passages: z.array(documentPassageSchema),
});

/**
 * The events of GET /api/documents/events, each with one JSON value as its
 * data: a document added or changed, one removed, or `resync` when changes
 * may have been missed (reload the list). The live list parses what arrives
 * with this, so a stream from another version cannot put a malformed row in it.
 */
export const documentStreamEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.enum(["insert", "update"]), data: documentSchema }),
  z.object({ event: z.literal("delete"), data: z.object({ id: z.guid() }) }),
  z.object({ event: z.literal("resync"), data: z.object({}).strict() }),
  z.object({ event: z.literal("source"), data: webSourceSchema }),
  z.object({ event: z.literal("source-delete"), data: z.object({ id: z.guid() }) }),
]);

export type DocumentJson = z.infer<typeof documentSchema>;
export type DocumentStreamEvent = z.infer<typeof documentStreamEventSchema>;
export type DocumentPassageJson = z.infer<typeof documentPassageSchema>;
export type DocumentPassagesPage = z.infer<typeof documentPassagesPageSchema>;
export type PassageUpdate = z.infer<typeof passageUpdateSchema>;
