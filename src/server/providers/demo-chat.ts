import type { ChatMessage, ChatProvider, ConcernKind } from "./chat";
import { coachReply } from "./offline-coach/coach";
import type { CoachTurn } from "./offline-coach/coach-input";
import { bestPassage } from "./offline-coach/knowledge";

/**
 * The offline demo provider: serves when no chat provider is configured, so
 * the site works end to end without keys. The answers come from the offline
 * coach (offline-coach/coach.ts), which answers like the real coach is asked
 * to: in German or English, in the first person, in three to four sentences,
 * keeping the thread of the conversation. Deterministic: the same messages
 * always give the same answer.
 */

// The helpers moved to the offline coach; they stay importable from here.
export { bestPassage, isRelevant, quoteFrom } from "./offline-coach/knowledge";
export { visitorName } from "./offline-coach/names";

/** Milliseconds between two streamed words by default; about a real provider's pace. */
export const DEFAULT_DEMO_TOKEN_DELAY_MS = 15;

type Lang = "de" | "en";

/** English when the page says so, else when a system message asks for English answers; German by default. */
export function replyLanguage(messages: ChatMessage[], lang?: Lang): Lang {
  if (lang) return lang;
  const asksEnglish = messages.some(
    (m) => m.role === "system" && /\b(answer|reply|respond)\b[^.]*\bin English\b/i.test(m.content),
  );
  return asksEnglish ? "en" : "de";
}

/**
 * The whole demo answer to `messages`: the offline coach's reply to the
 * visitor's and its own turns. The passages and the protocol's step come from
 * the request when the chat sends them (all of them, judged relevant by the
 * chat's retrieval), else the passage from the knowledge message. Careful mode never reaches here: the chat answers it with the
 * safety feature's careful replies.
 */
export function demoReply(
  messages: ChatMessage[],
  lang: Lang,
  options: {
    passages?: { title: string; text: string; matched?: string[] }[];
    resumed?: boolean;
    support?: boolean;
    concern?: ConcernKind;
  } = {},
): string {
  const turns = messages.filter((m): m is CoachTurn => m.role !== "system");
  const { resumed, support, concern } = options;
  // The chat's passages passed its retrieval's relevance threshold, as the test box shows: the coach uses them.
  if (options.passages)
    return coachReply({ turns, lang, passages: options.passages, retrieved: true, resumed, support, concern });
  const passage = bestPassage(messages);
  return coachReply({ turns, lang, passages: passage ? [passage] : [], resumed, support, concern });
}

export interface DemoChatOptions {
  /** Milliseconds before each streamed word (default 15; 0 in tests). */
  tokenDelayMs?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Streams demoReply word by word, like a real provider (the space travels in front of each word). */
export function createDemoChatProvider(options: DemoChatOptions = {}): ChatProvider {
  const tokenDelayMs = options.tokenDelayMs ?? DEFAULT_DEMO_TOKEN_DELAY_MS;
  return {
    name: "demo",
    async *stream(req) {
      const lang = replyLanguage(req.messages, req.lang);
      const reply = demoReply(req.messages, lang, { passages: req.passages, ...req.coach });
      for (const token of reply.match(/\s*\S+/g) ?? []) {
        if (tokenDelayMs > 0) await sleep(tokenDelayMs, req.signal);
        if (req.signal.aborted) return;
        yield token;
      }
    },
  };
}
