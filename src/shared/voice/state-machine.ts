import type { ErrorCode } from "../contracts/errors";
import type { Lang } from "../i18n";
import { voiceText, type VoiceTextKey } from "./texts";

/**
 * The voice widget (docs/product.md, "Voice chat") as a pure state machine.
 *
 * The UI reports what happened (an event) and gets back the next state plus a
 * list of effects to carry out (start the recogniser, send a message, stop
 * the audio ...). Keeping the rules here, free of DOM, React and timing,
 * means every rule of the widget is unit-tested, and the browser code is only
 * plumbing: it never decides what a click means.
 *
 * Conventions:
 * - `transition` is total: every event is accepted in every state. An event
 *   that does not apply (a late recogniser callback, a double click, audio
 *   ending after the visitor pressed stop) returns the very same state object
 *   and no effects, so stray browser callbacks are harmless and React skips
 *   the re-render.
 * - What the visitor should read is state (`notice`), not an effect, so the
 *   UI renders it from state alone and it disappears with the next action.
 */

/**
 * Where the widget is. The answer is split in two because the status line
 * reads differently while its text streams and while its audio plays.
 */
export type VoicePhase =
  /** Not opened yet; the first click opens it and triggers the greeting. */
  | "closed"
  /** Just opened; the greeting is being spoken. Looks and reads like idle ('Bereit zum Aufnehmen'). */
  | "greeting"
  /** Open and waiting ('Bereit zum Aufnehmen'), possibly with a notice from the last turn. */
  | "idle"
  /** The recogniser is listening ('Aufnahme läuft...'). */
  | "listening"
  /** The visitor clicked to stop; the recogniser still delivers its last result ('Aufnahme gestoppt'). */
  | "stopped"
  /** The message was sent and nothing has come back yet ('Verarbeite Anfrage...'). */
  | "processing"
  /** The answer's text is streaming in, no audio playing ('{name} antwortet...'). */
  | "answering"
  /** The answer's audio is playing ('{name} spricht...'). */
  | "speaking";

/**
 * Texts the widget may show as a notice: the error messages plus the
 * informative "no voice" note. A subset of the text keys, so a notice can
 * never point at a status or label text.
 */
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
  | "speechHourLimit"
  | "speechDayLimit"
  | "noVoice"
>;

/** Every notice key, for tests and for UIs that map server messages back to keys. */
export const NOTICE_KEYS = [
  "micDenied",
  "noSpeech",
  "startFailed",
  "unsupported",
  "processingProblem",
  "providerFailed",
  "emptyReply",
  "playbackError",
  "autoplayBlocked",
  "emptyAudio",
  "unknownAudio",
  "textInvalid",
  "configMissing",
  "speechHourLimit",
  "speechDayLimit",
  "noVoice",
] as const satisfies readonly NoticeKey[];

/** The notices that stand for a server error, by the error's code. */
const NOTICE_FOR_CODE: Partial<Record<ErrorCode, NoticeKey>> = {
  "chat-provider-failed": "providerFailed",
  "chat-empty-reply": "emptyReply",
  "tts-empty-audio": "emptyAudio",
  "tts-failed": "unknownAudio",
  "tts-invalid-text": "textInvalid",
  "tts-not-configured": "configMissing",
  "tts-client-limit": "speechHourLimit",
  "tts-daily-limit": "speechDayLimit",
};

/** The notice a server error stands for; undefined for codes the widget has no notice for. */
export function noticeForErrorCode(code: ErrorCode | undefined): NoticeKey | undefined {
  return code === undefined ? undefined : NOTICE_FOR_CODE[code];
}

/**
 * The widget's state, discriminated by `phase`.
 *
 * Every variant carries `interim` and `notice` so the UI can read them
 * without narrowing, but the types pin down when they can hold something:
 * - `interim` (the words recognised so far, shown while the visitor speaks)
 *   is only non-empty while the recogniser runs; everywhere else it is `""`.
 * - `notice` is only set in phases that follow an action whose outcome the
 *   visitor must learn about (idle, and the answer phases, where an audio
 *   problem must not end the text answer). Starting to listen or opening the
 *   widget always clears it, because the visitor has moved on.
 * - `streamDone` exists only while the answer runs: once the text stream has
 *   ended, the end of the audio is the end of the answer.
 */
