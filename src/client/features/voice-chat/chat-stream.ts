import type { ApiError } from "#shared/contracts/errors";
import { CHAT_STREAM_EVENTS } from "#shared/chat-events";
import type { ChatRequestInput, ChatStreamEvent } from "#shared/schemas/chat";
import { SseParser } from "#shared/sse";
import { apiError } from "../../lib/api/errors";
import type { Api } from "../../lib/api/client";

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

const isStreamEvent = (name: string): name is ChatStreamEvent["event"] => CHAT_STREAM_EVENTS.some((e) => e === name);

/**
 * Posts a message to /api/chat and yields the answer's events as they arrive,
 * until `done` or `error`. Throws ChatRefusedError when the server refuses,
 * ChatStreamCutError when the stream breaks off, zod's error for an event
 * whose data is not what the event carries, and what fetch throws otherwise
 * (also when `signal` aborts). Events of other names are skipped.
 */
export async function* streamChat(
  api: Api,
  request: ChatRequestInput,
  signal: AbortSignal,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  // The events' schema brings zod, which the page loads only now that the visitor sends a message; it loads
  // while the server thinks.
  const [{ chatStreamEventSchema }, { data, error, response }] = await Promise.all([
    import("#shared/schemas/chat"),
    api.POST("/api/chat", { body: request, headers: { accept: "text/event-stream" }, parseAs: "stream", signal }),
  ]);
  if (!data) throw new ChatRefusedError(response.status, apiError(error));
  const reader = data.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new ChatStreamCutError();
    for (const { event, data: json } of parser.push(value)) {
      if (!isStreamEvent(event)) continue;
      const payload: unknown = JSON.parse(json);
      const parsed = chatStreamEventSchema.parse({ event, data: payload });
      yield parsed;
      if (parsed.event === "done" || parsed.event === "error") return;
    }
  }
}
