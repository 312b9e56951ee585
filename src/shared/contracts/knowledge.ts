/** A passage as GET /api/knowledge/search returns it, from its schema (src/shared/api/knowledge.ts). */
export type { KnowledgeTestHit } from "../api/knowledge";
