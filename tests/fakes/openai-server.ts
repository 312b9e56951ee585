import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible server on loopback that speaks the real wire
 * format: chat.completion.chunk server-sent events ending in `data: [DONE]`,
 * error bodies {"error":{message,type,code}}, and transcriptions.
 */
export interface FakeOpenAiScript {
  /** The reply text, streamed in word tokens. */
  reply: string;
  /** Milliseconds before the first token. */
  firstTokenDelayMs: number;
  /** Tokens per second after the first one (0: as fast as possible). */
  tokensPerSecond: number;
  /** Answer with this HTTP status and an error body instead. */
  failStatus?: number;
  /** Never answer (a hanging provider). */
  hang?: boolean;
  /** Close the connection after this many tokens. */
  dropAfterTokens?: number;
  /** Text returned by /v1/audio/transcriptions. */
  transcript: string;
}

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | string;
}

export interface FakeOpenAi {
  url: string;
  script: FakeOpenAiScript;
  requests: RecordedRequest[];
  /** Connections the client closed before the stream finished. */
  abortedStreams: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAi(initial: Partial<FakeOpenAiScript> = {}): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    url: "",
    script: { reply: "Ich höre dir zu. Erzähl mir mehr davon.", firstTokenDelayMs: 0, tokensPerSecond: 0, transcript: "Hallo Coach", ...initial },
    requests: [],
    abortedStreams: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => void handle(Buffer.concat(chunks)));

    async function handle(raw: Buffer) {
      const s = fake.script;
      const isJson = String(req.headers["content-type"] ?? "").includes("json");
      let body: Record<string, unknown> | string = raw.toString("utf8");
      if (isJson) body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
      fake.requests.push({ path: req.url ?? "", headers: req.headers, body });
      if (s.hang) return; // never answers
      if (s.failStatus) {
        res.writeHead(s.failStatus, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error", code: null } }));
        return;
      }
      if (req.url?.endsWith("/audio/transcriptions")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ text: s.transcript }));
        return;
      }
      if (!req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error", code: null } }));
        return;
      }
      const id = "chatcmpl-fake";
      const created = Math.floor(Date.now() / 1000);
      const model = typeof body === "object" ? String(body.model) : "fake";
      const tokens = s.reply.match(/\S+\s*/g) ?? [];
      if (typeof body === "object" && body.stream !== true) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id, object: "chat.completion", created, model, choices: [{ index: 0, message: { role: "assistant", content: s.reply }, finish_reason: "stop" }] }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      let closed = false;
      res.on("close", () => {
        if (!res.writableFinished) {
          closed = true;
          fake.abortedStreams++;
        }
      });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      await sleep(s.firstTokenDelayMs);
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (let i = 0; i < tokens.length; i++) {
        if (closed) return;
        if (s.dropAfterTokens !== undefined && i >= s.dropAfterTokens) {
          res.destroy();
          return;
        }
        if (i > 0 && s.tokensPerSecond > 0) await sleep(1000 / s.tokensPerSecond);
        res.write(chunk({ content: tokens[i] }, null));
      }
      res.write(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
