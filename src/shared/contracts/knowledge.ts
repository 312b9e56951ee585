/**
 * A passage as GET /api/knowledge/search returns it: what the chat would get
 * for the question, and which of its words match the question.
 */
export interface KnowledgeTestHit {
  documentId: string;
  title: string;
  text: string;
  /** Relevance; higher is better, only comparable within one question. */
  score: number;
  /** The PDF page where the passage starts (1-based). */
  page: number;
  /** The passage's words that match the question's, spelled as in the passage, each once. */
  matched: string[];
}
