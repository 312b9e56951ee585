import { describe, expect, test } from "vitest";
import { NOTICE_KEYS, noticeOf, transition, transitionAll, type RecognitionErrorCode } from "./state-machine";
import { CODES, idle, NAME, NOTICE_FOR_CODE, S, status } from "./test-samples";

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
