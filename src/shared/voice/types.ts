import type { NoticeKey } from "./notices";

/**
 * The voice widget's vocabulary: where it is (phase and state), what can
 * happen to it (events) and what it asks the UI to do (effects). The rules
 * that connect them are in state-machine.ts.
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
