import { SentenceSplitter } from "./sentences";

/** What the chat route sends to the browser, in order. */
export type SpeakEvent =
  /** The next piece of the reply text, as the provider produced it. */
  | { type: "text"; delta: string }
  /** Spoken audio of sentence `seq` (0-based), base64-encoded, in strict seq order. */
  | { type: "audio"; seq: number; mime: string; base64: string }
  /** Synthesis failed; the reply continues as text only. `message` is spec section 8's text. */
  | { type: "audio-error"; message: string };

export type Synthesize = (sentence: string, seq: number, signal: AbortSignal) => Promise<{ mime: string; audio: Uint8Array }>;

export interface SpeakOptions {
  /** Sentences synthesised at the same time. */
  concurrency?: number;
  /** Maps a synthesis error to the message shown to the visitor. */
  errorMessage: (err: unknown) => string;
  /** See SplitterOptions; 40 characters by default. */
  firstClauseMinChars?: number;
}

/**
 * Turns a stream of text deltas into text events plus audio events: each
 * sentence is sent to synthesis the moment it is complete, while the reply is
 * still streaming, and audio is emitted strictly in order as early as
 * possible. Without `synth` it only passes the text through.
 */
export async function* speakStream(
  deltas: AsyncIterable<string>,
  synth: Synthesize | undefined,
  signal: AbortSignal,
  options: SpeakOptions,
): AsyncGenerator<SpeakEvent> {
  const concurrency = options.concurrency ?? 2;
  const queue: SpeakEvent[] = [];
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const push = (e: SpeakEvent) => {
    queue.push(e);
    notify();
  };

  // The first clause of a long first sentence is spoken early (time to first audio).
  const splitter = new SentenceSplitter({ firstClauseMinChars: options.firstClauseMinChars ?? 40 });
  const waiting: { seq: number; text: string }[] = [];
  const results = new Map<number, { ok: { mime: string; audio: Uint8Array } } | { err: unknown }>();
  let nextSeq = 0;
  let nextToEmit = 0;
  let running = 0;
  let audioFailed = false;
  let textDone = false;
  let textError: unknown;

  const flushAudio = () => {
    for (let r = results.get(nextToEmit); r; r = results.get(nextToEmit)) {
      results.delete(nextToEmit);
      if ("ok" in r) {
        if (!audioFailed) push({ type: "audio", seq: nextToEmit, mime: r.ok.mime, base64: Buffer.from(r.ok.audio).toString("base64") });
      } else if (!audioFailed && !signal.aborted) {
        audioFailed = true;
        waiting.length = 0;
        push({ type: "audio-error", message: options.errorMessage(r.err) });
      }
      nextToEmit++;
    }
  };
  const schedule = () => {
    while (synth && !audioFailed && !signal.aborted && running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running++;
      synth(job.text, job.seq, signal)
        .then(
          (ok) => results.set(job.seq, { ok }),
          (err: unknown) => results.set(job.seq, { err }),
        )
        .finally(() => {
          running--;
          flushAudio();
          schedule();
          notify();
        });
    }
  };
  const enqueue = (sentences: string[]) => {
    if (!synth || audioFailed) return;
    for (const text of sentences) waiting.push({ seq: nextSeq++, text });
    schedule();
  };

  void (async () => {
    try {
      for await (const delta of deltas) {
        if (signal.aborted) break;
        push({ type: "text", delta });
        enqueue(splitter.push(delta));
      }
      if (!signal.aborted) enqueue(splitter.flush());
    } catch (err) {
      textError = err;
    } finally {
      textDone = true;
      notify();
    }
  })();

  for (;;) {
    while (queue.length > 0) yield queue.shift()!;
    const audioDone = !synth || audioFailed || signal.aborted || (running === 0 && waiting.length === 0 && nextToEmit >= nextSeq);
    if (textDone && (audioDone || textError !== undefined)) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
  while (queue.length > 0) yield queue.shift()!;
  if (textError !== undefined) throw textError;
}
