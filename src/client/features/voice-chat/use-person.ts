import { useCallback, useEffect, useRef, useState } from "react";
import type { HandoverStatus } from "#shared/api/live";
import { errorText } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";
import type { CrisisResourceView } from "#shared/safety";
import type { ChatDone } from "#shared/schemas/chat";
import { SseParser } from "#shared/sse";
import { apiError } from "../../lib/api/errors";
import type { Api } from "../../lib/api/client";
import type { ChatEntry } from "./use-chat-log";
import { personTexts } from "./person-texts";

/** How often the visitor's typing is announced, and how long the person's stays shown without a new event. */
const TYPING_EVERY_MS = 2000;
const TYPING_SHOWN_MS = 5000;

/** Where the panel stands with a person behind the coach. */
export type PersonPhase =
  | { kind: "none" }
  /** The visitor is asked whether a person may read along and write. */
  | { kind: "ask" }
  | { kind: "waiting"; id: string; seconds: number }
  | { kind: "held"; id: string; name: string }
  /** Closed, with what the visitor is told: declined, missed, returned, ended, or a failure. */
  | { kind: "told"; text: string };

interface PersonOptions {
  api: Api;
  lang: Lang;
  personaName: string;
  /** The persona's slug: its duty hours decide whether a person is offered. */
  personaSlug: string;
  conversationId: string | undefined;
  messages: ChatEntry[];
  append: (entry: Omit<ChatEntry, "id">) => number;
  showHelp: (resources: CrisisResourceView[]) => void;
}

/**
 * A person behind the coach, as the visitor's panel meets them
 * (docs/decisions/046-human-on-call.md): whether anyone is on duty (the
 * button shows only then), the question about consent, the handover after a
 * yes, and the person's messages from the handover's event stream, each
 * added to the log marked as a person's. `onAnswer` takes what each answer
 * of the chat says (`done.person`).
 */
export function usePerson({ api, lang, personaName, personaSlug, conversationId, messages, append, showHelp }: PersonOptions) {
  const t = personTexts[lang];
  const [available, setAvailable] = useState(false);
  const [phase, setPhase] = useState<PersonPhase>({ kind: "none" });
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const streamRef = useRef<AbortController | undefined>(undefined);
  // The person is typing (their name), shown until a message comes or TYPING_SHOWN_MS pass without a new event.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTyped = useRef(0);
  const showTyping = useCallback((name: string | undefined) => {
    clearTimeout(typingTimer.current);
    setTyping(name);
    if (name !== undefined) typingTimer.current = setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
  }, []);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  useEffect(() => {
    let live = true;
    void api
      .GET("/api/live/available", { params: { query: { persona: personaSlug } } })
      .then(({ data }) => live && data && setAvailable(data.available))
      .catch(() => undefined);
    return () => {
      live = false;
      streamRef.current?.abort();
    };
  }, [api, personaSlug]);

  // A new conversation: whatever stood with the last one is over.
  useEffect(() => {
    if (conversationId === undefined) {
      streamRef.current?.abort();
      setPhase({ kind: "none" });
    }
  }, [conversationId]);

  const onAnswer = useCallback((person: NonNullable<ChatDone["person"]>) => {
    setAvailable(person.available);
    if (person.offer) setPhase((p) => (p.kind === "waiting" || p.kind === "held" ? p : { kind: "ask" }));
  }, []);

  /** Follows the handover's stream until it closes: its status, and what the person writes. */
  const follow = useCallback(
    async (id: string) => {
      const controller = new AbortController();
      streamRef.current = controller;
      const [{ visitorStreamEventSchema }, { data, response, error }] = await Promise.all([
        import("#shared/api/live"),
        api.GET("/api/live/handovers/{id}/events", {
          params: { path: { id } },
          headers: { accept: "text/event-stream" },
          parseAs: "stream",
          signal: controller.signal,
        }),
      ]);
      if (!data) throw new Error(errorText(apiError(error), lang, `HTTP ${response.status}`));
      const reader = data.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      let name = "";
      const close = (text: string) => {
        setPhase({ kind: "told", text });
        controller.abort();
      };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        for (const raw of parser.push(value)) {
          const parsed = visitorStreamEventSchema.safeParse({ event: raw.event, data: JSON.parse(raw.data) as unknown });
          if (!parsed.success) continue;
          const e = parsed.data;
          if (e.event === "message") {
            showTyping(undefined);
            append({ role: "assistant", content: e.data.text, person: e.data.name || name });
            continue;
          }
          if (e.event === "typing") {
            showTyping(e.data.name || name);
            continue;
          }
          showTyping(undefined);
          name = e.data.name ?? name;
          const status: HandoverStatus = e.data.status;
          if (status === "held") setPhase({ kind: "held", id, name });
          else if (status === "missed") {
            if (e.data.resources?.length) showHelp(e.data.resources);
            return close(t.missed);
          } else if (status === "returned") return close(t.returned.replace("{name}", name).replace("{persona}", personaName));
          else if (status === "ended") return close(t.ended.replace("{name}", name));
        }
      }
    },
    [api, lang, append, showHelp, t, personaName, showTyping],
  );

  /** The visitor said yes: the conversation so far goes to the person who takes over. */
  const agree = useCallback(async () => {
    if (!conversationId) return;
    const shared = messagesRef.current
      .filter((m) => m.content.trim())
      .map((m) => ({ role: m.role, content: m.content.slice(0, 2000) }))
      .slice(-40);
    const { data, error } = await api
      .POST("/api/live/handovers", { body: { conversationId, consent: true, messages: shared, lang } })
      .catch(() => ({ data: undefined, error: undefined }));
    if (!data) return setPhase({ kind: "told", text: errorText(apiError(error), lang, t.failed) });
    setPhase({ kind: "waiting", id: data.id, seconds: data.timeoutSeconds });
    follow(data.id).catch(() => {
      if (!streamRef.current?.signal.aborted) setPhase({ kind: "told", text: t.failed });
    });
  }, [api, conversationId, lang, follow, t]);

  /** The visitor types while a person holds the conversation: the person sees it, at most every TYPING_EVERY_MS, no text. */
  const typed = useCallback(() => {
    if (phase.kind !== "held" || Date.now() - lastTyped.current < TYPING_EVERY_MS) return;
    lastTyped.current = Date.now();
    void api.POST("/api/live/handovers/{id}/visitor-typing", { params: { path: { id: phase.id } } }).catch(() => undefined);
  }, [api, phase]);

  return {
    /** Someone is on duty and the visitor can ask for them (a conversation has begun, no handover is open). */
    canAsk: available && conversationId !== undefined && (phase.kind === "none" || phase.kind === "told"),
    phase,
    /** The name of the person while they are typing. */
    typing: phase.kind === "held" ? typing : undefined,
    typed,
    onAnswer,
    ask: () => setPhase({ kind: "ask" }),
    agree,
    decline: () => setPhase({ kind: "told", text: t.declined }),
  };
}
