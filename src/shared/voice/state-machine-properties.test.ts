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
