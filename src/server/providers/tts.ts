import { ERROR_TEXTS, type ErrorCode } from "#shared/contracts/errors";
import { MAX_SPOKEN_TEXT_CHARS } from "#shared/schemas/chat";

/** Refused before any provider call: empty text or more than 5000 characters. */
export const TTS_INVALID_TEXT_MESSAGE = ERROR_TEXTS.de["tts-invalid-text"];
/** Refused before any provider call: no voice id or no API key configured. */
export const TTS_MISSING_CONFIG_MESSAGE = ERROR_TEXTS.de["tts-not-configured"];
/** The provider answered 2xx without audio bytes. */
export const TTS_EMPTY_AUDIO_MESSAGE = ERROR_TEXTS.de["tts-empty-audio"];
/** Any other failure (network, timeout, unreadable answer). */
export const TTS_UNKNOWN_ERROR_MESSAGE = ERROR_TEXTS.de["tts-failed"];

/** Voice settings of the active voice_configs row (defaults in VOICE_DEFAULTS, shared/schemas/voice-config.ts). */
export interface VoiceSettings {
  /** 0..1; default 0.25. */
  stability: number;
  /** 0..1; default 0.75. */
  similarity_boost: number;
  /** 0..1; default 0.45. */
  style: number;
  /** Default true. */
  use_speaker_boost: boolean;
  /** Pitch factor 0.5..2 (1 = unchanged). Not a provider setting: the browser applies it (see PlaybackAdjustment). */
  pitch: number;
  /** Speaking-rate factor 0.5..2 (1 = normal). Sent to the provider clamped to PROVIDER_SPEED_RANGE; the browser applies the rest. */
  speed: number;
}

export interface SynthesisRequest {
  /** The text to speak: 1 to 5000 characters, not only whitespace. */
  text: string;
  /** Provider voice id (the persona's, else ELEVENLABS_VOICE_ID). */
  voiceId: string | null | undefined;
  settings: VoiceSettings;
  /** Cancels the provider call; the promise then rejects with the abort reason, not a TtsError. */
  signal?: AbortSignal;
  /**
   * Text spoken just before this one, when a reply is spoken piece by piece:
   * sent as ElevenLabs `previous_text` so the intonation carries across pieces.
   */
  previousText?: string;
}

/**
 * What the browser must do itself, because the provider cannot: ElevenLabs
 * has no pitch setting and accepts speed only within PROVIDER_SPEED_RANGE.
 */
export interface PlaybackAdjustment {
  /** Pitch factor (1 = unchanged); e.g. AudioBufferSourceNode.detune = 1200 · log2(pitch) cents. */
  pitch: number;
  /** Playback-rate factor for the part of the speed the provider could not apply (1 = none): speed / providerSpeed(speed). */
  rate: number;
}

export interface SynthesisResult {
  /** MIME type of `audio`, e.g. audio/mpeg. */
  mime: string;
  /** The encoded audio, never empty. */
  audio: Uint8Array;
  /** Adjustments the browser applies while playing; absent means none. */
  playback?: PlaybackAdjustment;
}

/** Audio that arrives over time: resolved once the provider has accepted the request (status checked). */
export interface SynthesisStream {
  /** MIME type of the bytes, e.g. audio/mpeg. */
  mime: string;
  /**
   * The encoded audio as the provider sends it. Ends after at least one
   * byte; an answer without bytes fails with TTS_EMPTY_AUDIO_MESSAGE, a broken
   * connection with TTS_UNKNOWN_ERROR_MESSAGE, an abort with its reason.
   */
  chunks: AsyncIterable<Uint8Array>;
  playback?: PlaybackAdjustment;
}

export interface TtsProvider {
  readonly name: "elevenlabs";
  synthesize(req: SynthesisRequest): Promise<SynthesisResult>;
  /** The same through the provider's streaming endpoint: bytes are handed on as they arrive. */
  stream?(req: SynthesisRequest): Promise<SynthesisStream>;
}

