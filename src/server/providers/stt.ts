import OpenAI, { toFile } from "openai";

export interface TranscriptionRequest {
  /** Recorded audio bytes as the browser's MediaRecorder produced them. Never stored. */
  audio: Uint8Array;
  /** MIME type of `audio`, parameters allowed, e.g. audio/webm;codecs=opus. */
  mime: string;
  /** Spoken language (ISO 639-1), passed to the provider to improve accuracy. */
  language: "de" | "en";
  /** Cancels the provider call. */
  signal?: AbortSignal;
}

export interface SttProvider {
  readonly name: "openai";
  /** The recognised text, trimmed; empty when nothing was said. */
  transcribe(req: TranscriptionRequest): Promise<string>;
}

export interface OpenAiSttOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1; the SDK's default when unset. */
  baseURL?: string;
  /** e.g. whisper-1 (STT_MODEL). */
  model: string;
  /** Milliseconds until the transcript must have arrived (default 30 000). */
  timeoutMs?: number;
}

/** File extensions the transcription endpoint recognises, by MIME type (it goes by the file name). */
const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "mp4",
  "audio/x-m4a": "m4a",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/flac": "flac",
};

/** Speech to text over any OpenAI-compatible server: POST {baseURL}/audio/transcriptions (multipart). */
export function createOpenAiStt(options: OpenAiSttOptions): SttProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 30_000,
  });
  return {
    name: "openai",
    async transcribe({ audio, mime, language, signal }) {
      const type = (mime.split(";")[0] ?? "").trim().toLowerCase() || "audio/webm";
      const file = await toFile(audio, `speech.${EXTENSIONS[type] ?? "webm"}`, { type });
      const res = await client.audio.transcriptions.create(
        { file, model: options.model, language, response_format: "json" },
        { signal },
      );
      return res.text.trim();
    },
  };
}
