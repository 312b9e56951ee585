import { describe, expect, test } from "vitest";
import {
  buttonAppearance,
  initialVoiceState,
  statusText,
  transition,
  type VoiceEvent,
  type VoicePhase,
  type VoiceState,
} from "./state-machine";
import { greetingText } from "./texts";

const at = (phase: VoicePhase, extra: Partial<VoiceState> = {}): VoiceState => ({ phase, interim: "", streamDone: false, ...extra });
const run = (state: VoiceState, ...events: VoiceEvent[]) =>
  events.reduce<{ state: VoiceState; effects: unknown[] }>(
    (acc, e) => {
      const next = transition(acc.state, e);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state, effects: [] },
  );

const PHASES: VoicePhase[] = ["closed", "idle", "listening", "stopped", "processing", "answering", "speaking"];
const EVENTS: VoiceEvent[] = [
  { type: "CLICK" },
  { type: "STOP" },
  { type: "RECOGNITION_INTERIM", text: "Hal" },
  { type: "RECOGNITION_FINAL", text: "Hallo" },
  { type: "RECOGNITION_END" },
  { type: "RECOGNITION_ERROR", code: "not-allowed" },
  { type: "SUBMIT_TEXT", text: "Hallo" },
  { type: "ANSWER_DELTA" },
  { type: "AUDIO_STARTED" },
  { type: "STREAM_DONE", audioPending: false },
  { type: "AUDIO_ENDED" },
  { type: "ANSWER_FAILED", notice: "providerFailed" },
  { type: "AUDIO_FAILED", notice: "playbackError" },
];

/** Expected phase after each event from each phase: the whole table of spec section 4. */
const TABLE: Record<VoicePhase, Partial<Record<VoiceEvent["type"], VoicePhase>>> = {
  closed: { CLICK: "idle", SUBMIT_TEXT: "processing" },
  idle: { CLICK: "listening", SUBMIT_TEXT: "processing", RECOGNITION_ERROR: "idle", AUDIO_FAILED: "idle" },
  listening: {
    CLICK: "stopped",
    STOP: "idle",
    RECOGNITION_INTERIM: "listening",
    RECOGNITION_FINAL: "processing",
    RECOGNITION_END: "idle",
    RECOGNITION_ERROR: "idle",
    SUBMIT_TEXT: "processing",
  },
  stopped: { RECOGNITION_INTERIM: "stopped", RECOGNITION_FINAL: "processing", RECOGNITION_END: "idle", RECOGNITION_ERROR: "idle", SUBMIT_TEXT: "processing" },
  processing: { STOP: "idle", ANSWER_DELTA: "answering", AUDIO_STARTED: "speaking", STREAM_DONE: "idle", ANSWER_FAILED: "idle", AUDIO_FAILED: "processing" },
  answering: { STOP: "idle", AUDIO_STARTED: "speaking", STREAM_DONE: "idle", ANSWER_FAILED: "idle", AUDIO_FAILED: "answering" },
  speaking: { STOP: "idle", STREAM_DONE: "idle", AUDIO_ENDED: "answering", ANSWER_FAILED: "idle", AUDIO_FAILED: "answering" },
};

describe("every state × every event", () => {
  for (const phase of PHASES) {
    for (const event of EVENTS) {
      const expected = TABLE[phase][event.type];
      test(`${phase} + ${event.type} → ${expected ?? "unchanged"}`, () => {
        const before = at(phase);
        const { state, effects } = transition(before, event);
        if (expected === undefined) {
          expect(state).toEqual(before);
          expect(effects).toEqual([]);
        } else {
          expect(state.phase).toBe(expected);
        }
      });
    }
  }
});

