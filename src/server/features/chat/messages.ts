import { KNOWLEDGE_HEADING, type ChatMessage } from "../../providers/chat";
import type { KnowledgeHit } from "../search/service";

/** Recent turns sent to the provider, so follow-up questions work; bounded, so a long conversation costs no more. */
export const MAX_HISTORY_MESSAGES = 10;
export const MAX_HISTORY_CHARS = 4000;

const ENGLISH_INSTRUCTION =
  "The visitor is on the English page: answer in English, in the first person, in three to four short sentences that read well aloud.";
const GERMAN_INSTRUCTION =
  "Antworte auf Deutsch, in der Ich-Form und in drei bis vier kurzen Sätzen, die sich gut vorlesen lassen.";

/**
 * The messages for the chat provider, built on the server: the persona's system
 * prompt, the knowledge message when passages were found, the recent turns
 * (bounded) and the new message.
 */
export function buildMessages(
  systemPrompt: string,
  lang: "de" | "en",
  hits: KnowledgeHit[],
  conversation: { role: "user" | "assistant"; content: string }[],
): ChatMessage[] {
  const messages: ChatMessage[] = [
    { role: "system", content: `${systemPrompt}\n\n${lang === "en" ? ENGLISH_INSTRUCTION : GERMAN_INSTRUCTION}` },
  ];
  const knowledge = knowledgeMessage(hits, KNOWLEDGE_HEADING);
  if (knowledge) messages.push({ role: "system", content: knowledge });

  // Newest turns first until the budget is used; the new message always fits.
  const history: ChatMessage[] = [];
  let chars = 0;
  for (let i = conversation.length - 1; i >= 0 && history.length < MAX_HISTORY_MESSAGES; i--) {
    const m = conversation[i]!;
    if (i !== conversation.length - 1 && chars + m.content.length > MAX_HISTORY_CHARS) break;
    chars += m.content.length;
    history.unshift({ role: m.role, content: m.content });
  }
  return [...messages, ...history];
}

/** The knowledge message: a heading, then the passages (each after its document's title) joined by a blank line. */
export function knowledgeMessage(hits: KnowledgeHit[], heading: string): string | undefined {
  if (hits.length === 0) return undefined;
  return `${heading}\n\n${hits.map((h) => `[${h.title}] ${h.text}`).join("\n\n")}`;
}
