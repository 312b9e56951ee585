import OpenAI from "openai";

/**
 * Embeddings from an OpenAI-compatible endpoint (POST {baseURL}/embeddings):
 * one vector per text, for semantic knowledge search. Vectors come back
 * normalised to length 1, so a dot product is their cosine similarity.
 */
export interface EmbeddingsProvider {
  /** The model's name: a passage's vector is only comparable with vectors of the same model. */
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export interface OpenAiEmbeddingsOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Shorter vectors where the model supports it (text-embedding-3-*); the model's own length when unset. */
  dimensions?: number;
  /** Milliseconds one request may take. */
  timeoutMs: number;
  /** Retries of a failed request (rate limits, 5xx, timeouts) with the SDK's backoff. */
  maxRetries?: number;
}

/** Texts per request: OpenAI takes up to 2048 inputs, but smaller batches fail and retry cheaper. */
export const EMBEDDING_BATCH = 64;

/** Scales a vector to length 1 (a zero vector stays zero). */
export function normalise(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let sum = 0;
  for (const x of out) sum += x * x;
  const length = Math.sqrt(sum);
  if (length > 0) for (let i = 0; i < out.length; i++) out[i] = out[i]! / length;
  return out;
}

export function createOpenAiEmbeddings(options: OpenAiEmbeddingsOptions): EmbeddingsProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeoutMs,
  });
  return {
    model: options.model,
    async embed(texts, signal) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
        const batch = texts.slice(i, i + EMBEDDING_BATCH);
        // "float", not the SDK's default base64: every OpenAI-compatible server (vLLM, Ollama, LocalAI) speaks it.
        const res = await client.embeddings.create(
          {
            model: options.model,
            input: batch,
            encoding_format: "float",
            ...(options.dimensions ? { dimensions: options.dimensions } : {}),
          },
          { signal },
        );
        if (res.data.length !== batch.length) throw new Error(`embeddings: ${res.data.length} vectors for ${batch.length} texts`);
        // The order of `data` is given by `index`, not by position.
        const byIndex = [...res.data].sort((a, b) => a.index - b.index);
        for (const item of byIndex) out.push(normalise(item.embedding));
      }
      return out;
    },
  };
}
