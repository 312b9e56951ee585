/**
 * A passage as GET /api/knowledge/search returns it: what the chat would get
 * for the question, and which of its words match the question.
 */
export interface KnowledgeTestHit {
  documentId: string;
  title: string;
  text: string;
  /** Rank; higher is better, only comparable within one question. */
  score: number;
  /** How much of the question the passage answers, 0 to 1, comparable across questions. */
  relevance: number;
  /** Relevant enough for the coach to get it (relevance at or above the threshold). */
  usedByCoach: boolean;
  /** The PDF page where the passage starts (1-based). */
  page: number;
  /** The passage's words that match the question's, spelled as in the passage, each once. */
  matched: string[];
  /** Of those, the ones that are thesaurus synonyms, with the question word each stands for. */
  synonyms: { word: string; for: string }[];
  /** The document title's words that match the question's: the search reads the title with every passage. */
  titleMatched: string[];
  /** Cosine similarity of passage and question when search by meaning (embeddings) found the passage. */
  similarity?: number;
}
