import { afterEach, expect, test, vi } from "vitest";
import { resetSpeechInput, startRecognition, type RecognitionEvent } from "./recognition";

/**
 * A browser whose microphone answers when `grant` is called and whose
 * uploads to the server's transcription get `answer` (default: 200 "Hallo").
 * `recorder: false`: MediaRecorder cannot record this microphone.
 */
function browserWithMicrophone(opts: { answer?: () => Promise<Response>; recorder?: boolean } = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  let grant: () => void = () => {};
  const uploads: unknown[] = [];
  class FakeRecorder {
    state: "inactive" | "recording" = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob(["x"]) });
      this.onstop?.();
    }
  }
  vi.stubGlobal("window", {});
  class BrokenRecorder {
    constructor() {
      throw new DOMException("unsupported", "NotSupportedError");
    }
  }
  vi.stubGlobal("MediaRecorder", opts.recorder === false ? BrokenRecorder : FakeRecorder);
  vi.stubGlobal("navigator", {
    mediaDevices: { getUserMedia: () => new Promise((resolve) => (grant = () => resolve(stream))) },
  });
  vi.stubGlobal("fetch", (url: string) => {
    uploads.push(url);
    return opts.answer ? opts.answer() : Promise.resolve(new Response(JSON.stringify({ text: "Hallo" }), { status: 200 }));
  });
  return { track, uploads, grant: () => grant() };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => {
  vi.unstubAllGlobals();
  resetSpeechInput();
});

test("a recording for the server's transcription is sent when the visitor stops", async () => {
  const mic = browserWithMicrophone();
  const events: RecognitionEvent[] = [];
  const recognizer = startRecognition("de", true, (e) => events.push(e))!;
  mic.grant();
  await settle();
  recognizer.stop();
  await settle();
  await settle();
  expect(mic.track.stop).toHaveBeenCalled();
  expect(mic.uploads).toEqual(["/api/stt"]);
  expect(events).toEqual([{ type: "RECOGNITION_FINAL", text: "Hallo" }, { type: "RECOGNITION_END" }]);
});

test("abort releases the microphone at once and sends nothing", async () => {
  const mic = browserWithMicrophone();
  const events: RecognitionEvent[] = [];
  const recognizer = startRecognition("de", true, (e) => events.push(e))!;
  mic.grant();
  await settle();
  recognizer.abort();
  await settle();
  expect(mic.track.stop).toHaveBeenCalled();
  expect(mic.uploads).toEqual([]);
  expect(events).toEqual([]);
});

test("aborted before the permission arrives, the microphone is released as soon as it does", async () => {
  const mic = browserWithMicrophone();
  const recognizer = startRecognition("de", true, () => {})!;
  recognizer.abort();
  mic.grant();
  await settle();
  expect(mic.track.stop).toHaveBeenCalled();
  expect(mic.uploads).toEqual([]);
});

/** A browser recogniser whose speech service fails with `code` as soon as it starts. */
function failingBrowserRecogniser(code: string) {
  const started: string[] = [];
  class FailingRecognition {
    lang = "";
    continuous = false;
    interimResults = false;
    onresult: unknown = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      started.push(this.lang);
      setTimeout(() => {
        this.onerror?.({ error: code });
        this.onend?.();
      }, 0);
    }
    stop() {}
    abort() {}
  }
  vi.stubGlobal("window", { SpeechRecognition: FailingRecognition });
  return started;
}

/** One utterance recorded and sent; resolves with what was emitted. */
async function speakOnce(mic: ReturnType<typeof browserWithMicrophone>) {
  const events: RecognitionEvent[] = [];
  const recognizer = startRecognition("de", true, (e) => events.push(e))!;
  await settle();
  mic.grant();
  await settle();
  recognizer.stop();
  for (let i = 0; i < 4; i++) await settle();
  return events;
}

test("with the server's transcription the browser records even where it has its own recogniser", async () => {
  const mic = browserWithMicrophone();
  const started = failingBrowserRecogniser("network");
  expect(await speakOnce(mic)).toEqual([{ type: "RECOGNITION_FINAL", text: "Hallo" }, { type: "RECOGNITION_END" }]);
  expect(mic.uploads).toEqual(["/api/stt"]);
  expect(started).toEqual([]);
});

