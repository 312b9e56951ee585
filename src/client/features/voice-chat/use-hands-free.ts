import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { Lang } from "#shared/i18n";
import { isAnswerRunning, type VoiceEvent, type VoiceState } from "#shared/voice/state-machine";
import { unlockPlayback } from "./playback";
import type { RecognitionEvent, Recognizer } from "./recognition";
import { isBackchannel } from "./turn-taking";
import type { Patience } from "./turn-taking";
import type { PlayedSound, Vad } from "./microphone";
import { handsFreeDetectorOptions, type VadEvent } from "./vad";

/** Hands-free: listening this long without hearing speech starts a fresh recording (nothing is sent). */
const HANDS_FREE_SILENCE_MS = 15_000;
/** Notices after which hands-free mode switches itself off: the microphone cannot be used. */
const HANDS_FREE_FATAL = new Set(["micDenied", "startFailed", "unsupported"]);

interface HandsFreeOptions {
  /** The state machine's state, as rendered and as of now. */
  state: VoiceState;
  stateRef: RefObject<VoiceState>;
  dispatch: (event: VoiceEvent) => void;
  lang: Lang;
  /** The persona's patience: the bounds of the silence that ends a turn. */
  patience: Patience;
  /** Whether the server transcribes (then the detector's own recording, with its pre-roll, is what is sent). */
  serverStt: boolean;
  /** The server's transcript of a recording; undefined when it failed. */
  transcribe: (audio: Blob) => Promise<string | undefined>;
  /** Drops the recording that runs, unsent. */
  abortListening: () => void;
  /** Marks the answer being streamed or spoken as interrupted. */
  markInterrupted: () => void;
  /** The coach's voice: pause, go on, what plays now (a stream; "quiet": nothing; null: cannot be measured). */
  holdAudio: () => void;
  resumeAudio: () => void;
  playedSound: () => Exclude<PlayedSound, undefined>;
}

/**
 * Hands-free mode (off by default): voice activity detection takes turns
 * instead of the button (decisions 028 and 050). Speech starts a turn; while
 * the coach speaks, sustained speech over its echo pauses it, a short
 * acknowledgement lets it go on, and speech that goes on interrupts it
 * (barge-in). A pause ends the turn as a click would, later when the words
 * so far say the thought goes on; the widget listens again whenever it is
 * idle.
 */
