import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  initialVoiceState,
  isAnswerRunning,
  NOTICE_KEYS,
  transition,
  transitionAll,
  type VoiceEvent,
  type VoiceState,
} from "./state-machine";
import { deepFreeze, EVENTS, S } from "./test-samples";

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

// ---------------------------------------------------------------------------
// Hands-free mode in a room (issue 33): the machine together with a model of
// what surrounds it (the recogniser, the answer's stream, the audio queue)
// and the hands-free rule that listens again whenever the widget is idle
// (use-hands-free.ts). Random sequences of speech, silence, barge-in, stream
// errors, stops, closing and network loss; then everything outstanding
// settles. The widget never ends deaf (hands-free on, yet not listening),
// and never silent with an answer pending (an answer phase with nothing
// left that could move it on).
// ---------------------------------------------------------------------------

type RoomEvent =
  | "speech-start"
  | "speech-end"
  | "barge-in"
  | "interim"
  | "transcript"
  | "blank-transcript"
  | "token"
  | "audio-piece"
  | "stream-done"
  | "stream-error"
  | "audio-ends"
  | "audio-error"
  | "network-loss"
  | "stop"
  | "click"
  | "type"
  | "close"
  | "hands-free-on";

const ROOM_EVENTS: RoomEvent[] = [
  "speech-start",
  "speech-end",
  "barge-in",
  "interim",
  "transcript",
  "blank-transcript",
  "token",
  "audio-piece",
  "stream-done",
  "stream-error",
  "audio-ends",
  "audio-error",
  "network-loss",
  "stop",
  "click",
  "type",
  "close",
  "hands-free-on",
];

/** As use-hands-free.ts: notices after which hands-free mode switches itself off. */
const HANDS_FREE_FATAL = ["micDenied", "startFailed", "unsupported"];

class Room {
  state: VoiceState = initialVoiceState;
  handsFree = true;
  /** The recogniser: listening, stopped and about to hand over its words, or none. */
  recognizer: "none" | "running" | "stopping" = "none";
  stream = false;
  /** Pieces of audio queued or playing; the greeting counts as one. */
  audio = 0;
  heard = false;

  constructor() {
    this.dispatch({ type: "CLICK" });
  }

  dispatch(event: VoiceEvent) {
    const { state, effects } = transition(this.state, event);
    this.state = state;
    for (const effect of effects) {
      switch (effect.type) {
        case "speakGreeting":
          this.audio = 1;
          break;
        case "startListening":
          this.recognizer = "running";
          this.heard = false;
          break;
        case "stopListening":
          if (this.recognizer === "running") this.recognizer = "stopping";
          break;
        case "sendMessage":
          this.stream = true;
          this.audio = 0;
          break;
        case "abortAnswer":
          this.stream = false;
          break;
        case "stopAudio":
          this.audio = 0;
          break;
      }
    }
    // The hands-free rules: a notice that the microphone cannot be used switches it off; idle means listen again (decision 028).
    if (this.handsFree && this.state.phase === "idle" && this.state.notice && HANDS_FREE_FATAL.includes(this.state.notice))
      this.handsFree = false;
    if (this.handsFree && this.state.phase === "idle") this.dispatch({ type: "CLICK" });
  }

  /** The recogniser hands over what it heard and ends. */
  private deliver(text: string) {
    if (this.recognizer === "none") return;
    this.recognizer = "none";
    this.dispatch({ type: "RECOGNITION_FINAL", text });
    this.dispatch({ type: "RECOGNITION_END" });
  }