test("a recording that cannot start hands the utterance to the browser's recogniser", async () => {
  const mic = browserWithMicrophone({ recorder: false });
  const started = workingBrowserRecogniser("Guten Morgen");
  const events = await speakOnce(mic);
  expect(mic.track.stop).toHaveBeenCalled();
  expect(started).toEqual(["de-DE"]);
  expect(mic.uploads).toEqual([]);
  expect(events).toEqual([{ type: "RECOGNITION_FINAL", text: "Guten Morgen" }, { type: "RECOGNITION_END" }]);
});

test("after the server's transcription failed, the next utterance goes to the browser's recogniser", async () => {
  const mic = browserWithMicrophone({ answer: () => Promise.resolve(new Response("{}", { status: 502 })) });
  const started = workingBrowserRecogniser("Zweiter Versuch");
  expect(await speakOnce(mic)).toEqual([{ type: "RECOGNITION_ERROR", code: "network" }]);
  expect(started).toEqual([]);
  expect(await speakOnce(mic)).toEqual([{ type: "RECOGNITION_FINAL", text: "Zweiter Versuch" }, { type: "RECOGNITION_END" }]);
  expect(started).toEqual(["de-DE"]);
  expect(mic.uploads).toEqual(["/api/stt"]);
});

test("a limit answered by the server (4xx) does not switch away from recording", async () => {
  const mic = browserWithMicrophone({ answer: () => Promise.resolve(new Response("{}", { status: 429 })) });
  const started = workingBrowserRecogniser("nie");
  await speakOnce(mic);
  await speakOnce(mic);
  expect(started).toEqual([]);
  expect(mic.uploads).toEqual(["/api/stt", "/api/stt"]);
});

test.each(["network", "service-not-allowed", "audio-capture"])(
  "once the server failed, a browser recogniser failing with '%s' gives the server another chance",
  async (code) => {
    let failing = true;
    const mic = browserWithMicrophone({
      answer: () =>
        Promise.resolve(failing ? new Response("{}", { status: 503 }) : new Response(JSON.stringify({ text: "Hallo" }))),
    });
    await speakOnce(mic);
    failing = false;
    const started = failingBrowserRecogniser(code);
    const events = await speakOnce(mic);
    expect(started).toEqual(["de-DE"]);
    expect(mic.uploads).toEqual(["/api/stt", "/api/stt"]);
    expect(events).toEqual([{ type: "RECOGNITION_FINAL", text: "Hallo" }, { type: "RECOGNITION_END" }]);
  },
);

test("without the server's transcription the failure reaches the visitor, who is told to retry or type", async () => {
  browserWithMicrophone();
  failingBrowserRecogniser("network");
  const events: RecognitionEvent[] = [];
  startRecognition("de", false, (e) => events.push(e));
  await settle();
  expect(events).toEqual([{ type: "RECOGNITION_ERROR", code: "network" }, { type: "RECOGNITION_END" }]);
});

test("a refused microphone is not retried another way", async () => {
  const mic = browserWithMicrophone();
  const started = workingBrowserRecogniser("nie");
  vi.stubGlobal("navigator", {
    mediaDevices: { getUserMedia: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
  });
  const events: RecognitionEvent[] = [];
  startRecognition("de", true, (e) => events.push(e));
  await settle();
  await settle();
  expect(mic.uploads).toEqual([]);
  expect(started).toEqual([]);
  expect(events).toEqual([{ type: "RECOGNITION_ERROR", code: "not-allowed" }]);
});

/** A browser recogniser that hears `text` once stopped. */
function workingBrowserRecogniser(text: string) {
  const started: string[] = [];
  class WorkingRecognition {
    lang = "";
    continuous = false;
    interimResults = false;
    onresult: ((e: unknown) => void) | null = null;
    onerror: unknown = null;
    onend: (() => void) | null = null;
    start() {
      started.push(this.lang);
    }
    stop() {
      const alt = Object.assign([{ transcript: text }], { isFinal: true });
      this.onresult?.({ resultIndex: 0, results: [alt] });
      this.onend?.();
    }
    abort() {}
  }
  vi.stubGlobal("window", { SpeechRecognition: WorkingRecognition });
  return started;
}
