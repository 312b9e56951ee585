import { ERROR_TEXTS, type ErrorCode } from "#shared/contracts/errors";
import { TtsError } from "../../providers/tts";
import { SentenceSplitter } from "#shared/text/sentences";

/**
 * A delta that withdraws everything streamed so far: the text shown, the
 * audio queued. What follows is the whole reply. The reply check sends it
 * when a later sentence turns out to be one that must not be shown.
 */
export const REPLACE_REPLY = Symbol("replace reply");
export type ReplyDelta = string | typeof REPLACE_REPLY;

/** What the chat route sends to the browser, in order. */
export type SpeakEvent =
  | {
      type: "replace";
    }
  | {
      type: "text";
      /** The next piece of the reply text, exactly as the chat provider produced it. */
      delta: string;
    }
  | {
      type: "audio";
      /** 0-based index of the spoken piece; audio events arrive strictly in this order, without gaps. */
      seq: number;
      /** MIME type of the decoded bytes, e.g. audio/mpeg. */
      mime: string;
      /**
       * The next bytes of piece `seq`, base64-encoded, as they came from the
       * provider (everything that arrived since the last event of this piece;
       * may be empty on the last event). Concatenated in order they are the
       * piece's audio file.
       */
      base64: string;
      /** 0-based number of this event within piece `seq`. */
      part: number;
      /** No more bytes of piece `seq` follow. */
      last: boolean;
    }
  | {
      type: "audio-error";
      /** The visitor's text for the synthesis failure. Sent at most once; the reply continues as text only. */
      message: string;
      code: ErrorCode;
    };

/** Audio of one spoken piece. */
export interface SynthesizedAudio {
  /** MIME type of `audio`, e.g. audio/mpeg. */
  mime: string;
  /** The encoded audio bytes. */
  audio: Uint8Array;
}

/** Audio of one spoken piece that arrives over time (a provider's streaming endpoint). */
export interface StreamedAudio {
  mime: string;
  /** The bytes as they arrive; a rejection is the piece's synthesis failure. */
  chunks: AsyncIterable<Uint8Array>;
}

/** What a synthesis call may use beyond its own text. */
export interface SynthesisContext {
  /**
   * The text spoken just before this piece (up to `previousTextChars`
   * characters, empty for the first piece), so the voice can keep the
   * intonation across pieces (ElevenLabs `previous_text`).
   */
  previousText: string;
}

/**
 * Synthesises one piece. Must stop its provider call when `signal` aborts;
 * a rejection after an abort is ignored.
 */
export type Synthesize = (
  text: string,
  seq: number,
  signal: AbortSignal,
  context: SynthesisContext,
) => Promise<SynthesizedAudio | StreamedAudio>;

export interface SpeakOptions {
  /**
   * Pieces synthesised at the same time (default 2): the next piece is ready
   * when the current one has played, and voice providers limit concurrent
   * requests per account.
   */
  concurrency?: number;
  /** Maps a synthesis error to the visitor's message and its code; by default a TtsError's, else "tts-failed" ('Unbekannter Fehler …'). */
  describeError?: (err: unknown) => SynthesisFailure;
  /**
   * Characters after which the first piece may already end at a clause
   * boundary (see SplitterOptions.firstClauseMinChars); default 40, 0 turns
   * it off.
   */
  firstClauseMinChars?: number;
  /** Characters of preceding text passed as SynthesisContext.previousText (default 300). */
  previousTextChars?: number;
  /** Turns a piece into what the voice should say (phone numbers spelled digit by digit); the shown text stays as it is. */
  speakable?: (piece: string) => string;
}

/** What the visitor is told about a failed synthesis. */
export interface SynthesisFailure {
  message: string;
  code: ErrorCode;
}

const UNKNOWN_FAILURE: SynthesisFailure = { message: ERROR_TEXTS.de["tts-failed"], code: "tts-failed" };