/** A synthesis failure with the visitor-facing message, the HTTP status our API answers with and the error code. */
export class TtsError extends Error {
  constructor(
    message: string,
    /** 400 invalid text, 503 missing configuration, 502 provider failure. */
    readonly status: number,
    /** The API's error code for it (the provider's own message keeps "tts-failed"). */
    readonly code: ErrorCode,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "TtsError";
  }
}

/**
 * ElevenLabs accepts voice_settings.speed from 0.7 to 1.2
 * (https://elevenlabs.io/docs/api-reference/text-to-speech/convert), while
 * the dashboard's slider goes from 0.5 to 2.
 */
export const PROVIDER_SPEED_RANGE = { min: 0.7, max: 1.2 } as const;

/** The speed sent to the provider: the setting clamped to what it accepts. */
export function providerSpeed(speed: number): number {
  return Math.min(PROVIDER_SPEED_RANGE.max, Math.max(PROVIDER_SPEED_RANGE.min, speed));
}

/** What is left for the browser: the pitch, and the part of the speed outside the provider's range. */
export function playbackAdjustment(settings: Pick<VoiceSettings, "pitch" | "speed">): PlaybackAdjustment {
  return { pitch: settings.pitch, rate: settings.speed / providerSpeed(settings.speed) };
}

/** Throws TtsError(400) unless `text` is 1 to 5000 characters (Unicode code points) and not only whitespace. */
export function validateSpokenText(text: unknown): asserts text is string {
  if (typeof text !== "string" || text.trim().length === 0 || [...text].length > MAX_SPOKEN_TEXT_CHARS) {
    throw new TtsError(TTS_INVALID_TEXT_MESSAGE, 400, "tts-invalid-text");
  }
}

/**
 * The visitor's message for a non-2xx answer: the error detail message, else
 * the message field, else 'API-Fehler: {status} {statusText}', else
 * 'API-Fehler: {status}'. Precedence:
 *
 * 1. `detail.message` (ElevenLabs' usual shape `{"detail":{"status","message"}}`);
 *    also `detail` itself when it is a string (`{"detail":"Not Found"}`, the
 *    framework's shape for unknown routes), since that is the detail message.
 * 2. `message` (`{"message": "..."}`).
 * 3. `API-Fehler: {status} {statusText}` when the answer has a status text.
 * 4. `API-Fehler: {status}` when the status text is empty (HTTP/2 has none).
 *
 * The only difference between the two 'API-Fehler' forms is the status
 * text, so the longer form is used whenever there is one to show.
 * Blank strings count as absent at every step.
 */
export function synthesisErrorMessage(status: number, statusText: string, body: unknown): string {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  if (body && typeof body === "object") {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    const fromDetail = detail && typeof detail === "object" ? text((detail as { message?: unknown }).message) : text(detail);
    const found = fromDetail ?? text(message);
    if (found) return found;
  }
  return statusText.trim() ? `API-Fehler: ${status} ${statusText.trim()}` : `API-Fehler: ${status}`;
}

export interface ElevenLabsOptions {
  /** xi-api-key; unset means every call fails with TTS_MISSING_CONFIG_MESSAGE, before any request. */
  apiKey: string | undefined;
  /** e.g. https://api.elevenlabs.io (no trailing /v1). */
  baseURL: string;
  /** e.g. eleven_multilingual_v2 (ElevenLabs' multilingual version-2 model, ELEVENLABS_MODEL). */
  modelId: string;
  /** Milliseconds until the whole audio must have arrived (default 20 000). */
  timeoutMs?: number;
}

/**
 * ElevenLabs text to speech: POST {baseURL}/v1/text-to-speech/{voiceId}.
 * `synthesize` waits for the whole audio (the greeting, which is cached);
 * `stream` uses …/stream and hands the bytes on as they arrive, which the
 * chat's spoken answers use so the browser starts playing before a piece is
 * fully synthesised.
 */
