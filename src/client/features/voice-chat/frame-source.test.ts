import { afterEach, describe, expect, test, vi } from "vitest";
import { FRAME, FRAME_PROCESSOR, type Frame } from "./frame-protocol";
import { startFrames } from "./frame-source";

/** An audio node that records what it is connected to. */
class FakeNode {
  readonly connected: unknown[] = [];
  disconnected = 0;
  connect<T>(to: T): T {
    this.connected.push(to);
    return to;
  }
  disconnect() {
    this.disconnected++;
  }
}

class FakeProcessor extends FakeNode {
  onaudioprocess: ((e: unknown) => void) | null = null;
}

/** A context with (or without) an audioWorklet whose addModule does what `addModule` says. */
function fakeContext(addModule?: (url: string) => Promise<void>) {
  const processors: FakeProcessor[] = [];
  const context = {
    sampleRate: 48_000,
    destination: new FakeNode(),
    createGain: () => Object.assign(new FakeNode(), { gain: { value: 1 } }),
    createScriptProcessor: vi.fn(() => {
      const p = new FakeProcessor();
      processors.push(p);
      return p;
    }),
    ...(addModule ? { audioWorklet: { addModule: vi.fn(addModule) } } : {}),
  };
  return { context, processors, asContext: context as unknown as BaseAudioContext };
}

/** A stand-in for the browser's AudioWorkletNode class, recording how it was built. */
function stubWorkletNode(fail?: Error) {
  const built: { name: string; options: AudioWorkletNodeOptions; node: FakeNode & { port: MessagePort } }[] = [];
  vi.stubGlobal(
    "AudioWorkletNode",
    class extends FakeNode {
      readonly port = { onmessage: null as ((e: { data: Frame }) => void) | null, close: vi.fn() };
      constructor(_context: unknown, name: string, options: AudioWorkletNodeOptions) {
        super();
        if (fail) throw fail;
        built.push({ name, options, node: this as unknown as FakeNode & { port: MessagePort } });
      }
    },
  );
  return built;
}

