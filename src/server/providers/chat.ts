import OpenAI from "openai";

/** Heading of the knowledge message, the second system message the chat sends (chat/messages.ts). */
export const KNOWLEDGE_HEADING = "Relevante Informationen aus der Wissensdatenbank";

/** One message of a chat request, as the OpenAI chat API takes it. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatStreamRequest {
  /** System prompt, optional knowledge message, recent turns, the new message (see chat/messages.ts). */
  messages: ChatMessage[];
  /** Provider model id, e.g. gpt-4-turbo-preview (CHAT_MODEL). */
  model: string;
  /** Sampling temperature; the chat uses 0.5 (CHAT_TEMPERATURE). */
  temperature: number;
  /** Upper bound of the reply length in tokens (max_tokens); the chat uses 500 (CHAT_MAX_TOKENS). */
  maxTokens: number;
  /**
   * Ends the reply when the visitor stops or leaves: the HTTP request to the
   * provider is cancelled and the iterable ends without an error.
   */
  signal: AbortSignal;
  /** Language of the page; the offline provider answers in it. Real providers follow the system prompt. */
  lang?: "de" | "en";
  /**
   * The knowledge passages the messages carry, best first, for the offline coach (real providers read the
   * messages): each relevant enough for the coach, with its words that match the question (as the test box
   * highlights them), so the coach quotes the sentences that answer it.
   */
  passages?: { title: string; text: string; matched?: string[] }[];
  /**
   * The careful-mode protocol's step, for the offline coach (real providers
   * get it through the system prompt): `resumed` after careful mode stepped
   * down, `support` while the visitor helps someone else in danger, `concern` when the server ends the reply
   * with the direct safety question, about suicidal thoughts or violence (the coach then asks none of its own).
   */
  coach?: { resumed: boolean; support: boolean; concern?: ConcernKind };
}

/** What the server's direct safety question at the end of a reply asks about. */
export type ConcernKind = "suicidal" | "self-harm" | "violence-suffered" | "harm-others";

/** Streams the reply as text deltas, in order. Fails with ChatProviderError; never fails because of its own signal. */
export interface ChatProvider {
  readonly name: "openai" | "demo";
  stream(req: ChatStreamRequest): AsyncIterable<string>;
}

/** The provider failed, answered an error status, stalled or broke off. The message is for logs, not for visitors. */
export class ChatProviderError extends Error {
  constructor(
    message: string,
    /** HTTP status of the provider's error answer, when there was one. */
    readonly status?: number,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ChatProviderError";
  }
}

export interface OpenAiChatOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1; the SDK's default (api.openai.com) when unset. */
  baseURL?: string;
  /** Milliseconds from the request until the first chunk, retries included (default 20 000). */
  firstTokenTimeoutMs?: number;
  /** Milliseconds allowed between two chunks once the reply streams (default 15 000). */
  idleTimeoutMs?: number;
  /**
   * Retries before the first chunk on connection errors, 408, 409, 429 and 5xx
   * (default 1, with the SDK's short back-off). Nothing is retried once text
   * has been streamed, so a retry never repeats text.
   */
  maxRetries?: 0 | 1;
}

/**
 * Chat over any OpenAI-compatible server: POST {baseURL}/chat/completions
 * with stream: true, yielding each chunk's delta.content.
 */
export function createOpenAiChatProvider(options: OpenAiChatOptions): ChatProvider {
  const firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? 20_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 15_000;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? 1,
    // Per attempt, until the response headers; our own timers cover the stream itself.
    timeout: firstTokenTimeoutMs,
  });

  return {
    name: "openai",
    async *stream(req) {
      // One controller per call: the visitor's signal, our timers and an early
      // return of the consumer all end the HTTP request through it.
      const local = new AbortController();
      const onAbort = () => local.abort();
      if (req.signal.aborted) return;
      req.signal.addEventListener("abort", onAbort, { once: true });
      let timedOut: string | undefined;
      let timer: NodeJS.Timeout | undefined;
      const arm = (ms: number, what: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = `chat provider sent no ${what} within ${ms} ms`;
          local.abort();
        }, ms);
      };
      const failure = (err: unknown) =>
        timedOut
          ? new ChatProviderError(timedOut, undefined, err)
          : err instanceof OpenAI.APIError
            ? new ChatProviderError(
                `chat provider failed: ${err.status ?? "no status"} ${err.message}`,
                err.status as number | undefined,
                err,
              )
            : new ChatProviderError(`chat provider failed: ${err instanceof Error ? err.message : String(err)}`, undefined, err);

      try {
        arm(firstTokenTimeoutMs, "first token");
        let stream;
        try {
          stream = await client.chat.completions.create(
            {
              model: req.model,
              messages: req.messages,
              temperature: req.temperature,
              max_tokens: req.maxTokens,
              stream: true,
            },
            { signal: local.signal },
          );
        } catch (err) {
          if (req.signal.aborted) return;
          throw failure(err);
        }
        try {
          for await (const chunk of stream) {
            const delta = chunk.choices[0]?.delta?.content;
            if (!delta) continue;
            // The clock does not run while the consumer holds the delta.
            clearTimeout(timer);
            yield delta;
            arm(idleTimeoutMs, "chunk");
          }
        } catch (err) {
          if (req.signal.aborted) return;
          throw failure(err);
        }
        // The SDK ends the iteration quietly when its request is aborted, which is how our timers stop it.
        if (req.signal.aborted) return;
        if (timedOut) throw failure(undefined);
      } finally {
        clearTimeout(timer);
        req.signal.removeEventListener("abort", onAbort);
        local.abort();
      }
    },
  };
}
