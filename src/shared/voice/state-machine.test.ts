import { describe, expect, test } from "vitest";
import {
  buttonAppearance,
  initialVoiceState,
  isAnswerRunning,
  noticeOf,
  transition,
  transitionAll,
  type VoiceEvent,
  type VoiceState,
} from "./state-machine";
import { NAME, S, STATES, status } from "./test-samples";

// ---------------------------------------------------------------------------
// The widget's rules, as stories.
// ---------------------------------------------------------------------------

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
