/**
 * What other features use of the documents feature: the documents as the
 * knowledge-base API lists them, and the change events of the live list.
 */
export { createDocumentEvents, type DocumentEvents } from "./events";
export { createDocumentRepository, type DocumentRepository } from "./repository";
