import type { Lang } from "../routes";
import { voiceText, type VoiceTextKey } from "./texts";

/**
 * The voice widget of spec section 4 as a pure state machine: the UI sends
 * events, gets the next state and a list of effects to carry out (start the
 * recogniser, send a message, stop audio ...). No DOM here, so every rule is
 * unit-tested.
 */
export type VoicePhase =
  /** The widget has not been opened yet. */
  | "closed"
  /** Open and waiting ('Bereit zum Aufnehmen'). */
  | "idle"
  /** The recogniser is listening ('Aufnahme läuft...'). */
  | "listening"
  /** The visitor clicked to stop; the recogniser delivers its last result ('Aufnahme gestoppt'). */
  | "stopped"
  /** The message was sent; no answer yet ('Verarbeite Anfrage...'). */
  | "processing"
  /** The answer is streaming in ('{name} antwortet...'). */
  | "answering"
  /** The answer is being spoken ('{name} spricht...'). */
  | "speaking";

export type NoticeKey = Extract<
  VoiceTextKey,
  | "micDenied"
  | "noSpeech"
  | "startFailed"
  | "unsupported"
  | "processingProblem"
  | "providerFailed"
  | "emptyReply"
  | "playbackError"
  | "autoplayBlocked"
  | "emptyAudio"
  | "unknownAudio"
  | "textInvalid"
  | "configMissing"
  | "noVoice"
>;

export interface VoiceState {
  phase: VoicePhase;
  /** Interim recognition text, shown while the visitor speaks. */
  interim: string;
  /** The last problem to show, if any; cleared by the next action. */
  notice?: NoticeKey;
  /** Whether the answer's text stream has ended (audio may still play). */
  streamDone: boolean;
}

export type RecognitionErrorCode = "not-allowed" | "service-not-allowed" | "no-speech" | "start-failed" | "unsupported" | "aborted" | "network" | "other";

export type VoiceEvent =
  /** The main voice button. */
  | { type: "CLICK" }
  /** The separate stop control (decisions.md section 5). */
  | { type: "STOP" }
  | { type: "RECOGNITION_INTERIM"; text: string }
  | { type: "RECOGNITION_FINAL"; text: string }
  /** The recogniser ended (end of speech or after a stop). */
  | { type: "RECOGNITION_END" }
  | { type: "RECOGNITION_ERROR"; code: RecognitionErrorCode }
  /** Typed input; blank text is ignored. */
  | { type: "SUBMIT_TEXT"; text: string }
  /** The first text of the answer arrived. */
  | { type: "ANSWER_DELTA" }
  /** Audio of the answer started playing. */
  | { type: "AUDIO_STARTED" }
  /** The text stream ended; `audioPending` when audio is still queued or playing. */
  | { type: "STREAM_DONE"; audioPending: boolean }
  /** Every queued audio part has been played. */
  | { type: "AUDIO_ENDED" }
  | { type: "ANSWER_FAILED"; notice: NoticeKey }
  /** Audio could not be played (the text answer stays). */
  | { type: "AUDIO_FAILED"; notice: NoticeKey };

export type VoiceEffect =
  | { type: "speakGreeting" }
  | { type: "startListening" }
  | { type: "stopListening" }
  | { type: "sendMessage"; text: string }
  | { type: "abortAnswer" }
  | { type: "stopAudio" };

export interface Transition {
  state: VoiceState;
  effects: VoiceEffect[];
}

export const initialVoiceState: VoiceState = { phase: "closed", interim: "", streamDone: false };

const NOTICE_BY_CODE: Record<RecognitionErrorCode, NoticeKey | undefined> = {
  "not-allowed": "micDenied",
  "service-not-allowed": "micDenied",
  "no-speech": "noSpeech",
  "start-failed": "startFailed",
  unsupported: "unsupported",
  aborted: undefined,
  network: "processingProblem",
  other: "processingProblem",
};

const same = (state: VoiceState): Transition => ({ state, effects: [] });

function send(state: VoiceState, text: string, extra: VoiceEffect[] = []): Transition {
  return {
    state: { phase: "processing", interim: "", streamDone: false, notice: undefined },
    effects: [...extra, { type: "sendMessage", text }],
  };
}

function toIdle(notice?: NoticeKey): VoiceState {
  return { phase: "idle", interim: "", streamDone: false, notice };
}

