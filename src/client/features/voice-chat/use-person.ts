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
export function usePerson({ api, lang, personaName, conversationId, messages, append, showHelp }: PersonOptions) {
  const t = personTexts[lang];
  const [available, setAvailable] = useState(false);
  const [phase, setPhase] = useState<PersonPhase>({ kind: "none" });
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const streamRef = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void api
      .GET("/api/live/available")
      .then(({ data }) => live && data && setAvailable(data.available))
      .catch(() => undefined);
    return () => {
      live = false;
      streamRef.current?.abort();
    };
  }, [api]);

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
            append({ role: "assistant", content: e.data.text, person: e.data.name || name });
            continue;
          }
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
    [api, lang, append, showHelp, t, personaName],
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

  return {
    /** Someone is on duty and the visitor can ask for them (a conversation has begun, no handover is open). */
    canAsk: available && conversationId !== undefined && (phase.kind === "none" || phase.kind === "told"),
    phase,
    onAnswer,
    ask: () => setPhase({ kind: "ask" }),
    agree,
    decline: () => setPhase({ kind: "told", text: t.declined }),
  };
}
