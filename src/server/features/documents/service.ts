/**
 * What other features use of the documents feature: the documents as the
 * knowledge-base API lists them, and the change events of the live list.
 */
export { createDocumentEvents, type DocumentEvent, type DocumentEvents } from "./events";
export { createDocumentRepository, type DocumentJson, type DocumentRepository } from "./repository";
