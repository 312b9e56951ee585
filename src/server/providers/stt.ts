import OpenAI, { toFile } from "openai";

export interface TranscriptionRequest {
  /** Recorded audio bytes as the browser's MediaRecorder produced them. */
  audio: Uint8Array;
  /** MIME type of `audio`, e.g. audio/webm;codecs=opus. */
  mime: string;
  language: "de" | "en";
  signal?: AbortSignal;
}

export interface SttProvider {
  readonly name: "openai";
  transcribe(req: TranscriptionRequest): Promise<string>;
}

const EXTENSIONS: Record<string, string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a", "audio/mpeg": "mp3", "audio/wav": "wav", "audio/x-wav": "wav" };

/** Any OpenAI-compatible transcription endpoint (POST /audio/transcriptions). */
export function createOpenAiStt(options: { apiKey: string; baseURL?: string; model: string }): SttProvider {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: 30_000 });
  return {
    name: "openai",
    async transcribe({ audio, mime, language, signal }) {
      const base = mime.split(";")[0]!.trim();
      const file = await toFile(Buffer.from(audio), `speech.${EXTENSIONS[base] ?? "webm"}`, { type: base });
      const res = await client.audio.transcriptions.create({ file, model: options.model, language }, { signal });
      return res.text.trim();
    },
  };
}