  apply(e: RoomEvent) {
    const running = isAnswerRunning(this.state);
    switch (e) {
      case "speech-start":
        if (this.state.phase === "listening") this.heard = true;
        return;
      case "speech-end":
        if (this.handsFree && this.state.phase === "listening" && this.heard) this.dispatch({ type: "CLICK" });
        return;
      case "barge-in":
        if (!this.handsFree) return;
        if (this.state.phase === "greeting") this.dispatch({ type: "CLICK" });
        else if (running) this.dispatch({ type: "STOP" });
        return;
      case "interim":
        if (this.recognizer !== "none") this.dispatch({ type: "RECOGNITION_INTERIM", text: "Ich bin" });
        return;
      case "transcript":
        return this.recognizer === "stopping" ? this.deliver("Ich bin gestresst.") : undefined;
      case "blank-transcript":
        return this.recognizer === "stopping" ? this.deliver("") : undefined;
      case "token":
        return this.stream ? this.dispatch({ type: "ANSWER_DELTA" }) : undefined;
      case "audio-piece":
        if (!this.stream) return;
        this.audio++;
        return this.dispatch({ type: "AUDIO_STARTED" });
      case "stream-done":
        if (!this.stream) return;
        this.stream = false;
        return this.dispatch({ type: "STREAM_DONE", audioPending: this.audio > 0 });
      case "stream-error":
        if (!this.stream) return;
        this.stream = false;
        return this.dispatch({ type: "ANSWER_FAILED", notice: "processingProblem" });
      case "audio-ends":
        if (this.audio === 0) return;
        this.audio--;
        return this.audio === 0 ? this.dispatch({ type: "AUDIO_ENDED" }) : undefined;
      case "audio-error":
        if (this.audio === 0) return;
        this.audio = 0;
        return this.dispatch({ type: "AUDIO_FAILED", notice: "unknownAudio" });
      case "network-loss":
        if (this.stream) {
          this.stream = false;
          this.dispatch({ type: "ANSWER_FAILED", notice: "processingProblem" });
        }
        if (this.recognizer !== "none") {
          this.recognizer = "none";
          // The server's transcription failed: not the microphone's fault, hands-free stays on.
          this.dispatch({ type: "RECOGNITION_ERROR", code: "other" });
        }
        return;
      case "stop":
        return this.dispatch({ type: "STOP" });
      case "click":
        return this.dispatch({ type: "CLICK" });
      case "type":
        return this.dispatch({ type: "SUBMIT_TEXT", text: "Hallo" });
      case "close":
        // Hands-free off and the answer stopped (the panel's end of conversation).
        this.handsFree = false;
        this.dispatch({ type: "STOP" });
        this.recognizer = "none";
        this.stream = false;
        this.audio = 0;
        return;
      case "hands-free-on":
        if (this.handsFree) return;
        this.handsFree = true;
        if (this.state.phase === "closed" || this.state.phase === "idle") this.dispatch({ type: "CLICK" });
        return;
    }
  }

  /** Everything outstanding runs its course: the recogniser hands over, the stream ends, the audio plays out. */
  settle() {
    for (let i = 0; i < 50; i++) {
      if (this.recognizer === "stopping") this.deliver("Ich bin gestresst.");
      else if (this.stream) {
        this.stream = false;
        this.dispatch({ type: "STREAM_DONE", audioPending: this.audio > 0 });
      } else if (this.audio > 0) this.apply("audio-ends");
      else return;
    }
  }

  /** Something outstanding will move an answer on: its stream or its audio. */
  get answerMovesOn(): boolean {
    return this.stream || this.audio > 0;
  }
}

describe("hands-free in a room", () => {
  test("random speech, barge-ins, errors, stops, closing and network loss: never deaf, never silent with an answer pending", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ROOM_EVENTS), { maxLength: 60 }), (events) => {
        const room = new Room();
        let closed = false;
        for (const e of events) {
          if (e === "close") closed = true;
          room.apply(e);
          // Silent with a pending answer: an answer phase with no stream and no audio left to move it on.
          if (isAnswerRunning(room.state)) expect(room.answerMovesOn).toBe(true);
          if (room.state.phase === "greeting") expect(room.audio).toBeGreaterThan(0);
          // Listening means a recogniser that runs.
          if (room.state.phase === "listening") expect(room.recognizer).toBe("running");
        }
        room.settle();
        expect(isAnswerRunning(room.state)).toBe(false);
        // Only the visitor switches hands-free off here: no error in this list is the microphone's.
        if (!closed) expect(room.handsFree).toBe(true);
        if (room.handsFree) {
          // Not deaf: listening, with a recogniser that hears the next utterance.
          expect(room.state.phase).toBe("listening");
          expect(room.recognizer).toBe("running");
        } else if (room.state.phase === "listening") expect(room.recognizer).toBe("running");
      }),
      { numRuns: 2000 },
    );
  });
});
