import type { Inquiry, InquiryPolicy } from "#shared/api/inquiries";
import { inquiryPolicySchema } from "#shared/api/inquiries";
import { INQUIRY_RETENTION_DAYS, type InquiryStatus } from "#shared/contracts/inquiries";
import { and, asc, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appState, inquiries } from "../../db/schema";
import { countDeleted, retentionCutoff } from "../../db/sql";
import { csvFile } from "../../http/csv";

/** The app_state key of the owner's retention setting (every instance reads the same row). */
const POLICY_KEY = "inquiries";

type Row = typeof inquiries.$inferSelect;

/** A stored row as the console reads it. */
function toInquiry(r: Row): Inquiry {
  return {
    id: r.id,
    // Stored only after the form's schema accepted them.
    salutation: r.salutation as Inquiry["salutation"],
    academicTitle: r.academicTitle ?? "",
    name: r.name,
    phone: r.phone,
    email: r.email,
    message: r.message,
    lang: r.lang as Inquiry["lang"],
    context: r.context ?? null,
    createdAt: r.createdAt.toISOString(),
    emailedAt: r.emailedAt ? r.emailedAt.toISOString() : null,
    status: r.status as InquiryStatus,
    doneAt: r.doneAt ? r.doneAt.toISOString() : null,
  };
}

/** The inquiries as CSV, one line each, newest first, with a header line (formulas defused, see http/csv.ts). */
export function inquiriesCsv(list: Inquiry[]): string {
  const header = [
    "id",
    "created",
    "status",
    "done",
    "salutation",
    "title",
    "name",
    "email",
    "phone",
    "lang",
    "offer",
    "reach",
    "plan",
    "page",
    "message",
  ];
  const rows = list.map((i) => [
    i.id,
    i.createdAt,
    i.status,
    i.doneAt,
    i.salutation,
    i.academicTitle,
    i.name,
    i.email,
    i.phone,
    i.lang,
    i.context?.offer ?? null,
    i.context?.reach ?? null,
    i.context?.plan ?? null,
    i.context?.page ?? null,
    i.message,
  ]);
  return csvFile(header, rows);
}

/**
 * What the console does with contact inquiries: list, set the status,
 * delete, export, and the owner's retention period for done ones, which
 * `prune` enforces on housekeeping's schedule. Changes take an `audited`
 * callback that writes the audit entry in the change's transaction
 * (decision 022). `clockShiftDays` moves the retention's "now" that many
 * days ahead (browser tests only; always 0 in production).
 */
export function createInquiryService(database: Database, { clockShiftDays = 0 }: { clockShiftDays?: number } = {}) {
  const { db } = database;

  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  async function policy(reader: Pick<typeof db, "select"> = db): Promise<InquiryPolicy> {
    const rows = await reader.select({ value: appState.value }).from(appState).where(eq(appState.key, POLICY_KEY));
    const fallback = { retentionDays: INQUIRY_RETENTION_DAYS.default };
    if (!rows[0]) return fallback;
    try {
      const parsed = inquiryPolicySchema.safeParse(JSON.parse(rows[0].value));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  }

  async function setPolicy(
    next: InquiryPolicy,
    audited: (tx: Tx, change: { before: InquiryPolicy; after: InquiryPolicy }) => Promise<void>,
  ): Promise<InquiryPolicy> {
    const value = JSON.stringify({ retentionDays: next.retentionDays });
    return db.transaction(async (tx) => {
      const before = await policy(tx);
      await tx
        .insert(appState)
        .values({ key: POLICY_KEY, value })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
      const after = await policy(tx);
      await audited(tx, { before, after });
      return after;
    });
  }

  async function list({ limit, offset }: { limit: number; offset: number }, reader: Pick<typeof db, "select"> = db) {
    const rows = await reader
      .select()
      .from(inquiries)
      .orderBy(desc(inquiries.createdAt), asc(inquiries.id))
      .limit(limit)
      .offset(offset);
    return rows.map(toInquiry);
  }

  /**
   * Sets the status (done stamps the time; leaving done clears it); undefined
   * when there is no such inquiry. The entry is written only when the status changed.
   */
  async function setStatus(
    id: string,
    status: InquiryStatus,
    audited: (tx: Tx, inquiry: Inquiry) => Promise<void>,
  ): Promise<Inquiry | undefined> {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
      if (!current) return undefined;
      if (current.status === status) return toInquiry(current);
      const [row] = await tx
        .update(inquiries)
        .set({ status, doneAt: status === "done" ? sql`now()` : null })
        .where(eq(inquiries.id, id))
        .returning();
      const inquiry = toInquiry(row!);
      await audited(tx, inquiry);
      return inquiry;
    });
  }

  /** Deletes one inquiry; false when there was none. */
  async function remove(id: string, audited: (tx: Tx) => Promise<void>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const gone = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
      if (gone.length === 0) return false;
      await audited(tx);
      return true;
    });
  }

  /** The newest `limit` inquiries for an export; the entry is written in the same transaction, before any of it leaves. */
  async function exportAll(limit: number, audited: (tx: Tx, count: number) => Promise<void>): Promise<Inquiry[]> {
    return db.transaction(async (tx) => {
      const items = await list({ limit, offset: 0 }, tx);
      await audited(tx, items.length);
      return items;
    });
  }

  /** Removes inquiries done longer ago than the owner's retention period; returns how many. */
  async function prune(): Promise<number> {
    const { retentionDays } = await policy();
    return countDeleted(
      database,
      db
        .delete(inquiries)
        .where(
          and(
            eq(inquiries.status, "done"),
            isNotNull(inquiries.doneAt),
            lt(inquiries.doneAt, retentionCutoff(retentionDays, clockShiftDays)),
          ),
        )
        .returning({ id: inquiries.id }),
    );
  }

  return { policy, setPolicy, list, setStatus, remove, exportAll, prune };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
