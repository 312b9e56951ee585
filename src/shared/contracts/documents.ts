/** The knowledge base's answers, from their schemas (src/shared/api/documents.ts). */
export type {
  DocumentJson,
  DocumentPassageJson,
  DocumentPassagesPage,
  DocumentStreamEvent,
  PassageUpdate,
} from "../api/documents";

/** PUT /api/documents/:id/personas: the personas a document serves, `null` for all. */
export interface DocumentPersonasBody {
  personas: string[] | null;
}
