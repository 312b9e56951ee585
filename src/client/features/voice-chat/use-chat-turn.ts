import { useCallback, useRef, useState, type RefObject } from "react";
import type { ProviderStatus, PublicPersona } from "#shared/app-services";
import { errorText } from "#shared/contracts/errors";
import type { Lang } from "#shared/i18n";
import type { CrisisResourceView } from "#shared/safety";
import type { TurnTiming } from "#shared/api/operations";
import type { ChatDone, ChatRequestInput, ChatStreamEvent, HelpView } from "#shared/schemas/chat";
import { noticeForErrorCode, type VoiceEvent } from "#shared/voice/state-machine";
import type { Api } from "../../lib/api/client";
import type { AudioOutput } from "./audio-output";
import { ChatRefusedError, streamChat } from "./chat-stream";
import { base64ToBytes } from "./playback";
import type { ChatEntry } from "./use-chat-log";

/** How many earlier turns go with a message; crisis answers count too, so the server sees a crisis that goes on. */
const HISTORY_TURNS = 10;

/** The answer being streamed: its entry in the log, its text so far, whether a missing browser voice was reported. */
interface Answer {
  id: number;
  reply: string;
  noVoiceShown: boolean;
}

interface ChatTurnOptions {
  api: Api;
  persona: PublicPersona;
  providers: ProviderStatus;
  lang: Lang;
  /** The site that embeds the panel (/embed/<slug>), sent with each message. */
  embedOrigin: string | undefined;
  /** Whether the visitor agreed that this conversation's text may be kept (asked at send time). */
  transcriptConsent: () => boolean;
  /** The conversation's log (useChatLog). */
  log: {
    conversationRef: RefObject<string | undefined>;
    append: (entry: Omit<ChatEntry, "id">) => number;
    update: (id: number, fn: (e: ChatEntry) => ChatEntry) => void;
    dropIfEmpty: (id: number) => void;
    history: (lang: Lang) => { role: ChatEntry["role"]; content: string }[];
    answered: (id: string, view: HelpView, resources: CrisisResourceView[]) => void;
  };
  output: () => AudioOutput;
  stopAudio: () => void;
  /** Reports to the state machine. */
  report: (e: VoiceEvent) => void;
  /** What the answer says of a person behind the coach: on duty, to be offered, holding the conversation. */
  onPerson?: (person: NonNullable<ChatDone["person"]>) => void;
  /** The previous turn's figures, handed out once, to go with the next message (turn-timing.ts). */
  timing?: () => TurnTiming | undefined;
}

/**
 * One turn of the conversation: the visitor's message goes to /api/chat, and
 * the answer's events come back into the log, the audio output and the state
 * machine. `serverMessage` is the server's own sentence for a refusal the
 * machine has no notice for (a rate limit, the demo's budget).
 */
