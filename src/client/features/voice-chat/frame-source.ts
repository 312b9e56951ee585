/**
 * Where the hands-free detector's frames come from (decision 050): an
 * AudioWorklet (frame-worklet.ts) that cuts them on the audio thread and
 * stamps each with the audio-clock time of its first sample, or, where the
 * browser has no AudioWorklet or the module does not load, a ScriptProcessor
 * on the main thread as before, whose times are estimated from the event's
 * playbackTime. Either way the input is one node with two channels: the
 * microphone on the first, the coach's played sound on the second.
 */
import { FRAME, FRAME_PROCESSOR, type Frame } from "./frame-protocol";
import { rmsOf } from "./vad";

export type FrameSourceKind = "audio-worklet" | "script-processor";

export interface FrameSource {
  readonly kind: FrameSourceKind;
  /** Why the AudioWorklet was not used, for the log. */
  readonly fallbackReason?: string;
  stop(): void;
}

/** The node's output goes nowhere audible; it is connected so that every browser keeps processing it. */
function muted(context: BaseAudioContext, node: AudioNode) {
  const mute = context.createGain();
  mute.gain.value = 0;
  node.connect(mute).connect(context.destination);
}

/** The frames from the AudioWorklet module at `url`; rejects where the browser has none or the module fails. */
async function workletFrames(
  context: BaseAudioContext,
  input: AudioNode,
  url: string,
  onFrame: (frame: Frame) => void,
  onFail: () => void,
): Promise<FrameSource> {
  // Missing in old browsers, and outside a secure context.
  if (!(context as Partial<BaseAudioContext>).audioWorklet || typeof AudioWorkletNode === "undefined")
    throw new Error("no AudioWorklet");
  await context.audioWorklet.addModule(url);
  const node = new AudioWorkletNode(context, FRAME_PROCESSOR, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [1],
    channelCount: 2,
    channelCountMode: "explicit",
    channelInterpretation: "discrete",
  });
  node.port.onmessage = (e: MessageEvent<Frame>) => onFrame(e.data);
  // A processor that throws sends nothing more: without this the detector would go deaf.
  node.onprocessorerror = onFail;
  input.connect(node);
  muted(context, node);
  return {
    kind: "audio-worklet",
    stop() {
      node.port.onmessage = null;
      node.onprocessorerror = null;
      node.port.close();
      input.disconnect(node);
      node.disconnect();
    },
  };
}

/**
 * The frames from a ScriptProcessor (deprecated, but in every browser with
 * Web Audio), handled on the main thread as they were before the worklet.
 */
function scriptProcessorFrames(
  context: BaseAudioContext,
  input: AudioNode,
  onFrame: (frame: Frame) => void,
  fallbackReason: string,
): FrameSource {
  const frameMs = (FRAME / context.sampleRate) * 1000;
  const processor = context.createScriptProcessor(FRAME, 2, 1);
  input.connect(processor);
  muted(context, processor);
  processor.onaudioprocess = (e) => {
    const samples = e.inputBuffer.getChannelData(0);
    const played = e.inputBuffer.numberOfChannels > 1 ? rmsOf(e.inputBuffer.getChannelData(1)) : 0;
    // The event's playbackTime is when its output would play, two buffers after its input began. (Chromium
    // takes it when it fires the event, so under load a frame counts as later than it was: the coach's
    // mode then lasts longer after it stopped, and a connection counts a little early, by a frame or two.)
    onFrame({ at: e.playbackTime * 1000 - 2 * frameMs, mic: rmsOf(samples), played, samples });
  };
  return {
    kind: "script-processor",
    fallbackReason,
    stop() {
      processor.onaudioprocess = null;
      processor.disconnect();
    },
  };
}

/**
 * Starts the frames of `input` (two channels: microphone, played sound):
 * from the AudioWorklet module at `workletUrl` where the browser can, else
 * from a ScriptProcessor. `onFrame` gets each frame on the main thread.
 */
export async function startFrames(
  context: BaseAudioContext,
  input: AudioNode,
  workletUrl: string,
  onFrame: (frame: Frame) => void,
): Promise<FrameSource> {
  let current: FrameSource;
  let stopped = false;
  // A worklet that fails while running hands over to a ScriptProcessor, so hands-free keeps listening.
  const failOver = () => {
    if (stopped || current.kind !== "audio-worklet") return;
    current.stop();
    current = scriptProcessorFrames(context, input, onFrame, "processor error");
    console.info("hands-free frames: script-processor (processor error)");
  };
  try {
    current = await workletFrames(context, input, workletUrl, onFrame, failOver);
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    current = scriptProcessorFrames(context, input, onFrame, reason);
  }
  return {
    get kind() {
      return current.kind;
    },
    get fallbackReason() {
      return current.fallbackReason;
    },
    stop() {
      stopped = true;
      current.stop();
    },
  };
}
