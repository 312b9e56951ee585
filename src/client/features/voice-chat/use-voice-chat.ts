import { errorText } from "#shared/contracts/errors";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ProviderStatus, PublicPersona, VoicePlayback } from "#shared/app-services";
import type { Lang } from "#shared/i18n";
import type { CrisisResourceView, RiskLevel } from "#shared/safety";
import type { ChatRequestInput, ChatSource, ChatStreamEvent, HelpView } from "#shared/schemas/chat";
import {
  initialVoiceState,
  isAnswerRunning,
  noticeForErrorCode,
  transition,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
} from "#shared/voice/state-machine";
import { BrowserVoice } from "./browser-voice";
import { ChatRefusedError, streamChat } from "./chat-stream";
import { AudioPlayer, base64ToBytes, fetchGreetingAudio } from "./playback";
import { startRecognition, type Recognizer } from "./recognition";
import { historyContent } from "./transcript";
import type { Vad, VadEvent } from "./vad";

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
}

/** How many earlier turns go with a message; crisis answers count too, so the server sees a crisis that goes on. */
const HISTORY_TURNS = 10;
/** Hands-free: listening this long without hearing speech starts a fresh recording (nothing is sent). */
const HANDS_FREE_SILENCE_MS = 15_000;
/** Notices after which hands-free mode switches itself off: the microphone cannot be used. */
const HANDS_FREE_FATAL = new Set(["micDenied", "startFailed", "unsupported"]);

/** The answer being streamed: its entry in the log, its text so far, whether a missing browser voice was reported. */
interface Answer {
  id: number;
  reply: string;
  noVoiceShown: boolean;
}

/** The two ways an answer is heard: the server's voice (audio parts) or the browser's own. */
interface AudioOutput {
  player: AudioPlayer;
  voice: BrowserVoice;
}

/** Audio output that reports to the state machine; the audio has ended when neither source has anything left. */
function createAudioOutput(lang: Lang, playback: VoicePlayback | undefined, dispatch: (e: VoiceEvent) => void): AudioOutput {
  const started = () => dispatch({ type: "AUDIO_STARTED" });
  const ended = () => {
    if (!output.player.busy && !output.voice.busy) dispatch({ type: "AUDIO_ENDED" });
  };
  const output: AudioOutput = {
    player: new AudioPlayer({
      onStart: started,
      onIdle: ended,
      onProblem: (notice) => dispatch({ type: "AUDIO_FAILED", notice }),
    }),
    voice: new BrowserVoice(lang, { onStart: started, onIdle: ended }, playback),
  };
  return output;
}

