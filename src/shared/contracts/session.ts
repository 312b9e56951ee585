/** The operator and a transcription as the API returns them; the schemas are in src/shared/api/. */
export type { SessionResult } from "../api/auth";
export type { TranscriptionResult } from "../api/speech";