export function useChatTurn({
  api,
  persona,
  providers,
  lang,
  embedOrigin,
  transcriptConsent,
  log: { conversationRef, append, update, dropIfEmpty, history, answered },
  output,
  stopAudio,
  report,
  onPerson,
  timing,
}: ChatTurnOptions) {
  const [serverMessage, setServerMessage] = useState<string>();
  const abortRef = useRef<AbortController | undefined>(undefined);
  /** The answer being streamed or spoken: barge-in marks it interrupted. */
  const answerIdRef = useRef<number | undefined>(undefined);
  const consentRef = useRef(transcriptConsent);
  consentRef.current = transcriptConsent;
  const personRef = useRef(onPerson);
  personRef.current = onPerson;

  /** One event of the running answer: shown in its entry, spoken, and reported to the state machine. */
  const onChatEvent = useCallback(
    (answer: Answer, { event, data }: ChatStreamEvent) => {
      const { player, voice } = output();
      /** Without a server voice the browser speaks; a missing browser voice is said once per answer. */
      const speakInBrowser = (speak: () => boolean) => {
        if (providers.serverVoice || speak() || answer.noVoiceShown) return;
        answer.noVoiceShown = true;
        report({ type: "AUDIO_FAILED", notice: "noVoice" });
      };
      switch (event) {
        case "crisis":
          voice.setPhones(data.resources.flatMap((r) => r.phones));
          update(answer.id, (e) => ({ ...e, crisis: true, risk: data.risk, resources: data.resources }));
          return;
        case "help":
          // The numbers this answer names: spelled out by the voice, tappable in the text.
          voice.setPhones(data.resources.flatMap((r) => r.phones));
          update(answer.id, (e) => ({ ...e, resources: data.resources }));
          return;
        case "text": {
          const reply = (answer.reply += data.delta);
          update(answer.id, (e) => ({ ...e, content: reply }));
          report({ type: "ANSWER_DELTA" });
          return speakInBrowser(() => voice.pushAnswer(data.delta));
        }
        case "replace":
          // The server withdrew what it had sent: the reply starts again.
          answer.reply = "";
          voice.startAnswer();
          stopAudio();
          return update(answer.id, (e) => ({ ...e, content: "" }));
        case "audio":
          // A piece's bytes as the provider delivers them (an event without `last` is a whole piece).
          return player.push(base64ToBytes(data.base64), data.mime, data.rate, data.last);
        case "audio-error":
          player.end();
          return report({ type: "AUDIO_FAILED", notice: noticeForErrorCode(data.code) ?? "unknownAudio" });
        case "error": {
          player.end();
          const reply = answer.reply;
          update(answer.id, (e) => ({ ...e, content: reply }));
          return report({ type: "ANSWER_FAILED", notice: noticeForErrorCode(data.code) ?? "processingProblem" });
        }
        case "done":
          answered(data.conversationId, data.help, data.resources);
          update(answer.id, (e) => ({
            ...e,
            content: data.reply,
            complete: true,
            sources: data.sources,
            crisis: data.crisis,
            risk: data.risk ?? undefined,
            resources: data.resources.length > 0 ? data.resources : undefined,
          }));
          speakInBrowser(() => voice.finishAnswer());
          player.end();
          if (data.person) personRef.current?.(data.person);
          return report({ type: "STREAM_DONE", audioPending: player.busy || voice.busy });
      }
    },
    [providers.serverVoice, output, stopAudio, report, update, answered],
  );

  const sendMessage = useCallback(
    async (text: string) => {
      setServerMessage(undefined);
      const earlier = history(lang);
      append({ role: "user", content: text });
      const answer: Answer = { id: append({ role: "assistant", content: "" }), reply: "", noVoiceShown: false };
      answerIdRef.current = answer.id;
      const controller = new AbortController();
      abortRef.current = controller;
      output().voice.startAnswer();
      const request: ChatRequestInput = {
        persona: persona.slug,
        messages: [...earlier.slice(-HISTORY_TURNS), { role: "user", content: text }],
        voice: providers.serverVoice,
        conversationId: conversationRef.current,
        lang,
        transcriptConsent: consentRef.current(),
        embedOrigin,
        timing: timing?.(),
      };
      try {
        for await (const event of streamChat(api, request, controller.signal)) onChatEvent(answer, event);
      } catch (err) {
        if (controller.signal.aborted) {
          // Stopped by the visitor: what was written stays, marked, and goes back to the model marked.
          update(answer.id, (e) => (e.content ? { ...e, interrupted: true } : e));
          return;
        }
        if (err instanceof ChatRefusedError) {
          // An error the page knows is shown in the page's language, by its code; any other as the server wrote it.
          // One the machine has no notice for ends as its processing problem, worded by `serverMessage`.
          const notice = noticeForErrorCode(err.body.code);
          const message = errorText(err.body, lang, "");
          if (!notice && message) setServerMessage(message);
          update(answer.id, (e) => ({ ...e, content: "" }));
          report({ type: "ANSWER_FAILED", notice: notice ?? "processingProblem" });
        } else {
          // Unreachable server, or a stream that broke off or sent an event the page cannot read.
          report({ type: "ANSWER_FAILED", notice: "providerFailed" });
        }
      } finally {
        // A stream that broke off sends no more audio: what came plays out.
        output().player.end();
        dropIfEmpty(answer.id);
      }
    },
    [
      api,
      persona.slug,
      providers.serverVoice,
      lang,
      output,
      onChatEvent,
      embedOrigin,
      report,
      history,
      append,
      update,
      dropIfEmpty,
      conversationRef,
      timing,
    ],
  );

  /** Stops the running answer's stream, so the server stops its provider calls too. */
  const abortAnswer = useCallback(() => abortRef.current?.abort(), []);

  /** Barge-in: the answer being streamed or spoken is marked interrupted, also when its text was complete. */
  const markInterrupted = useCallback(() => {
    const id = answerIdRef.current;
    if (id !== undefined) update(id, (e) => (e.content ? { ...e, interrupted: true } : e));
  }, [update]);

  const clearServerMessage = useCallback(() => setServerMessage(undefined), []);

  /** A new conversation: no answer to stop, no server message. */
  const reset = useCallback(() => {
    abortRef.current = undefined;
    setServerMessage(undefined);
  }, []);

  return { serverMessage, sendMessage, abortAnswer, markInterrupted, clearServerMessage, reset };
}
