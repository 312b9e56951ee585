import http from "node:http";
import type { AddressInfo } from "node:net";

/** A few silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): valid audio/mpeg bytes. */
export function silentMp3(frames = 4): Buffer {
  const frameLength = 417; // 144 * 128000 / 44100
  const frame = Buffer.alloc(frameLength);
  frame[0] = 0xff;
  frame[1] = 0xfb;
  frame[2] = 0x90;
  frame[3] = 0x64;
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

export interface FakeElevenLabsScript {
  /** Milliseconds before the first audio byte. */
  firstByteDelayMs: number;
  /** Fail with this status and body. */
  failStatus?: number;
  failStatusText?: string;
  failBody?: string;
  /** Answer 200 with no bytes. */
  emptyAudio?: boolean;
}

export interface FakeElevenLabs {
  url: string;
  script: FakeElevenLabsScript;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** A fake ElevenLabs text-to-speech server on loopback (POST /v1/text-to-speech/:voiceId). */
export async function startFakeElevenLabs(initial: Partial<FakeElevenLabsScript> = {}, apiKey = "el-test-key"): Promise<FakeElevenLabs> {
  const fake: FakeElevenLabs = { url: "", script: { firstByteDelayMs: 0, ...initial }, requests: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      fake.requests.push({ path: req.url ?? "", headers: req.headers, body });
      const s = fake.script;
      setTimeout(() => {
        if (!/^\/v1\/text-to-speech\/[^/]+(\/stream)?$/.test(req.url ?? "")) {
          res.writeHead(404, { "content-type": "application/json" });
          res.end(JSON.stringify({ detail: { status: "not_found", message: "Not found" } }));
          return;
        }
        if (req.headers["xi-api-key"] !== apiKey) {
          res.writeHead(401, { "content-type": "application/json" });
          res.end(JSON.stringify({ detail: { status: "invalid_api_key", message: "Invalid API key" } }));
          return;
        }
        if (s.failStatus && s.failStatusText === "") {
          // Node's http always fills in a reason phrase; an empty one needs a raw response.
          const payload = Buffer.from(s.failBody ?? "");
          req.socket.end(`HTTP/1.1 ${s.failStatus} \r\ncontent-type: application/json\r\ncontent-length: ${payload.length}\r\nconnection: close\r\n\r\n${payload.toString()}`);
          return;
        }
        if (s.failStatus) {
          res.statusMessage = s.failStatusText ?? "";
          res.writeHead(s.failStatus, { "content-type": "application/json" });
          res.end(s.failBody ?? "");
          return;
        }
        res.writeHead(200, { "content-type": "audio/mpeg" });
        res.end(s.emptyAudio ? Buffer.alloc(0) : silentMp3());
      }, s.firstByteDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
