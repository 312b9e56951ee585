import { readApiError, type ApiError } from "#shared/contracts/errors";
import { CHAT_STREAM_EVENTS } from "#shared/chat-events";
import type { ChatRequestInput, ChatStreamEvent } from "#shared/schemas/chat";
import { SseParser } from "#shared/sse";

/** The server refused the message with an error status; `body` is its error (code and text), as far as it sent one. */
export class ChatRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError>,
  ) {
    super(body.error ?? `HTTP ${status}`);
    this.name = "ChatRefusedError";
  }
}

/** The answer's stream ended before its `done` or `error` event. */
export class ChatStreamCutError extends Error {
  constructor() {
    super("The chat stream ended before the answer was complete.");
    this.name = "ChatStreamCutError";
  }
}

const isStreamEvent = (name: string): name is ChatStreamEvent["event"] =>
  (CHAT_STREAM_EVENTS as readonly string[]).includes(name);

/**
 * Posts a message to /api/chat and yields the answer's events as they arrive,
 * until `done` or `error`. Throws ChatRefusedError when the server refuses,
 * ChatStreamCutError when the stream breaks off, and what fetch throws
 * otherwise (also when `signal` aborts). Events of other names are skipped.
 */
export async function* streamChat(
  request: ChatRequestInput,
  signal: AbortSignal,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  const res = await fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(request),
    signal,
  });
  if (!res.ok || !res.body) {
    throw new ChatRefusedError(res.status, await readApiError(res));
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new ChatStreamCutError();
    for (const { event, data } of parser.push(value)) {
      if (!isStreamEvent(event)) continue;
      const parsed = { event, data: JSON.parse(data) as unknown } as ChatStreamEvent;
      yield parsed;
      if (parsed.event === "done" || parsed.event === "error") return;
    }
  }
}
