import { describe, expect, test } from "vitest";
import { ERROR_TEXTS } from "#shared/contracts/errors";
import { initialVoiceState, transitionAll, type VoiceEvent } from "#shared/voice/state-machine";
import { statusLine } from "./status-line";

const failedWith = (notice: Extract<VoiceEvent, { type: "ANSWER_FAILED" }>["notice"]) =>
  transitionAll(initialVoiceState, [
    { type: "SUBMIT_TEXT", text: "Hallo" },
    { type: "ANSWER_FAILED", notice },
  ]).state;

const GENERIC = "Es gab ein Problem bei der Verarbeitung.";

describe("the status line and the notice", () => {
  test("a rate limit is said once, in the server's words, and the generic problem not at all", () => {
    const said = statusLine(failedWith("processingProblem"), "de", "Mia", ERROR_TEXTS.de["rate-limited"]);
    expect(said).toEqual({ status: ERROR_TEXTS.de["rate-limited"], alert: true, notice: undefined });
  });

  test("a problem the server did not word is said once, by the status line", () => {
    expect(statusLine(failedWith("processingProblem"), "de", "Mia")).toEqual({ status: GENERIC, alert: true, notice: undefined });
  });

  test("an error with a notice of its own is the notice; the status line is ready again", () => {
    const said = statusLine(failedWith("providerFailed"), "de", "Mia");
    expect(said.status).toBe("Bereit zum Aufnehmen");
    expect(said.alert).toBe(false);
    expect(said.notice).toMatchObject({ text: ERROR_TEXTS.de["chat-provider-failed"], severity: "error" });
  });

  test("a server message from an earlier turn does not stand in for another state", () => {
    const listening = transitionAll(initialVoiceState, [{ type: "CLICK" }, { type: "AUDIO_ENDED" }, { type: "CLICK" }]).state;
    expect(statusLine(listening, "de", "Mia", ERROR_TEXTS.de["rate-limited"])).toMatchObject({
      status: "Aufnahme läuft...",
      alert: false,
    });
  });
});
