import type { ProcessorKind } from "#shared/privacy";
import type { Env } from "../../env";

/**
 * The kinds of outside services this server's configuration switches on,
 * in the order the privacy policy lists them. Hosting is always there; the
 * others follow the keys and settings that make the server use them.
 */
export function activeProcessorKinds(env: Env): ProcessorKind[] {
  const kinds: ProcessorKind[] = ["hosting"];
  if (env.OPENAI_API_KEY) kinds.push("chat");
  if (env.ELEVENLABS_API_KEY) kinds.push("speech");
  if (env.OPENAI_API_KEY) kinds.push("transcription");
  if (env.EMBEDDING_MODEL) kinds.push("embeddings");
  if (env.MODERATION_MODEL) kinds.push("moderation");
  if (env.SMTP_URL && env.SMTP_FROM) kinds.push("mail");
  if (env.S3_BUCKET) kinds.push("storage");
  return kinds;
}
