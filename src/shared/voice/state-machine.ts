import type { NoticeKey } from "./notices";
import type { RecognitionErrorCode, Transition, VoiceEffect, VoiceEvent, VoiceState } from "./types";

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

// The widget's vocabulary (types.ts), its notices (notices.ts) and how a
// state looks (presentation.ts) live beside this file; everything is
// re-exported here, so "#shared/voice/state-machine" is the one import.
export type { RecognitionErrorCode, Transition, VoiceEffect, VoiceEvent, VoicePhase, VoiceState } from "./types";
export { NOTICE_KEYS, noticeForErrorCode } from "./notices";
export { buttonAppearance, noticeOf, statusText, type ButtonTone, type Notice } from "./presentation";

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
