import { ERROR_TEXTS } from "../contracts/errors";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Lang } from "../routes";
import {
  buttonAppearance,
  initialVoiceState,
  isAnswerRunning,
  NOTICE_KEYS,
  noticeForErrorCode,
  noticeOf,
  statusText,
  transition,
  transitionAll,
  type NoticeKey,
  type RecognitionErrorCode,
  type VoiceEffect,
  type VoiceEvent,
  type VoicePhase,
  type VoiceState,
} from "./state-machine";
import { voiceTexts } from "./texts";

const NAME = "Mia";

// ---------------------------------------------------------------------------
// Sample states: every phase, plus the variants whose content changes the
// outcome (interim words heard, a notice set, the text stream finished).
// ---------------------------------------------------------------------------

const S = {
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
type StateLabel = keyof typeof S;
const STATES: VoiceState[] = Object.values(S);

const ALL_PHASES: Record<VoicePhase, true> = {
  closed: true,
  greeting: true,
  idle: true,
  listening: true,
  stopped: true,
  processing: true,
  answering: true,
  speaking: true,
};

// ---------------------------------------------------------------------------
// Sample events: every event type (the mapped type makes a missing one a
// compile error) and every recognition error code.
// ---------------------------------------------------------------------------

/** What the visitor reads for each recognition error. */
const NOTICE_FOR_CODE: Record<RecognitionErrorCode, NoticeKey | undefined> = {
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
const CODES = Object.keys(NOTICE_FOR_CODE) as RecognitionErrorCode[];

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
const EVENTS: Record<string, VoiceEvent> = Object.assign({}, ...Object.values(EVENT_SAMPLES));

// ---------------------------------------------------------------------------
// The expected table. Every (state, event) pair listed here must give exactly
// this state and these effects; every pair NOT listed must return the very
// same state object and no effects.
// ---------------------------------------------------------------------------

type Outcome = [state: VoiceState, effects: VoiceEffect[]];

const idle = (notice?: NoticeKey): VoiceState =>
  notice ? { phase: "idle", interim: "", notice } : { phase: "idle", interim: "" };
const processing: VoiceState = { phase: "processing", interim: "" };
const send = (text: string): VoiceEffect => ({ type: "sendMessage", text });
const SPEAK_GREETING: VoiceEffect = { type: "speakGreeting" };
const START: VoiceEffect = { type: "startListening" };
const STOP_LISTENING: VoiceEffect = { type: "stopListening" };
const ABORT: VoiceEffect = { type: "abortAnswer" };
const STOP_AUDIO: VoiceEffect = { type: "stopAudio" };

const errorRows = (): Record<string, Outcome> =>
  Object.fromEntries(CODES.map((code) => [`error:${code}`, [idle(NOTICE_FOR_CODE[code]), []] as Outcome]));

/** Rows shared by every recognising state. */
const recognising = (): Record<string, Outcome> => ({
  stop: [idle(), [STOP_LISTENING]],
  submit: [processing, [STOP_LISTENING, send("Hallo Mia")]],
  ...errorRows(),
});

/** Rows shared by every state in which an answer runs. */
const answerRunning = (): Record<string, Outcome> => ({
  stop: [idle(), [ABORT, STOP_AUDIO]],
  submit: [processing, [ABORT, STOP_AUDIO, send("Hallo Mia")]],
  streamDoneEmpty: [idle("emptyReply"), []],
  answerFailed: [idle("providerFailed"), [STOP_AUDIO]],
});

const EXPECTED: Record<StateLabel, Record<string, Outcome>> = {
  closed: {
    click: [{ phase: "greeting", interim: "" }, [SPEAK_GREETING]],
    submit: [processing, [send("Hallo Mia")]],
  },
  greeting: {
    click: [{ phase: "listening", interim: "" }, [STOP_AUDIO, START]],
    stop: [idle(), [STOP_AUDIO]],
    submit: [processing, [STOP_AUDIO, send("Hallo Mia")]],
    audioEnded: [idle(), []],
    audioFailed: [idle("autoplayBlocked"), []],
  },
  idle: {
    click: [{ phase: "listening", interim: "" }, [START]],
    submit: [processing, [send("Hallo Mia")]],
    audioFailed: [idle("autoplayBlocked"), []],
  },
  idleNotice: {
    click: [{ phase: "listening", interim: "" }, [START]],
    submit: [processing, [send("Hallo Mia")]],
    audioFailed: [idle("autoplayBlocked"), []],
  },
  listening: {
    ...recognising(),
    click: [{ phase: "stopped", interim: "" }, [STOP_LISTENING]],
    interim: [{ phase: "listening", interim: "Ich bin müde" }, []],
    interimSame: [{ phase: "listening", interim: "Ich bin" }, []],
    final: [processing, [STOP_LISTENING, send("Ich bin müde")]],
    end: [idle("noSpeech"), []],
  },
  listeningHeard: {
    ...recognising(),
    click: [{ phase: "stopped", interim: "Ich bin" }, [STOP_LISTENING]],
    interim: [{ phase: "listening", interim: "Ich bin müde" }, []],
    final: [processing, [STOP_LISTENING, send("Ich bin müde")]],
    finalBlank: [{ phase: "listening", interim: "" }, []],
    end: [processing, [send("Ich bin")]],
  },
  stopped: {
    ...recognising(),
    interim: [{ phase: "stopped", interim: "Ich bin müde" }, []],
    interimSame: [{ phase: "stopped", interim: "Ich bin" }, []],
    final: [processing, [send("Ich bin müde")]],
    end: [idle("noSpeech"), []],
  },
  stoppedHeard: {
    ...recognising(),
    interim: [{ phase: "stopped", interim: "Ich bin müde" }, []],
    final: [processing, [send("Ich bin müde")]],
    finalBlank: [{ phase: "stopped", interim: "" }, []],
    end: [processing, [send("Ich bin")]],
  },
  processing: {
    ...answerRunning(),
    delta: [{ phase: "answering", interim: "", streamDone: false }, []],
    audioStarted: [{ phase: "speaking", interim: "", streamDone: false }, []],
    streamDone: [idle(), []],
    streamDonePending: [{ phase: "answering", interim: "", streamDone: true }, []],
    audioFailed: [{ phase: "processing", interim: "", notice: "autoplayBlocked" }, []],
  },
  processingNotice: {
    ...answerRunning(),
    delta: [{ phase: "answering", interim: "", streamDone: false, notice: "noVoice" }, []],
    audioStarted: [{ phase: "speaking", interim: "", streamDone: false, notice: "noVoice" }, []],
    streamDone: [idle("noVoice"), []],
    streamDonePending: [{ phase: "answering", interim: "", streamDone: true, notice: "noVoice" }, []],
    audioFailed: [{ phase: "processing", interim: "", notice: "autoplayBlocked" }, []],
  },
  answering: {
    ...answerRunning(),
    audioStarted: [{ phase: "speaking", interim: "", streamDone: false }, []],
    streamDone: [idle(), []],
    streamDonePending: [{ phase: "answering", interim: "", streamDone: true }, []],
    audioFailed: [{ phase: "answering", interim: "", streamDone: false, notice: "autoplayBlocked" }, []],
  },
  answeringDone: {
    ...answerRunning(),
    audioStarted: [{ phase: "speaking", interim: "", streamDone: true }, []],
    streamDone: [idle(), []],
    streamDonePending: [{ phase: "answering", interim: "", streamDone: true }, []],
    audioEnded: [idle(), []],
    audioFailed: [idle("autoplayBlocked"), []],
  },
  speaking: {
    ...answerRunning(),
    streamDone: [idle(), []],
    streamDonePending: [{ phase: "speaking", interim: "", streamDone: true }, []],
    audioEnded: [{ phase: "answering", interim: "", streamDone: false }, []],
    audioFailed: [{ phase: "answering", interim: "", streamDone: false, notice: "autoplayBlocked" }, []],
  },
  speakingDone: {
    ...answerRunning(),
    streamDone: [idle(), []],
    streamDonePending: [{ phase: "speaking", interim: "", streamDone: true }, []],
    audioEnded: [idle(), []],
    audioFailed: [idle("autoplayBlocked"), []],
  },
  speakingDoneNotice: {
    ...answerRunning(),
    streamDone: [idle("noVoice"), []],
    streamDonePending: [{ phase: "speaking", interim: "", streamDone: true, notice: "noVoice" }, []],
    audioEnded: [idle("noVoice"), []],
    audioFailed: [idle("autoplayBlocked"), []],
  },
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe("the sample sets are complete", () => {
  test("every phase has a sample state", () => {
    expect(new Set(Object.values(S).map((s) => s.phase))).toEqual(new Set(Object.keys(ALL_PHASES)));
  });
  test("the table only names known events", () => {
    for (const rows of Object.values(EXPECTED)) for (const label of Object.keys(rows)) expect(EVENTS).toHaveProperty([label]);
  });
});

describe("every state × every event", () => {
  for (const [stateLabel, before] of Object.entries(S) as [StateLabel, VoiceState][]) {
    for (const [eventLabel, event] of Object.entries(EVENTS)) {
      const expected = EXPECTED[stateLabel][eventLabel];
      test(`${stateLabel} + ${eventLabel} → ${expected ? expected[0].phase : "unchanged"}`, () => {
        const frozen = deepFreeze(structuredClone(before));
        const next = transition(frozen, deepFreeze(structuredClone(event)));
        if (expected) {
          expect(next.state).toStrictEqual(expected[0]);
          expect(next.effects).toStrictEqual(expected[1]);
        } else {
          // Not applicable: the very same object, so React skips the render.
          expect(next.state).toBe(frozen);
          expect(next.effects).toEqual([]);
        }
      });
    }
  }
});

// ---------------------------------------------------------------------------
// The widget's rules, as stories.
// ---------------------------------------------------------------------------

const status = (state: VoiceState, lang: Lang = "de") => statusText(state, lang, NAME);

describe("the voice widget", () => {
  test("first click opens the widget ('Bereit zum Aufnehmen') and speaks the greeting", () => {
    expect(initialVoiceState).toEqual({ phase: "closed", interim: "" });
    const { state, effects } = transition(initialVoiceState, { type: "CLICK" });
    expect(state.phase).toBe("greeting");
    expect(effects).toEqual([{ type: "speakGreeting" }]);
    expect(status(state)).toBe("Bereit zum Aufnehmen");
    expect(buttonAppearance(state, "de", NAME).tone).toBe("blue-purple");
  });

  test("the greeting ends by itself; the second click starts listening ('Aufnahme läuft...')", () => {
    const { state, effects } = transitionAll(initialVoiceState, [
      { type: "CLICK" },
      { type: "AUDIO_STARTED" },
      { type: "AUDIO_ENDED" },
      { type: "CLICK" },
    ]);
    expect(effects).toEqual([{ type: "speakGreeting" }, { type: "startListening" }]);
    expect(state).toEqual({ phase: "listening", interim: "" });
    expect(status(state)).toBe("Aufnahme läuft...");
    expect(buttonAppearance(state, "de", NAME)).toEqual({
      tone: "red",
      label: "Ich höre zu... (Klick zum Beenden)",
      ariaLabel: "Ich höre zu... (Klick zum Beenden)",
      clickable: true,
    });
  });

  test("a click during the greeting silences it and starts listening", () => {
    const { state, effects } = transitionAll(initialVoiceState, [{ type: "CLICK" }, { type: "CLICK" }]);
    expect(effects).toEqual([{ type: "speakGreeting" }, { type: "stopAudio" }, { type: "startListening" }]);
    expect(state.phase).toBe("listening");
    // The greeting's late end does not disturb listening.
    expect(transition(state, { type: "AUDIO_ENDED" }).state).toBe(state);
  });

  test("interim words are kept for display while listening", () => {
    const { state } = transitionAll(S.listening, [
      { type: "RECOGNITION_INTERIM", text: "Ich" },
      { type: "RECOGNITION_INTERIM", text: "Ich habe so viel" },
    ]);
    expect(state.interim).toBe("Ich habe so viel");
  });

  test("a click ends listening with 'Aufnahme gestoppt'; the recognised text is then sent automatically", () => {
    const stopped = transitionAll(S.listening, [{ type: "RECOGNITION_INTERIM", text: "Ich bin" }, { type: "CLICK" }]);
    expect(stopped.effects).toEqual([{ type: "stopListening" }]);
    expect(status(stopped.state)).toBe("Aufnahme gestoppt");
    // Clicking again while the recogniser finishes does nothing.
    expect(transition(stopped.state, { type: "CLICK" })).toEqual({ state: stopped.state, effects: [] });
    const sent = transitionAll(stopped.state, [
      { type: "RECOGNITION_FINAL", text: " Ich bin gestresst " },
      { type: "RECOGNITION_END" },
    ]);
    expect(sent.effects).toEqual([{ type: "sendMessage", text: "Ich bin gestresst" }]);
    expect(status(sent.state)).toBe("Verarbeite Anfrage...");
  });

  test("the end of speech ends listening too, and sends what was heard", () => {
    const final = transitionAll(S.listening, [{ type: "RECOGNITION_FINAL", text: "Hallo Mia" }, { type: "RECOGNITION_END" }]);
    expect(final.effects).toEqual([{ type: "stopListening" }, { type: "sendMessage", text: "Hallo Mia" }]);
    // A recogniser that ends without a final result: the interim words count.
    const interimOnly = transitionAll(S.listening, [
      { type: "RECOGNITION_INTERIM", text: " Hallo " },
      { type: "RECOGNITION_END" },
    ]);
    expect(interimOnly.effects).toEqual([{ type: "sendMessage", text: "Hallo" }]);
  });

  test("empty recognition is not sent: 'Keine Sprache erkannt. Bitte sprich deutlicher.' and back to idle", () => {
    const { state, effects } = transitionAll(S.listening, [
      { type: "RECOGNITION_INTERIM", text: "  " },
      { type: "RECOGNITION_FINAL", text: "   " },
      { type: "RECOGNITION_END" },
    ]);
    expect(effects).toEqual([]);
    expect(state).toEqual({ phase: "idle", interim: "", notice: "noSpeech" });
    expect(status(state)).toBe("Bereit zum Aufnehmen");
    expect(noticeOf(state, "de", NAME)).toEqual({
      key: "noSpeech",
      text: "Keine Sprache erkannt. Bitte sprich deutlicher.",
      severity: "error",
    });
  });

  test("processing → '{name} antwortet...' → '{name} spricht...' → idle", () => {
    const steps: [VoiceEvent, string, string][] = [
      [{ type: "SUBMIT_TEXT", text: "Hallo" }, "Verarbeite Anfrage...", "blue-purple"],
      [{ type: "ANSWER_DELTA" }, "Mia antwortet...", "green"],
      [{ type: "AUDIO_STARTED" }, "Mia spricht...", "green"],
      [{ type: "ANSWER_DELTA" }, "Mia spricht...", "green"],
      [{ type: "AUDIO_ENDED" }, "Mia antwortet...", "green"],
      [{ type: "AUDIO_STARTED" }, "Mia spricht...", "green"],
      [{ type: "STREAM_DONE", audioPending: true, reply: "Atme tief ein." }, "Mia spricht...", "green"],
      [{ type: "AUDIO_ENDED" }, "Bereit zum Aufnehmen", "blue-purple"],
    ];
    let state: VoiceState = S.idle;
    for (const [event, text, tone] of steps) {
      state = transition(state, event).state;
      expect(status(state), event.type).toBe(text);
      expect(buttonAppearance(state, "de", NAME).tone, event.type).toBe(tone);
    }
    expect(state).toEqual({ phase: "idle", interim: "" });
  });

  test("an answer without audio ends with its text stream", () => {
    const { state } = transitionAll(S.processing, [
      { type: "ANSWER_DELTA" },
      { type: "STREAM_DONE", audioPending: false, reply: "Gut." },
    ]);
    expect(state).toEqual({ phase: "idle", interim: "" });
  });

  test("a click while processing or speaking does nothing", () => {
    for (const state of [S.stopped, S.processing, S.answering, S.speaking, S.speakingDone]) {
      const next = transition(state, { type: "CLICK" });
      expect(next.state).toBe(state);
      expect(next.effects).toEqual([]);
      expect(buttonAppearance(state, "de", NAME).clickable).toBe(false);
    }
  });

  test("typed input: non-blank text is sent trimmed, blank is ignored, from every phase", () => {
    for (const state of STATES) {
      expect(transition(state, { type: "SUBMIT_TEXT", text: " \n\t " })).toEqual({ state, effects: [] });
      const sent = transition(state, { type: "SUBMIT_TEXT", text: "\tIch kann nicht schlafen " });
      expect(sent.state).toEqual({ phase: "processing", interim: "" });
      expect(sent.effects.at(-1)).toEqual({ type: "sendMessage", text: "Ich kann nicht schlafen" });
    }
  });

  test("colours: closed purple-pink, open blue-purple, listening red, speaking green", () => {
    const tone = (s: VoiceState) => buttonAppearance(s, "de", NAME).tone;
    expect(tone(S.closed)).toBe("purple-pink");
    expect(tone(S.greeting)).toBe("blue-purple");
    expect(tone(S.idle)).toBe("blue-purple");
    expect(tone(S.listening)).toBe("red");
    expect(tone(S.stopped)).toBe("red");
    expect(tone(S.processing)).toBe("blue-purple");
    expect(tone(S.answering)).toBe("green");
    expect(tone(S.speaking)).toBe("green");
  });
});

describe("the stop control", () => {
  test("ends the answer at once from processing, answering and speaking", () => {
    for (const state of [S.processing, S.answering, S.speaking, S.speakingDoneNotice]) {
      expect(transition(state, { type: "STOP" })).toEqual({
        state: { phase: "idle", interim: "" },
        effects: [{ type: "abortAnswer" }, { type: "stopAudio" }],
      });
    }
  });

  test("late events of the stopped answer change nothing", () => {
    const { state } = transition(S.speaking, { type: "STOP" });
    const late: VoiceEvent[] = [
      { type: "ANSWER_DELTA" },
      { type: "AUDIO_STARTED" },
      { type: "AUDIO_ENDED" },
      { type: "STREAM_DONE", audioPending: false },
      { type: "ANSWER_FAILED", notice: "providerFailed" },
    ];
    for (const event of late) expect(transition(state, event)).toEqual({ state, effects: [] });
  });

  test("also cancels listening without sending, and silences the greeting", () => {
    const cancelled = transitionAll(S.listeningHeard, [
      { type: "STOP" },
      { type: "RECOGNITION_FINAL", text: "Ich bin" },
      { type: "RECOGNITION_END" },
    ]);
    expect(cancelled.effects).toEqual([{ type: "stopListening" }]);
    expect(cancelled.state).toEqual({ phase: "idle", interim: "" });
    expect(transition(S.greeting, { type: "STOP" }).effects).toEqual([{ type: "stopAudio" }]);
  });

  test("isAnswerRunning tells the UI when to show it", () => {
    const running = STATES.filter(isAnswerRunning).map((s) => s.phase);
    expect(new Set(running)).toEqual(new Set(["processing", "answering", "speaking"]));
  });
});

describe("errors", () => {
  test.each(CODES)("recognition error %s", (code) => {
    for (const state of [S.listening, S.stoppedHeard]) {
      const { state: next, effects } = transition(state, { type: "RECOGNITION_ERROR", code });
      expect(effects).toEqual([]);
      expect(next).toEqual(idle(NOTICE_FOR_CODE[code]));
    }
  });

  test("the recognition messages in German", () => {
    const text = (code: RecognitionErrorCode) =>
      noticeOf(transition(S.listening, { type: "RECOGNITION_ERROR", code }).state, "de", NAME)?.text;
    expect(text("not-allowed")).toBe("Mikrofon-Zugriff verweigert. Bitte erlaube den Zugriff.");
    expect(text("no-speech")).toBe("Keine Sprache erkannt. Bitte sprich deutlicher.");
    expect(text("unsupported")).toBe("Browser unterstützt keine Spracherkennung");
    expect(text("start-failed")).toMatch(/noch einmal.*Textfeld/);
    expect(text("aborted")).toBeUndefined();
  });

  test("a processing failure puts the documented text in the status line, not twice", () => {
    const { state } = transition(S.listening, { type: "RECOGNITION_ERROR", code: "other" });
    expect(status(state)).toBe("Es gab ein Problem bei der Verarbeitung.");
    expect(status(state, "en")).toBe("There was a problem processing your request.");
    expect(noticeOf(state, "de", NAME)).toBeUndefined();
    const failed = transition(S.answering, { type: "ANSWER_FAILED", notice: "processingProblem" }).state;
    expect(status(failed)).toBe("Es gab ein Problem bei der Verarbeitung.");
    // The next action clears it.
    expect(status(transition(failed, { type: "CLICK" }).state)).toBe("Aufnahme läuft...");
  });

  test("a failed chat shows the provider message and stops any audio", () => {
    const { state, effects } = transition(S.speaking, { type: "ANSWER_FAILED", notice: "providerFailed" });
    expect(effects).toEqual([{ type: "stopAudio" }]);
    expect(status(state)).toBe("Bereit zum Aufnehmen");
    expect(noticeOf(state, "de", NAME)?.text).toBe(
      "Tut mir leid, ich habe gerade technische Schwierigkeiten. Kannst du es in einem Moment noch einmal versuchen?",
    );
  });

  test("an empty reply shows the documented message", () => {
    const { state } = transitionAll(S.processing, [{ type: "STREAM_DONE", audioPending: false, reply: "" }]);
    expect(noticeOf(state, "de", NAME)?.text).toBe(
      "Entschuldigung, ich konnte dazu gerade keine passende Antwort finden. Kannst du deine Frage vielleicht anders formulieren?",
    );
  });

  test("a blocked autoplay keeps the text answer going and tells the visitor when it ends", () => {
    const { state } = transitionAll(S.processing, [
      { type: "ANSWER_DELTA" },
      { type: "AUDIO_FAILED", notice: "autoplayBlocked" },
      { type: "AUDIO_ENDED" },
      { type: "ANSWER_DELTA" },
    ]);
    expect(state.phase).toBe("answering");
    const done = transition(state, { type: "STREAM_DONE", audioPending: false }).state;
    expect(done).toEqual({ phase: "idle", interim: "", notice: "autoplayBlocked" });
    expect(noticeOf(done, "de", NAME)?.text).toBe(
      "Die automatische Audiowiedergabe wurde vom Browser blockiert. Bitte erlaube die Audiowiedergabe oder lies die Textantwort.",
    );
  });

  test("a playback error in the middle of speaking falls back to the text", () => {
    const { state } = transition(S.speaking, { type: "AUDIO_FAILED", notice: "playbackError" });
    expect(state).toEqual({ phase: "answering", interim: "", streamDone: false, notice: "playbackError" });
    expect(noticeOf(state, "de", NAME)?.text).toBe("Es gab ein Problem bei der Audiowiedergabe. Lies bitte die Textantwort.");
  });

  test("a failed greeting opens the widget anyway, with the reason", () => {
    const { state } = transition(S.greeting, { type: "AUDIO_FAILED", notice: "configMissing" });
    expect(status(state)).toBe("Bereit zum Aufnehmen");
    expect(noticeOf(state, "de", NAME)?.text).toBe("API-Konfiguration fehlt. Bitte kontaktieren Sie den Support.");
  });

  test("'no voice' is a note, every other notice an error", () => {
    for (const key of NOTICE_KEYS) {
      const notice = noticeOf({ phase: "processing", interim: "", notice: key }, "en", NAME);
      expect(notice?.severity).toBe(key === "noVoice" ? "info" : "error");
    }
  });

  test("starting to listen or sending clears the notice", () => {
    expect(transition(S.idleNotice, { type: "CLICK" }).state.notice).toBeUndefined();
    expect(transition(S.idleNotice, { type: "SUBMIT_TEXT", text: "Hallo" }).state.notice).toBeUndefined();
    expect(noticeOf(S.idle, "de", NAME)).toBeUndefined();
  });
});

describe("status texts", () => {
  const EXPECTED_STATUS: Record<VoicePhase, Record<Lang, string>> = {
    closed: { de: "Klicke auf den Button, um das Gespräch zu beginnen", en: "Click the button to start the conversation" },
    greeting: { de: "Bereit zum Aufnehmen", en: "Ready to record" },
    idle: { de: "Bereit zum Aufnehmen", en: "Ready to record" },
    listening: { de: "Aufnahme läuft...", en: "Recording..." },
    stopped: { de: "Aufnahme gestoppt", en: "Recording stopped" },
    processing: { de: "Verarbeite Anfrage...", en: "Processing your request..." },
    answering: { de: "Mia antwortet...", en: "Mia is answering..." },
    speaking: { de: "Mia spricht...", en: "Mia is speaking..." },
  };
  for (const state of STATES) {
    for (const lang of ["de", "en"] as const) {
      test(`${state.phase} (${lang}${state.notice ? `, ${state.notice}` : ""})`, () => {
        expect(statusText(state, lang, NAME)).toBe(EXPECTED_STATUS[state.phase][lang]);
      });
    }
  }
  test("uses the persona's name exactly", () => {
    expect(statusText(S.speaking, "de", "Dr. Anna-Lena")).toBe("Dr. Anna-Lena spricht...");
  });
});

describe("button appearance", () => {
  test("every state has a label and an accessible name in both languages", () => {
    for (const state of STATES) {
      for (const lang of ["de", "en"] as const) {
        const a = buttonAppearance(state, lang, NAME);
        expect(a.label.trim().length).toBeGreaterThan(3);
        // WCAG 2.5.3: the accessible name contains (starts with) the visible label.
        expect(a.ariaLabel.startsWith(a.label)).toBe(true);
        expect(a.ariaLabel).not.toContain("{name}");
        expect(a.clickable).toBe(transition(state, { type: "CLICK" }).effects.length > 0);
      }
    }
  });

  test("labels differ between the languages", () => {
    for (const state of STATES) {
      expect(buttonAppearance(state, "de", NAME).ariaLabel).not.toBe(buttonAppearance(state, "en", NAME).ariaLabel);
    }
  });

  test("labels per state", () => {
    expect(buttonAppearance(S.closed, "de", NAME)).toEqual({
      tone: "purple-pink",
      label: "Gespräch mit Mia starten",
      ariaLabel: "Gespräch mit Mia starten – Mia begrüßt dich",
      clickable: true,
    });
    expect(buttonAppearance(S.idle, "en", NAME)).toEqual({
      tone: "blue-purple",
      label: "Start recording",
      ariaLabel: "Start recording and talk to Mia",
      clickable: true,
    });
    expect(buttonAppearance(S.listening, "en", NAME).label).toBe("I'm listening... (click to stop)");
    expect(buttonAppearance(S.speaking, "de", NAME).label).toBe("Mia spricht");
  });
});

// ---------------------------------------------------------------------------
// Properties over random event sequences: whatever the browser throws at the
// machine, in whatever order, the invariants hold.
// ---------------------------------------------------------------------------

const eventArb: fc.Arbitrary<VoiceEvent> = fc.oneof(
  fc.constantFrom<VoiceEvent>(...Object.values(EVENTS)),
  fc.string({ maxLength: 6 }).map((text): VoiceEvent => ({ type: "SUBMIT_TEXT", text })),
  fc.string({ maxLength: 6 }).map((text): VoiceEvent => ({ type: "RECOGNITION_INTERIM", text })),
  fc.string({ maxLength: 6 }).map((text): VoiceEvent => ({ type: "RECOGNITION_FINAL", text })),
  fc.constantFrom(...NOTICE_KEYS).map((notice): VoiceEvent => ({ type: "AUDIO_FAILED", notice })),
  fc.constantFrom(...NOTICE_KEYS).map((notice): VoiceEvent => ({ type: "ANSWER_FAILED", notice })),
);

function checkShape(state: VoiceState) {
  const recognising = state.phase === "listening" || state.phase === "stopped";
  if (!recognising) expect(state.interim).toBe("");
  if (state.phase === "closed" || state.phase === "greeting" || recognising) expect(state.notice).toBeUndefined();
  expect("streamDone" in state).toBe(state.phase === "answering" || state.phase === "speaking");
  expect(Object.values(state)).not.toContain(undefined);
}

describe("properties", () => {
  test("any event sequence keeps the state well-formed and the effects sensible", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = initialVoiceState;
        let greetings = 0;
        for (const event of events) {
          const before = deepFreeze(state);
          const { state: next, effects } = transition(before, event);
          checkShape(next);
          for (const effect of effects) {
            if (effect.type === "sendMessage") {
              expect(effect.text).toBe(effect.text.trim());
              expect(effect.text).not.toBe("");
              expect(next.phase).toBe("processing");
            }
            if (effect.type === "speakGreeting") greetings++;
            if (effect.type === "abortAnswer") expect(isAnswerRunning(before)).toBe(true);
            if (effect.type === "startListening") expect(next.phase).toBe("listening");
          }
          if (event.type === "CLICK" && ["stopped", "processing", "answering", "speaking"].includes(before.phase)) {
            expect(next).toBe(before);
            expect(effects).toEqual([]);
          }
          if (event.type === "STOP") expect(["closed", "idle"]).toContain(next.phase);
          expect(next.phase === "closed").toBe(before.phase === "closed" && next === before);
          state = next;
        }
        // The widget greets once: it never closes again.
        expect(greetings).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  test("the listening cycle always returns to idle and never sends blank text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.boolean(), (interim, final, clickToStop) => {
        const events: VoiceEvent[] = [
          { type: "CLICK" },
          { type: "RECOGNITION_INTERIM", text: interim },
          ...(clickToStop ? [{ type: "CLICK" } as const] : []),
          { type: "RECOGNITION_FINAL", text: final },
          { type: "RECOGNITION_END" },
        ];
        const { state, effects } = transitionAll(S.idle, events);
        const sent = effects.filter((e) => e.type === "sendMessage");
        if (final.trim()) expect(sent).toEqual([{ type: "sendMessage", text: final.trim() }]);
        else expect(sent).toEqual([]);
        if (sent.length === 0) expect(state).toEqual({ phase: "idle", interim: "", notice: "noSpeech" });
        else expect(state.phase).toBe("processing");
      }),
    );
  });
});

