import type { ErrorCode } from "../contracts/errors";
import type { VoiceTextKey } from "./texts";

/**
 * Texts the widget may show as a notice: the error messages plus the
 * informative "no voice" note. A subset of the text keys, so a notice can
 * never point at a status or label text.
 */
export type NoticeKey = Extract<
  VoiceTextKey,
  | "micDenied"
  | "noSpeech"
  | "startFailed"
  | "unsupported"
  | "processingProblem"
  | "providerFailed"
  | "emptyReply"
  | "playbackError"
  | "autoplayBlocked"
  | "emptyAudio"
  | "unknownAudio"
  | "textInvalid"
  | "configMissing"
  | "speechHourLimit"
  | "speechDayLimit"
  | "noVoice"
>;

/** Every notice key, for tests and for UIs that map server messages back to keys. */
export const NOTICE_KEYS = [
  "micDenied",
  "noSpeech",
  "startFailed",
  "unsupported",
  "processingProblem",
  "providerFailed",
  "emptyReply",
  "playbackError",
  "autoplayBlocked",
  "emptyAudio",
  "unknownAudio",
  "textInvalid",
  "configMissing",
  "speechHourLimit",
  "speechDayLimit",
  "noVoice",
] as const satisfies readonly NoticeKey[];

/** The notices that stand for a server error, by the error's code. */
const NOTICE_FOR_CODE: Partial<Record<ErrorCode, NoticeKey>> = {
  "chat-provider-failed": "providerFailed",
  "chat-empty-reply": "emptyReply",
  "tts-empty-audio": "emptyAudio",
  "tts-failed": "unknownAudio",
  "tts-invalid-text": "textInvalid",
  "tts-not-configured": "configMissing",
  "tts-client-limit": "speechHourLimit",
  "tts-daily-limit": "speechDayLimit",
};

/** The notice a server error stands for; undefined for codes the widget has no notice for. */
export function noticeForErrorCode(code: ErrorCode | undefined): NoticeKey | undefined {
  return code === undefined ? undefined : NOTICE_FOR_CODE[code];
}
