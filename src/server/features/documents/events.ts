import type { Database } from "../../db/client";
import type { DocumentJson, DocumentStreamEvent } from "#shared/contracts/documents";
import type { WebSourceJson } from "#shared/api/web-sources";

/** A change to the documents table, as the operator's live list consumes it. */
export type DocumentEvent =
  | { type: "insert" | "update"; document: DocumentJson }
  | { type: "delete"; id: string }
  /** A web source added, being fetched, fetched, or removed (its pages come as documents). */
  | { type: "source"; source: WebSourceJson }
  | { type: "source-delete"; id: string }
  /** Changes may have been missed (the database connection was lost and is back): reload the list. */
  | { type: "resync" };

/** An event as the live list's stream sends it. */
export function toStreamEvent(e: DocumentEvent): DocumentStreamEvent {
  if (e.type === "delete") return { event: "delete", data: { id: e.id } };
  if (e.type === "resync") return { event: "resync", data: {} };
  if (e.type === "source") return { event: "source", data: e.source };
  if (e.type === "source-delete") return { event: "source-delete", data: { id: e.id } };
  return { event: e.type, data: e.document };
}

export const DOCUMENT_CHANNEL = "document_changes";

/**
 * Document changes go through the database's NOTIFY, so every instance's
 * event-stream clients see changes made on any instance.
 */
export function createDocumentEvents(database: Database) {
  return {
    async publish(event: DocumentEvent): Promise<void> {
      // NOTIFY payloads are limited to 8000 bytes; titles are capped at 200 characters.
      await database.notify(DOCUMENT_CHANNEL, JSON.stringify(event));
    },
    subscribe(listener: (event: DocumentEvent) => void): Promise<() => Promise<void>> {
      return database.listen(
        DOCUMENT_CHANNEL,
        (payload) => {
          try {
            listener(JSON.parse(payload) as DocumentEvent);
          } catch {
            // a malformed payload is ignored
          }
        },
        () => listener({ type: "resync" }),
      );
    },
  };
}

export type DocumentEvents = ReturnType<typeof createDocumentEvents>;
