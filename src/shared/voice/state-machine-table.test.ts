import { describe, expect, test } from "vitest";
import { transition, type VoiceEffect, type VoicePhase, type VoiceState } from "./state-machine";
import { CODES, deepFreeze, EVENTS, idle, NOTICE_FOR_CODE, S, type StateLabel } from "./test-samples";

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
// The expected table. Every (state, event) pair listed here must give exactly
// this state and these effects; every pair NOT listed must return the very
// same state object and no effects.
// ---------------------------------------------------------------------------

type Outcome = [state: VoiceState, effects: VoiceEffect[]];

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
