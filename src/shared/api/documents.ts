import { DOCUMENT_ERROR_TEXTS, type DocumentErrorCode } from "../document-errors";
import { z } from "../zod";
import { isoTime } from "./common";

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
  title: z.string().describe("The uploaded file's name, without path or control characters"),
  type: z.literal("PDF"),
  url: z.string().describe("Where the operator downloads the file"),
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
  ordinal: z.number().int().min(0).describe("Position in the document, from 0"),
  page: z.number().int().describe("The PDF page where the passage starts (1-based)"),
  text: z.string(),
});

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
]);

export type DocumentJson = z.infer<typeof documentSchema>;
export type DocumentStreamEvent = z.infer<typeof documentStreamEventSchema>;
export type DocumentPassageJson = z.infer<typeof documentPassageSchema>;
export type DocumentPassagesPage = z.infer<typeof documentPassagesPageSchema>;
