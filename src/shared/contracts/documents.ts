import type { DocumentErrorCode } from "../document-errors";

/** Where a document is in its life: being read, searchable, or failed with a reason. */
export type DocumentStatus = "PROCESSING" | "COMPLETED" | "ERROR";

/** A document as the knowledge-base API returns it (GET /api/documents, uploads, re-index, the live list). */
export interface DocumentJson {
  id: string;
  title: string;
  type: "PDF";
  url: string;
  status: DocumentStatus;
  /** The German reason of an ERROR (kept for one release beside `errorCode`). */
  error: string | null;
  /** The reason as a code (document-errors.ts), for a text in the reader's language. */
  errorCode: DocumentErrorCode | null;
  size: number;
  pageCount: number | null;
  createdAt: string;
  createdBy: string | null;
  /** The ids of the personas whose chats search this document, or `null`: every persona (the default). */
  personas: string[] | null;
}

/** PUT /api/documents/:id/personas: the personas a document serves, `null` for all. */
export interface DocumentPersonasBody {
  personas: string[] | null;
}

/** One extracted passage of a document, as GET /api/documents/:id/passages lists them. */
export interface DocumentPassageJson {
  /** Position in the document, from 0. */
  ordinal: number;
  /** The PDF page where the passage starts (1-based). */
  page: number;
  text: string;
}

/** A stretch of a document's passages, in order. */
export interface DocumentPassagesPage {
  /** Passages of the document in all. */
  total: number;
  offset: number;
  passages: DocumentPassageJson[];
}

/**
 * The events of GET /api/documents/events, each with one JSON value as its
 * data: a document added or changed, one removed, or `resync` when changes
 * may have been missed (reload the list).
 */
export type DocumentStreamEvent =
  | { event: "insert" | "update"; data: DocumentJson }
  | { event: "delete"; data: { id: string } }
  | { event: "resync"; data: Record<string, never> };