export function useHandsFree(options: HandsFreeOptions) {
  const { state, stateRef, dispatch, lang, serverStt, transcribe, abortListening, markInterrupted } = options;
  const { holdAudio, resumeAudio, playedSound, patience } = options;
  const [handsFree, setHandsFree] = useState(false);
  /** The detector is running: from now on the widget listens by itself. */
  const [detecting, setDetecting] = useState(false);
  const handsFreeRef = useRef(false);
  const vadRef = useRef<Vad | undefined>(undefined);
  /** The visitor has spoken in the current listening turn. */
  const heardRef = useRef(false);
  /** The current turn began by interrupting the coach. */
  const bargedInRef = useRef(false);
  /** Where the current turn's audio begins (its detected start less the pre-roll). */
  const turnFromRef = useRef<number | undefined>(undefined);
  /** The transcript of the turn so far, taken at its last pause, and when. */
  const probeRef = useRef<{ text: string; at: number } | undefined>(undefined);

  /** Hands-free off: the detector releases the microphone; click-to-talk goes on as before. */
  const stopHandsFree = useCallback(() => {
    handsFreeRef.current = false;
    setHandsFree(false);
    setDetecting(false);
    vadRef.current?.stop();
    vadRef.current = undefined;
  }, []);

  /**
   * Barge-in: the visitor speaks on while the coach answers. Playback and the
   * stream stop, and the answer is marked interrupted, on the page and in the
   * history the model gets next, also when its text was already complete.
   */
  const bargeIn = useCallback(() => {
    markInterrupted();
    heardRef.current = true;
    bargedInRef.current = true;
    dispatch({ type: "STOP" });
  }, [dispatch, markInterrupted]);

  /** The transcript of the turn so far, at a pause: it sets how long the pause may be. */
  const probe = useCallback(() => {
    const vad = vadRef.current;
    if (!vad || !serverStt || stateRef.current.phase !== "listening" || turnFromRef.current === undefined) return;
    const at = vad.now;
    void transcribe(vad.recording(turnFromRef.current)).then((text) => {
      if (text === undefined || vadRef.current !== vad) return;
      probeRef.current = { text, at };
      vad.setInterim(text);
    });
  }, [serverStt, stateRef, transcribe]);

  const onVoiceActivity = useCallback(
    (event: VadEvent) => {
      const current = stateRef.current;
      const coachSpeaking = current.phase === "greeting" || isAnswerRunning(current);
      switch (event) {
        case "speech-start":
          turnFromRef.current = vadRef.current?.utteranceStart;
          if (current.phase === "listening") heardRef.current = true;
          return;
        case "barge-in-hold":
          // Sustained speech over the coach: it pauses until the speech proves long or short.
          return holdAudio();
        case "backchannel":
          return resumeAudio();
        case "barge-in":
          turnFromRef.current = vadRef.current?.utteranceStart;
          if (current.phase === "greeting") {
            heardRef.current = true;
            bargedInRef.current = false;
            dispatch({ type: "CLICK" });
          } else if (coachSpeaking) bargeIn();
          // The coach ended while the visitor spoke over its last words (the detector counts its echo on a little): their turn.
          else if (current.phase === "listening") heardRef.current = true;
          return;
        case "pause":
          return probe();
        case "speech-end":
          // The visitor stopped speaking: the turn ends as with a click.
          if (current.phase === "listening" && heardRef.current) {
            heardRef.current = false;
            dispatch({ type: "CLICK" });
          }
      }
    },
    [dispatch, bargeIn, stateRef, holdAudio, resumeAudio, probe],
  );

  /** What the coach plays, for the detector: undefined while it is silent. */
  const played = useCallback((): PlayedSound => {
    const current = stateRef.current;
    if (current.phase !== "greeting" && !isAnswerRunning(current)) return undefined;
    return playedSound();
  }, [stateRef, playedSound]);

  /**
   * The turn as the detector recorded it, from its start less the pre-roll
   * (also when it began by interrupting the coach), for the server's
   * transcription. A transcript taken at the final pause is used as it is.
   * An interruption that was only acknowledgements ('ja, genau') is not sent.
   */
  const captured = useCallback(
    (emit: (e: RecognitionEvent) => void): Recognizer => {
      const vad = vadRef.current!;
      const listeningFrom = vad.now;
      if (!vad.inSpeech) {
        turnFromRef.current = undefined;
        bargedInRef.current = false;
      }
      probeRef.current = undefined;
      let done = false;
      const finish = (text: string) => {
        const drop = bargedInRef.current && isBackchannel(text, lang);
        bargedInRef.current = false;
        emit({ type: "RECOGNITION_FINAL", text: drop ? "" : text });
        emit({ type: "RECOGNITION_END" });
      };
      return {
        stop() {
          if (done) return;
          done = true;
          const last = probeRef.current;
          if (last && last.at >= vad.lastSpeechAt) return finish(last.text);
          const audio = vad.recording(turnFromRef.current ?? listeningFrom);
          // A failed transcription is not the microphone's fault: "other" keeps hands-free on (a network error would switch it off).
          void transcribe(audio).then((text) =>
            text === undefined ? emit({ type: "RECOGNITION_ERROR", code: "other" }) : finish(text),
          );
        },
        abort() {
          done = true;
        },
      };
    },
    [lang, transcribe],
  );

  /** Switches hands-free mode on: the detector is loaded only now, and the conversation opens if it was closed. */
  const startHandsFree = useCallback(async () => {
    handsFreeRef.current = true;
    setHandsFree(true);
    try {
      const { startVad } = await import("./microphone");
      const vad = await startVad((e) => onVoiceActivity(e), played, handsFreeDetectorOptions(lang, serverStt, patience));
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
  }, [dispatch, onVoiceActivity, played, lang, serverStt, patience, stopHandsFree, stateRef]);

  const toggleHandsFree = useCallback(
    (on: boolean) => {
      // The switch is a tap: iOS Safari lets the coach's voice play later only after one.
      if (on) unlockPlayback();
      return on ? void startHandsFree() : stopHandsFree();
    },
    [startHandsFree, stopHandsFree],
  );

  // A browser recogniser's interim words set how long a pause ends the turn.
  useEffect(() => {
    if (state.phase === "listening") vadRef.current?.setInterim(state.interim);
  }, [state]);

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

  /** The recording for the next turn: the detector's own while it runs and the server transcribes. */
  const capturedRecognizer = useCallback(
    (): ((emit: (e: RecognitionEvent) => void) => Recognizer) | undefined => (vadRef.current ? captured : undefined),
    [captured],
  );

  return { handsFree, toggleHandsFree, stopHandsFree, capturedRecognizer };
}