const URL = "/assets/frame-worklet-abc123.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startFrames: the AudioWorklet where the browser can, the ScriptProcessor where not", () => {
  test("with an AudioWorklet: the module from the site's URL, a two-channel node fed by the input, its frames as posted", async () => {
    const built = stubWorkletNode();
    const { context, asContext } = fakeContext(async () => {});
    const input = new FakeNode();
    const frames: Frame[] = [];
    const source = await startFrames(asContext, input as unknown as AudioNode, URL, (f) => frames.push(f));
    expect(source.kind).toBe("audio-worklet");
    expect(context.audioWorklet!.addModule).toHaveBeenCalledWith(URL);
    expect(context.createScriptProcessor).not.toHaveBeenCalled();
    expect(built).toHaveLength(1);
    expect(built[0]!.name).toBe(FRAME_PROCESSOR);
    expect(built[0]!.options).toMatchObject({ numberOfInputs: 1, channelCount: 2, channelCountMode: "explicit" });
    expect(input.connected).toEqual([built[0]!.node]);
    const frame: Frame = { at: 1234.5, mic: 0.1, played: 0.05, samples: new Float32Array(FRAME) };
    built[0]!.node.port.onmessage!({ data: frame } as MessageEvent<Frame>);
    expect(frames).toEqual([frame]);
    source.stop();
    expect(built[0]!.node.port.onmessage).toBeNull();
    expect(built[0]!.node.disconnected).toBe(1);
  });

  test("no audioWorklet on the context (an old browser, no secure context): the ScriptProcessor, its time from playbackTime", async () => {
    stubWorkletNode();
    const { context, processors, asContext } = fakeContext();
    const frames: Frame[] = [];
    const source = await startFrames(asContext, new FakeNode() as unknown as AudioNode, URL, (f) => frames.push(f));
    expect(source.kind).toBe("script-processor");
    expect(source.fallbackReason).toBe("no AudioWorklet");
    expect(context.createScriptProcessor).toHaveBeenCalledWith(FRAME, 2, 1);
    const mic = new Float32Array(FRAME).fill(0.2);
    const played = new Float32Array(FRAME).fill(-0.1);
    processors[0]!.onaudioprocess!({
      playbackTime: 10,
      inputBuffer: { numberOfChannels: 2, getChannelData: (c: number) => (c === 0 ? mic : played) },
    });
    expect(frames).toHaveLength(1);
    // Two buffers before the playback time.
    expect(frames[0]!.at).toBeCloseTo(10_000 - (2 * FRAME * 1000) / 48_000, 9);
    expect(frames[0]!.mic).toBeCloseTo(0.2, 6);
    expect(frames[0]!.played).toBeCloseTo(0.1, 6);
    expect(frames[0]!.samples).toBe(mic);
    source.stop();
    expect(processors[0]!.onaudioprocess).toBeNull();
  });

  test("no AudioWorkletNode class: the ScriptProcessor", async () => {
    vi.stubGlobal("AudioWorkletNode", undefined);
    const { context, asContext } = fakeContext(async () => {});
    const source = await startFrames(asContext, new FakeNode() as unknown as AudioNode, URL, () => {});
    expect(source.kind).toBe("script-processor");
    expect(context.audioWorklet!.addModule).not.toHaveBeenCalled();
  });

  test("the module does not load (blocked, not found): the ScriptProcessor, with the reason for the log", async () => {
    const built = stubWorkletNode();
    const { context, asContext } = fakeContext(() =>
      Promise.reject(new DOMException("Unable to load a worklet's module.", "AbortError")),
    );
    const input = new FakeNode();
    const source = await startFrames(asContext, input as unknown as AudioNode, URL, () => {});
    expect(source.kind).toBe("script-processor");
    expect(source.fallbackReason).toBe("Unable to load a worklet's module.");
    expect(built).toHaveLength(0);
    expect(context.createScriptProcessor).toHaveBeenCalledOnce();
    expect(input.connected).toHaveLength(1);
  });

  test("a processor that fails while running hands over to the ScriptProcessor, so the detector keeps hearing", async () => {
    const built = stubWorkletNode();
    const { context, processors, asContext } = fakeContext(async () => {});
    const input = new FakeNode();
    const frames: Frame[] = [];
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const source = await startFrames(asContext, input as unknown as AudioNode, URL, (f) => frames.push(f));
    const node = built[0]!.node as unknown as FakeNode & { onprocessorerror: (() => void) | null };
    expect(source.kind).toBe("audio-worklet");
    node.onprocessorerror!();
    expect(source.kind).toBe("script-processor");
    expect(source.fallbackReason).toBe("processor error");
    expect(info).toHaveBeenCalledWith("hands-free frames: script-processor (processor error)");
    expect(node.disconnected).toBe(1);
    expect(context.createScriptProcessor).toHaveBeenCalledOnce();
    const mic = new Float32Array(FRAME).fill(0.2);
    processors[0]!.onaudioprocess!({ playbackTime: 1, inputBuffer: { numberOfChannels: 1, getChannelData: () => mic } });
    expect(frames).toHaveLength(1);
    source.stop();
    expect(processors[0]!.onaudioprocess).toBeNull();
    info.mockRestore();
  });

  test("the node cannot be made (its processor is not registered): the ScriptProcessor", async () => {
    stubWorkletNode(new DOMException("AudioWorkletNode cannot be created", "InvalidStateError"));
    const { asContext } = fakeContext(async () => {});
    const input = new FakeNode();
    const source = await startFrames(asContext, input as unknown as AudioNode, URL, () => {});
    expect(source.kind).toBe("script-processor");
    // Only the ScriptProcessor is fed.
    expect(input.connected).toHaveLength(1);
  });
});
