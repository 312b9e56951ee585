import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import type { GapCoverResult, GapsOverview, PassageUse } from "#shared/api/gaps";
import type { Lang } from "#shared/i18n";
import type { Database } from "../../db/client";
import { documents, knowledgeGaps, passageHits, passages } from "../../db/schema";
import { countDeleted, retentionCutoff, runSql } from "../../db/sql";
import type { AuditTransaction } from "../audit/service";
import { searchExplained, type KnowledgeSearch } from "../search/service";
import type { TranscriptService } from "../transcripts/service";
import { groupGaps, type GapRow } from "./grouping";

/** Questions read for grouping at most (newest first); more would be a knowledge base with nothing in it. */
const MAX_READ = 5000;
/** Passages each list of the overview shows. */
const LIST = 10;
/** Questions of a group the re-check searches at most (distinct ones). */
const MAX_CHECKS = 20;

/** The question without the redaction's placeholders ("[Name]"), which say nothing of its topic. */
const withoutPlaceholders = (text: string) => text.replace(/\[[^\]\n]{1,40}\]/g, " ");

/** The text-search configuration of a question's language, as the search's passages use it. */
const CONFIG: Record<Lang, string> = { de: "german", en: "english" };

/**
 * What the knowledge could not answer (issue 36, docs/decisions/052-knowledge-gaps.md). A question that found
 * no passage for the coach is kept when the owner keeps gaps (the transcript setting's `gaps`, with
 * transcripts on) and the visitor agreed to transcripts: redacted as transcripts are, without the visitor,
 * the conversation or the persona, on the day only, and removed after the transcripts' period.
 */
