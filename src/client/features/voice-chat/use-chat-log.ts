import { useCallback, useRef, useState } from "react";
import type { Lang } from "#shared/i18n";
import type { CrisisResourceView, RiskLevel } from "#shared/safety";
import type { ChatSource, HelpView } from "#shared/schemas/chat";
import { historyContent } from "./transcript";

export interface ChatEntry {
  id: number;
  role: "user" | "assistant";
  content: string;
  sources?: ChatSource[];
  crisis?: boolean;
  /** For a crisis answer: its level and the numbers it names, shown as links. */
  risk?: RiskLevel;
  resources?: CrisisResourceView[];
  /** The visitor stopped this answer before it was complete. */
  interrupted?: boolean;
  /** Written by a person from the operator's team (their name), not by the coach (decision 046). */
  person?: string;
  /** The text is final (the greeting, or an answer whose stream ended): screen readers hear it now, once. */
  complete?: boolean;
}

/**
 * The help the server says to show: in view (careful mode, a worrying message, someone else in
 * danger) or one tap away (after careful mode stepped down). Once shown, no rating is asked for.
 */
export interface ConversationHelp {
  view: Exclude<HelpView, "none">;
  resources: CrisisResourceView[];
}

/**
 * The conversation as the page keeps it: its log, its id on the server, the
 * help to show, and whether the visitor ended it. Every function returned is
 * stable, so the hooks that use them keep theirs.
 */
export function useChatLog() {
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [conversationId, setConversationId] = useState<string>();
  const [help, setHelp] = useState<ConversationHelp>();
  /** The visitor ended the conversation: the rating is offered once, and the next step starts a new one. */
  const [ended, setEnded] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  /** The id goes with the next message at once, before React renders it. */
  const conversationRef = useRef<string | undefined>(undefined);
  const nextId = useRef(1);

  /** Adds an entry; its id comes back, for `update`. */
  const append = useCallback((entry: Omit<ChatEntry, "id">): number => {
    const id = nextId.current++;
    setMessages((m) => [...m, { ...entry, id }]);
    return id;
  }, []);
  const update = useCallback(
    (id: number, fn: (e: ChatEntry) => ChatEntry) => setMessages((m) => m.map((e) => (e.id === id ? fn(e) : e))),
    [],
  );
  /** An answer that never got any text leaves no empty bubble. */
  const dropIfEmpty = useCallback((id: number) => setMessages((m) => m.filter((e) => !(e.id === id && !e.content))), []);

  /** What goes with the next message: the log so far, interrupted answers marked. */
  const history = useCallback(
    (lang: Lang) => messagesRef.current.map((m) => ({ role: m.role, content: historyContent(m, lang) })),
    [],
  );

  /** The server's `done`: the conversation's id from now on, and the help it says to show. */
  const answered = useCallback((id: string, view: HelpView, resources: CrisisResourceView[]) => {
    conversationRef.current = id;
    setConversationId(id);
    if (view !== "none" && resources.length > 0) setHelp({ view, resources });
  }, []);

  /** An empty log, no conversation id, no help: the next message starts a new conversation. */
  const reset = useCallback(() => {
    conversationRef.current = undefined;
    setMessages([]);
    setConversationId(undefined);
    setHelp(undefined);
    setEnded(false);
  }, []);

  return {
    messages,
    conversationId,
    help,
    ended,
    setEnded,
    conversationRef,
    append,
    update,
    dropIfEmpty,
    history,
    answered,
    reset,
  };
}
