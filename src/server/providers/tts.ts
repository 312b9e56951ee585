import { MAX_SPOKEN_TEXT_CHARS, TTS_MESSAGES } from "../../shared/schemas/chat";

/** Voice settings of the active voice_configs row (spec section 3). */
export interface VoiceSettings {
  /** 0..1 */
  stability: number;
  /** 0..1 */
  similarity_boost: number;
  /** 0..1 */
  style: number;
  use_speaker_boost: boolean;
  /** 0.5..2; applied by the browser's playback, the provider has no pitch setting. */
  pitch: number;
  /** 0.5..2; sent to the provider clamped to what it accepts (0.7..1.2). */
  speed: number;
}

export interface SynthesisRequest {
  text: string;
  voiceId: string | null | undefined;
  settings: VoiceSettings;
  signal?: AbortSignal;
}

export interface SynthesisResult {
  /** MIME type of `audio`, e.g. audio/mpeg. */
  mime: string;
  audio: Uint8Array;
}

export interface TtsProvider {
  readonly name: "elevenlabs";
  synthesize(req: SynthesisRequest): Promise<SynthesisResult>;
}

/** A synthesis failure with the user-facing message of spec section 8. */
export class TtsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "TtsError";
  }
}

/** ElevenLabs accepts voice_settings.speed from 0.7 to 1.2 (its API reference). */
export const PROVIDER_SPEED_RANGE = { min: 0.7, max: 1.2 } as const;

export function validateSpokenText(text: string): void {
  if (typeof text !== "string" || text.trim().length === 0 || text.length > MAX_SPOKEN_TEXT_CHARS) {
    throw new TtsError(TTS_MESSAGES.invalidText, 400);
  }
}

/**
 * Spec section 8: "Message from the error detail message, else the message
 * field, else 'API-Fehler: {status}', else 'API-Fehler: {status} {statusText}'".
 * The last two are read as: the short form when the provider sent no status
 * text, the long form when it did.
 */
export function synthesisErrorMessage(status: number, statusText: string, body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { detail?: unknown; message?: unknown };
    if (b.detail && typeof b.detail === "object") {
      const m = (b.detail as { message?: unknown }).message;
      if (typeof m === "string" && m.trim()) return m;
    }
    if (typeof b.detail === "string" && b.detail.trim()) return b.detail;
    if (typeof b.message === "string" && b.message.trim()) return b.message;
  }
  return statusText.trim() ? `API-Fehler: ${status} ${statusText}` : `API-Fehler: ${status}`;
}

export interface ElevenLabsOptions {
  apiKey: string | undefined;
  baseURL: string;
  modelId: string;
  /** Milliseconds until the provider must have answered. */
  timeoutMs?: number;
}

export function createElevenLabsTts(options: ElevenLabsOptions): TtsProvider {
  const base = options.baseURL.replace(/\/$/, "");
  return {
    name: "elevenlabs",
    async synthesize({ text, voiceId, settings, signal }) {
      validateSpokenText(text);
      if (!voiceId || !options.apiKey) throw new TtsError(TTS_MESSAGES.missingConfig, 503);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 20_000);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let res: Response;
      try {
        res = await fetch(`${base}/v1/text-to-speech/${encodeURIComponent(voiceId)}`, {
          method: "POST",
          headers: { Accept: "audio/mpeg", "Content-Type": "application/json", "xi-api-key": options.apiKey },
          body: JSON.stringify({
            text,
            model_id: options.modelId,
            voice_settings: {
              stability: settings.stability,
              similarity_boost: settings.similarity_boost,
              style: settings.style,
              use_speaker_boost: settings.use_speaker_boost,
              speed: Math.min(PROVIDER_SPEED_RANGE.max, Math.max(PROVIDER_SPEED_RANGE.min, settings.speed)),
            },
          }),
          signal: combined,
        });
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new TtsError(TTS_MESSAGES.unknown, 502);
      }
      if (!res.ok) {
        const raw = await res.text().catch(() => "");
        let body: unknown;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          body = undefined;
        }
        throw new TtsError(synthesisErrorMessage(res.status, res.statusText, body), 502);
      }
      let audio: Uint8Array;
      try {
        audio = new Uint8Array(await res.arrayBuffer());
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new TtsError(TTS_MESSAGES.unknown, 502);
      }
      if (audio.byteLength === 0) throw new TtsError(TTS_MESSAGES.emptyAudio, 502);
      return { mime: res.headers.get("content-type")?.split(";")[0] || "audio/mpeg", audio };
    },
  };
}
