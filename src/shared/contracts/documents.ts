import type { DocumentJson } from "../api/documents";

/** The knowledge base's answers, from their schemas (src/shared/api/documents.ts). */
export type { DocumentJson, DocumentPassageJson, DocumentPassagesPage } from "../api/documents";

/** PUT /api/documents/:id/personas: the personas a document serves, `null` for all. */
export interface DocumentPersonasBody {
  personas: string[] | null;
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
