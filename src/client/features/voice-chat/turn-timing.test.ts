import { describe, expect, test } from "vitest";
import { initialVoiceState, transition, type VoiceEvent, type VoiceState } from "#shared/voice/state-machine";
import { createTurnClock } from "./turn-timing";

/** Drives the real state machine and the clock together, at the given times. */
function run(steps: [number, VoiceEvent][]) {
  let time = 0;
  const clock = createTurnClock(() => time);
  let state: VoiceState = initialVoiceState;
  const sent: (ReturnType<typeof clock.take> | "none")[] = [];
  for (const [at, event] of steps) {
    time = at;
    const { state: next, effects } = transition(state, event);
    clock.observe(state, event, next, effects);
    state = next;
    // The page takes the figures when it sends a message, as use-chat-turn does.
    if (effects.some((e) => e.type === "sendMessage")) sent.push(clock.take() ?? "none");
  }
  return { sent, clock };
}

describe("the turn clock", () => {
  test("a typed turn: send to first text and to first audio, sent with the next message", () => {
    const { sent } = run([
      [1000, { type: "SUBMIT_TEXT", text: "Hallo" }],
      [1400, { type: "ANSWER_DELTA" }],
      [1450, { type: "ANSWER_DELTA" }],
      [2100, { type: "AUDIO_STARTED" }],
      [2500, { type: "STREAM_DONE", audioPending: true }],
      [4000, { type: "AUDIO_ENDED" }],
      [9000, { type: "SUBMIT_TEXT", text: "Und weiter?" }],
    ]);
    expect(sent).toEqual(["none", { input: "typed", firstTextMs: 400, firstAudioMs: 1100 }]);
  });

  test("a spoken turn counts from the end of speech, so the transcription is part of it", () => {
    const { sent } = run([
      [0, { type: "CLICK" }],
      [500, { type: "AUDIO_ENDED" }],
      [600, { type: "CLICK" }],
      [4000, { type: "CLICK" }],
      [4800, { type: "RECOGNITION_FINAL", text: "Ich habe Stress." }],
      [5300, { type: "ANSWER_DELTA" }],
      [5900, { type: "AUDIO_STARTED" }],
      [6000, { type: "STREAM_DONE", audioPending: true }],
      [7000, { type: "AUDIO_ENDED" }],
      [8000, { type: "SUBMIT_TEXT", text: "Danke" }],
    ]);
    expect(sent).toEqual(["none", { input: "spoken", firstTextMs: 1300, firstAudioMs: 1900 }]);
  });

  test("an answer stopped before its first text reports nothing; the greeting's audio is no answer's", () => {
    const { sent } = run([
      [0, { type: "CLICK" }],
      [300, { type: "AUDIO_STARTED" }],
      [500, { type: "AUDIO_ENDED" }],
      [1000, { type: "SUBMIT_TEXT", text: "Hallo" }],
      [1200, { type: "STOP" }],
      [2000, { type: "SUBMIT_TEXT", text: "Nochmal" }],
      [2300, { type: "ANSWER_DELTA" }],
      [3000, { type: "STREAM_DONE", audioPending: false }],
      [5000, { type: "SUBMIT_TEXT", text: "Und?" }],
    ]);
    expect(sent).toEqual(["none", "none", { input: "typed", firstTextMs: 300 }]);
  });

  test("figures are handed out once", () => {
    const { clock } = run([
      [0, { type: "SUBMIT_TEXT", text: "a" }],
      [100, { type: "ANSWER_DELTA" }],
      [200, { type: "SUBMIT_TEXT", text: "b" }],
    ]);
    expect(clock.take()).toBeUndefined();
  });
});
