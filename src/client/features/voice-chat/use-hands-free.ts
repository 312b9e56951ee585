import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { isAnswerRunning, type VoiceEvent, type VoiceState } from "#shared/voice/state-machine";
import type { Vad, VadEvent } from "./vad";

/** Hands-free: listening this long without hearing speech starts a fresh recording (nothing is sent). */
const HANDS_FREE_SILENCE_MS = 15_000;
/** Notices after which hands-free mode switches itself off: the microphone cannot be used. */
const HANDS_FREE_FATAL = new Set(["micDenied", "startFailed", "unsupported"]);

interface HandsFreeOptions {
  /** The state machine's state, as rendered and as of now. */
  state: VoiceState;
  stateRef: RefObject<VoiceState>;
  dispatch: (event: VoiceEvent) => void;
  /** Drops the recording that runs, unsent. */
  abortListening: () => void;
  /** Marks the answer being streamed or spoken as interrupted. */
  markInterrupted: () => void;
}

/**
 * Hands-free mode (off by default): voice activity detection takes turns
 * instead of the button. Speech starts a turn, or interrupts the coach
 * (barge-in); a pause ends it as a click would; the widget listens again
 * whenever it is idle.
 */
export function useHandsFree({ state, stateRef, dispatch, abortListening, markInterrupted }: HandsFreeOptions) {
  const [handsFree, setHandsFree] = useState(false);
  /** The detector is running: from now on the widget listens by itself. */
  const [detecting, setDetecting] = useState(false);
  const handsFreeRef = useRef(false);
  const vadRef = useRef<Vad | undefined>(undefined);
  /** The visitor has spoken in the current listening turn. */
  const heardRef = useRef(false);

  /** Hands-free off: the detector releases the microphone; click-to-talk goes on as before. */
  const stopHandsFree = useCallback(() => {
    handsFreeRef.current = false;
    setHandsFree(false);
    setDetecting(false);
    vadRef.current?.stop();
    vadRef.current = undefined;
  }, []);

  /**
   * Barge-in: the visitor speaks while the coach answers. Playback and the
   * stream stop, and the answer is marked interrupted, on the page and in the
   * history the model gets next, also when its text was already complete.
   */
  const bargeIn = useCallback(() => {
    markInterrupted();
    heardRef.current = true;
    dispatch({ type: "STOP" });
  }, [dispatch, markInterrupted]);

  const onVoiceActivity = useCallback(
    (event: VadEvent) => {
      const current = stateRef.current;
      if (event === "speech-start") {
        if (current.phase === "listening") heardRef.current = true;
        else if (current.phase === "greeting") {
          heardRef.current = true;
          dispatch({ type: "CLICK" });
        } else if (isAnswerRunning(current)) bargeIn();
        return;
      }
      // The visitor stopped speaking: the turn ends as with a click.
      if (current.phase === "listening" && heardRef.current) {
        heardRef.current = false;
        dispatch({ type: "CLICK" });
      }
    },
    [dispatch, bargeIn, stateRef],
  );

  /** Switches hands-free mode on: the detector is loaded only now, and the conversation opens if it was closed. */
  const startHandsFree = useCallback(async () => {
    handsFreeRef.current = true;
    setHandsFree(true);
    try {
      const { startVad } = await import("./vad");
      const vad = await startVad((e) => onVoiceActivity(e));
      if (!handsFreeRef.current) return vad.stop();
      vadRef.current = vad;
      // Only now: the effect that listens whenever the widget is idle needs the detector.
      setDetecting(true);
    } catch {
      stopHandsFree();
      dispatch({ type: "RECOGNITION_ERROR", code: "start-failed" });
      return;
    }
    if (stateRef.current.phase === "closed") dispatch({ type: "CLICK" });
  }, [dispatch, onVoiceActivity, stopHandsFree, stateRef]);

  const toggleHandsFree = useCallback(
    (on: boolean) => (on ? void startHandsFree() : stopHandsFree()),
    [startHandsFree, stopHandsFree],
  );

  // Listen again whenever the widget is idle (after the greeting, after an answer).
  useEffect(() => {
    if (!detecting || !vadRef.current) return;
    if (state.phase === "idle") {
      if (state.notice && HANDS_FREE_FATAL.has(state.notice)) return stopHandsFree();
      if (!vadRef.current.inSpeech) heardRef.current = false;
      dispatch({ type: "CLICK" });
      return;
    }
    if (state.phase !== "listening") return;
    // Nobody spoke for a while: drop that recording unsent and start a fresh one.
    const timer = setTimeout(() => {
      if (heardRef.current || stateRef.current.phase !== "listening") return;
      abortListening();
      dispatch({ type: "STOP" });
    }, HANDS_FREE_SILENCE_MS);
    return () => clearTimeout(timer);
  }, [detecting, state, dispatch, stopHandsFree, abortListening, stateRef]);

  useEffect(() => () => vadRef.current?.stop(), []);

  return { handsFree, toggleHandsFree, stopHandsFree };
}
