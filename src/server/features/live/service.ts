import { and, asc, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DutyState, HandoverDetail, HandoverStatus, HandoverSummary, LiveFigures, LiveMessage } from "#shared/api/live";
import type { Lang } from "#shared/i18n";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import { DEFAULT_LIVE_SETTINGS, liveSettingsSchema, type LiveSettings } from "#shared/schemas/live";
import type { Database } from "../../db/client";
import { appState, conversations, liveDuty, liveHandovers, liveMessages, personas, users } from "../../db/schema";
import { AUDIT_SYSTEM, AUDIT_VISITOR, changedFields, type AuditAccount, type AuditLog } from "../audit/service";
import { createLiveEvents, type LiveEvent } from "./events";

export { asksForPerson } from "./person-wish";

/** The coach's fixed answer to a visitor who asks for a person: the question about consent follows, or nobody is there. */
export const PERSON_WISH_ANSWER: Record<Lang, { available: string; nobody: string }> = {
  de: {
    available:
      "Gern verbinde ich dich mit einer Person aus unserem Team. Vorher frage ich dich, ob sie unser Gespräch bis hierhin lesen darf.",
    nobody:
      "Gerade ist leider niemand aus unserem Team erreichbar, der dir schreiben kann. Ich bin weiter für dich da. Wenn du jetzt mit einem Menschen sprechen möchtest: Unter den Nummern unten hört dir rund um die Uhr jemand zu.",
  },
  en: {
    available:
      "I'm glad to connect you with a person from our team. First I'll ask whether they may read our conversation so far.",
    nobody:
      "I'm sorry, nobody from our team is available to write to you right now. I'm still here for you. If you want to talk to a person now, someone listens around the clock at the numbers below.",
  },
};
export type { LiveEvent } from "./events";

/** The app_state key of the owner's setting (every instance reads the same row). */
const SETTINGS_KEY = "live";

type Row = typeof liveHandovers.$inferSelect;
type Author = LiveMessage["author"];

export interface LiveOptions {
  database: Database;
  audit: AuditLog;
  /** Replaces identifiers in a visitor's or the coach's words before they are stored (decision 041); `keep`: the persona's name. */
  redact: (text: string, keep: string[]) => string;
  log: FastifyBaseLogger;
  /** Alerts outside the console (mail, webhook) once a visitor agreed; in the background. */
  alerts?: { escalated(handover: HandoverSummary): void };
}