export type VoiceState =
  | { phase: "closed"; interim: ""; notice?: undefined }
  | { phase: "greeting"; interim: ""; notice?: undefined }
  | { phase: "idle"; interim: ""; notice?: NoticeKey }
  | { phase: "listening"; interim: string; notice?: undefined }
  | { phase: "stopped"; interim: string; notice?: undefined }
  | { phase: "processing"; interim: ""; notice?: NoticeKey }
  | { phase: "answering" | "speaking"; interim: ""; notice?: NoticeKey; streamDone: boolean };

/**
 * Why the recogniser failed. The browser's SpeechRecognition error codes,
 * plus 'start-failed' (start() threw or the microphone stream could not be
 * opened) and 'unsupported' (no recogniser and no server transcription), which
 * the UI reports itself. Unknown browser codes map to 'other'.
 */
export type RecognitionErrorCode =
  | "not-allowed"
  | "service-not-allowed"
  | "no-speech"
  | "audio-capture"
  | "language-not-supported"
  | "start-failed"
  | "unsupported"
  | "aborted"
  | "network"
  | "other";

export type VoiceEvent =
  /** The main voice button. */
  | { type: "CLICK" }
  /** The separate stop control: ends the answer (or the greeting, or listening) at once. */
  | { type: "STOP" }
  /** Words recognised so far; replaces the interim text. */
  | { type: "RECOGNITION_INTERIM"; text: string }
  /** The recogniser's final text for the utterance (may be blank). */
  | { type: "RECOGNITION_FINAL"; text: string }
  /** The recogniser ended (end of speech, or after a stop). */
  | { type: "RECOGNITION_END" }
  | { type: "RECOGNITION_ERROR"; code: RecognitionErrorCode }
  /** Typed input (Enter or the send button); blank text is ignored. */
  | { type: "SUBMIT_TEXT"; text: string }
  /** A piece of the answer's text arrived. */
  | { type: "ANSWER_DELTA" }
  /** Audio started playing (the answer's, or the greeting's). */
  | { type: "AUDIO_STARTED" }
  /**
   * The answer's text stream ended. `audioPending`: audio is still queued or
   * playing, so the answer ends with AUDIO_ENDED. `reply`, when the UI passes
   * it, is the complete answer; a blank one shows the empty-reply message.
   */
  | { type: "STREAM_DONE"; audioPending: boolean; reply?: string }
  /** Every queued audio part has been played (the answer's, or the greeting's). */
  | { type: "AUDIO_ENDED" }
  /** The answer failed (network, provider, server message); `notice` says what to show. */
  | { type: "ANSWER_FAILED"; notice: NoticeKey }
  /** Audio could not be produced or played (e.g. 'playbackError', 'autoplayBlocked'); the text answer stays. */
  | { type: "AUDIO_FAILED"; notice: NoticeKey };

/** Work for the UI to do after a transition, in the order given. */
export type VoiceEffect =
  /** Speak the persona's greeting (the UI knows the persona's greeting text and voice). */
  | { type: "speakGreeting" }
  | { type: "startListening" }
  /** Stop the recogniser; it still delivers its last result, which the machine decides about. */
  | { type: "stopListening" }
  /** Send the (trimmed, non-empty) text to the chat. */
  | { type: "sendMessage"; text: string }
  /** Abort the running chat request, so the server stops its provider calls too. */
  | { type: "abortAnswer" }
  /** Silence everything: queued and playing audio, and the browser's speech synthesis. */
  | { type: "stopAudio" };

export interface Transition {
  state: VoiceState;
  effects: VoiceEffect[];
}

export const initialVoiceState: VoiceState = { phase: "closed", interim: "" };

