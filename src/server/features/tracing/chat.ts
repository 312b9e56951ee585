import type { ModerationVerdict } from "../../providers/moderation";
import type { SafetyService, StreamObserver } from "../safety/service";
import type { speakStream } from "../speech/service";
import { errorCode, type SpanAttributes, type TraceSpan } from "./spans";

type ReplyChecker = ReturnType<SafetyService["checker"]>;
type Synthesize = NonNullable<Parameters<typeof speakStream>[1]>;

/**
 * The chat turn's spans that wrap something streaming or concurrent (the
 * model's reply, the moderation net, the reply check, each spoken piece).
 * Under the no-op span every helper hands back what it was given, so a turn
 * without tracing runs exactly the code it ran before. Attributes are
 * counts, sizes and outcomes; the texts pass through untouched and unread.
 */

/**
 * The items of `source`, passed on as they come, with `item` told of each and
 * `end` told once how the iteration ended: completed, failed (with the error)
 * or left early by the consumer. A plain iterator rather than an async
 * generator: it adds one promise per item, where a generator adds several,
 * and the model's reply has dozens of items per turn.
 */
export function observe<T>(
  source: AsyncIterable<T>,
  item: (value: T) => void,
  end: (outcome: { complete: boolean; error?: unknown }) => void,
): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator](): AsyncIterator<T> {
      const it = source[Symbol.asyncIterator]();
      let ended = false;
      const finish = (complete: boolean, error?: unknown) => {
        if (ended) return;
        ended = true;
        end(error === undefined ? { complete } : { complete, error });
      };
      return {
        next: () =>
          it.next().then(
            (result) => {
              if (result.done) finish(true);
              else item(result.value);
              return result;
            },
            (err: unknown) => {
              finish(false, err);
              throw err;
            },
          ),
        return: async (value?: unknown) => {
          try {
            return it.return ? await it.return(value) : { done: true, value: value as T };
          } finally {
            finish(false);
          }
        },
      };
    },
  };
}

/**
 * The model's reply: `chat.model` from now (the request starts as the guarded
 * reply begins) until its last token, and within it `chat.model.first_token`
 * until the first one. An observer the guarded reply tells of each delta,
 * not a wrapper around the stream (decision 049); none without tracing.
 */
export function tracedModel(parent: TraceSpan, attributes: SpanAttributes): StreamObserver | undefined {
  if (!parent.recording) return undefined;
  const span = parent.child("chat.model", attributes);
  const first = span.child("chat.model.first_token");
  let deltas = 0;
  let chars = 0;
  let ended = false;
  return {
    item(delta) {
      if (deltas === 0) first.end();
      deltas++;
      chars += delta.length;
    },
    end({ complete, error }) {
      if (ended) return;
      ended = true;
      if (error !== undefined) span.fail(errorCode(error));
      if (deltas === 0) first.end({ "chat.model.answered": false });
      span.end({ "chat.model.deltas": deltas, "chat.model.chars": chars, "chat.model.complete": complete });
    },
  };
}

/** The moderation net's call, from its start until its verdict (or none: off, failed or too slow). */
export function tracedModeration(
  parent: TraceSpan,
  verdict: Promise<ModerationVerdict | undefined>,
): Promise<ModerationVerdict | undefined> {
  if (!parent.recording) return verdict;
  const span = parent.child("chat.moderation");
  void verdict.then(
    (v) =>
      span.end({
        "moderation.outcome": v === undefined ? "none" : v.levels.length > 0 ? "crisis" : "clear",
        "moderation.levels": v?.levels.length ?? 0,
      }),
    (err: unknown) => {
      span.fail(errorCode(err));
      span.end();
    },
  );
  return verdict;
}

/**
 * The reply check, which reads the reply so far once per released piece:
 * one `chat.reply_check` span from the first check to the end of the last,
 * with the number of checks, the time spent in them and the verdict, written
 * when the guarded reply has ended (`done`). A reply that was never checked
 * (a fixed answer, a crisis answer of the moderation net) has none.
 */
export function tracedChecker(parent: TraceSpan, checker: ReplyChecker): { checker: ReplyChecker; done?: () => void } {
  if (!parent.recording) return { checker };
  let first = 0;
  let last = 0;
  let checks = 0;
  let spentMs = 0;
  let blocked: string | undefined;
  const done = () => {
    if (checks === 0) return;
    parent.past("chat.reply_check", first, last, {
      "reply_check.checks": checks,
      "reply_check.ms": Math.round(spentMs * 1000) / 1000,
      "reply_check.outcome": blocked ? "blocked" : "ok",
      "reply_check.reason": blocked,
    });
  };
  return {
    checker: {
      check(reply) {
        const started = performance.now();
        const verdict = checker.check(reply);
        last = performance.now();
        if (checks === 0) first = started;
        checks++;
        spentMs += last - started;
        if (!verdict.ok) blocked = verdict.reason;
        return verdict;
      },
    },
    done,
  };
}

/**
 * Each spoken piece: `chat.speech` from the synthesis request until its first
 * byte (or its whole audio, from a provider without streaming).
 */
export function tracedSynthesis(parent: TraceSpan, synth: Synthesize | undefined): Synthesize | undefined {
  if (!parent.recording || !synth) return synth;
  return async (text, seq, signal, context) => {
    const span = parent.child("chat.speech", { "speech.seq": seq, "speech.chars": text.length });
    let result;
    try {
      result = await synth(text, seq, signal, context);
    } catch (err) {
      span.fail(signal.aborted ? "aborted" : errorCode(err));
      span.end();
      throw err;
    }
    if ("audio" in result) {
      span.end({ "speech.streamed": false, "speech.first_bytes": result.audio.byteLength });
      return result;
    }
    let firstSeen = false;
    return {
      ...result,
      chunks: observe(
        result.chunks,
        (chunk) => {
          if (firstSeen) return;
          firstSeen = true;
          span.end({ "speech.streamed": true, "speech.first_bytes": chunk.byteLength });
        },
        ({ error }) => {
          if (!firstSeen && error !== undefined) span.fail(signal.aborted ? "aborted" : errorCode(error));
          span.end({ "speech.streamed": true, "speech.answered": firstSeen });
        },
      ),
    };
  };
}
