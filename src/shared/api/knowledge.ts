import { z } from "../zod";

/**
 * A passage as GET /api/knowledge/search returns it: what the chat would get
 * for the question, and which of its words match the question.
 */
export const knowledgeTestHitSchema = z.object({
  documentId: z.guid(),
  title: z.string(),
  url: z.string().optional().describe("A web page's address, when the passage comes from one"),
  text: z.string(),
  score: z.number().describe("Rank; higher is better, only comparable within one question"),
  relevance: z.number().describe("How much of the question the passage answers, 0 to 1, comparable across questions"),
  usedByCoach: z.boolean().describe("Relevant enough for the coach to get it (relevance at or above the threshold)"),
  page: z.number().int().describe("The PDF page where the passage starts (1-based)"),
  matched: z.array(z.string()).describe("The passage's words that match the question's, spelled as in the passage, each once"),
  synonyms: z
    .array(
      z.object({
        word: z.string(),
        for: z.string(),
        translation: z
          .boolean()
          .optional()
          .describe("True when the word is the question word's translation (a handout in the other language)"),
      }),
    )
    .describe("Of those, the ones that are thesaurus synonyms or translations, with the question word each stands for"),
  titleMatched: z
    .array(z.string())
    .describe("The document title's words that match the question's: the search reads the title with every passage"),
  similarity: z
    .number()
    .optional()
    .describe("Cosine similarity of passage and question when search by meaning (embeddings) found the passage"),
  topic: z
    .string()
    .optional()
    .describe(
      "The coaching topic (sleep, exam, grief…) the question names and the passage's document is about: it lifted the passage in the ranking",
    ),
});

export type KnowledgeTestHit = z.infer<typeof knowledgeTestHitSchema>;