describe("server errors", () => {
  test("an error code maps to its notice, whose text is the shared error text in both languages", () => {
    expect(noticeForErrorCode("chat-provider-failed")).toBe("providerFailed");
    expect(noticeForErrorCode("chat-empty-reply")).toBe("emptyReply");
    expect(noticeForErrorCode("tts-not-configured")).toBe("configMissing");
    expect(noticeForErrorCode("tts-failed")).toBe("unknownAudio");
    expect(voiceTexts.en.emptyReply).toBe(ERROR_TEXTS.en["chat-empty-reply"]);
    expect(voiceTexts.de.configMissing).toBe(ERROR_TEXTS.de["tts-not-configured"]);
  });

  test("a speech limit names the limit instead of an unknown audio problem, in the page's language", () => {
    expect(noticeForErrorCode("tts-client-limit")).toBe("speechHourLimit");
    expect(noticeForErrorCode("tts-daily-limit")).toBe("speechDayLimit");
    expect(voiceTexts.de.speechDayLimit).toBe(
      "Die Sprachausgabe der Demo ist für heute aufgebraucht. Die Antworten erscheinen weiter als Text.",
    );
    expect(voiceTexts.en.speechHourLimit).toBe(ERROR_TEXTS.en["tts-client-limit"]);
  });

  test("every code with a notice shows the same words as the error text of that code", () => {
    for (const code of Object.keys(ERROR_TEXTS.de) as (keyof typeof ERROR_TEXTS.de)[]) {
      const notice = noticeForErrorCode(code);
      if (!notice) continue;
      for (const lang of ["de", "en"] as const) expect(voiceTexts[lang][notice], `${lang} ${code}`).toBe(ERROR_TEXTS[lang][code]);
    }
  });

  test("codes without a notice of their own map to none", () => {
    expect(noticeForErrorCode("daily-cap")).toBeUndefined();
    expect(noticeForErrorCode("invalid-credentials")).toBeUndefined();
    expect(noticeForErrorCode(undefined)).toBeUndefined();
  });
});