/** Whether an answer is running: the UI shows the stop control then, and the voice button does nothing. */
export function isAnswerRunning(state: VoiceState): boolean {
  return state.phase === "processing" || state.phase === "answering" || state.phase === "speaking";
}

/**
 * Recognition errors and what the visitor reads. `undefined`: nothing to say,
 * because 'aborted' only happens when we ended recognition on purpose.
 * 'audio-capture' (no usable microphone), 'language-not-supported' and a
 * speech service that is blocked or offline ('service-not-allowed', 'network')
 * get the retry-or-type note: typing is the way forward in all of them.
 */
const NOTICE_BY_RECOGNITION_ERROR: Record<RecognitionErrorCode, NoticeKey | undefined> = {
  "not-allowed": "micDenied",
  "service-not-allowed": "startFailed",
  "no-speech": "noSpeech",
  "audio-capture": "startFailed",
  "language-not-supported": "startFailed",
  "start-failed": "startFailed",
  unsupported: "unsupported",
  aborted: undefined,
  network: "startFailed",
  other: "processingProblem",
};

const unchanged = (state: VoiceState): Transition => ({ state, effects: [] });

const idle = (notice?: NoticeKey): VoiceState =>
  notice ? { phase: "idle", interim: "", notice } : { phase: "idle", interim: "" };

/** Sending always starts a fresh answer: old interim text and notices go. */
const sending = (text: string, before: VoiceEffect[] = []): Transition => ({
  state: { phase: "processing", interim: "" },
  effects: [...before, { type: "sendMessage", text }],
});

/** Keeps a notice only if there is one, so states compare equal with and without an explicit `undefined`. */
function withNotice<S extends VoiceState>(state: S, notice: NoticeKey | undefined): S {
  if (notice) return { ...state, notice };
  const { notice: _dropped, ...rest } = state;
  return rest as S;
}

/** Typed input (non-blank, trimmed) is sent from any phase; what runs is ended first. */
function submitTyped(state: VoiceState, text: string): Transition {
  switch (state.phase) {
    case "closed":
    case "idle":
      return sending(text);
    case "greeting":
      return sending(text, [{ type: "stopAudio" }]);
    case "listening":
    case "stopped":
      // Typing wins over talking; the recogniser's late result is dropped.
      return sending(text, [{ type: "stopListening" }]);
    case "processing":
    case "answering":
    case "speaking":
      // The visitor has moved on: end the old answer rather than lose what
      // they typed (the UI clears the box on submit).
      return sending(text, [{ type: "abortAnswer" }, { type: "stopAudio" }]);
  }
}