describe("the spec's flow", () => {
  test("first click opens with the greeting, second starts listening", () => {
    const opened = transition(initialVoiceState, { type: "CLICK" });
    expect(opened.state.phase).toBe("idle");
    expect(opened.effects).toEqual([{ type: "speakGreeting" }]);
    expect(statusText(opened.state, "de", "Mia")).toBe("Bereit zum Aufnehmen");
    const listening = transition(opened.state, { type: "CLICK" });
    expect(listening.effects).toContainEqual({ type: "startListening" });
    expect(statusText(listening.state, "de", "Mia")).toBe("Aufnahme läuft...");
    expect(buttonAppearance(listening.state, "de", "Mia")).toEqual({ tone: "red", label: "Ich höre zu... (Klick zum Beenden)" });
  });

  test("a click ends listening ('Aufnahme gestoppt'), the final text is sent automatically", () => {
    const { state, effects } = run(at("listening"), { type: "RECOGNITION_INTERIM", text: "Ich bin" }, { type: "CLICK" });
    expect(statusText(state, "de", "Mia")).toBe("Aufnahme gestoppt");
    expect(effects).toEqual([{ type: "stopListening" }]);
    const sent = transition(state, { type: "RECOGNITION_FINAL", text: " Ich bin gestresst " });
    expect(sent.effects).toEqual([{ type: "sendMessage", text: "Ich bin gestresst" }]);
    expect(statusText(sent.state, "de", "Mia")).toBe("Verarbeite Anfrage...");
  });

  test("end of speech sends the interim text when no final result came", () => {
    const { effects } = run(at("listening"), { type: "RECOGNITION_INTERIM", text: "Hallo Mia" }, { type: "RECOGNITION_END" });
    expect(effects).toEqual([{ type: "sendMessage", text: "Hallo Mia" }]);
  });

  test("empty recognition is not sent and says no speech was detected", () => {
    const { state, effects } = run(at("listening"), { type: "RECOGNITION_FINAL", text: "   " }, { type: "RECOGNITION_END" });
    expect(effects).toEqual([]);
    expect(state).toEqual(at("idle", { notice: "noSpeech" }));
  });

  test("statuses while answering and speaking, then back to idle", () => {
    const answering = transition(at("processing"), { type: "ANSWER_DELTA" }).state;
    expect(statusText(answering, "de", "Mia")).toBe("Mia antwortet...");
    expect(buttonAppearance(answering, "de", "Mia").tone).toBe("green");
    const speaking = transition(answering, { type: "AUDIO_STARTED" }).state;
    expect(statusText(speaking, "de", "Mia")).toBe("Mia spricht...");
    const done = transition(speaking, { type: "STREAM_DONE", audioPending: true }).state;
    expect(done.phase).toBe("speaking");
    expect(transition(done, { type: "AUDIO_ENDED" }).state).toEqual(at("idle"));
  });

  test("a click while speaking or processing does nothing; the stop control ends the answer", () => {
    for (const phase of ["processing", "answering", "speaking"] as const) {
      expect(transition(at(phase), { type: "CLICK" })).toEqual({ state: at(phase), effects: [] });
      expect(transition(at(phase), { type: "STOP" })).toEqual({ state: at("idle"), effects: [{ type: "abortAnswer" }, { type: "stopAudio" }] });
    }
  });

  test("typed input: non-blank text is sent, blank is ignored", () => {
    expect(transition(at("idle"), { type: "SUBMIT_TEXT", text: "   " })).toEqual({ state: at("idle"), effects: [] });
    expect(transition(at("idle"), { type: "SUBMIT_TEXT", text: " Hallo " }).effects).toContainEqual({ type: "sendMessage", text: "Hallo" });
  });

  test("recognition errors show the spec's messages", () => {
    expect(transition(at("listening"), { type: "RECOGNITION_ERROR", code: "not-allowed" }).state.notice).toBe("micDenied");
    expect(transition(at("listening"), { type: "RECOGNITION_ERROR", code: "no-speech" }).state.notice).toBe("noSpeech");
    expect(transition(at("listening"), { type: "RECOGNITION_ERROR", code: "start-failed" }).state.notice).toBe("startFailed");
    expect(transition(at("idle"), { type: "RECOGNITION_ERROR", code: "unsupported" }).state.notice).toBe("unsupported");
  });

  test("colours: closed purple-pink, open blue-purple", () => {
    expect(buttonAppearance(at("closed"), "de", "Mia").tone).toBe("purple-pink");
    expect(buttonAppearance(at("idle"), "de", "Mia").tone).toBe("blue-purple");
    expect(buttonAppearance(at("closed"), "en", "Mia").label).toBe("Start a conversation with Mia");
  });

  test("the greeting text", () => {
    expect(greetingText("Mia")).toBe("Hallo, hier ist Mia, schön, dass du da bist, wie kann ich dir heute helfen?");
  });
});
