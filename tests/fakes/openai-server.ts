import http from "node:http";
import type { AddressInfo } from "node:net";
import { conceptEmbedding } from "./concept-embedding";

/**
 * A fake OpenAI-compatible server on loopback that speaks the real wire
 * format, so the real SDK runs against it in tests and benchmarks:
 *
 * - POST /v1/chat/completions with stream: true → text/event-stream of
 *   `data: {"object":"chat.completion.chunk",...}` events ending in `data: [DONE]`;
 *   without stream → one chat.completion JSON object.
 * - POST /v1/audio/transcriptions (multipart/form-data) → {"text"}.
 * - POST /v1/moderations {model, input} → {id, model, results: [{flagged, categories, category_scores}]}.
 * - POST /v1/embeddings {model, input, dimensions?, encoding_format?} → {object: "list", data:
 *   [{object: "embedding", index, embedding}], model, usage}; the embedding is an array of floats, or
 *   base64 of little-endian float32 with encoding_format "base64" (the SDK's default). The vectors
 *   come from `conceptEmbedding`.
 * - Errors → the status with {"error":{"message","type","code"}}.
 *
 * Everything is scriptable through `fake.script`, which may be changed
 * between requests; every request is recorded.
 */
export interface FakeOpenAiScript {
  /** The reply text, streamed as words with the space in front, as OpenAI's tokens come. */
  reply: string;
  /** Explicit tokens instead of splitting `reply` into words. */
  tokens?: string[];
  /**
   * Ends the reply with the first sentence of the first knowledge passage the request carries (a system
   * message line "[Title] text", as the app sends them), as a model drawing on it would.
   */
  quoteKnowledge?: boolean;
  /** Milliseconds from the request until the first content token (non-streaming: added to the whole answer time). */
  firstTokenDelayMs: number;
  /** Content tokens per second after the first one; 0 sends them as fast as possible. */
  tokensPerSecond: number;
  /** Answer every request with this HTTP status and an OpenAI error body instead. */
  failStatus?: number;
  /** `error.message` of the error body (default depends on the status). */
  failMessage?: string;
  /** Never answer: no headers, no body (a hanging provider). */
  hang?: boolean;
  /** Stream this many content tokens, then keep the connection open without sending anything more. */
  stallAfterTokens?: number;
  /** Stream this many content tokens, then destroy the connection (no [DONE]). */
  dropAfterTokens?: number;
  /** Text returned by /v1/audio/transcriptions. */
  transcript: string;
  /** Milliseconds before /v1/audio/transcriptions answers (default 0). */
  transcriptionDelayMs?: number;
  /** Categories /v1/moderations flags (OpenAI's names: "self-harm", "self-harm/intent", "violence", …); none by default. */
  moderationFlags?: string[];
  /** Milliseconds before /v1/moderations answers. */
  moderationDelayMs?: number;
  /** Milliseconds before /v1/embeddings answers. */
  embeddingDelayMs?: number;
  /** /v1/embeddings answers with this status (an OpenAI error body), the other endpoints as usual. */
  embeddingFailStatus?: number;
}

/** The first sentence of the first "[Title] text" line of the request's system messages, if any. */
function firstPassageSentence(messages: unknown[]): string | undefined {
  for (const m of messages) {
    const { role, content } = (m ?? {}) as { role?: unknown; content?: unknown };
    if (role !== "system" || typeof content !== "string") continue;
    const passage = /^\[[^\]\n]+\] (.+)$/m.exec(content)?.[1];
    if (passage) return /^.+?[.!?](?=\s|$)/.exec(passage)?.[0] ?? passage;
  }
  return undefined;
}

/** The categories OpenAI's moderation endpoint reports, each as a boolean and a score. */
export const MODERATION_CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;

export interface RecordedRequest {
  method: string;
  /** Path with query, e.g. /v1/chat/completions. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /**
   * JSON bodies parsed; multipart bodies as their fields, with files as
   * {name, type, size} (size in bytes); anything else as text.
   */
  body: Record<string, unknown> | string;
}

