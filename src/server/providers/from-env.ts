import type { Env } from "../env";
import type { Metrics } from "../features/metrics/service";
import type { OperationsFigures } from "../features/operations/service";
import { createOpenAiChatProvider, type ChatProvider } from "./chat";
import { createDemoChatProvider } from "./demo-chat";
import { createOpenAiEmbeddings, type EmbeddingsProvider } from "./embeddings";
import {
  createProviderOutcomes,
  observeChat,
  observeEmbeddings,
  observeStt,
  observeTts,
  type ProviderOutcomes,
} from "./outcomes";
import { createOpenAiStt, type SttProvider } from "./stt";
import { createElevenLabsTts, type TtsProvider } from "./tts";

/** The providers that cost money; voice and transcription only when configured (the browser's own otherwise). */
export interface Providers {
  chat: ChatProvider;
  tts?: TtsProvider;
  stt?: SttProvider;
  /** Vectors for semantic knowledge search; lexical search only without. */
  embeddings?: EmbeddingsProvider;
  /** How the last call of each kind went (GET /api/ready); every provider above records into it. */
  outcomes: ProviderOutcomes;
}

/** Each provider is chosen once, from configuration. */
export function createProviders(env: Env, metrics?: Metrics, figures?: Pick<OperationsFigures, "providerCall">): Providers {
  // Every call is counted for Prometheus (when on) and for the operations view's error rates.
  const outcomes = createProviderOutcomes(undefined, (kind, provider, ok, seconds) => {
    metrics?.providerCall(kind, provider, ok, seconds);
    figures?.providerCall(kind, provider, ok);
  });
  const chat = env.OPENAI_API_KEY
    ? createOpenAiChatProvider({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        firstTokenTimeoutMs: env.PROVIDER_TIMEOUT_MS,
        idleTimeoutMs: env.PROVIDER_TIMEOUT_MS,
      })
    : createDemoChatProvider({ tokenDelayMs: env.DEMO_TOKEN_DELAY_MS });
  const tts = env.ELEVENLABS_API_KEY
    ? createElevenLabsTts({
        apiKey: env.ELEVENLABS_API_KEY,
        baseURL: env.ELEVENLABS_BASE_URL,
        modelId: env.ELEVENLABS_MODEL,
        timeoutMs: env.PROVIDER_TIMEOUT_MS,
      })
    : undefined;
  const stt = env.OPENAI_API_KEY
    ? createOpenAiStt({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.STT_MODEL })
    : undefined;
  const embeddings = embeddingsProvider(env);
  return {
    chat: observeChat(chat, outcomes),
    tts: tts && observeTts(tts, outcomes),
    stt: stt && observeStt(stt, outcomes),
    embeddings: embeddings && observeEmbeddings(embeddings, outcomes),
    outcomes,
  };
}

function embeddingsProvider(env: Env): EmbeddingsProvider | undefined {
  const apiKey = env.EMBEDDING_API_KEY ?? env.OPENAI_API_KEY;
  if (!env.EMBEDDING_MODEL || !apiKey) return undefined;
  return createOpenAiEmbeddings({
    apiKey,
    baseURL: env.EMBEDDING_BASE_URL ?? env.OPENAI_BASE_URL,
    model: env.EMBEDDING_MODEL,
    dimensions: env.EMBEDDING_DIMENSIONS,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
  });
}