/** The next state and effects for one event. Pure: never mutates `state`. */
export function transition(state: VoiceState, event: VoiceEvent): Transition {
  switch (event.type) {
    case "CLICK":
      switch (state.phase) {
        case "closed":
          // First click: open and greet.
          return { state: { phase: "greeting", interim: "" }, effects: [{ type: "speakGreeting" }] };
        case "greeting":
          // The visitor wants to talk now; the greeting must not talk over them.
          return { state: { phase: "listening", interim: "" }, effects: [{ type: "stopAudio" }, { type: "startListening" }] };
        case "idle":
          return { state: { phase: "listening", interim: "" }, effects: [{ type: "startListening" }] };
        case "listening":
          // 'Aufnahme gestoppt': the recogniser still hands over what it heard.
          return { state: { phase: "stopped", interim: state.interim }, effects: [{ type: "stopListening" }] };
        default:
          // Stopped, processing, answering, speaking: a click does nothing;
          // the separate stop control ends an answer.
          return unchanged(state);
      }

    case "STOP":
      switch (state.phase) {
        case "processing":
        case "answering":
        case "speaking":
          return { state: idle(), effects: [{ type: "abortAnswer" }, { type: "stopAudio" }] };
        case "greeting":
          return { state: idle(), effects: [{ type: "stopAudio" }] };
        case "listening":
        case "stopped":
          // Cancel: whatever the recogniser still delivers arrives in idle and is dropped.
          return { state: idle(), effects: [{ type: "stopListening" }] };
        default:
          return unchanged(state);
      }

    case "RECOGNITION_INTERIM":
      if (state.phase !== "listening" && state.phase !== "stopped") return unchanged(state);
      if (state.interim === event.text) return unchanged(state);
      return unchanged({ ...state, interim: event.text });

    case "RECOGNITION_FINAL": {
      if (state.phase !== "listening" && state.phase !== "stopped") return unchanged(state);
      const text = event.text.trim();
      // Recognised speech with non-empty text is sent automatically.
      // While still listening, the microphone is released at once.
      if (text) return sending(text, state.phase === "listening" ? [{ type: "stopListening" }] : []);
      // Blank: forget the interim words; RECOGNITION_END then reports no speech.
      return state.interim === "" ? unchanged(state) : unchanged({ ...state, interim: "" });
    }

    case "RECOGNITION_END": {
      if (state.phase !== "listening" && state.phase !== "stopped") return unchanged(state);
      // Some recognisers end without a final result; what was heard still counts.
      const text = state.interim.trim();
      if (text) return sending(text);
      return unchanged(idle("noSpeech"));
    }

    case "RECOGNITION_ERROR":
      if (state.phase !== "listening" && state.phase !== "stopped") return unchanged(state);
      return unchanged(idle(NOTICE_BY_RECOGNITION_ERROR[event.code]));

    case "SUBMIT_TEXT": {
      const text = event.text.trim();
      // Blank typed input is ignored.
      return text ? submitTyped(state, text) : unchanged(state);
    }

    case "ANSWER_DELTA":
      return state.phase === "processing"
        ? unchanged(withNotice({ phase: "answering", interim: "", streamDone: false }, state.notice))
        : unchanged(state);

    case "AUDIO_STARTED":
      if (state.phase === "processing")
        return unchanged(withNotice({ phase: "speaking", interim: "", streamDone: false }, state.notice));
      if (state.phase === "answering") return unchanged({ ...state, phase: "speaking" });
      return unchanged(state);

    case "STREAM_DONE": {
      if (state.phase !== "processing" && state.phase !== "answering" && state.phase !== "speaking") return unchanged(state);
      // A blank answer: the empty-reply message.
      if (event.reply !== undefined && !event.reply.trim()) return unchanged(idle("emptyReply"));
      if (!event.audioPending) return unchanged(idle(state.notice));
      const phase = state.phase === "speaking" ? "speaking" : "answering";
      return unchanged(withNotice({ phase, interim: "", streamDone: true }, state.notice));
    }

    case "AUDIO_ENDED":
      switch (state.phase) {
        case "greeting":
          return unchanged(idle());
        case "answering":
        case "speaking":
          // Once the text is complete, the end of the audio is the end of the answer.
          if (state.streamDone) return unchanged(idle(state.notice));
          // A gap between sentences: the text is still coming.
          return state.phase === "speaking" ? unchanged({ ...state, phase: "answering" }) : unchanged(state);
        default:
          return unchanged(state);
      }

    case "ANSWER_FAILED":
      if (state.phase !== "processing" && state.phase !== "answering" && state.phase !== "speaking") return unchanged(state);
      // Whatever was already spoken of a failed answer must not go on.
      return { state: idle(event.notice), effects: [{ type: "stopAudio" }] };

    case "AUDIO_FAILED":
      switch (state.phase) {
        case "greeting":
          return unchanged(idle(event.notice));
        case "idle":
          // Audio that failed after the answer ended: still worth telling.
          return unchanged(idle(event.notice));
        case "processing":
          return unchanged({ ...state, notice: event.notice });
        case "answering":
        case "speaking":
          // The text answer goes on; only the voice is gone.
          if (state.streamDone) return unchanged(idle(event.notice));
          return unchanged({ ...state, phase: "answering", notice: event.notice });
        default:
          return unchanged(state);
      }
  }
}