export function createKnowledgeGaps(opts: {
  database: Database;
  transcripts: Pick<TranscriptService, "policy">;
  knowledge: Pick<KnowledgeSearch, "search">;
  /** The transcripts' redaction of names, contacts, addresses and the like (decision 041). */
  redact: (text: string) => string;
  clockShiftDays?: number;
}) {
  const { database, transcripts, knowledge, redact } = opts;
  const { db } = database;

  /** Whether a question is kept now: transcripts on and their `gaps` on. */
  async function recording(): Promise<boolean> {
    const policy = await transcripts.policy();
    return policy.enabled && policy.gaps === true;
  }

  /** Keeps a question no passage answered; the caller checked the setting and the visitor's consent. */
  async function record(question: string, lang: Lang): Promise<void> {
    const text = redact(question).trim().slice(0, 500);
    if (!text) return;
    await runSql(
      database,
      sql`INSERT INTO ${knowledgeGaps} (question, lang, terms)
          VALUES (${text}, ${lang}, tsvector_to_array(to_tsvector(${CONFIG[lang]}::regconfig, ${withoutPlaceholders(text)})))`,
    );
  }

  async function passageUse(order: "most" | "never"): Promise<PassageUse[]> {
    const rows = await runSql<{
      passageId: number | string;
      documentId: string;
      title: string;
      page: number;
      text: string;
      hits: number | null;
      lastUsedAt: Date | string | null;
    }>(
      database,
      sql`SELECT p.id AS "passageId", p.document_id AS "documentId", d.title, p.page, left(p.text, 240) AS text,
                 h.hits, h.last_used_at AS "lastUsedAt"
          FROM ${passages} p JOIN ${documents} d ON d.id = p.document_id AND d.status = 'COMPLETED'
          LEFT JOIN ${passageHits} h ON h.passage_id = p.id
          WHERE ${order === "most" ? sql`h.hits > 0` : sql`h.passage_id IS NULL AND NOT p.disabled`}
          ORDER BY ${order === "most" ? sql`h.hits DESC, h.last_used_at DESC, p.id` : sql`d.title, p.ordinal, p.id`}
          LIMIT ${LIST}`,
    );
    return rows.map((r) => ({
      passageId: Number(r.passageId),
      documentId: r.documentId,
      title: r.title,
      page: Number(r.page),
      text: r.text,
      hits: Number(r.hits ?? 0),
      lastUsedAt: r.lastUsedAt === null ? null : new Date(r.lastUsedAt).toISOString(),
    }));
  }

  /** The groups of questions not yet covered, and the passages used most and never. */
  async function overview(): Promise<GapsOverview> {
    const [policy, rows, mostUsed, neverUsed, [never]] = await Promise.all([
      transcripts.policy(),
      db
        .select({
          id: knowledgeGaps.id,
          question: knowledgeGaps.question,
          terms: knowledgeGaps.terms,
          askedOn: knowledgeGaps.askedOn,
        })
        .from(knowledgeGaps)
        .where(isNull(knowledgeGaps.coveredAt))
        .orderBy(sql`${knowledgeGaps.askedOn} DESC, ${knowledgeGaps.id} DESC`)
        .limit(MAX_READ),
      passageUse("most"),
      passageUse("never"),
      runSql<{ n: number | string }>(
        database,
        sql`SELECT count(*) AS n FROM ${passages} p JOIN ${documents} d ON d.id = p.document_id AND d.status = 'COMPLETED'
            WHERE NOT p.disabled AND NOT EXISTS (SELECT 1 FROM ${passageHits} h WHERE h.passage_id = p.id)`,
      ),
    ]);
    return {
      recording: policy.enabled && policy.gaps === true,
      retentionDays: policy.retentionDays,
      groups: groupGaps(rows.map((r): GapRow => ({ ...r, id: Number(r.id), askedOn: String(r.askedOn) }))),
      mostUsed,
      neverUsed,
      neverUsedTotal: Number(never?.n ?? 0),
    };
  }

  /**
   * Checks a group again with the test box's retrieval (the chat's, without a persona): when every one of its
   * questions now reaches the coach with a passage, the group is marked covered (`audited` writes the entry in
   * the same transaction). Undefined when none of the ids is an uncovered question.
   */
  async function cover(
    ids: number[],
    audited: (tx: AuditTransaction, count: number) => Promise<void>,
  ): Promise<GapCoverResult | undefined> {
    const rows = await db
      .select({ question: knowledgeGaps.question })
      .from(knowledgeGaps)
      .where(and(inArray(knowledgeGaps.id, ids), isNull(knowledgeGaps.coveredAt)));
    if (rows.length === 0) return undefined;
    const questions = [...new Set(rows.map((r) => r.question))].slice(0, MAX_CHECKS);
    const checks = await Promise.all(
      questions.map(async (question) => {
        // Searched without the placeholders, which the visitor's own words did not have.
        const hit = (await searchExplained(knowledge, withoutPlaceholders(question))).find((h) => h.usedByCoach);
        return { question, passage: hit ? { title: hit.title, page: hit.page, relevance: hit.relevance } : null };
      }),
    );
    const covered = checks.every((c) => c.passage !== null);
    if (covered) {
      await db.transaction(async (tx) => {
        const marked = await tx
          .update(knowledgeGaps)
          .set({ coveredAt: sql`now()` })
          .where(and(inArray(knowledgeGaps.id, ids), isNull(knowledgeGaps.coveredAt)))
          .returning({ id: knowledgeGaps.id });
        await audited(tx, marked.length);
      });
    }
    return { covered, checks };
  }

  /** Removes questions older than the transcripts' retention period; returns how many. */
  async function prune(): Promise<number> {
    const { retentionDays } = await transcripts.policy();
    return countDeleted(
      database,
      db
        .delete(knowledgeGaps)
        .where(lt(knowledgeGaps.askedOn, sql`(${retentionCutoff(retentionDays, opts.clockShiftDays ?? 0)})::date`))
        .returning({ id: knowledgeGaps.id }),
    );
  }

  return { recording, record, overview, cover, prune };
}

export type KnowledgeGaps = ReturnType<typeof createKnowledgeGaps>;
