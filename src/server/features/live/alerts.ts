import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { HandoverSummary } from "#shared/api/live";
import { liveWebhookBodySchema, type LiveWebhookState } from "#shared/schemas/live";
import type { Database } from "../../db/client";
import { appState, liveDuty, users } from "../../db/schema";
import type { AuditAccount, AuditLog } from "../audit/service";

/** The app_state key of the owner's webhook: its address and the secret it is signed with. */
const WEBHOOK_KEY = "live.webhook";
/** Headers of a webhook call: the Unix time in seconds, and `v1=` the hex HMAC-SHA256 of `{timestamp}.{body}`. */
export const WEBHOOK_TIMESTAMP_HEADER = "x-coach-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "x-coach-signature";

/** The signature of one webhook call: HMAC-SHA256 with the secret over the timestamp, a dot and the body. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export interface LiveAlertOptions {
  database: Database;
  audit: AuditLog;
  log: FastifyBaseLogger;
  /** SMTP_URL and SMTP_FROM; without them no mail goes out. */
  mail?: { smtpUrl: string; from: string };
  /** The console's address in the mail and the webhook's body. */
  consoleUrl: string;
  /** Tries of a webhook call (the first and the retries), and the wait before the first retry; it doubles. */
  webhookAttempts?: number;
  webhookBackoffMs?: number;
  webhookTimeoutMs?: number;
}

interface StoredWebhook {
  url: string;
  secret: string;
}

/**
 * The alerts of an escalation outside the console (docs/decisions/046-human-on-call.md): a mail to
 * every operator on duty and a signed webhook call to the owner's address. Neither carries a word of
 * the conversation nor anything about the visitor: the reason, the crisis level, the language, the
 * deadline and the handover's opaque id. Both run in the background; a visitor never waits for them.
 */
export function createLiveAlerts(options: LiveAlertOptions) {
  const { database, audit, log, consoleUrl } = options;
  const { db } = database;
  const transport = options.mail ? nodemailer.createTransport(options.mail.smtpUrl) : undefined;
  const attempts = options.webhookAttempts ?? 4;
  const backoffMs = options.webhookBackoffMs ?? 2000;
  const timeoutMs = options.webhookTimeoutMs ?? 5000;
  const pending = new Set<Promise<unknown>>();
  let stopped = false;
  const sleepers = new Set<() => void>();
  /** A wait between tries that the shutdown cuts short. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  async function stored(): Promise<StoredWebhook | undefined> {
    const rows = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, WEBHOOK_KEY));
    if (!rows[0]) return undefined;
    try {
      const value = JSON.parse(rows[0].value) as Partial<StoredWebhook>;
      return typeof value.url === "string" && typeof value.secret === "string"
        ? { url: value.url, secret: value.secret }
        : undefined;
    } catch {
      return undefined;
    }
  }

  function track<T>(p: Promise<T>) {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  async function mail(h: HandoverSummary) {
    if (!transport || !options.mail) return;
    const rows = await db.select({ email: users.email }).from(liveDuty).innerJoin(users, eq(users.id, liveDuty.accountId));
    if (rows.length === 0) return;
    const why = {
      de: h.reason === "crisis" ? `eine Krisenantwort (Stufe „${h.risk}“)` : "der Wunsch der Person",
      en: h.reason === "crisis" ? `a crisis answer (level “${h.risk}”)` : "the visitor asked",
    };
    const until = new Date(h.deadline).toISOString().slice(11, 19);
    const text = [
      `Eine Besucherin oder ein Besucher hat zugestimmt, dass jemand aus dem Team das Gespräch liest und schreibt. Anlass: ${why.de}.`,
      `Bitte bis ${until} UTC im Live-Bereich annehmen: ${consoleUrl}`,
      "Diese Nachricht enthält keinen Gesprächstext; die Person bleibt anonym.",
      "",
      `A visitor agreed that someone from the team reads the conversation and writes to them. Why: ${why.en}.`,
      `Please accept by ${until} UTC in the console's Live section: ${consoleUrl}`,
      "This message holds no text of the conversation; the visitor stays anonymous.",
    ].join("\n");
    // One mail to each on duty: nobody learns from it who else is.
    const { from } = options.mail;
    await Promise.all(
      rows.map((r) =>
        transport.sendMail({
          from,
          to: r.email,
          subject: "Jemand möchte mit einer Person sprechen / Someone wants to talk to a person",
          text,
        }),
      ),
    );
  }

  async function webhook(h: HandoverSummary) {
    const target = await stored();
    if (!target) return;
    const body = JSON.stringify({
      event: "live.escalation",
      handover: h.id,
      reason: h.reason,
      risk: h.risk,
      lang: h.lang,
      createdAt: h.createdAt,
      deadline: h.deadline,
      console: consoleUrl,
    });
    for (let attempt = 1; attempt <= attempts && !stopped; attempt++) {
      // A new timestamp and signature for every try, so a receiver's freshness check holds for retries.
      const timestamp = String(Math.floor(Date.now() / 1000));
      let status = 0;
      try {
        const res = await fetch(target.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
            [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(target.secret, timestamp, body),
          },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        await res.body?.cancel();
        if (res.ok) return;
        // A receiver that refuses the call (other than for load) will refuse it again.
        if (status < 500 && status !== 429 && status !== 408) break;
      } catch {
        // unreachable or too slow: try again
      }
      if (attempt < attempts) await pause(backoffMs * 2 ** (attempt - 1));
    }
    log.error({ status }, "live webhook failed");
  }

  return {
    /** Alerts by mail and webhook that a visitor waits for a person; in the background. */
    escalated(h: HandoverSummary) {
      track(
        mail(h).catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : err }, "live alert mail failed")),
      );
      track(
        webhook(h).catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : err }, "live webhook failed")),
      );
    },
    /** The owner's webhook as the console shows it: the address, never the secret. */
    async webhookState(): Promise<LiveWebhookState> {
      const w = await stored();
      return { url: w?.url ?? null };
    },
    /**
     * Sets the webhook's address with a new secret, returned this once (the console shows it once;
     * no answer carries it again); `null` removes it. The audit entry names the change, not the secret.
     */
    async setWebhook(url: string | null, account: AuditAccount): Promise<{ url: string | null; secret: string | null }> {
      if (url !== null) liveWebhookBodySchema.parse({ url });
      const secret = url === null ? null : randomBytes(32).toString("base64url");
      await audit.transact(
        async (tx) => {
          if (url === null) await tx.delete(appState).where(eq(appState.key, WEBHOOK_KEY));
          else {
            const value = JSON.stringify({ url, secret });
            await tx
              .insert(appState)
              .values({ key: WEBHOOK_KEY, value })
              .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
          }
        },
        () => ({ account, action: "live.settings", details: { changed: [url === null ? "webhook-removed" : "webhook"] } }),
      );
      return { url, secret };
    },
    /** Resolves once every alert under way is delivered or given up. */
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    /** The app's shutdown: no further retries; waits for the tries under way. */
    async stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await Promise.allSettled([...pending]);
    },
  };
}

export type LiveAlerts = ReturnType<typeof createLiveAlerts>;
