import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, no padding): valid
 * audio/mpeg bytes that a browser decodes to `frames` × 26.1 ms of silence.
 * The header is FF FB 90 64; the zeroed side info gives empty granules.
 */
export function silentMp3(frames = 4): Buffer {
  const frameBytes = 417; // floor(144 · 128000 / 44100)
  const frame = Buffer.alloc(frameBytes);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

export interface FakeElevenLabsScript {
  /** Milliseconds from the request until the first audio byte (or the error answer). */
  firstByteDelayMs: number;
  /** MP3 frames in a successful answer (default 4; /stream sends them one chunk per frame). */
  frames?: number;
  /** Milliseconds between two frames on /stream after the first (default 0). */
  frameIntervalMs?: number;
  /**
   * Milliseconds of synthesis per character of the text, as real voices take
   * longer for longer text: /stream spreads the frames after the first over
   * characters × msPerChar (instead of frameIntervalMs); the plain endpoint
   * answers that much later, all at once.
   */
  msPerChar?: number;
  /** Fail with this HTTP status. */
  failStatus?: number;
  /** Reason phrase of the failure; "" sends a status line without one (as HTTP/2 and some proxies do). */
  failStatusText?: string;
  /**
   * Body of the failure: a string is sent as is (may be empty or not JSON), an object as JSON, e.g.
   * {"detail":{"status":"quota_exceeded","message":"..."}} or {"message":"..."}.
   */
  failBody?: string | Record<string, unknown>;
  /** Answer 200 audio/mpeg with no bytes. */
  emptyAudio?: boolean;
  /** Never answer. */
  hang?: boolean;
}

export interface FakeElevenLabsRequest {
  method: string;
  /** e.g. /v1/text-to-speech/voice-123 or …/stream, with query. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON body ({text, model_id, voice_settings, …}); {} when it was not JSON. */
  body: Record<string, unknown>;
}

export interface FakeElevenLabs {
  /** Base URL without /v1, as ELEVENLABS_BASE_URL takes it. */
  url: string;
  script: FakeElevenLabsScript;
  requests: FakeElevenLabsRequest[];
  /** Answers the client closed before they were complete (aborted or timed out). */
  abortedRequests: number;
  close(): Promise<void>;
}

const PATH = /^\/v1\/text-to-speech\/([^/?]+)(\/stream)?(\?.*)?$/;

/** A fake ElevenLabs text-to-speech server on 127.0.0.1 with a free port; `apiKey` is checked in xi-api-key. */
export async function startFakeElevenLabs(
  initial: Partial<FakeElevenLabsScript> = {},
  apiKey = "el-test-key",
  /** A fixed port, for a server started before the fake (browser tests); 0 picks a free one. */
  port = 0,
): Promise<FakeElevenLabs> {
  const fake: FakeElevenLabs = {
    url: "",
    script: { firstByteDelayMs: 0, ...initial },
    requests: [],
    abortedRequests: 0,
    close: async () => {},
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let finished = false;
    res.on("close", () => {
      if (!finished && !res.writableFinished) fake.abortedRequests++;
    });
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => void handle(Buffer.concat(chunks)));

    const json = (status: number, body: unknown) => {
      finished = true;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };

    async function handle(raw: Buffer) {
      let body: Record<string, unknown> = {};
      let validJson = true;
      try {
        body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
      } catch {
        validJson = false;
      }
      fake.requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const s = fake.script;
      if (s.hang) return;
      await sleep(s.firstByteDelayMs);
      if (res.destroyed) return;

      const route = PATH.exec(req.url ?? "");
      if (req.method !== "POST" || !route) return json(404, { detail: "Not Found" });
      if (req.headers["xi-api-key"] !== apiKey)
        return json(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
      if (!validJson || typeof body.text !== "string" || !body.text) {
        return json(400, { detail: { status: "invalid_request", message: "A non-empty text is required." } });
      }

      if (s.failStatus) {
        const payload = Buffer.from(typeof s.failBody === "object" ? JSON.stringify(s.failBody) : (s.failBody ?? ""));
        finished = true;
        if (s.failStatusText === "") {
          // Node always fills in a reason phrase; an empty one needs a hand-written status line.
          req.socket.end(
            `HTTP/1.1 ${s.failStatus} \r\ncontent-type: application/json\r\ncontent-length: ${payload.length}\r\nconnection: close\r\n\r\n${payload.toString("utf8")}`,
          );
          return;
        }
        res.statusMessage = s.failStatusText ?? http.STATUS_CODES[s.failStatus] ?? "";
        res.writeHead(s.failStatus, { "content-type": "application/json", "content-length": payload.length });
        res.end(payload);
        return;
      }

      if (s.emptyAudio) {
        finished = true;
        res.writeHead(200, { "content-type": "audio/mpeg", "content-length": 0 });
        res.end();
        return;
      }
      const audio = silentMp3(s.frames ?? 4);
      const synthesisMs = (s.msPerChar ?? 0) * [...(body.text as string)].length;
      if (!route[2]) {
        if (synthesisMs) await sleep(synthesisMs);
        if (res.destroyed) return;
        finished = true;
        res.writeHead(200, { "content-type": "audio/mpeg", "content-length": audio.length });
        res.end(audio);
        return;
      }
      // /stream: chunked transfer, one frame at a time.
      res.writeHead(200, { "content-type": "audio/mpeg", "transfer-encoding": "chunked" });
      const frameBytes = 417;
      const frames = audio.length / frameBytes;
      const intervalMs = synthesisMs && frames > 1 ? synthesisMs / (frames - 1) : (s.frameIntervalMs ?? 0);
      for (let i = 0; i < audio.length; i += frameBytes) {
        if (i > 0 && intervalMs) await sleep(intervalMs);
        if (res.destroyed) return;
        res.write(audio.subarray(i, i + frameBytes));
      }
      finished = true;
      res.end();
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
