import createClient from "openapi-fetch";
import { afterEach, expect, test, vi } from "vitest";
import type { paths } from "../../lib/api/schema";
import { resetSpeechInput, startRecognition, type RecognitionEvent } from "./recognition";

/** The page's client, with the address a page has (tests have none); it sends through the `fetch` of the moment. */
const api = createClient<paths>({ baseUrl: "http://localhost", fetch: (request) => fetch(request) });

/** Called whenever something starts listening to the visitor: a recorder records or a browser recogniser starts. */
let onListening: (() => void)[] = [];
/** Resolves the next time something starts listening. */
const nextListening = () => new Promise<void>((resolve) => onListening.push(resolve));
const listening = () => {
  const waiting = onListening;
  onListening = [];
  for (const resolve of waiting) resolve();
};

/**
 * A browser whose microphone is allowed when `grant` is called (before or
 * after the page asks) and whose uploads to the server's transcription get
 * `answer` (default: 200 "Hallo"). `recorder: false`: MediaRecorder cannot
 * record this microphone. `released` resolves when the microphone is let go.
 */
function browserWithMicrophone(opts: { answer?: () => Promise<Response>; recorder?: boolean } = {}) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const track = { stop: vi.fn(() => release()) };
  const stream = { getTracks: () => [track] };
  let granted = false;
  let asking: ((s: typeof stream) => void)[] = [];
  const uploads: string[] = [];
  const types: (string | null)[] = [];
  class FakeRecorder {
    state: "inactive" | "recording" = "inactive";
    mimeType = "audio/webm";
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = "recording";
      listening();
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
    mediaDevices: {
      getUserMedia: () => (granted ? Promise.resolve(stream) : new Promise((resolve) => asking.push(resolve))),
    },
  });
  vi.stubGlobal("fetch", (request: Request) => {
    uploads.push(new URL(request.url).pathname);
    types.push(request.headers.get("content-type"));
    return opts.answer ? opts.answer() : Promise.resolve(new Response(JSON.stringify({ text: "Hallo" }), { status: 200 }));
  });
  return {
    track,
    uploads,
    types,
    released,
    grant() {
      granted = true;
      for (const resolve of asking) resolve(stream);
      asking = [];
    },
  };
}

/** What a recogniser emitted, and `until` to wait for an event of one of the given types. */
function emitted() {
  const events: RecognitionEvent[] = [];
  let waiting: { types: RecognitionEvent["type"][]; resolve: () => void }[] = [];
  return {
    events,
    emit: (e: RecognitionEvent) => {
      events.push(e);
      for (const w of waiting) if (w.types.includes(e.type)) w.resolve();
      waiting = waiting.filter((w) => !w.types.includes(e.type));
    },
    until: (...types: RecognitionEvent["type"][]): Promise<void> =>
      events.some((e) => types.includes(e.type)) ? Promise.resolve() : new Promise((resolve) => waiting.push({ types, resolve })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSpeechInput();
  onListening = [];
});

test("a recording for the server's transcription is sent when the visitor stops", async () => {
  const mic = browserWithMicrophone();
  const { events, emit, until } = emitted();
  const recording = nextListening();
  const recognizer = startRecognition(api, "de", true, emit)!;
  mic.grant();
  await recording;
  recognizer.stop();
  await until("RECOGNITION_END", "RECOGNITION_ERROR");
  expect(mic.track.stop).toHaveBeenCalled();
  expect(mic.uploads).toEqual(["/api/stt"]);
  // The recording's bytes as they are, with the recorder's type.
  expect(mic.types).toEqual(["audio/webm"]);
  expect(events).toEqual([{ type: "RECOGNITION_FINAL", text: "Hallo" }, { type: "RECOGNITION_END" }]);
});

test("abort releases the microphone at once and sends nothing", async () => {
  const mic = browserWithMicrophone();
  const { events, emit } = emitted();
  const recording = nextListening();
  const recognizer = startRecognition(api, "de", true, emit)!;
  mic.grant();
  await recording;
  recognizer.abort();
  // At once: nothing is awaited between the abort and these.
  expect(mic.track.stop).toHaveBeenCalled();
  expect(mic.uploads).toEqual([]);
  expect(events).toEqual([]);
});

test("aborted before the permission arrives, the microphone is released as soon as it does", async () => {
  const mic = browserWithMicrophone();
  const recognizer = startRecognition(api, "de", true, () => {})!;
  recognizer.abort();
  mic.grant();
  await mic.released;
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
      // As a browser reports it: in a task of its own after start().
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

/**
 * One utterance: the visitor allows the microphone, speaks once something
 * listens (a recorder or the browser's recogniser, whichever the page ends up
 * with) and stops; resolves with what was emitted once the utterance ended.
 */
async function speakOnce(mic: ReturnType<typeof browserWithMicrophone>) {
  const { events, emit, until } = emitted();
  mic.grant();
  const heard = nextListening();
  const recognizer = startRecognition(api, "de", true, emit)!;
  await heard;
  recognizer.stop();
  await until("RECOGNITION_END", "RECOGNITION_ERROR");
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
  const { events, emit, until } = emitted();
  startRecognition(api, "de", false, emit);
  await until("RECOGNITION_END");
  expect(events).toEqual([{ type: "RECOGNITION_ERROR", code: "network" }, { type: "RECOGNITION_END" }]);
});

test("a refused microphone is not retried another way", async () => {
  const mic = browserWithMicrophone();
  const started = workingBrowserRecogniser("nie");
  vi.stubGlobal("navigator", {
    mediaDevices: { getUserMedia: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
  });
  const { events, emit, until } = emitted();
  startRecognition(api, "de", true, emit);
  await until("RECOGNITION_ERROR", "RECOGNITION_END");
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
      listening();
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
