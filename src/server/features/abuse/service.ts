import type { UsageToday } from "#shared/contracts/dashboard";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { usageDaily } from "../../db/schema";
import type { RateLimiter } from "../../http/rate-limit";
import { drawOnBudget } from "./queries";

export interface AbuseLimits {
  /** Requests per client per minute, shared by chat, speech and transcription. */
  perMinute: number;
  /** The site-wide daily budget (UTC day), counted in chat requests. */
  dailyBudget: number;
  /** Synthesised characters that cost as much as one chat request. */
  ttsCharsPerChat: number;
  /** Kilobytes of audio for transcription that cost as much as one chat request. */
  sttKbPerChat: number;
  /** Synthesised characters per client and hour. */
  ttsCharsPerClientHour: number;
  /** Kilobytes of audio per client and hour. */
  sttKbPerClientHour: number;
  /** Told of every refusal (the metrics); `all` for the request rate, which chat, speech and transcription share. */
  onRefusal?: (reason: "rate" | "client" | "daily", kind: CostKind | "all") => void;
}

/**
 * What costs money: a chat request (counted in requests), speech synthesis
 * (in characters, as the voice provider bills) and transcription (in
 * kilobytes of uploaded audio, known from Content-Length before the body is
 * read).
 */
export type CostKind = "chat" | "tts" | "stt";

/** Rows of usage_daily: today's amount of each kind, and the budget used in thousandths of a chat request. */
const KIND_ROW: Record<CostKind, string> = { chat: "chat", tts: "tts_chars", stt: "stt_kb" };
const BUDGET_ROW = "budget";
const HOUR_MS = 3_600_000;

export type Allowance = { ok: true } | { ok: false; reason: "rate" | "client" | "daily"; retryAfterSeconds: number };

/** What one successful `charge` counted, so it can be given back when the provider is never called. */
export interface Charge {
  kind: CostKind;
  amount: number;
  clientKey?: string;
  day: string;
  milli: number;
}

export type ChargeResult = { ok: true; charge: Charge } | { ok: false; reason: "client" | "daily"; retryAfterSeconds: number };

function secondsToUtcMidnight(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * Keeps the public demo from running up provider costs. One site-wide daily
 * budget, counted in chat requests: chat requests, synthesised characters and
 * uploaded audio all draw on it at configurable rates, so using it up with
 * one of them stops the others too. Per client (see clientKey) there is a
 * request rate for all three together and hourly amounts for speech and
 * audio. Counters live in the database, so every instance counts together.
 */
export function createAbuseGuard(database: Database, rateLimiter: RateLimiter, limits: AbuseLimits) {
  const milliFor = (kind: CostKind, amount: number): number =>
    kind === "chat"
      ? amount * 1000
      : Math.ceil((amount * 1000) / (kind === "tts" ? limits.ttsCharsPerChat : limits.sttKbPerChat));
  const clientLimit = (kind: CostKind) =>
    kind === "tts" ? limits.ttsCharsPerClientHour : kind === "stt" ? limits.sttKbPerClientHour : undefined;

  /** Draws on the site-wide budget only if it stays within it; one statement, so instances cannot overshoot together. */
  async function takeDaily(kind: CostKind, amount: number, milli: number): Promise<string | undefined> {
    if (milli > limits.dailyBudget * 1000) return undefined;
    return drawOnBudget(database, {
      budgetRow: BUDGET_ROW,
      milli,
      limitMilli: limits.dailyBudget * 1000,
      kindRow: KIND_ROW[kind],
      amount,
    });
  }

  /** A refusal, as the caller gets it, after telling the metrics. */
  const refused = <R extends { ok: false; reason: "rate" | "client" | "daily" }>(result: R, kind: CostKind | "all"): R => {
    limits.onRefusal?.(result.reason, kind);
    return result;
  };

  return {
    limits,

    /** Per-client request rate for chat, tts and stt together. */
    async perClient(clientKey: string): Promise<Allowance> {
      const hit = await rateLimiter.hit(`voice:${clientKey}`, limits.perMinute, 60_000);
      return hit.allowed
        ? { ok: true }
        : refused({ ok: false, reason: "rate", retryAfterSeconds: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) }, "all");
    },

    /**
     * Counts `amount` (requests, characters or kilobytes) against the
     * client's hourly amount and the site-wide budget; counts nothing when
     * either would be exceeded. Without a client key only the budget counts.
     */
    async charge(kind: CostKind, amount: number, clientKey?: string): Promise<ChargeResult> {
      const amountInt = Math.max(1, Math.ceil(amount));
      const perClient = clientLimit(kind);
      const clientRow = perClient !== undefined && clientKey ? `${kind}:${clientKey}` : undefined;
      if (clientRow) {
        const taken = await rateLimiter.take(clientRow, amountInt, perClient!, HOUR_MS);
        if (!taken.allowed)
          return refused(
            { ok: false, reason: "client", retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) },
            kind,
          );
      }
      const milli = milliFor(kind, amountInt);
      const day = await takeDaily(kind, amountInt, milli);
      if (!day) {
        if (clientRow) await rateLimiter.giveBack(clientRow, amountInt);
        return refused({ ok: false, reason: "daily", retryAfterSeconds: secondsToUtcMidnight() }, kind);
      }
      return { ok: true, charge: { kind, amount: amountInt, clientKey: clientRow ? clientKey : undefined, day, milli } };
    },

    /** Gives back a charge whose provider call never happened (upload cut off, empty audio). */
    async refund(charge: Charge, amount = charge.amount): Promise<void> {
      const part = Math.min(charge.amount, Math.max(0, Math.floor(amount)));
      if (part <= 0) return;
      const milli = part === charge.amount ? charge.milli : Math.floor((charge.milli * part) / charge.amount);
      await database.db
        .update(usageDaily)
        .set({
          count: sql`greatest(${usageDaily.count} - CASE WHEN ${usageDaily.kind} = ${BUDGET_ROW} THEN ${milli}::int ELSE ${part}::int END, 0)`,
        })
        .where(and(eq(usageDaily.day, charge.day), inArray(usageDaily.kind, [BUDGET_ROW, KIND_ROW[charge.kind]])));
      if (charge.clientKey) await rateLimiter.giveBack(`${charge.kind}:${charge.clientKey}`, part);
    },

    /** Today's usage of the site-wide budget, for the operator. */
    async usageToday(): Promise<UsageToday> {
      const rows = await database.db
        .select({ kind: usageDaily.kind, count: usageDaily.count })
        .from(usageDaily)
        .where(sql`${usageDaily.day} = (now() AT TIME ZONE 'UTC')::date`);
      const of = (kind: string) => rows.find((r) => r.kind === kind)?.count ?? 0;
      const now = new Date();
      const day = now.toISOString().slice(0, 10);
      return {
        day,
        resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString(),
        budgetUsed: Math.ceil(of(BUDGET_ROW) / 100) / 10,
        chats: of(KIND_ROW.chat),
        ttsChars: of(KIND_ROW.tts),
        sttKb: of(KIND_ROW.stt),
      };
    },
  };
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
