import { LOCALES, type Lang } from "#shared/i18n";
import type { RecognitionErrorCode, VoiceEvent } from "#shared/voice/state-machine";
import type { Api } from "../../lib/api/client";

/** What a recogniser reports: the state machine's recognition events. */
export type RecognitionEvent = Extract<
  VoiceEvent,
  { type: "RECOGNITION_INTERIM" | "RECOGNITION_FINAL" | "RECOGNITION_END" | "RECOGNITION_ERROR" }
>;

export interface Recognizer {
  /** Stop listening; the words heard so far still arrive as RECOGNITION_FINAL. */
  stop(): void;
  /** Stop listening and drop what was heard (the page is going away). */
  abort(): void;
}

/** The parts of the Web Speech API's SpeechRecognition we use (not in TypeScript's DOM types). */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    ((e: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

function speechRecognitionCtor(): SpeechRecognitionCtor | undefined {
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const KNOWN_ERRORS: readonly RecognitionErrorCode[] = [
  "not-allowed",
  "service-not-allowed",
  "no-speech",
  "audio-capture",
  "language-not-supported",
  "aborted",
  "network",
];

/**
 * Failures of the browser's recogniser that say nothing about the visitor's
 * microphone or speech: its speech service is missing, blocked or offline
 * (Chromium without Google's service, some Edge and Brave set-ups). With the
 * server's transcription there, the same utterance is recorded instead.
 */
const FALL_BACK_ON: readonly RecognitionErrorCode[] = [
  "network",
  "service-not-allowed",
  "audio-capture",
  "language-not-supported",
  "start-failed",
];

/**
 * Set once the server's transcription failed on this page (the provider is
 * down or unreachable): later utterances go to the browser's recogniser
 * where there is one, instead of failing the same way again.
 */
let serverTranscriptionFailed = false;

/** Forget an earlier failure of the server's transcription (tests, a new page). */
export function resetSpeechInput(): void {
  serverTranscriptionFailed = false;
}

/**
 * Listens for one utterance. When the server has a speech-to-text provider,
 * the browser records and the server transcribes, so the visitor's voice
 * goes only to the operator's provider (the browser's recogniser may send it
 * to its vendor, Chrome's to Google). The browser's recogniser is the
 * fallback when recording cannot start or the server's transcription
 * failed; recording is the fallback when the browser's recogniser fails.
 * Where neither works the failure is reported, and the visitor is told to
 * retry or type. Results arrive through `emit`; recordings go to the server through `api`.
 */
export function startRecognition(
  api: Api,
  lang: Lang,
  serverStt: boolean,
  emit: (e: RecognitionEvent) => void,
  /** Hands-free mode's own recording (with the pre-roll), used where the server transcribes. */
  captured?: (emit: (e: RecognitionEvent) => void) => Recognizer,
): Recognizer | undefined {
  if (captured && serverStt && !serverTranscriptionFailed) return captured(emit);
  const canRecord =
    serverStt && typeof MediaRecorder !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
  const Ctor = speechRecognitionCtor();
  if (canRecord && !serverTranscriptionFailed) return recordFirst(api, lang, Ctor, emit);
  if (Ctor) return canRecord ? browserFirst(api, lang, Ctor, emit) : listenInBrowser(Ctor, lang, emit);
  if (canRecord) return recordForServer(api, emit);
  emit({ type: "RECOGNITION_ERROR", code: "unsupported" });
  return undefined;
}

/** Records for the server; falls back to the browser's recogniser when recording cannot start. */
function recordFirst(
  api: Api,
  lang: Lang,
  Ctor: SpeechRecognitionCtor | undefined,
  emit: (e: RecognitionEvent) => void,
): Recognizer {
  let browser: Recognizer | undefined;
  const recording = recordForServer(api, (e) => {
    if (e.type === "RECOGNITION_ERROR" && e.code === "start-failed" && Ctor) {
      browser = listenInBrowser(Ctor, lang, emit);
      return;
    }
    emit(e);
  });
  return {
    stop: () => (browser ?? recording).stop(),
    abort: () => {
      recording.abort();
      browser?.abort();
    },
  };
}

/** One utterance with the browser's own recogniser. */
function listenInBrowser(Ctor: SpeechRecognitionCtor, lang: Lang, emit: (e: RecognitionEvent) => void): Recognizer {
  const rec = new Ctor();
  rec.lang = LOCALES[lang].tag;
  rec.continuous = false; // one utterance, then the answer
  rec.interimResults = true;
  rec.onresult = (e) => {
    let interim = "";
    let final = "";
    for (let i = e.resultIndex; i < e.results.length; i++) {
      const r = e.results[i]!;
      if (r.isFinal) final += r[0]!.transcript;
      else interim += r[0]!.transcript;
    }
    if (final) emit({ type: "RECOGNITION_FINAL", text: final });
    else emit({ type: "RECOGNITION_INTERIM", text: interim });
  };
  rec.onerror = (e) => {
    const code = KNOWN_ERRORS.find((known) => known === e.error) ?? "other";
    emit({ type: "RECOGNITION_ERROR", code });
  };
  rec.onend = () => emit({ type: "RECOGNITION_END" });
  try {
    rec.start();
  } catch {
    emit({ type: "RECOGNITION_ERROR", code: "start-failed" });
  }
  return { stop: () => rec.stop(), abort: () => rec.abort() };
}

/**
 * A recording's transcript from the server (POST /api/stt, in the client's
 * language), "" for an empty or refused one; undefined when the provider is
 * down or unreachable (and later utterances then go to the browser's
 * recogniser where there is one).
 */
export async function transcribeOnServer(api: Api, blob: Blob): Promise<string | undefined> {
  try {
    // The recording's bytes as they are, with their own type.
    const { data, response } = await api.POST("/api/stt", {
      body: blob,
      bodySerializer: (bytes) => bytes,
      headers: { "content-type": blob.type },
    });
    // 5xx: the provider is down or unreachable; 4xx (a limit, an empty recording) is about this utterance.
    serverTranscriptionFailed = response.status >= 500;
    return serverTranscriptionFailed ? undefined : (data?.text ?? "");
  } catch {
    serverTranscriptionFailed = true;
    return undefined;
  }
}

/**
 * One utterance recorded from the microphone and transcribed by the server
 * (POST /api/stt, in the client's language). `abort` (the widget closed or
 * the page left) releases the microphone at once and sends nothing, also when
 * permission arrives later.
 */
function recordForServer(api: Api, emit: (e: RecognitionEvent) => void): Recognizer {
  let recorder: MediaRecorder | undefined;
  let microphone: MediaStream | undefined;
  let aborted = false;
  const release = () => microphone?.getTracks().forEach((t) => t.stop());
  navigator.mediaDevices.getUserMedia({ audio: true }).then(
    (stream) => {
      microphone = stream;
      if (aborted) return release();
      let rec: MediaRecorder;
      try {
        rec = new MediaRecorder(stream);
      } catch {
        release();
        emit({ type: "RECOGNITION_ERROR", code: "start-failed" });
        return;
      }
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      rec.onstop = async () => {
        release();
        if (aborted) return;
        const blob = new Blob(chunks, { type: rec.mimeType || "audio/webm" });
        const result = await transcribeOnServer(api, blob);
        if (result === undefined) return emit({ type: "RECOGNITION_ERROR", code: "network" });
        emit({ type: "RECOGNITION_FINAL", text: result });
        emit({ type: "RECOGNITION_END" });
      };
      recorder = rec;
      rec.start();
    },
    (err: unknown) => {
      if (aborted) return;
      emit({
        type: "RECOGNITION_ERROR",
        code: err instanceof DOMException && err.name === "NotAllowedError" ? "not-allowed" : "start-failed",
      });
    },
  );
  return {
    stop: () => {
      if (recorder?.state === "recording") recorder.stop();
    },
    abort: () => {
      aborted = true;
      if (recorder?.state === "recording") recorder.stop();
      release();
    },
  };
}

/**
 * The browser's recogniser first, recording for the server when its speech
 * service fails before anything was heard (used once the server's
 * transcription failed earlier on the page: a second chance for both).
 */
function browserFirst(api: Api, lang: Lang, Ctor: SpeechRecognitionCtor, emit: (e: RecognitionEvent) => void): Recognizer {
  let recording: Recognizer | undefined;
  let heard = false;
  const browser = listenInBrowser(Ctor, lang, (e) => {
    // After the switch, the failed recogniser's own end event is not the utterance's end.
    if (recording) return;
    if (e.type === "RECOGNITION_INTERIM" || e.type === "RECOGNITION_FINAL") heard = true;
    if (e.type === "RECOGNITION_ERROR" && !heard && FALL_BACK_ON.includes(e.code)) {
      recording = recordForServer(api, emit);
      return;
    }
    emit(e);
  });
  return {
    stop: () => (recording ?? browser).stop(),
    abort: () => (recording ?? browser).abort(),
  };
}
