import { and, asc, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DutyState, HandoverDetail, HandoverSummary, LiveFigures, LiveMessage } from "#shared/api/live";
import type { Lang } from "#shared/i18n";
import type { RiskLevel } from "#shared/safety";
import { DEFAULT_LIVE_SETTINGS, liveSettingsSchema, type LiveSettings } from "#shared/schemas/live";
import type { Database } from "../../db/client";
import { appState, conversations, liveDuty, liveHandovers, liveMessages, personas, users } from "../../db/schema";
import { AUDIT_SYSTEM, AUDIT_VISITOR, changedFields, type AuditAccount, type AuditLog } from "../audit/service";
import { createDutyHours } from "./duty-hours";
import { createLiveEvents, type LiveEvent } from "./events";
import { liveFigures } from "./figures";
import { isRisk, messageOf, summaryOf, type Author, type Row } from "./handover-rows";
import { createTyping } from "./typing";

export { asksForPerson, PERSON_WISH_ANSWER } from "./person-wish";

export type { LiveEvent } from "./events";

/** The app_state key of the owner's setting (every instance reads the same row). */
const SETTINGS_KEY = "live";

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
  const hours = createDutyHours({ database, audit });
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

    /** Whether a visitor (of this persona) may be offered a person now: someone on duty, within its duty hours. */
    async available(personaId?: string | null): Promise<boolean> {
      return (await onDutyCount()) > 0 && (await hours.open(personaId));
    },
    /** The owner's duty hours per persona (duty-hours.ts). */
    hours,

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
        .select({ safety: conversations.safety, persona: personas.name, personaId: conversations.personaId })
        .from(conversations)
        .leftJoin(personas, eq(personas.id, conversations.personaId))
        .where(eq(conversations.id, input.conversationId));
      if (!conversation) return "not-found";
      if (!(await service.available(conversation.personaId))) return "nobody";
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

    /** Someone of a held handover is typing (typing.ts): throttled, no text. */
    typing: createTyping({
      held: async (id) => {
        const row = await get(id);
        return row?.status === "held" ? { accountId: row.accountId } : undefined;
      },
      publish: (event) => publish(event).then(() => undefined),
    }),

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

    /**
     * What the person holding a handover writes, with the conversation it went to; refused for anyone else
     * or once it is closed.
     */
    async write(
      id: string,
      accountId: string,
      text: string,
    ): Promise<{ message: LiveMessage; conversationId: string } | undefined> {
      const row = await get(id);
      if (!row || row.status !== "held" || row.accountId !== accountId) return undefined;
      const message = await service.append(id, "person", text);
      return message && { message, conversationId: row.conversationId };
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

    /** The figures of the last `days` days (figures.ts). */
    figures: (days: number): Promise<LiveFigures> => liveFigures(database, days),

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
