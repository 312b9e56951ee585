import { useCallback, useEffect, useRef, useState } from "react";
import type { ProviderStatus, PublicPersona } from "#shared/app-services";
import { type Lang, LOCALES } from "#shared/i18n";
import {
  initialVoiceState,
  transition,
  type NoticeKey,
  type RecognitionErrorCode,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
} from "#shared/voice/state-machine";
import { speakablePhoneNumbers, type CrisisResourceView, type RiskLevel } from "#shared/safety";
import type { ChatCrisis, ChatDone } from "#shared/schemas/chat";
import { voiceTexts } from "#shared/voice/texts";
import { AudioPlayer, base64ToBlob } from "./audio-player";
import { SseParser } from "#shared/sse";

export interface ChatEntry {
  id: number;
  role: "user" | "assistant";
  content: string;
  sources?: { documentId: string; title: string }[];
  crisis?: boolean;
  /** For a crisis answer: its level and the numbers it names, shown as links. */
  risk?: RiskLevel;
  resources?: CrisisResourceView[];
}

interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => RecognitionLike;

function recognitionCtor(): RecognitionCtor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Server messages of spec section 8 mapped back to their notice, so both languages show. */
function noticeForServerMessage(message: string): NoticeKey | undefined {
  for (const lang of ["de", "en"] as const) {
    for (const key of ["providerFailed", "emptyReply", "emptyAudio", "unknownAudio", "textInvalid", "configMissing"] as const) {
      if (voiceTexts[lang][key] === message) return key;
    }
  }
  return undefined;
}

const SENTENCE = /[^.!?]+[.!?]+(\s|$)/g;

/**
 * Wires the pure state machine to the browser: speech recognition (or
 * recording + server transcription), the streaming chat call, audio playback
 * (server voice or the browser's own synthesis) and the stop control.
 */
