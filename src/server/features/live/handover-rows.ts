import type { HandoverStatus, HandoverSummary, LiveMessage } from "#shared/api/live";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import type { liveHandovers, liveMessages } from "../../db/schema";

/** The rows of a handover and its messages, and what the API makes of them. */

export type Row = typeof liveHandovers.$inferSelect;
export type Author = LiveMessage["author"];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const isRisk = (v: string | null): v is RiskLevel => v !== null && (RISK_LEVELS as readonly string[]).includes(v);

export function summaryOf(r: Row): HandoverSummary {
  return {
    id: r.id,
    conversationId: r.conversationId,
    reason: r.reason === "crisis" ? "crisis" : "request",
    risk: isRisk(r.risk) ? r.risk : null,
    lang: r.lang === "en" ? "en" : "de",
    status: r.status as HandoverStatus,
    createdAt: iso(r.createdAt)!,
    deadline: iso(r.deadline)!,
    acceptedAt: iso(r.acceptedAt),
    heldBy: r.accountId,
    operatorName: r.operatorName,
  };
}

export function messageOf(r: typeof liveMessages.$inferSelect): LiveMessage {
  return {
    id: r.id,
    author: r.author as Author,
    text: r.text,
    risk: isRisk(r.risk) ? r.risk : null,
    at: iso(r.at)!,
  };
}