export function createElevenLabsTts(options: ElevenLabsOptions): TtsProvider {
  const base = options.baseURL.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 20_000;

  /** Sends the request; resolves with a 2xx answer whose body is still to be read, and the failure mapper for reading it. */
  async function request(
    { text, voiceId, settings, signal, previousText }: SynthesisRequest,
    path: string,
  ): Promise<{ res: Response; fail: (err: unknown) => never }> {
    // Both checks come before any provider call.
    validateSpokenText(text);
    if (!voiceId?.trim() || !options.apiKey?.trim()) throw new TtsError(TTS_MISSING_CONFIG_MESSAGE, 503, "tts-not-configured");
    signal?.throwIfAborted();

    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    // Our own cancellation is not a synthesis failure: callers see the abort reason.
    const fail = (err: unknown): never => {
      if (signal?.aborted) throw signal.reason;
      throw new TtsError(TTS_UNKNOWN_ERROR_MESSAGE, 502, "tts-failed", err);
    };

    const body = {
      text,
      model_id: options.modelId,
      voice_settings: {
        stability: settings.stability,
        similarity_boost: settings.similarity_boost,
        style: settings.style,
        use_speaker_boost: settings.use_speaker_boost,
        speed: providerSpeed(settings.speed),
      },
      ...(previousText?.trim() ? { previous_text: previousText.trim() } : {}),
    };
    let res: Response;
    try {
      res = await fetch(`${base}/v1/text-to-speech/${encodeURIComponent(voiceId)}${path}`, {
        method: "POST",
        headers: { Accept: "audio/mpeg", "Content-Type": "application/json", "xi-api-key": options.apiKey },
        body: JSON.stringify(body),
        signal: combined,
      });
    } catch (err) {
      return fail(err);
    }

    if (!res.ok) {
      let parsed: unknown;
      try {
        const raw = await res.text();
        parsed = raw ? (JSON.parse(raw) as unknown) : undefined;
      } catch {
        if (signal?.aborted) throw signal.reason;
        parsed = undefined; // not JSON: fall back to the status line
      }
      throw new TtsError(synthesisErrorMessage(res.status, res.statusText, parsed), 502, "tts-failed");
    }
    return { res, fail };
  }
  const mimeOf = (res: Response) => res.headers.get("content-type")?.split(";")[0]?.trim() || "audio/mpeg";

  return {
    name: "elevenlabs",
    async synthesize(req) {
      const { res, fail } = await request(req, "");
      let audio: Uint8Array;
      try {
        audio = new Uint8Array(await res.arrayBuffer());
      } catch (err) {
        return fail(err);
      }
      if (audio.byteLength === 0) throw new TtsError(TTS_EMPTY_AUDIO_MESSAGE, 502, "tts-empty-audio");
      return { mime: mimeOf(res), audio, playback: playbackAdjustment(req.settings) };
    },

    /**
     * POST …/{voiceId}/stream (chunked audio/mpeg, the same body): the bytes
     * are handed on as they arrive, so the browser can start playing a piece
     * while the provider is still producing its end.
     */
    async stream(req) {
      const { res, fail } = await request(req, "/stream");
      const body = res.body;
      async function* chunks(): AsyncGenerator<Uint8Array> {
        if (!body) throw new TtsError(TTS_EMPTY_AUDIO_MESSAGE, 502, "tts-empty-audio");
        const reader = body.getReader();
        let bytes = 0;
        try {
          for (;;) {
            let next: ReadableStreamReadResult<Uint8Array>;
            try {
              next = await reader.read();
            } catch (err) {
              return fail(err);
            }
            if (next.done) break;
            if (next.value.byteLength === 0) continue;
            bytes += next.value.byteLength;
            yield next.value;
          }
        } finally {
          // Stopping early (an abort, the consumer gave up) ends the provider's answer.
          void reader.cancel().catch(() => undefined);
        }
        if (bytes === 0) throw new TtsError(TTS_EMPTY_AUDIO_MESSAGE, 502, "tts-empty-audio");
      }
      return { mime: mimeOf(res), chunks: chunks(), playback: playbackAdjustment(req.settings) };
    },
  };
}
