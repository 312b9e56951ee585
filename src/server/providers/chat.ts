import OpenAI from "openai";

/** One message of a chat request, as the OpenAI chat API takes it. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatStreamRequest {
  messages: ChatMessage[];
  model: string;
  /** Sampling temperature; the spec fixes 0.5. */
  temperature: number;
  /** Upper bound of the reply length in tokens; the spec fixes 500. */
  maxTokens: number;
  /** Aborts the provider call when the visitor stops or leaves. */
  signal: AbortSignal;
  /** Language of the page; the offline provider answers in it. */
  lang?: "de" | "en";
}

/** Streams the reply as text deltas, in order. */
export interface ChatProvider {
  readonly name: "openai" | "demo";
  stream(req: ChatStreamRequest): AsyncIterable<string>;
}

export class ChatProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ChatProviderError";
  }
}

export interface OpenAiChatOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default when unset. */
  baseURL?: string;
  /** Milliseconds to wait for the first token. */
  firstTokenTimeoutMs?: number;
  /** Milliseconds allowed between two chunks once streaming. */
  idleTimeoutMs?: number;
}

/** Races the next chunk against a timer, so a hanging provider ends within a bounded time. */
async function nextWithTimeout<T>(it: AsyncIterator<T>, ms: number, onTimeout: () => void): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      it.next(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          onTimeout();
          reject(new ChatProviderError(`chat provider timed out after ${ms} ms`));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function createOpenAiChatProvider(options: OpenAiChatOptions): ChatProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: 60_000 });
  const firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? 20_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 15_000;

  return {
    name: "openai",
    async *stream(req) {
      const local = new AbortController();
      const abort = () => local.abort();
      req.signal.addEventListener("abort", abort, { once: true });
      try {
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
            { signal: local.signal, timeout: firstTokenTimeoutMs },
          );
        } catch (err) {
          throw new ChatProviderError(err instanceof Error ? err.message : "chat provider failed", err);
        }
        const it = stream[Symbol.asyncIterator]();
        let first = true;
        for (;;) {
          let res: IteratorResult<OpenAI.Chat.Completions.ChatCompletionChunk>;
          try {
            res = await nextWithTimeout(it, first ? firstTokenTimeoutMs : idleTimeoutMs, abort);
          } catch (err) {
            if (req.signal.aborted) return;
            throw err instanceof ChatProviderError ? err : new ChatProviderError((err as Error).message, err);
          }
          if (res.done) return;
          first = false;
          const delta = res.value.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
      } finally {
        req.signal.removeEventListener("abort", abort);
        local.abort();
      }
    },
  };
}
