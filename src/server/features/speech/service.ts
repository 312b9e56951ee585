/**
 * What other features use of the speech pipeline: the sentence splitter, the
 * stream that speaks a reply sentence by sentence, the metered voice for the
 * chat's spoken answers, and the transcription limits shown to the operator.
 */
export { meteredTts } from "./metering";
export { SentenceSplitter } from "#shared/text/sentences";
export { REPLACE_REPLY, speakStream, type ReplyDelta } from "./speak-stream";
export { MAX_STT_BYTES, MAX_STT_UPLOAD_MS } from "./stt-admission";
