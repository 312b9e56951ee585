import {
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditPage,
} from "#shared/contracts/audit";
import { desc, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";
import { countDeleted } from "../../db/sql";

/** Who acted: the signed-in operator. */
export interface AuditAccount {
  id: string;
  email: string;
}

/** One change to record. */
export interface AuditRecord {
  account: AuditAccount;
  action: AuditAction;
  /** What the action was about: a persona, a document. */
  target?: { id: string; name: string };
  details?: AuditDetails;
}

/** Target names are titles and persona names; the log keeps at most this much of one. */
const MAX_TARGET_NAME = 200;

/** The names of the fields whose values differ between `before` and `after`, in the order of `fields`. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));
}

/**
 * The operators' audit log. Features call `record` after a change has been
 * made; the entry names the account, the action, its target and the changed
 * field names, never values. A failure to write the entry does not undo the
 * change or fail its request: it is logged as an error instead.
 */
export function createAuditLog(database: Database, log: FastifyBaseLogger) {
  const { db } = database;

  async function record(entry: AuditRecord): Promise<void> {
    try {
      await db.insert(auditLog).values({
        accountId: entry.account.id,
        accountEmail: entry.account.email,
        action: entry.action,
        targetId: entry.target?.id ?? null,
        targetName: entry.target ? entry.target.name.slice(0, MAX_TARGET_NAME) : null,
        details: entry.details ?? {},
      });
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

  return { record, list, prune };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
