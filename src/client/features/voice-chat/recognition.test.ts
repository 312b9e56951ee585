import { afterEach, expect, test, vi } from "vitest";
import { startRecognition, type RecognitionEvent } from "./recognition";

/** A browser without its own recogniser, whose microphone answers when `grant` is called. */
function browserWithMicrophone() {
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
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  vi.stubGlobal("navigator", {
    mediaDevices: { getUserMedia: () => new Promise((resolve) => (grant = () => resolve(stream))) },
  });
  vi.stubGlobal("fetch", (url: string) => {
    uploads.push(url);
    return Promise.resolve(new Response(JSON.stringify({ text: "Hallo" }), { status: 200 }));
  });
  return { track, uploads, grant: () => grant() };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => vi.unstubAllGlobals());

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

test.each(["network", "service-not-allowed", "audio-capture"])(
  "a browser recogniser failing with '%s' hands the utterance to the server's transcription",
  async (code) => {
    const mic = browserWithMicrophone();
    const started = failingBrowserRecogniser(code);
    const events: RecognitionEvent[] = [];
    const recognizer = startRecognition("de", true, (e) => events.push(e))!;
    await settle();
    mic.grant();
    await settle();
    recognizer.stop();
    await settle();
    await settle();
    expect(started).toEqual(["de-DE"]);
    expect(mic.uploads).toEqual(["/api/stt"]);
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
  failingBrowserRecogniser("not-allowed");
  const events: RecognitionEvent[] = [];
  startRecognition("de", true, (e) => events.push(e));
  await settle();
  expect(mic.uploads).toEqual([]);
  expect(events).toEqual([{ type: "RECOGNITION_ERROR", code: "not-allowed" }, { type: "RECOGNITION_END" }]);
});