export interface FakeOpenAi {
  /** Base URL including /v1, as the SDK's baseURL takes it. */
  url: string;
  script: FakeOpenAiScript;
  requests: RecordedRequest[];
  /** Responses the client closed before they were complete (aborted, timed out, or hung up). */
  abortedStreams: number;
  /** Resolves once `abortedStreams` reaches `count` (rejects after `timeoutMs`). */
  waitForAbortedStreams(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_SCRIPT: FakeOpenAiScript = {
  reply: "Ich höre dir zu. Erzähl mir mehr davon.",
  firstTokenDelayMs: 0,
  tokensPerSecond: 0,
  transcript: "Hallo Coach",
};

const ERROR_KINDS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: "invalid_request_error", code: null, message: "Invalid request" },
  401: { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided." },
  404: { type: "invalid_request_error", code: "model_not_found", message: "The model does not exist." },
  429: { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached." },
};

function sleepUntil(at: number): Promise<void> {
  const ms = at - performance.now();
  return ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve();
}

async function parseBody(req: http.IncomingMessage, raw: Buffer): Promise<Record<string, unknown> | string> {
  const type = String(req.headers["content-type"] ?? "");
  if (type.includes("application/json")) {
    try {
      return JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
    } catch {
      return raw.toString("utf8");
    }
  }
  if (type.startsWith("multipart/form-data")) {
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": type },
      body: new Uint8Array(raw),
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) {
      fields[key] = typeof value === "string" ? value : { name: value.name, type: value.type, size: value.size };
    }
    return fields;
  }
  return raw.toString("utf8");
}

/** Starts the fake on 127.0.0.1 with a free port. `apiKey`, when given, is checked like OpenAI does (401 otherwise). */
export async function startFakeOpenAi(
  initial: Partial<FakeOpenAiScript> = {},
  apiKey?: string,
  /** A fixed port, for a server started before the fake (browser tests); 0 picks a free one. */
  port = 0,
): Promise<FakeOpenAi> {
  const closeWaiters = new Set<() => void>();
  const fake: FakeOpenAi = {
    url: "",
    script: { ...DEFAULT_SCRIPT, ...initial },
    requests: [],
    abortedStreams: 0,
    waitForAbortedStreams: (count, timeoutMs = 2000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (fake.abortedStreams < count) return;
          clearTimeout(timer);
          closeWaiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          closeWaiters.delete(check);
          reject(new Error(`expected ${count} aborted streams within ${timeoutMs} ms, saw ${fake.abortedStreams}`));
        }, timeoutMs);
        closeWaiters.add(check);
        check();
      }),
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const startedAt = performance.now();
    const chunks: Buffer[] = [];
    let finished = false;
    res.on("close", () => {
      if (finished || res.writableFinished) return;
      fake.abortedStreams++;
      for (const check of [...closeWaiters]) check();
    });
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      handle(Buffer.concat(chunks)).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: String(err), type: "server_error", code: null } }));
      });
    });

    const sendJson = (status: number, body: unknown) => {
      finished = true;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const sendError = (status: number, message?: string) => {
      const kind = ERROR_KINDS[status] ?? {
        type: "server_error",
        code: null,
        message: "The server had an error while processing your request.",
      };
      sendJson(status, { error: { message: message ?? kind.message, type: kind.type, param: null, code: kind.code } });
    };

    async function handle(raw: Buffer) {
      const s = fake.script;
      const body = await parseBody(req, raw);
      fake.requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (s.hang) return; // never answers; the client's timeout or abort closes the connection
      if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`) return sendError(401);
      if (s.failStatus) return sendError(s.failStatus, s.failMessage);

      const path = (req.url ?? "").split("?")[0];
      if (req.method === "POST" && path === "/v1/moderations") {
        if (typeof body !== "object" || body.input === undefined) return sendError(400, "'input' is a required property");
        if (s.moderationDelayMs) await new Promise((r) => setTimeout(r, s.moderationDelayMs));
        const flags = new Set(s.moderationFlags ?? []);
        const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flags.has(c)]));
        const scores = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flags.has(c) ? 0.93 : 0.0004]));
        return sendJson(200, {
          id: "modr-fake0001",
          model: typeof body.model === "string" ? body.model : "omni-moderation-latest",
          results: [
            {
              flagged: flags.size > 0,
              categories,
              category_scores: scores,
              category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ["text"]])),
            },
          ],
        });
      }
      if (req.method === "POST" && path === "/v1/embeddings") {
        if (typeof body !== "object" || body.input === undefined || !body.model)
          return sendError(400, "'input' and 'model' are required properties");
        if (s.embeddingDelayMs) await new Promise((r) => setTimeout(r, s.embeddingDelayMs));
        if (s.embeddingFailStatus) return sendError(s.embeddingFailStatus);
        const inputs = Array.isArray(body.input) ? body.input : [body.input];
        if (inputs.length > 2048 || inputs.some((i) => typeof i !== "string" || i === ""))
          return sendError(400, "'input' must be a non-empty string or an array of at most 2048 of them");
        const dimensions = typeof body.dimensions === "number" ? body.dimensions : 64;
        const base64 = body.encoding_format === "base64";
        return sendJson(200, {
          object: "list",
          data: (inputs as string[]).map((text, index) => {
            const vector = conceptEmbedding(text, dimensions);
            return {
              object: "embedding",
              index,
              embedding: base64 ? Buffer.from(Float32Array.from(vector).buffer).toString("base64") : vector,
            };
          }),
          model: body.model,
          usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
        });
      }
      if (req.method === "POST" && path === "/v1/audio/transcriptions") {
        if (typeof body !== "object" || !body.file || !body.model) return sendError(400, "file and model are required");
        if (s.transcriptionDelayMs) await new Promise((r) => setTimeout(r, s.transcriptionDelayMs));
        return sendJson(200, { text: s.transcript });
      }
      if (req.method !== "POST" || path !== "/v1/chat/completions")
        return sendError(404, `Unknown request URL: ${req.method} ${path}`);
      if (typeof body !== "object" || !Array.isArray(body.messages)) return sendError(400, "'messages' is a required property");

      const id = "chatcmpl-fake0001";
      const created = Math.floor(Date.now() / 1000);
      const model = typeof body.model === "string" ? body.model : "fake-model";
      const quote = s.quoteKnowledge ? firstPassageSentence(body.messages) : undefined;
      const reply = quote ? `${s.reply} ${quote}` : s.reply;
      const tokens = s.tokens ?? reply.match(/\s*\S+/g) ?? [];
      const intervalMs = s.tokensPerSecond > 0 ? 1000 / s.tokensPerSecond : 0;
      // Token i is due at: request + first-token delay + i intervals (an absolute schedule, so timer overhead does not add up).
      const dueAt = (i: number) => startedAt + s.firstTokenDelayMs + i * intervalMs;

      if (body.stream !== true) {
        await sleepUntil(dueAt(Math.max(0, tokens.length - 1)));
        return sendJson(200, {
          id,
          object: "chat.completion",
          created,
          model,
          choices: [
            { index: 0, message: { role: "assistant", content: tokens.join("") }, logprobs: null, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 0, completion_tokens: tokens.length, total_tokens: tokens.length },
        });
      }

      const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] })}\n\n`;
      await sleepUntil(dueAt(0));
      if (res.destroyed) return;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (let i = 0; i < tokens.length; i++) {
        if (s.stallAfterTokens !== undefined && i >= s.stallAfterTokens) return;
        if (s.dropAfterTokens !== undefined && i >= s.dropAfterTokens) {
          finished = true; // our doing, not the client's
          // Let what was written reach the client first, as when a connection breaks midway.
          await new Promise<void>((r) => res.write("", () => r()));
          await new Promise((r) => setTimeout(r, 20));
          res.destroy();
          return;
        }
        await sleepUntil(dueAt(i));
        if (res.destroyed) return;
        res.write(chunk({ content: tokens[i] }, null));
      }
      res.write(chunk({}, "stop"));
      finished = true;
      res.end("data: [DONE]\n\n");
    }
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
