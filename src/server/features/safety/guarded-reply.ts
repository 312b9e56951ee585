import type { RiskLevel } from "#shared/safety";
import { REPLACE_REPLY, SentenceSplitter, type ReplyDelta } from "../speech/service";
import type { ModerationVerdict } from "../../providers/moderation";
import type { ReplyChecker, ReplyVerdict } from "./reply-check";

/** Told of each delta of the model's reply as it arrives, and once how its stream ended. */
export interface StreamObserver {
  item(delta: string): void;
  /** Completed, failed (with the error), or left early (a block, a crisis answer, the visitor leaving). */
  end(outcome: { complete: boolean; error?: unknown }): void;
}

export interface GuardedReplyOptions {
  /** The model's reply as it streams. Its request starts at once, while the moderation verdict is still out. */
  reply: AsyncIterable<string>;
  /** The moderation net's verdict; `undefined` when it is off, failed or too slow. */
  moderation: Promise<ModerationVerdict | undefined>;
  checker: ReplyChecker;
  /** The crisis answer for levels the moderation net found. */
  onModerationCrisis(levels: RiskLevel[]): string;
  /** The safe answer that replaces a reply the check blocked. */
  onBlocked(reason: Exclude<ReplyVerdict, { ok: true }>["reason"]): string;
  /**
   * Told of each of the model's deltas as it arrives, and once how the model's stream ended (the turn's
   * trace). A hook rather than a wrapper around the stream: a wrapper adds a promise per delta.
   */
  model?: StreamObserver;
  /** Called once when the guarded reply has ended, however it ended. */
  onSettled?(): void;
}

/**
 * The model's reply, released piece by piece only after each piece passed
 * the reply check, and not before the moderation net has answered. A piece
 * is the first clause, then each sentence (as the voice speaks them), and
 * the check always reads the whole reply so far, so a sentence that a later
 * check would block is never shown or spoken: it is held until it is
 * complete. When the check blocks, the reply is withdrawn (REPLACE_REPLY)
 * and the safe answer follows; the model's request is ended.
 *
 * The model's first token usually takes longer than the moderation call, so
 * waiting for the verdict costs nothing in practice.
 */
export async function* guardedReply(options: GuardedReplyOptions): AsyncGenerator<ReplyDelta> {
  const iterator = options.reply[Symbol.asyncIterator]();
  // Ask for the first token now, so the model works while moderation decides.
  const first = iterator.next();
  first.catch(() => undefined);
  let finished = false;
  let failure: { error: unknown } | undefined;
  try {
    const verdict = await options.moderation;
    if (verdict && verdict.levels.length > 0) {
      yield options.onModerationCrisis(verdict.levels);
      return;
    }

    const splitter = new SentenceSplitter({ firstClauseMinChars: 40 });
    let raw = "";
    let released = 0;
    const release = function* (pieces: string[], final: boolean): Generator<ReplyDelta, boolean> {
      if (pieces.length === 0 && !final) return true;
      // The raw text up to the end of the last complete piece, whitespace and line breaks as the model wrote them.
      let end = released;
      for (const piece of pieces) {
        const at = raw.indexOf(piece, end);
        end = at >= 0 ? at + piece.length : end;
      }
      if (final) end = raw.length;
      const candidate = raw.slice(0, end);
      const result = options.checker.check(candidate);
      if (!result.ok) {
        if (released > 0) yield REPLACE_REPLY;
        yield options.onBlocked(result.reason);
        return false;
      }
      if (end > released) yield raw.slice(released, end);
      released = end;
      return true;
    };

    const model = options.model;
    try {
      for (let next = await first; !next.done; next = await iterator.next()) {
        model?.item(next.value);
        raw += next.value;
        if (!(yield* release(splitter.push(next.value), false))) return;
      }
    } catch (error) {
      failure = { error };
      throw error;
    }
    finished = true;
    model?.end({ complete: true });
    yield* release(splitter.flush(), true);
  } finally {
    if (!finished) {
      options.model?.end(failure ? { complete: false, error: failure.error } : { complete: false });
      // Ends the model's request when we stop early (a block, the crisis answer, the visitor leaving).
      void iterator.return?.()?.catch(() => undefined);
    }
    options.onSettled?.();
  }
}
