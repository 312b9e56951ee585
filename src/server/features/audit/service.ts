import {
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditPage,
} from "#shared/contracts/audit";
import { desc, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { countDeleted } from "../../db/sql";

/** Who acted: the signed-in operator; no id for what a visitor or the server itself did (AUDIT_VISITOR, AUDIT_SYSTEM). */
export interface AuditAccount {
  id: string | null;
  email: string;
}

/** The actor of an entry a visitor caused (an escalation they agreed to); the console words it. */
export const AUDIT_VISITOR: AuditAccount = { id: null, email: "visitor" };
/** The actor of an entry the server wrote on its own (nobody accepted in time); the console words it. */
export const AUDIT_SYSTEM: AuditAccount = { id: null, email: "system" };

/** One change to record. */
export interface AuditRecord {
  account: AuditAccount;
  action: AuditAction;
  /** What the action was about: a persona, a document. */
  target?: { id: string; name: string };
  details?: AuditDetails;
}

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type AuditTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What writes an entry: the database, or better the transaction of the change the entry is about. */
export type AuditWriter = Pick<Db, "insert">;

/** Target names are titles and persona names; the log keeps at most this much of one. */
const MAX_TARGET_NAME = 200;

/** The names of the fields whose values differ between `before` and `after`, in the order of `fields`. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));
}

/**
 * The operators' audit log. A change and its entry are written in one
 * transaction (`write` with the change's transaction, or `transact`), so a
 * crash or a failed insert between them cannot leave a change without its
 * entry: if the entry cannot be written, the change is rolled back and the
 * request fails. Reads of visitors' words are logged before they are
 * answered. The entry names the account, the action, its target and the
 * changed field names, never values. `record` stays for events that change
 * nothing an entry could be tied to (a sign-out): a failure is logged there.
 */
export function createAuditLog(database: Database, log: FastifyBaseLogger) {
  const { db } = database;

  const rowOf = (entry: AuditRecord) => ({
    accountId: entry.account.id,
    accountEmail: entry.account.email,
    action: entry.action,
    targetId: entry.target?.id ?? null,
    targetName: entry.target ? entry.target.name.slice(0, MAX_TARGET_NAME) : null,
    details: entry.details ?? {},
  });

  /** Writes an entry with `writer` (the change's transaction); a failure throws, and so rolls the change back. */
  async function write(writer: AuditWriter, entry: AuditRecord): Promise<void> {
    await writer.insert(auditLog).values(rowOf(entry));
  }

  /**
   * Makes `change` in a transaction and writes the entry `entryOf` gives for
   * its result in the same one (none when it gives undefined: a refusal, a
   * change that changed nothing).
   */
  async function transact<T>(
    change: (tx: AuditTransaction) => Promise<T>,
    entryOf: (result: T) => AuditRecord | undefined,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await change(tx);
      const entry = entryOf(result);
      if (entry) await write(tx, entry);
      return result;
    });
  }

  async function record(entry: AuditRecord): Promise<void> {
    try {
      await write(db, entry);
    } catch (err) {
      log.error({ err, event: "audit_failed", action: entry.action, userId: entry.account.id }, "audit entry not written");
    }
  }

  /** Newest first; `before` is the id of the last entry of the previous page. */
  async function list({ before, limit }: { before?: number; limit: number }): Promise<AuditPage> {
    const rows = await db
      .select()
      .from(auditLog)
      .where(before === undefined ? undefined : lt(auditLog.id, before))
      .orderBy(desc(auditLog.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const entries = page.map((r): AuditEntry => ({
      id: r.id,
      at: r.at.toISOString(),
      account: { id: r.accountId, email: r.accountEmail },
      action: r.action as AuditAction,
      target: r.targetId === null && r.targetName === null ? null : { id: r.targetId, name: r.targetName },
      details: r.details,
    }));
    return { entries, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  }

  /** Removes entries older than the retention period; returns how many. */
  async function prune(retentionDays = AUDIT_RETENTION_DAYS): Promise<number> {
    return countDeleted(
      database,
      db
        .delete(auditLog)
        .where(lt(auditLog.at, sql`now() - (${retentionDays}::int * interval '1 day')`))
        .returning({ id: auditLog.id }),
    );
  }

  return { record, write, transact, list, prune };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