/** A TtsError carries the visitor's text and code for its failure; anything else is "tts-failed". */
export function describeSynthesisError(err: unknown): SynthesisFailure {
  return err instanceof TtsError ? { message: err.message, code: err.code } : UNKNOWN_FAILURE;
}

/** Markdown that providers sometimes emit and a voice must not read out. */
function speakableText(piece: string): string {
  return piece
    .replace(/\*\*|__|`+|^#{1,6}\s+/gm, "")
    .replace(/^\s*[-*•]\s+/, "")
    .trim();
}

/** A piece's audio on its way out: bytes not yet emitted, whether all have come, its failure. */
interface PieceAudio {
  mime: string;
  pending: Uint8Array[];
  /** Events already emitted for this piece. */
  parts: number;
  done: boolean;
  err?: { error: unknown };
}

/**
 * Turns a stream of text deltas into text events plus audio events. Each
 * piece of the reply (a sentence, or a long first sentence's first clause) is
 * sent to synthesis the moment it is complete while the reply is still
 * streaming; up to `concurrency` pieces synthesise at once, and audio is
 * emitted strictly in order, each as soon as it and all before it are ready.
 *
 * - `synth` undefined: text only.
 * - A synthesis failure: one `audio-error` event in order of its piece, the
 *   other synthesis calls are cancelled, and the reply continues as text.
 * - `signal` aborts, or the consumer stops iterating: every pending synthesis
 *   call and the delta stream are cancelled and the generator ends without
 *   an error.
 * - The delta stream fails: pending events are delivered, synthesis is
 *   cancelled, and the error is rethrown.
 */
export async function* speakStream(
  deltas: AsyncIterable<ReplyDelta>,
  synth: Synthesize | undefined,
  signal: AbortSignal,
  options: SpeakOptions = {},
): AsyncGenerator<SpeakEvent> {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const describeError = options.describeError ?? describeSynthesisError;
  const previousTextChars = options.previousTextChars ?? 300;
  const toSpeech = options.speakable ?? ((piece: string) => piece);
  let splitter = new SentenceSplitter({ firstClauseMinChars: options.firstClauseMinChars ?? 40 });

  const queue: SpeakEvent[] = [];
  let wake: (() => void) | undefined;
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const push = (e: SpeakEvent) => {
    queue.push(e);
    notify();
  };
  const onAbort = () => notify();
  signal.addEventListener("abort", onAbort, { once: true });

  // Synthesis state. seq counts spoken pieces; `spoken` is their text so far (for previousText).
  const waiting: { seq: number; text: string; previousText: string }[] = [];
  const inFlight = new Map<number, AbortController>();
  const pieces = new Map<number, PieceAudio>();
  let spoken = "";
  let nextSeq = 0;
  let nextToEmit = 0;
  /** The first piece whose synthesis failed; nothing from it on is spoken. */
  let failedSeq = Infinity;
  let errorSent = false;
  const audioOff = () => !synth || errorSent || failedSeq !== Infinity || signal.aborted;

  const cancelFrom = (seq: number) => {
    for (const [s, c] of inFlight) if (s >= seq) c.abort();
    waiting.length = 0;
  };
  /** Emits what can go out in order: the bytes of the piece being spoken, then the next piece once it is complete. */
  const flushAudio = () => {
    for (let p = pieces.get(nextToEmit); p && !errorSent; p = pieces.get(nextToEmit)) {
      if (p.err) {
        pieces.delete(nextToEmit);
        errorSent = true;
        let failure: SynthesisFailure;
        try {
          failure = describeError(p.err.error);
        } catch {
          failure = UNKNOWN_FAILURE;
        }
        push({ type: "audio-error", ...failure });
        nextToEmit++;
        break;
      }
      if (p.pending.length > 0 || p.done) {
        const bytes = Buffer.concat(p.pending);
        p.pending = [];
        push({ type: "audio", seq: nextToEmit, mime: p.mime, base64: bytes.toString("base64"), part: p.parts++, last: p.done });
      }
      if (!p.done) break;
      pieces.delete(nextToEmit);
      nextToEmit++;
    }
  };
  /** Synthesises one piece, handing on its bytes as they arrive. */
  const run = async (job: { seq: number; text: string; previousText: string }, jobSignal: AbortSignal) => {
    const stillWanted = () => !jobSignal.aborted && job.seq < failedSeq;
    let piece: PieceAudio | undefined;
    try {
      const result = await synth!(job.text, job.seq, jobSignal, { previousText: job.previousText });
      if (!stillWanted()) return;
      if ("audio" in result) {
        pieces.set(job.seq, { mime: result.mime, pending: [result.audio], parts: 0, done: true });
        return;
      }
      piece = { mime: result.mime, pending: [], parts: 0, done: false };
      pieces.set(job.seq, piece);
      for await (const chunk of result.chunks) {
        if (!stillWanted()) return;
        piece.pending.push(chunk);
        if (job.seq === nextToEmit) {
          flushAudio();
          notify();
        }
      }
      piece.done = true;
    } catch (err) {
      if (signal.aborted || jobSignal.aborted || job.seq > failedSeq) return;
      failedSeq = job.seq;
      // Bytes already sent stay; the failure follows them.
      pieces.set(job.seq, { ...(piece ?? { mime: "", pending: [], parts: 0 }), done: true, err: { error: err } });
      cancelFrom(job.seq + 1);
    }
  };
  const schedule = () => {
    while (synth && !audioOff() && inFlight.size < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      const controller = new AbortController();
      const jobSignal = AbortSignal.any([signal, controller.signal]);
      inFlight.set(job.seq, controller);
      void run(job, jobSignal).finally(() => {
        inFlight.delete(job.seq);
        flushAudio();
        schedule();
        notify();
      });
    }
  };
  const enqueue = (pieces: string[]) => {
    for (const piece of pieces) {
      const text = toSpeech(speakableText(piece));
      if (!text || audioOff()) continue;
      waiting.push({ seq: nextSeq++, text, previousText: spoken.slice(-previousTextChars).trim() });
      spoken += (spoken ? " " : "") + text;
    }
    schedule();
  };

  // Reads the deltas concurrently, so synthesis results are emitted while the provider is still writing.
  const iterator = deltas[Symbol.asyncIterator]();
  let textDone = false;
  let textError: { error: unknown } | undefined;
  const pump = (async () => {
    try {
      for (;;) {
        const r = await iterator.next();
        if (r.done || signal.aborted) break;
        if (r.value === REPLACE_REPLY) {
          // Everything said so far is withdrawn: no more of its audio, a fresh start for the new text.
          cancelFrom(0);
          for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.type === "audio") queue.splice(i, 1);
          pieces.clear();
          nextToEmit = nextSeq;
          spoken = "";
          splitter = new SentenceSplitter({ firstClauseMinChars: options.firstClauseMinChars ?? 40 });
          push({ type: "replace" });
          continue;
        }
        push({ type: "text", delta: r.value });
        if (synth) enqueue(splitter.push(r.value));
      }
      if (!signal.aborted && synth) enqueue(splitter.flush());
    } catch (err) {
      if (!signal.aborted) textError = { error: err };
    } finally {
      textDone = true;
      notify();
    }
  })();

  try {
    for (;;) {
      while (queue.length > 0 && !signal.aborted) yield queue.shift()!;
      if (signal.aborted) return;
      if (textDone && textError) break;
      const audioDone = !synth || errorSent || (inFlight.size === 0 && waiting.length === 0 && nextToEmit >= nextSeq);
      if (textDone && audioDone) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    while (queue.length > 0) yield queue.shift()!;
    if (textError) throw textError.error;
  } finally {
    signal.removeEventListener("abort", onAbort);
    cancelFrom(0);
    if (!textDone) {
      // Ends the provider's stream (its finally aborts the HTTP request); errors after this point are of no interest.
      void iterator.return?.()?.catch(() => undefined);
      void pump.catch(() => undefined);
    }
  }
}
