import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DocumentPassageJson, DocumentPassagesPage, PassageUpdate } from "#shared/contracts/documents";
import type { Db } from "../../db/client";
import { passageHits, passages, searchWords } from "../../db/schema";
import { lexiconWords, passageTopic } from "../search/service";

/**
 * A document's passages as the operator corrects them (issue 36): each with how often the coach answered
 * with it, switched off or on, and edited. A passage's search vector, its term statistics and the search's
 * announcement follow every change of its row by the database's triggers (migrations 0002, 0018, 0019); an
 * edit also puts its new words in the lexicon and drops its vector, so the embedder gives it a new one.
 */

/** What reads and writes passages: the database, or the transaction that also writes the audit entry. */
type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "select" | "insert" | "update">;

const COLUMNS = {
  id: passages.id,
  ordinal: passages.ordinal,
  page: passages.page,
  text: passages.text,
  disabled: passages.disabled,
  editedAt: passages.editedAt,
  hits: sql<number>`coalesce(${passageHits.hits}, 0)`.mapWith(Number),
  lastUsedAt: passageHits.lastUsedAt,
};

type Row = {
  id: number;
  ordinal: number;
  page: number;
  text: string;
  disabled: boolean;
  editedAt: Date | null;
  hits: number;
  lastUsedAt: Date | null;
};

function toJson(r: Row): DocumentPassageJson {
  return {
    id: Number(r.id),
    ordinal: r.ordinal,
    page: r.page,
    text: r.text,
    disabled: r.disabled,
    editedAt: r.editedAt ? r.editedAt.toISOString() : null,
    hits: Number(r.hits),
    lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
  };
}

const selectPassages = (reader: Reader) =>
  reader.select(COLUMNS).from(passages).leftJoin(passageHits, eq(passageHits.passageId, passages.id));

/** `limit` passages of a document from `offset`, in their order, with the count of all. */
export async function passagePage(db: Reader, documentId: string, offset: number, limit: number): Promise<DocumentPassagesPage> {
  const [rows, [total]] = await Promise.all([
    selectPassages(db).where(eq(passages.documentId, documentId)).orderBy(asc(passages.ordinal)).limit(limit).offset(offset),
    db.select({ n: count() }).from(passages).where(eq(passages.documentId, documentId)),
  ]);
  return { total: Number(total?.n ?? 0), offset, passages: rows.map(toJson) };
}

/** A passage id as the URL gives it: a positive whole number the database can hold, else none. */
export function passageId(param: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** What an update did: the passage as it is now, and the names of the fields it changed (none: nothing to record). */
export interface PassageChange {
  passage: DocumentPassageJson;
  changed: ("text" | "disabled")[];
}

/**
 * Changes a passage of a document: a new text (re-indexed at once: the database derives its vector and term
 * statistics, its words join the lexicon, its embedding is dropped for the embedder to redo; `edited_at` is
 * set), switched off or on, or both. A value equal to the current one changes nothing. Undefined when the
 * document has no such passage.
 */
export async function updatePassage(
  tx: Writer,
  documentId: string,
  id: number,
  update: PassageUpdate,
): Promise<PassageChange | undefined> {
  const [current] = await tx
    .select({ text: passages.text, disabled: passages.disabled })
    .from(passages)
    .where(and(eq(passages.id, id), eq(passages.documentId, documentId)))
    .for("update");
  if (!current) return undefined;
  const changed: PassageChange["changed"] = [];
  const set: Partial<typeof passages.$inferInsert> = {};
  if (update.text !== undefined && update.text !== current.text) {
    changed.push("text");
    Object.assign(set, {
      text: update.text,
      topic: passageTopic(update.text),
      editedAt: sql`now()`,
      embedding: null,
      embeddingModel: null,
    });
    const words = lexiconWords(update.text);
    if (words.length > 0)
      await tx
        .insert(searchWords)
        .values(words.map((word) => ({ word })))
        .onConflictDoNothing();
  }
  if (update.disabled !== undefined && update.disabled !== current.disabled) {
    changed.push("disabled");
    set.disabled = update.disabled;
  }
  if (changed.length > 0) await tx.update(passages).set(set).where(eq(passages.id, id));
  const [row] = await selectPassages(tx).where(eq(passages.id, id));
  return { passage: toJson(row!), changed };
}
