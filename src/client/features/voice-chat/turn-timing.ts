import type { TurnTiming } from "#shared/api/operations";
import type { VoiceEffect, VoiceEvent, VoiceState } from "#shared/voice/state-machine";

interface RunningTurn {
  start: number;
  input: TurnTiming["input"];
  firstTextMs?: number;
  firstAudioMs?: number;
}

/**
 * How long each turn took where the visitor is (decision 047): from the send
 * (typed) or the end of speech (spoken: the moment the widget stops
 * listening, so the transcription counts) to the answer's first text shown
 * and to its first audio playing. It watches the state machine's transitions
 * only; a finished turn's figures are handed out once, to go with the next
 * message. Nothing but the input kind and two durations is kept.
 */
export function createTurnClock(now: () => number = () => performance.now()) {
  let speechEnd: number | undefined;
  let running: RunningTurn | undefined;
  let finished: TurnTiming | undefined;

  const settle = (turn: RunningTurn | undefined): TurnTiming | undefined => {
    if (!turn || (turn.firstTextMs === undefined && turn.firstAudioMs === undefined)) return undefined;
    return {
      input: turn.input,
      ...(turn.firstTextMs === undefined ? {} : { firstTextMs: Math.round(turn.firstTextMs) }),
      ...(turn.firstAudioMs === undefined ? {} : { firstAudioMs: Math.round(turn.firstAudioMs) }),
    };
  };

  return {
    /** One transition of the state machine: `before` and `after` are the states around `event`. */
    observe(before: VoiceState, event: VoiceEvent, after: VoiceState, effects: readonly VoiceEffect[]): void {
      const t = now();
      if (after.phase === "listening" && before.phase !== "listening") speechEnd = undefined;
      if (before.phase === "listening" && after.phase !== "listening") speechEnd = t;
      if (effects.some((e) => e.type === "sendMessage")) {
        // The turn before is over: its figures wait for this message.
        finished = settle(running);
        const spoken = event.type !== "SUBMIT_TEXT";
        running = { start: spoken && speechEnd !== undefined ? speechEnd : t, input: spoken ? "spoken" : "typed" };
        speechEnd = undefined;
        return;
      }
      if (!running) return;
      const answering = before.phase === "processing" || before.phase === "answering";
      if (event.type === "ANSWER_DELTA" && running.firstTextMs === undefined) running.firstTextMs = t - running.start;
      if (event.type === "AUDIO_STARTED" && answering && running.firstAudioMs === undefined)
        running.firstAudioMs = t - running.start;
    },
    /** The last finished turn's figures, once; undefined when there are none. A function, not a method: it is handed on alone. */
    take: (): TurnTiming | undefined => {
      const out = finished;
      finished = undefined;
      return out;
    },
  };
}