/**
 * Wires the pure state machine (src/shared/voice/state-machine.ts) to the
 * browser: events from recognition, the chat stream and audio output go in;
 * the effects that come back start and stop them. The panel is remounted
 * for another persona or language, so one instance keeps one of each.
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
) {
  const [state, setState] = useState<VoiceState>(initialVoiceState);
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [serverMessage, setServerMessage] = useState<string>();
  const [conversationId, setConversationId] = useState<string>();
  /**
   * The help the server says to show: in view (careful mode, a worrying message, someone else in
   * danger) or one tap away (after careful mode stepped down). Once shown, no rating is asked for.
   */
  const [help, setHelp] = useState<{ view: Exclude<HelpView, "none">; resources: CrisisResourceView[] }>();
  /** The visitor ended the conversation: the rating is offered once, and the next step starts a new one. */
  const [ended, setEnded] = useState(false);
  const stateRef = useRef(state);
  const messagesRef = useRef(messages);
  const conversationRef = useRef<string | undefined>(undefined);
  const abortRef = useRef<AbortController | undefined>(undefined);
  const recognizerRef = useRef<Recognizer | undefined>(undefined);
  const outputRef = useRef<AudioOutput | undefined>(undefined);
  const nextId = useRef(1);
  /** The answer being streamed or spoken: barge-in marks it interrupted. */
  const answerIdRef = useRef<number | undefined>(undefined);
  /** Hands-free mode (off by default): voice activity detection takes turns instead of the button. */
  const [handsFree, setHandsFree] = useState(false);
  /** The detector is running: from now on the widget listens by itself. */
  const [detecting, setDetecting] = useState(false);
  const handsFreeRef = useRef(false);
  const vadRef = useRef<Vad | undefined>(undefined);
  /** Hands-free: the visitor has spoken in the current listening turn. */
  const heardRef = useRef(false);
  const dispatchRef = useRef<(e: VoiceEvent) => void>(() => {});
  const consentRef = useRef(transcriptConsent);
  consentRef.current = transcriptConsent;

  messagesRef.current = messages;

  const output = useCallback(
    (): AudioOutput => (outputRef.current ??= createAudioOutput(lang, playback, (e) => dispatchRef.current(e))),
    [lang, playback],
  );

  const stopAudio = useCallback(() => {
    outputRef.current?.player.stop();
    outputRef.current?.voice.cancel();
  }, []);

  const append = (entry: Omit<ChatEntry, "id">): number => {
    const id = nextId.current++;
    setMessages((m) => [...m, { ...entry, id }]);
    return id;
  };
  const update = (id: number, fn: (e: ChatEntry) => ChatEntry) => setMessages((m) => m.map((e) => (e.id === id ? fn(e) : e)));

  /** One event of the running answer: shown in its entry, spoken, and reported to the state machine. */
  const onChatEvent = useCallback(
    (answer: Answer, { event, data }: ChatStreamEvent) => {
      const dispatch = (e: VoiceEvent) => dispatchRef.current(e);
      const { player, voice } = output();
      /** Without a server voice the browser speaks; a missing browser voice is said once per answer. */
      const speakInBrowser = (speak: () => boolean) => {
        if (providers.serverVoice || speak() || answer.noVoiceShown) return;
        answer.noVoiceShown = true;
        dispatch({ type: "AUDIO_FAILED", notice: "noVoice" });
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
          dispatch({ type: "ANSWER_DELTA" });
          return speakInBrowser(() => voice.pushAnswer(data.delta));
        }
        case "replace":
          // The server withdrew what it had sent: the reply starts again.
          answer.reply = "";
          voice.startAnswer();
          stopAudio();
          return update(answer.id, (e) => ({ ...e, content: "" }));
        case "audio":
          // A piece's bytes as the provider delivers them; an event without `last` is a whole piece.
          return player.push(base64ToBytes(data.base64), data.mime, data.rate ?? 1, data.last ?? true);
        case "audio-error":
          player.end();
          return dispatch({ type: "AUDIO_FAILED", notice: noticeForErrorCode(data.code) ?? "unknownAudio" });
        case "error": {
          player.end();
          const reply = answer.reply;
          update(answer.id, (e) => ({ ...e, content: reply }));
          return dispatch({ type: "ANSWER_FAILED", notice: noticeForErrorCode(data.code) ?? "processingProblem" });
        }
        case "done":
          conversationRef.current = data.conversationId;
          setConversationId(data.conversationId);
          if (data.help !== "none" && data.resources.length > 0) setHelp({ view: data.help, resources: data.resources });
          update(answer.id, (e) => ({
            ...e,
            content: data.reply,
            sources: data.sources,
            crisis: data.crisis,
            risk: data.risk ?? undefined,
            resources: data.resources.length > 0 ? data.resources : undefined,
          }));
          speakInBrowser(() => voice.finishAnswer());
          player.end();
          return dispatch({ type: "STREAM_DONE", audioPending: player.busy || voice.busy });
      }
    },
    [providers.serverVoice, output, stopAudio],
  );

  const sendMessage = useCallback(
    async (text: string) => {
      setServerMessage(undefined);
      const history = messagesRef.current.map((m) => ({ role: m.role, content: historyContent(m, lang) }));
      append({ role: "user", content: text });
      const answer: Answer = { id: append({ role: "assistant", content: "" }), reply: "", noVoiceShown: false };
      answerIdRef.current = answer.id;
      const controller = new AbortController();
      abortRef.current = controller;
      output().voice.startAnswer();
      const request: ChatRequestInput = {
        persona: persona.slug,
        messages: [...history.slice(-HISTORY_TURNS), { role: "user", content: text }],
        voice: providers.serverVoice,
        conversationId: conversationRef.current,
        lang,
        transcriptConsent: consentRef.current(),
        embedOrigin,
      };
      try {
        for await (const event of streamChat(request, controller.signal)) onChatEvent(answer, event);
      } catch (err) {
        if (controller.signal.aborted) {
          // Stopped by the visitor: what was written stays, marked, and goes back to the model marked.
          update(answer.id, (e) => (e.content ? { ...e, interrupted: true } : e));
          return;
        }
        if (err instanceof ChatRefusedError) {
          // An error the page knows is shown in the page's language, by its code; any other as the server wrote it.
          const notice = noticeForErrorCode(err.body.code);
          const message = errorText(err.body, lang, "");
          if (!notice && message) setServerMessage(message);
          update(answer.id, (e) => ({ ...e, content: "" }));
          dispatchRef.current({ type: "ANSWER_FAILED", notice: notice ?? "processingProblem" });
        } else {
          // Unreachable server, or a stream that broke off.
          dispatchRef.current({ type: "ANSWER_FAILED", notice: "providerFailed" });
        }
      } finally {
        // A stream that broke off sends no more audio: what came plays out.
        output().player.end();
        setMessages((m) => m.filter((e) => !(e.id === answer.id && !e.content)));
      }
    },
    [persona.slug, providers.serverVoice, lang, output, onChatEvent, embedOrigin],
  );

  const speakGreeting = useCallback(async () => {
    const dispatch = (e: VoiceEvent) => dispatchRef.current(e);
    append({ role: "assistant", content: persona.greeting });
    const { player, voice } = output();
    if (!providers.serverVoice) {
      if (!voice.speak(persona.greeting)) dispatch({ type: "AUDIO_FAILED", notice: "noVoice" });
      return;
    }
    try {
      const greeting = await fetchGreetingAudio(persona.slug, lang);
      if (greeting.ok) player.enqueue(greeting.audio, greeting.rate);
      else dispatch({ type: "AUDIO_FAILED", notice: noticeForErrorCode(greeting.error.code) ?? "unknownAudio" });
    } catch {
      dispatch({ type: "AUDIO_FAILED", notice: "unknownAudio" });
    }
  }, [persona.greeting, persona.slug, providers.serverVoice, lang, output]);

  const runEffect = useCallback(
    (effect: VoiceEffect) => {
      switch (effect.type) {
        case "speakGreeting":
          return void speakGreeting();
        case "startListening":
          recognizerRef.current = startRecognition(lang, providers.serverStt, (e) => dispatchRef.current(e));
          return;
        case "stopListening":
          return recognizerRef.current?.stop();
        case "sendMessage":
          return void sendMessage(effect.text);
        case "abortAnswer":
          return abortRef.current?.abort();
        case "stopAudio":
          return stopAudio();
      }
    },
    [speakGreeting, lang, providers.serverStt, sendMessage, stopAudio],
  );

  const dispatch = useCallback(
    (event: VoiceEvent) => {
      const { state: next, effects } = transition(stateRef.current, event);
      stateRef.current = next;
      setState(next);
      if (event.type === "CLICK" || event.type === "SUBMIT_TEXT") setServerMessage(undefined);
      for (const effect of effects) runEffect(effect);
    },
    [runEffect],
  );
  dispatchRef.current = dispatch;

  /** Stops whatever runs: the answer's stream, listening, audio. */
  const halt = useCallback(() => {
    abortRef.current?.abort();
    recognizerRef.current?.abort();
    stopAudio();
  }, [stopAudio]);

  useEffect(() => halt, [halt]);

  /** Hands-free off: the detector releases the microphone; click-to-talk goes on as before. */
  const stopHandsFree = useCallback(() => {
    handsFreeRef.current = false;
    setHandsFree(false);
    setDetecting(false);
    vadRef.current?.stop();
    vadRef.current = undefined;
  }, []);

  /**
   * Barge-in: the visitor speaks while the coach answers. Playback and the
   * stream stop, and the answer is marked interrupted, on the page and in the
   * history the model gets next, also when its text was already complete.
   */
  const bargeIn = useCallback(() => {
    const id = answerIdRef.current;
    if (id !== undefined) update(id, (e) => (e.content ? { ...e, interrupted: true } : e));
    heardRef.current = true;
    dispatch({ type: "STOP" });
  }, [dispatch]);

  const onVoiceActivity = useCallback(
    (event: VadEvent) => {
      const current = stateRef.current;
      if (event === "speech-start") {
        if (current.phase === "listening") heardRef.current = true;
        else if (current.phase === "greeting") {
          heardRef.current = true;
          dispatch({ type: "CLICK" });
        } else if (isAnswerRunning(current)) bargeIn();
        return;
      }
      // The visitor stopped speaking: the turn ends as with a click.
      if (current.phase === "listening" && heardRef.current) {
        heardRef.current = false;
        dispatch({ type: "CLICK" });
      }
    },
    [dispatch, bargeIn],
  );

  /** Switches hands-free mode on: the detector is loaded only now, and the conversation opens if it was closed. */
  const startHandsFree = useCallback(async () => {
    handsFreeRef.current = true;
    setHandsFree(true);
    try {
      const { startVad } = await import("./vad");
      const vad = await startVad((e) => onVoiceActivity(e));
      if (!handsFreeRef.current) return vad.stop();
      vadRef.current = vad;
      // Only now: the effect that listens whenever the widget is idle needs the detector.
      setDetecting(true);
    } catch {
      stopHandsFree();
      dispatch({ type: "RECOGNITION_ERROR", code: "start-failed" });
      return;
    }
    if (stateRef.current.phase === "closed") dispatch({ type: "CLICK" });
  }, [dispatch, onVoiceActivity, stopHandsFree]);

  const toggleHandsFree = useCallback(
    (on: boolean) => (on ? void startHandsFree() : stopHandsFree()),
    [startHandsFree, stopHandsFree],
  );

  // Hands-free: listen again whenever the widget is idle (after the greeting, after an answer).
  useEffect(() => {
    if (!detecting || !vadRef.current) return;
    if (state.phase === "idle") {
      if (state.notice && HANDS_FREE_FATAL.has(state.notice)) return stopHandsFree();
      if (!vadRef.current.inSpeech) heardRef.current = false;
      dispatch({ type: "CLICK" });
      return;
    }
    if (state.phase !== "listening") return;
    // Nobody spoke for a while: drop that recording unsent and start a fresh one.
    const timer = setTimeout(() => {
      if (heardRef.current || stateRef.current.phase !== "listening") return;
      recognizerRef.current?.abort();
      dispatch({ type: "STOP" });
    }, HANDS_FREE_SILENCE_MS);
    return () => clearTimeout(timer);
  }, [detecting, state, dispatch, stopHandsFree]);

  useEffect(() => () => vadRef.current?.stop(), []);

  /** Ends the conversation: everything stops, the rating is offered (not after a crisis answer). */
  const endConversation = useCallback(() => {
    stopHandsFree();
    dispatch({ type: "STOP" });
    halt();
    setEnded(true);
  }, [dispatch, halt, stopHandsFree]);

  /** Starts over: an empty log, no conversation id, no careful mode, the greeting on the next click. */
  const newConversation = useCallback(() => {
    stopHandsFree();
    halt();
    abortRef.current = undefined;
    recognizerRef.current = undefined;
    conversationRef.current = undefined;
    stateRef.current = initialVoiceState;
    setState(initialVoiceState);
    setMessages([]);
    setConversationId(undefined);
    setHelp(undefined);
    setServerMessage(undefined);
    setEnded(false);
  }, [halt, stopHandsFree]);

  return {
    state,
    messages,
    serverMessage,
    conversationId,
    help,
    ended,
    dispatch,
    endConversation,
    newConversation,
    handsFree,
    toggleHandsFree,
  };
}
