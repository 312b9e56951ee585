import type { Lang } from "../routes";
import { statusText } from "./presentation";
import type { NoticeKey } from "./notices";
import type { RecognitionErrorCode, VoiceEvent, VoiceState } from "./types";

/**
 * Sample states and events shared by the state machine's tests
 * (state-machine*.test.ts, presentation.test.ts).
 */

export const NAME = "Mia";

// ---------------------------------------------------------------------------
// Sample states: every phase, plus the variants whose content changes the
// outcome (interim words heard, a notice set, the text stream finished).
// ---------------------------------------------------------------------------

export const S = {
  closed: { phase: "closed", interim: "" },
  greeting: { phase: "greeting", interim: "" },
  idle: { phase: "idle", interim: "" },
  idleNotice: { phase: "idle", interim: "", notice: "noSpeech" },
  listening: { phase: "listening", interim: "" },
  listeningHeard: { phase: "listening", interim: "Ich bin" },
  stopped: { phase: "stopped", interim: "" },
  stoppedHeard: { phase: "stopped", interim: "Ich bin" },
  processing: { phase: "processing", interim: "" },
  processingNotice: { phase: "processing", interim: "", notice: "noVoice" },
  answering: { phase: "answering", interim: "", streamDone: false },
  answeringDone: { phase: "answering", interim: "", streamDone: true },
  speaking: { phase: "speaking", interim: "", streamDone: false },
  speakingDone: { phase: "speaking", interim: "", streamDone: true },
  speakingDoneNotice: { phase: "speaking", interim: "", streamDone: true, notice: "noVoice" },
} as const satisfies Record<string, VoiceState>;
export type StateLabel = keyof typeof S;
export const STATES: VoiceState[] = Object.values(S);

// ---------------------------------------------------------------------------
// Sample events: every event type (the mapped type makes a missing one a
// compile error) and every recognition error code.
// ---------------------------------------------------------------------------

/** What the visitor reads for each recognition error. */
export const NOTICE_FOR_CODE: Record<RecognitionErrorCode, NoticeKey | undefined> = {
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
export const CODES = Object.keys(NOTICE_FOR_CODE) as RecognitionErrorCode[];

type EventSamples = { [K in VoiceEvent["type"]]: Record<string, Extract<VoiceEvent, { type: K }>> };
const EVENT_SAMPLES: EventSamples = {
  CLICK: { click: { type: "CLICK" } },
  STOP: { stop: { type: "STOP" } },
  RECOGNITION_INTERIM: {
    interim: { type: "RECOGNITION_INTERIM", text: "Ich bin müde" },
    interimSame: { type: "RECOGNITION_INTERIM", text: "Ich bin" },
  },
  RECOGNITION_FINAL: {
    final: { type: "RECOGNITION_FINAL", text: "  Ich bin müde \n" },
    finalBlank: { type: "RECOGNITION_FINAL", text: " \t " },
  },
  RECOGNITION_END: { end: { type: "RECOGNITION_END" } },
  RECOGNITION_ERROR: Object.fromEntries(CODES.map((code) => [`error:${code}`, { type: "RECOGNITION_ERROR", code } as const])),
  SUBMIT_TEXT: {
    submit: { type: "SUBMIT_TEXT", text: "  Hallo Mia  " },
    submitBlank: { type: "SUBMIT_TEXT", text: "   \n " },
  },
  ANSWER_DELTA: { delta: { type: "ANSWER_DELTA" } },
  AUDIO_STARTED: { audioStarted: { type: "AUDIO_STARTED" } },
  STREAM_DONE: {
    streamDone: { type: "STREAM_DONE", audioPending: false },
    streamDonePending: { type: "STREAM_DONE", audioPending: true },
    streamDoneEmpty: { type: "STREAM_DONE", audioPending: false, reply: "  " },
  },
  AUDIO_ENDED: { audioEnded: { type: "AUDIO_ENDED" } },
  ANSWER_FAILED: { answerFailed: { type: "ANSWER_FAILED", notice: "providerFailed" } },
  AUDIO_FAILED: { audioFailed: { type: "AUDIO_FAILED", notice: "autoplayBlocked" } },
};
export const EVENTS: Record<string, VoiceEvent> = Object.fromEntries(
  Object.values(EVENT_SAMPLES).flatMap((samples) => Object.entries(samples)),
);

export const idle = (notice?: NoticeKey): VoiceState =>
  notice ? { phase: "idle", interim: "", notice } : { phase: "idle", interim: "" };

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The status line for `state`, with the sample persona. */
export const status = (state: VoiceState, lang: Lang = "de") => statusText(state, lang, NAME);