/** Runs several events in order; handy for tests and for replaying a session. */
export function transitionAll(state: VoiceState, events: readonly VoiceEvent[]): Transition {
  const effects: VoiceEffect[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/**
 * The status line. After a processing failure the status itself says so;
 * other notices leave the status at
 * 'Bereit zum Aufnehmen' and are shown by `noticeOf`.
 */
export function statusText(state: VoiceState, lang: Lang, personaName: string): string {
  switch (state.phase) {
    case "closed":
      return voiceText(lang, "statusClosed", personaName);
    case "greeting":
      return voiceText(lang, "statusReady", personaName);
    case "idle":
      return voiceText(lang, state.notice === "processingProblem" ? "processingProblem" : "statusReady", personaName);
    case "listening":
      return voiceText(lang, "statusListening", personaName);
    case "stopped":
      return voiceText(lang, "statusStopped", personaName);
    case "processing":
      return voiceText(lang, "statusProcessing", personaName);
    case "answering":
      return voiceText(lang, "statusAnswering", personaName);
    case "speaking":
      return voiceText(lang, "statusSpeaking", personaName);
  }
}

/**
 * How a notice should be presented: 'error' for problems (an alert), 'info'
 * for the one purely informative note (a polite status).
 */
export type NoticeSeverity = "error" | "info";

export interface Notice {
  key: NoticeKey;
  text: string;
  severity: NoticeSeverity;
}

/**
 * The notice to show beside the status line, if any. Leaves out what the
 * status line already says (the processing problem in idle), so screen
 * readers do not announce it twice.
 */
export function noticeOf(state: VoiceState, lang: Lang, personaName: string): Notice | undefined {
  const key = state.notice;
  if (!key) return undefined;
  if (state.phase === "idle" && key === "processingProblem") return undefined;
  return { key, text: voiceText(lang, key, personaName), severity: key === "noVoice" ? "info" : "error" };
}

/**
 * The button's colour family. The UI maps each tone to its
 * classes, e.g. 'purple-pink' → 'from-purple-500 to-pink-500'.
 */
export type ButtonTone = "purple-pink" | "blue-purple" | "red" | "green";

export interface ButtonAppearance {
  tone: ButtonTone;
  /** Short visible text (caption or tooltip). */
  label: string;
  /** The button's accessible name; always starts with `label`. */
  ariaLabel: string;
  /**
   * Whether a click does anything in this state. When false the UI should set
   * aria-disabled (not disabled: the button stays focusable and keeps its
   * look: a click while speaking simply does nothing).
   */
  clickable: boolean;
}

/**
 * Colour, label and accessible name of the voice button:
 * closed purple-pink; open (greeting, idle, processing) blue-purple;
 * listening red with 'Ich höre zu... (Klick zum Beenden)'; speaking green.
 * "Idle/closed purple-pink" in the product texts is read as "not yet opened": once the
 * widget is open it stays blue-purple between turns.
 */
export function buttonAppearance(state: VoiceState, lang: Lang, personaName: string): ButtonAppearance {
  const t = (key: VoiceTextKey) => voiceText(lang, key, personaName);
  switch (state.phase) {
    case "closed":
      return { tone: "purple-pink", label: t("labelClosed"), ariaLabel: t("ariaClosed"), clickable: true };
    case "greeting":
      return { tone: "blue-purple", label: t("labelGreeting"), ariaLabel: t("ariaGreeting"), clickable: true };
    case "idle":
      return { tone: "blue-purple", label: t("labelIdle"), ariaLabel: t("ariaIdle"), clickable: true };
    case "listening":
      return { tone: "red", label: t("labelListening"), ariaLabel: t("labelListening"), clickable: true };
    case "stopped":
      return { tone: "red", label: t("labelStopped"), ariaLabel: t("ariaStopped"), clickable: false };
    case "processing":
      return { tone: "blue-purple", label: t("labelProcessing"), ariaLabel: t("ariaProcessing"), clickable: false };
    case "answering":
      return { tone: "green", label: t("labelAnswering"), ariaLabel: t("ariaAnswering"), clickable: false };
    case "speaking":
      return { tone: "green", label: t("labelSpeaking"), ariaLabel: t("ariaSpeaking"), clickable: false };
  }
}
