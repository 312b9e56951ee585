import {
  DEFAULT_TRANSCRIPT_POLICY,
  TRANSCRIPT_PREVIEW_CHARS,
  transcriptPolicySchema,
  type TranscriptDetail,
  type TranscriptPage,
  type TranscriptPolicy,
  type TranscriptSummary,
  type TranscriptTurn,
} from "#shared/contracts/transcripts";
import { asc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appState, conversations, feedback, personas, transcriptTurns } from "../../db/schema";
import { countDeleted, retentionCutoff, runSql } from "../../db/sql";
import { createIdentifierRedactor } from "./redact-identifiers";

// The crisis check uses the first names too: an introduction ("ich bin Jonas") is no evidence either way.
export { isFirstName } from "./redact-identifiers";
import { csvFile } from "../../http/csv";

/** The app_state key of the operator's setting (every instance reads the same row). */
const POLICY_KEY = "transcripts";

/** One turn to keep, after the visitor agreed; `record` replaces the identifiers in both texts before storing them. */
export interface TranscriptTurnInput {
  voice: boolean;
  crisis: boolean;
  visitorText: string;
  coachText: string;
  /** The answer was written by a person from the team holding the conversation, not the coach. */
  byPerson?: boolean;
}

interface SummaryRow {
  id: string;
  lang: string;
  crisis: boolean;
  persona: string | null;
  rating: number | null;
  started: Date | string;
  last: Date | string;
  turns: number;
  voice_turns: number;
  preview: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A LIKE pattern that finds `q` anywhere, with its own % _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The transcripts as CSV, one line per turn, with a header line; UTF-8 with a byte-order mark so spreadsheets read the umlauts. */
export function transcriptsCsv(list: TranscriptDetail[]): string {
  const header = ["conversation", "persona", "lang", "rating", "crisis", "turn", "at", "mode", "visitor", "coach", "answered_by"];
  const rows = list.flatMap((t) =>
    t.entries.map((e, i) => [
      t.id,
      t.persona,
      t.lang,
      t.rating,
      t.crisis,
      i + 1,
      e.at,
      e.voice ? "voice" : "typed",
      e.visitor,
      e.coach,
      e.answeredBy,
    ]),
  );
  return csvFile(header, rows);
}

/**
 * Opt-in transcripts: the operator's setting, the turns of conversations
 * whose visitor agreed, and what the admin area does with them (list,
 * search, read, export, delete). Retention is enforced by `prune`, which
 * housekeeping calls on its schedule. `clockShiftDays` moves the retention's
 * "now" that many days ahead (browser tests only; always 0 in production).
 * Turns are stored with names, contact details, addresses, IBANs, dates of
 * birth and places replaced by placeholders (decision 041); `helpLines` are
 * the phone numbers of the operator's own crisis resources, which stay.
 */
export function createTranscriptService(
  database: Database,
  { clockShiftDays = 0, helpLines = [] }: { clockShiftDays?: number; helpLines?: readonly string[] } = {},
) {
  const { db } = database;
  const redactor = createIdentifierRedactor({ keepNumbers: helpLines });

  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  async function policy(reader: Pick<typeof db, "select"> = db): Promise<TranscriptPolicy> {
    const rows = await reader.select({ value: appState.value }).from(appState).where(eq(appState.key, POLICY_KEY));
    if (!rows[0]) return { ...DEFAULT_TRANSCRIPT_POLICY };
    try {
      const parsed = transcriptPolicySchema.safeParse(JSON.parse(rows[0].value));
      return parsed.success ? parsed.data : { ...DEFAULT_TRANSCRIPT_POLICY };
    } catch {
      return { ...DEFAULT_TRANSCRIPT_POLICY };
    }
  }

  /** Sets the policy; `audited` writes the audit entry in the same transaction (decision 022). */
  async function setPolicy(
    next: TranscriptPolicy,
    audited?: (tx: Tx, change: { before: TranscriptPolicy; after: TranscriptPolicy }) => Promise<void>,
  ): Promise<TranscriptPolicy> {
    return db.transaction(async (tx) => {
      const before = await policy(tx);
      // Knowledge gaps (decision 052) stay as they were when the request leaves them out.
      const gaps = next.gaps ?? before.gaps;
      const value = JSON.stringify({
        enabled: next.enabled,
        retentionDays: next.retentionDays,
        ...(gaps === undefined ? {} : { gaps }),
      });
      await tx
        .insert(appState)
        .values({ key: POLICY_KEY, value })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
      const after = await policy(tx);
      await audited?.(tx, { before, after });
      return after;
    });
  }

  /**
   * Keeps one answered turn of a conversation whose visitor agreed; the caller checked the setting. Only the
   * redacted texts reach the database: the crisis check and the model have read the visitor's own words before.
   */
  async function record(conversationId: string, turn: TranscriptTurnInput): Promise<void> {
    // The persona's name ("Ich bin Mia") is the coach's, not a person's: it stays.
    const persona = await db
      .select({ name: personas.name })
      .from(conversations)
      .innerJoin(personas, eq(personas.id, conversations.personaId))
      .where(eq(conversations.id, conversationId));
    const keep = persona.map((p) => p.name);
    await db.insert(transcriptTurns).values({
      conversationId,
      ...turn,
      visitorText: redactor.redact(turn.visitorText, keep),
      coachText: redactor.redact(turn.coachText, keep),
    });
  }

  /**
   * Keeps what a person from the team wrote to the visitor of a conversation they hold, under the same rules
   * as the coach's answers: only while transcripts are on and the visitor's latest turn carried their consent.
   */
  async function recordPerson(conversationId: string, text: string): Promise<boolean> {
    if (!(await policy()).enabled) return false;
    const [row] = await db
      .select({ consent: conversations.transcriptConsent })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    if (!row?.consent) return false;
    await record(conversationId, { voice: false, crisis: false, visitorText: "", coachText: text, byPerson: true });
    return true;
  }

  /** Only conversations with stored turns; `q` narrows to those with a turn containing it (either side, any case). */
  function where(q: string | undefined, id?: string): SQL {
    const parts: SQL[] = [sql`TRUE`];
    if (q)
      parts.push(
        sql`c.id IN (SELECT conversation_id FROM ${transcriptTurns}
              WHERE visitor_text ILIKE ${containsPattern(q)} OR coach_text ILIKE ${containsPattern(q)})`,
      );
    if (id) parts.push(sql`c.id = ${id}`);
    return sql.join(parts, sql` AND `);
  }

  /** Summaries, newest last turn first. Raw SQL: one grouped statement with an ordered array_agg for the preview. */
  async function summaries(filter: SQL, limit: number, offset: number): Promise<TranscriptSummary[]> {
    const rows = await runSql<SummaryRow>(
      database,
      sql`SELECT c.id, c.lang, c.crisis, p.name AS persona, f.rating::int AS rating,
            min(t.at) AS started, max(t.at) AS last, count(*)::int AS turns,
            (count(*) FILTER (WHERE t.voice))::int AS voice_turns,
            left((array_agg(t.visitor_text ORDER BY t.id))[1], ${TRANSCRIPT_PREVIEW_CHARS}) AS preview
          FROM ${transcriptTurns} t
          JOIN ${conversations} c ON c.id = t.conversation_id
          LEFT JOIN ${personas} p ON p.id = c.persona_id
          LEFT JOIN ${feedback} f ON f.conversation_id = c.id
          WHERE ${filter}
          GROUP BY c.id, c.lang, c.crisis, p.name, f.rating
          ORDER BY max(t.at) DESC, c.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    );
    return rows.map((r) => ({
      id: r.id,
      startedAt: iso(r.started),
      lastAt: iso(r.last),
      persona: r.persona,
      lang: r.lang,
      turns: Number(r.turns),
      voiceTurns: Number(r.voice_turns),
      crisis: r.crisis,
      rating: r.rating === null ? null : Number(r.rating),
      preview: r.preview ?? "",
    }));
  }

  async function withTurns(list: TranscriptSummary[]): Promise<TranscriptDetail[]> {
    if (list.length === 0) return [];
    const rows = await db
      .select()
      .from(transcriptTurns)
      .where(
        inArray(
          transcriptTurns.conversationId,
          list.map((s) => s.id),
        ),
      )
      .orderBy(asc(transcriptTurns.id));
    const byConversation = new Map<string, TranscriptTurn[]>();
    for (const r of rows) {
      const turns = byConversation.get(r.conversationId) ?? [];
      turns.push({
        at: r.at.toISOString(),
        voice: r.voice,
        crisis: r.crisis,
        visitor: r.visitorText,
        coach: r.coachText,
        answeredBy: r.byPerson ? "person" : "coach",
      });
      byConversation.set(r.conversationId, turns);
    }
    return list.map((s) => ({ ...s, entries: byConversation.get(s.id) ?? [] }));
  }

  async function list({ q, offset, limit }: { q?: string; offset: number; limit: number }): Promise<TranscriptPage> {
    const filter = where(q);
    const [count] = await runSql<{ n: number }>(
      database,
      sql`SELECT count(DISTINCT c.id)::int AS n FROM ${transcriptTurns} t JOIN ${conversations} c ON c.id = t.conversation_id WHERE ${filter}`,
    );
    const total = Number(count?.n ?? 0);
    const items = await summaries(filter, limit, offset);
    return { items, total, next: offset + items.length < total ? offset + items.length : null };
  }

  async function get(id: string): Promise<TranscriptDetail | undefined> {
    const [detail] = await withTurns(await summaries(where(undefined, id), 1, 0));
    return detail;
  }

  /** One conversation (`id`) or every one matching `q`, newest first, at most `limit`. */
  async function exportMatching({ q, id, limit }: { q?: string; id?: string; limit: number }): Promise<TranscriptDetail[]> {
    return withTurns(await summaries(where(q, id), limit, 0));
  }

  /**
   * Deletes a conversation's transcript (its counts and rating stay); returns
   * the turns removed. `audited` writes the audit entry of a deletion that
   * removed something in the same transaction (decision 022).
   */
  async function remove(id: string, audited?: (tx: Tx, removed: number) => Promise<void>): Promise<number> {
    const deletion = (tx: Pick<typeof db, "delete">) =>
      tx.delete(transcriptTurns).where(eq(transcriptTurns.conversationId, id)).returning({ id: transcriptTurns.id });
    // A withdrawn or deleted transcript keeps nothing more until the visitor's next turn agrees again.
    await db.update(conversations).set({ transcriptConsent: false }).where(eq(conversations.id, id));
    if (!audited) return countDeleted(database, deletion(db));
    return db.transaction(async (tx) => {
      const removed = (await deletion(tx)).length;
      if (removed > 0) await audited(tx, removed);
      return removed;
    });
  }

  /** Removes turns older than the retention period the operator set; returns how many. */
  async function prune(): Promise<number> {
    const { retentionDays } = await policy();
    return countDeleted(
      database,
      db
        .delete(transcriptTurns)
        .where(lt(transcriptTurns.at, retentionCutoff(retentionDays, clockShiftDays)))
        .returning({ id: transcriptTurns.id }),
    );
  }

  return { policy, setPolicy, record, recordPerson, list, get, exportMatching, remove, prune };
}

export type TranscriptService = ReturnType<typeof createTranscriptService>;
