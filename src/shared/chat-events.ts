import type { ChatStreamEvent } from "./schemas/chat";

/**
 * The names of the chat stream's events (ChatStreamEvent in schemas/chat.ts).
 * A module of its own so the voice page can read them without loading zod,
 * which the schemas need and the page does not before a visitor speaks.
 */
export const CHAT_STREAM_EVENTS = [
  "crisis",
  "help",
  "text",
  "replace",
  "audio",
  "audio-error",
  "done",
  "error",
] as const satisfies readonly ChatStreamEvent["event"][];
