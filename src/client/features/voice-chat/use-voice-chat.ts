import { useCallback, useEffect, useRef, useState } from "react";
import type { ProviderStatus, PublicPersona, VoicePlayback } from "#shared/app-services";
import type { Lang } from "#shared/i18n";
import type { CrisisResourceView } from "#shared/safety";
import type { ChatDone } from "#shared/schemas/chat";
import { initialVoiceState, transition, type VoiceEffect, type VoiceEvent, type VoiceState } from "#shared/voice/state-machine";
import { useVisitorApi } from "./visitor-token";
import { playGreeting, useAudioOutput } from "./audio-output";
import { unlockPlayback } from "./playback";
import { startRecognition, transcribeOnServer, type RecognitionEvent, type Recognizer } from "./recognition";
import { useChatLog } from "./use-chat-log";
import { useChatTurn } from "./use-chat-turn";
import { createTurnClock } from "./turn-timing";
import { useHandsFree } from "./use-hands-free";

/**
 * Wires the pure state machine (src/shared/voice/state-machine.ts) to the
 * browser: events from recognition, the chat stream and audio output go in;
 * the effects that come back start and stop them. The panel is remounted
 * for another persona or language, so one instance keeps one of each.
 *
 * The parts, each its own hook: the conversation's log and help
 * (useChatLog), the audio output (useAudioOutput), one chat turn and its
 * stream events (useChatTurn), and hands-free mode (useHandsFree).
 */
export function useVoiceChat(
  persona: PublicPersona,
  providers: ProviderStatus,
  lang: Lang,
  playback?: VoicePlayback,
  /** Whether the visitor agreed that this conversation's text may be kept (asked at send time). */
  transcriptConsent: () => boolean = () => false,
  /** The site that embeds the panel (/embed/<slug>), sent with each message. */
  embedOrigin?: string,
  /** What each answer says of a person behind the coach (decision 046). */
  onPerson?: (person: NonNullable<ChatDone["person"]>) => void,
) {
  const [state, setState] = useState<VoiceState>(initialVoiceState);
  const stateRef = useRef(state);
  const recognizerRef = useRef<Recognizer | undefined>(undefined);
  // What the browser reports goes to the latest `dispatch` (defined below, as it needs the effects' runners).
  const dispatchRef = useRef<(e: VoiceEvent) => void>(() => {});
  const report = useCallback((e: VoiceEvent) => dispatchRef.current(e), []);

  const api = useVisitorApi(lang);
  // How long each turn took here, sent with the next message (decision 047).
  const [clock] = useState(createTurnClock);
  const log = useChatLog();
  const { output, stopAudio, holdAudio, resumeAudio, playedSound } = useAudioOutput(lang, playback, report);
  /** Hands-free mode's own recording, while it runs (set below, once the hook exists). */
  const capturedRef = useRef<() => ((emit: (e: RecognitionEvent) => void) => Recognizer) | undefined>(() => undefined);
  const turn = useChatTurn({
    api,
    persona,
    providers,
    lang,
    embedOrigin,
    transcriptConsent,
    log,
    output,
    stopAudio,
    report,
    onPerson,
    timing: clock.take,
  });
  const { append, setEnded, reset: resetLog } = log;
  const { sendMessage, abortAnswer, markInterrupted, clearServerMessage, reset: resetTurn } = turn;

  const speakGreeting = useCallback(() => {
    append({ role: "assistant", content: persona.greeting, complete: true });
    return playGreeting(output(), { slug: persona.slug, greeting: persona.greeting }, api, providers.serverVoice, report);
  }, [append, persona.greeting, persona.slug, api, providers.serverVoice, output, report]);

  const runEffect = useCallback(
    (effect: VoiceEffect) => {
      switch (effect.type) {
        case "speakGreeting":
          return void speakGreeting();
        case "startListening":
          recognizerRef.current = startRecognition(api, lang, providers.serverStt, report, capturedRef.current());
          return;
        case "stopListening":
          return recognizerRef.current?.stop();
        case "sendMessage":
          return void sendMessage(effect.text);
        case "abortAnswer":
          return abortAnswer();
        case "stopAudio":
          return stopAudio();
      }
    },
    [speakGreeting, api, lang, providers.serverStt, report, sendMessage, abortAnswer, stopAudio],
  );

  const dispatch = useCallback(
    (event: VoiceEvent) => {
      // A tap on the button is the moment iOS Safari allows audio that plays later.
      if (event.type === "CLICK" || event.type === "SUBMIT_TEXT") unlockPlayback();
      const { state: next, effects } = transition(stateRef.current, event);
      clock.observe(stateRef.current, event, next, effects);
      stateRef.current = next;
      setState(next);
      if (event.type === "CLICK" || event.type === "SUBMIT_TEXT") clearServerMessage();
      for (const effect of effects) runEffect(effect);
    },
    [runEffect, clearServerMessage, clock],
  );
  dispatchRef.current = dispatch;

  /** Drops the recording that runs, unsent. */
  const abortListening = useCallback(() => recognizerRef.current?.abort(), []);
  /** Stops whatever runs: the answer's stream, listening, audio. */
  const halt = useCallback(() => {
    abortAnswer();
    abortListening();
    stopAudio();
  }, [abortAnswer, abortListening, stopAudio]);

  useEffect(() => halt, [halt]);

  const transcribe = useCallback((audio: Blob) => transcribeOnServer(api, audio), [api]);
  const { handsFree, toggleHandsFree, stopHandsFree, capturedRecognizer } = useHandsFree({
    state,
    stateRef,
    dispatch,
    lang,
    patience: persona.patience,
    serverStt: providers.serverStt,
    transcribe,
    abortListening,
    markInterrupted,
    holdAudio,
    resumeAudio,
    playedSound,
  });
  capturedRef.current = capturedRecognizer;

  /** Ends the conversation: everything stops, the rating is offered (not after a crisis answer). */
  const endConversation = useCallback(() => {
    stopHandsFree();
    dispatch({ type: "STOP" });
    halt();
    setEnded(true);
  }, [dispatch, halt, stopHandsFree, setEnded]);

  /** Starts over: an empty log, no conversation id, no careful mode, the greeting on the next click. */
  const newConversation = useCallback(() => {
    stopHandsFree();
    halt();
    resetTurn();
    recognizerRef.current = undefined;
    stateRef.current = initialVoiceState;
    setState(initialVoiceState);
    resetLog();
  }, [halt, stopHandsFree, resetTurn, resetLog]);

  /** Help in view from now on (the numbers stay when no person could take over). */
  const { answered, conversationRef } = log;
  const showHelp = useCallback(
    (resources: CrisisResourceView[]) => {
      if (conversationRef.current) answered(conversationRef.current, "open", resources);
    },
    [answered, conversationRef],
  );

  return {
    state,
    messages: log.messages,
    /** Adds an entry to the log: what a person from the team writes. */
    append,
    showHelp,
    serverMessage: turn.serverMessage,
    conversationId: log.conversationId,
    help: log.help,
    ended: log.ended,
    dispatch,
    endConversation,
    newConversation,
    handsFree,
    toggleHandsFree,
  };
}