export function transition(state: VoiceState, event: VoiceEvent): Transition {
  const { phase } = state;
  switch (event.type) {
    case "CLICK":
      if (phase === "closed") return { state: toIdle(), effects: [{ type: "speakGreeting" }] };
      // A second click starts listening; a greeting still playing stops.
      if (phase === "idle") return { state: { ...toIdle(), phase: "listening" }, effects: [{ type: "stopAudio" }, { type: "startListening" }] };
      if (phase === "listening") return { state: { ...state, phase: "stopped" }, effects: [{ type: "stopListening" }] };
      // A click while processing or speaking does nothing (spec section 4).
      return same(state);

    case "STOP":
      if (phase === "processing" || phase === "answering" || phase === "speaking") {
        return { state: toIdle(), effects: [{ type: "abortAnswer" }, { type: "stopAudio" }] };
      }
      if (phase === "listening") return { state: toIdle(), effects: [{ type: "stopListening" }] };
      return same(state);

    case "RECOGNITION_INTERIM":
      return phase === "listening" || phase === "stopped" ? same({ ...state, interim: event.text }) : same(state);

    case "RECOGNITION_FINAL":
      if (phase !== "listening" && phase !== "stopped") return same(state);
      // Recognised speech with non-empty text is sent automatically.
      if (event.text.trim()) return send(state, event.text.trim());
      return same({ ...state, interim: "" });

    case "RECOGNITION_END":
      if (phase !== "listening" && phase !== "stopped") return same(state);
      if (state.interim.trim()) return send(state, state.interim.trim());
      return same(toIdle("noSpeech"));

    case "RECOGNITION_ERROR": {
      if (phase !== "listening" && phase !== "stopped" && phase !== "idle") return same(state);
      const notice = NOTICE_BY_CODE[event.code];
      if (event.code === "aborted") return same(toIdle(state.notice));
      return same(toIdle(notice));
    }

    case "SUBMIT_TEXT": {
      const text = event.text.trim();
      if (!text) return same(state);
      if (phase === "closed" || phase === "idle") return send(state, text, phase === "idle" ? [{ type: "stopAudio" }] : []);
      if (phase === "listening" || phase === "stopped") return send(state, text, [{ type: "stopListening" }]);
      return same(state);
    }

    case "ANSWER_DELTA":
      return phase === "processing" ? same({ ...state, phase: "answering" }) : same(state);

    case "AUDIO_STARTED":
      if (phase === "processing" || phase === "answering") return same({ ...state, phase: "speaking" });
      return same(state);

    case "STREAM_DONE":
      if (phase !== "processing" && phase !== "answering" && phase !== "speaking") return same(state);
      if (event.audioPending) return same({ ...state, phase: phase === "speaking" ? "speaking" : "answering", streamDone: true });
      return same(toIdle(state.notice));

    case "AUDIO_ENDED":
      if ((phase === "speaking" || phase === "answering") && state.streamDone) return same(toIdle(state.notice));
      if (phase === "speaking") return same({ ...state, phase: "answering" });
      return same(state);

    case "ANSWER_FAILED":
      if (phase !== "processing" && phase !== "answering" && phase !== "speaking") return same(state);
      return { state: toIdle(event.notice), effects: [{ type: "stopAudio" }] };

    case "AUDIO_FAILED":
      if (phase === "speaking" || phase === "answering" || phase === "processing") {
        return state.streamDone ? same(toIdle(event.notice)) : same({ ...state, phase: phase === "speaking" ? "answering" : phase, notice: event.notice });
      }
      if (phase === "idle") return same({ ...state, notice: event.notice });
      return same(state);
  }
}

export function statusText(state: VoiceState, lang: Lang, name: string): string {
  switch (state.phase) {
    case "closed":
      return voiceText(lang, "statusClosed", name);
    case "idle":
      return voiceText(lang, "statusReady", name);
    case "listening":
      return voiceText(lang, "statusListening", name);
    case "stopped":
      return voiceText(lang, "statusStopped", name);
    case "processing":
      return voiceText(lang, "statusProcessing", name);
    case "answering":
      return voiceText(lang, "statusAnswering", name);
    case "speaking":
      return voiceText(lang, "statusSpeaking", name);
  }
}

export type ButtonTone = "purple-pink" | "blue-purple" | "red" | "green";

/** Colour and accessible label of the voice button (spec section 4). */
export function buttonAppearance(state: VoiceState, lang: Lang, name: string): { tone: ButtonTone; label: string } {
  switch (state.phase) {
    case "closed":
      return { tone: "purple-pink", label: voiceText(lang, "labelClosed", name) };
    case "idle":
      return { tone: "blue-purple", label: voiceText(lang, "labelIdle", name) };
    case "listening":
    case "stopped":
      return { tone: "red", label: voiceText(lang, "labelListening", name) };
    case "processing":
      return { tone: "blue-purple", label: voiceText(lang, "labelProcessing", name) };
    case "answering":
    case "speaking":
      return { tone: "green", label: voiceText(lang, "labelSpeaking", name) };
  }
}