/** An open handover of a conversation, as the chat needs it: the coach stays silent while a person holds it. */
export interface OpenHandover {
  id: string;
  status: "waiting" | "held";
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isRisk = (v: string | null): v is RiskLevel => v !== null && (RISK_LEVELS as readonly string[]).includes(v);

function summaryOf(r: Row): HandoverSummary {
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

function messageOf(r: typeof liveMessages.$inferSelect): LiveMessage {
  return {
    id: r.id,
    author: r.author as Author,
    text: r.text,
    risk: isRisk(r.risk) ? r.risk : null,
    at: iso(r.at)!,
  };
}

/**
 * The on-call escalation (docs/decisions/046-human-on-call.md): the owner's
 * setting, who is on duty, and each handover of a visitor to a person, from
 * the visitor's consent through acceptance to the hand-back. Every step and
 * its audit entry are written in one transaction and announced to every
 * instance. The text of a handed-over conversation is kept only while the
 * handover is open, with identifiers replaced.
 */
export function createLiveService({ database, audit, redact, log, alerts }: LiveOptions) {
  const { db } = database;
  const events = createLiveEvents(database);
  const timers = new Map<string, NodeJS.Timeout>();
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  const publish = (event: LiveEvent) =>
    events.publish(event).catch((err: unknown) => log.error({ err }, "live event not announced"));

  async function settings(reader: Pick<typeof db, "select"> = db): Promise<LiveSettings> {
    const rows = await reader.select({ value: appState.value }).from(appState).where(eq(appState.key, SETTINGS_KEY));
    if (!rows[0]) return { ...DEFAULT_LIVE_SETTINGS };
    try {
      const parsed = liveSettingsSchema.safeParse(JSON.parse(rows[0].value));
      return parsed.success ? parsed.data : { ...DEFAULT_LIVE_SETTINGS };
    } catch {
      return { ...DEFAULT_LIVE_SETTINGS };
    }
  }

  async function onDutyCount(reader: Pick<typeof db, "select"> = db): Promise<number> {
    const rows = await reader.select({ n: count() }).from(liveDuty);
    return Number(rows[0]?.n ?? 0);
  }

  async function get(id: string, reader: Pick<typeof db, "select"> = db): Promise<Row | undefined> {
    return (await reader.select().from(liveHandovers).where(eq(liveHandovers.id, id)))[0];
  }

  /** Closes a handover: its text goes in the same transaction. */
  async function closeRow(tx: Tx, id: string, from: "waiting" | "held", to: "missed" | "returned" | "ended", accountId?: string) {
    const conditions = [eq(liveHandovers.id, id), eq(liveHandovers.status, from)];
    if (accountId) conditions.push(eq(liveHandovers.accountId, accountId));
    if (from === "waiting") conditions.push(sql`${liveHandovers.deadline} <= now()`);
    const rows = await tx
      .update(liveHandovers)
      .set({ status: to, closedAt: sql`now()` })
      .where(and(...conditions))
      .returning();
    if (rows[0]) await tx.delete(liveMessages).where(eq(liveMessages.handoverId, id));
    return rows[0];
  }

  /** Nobody accepted in time: the visitor is told, and the text goes. Atomic: any instance may try, one succeeds. */
  async function expire(id: string): Promise<boolean> {
    timers.delete(id);
    const row = await audit.transact(
      (tx) => closeRow(tx, id, "waiting", "missed"),
      (r) => r && { account: AUDIT_SYSTEM, action: "live.missed", target: { id: r.id, name: r.conversationId.slice(0, 8) } },
    );
    if (row) await publish({ type: "handover", handover: summaryOf(row) });
    return row !== undefined;
  }

  function schedule(row: Row) {
    const ms = Math.max(0, new Date(row.deadline).getTime() - Date.now());
    // The timer of the instance that took the consent; the visitor's stream tries too (expire is atomic).
    timers.set(
      row.id,
      setTimeout(() => void expire(row.id).catch((err: unknown) => log.error({ err }, "handover not expired")), ms + 50),
    );
  }

  const service = {
    settings: () => settings(),
    /** Saves the owner's setting with its audit entry in one transaction. */
    async setSettings(next: LiveSettings, account: AuditAccount): Promise<LiveSettings> {
      const value = JSON.stringify({ levels: [...new Set(next.levels)], timeoutSeconds: next.timeoutSeconds });
      return db.transaction(async (tx) => {
        const before = await settings(tx);
        await tx
          .insert(appState)
          .values({ key: SETTINGS_KEY, value })
          .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
        const after = await settings(tx);
        await audit.write(tx, {
          account,
          action: "live.settings",
          details: { changed: changedFields(before, after, ["levels", "timeoutSeconds"]) },
        });
        return after;
      });
    },

    /** Whether anyone is on duty now. */
    async available(): Promise<boolean> {
      return (await onDutyCount()) > 0;
    },

    /** The operator's own duty and how many are on duty; the name defaults to the account's name. */
    async duty(accountId: string): Promise<DutyState> {
      const [mine] = await db.select({ name: liveDuty.name }).from(liveDuty).where(eq(liveDuty.accountId, accountId));
      const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, accountId));
      return { onDuty: mine !== undefined, name: mine?.name ?? account?.name ?? null, onDutyCount: await onDutyCount() };
    },

    /** Goes on or off duty, with its audit entry; every console hears how many are on duty. */
    async setDuty(account: AuditAccount & { id: string }, onDuty: boolean, name: string): Promise<DutyState> {
      const n = await audit.transact(
        async (tx) => {
          if (onDuty)
            await tx
              .insert(liveDuty)
              .values({ accountId: account.id, name })
              .onConflictDoUpdate({ target: liveDuty.accountId, set: { name } });
          else await tx.delete(liveDuty).where(eq(liveDuty.accountId, account.id));
          return onDutyCount(tx);
        },
        () => ({ account, action: "live.duty", details: { onDuty } }),
      );
      await publish({ type: "duty", onDutyCount: n });
      return { onDuty, name, onDutyCount: n };
    },

    /** The conversation's open handover, if any. */
    async open(conversationId: string): Promise<OpenHandover | undefined> {
      const rows = await db
        .select({ id: liveHandovers.id, status: liveHandovers.status })
        .from(liveHandovers)
        .where(and(eq(liveHandovers.conversationId, conversationId), inArray(liveHandovers.status, ["waiting", "held"])));
      const row = rows[0];
      return row ? { id: row.id, status: row.status as OpenHandover["status"] } : undefined;
    },

    /**
     * Hands a conversation over after the visitor agreed: the handover (why: the conversation's crisis
     * level, else the visitor's wish), the conversation so far with identifiers replaced, and the audit
     * entry, in one transaction; every console is alerted. Refused when nobody is on duty or one is open.
     */
    async create(input: {
      conversationId: string;
      lang: Lang;
      messages: { role: "user" | "assistant"; content: string }[];
    }): Promise<{ handover: HandoverSummary; timeoutSeconds: number } | "nobody" | "open" | "not-found"> {
      const [conversation] = await db
        .select({ safety: conversations.safety, persona: personas.name })
        .from(conversations)
        .leftJoin(personas, eq(personas.id, conversations.personaId))
        .where(eq(conversations.id, input.conversationId));
      if (!conversation) return "not-found";
      if ((await onDutyCount()) === 0) return "nobody";
      const { timeoutSeconds } = await settings();
      const careful = conversation.safety?.mode === "careful" ? conversation.safety.levels[0] : undefined;
      const keep = conversation.persona ? [conversation.persona] : [];
      let row: Row | undefined;
      try {
        row = await audit.transact(
          async (tx) => {
            const [created] = await tx
              .insert(liveHandovers)
              .values({
                conversationId: input.conversationId,
                reason: careful ? "crisis" : "request",
                risk: careful ?? null,
                lang: input.lang,
                deadline: sql`now() + (${timeoutSeconds}::int * interval '1 second')`,
              })
              .returning();
            const texts = input.messages.filter((m) => m.content.trim());
            if (texts.length > 0)
              await tx.insert(liveMessages).values(
                texts.map((m) => ({
                  handoverId: created!.id,
                  author: m.role === "user" ? "visitor" : "coach",
                  text: redact(m.content, keep),
                })),
              );
            return created!;
          },
          (r) => ({
            account: AUDIT_VISITOR,
            action: "live.escalate",
            target: { id: r.id, name: r.conversationId.slice(0, 8) },
            details: r.risk && isRisk(r.risk) ? { reason: "crisis", risk: r.risk } : { reason: "request" },
          }),
        );
      } catch (err) {
        // The unique index: this conversation already has an open handover.
        if ((await service.open(input.conversationId)) !== undefined) return "open";
        throw err;
      }
      schedule(row);
      const handover = summaryOf(row);
      await publish({ type: "handover", handover });
      alerts?.escalated(handover);
      return { handover, timeoutSeconds };
    },

    /** A handover's state; a waiting one past its deadline is closed as missed first. */
    async summary(id: string): Promise<HandoverSummary | undefined> {
      let row = await get(id);
      if (row?.status === "waiting" && new Date(row.deadline).getTime() <= Date.now()) {
        await expire(id);
        row = await get(id);
      }
      return row && summaryOf(row);
    },

    /** The conversation a handover belongs to. */
    async conversationOf(id: string): Promise<string | undefined> {
      return (await get(id))?.conversationId;
    },

    /** Open handovers for the console, oldest first; waiting ones past their deadline are left out. */
    async list(): Promise<HandoverSummary[]> {
      const rows = await db
        .select()
        .from(liveHandovers)
        .where(
          or(eq(liveHandovers.status, "held"), and(eq(liveHandovers.status, "waiting"), gt(liveHandovers.deadline, sql`now()`))),
        )
        .orderBy(asc(liveHandovers.createdAt));
      return rows.map(summaryOf);
    },

    /**
     * An operator on duty takes a waiting handover over: atomic, so of two who click at once one
     * holds it; refused past the deadline. The audit entry gives the seconds it took.
     */
    async accept(id: string, account: AuditAccount & { id: string }): Promise<HandoverSummary | "off-duty" | "gone"> {
      const [duty] = await db.select({ name: liveDuty.name }).from(liveDuty).where(eq(liveDuty.accountId, account.id));
      if (!duty) return "off-duty";
      const row = await audit.transact(
        async (tx) =>
          (
            await tx
              .update(liveHandovers)
              .set({ status: "held", acceptedAt: sql`now()`, accountId: account.id, operatorName: duty.name })
              .where(and(eq(liveHandovers.id, id), eq(liveHandovers.status, "waiting"), gt(liveHandovers.deadline, sql`now()`)))
              .returning()
          )[0],
        (r) =>
          r && {
            account,
            action: "live.takeover",
            target: { id: r.id, name: r.conversationId.slice(0, 8) },
            details: {
              seconds: Math.max(0, Math.round((new Date(r.acceptedAt!).getTime() - new Date(r.createdAt).getTime()) / 1000)),
            },
          },
      );
      if (!row) return "gone";
      clearTimeout(timers.get(id));
      timers.delete(id);
      const handover = summaryOf(row);
      await publish({ type: "handover", handover });
      return handover;
    },

    /** The conversation as it stands, for the person holding it only. */
    async detail(id: string, accountId: string): Promise<HandoverDetail | undefined> {
      const row = await get(id);
      if (!row || row.status !== "held" || row.accountId !== accountId) return undefined;
      const messages = await db.select().from(liveMessages).where(eq(liveMessages.handoverId, id)).orderBy(asc(liveMessages.id));
      return { handover: summaryOf(row), messages: messages.map(messageOf) };
    },

    /** One message by id, for a stream that may show it. */
    async message(id: number): Promise<LiveMessage | undefined> {
      const rows = await db.select().from(liveMessages).where(eq(liveMessages.id, id));
      return rows[0] && messageOf(rows[0]);
    },

    /**
     * Adds a message to an open handover: a visitor's turn (with the crisis check's level) or the
     * coach's answer while it waits, redacted; what the person holding it writes, as written.
     */
    async append(handoverId: string, author: Author, text: string, risk: RiskLevel | null = null, keep: string[] = []) {
      const row = await get(handoverId);
      if (!row || (row.status !== "waiting" && row.status !== "held")) return undefined;
      const stored = author === "person" ? text : redact(text, keep);
      const [message] = await db.insert(liveMessages).values({ handoverId, author, text: stored, risk }).returning();
      await publish({ type: "message", handoverId, messageId: message!.id, author, heldBy: row.accountId });
      return messageOf(message!);
    },

    /** What the person holding a handover writes; refused for anyone else or once it is closed. */
    async write(id: string, accountId: string, text: string): Promise<LiveMessage | undefined> {
      const row = await get(id);
      if (!row || row.status !== "held" || row.accountId !== accountId) return undefined;
      return service.append(id, "person", text);
    },

    /** The person hands back to the coach or ends the conversation; the text goes, the entry is written. */
    async close(
      id: string,
      account: AuditAccount & { id: string },
      to: "returned" | "ended",
    ): Promise<HandoverSummary | undefined> {
      const row = await audit.transact(
        (tx) => closeRow(tx, id, "held", to, account.id),
        (r) =>
          r && {
            account,
            action: to === "returned" ? "live.handback" : "live.end",
            target: { id: r.id, name: r.conversationId.slice(0, 8) },
          },
      );
      if (!row) return undefined;
      const handover = summaryOf(row);
      await publish({ type: "handover", handover });
      return handover;
    },

    /**
     * The figures of the last `days` days, from the handover rows: how many visitors agreed to a
     * handover, how many a person accepted, how many nobody did, and the seconds to accept (p50/p95;
     * null when none was accepted: no figure rather than a zero).
     */
    async figures(days: number): Promise<LiveFigures> {
      type Raw = {
        escalations: number;
        accepted: number;
        missed: number;
        p50: number | string | null;
        p95: number | string | null;
      };
      const [r] = await database.query<Raw>(
        `SELECT count(*)::int AS escalations,
                count(accepted_at)::int AS accepted,
                (count(*) FILTER (WHERE status = 'missed'))::int AS missed,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
                  FILTER (WHERE accepted_at IS NOT NULL) AS p50,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
                  FILTER (WHERE accepted_at IS NOT NULL) AS p95
         FROM live_handovers
         WHERE created_at > now() - ($1::int * interval '1 day')`,
        [days],
      );
      const seconds = (v: number | string | null | undefined) =>
        v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
      return {
        days,
        escalations: Number(r?.escalations ?? 0),
        accepted: Number(r?.accepted ?? 0),
        missed: Number(r?.missed ?? 0),
        acceptSeconds: r && Number(r.accepted) > 0 ? { p50: seconds(r.p50)!, p95: seconds(r.p95)! } : null,
      };
    },

    expire,
    onDutyCount: () => onDutyCount(),
    subscribe: (listener: (event: LiveEvent) => void) => events.subscribe(listener),
    /** Stops the timers of this instance (the app's shutdown); another instance's stream expires them. */
    stop() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
  return service;
}

export type LiveService = ReturnType<typeof createLiveService>;