export function useVoiceChat(persona: PublicPersona, providers: ProviderStatus, lang: Lang) {
  const [state, setState] = useState<VoiceState>(initialVoiceState);
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [serverMessage, setServerMessage] = useState<string>();
  const [conversationId, setConversationId] = useState<string>();
  /** Careful mode after a crisis answer: the help stays in view and there is no rating prompt. */
  const [help, setHelp] = useState<CrisisResourceView[]>();
  const phonesRef = useRef<string[]>([]);
  const stateRef = useRef(state);
  const messagesRef = useRef(messages);
  const conversationRef = useRef<string | undefined>(undefined);
  const abortRef = useRef<AbortController | undefined>(undefined);
  const recognitionRef = useRef<RecognitionLike | undefined>(undefined);
  const recorderRef = useRef<MediaRecorder | undefined>(undefined);
  const nextId = useRef(1);
  const spokenUpTo = useRef(0);
  const synthPending = useRef(0);
  const playerRef = useRef<AudioPlayer | undefined>(undefined);
  const dispatchRef = useRef<(e: VoiceEvent) => void>(() => {});

  messagesRef.current = messages;

  const player = () => {
    playerRef.current ??= new AudioPlayer({
      onStart: () => dispatchRef.current({ type: "AUDIO_STARTED" }),
      onIdle: () => {
        if (synthPending.current === 0) dispatchRef.current({ type: "AUDIO_ENDED" });
      },
      onProblem: (p) => dispatchRef.current({ type: "AUDIO_FAILED", notice: p }),
    });
    return playerRef.current;
  };

  const browserVoice = useCallback((): SpeechSynthesisVoice | undefined => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return undefined;
    return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang));
  }, [lang]);

  /** Speaks with the browser's synthesis when there is no server voice (decisions.md section 5). */
  const speakInBrowser = useCallback(
    (text: string): boolean => {
      const voice = browserVoice();
      if (!voice) return false;
      // Numbers are spelled digit by digit, so a person in crisis can dial what they hear.
      const u = new SpeechSynthesisUtterance(speakablePhoneNumbers(text, lang, phonesRef.current));
      u.voice = voice;
      u.lang = voice.lang;
      synthPending.current++;
      u.onstart = () => dispatchRef.current({ type: "AUDIO_STARTED" });
      const finished = () => {
        synthPending.current = Math.max(0, synthPending.current - 1);
        if (synthPending.current === 0 && !playerRef.current?.busy) dispatchRef.current({ type: "AUDIO_ENDED" });
      };
      u.onend = finished;
      u.onerror = finished;
      window.speechSynthesis.speak(u);
      return true;
    },
    [browserVoice, lang],
  );

  const stopAudio = useCallback(() => {
    playerRef.current?.stop();
    synthPending.current = 0;
    if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
  }, []);

  const append = (entry: Omit<ChatEntry, "id">): number => {
    const id = nextId.current++;
    setMessages((m) => [...m, { ...entry, id }]);
    return id;
  };
  const update = (id: number, fn: (e: ChatEntry) => ChatEntry) => setMessages((m) => m.map((e) => (e.id === id ? fn(e) : e)));

  const sendMessage = useCallback(
    async (text: string) => {
      setServerMessage(undefined);
      // Crisis answers stay in the history: the server reads the recent turns, not only the last one.
      const history = messagesRef.current.map((m) => ({ role: m.role, content: m.content }));
      append({ role: "user", content: text });
      const answerId = append({ role: "assistant", content: "" });
      const controller = new AbortController();
      abortRef.current = controller;
      spokenUpTo.current = 0;
      let reply = "";
      let noVoiceShown = false;
      const speakNewSentences = (final: boolean) => {
        if (providers.serverVoice) return;
        const rest = reply.slice(spokenUpTo.current);
        const parts = final ? [rest] : (rest.match(SENTENCE) ?? []);
        for (const part of parts) {
          spokenUpTo.current += part.length;
          if (!part.trim()) continue;
          if (!speakInBrowser(part.trim()) && !noVoiceShown) {
            noVoiceShown = true;
            dispatchRef.current({ type: "AUDIO_FAILED", notice: "noVoice" });
          }
        }
      };
      try {
        const res = await fetch("/api/chat", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "text/event-stream" },
          body: JSON.stringify({
            persona: persona.slug,
            messages: [...history.slice(-10), { role: "user", content: text }],
            voice: providers.serverVoice,
            conversationId: conversationRef.current,
            lang,
          }),
          signal: controller.signal,
        });
        if (!res.ok || !res.body) {
          const body = (await res.json().catch(() => ({}))) as { error?: string };
          const notice = body.error ? noticeForServerMessage(body.error) : undefined;
          if (!notice && body.error) setServerMessage(body.error);
          update(answerId, (e) => ({ ...e, content: "" }));
          dispatchRef.current({ type: "ANSWER_FAILED", notice: notice ?? "processingProblem" });
          return;
        }
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new SseParser();
        let finished = false;
        while (!finished) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const ev of parser.push(value)) {
            const data = JSON.parse(ev.data) as Record<string, unknown>;
            if (ev.event === "text") {
              reply += String(data.delta ?? "");
              update(answerId, (e) => ({ ...e, content: reply }));
              dispatchRef.current({ type: "ANSWER_DELTA" });
              speakNewSentences(false);
            } else if (ev.event === "crisis") {
              const crisis = data as unknown as ChatCrisis;
              phonesRef.current = crisis.resources.flatMap((r) => r.phones);
              update(answerId, (e) => ({ ...e, crisis: true, risk: crisis.risk, resources: crisis.resources }));
            } else if (ev.event === "replace") {
              // The server withdrew what it had sent: the reply starts again.
              reply = "";
              spokenUpTo.current = 0;
              stopAudio();
              update(answerId, (e) => ({ ...e, content: "" }));
            } else if (ev.event === "audio") {
              player().enqueue(base64ToBlob(String(data.base64), String(data.mime)), Number(data.pitch ?? 1), Number(data.speed ?? 1));
            } else if (ev.event === "audio-error") {
              const message = String(data.message ?? "");
              dispatchRef.current({ type: "AUDIO_FAILED", notice: noticeForServerMessage(message) ?? "unknownAudio" });
            } else if (ev.event === "error") {
              const message = String(data.message ?? "");
              update(answerId, (e) => ({ ...e, content: reply }));
              dispatchRef.current({ type: "ANSWER_FAILED", notice: noticeForServerMessage(message) ?? "processingProblem" });
              finished = true;
            } else if (ev.event === "done") {
              const done = data as unknown as ChatDone;
              conversationRef.current = done.conversationId;
              setConversationId(done.conversationId);
              if (done.careful) setHelp(done.resources);
              update(answerId, (e) => ({
                ...e,
                content: done.reply,
                sources: done.sources,
                crisis: done.crisis,
                risk: done.risk ?? undefined,
                resources: done.crisis ? done.resources : undefined,
              }));
              speakNewSentences(true);
              dispatchRef.current({ type: "STREAM_DONE", audioPending: Boolean(playerRef.current?.busy) || synthPending.current > 0 });
              finished = true;
            }
          }
        }
        if (!finished && !controller.signal.aborted) dispatchRef.current({ type: "ANSWER_FAILED", notice: "providerFailed" });
      } catch (err) {
        if (controller.signal.aborted) return;
        void err;
        dispatchRef.current({ type: "ANSWER_FAILED", notice: "providerFailed" });
      } finally {
        setMessages((m) => m.filter((e) => !(e.id === answerId && !e.content)));
      }
    },
    [persona.slug, providers.serverVoice, lang, speakInBrowser, stopAudio],
  );

  const speakGreeting = useCallback(async () => {
    append({ role: "assistant", content: persona.greeting });
    if (providers.serverVoice) {
      try {
        const res = await fetch("/api/tts", {
          method: "POST",
          // The server's messages (a used-up budget) come in the page's language.
          headers: { "content-type": "application/json", "content-language": lang },
          body: JSON.stringify({ persona: persona.slug, greeting: true }),
        });
        if (!res.ok) {
          const body = (await res.json().catch(() => ({}))) as { error?: string };
          dispatchRef.current({ type: "AUDIO_FAILED", notice: (body.error && noticeForServerMessage(body.error)) || "unknownAudio" });
          return;
        }
        const pitch = Number(res.headers.get("x-voice-pitch") ?? 1);
        player().enqueue(await res.blob(), pitch);
      } catch {
        dispatchRef.current({ type: "AUDIO_FAILED", notice: "unknownAudio" });
      }
    } else if (!speakInBrowser(persona.greeting)) {
      dispatchRef.current({ type: "AUDIO_FAILED", notice: "noVoice" });
    }
  }, [persona.greeting, persona.slug, providers.serverVoice, speakInBrowser, lang]);

  const startListening = useCallback(() => {
    const Ctor = recognitionCtor();
    if (Ctor) {
      const rec = new Ctor();
      rec.lang = LOCALES[lang].tag;
      rec.continuous = false; // single utterance (spec section 9)
      rec.interimResults = true;
      rec.onresult = (e) => {
        let interim = "";
        let final = "";
        for (let i = e.resultIndex; i < e.results.length; i++) {
          const r = e.results[i]!;
          if (r.isFinal) final += r[0]!.transcript;
          else interim += r[0]!.transcript;
        }
        if (final) dispatchRef.current({ type: "RECOGNITION_FINAL", text: final });
        else dispatchRef.current({ type: "RECOGNITION_INTERIM", text: interim });
      };
      rec.onerror = (e) => {
        const known: RecognitionErrorCode[] = ["not-allowed", "service-not-allowed", "no-speech", "aborted", "network"];
        dispatchRef.current({ type: "RECOGNITION_ERROR", code: known.includes(e.error as RecognitionErrorCode) ? (e.error as RecognitionErrorCode) : "other" });
      };
      rec.onend = () => dispatchRef.current({ type: "RECOGNITION_END" });
      recognitionRef.current = rec;
      try {
        rec.start();
      } catch {
        dispatchRef.current({ type: "RECOGNITION_ERROR", code: "start-failed" });
      }
      return;
    }
    if (providers.serverStt && typeof MediaRecorder !== "undefined" && navigator.mediaDevices?.getUserMedia) {
      navigator.mediaDevices.getUserMedia({ audio: true }).then(
        (stream) => {
          const recorder = new MediaRecorder(stream);
          const chunks: Blob[] = [];
          recorder.ondataavailable = (e) => chunks.push(e.data);
          recorder.onstop = async () => {
            stream.getTracks().forEach((t) => t.stop());
            const blob = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
            try {
              const res = await fetch("/api/stt", { method: "POST", headers: { "content-type": blob.type, "content-language": lang }, body: blob });
              const body = (await res.json()) as { text?: string };
              dispatchRef.current({ type: "RECOGNITION_FINAL", text: res.ok ? (body.text ?? "") : "" });
            } catch {
              dispatchRef.current({ type: "RECOGNITION_ERROR", code: "network" });
              return;
            }
            dispatchRef.current({ type: "RECOGNITION_END" });
          };
          recorderRef.current = recorder;
          recorder.start();
        },
        (err: unknown) =>
          dispatchRef.current({ type: "RECOGNITION_ERROR", code: err instanceof DOMException && err.name === "NotAllowedError" ? "not-allowed" : "start-failed" }),
      );
      return;
    }
    dispatchRef.current({ type: "RECOGNITION_ERROR", code: "unsupported" });
  }, [lang, providers.serverStt]);

  const stopListening = useCallback(() => {
    recognitionRef.current?.stop();
    if (recorderRef.current?.state === "recording") recorderRef.current.stop();
  }, []);

  const runEffect = useCallback(
    (effect: VoiceEffect) => {
      switch (effect.type) {
        case "speakGreeting":
          return void speakGreeting();
        case "startListening":
          return startListening();
        case "stopListening":
          return stopListening();
        case "sendMessage":
          return void sendMessage(effect.text);
        case "abortAnswer":
          abortRef.current?.abort();
          return;
        case "stopAudio":
          return stopAudio();
      }
    },
    [speakGreeting, startListening, stopListening, sendMessage, stopAudio],
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

  useEffect(
    () => () => {
      abortRef.current?.abort();
      recognitionRef.current?.abort();
      stopAudio();
    },
    [stopAudio],
  );

  return { state, messages, serverMessage, conversationId, help, dispatch };
}
