import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DocumentJson, DocumentPassagesPage } from "#shared/contracts/documents";
import type { DocumentErrorCode } from "#shared/document-errors";
import type { Database } from "../../db/client";
import { documentPersonas, documents, passages, personas } from "../../db/schema";
import { UUID } from "../../http/params";
import { passagePage } from "./passages";

/** The columns the API shows, as the query builder selects them. */
const COLUMNS = {
  id: documents.id,
  title: documents.title,
  type: documents.type,
  url: documents.url,
  webSourceId: documents.webSourceId,
  status: documents.status,
  error: documents.error,
  errorCode: documents.errorCode,
  sizeBytes: documents.sizeBytes,
  pageCount: documents.pageCount,
  createdAt: documents.createdAt,
  createdBy: documents.createdBy,
};
type Row = Pick<typeof documents.$inferSelect, keyof typeof COLUMNS>;

/** A row as the API shows it; `assigned` are the ids of the personas it serves, none meaning all. */
export function toJson(r: Row, assigned: readonly string[] = []): DocumentJson {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    url: r.url,
    webSourceId: r.webSourceId,
    status: r.status,
    error: r.error,
    errorCode: r.errorCode as DocumentErrorCode | null,
    size: r.sizeBytes,
    pageCount: r.pageCount,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    personas: assigned.length > 0 ? [...assigned].sort() : null,
  };
}

/** Why an assignment was refused: ids that are no persona (any more). */
export interface UnknownPersonas {
  unknown: string[];
}

export function createDocumentRepository(database: Database) {
  const { db } = database;
  /** Where a change is written: the database, or the transaction that also writes its audit entry (decision 022). */
  type Writer = Pick<typeof db, "select" | "insert" | "update" | "delete" | "transaction">;

  /** The personas each document serves, by document id (only documents that are assigned have an entry). */
  async function assignments(ids?: string[], reader: Pick<typeof db, "select"> = db): Promise<Map<string, string[]>> {
    const rows = await reader
      .select({ documentId: documentPersonas.documentId, personaId: documentPersonas.personaId })
      .from(documentPersonas)
      .where(ids ? inArray(documentPersonas.documentId, ids) : undefined);
    const byDocument = new Map<string, string[]>();
    for (const r of rows) byDocument.set(r.documentId, [...(byDocument.get(r.documentId) ?? []), r.personaId]);
    return byDocument;
  }
  const withAssignment = async (row: Row, reader: Pick<typeof db, "select"> = db): Promise<DocumentJson> =>
    toJson(row, (await assignments([row.id], reader)).get(row.id));

  /**
   * Queues a document to be read again, with `changes` to its row: a fresh claim for the worker, its
   * passages dropped. Its id and persona assignment stay.
   */
  async function readAgain(
    id: string,
    changes: Partial<typeof documents.$inferInsert>,
    writer: Writer,
  ): Promise<DocumentJson | undefined> {
    const [row] = await writer
      .update(documents)
      .set({
        ...changes,
        status: "PROCESSING",
        error: null,
        errorCode: null,
        claimedAt: null,
        claimedBy: null,
        attempts: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(documents.id, id))
      .returning(COLUMNS);
    await writer.delete(passages).where(eq(passages.documentId, id));
    return row ? withAssignment(row, writer) : undefined;
  }

  return {
    async list(): Promise<DocumentJson[]> {
      const [rows, assigned] = await Promise.all([
        db.select(COLUMNS).from(documents).orderBy(desc(documents.createdAt), asc(documents.id)),
        assignments(),
      ]);
      return rows.map((r) => toJson(r, assigned.get(r.id)));
    },
    async get(id: string): Promise<(DocumentJson & { storageKey: string }) | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select({ ...COLUMNS, storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.id, id));
      return row ? { ...(await withAssignment(row)), storageKey: row.storageKey } : undefined;
    },
    async insert(
      input: {
        id: string;
        title: string;
        storageKey: string;
        size: number;
        createdBy: string | null;
        /** SHA-256 of the bytes (hex). */
        contentHash: string;
      },
      writer: Writer = db,
    ): Promise<DocumentJson> {
      const [row] = await writer
        .insert(documents)
        .values({
          id: input.id,
          title: input.title,
          type: "PDF",
          storageKey: input.storageKey,
          url: `/api/documents/${input.id}/file`,
          status: "PROCESSING",
          sizeBytes: input.size,
          createdBy: input.createdBy,
          contentHash: input.contentHash,
        })
        .returning(COLUMNS);
      return toJson(row!);
    },
    /** Holds uploads of the same content one after another until `tx` ends (two at once cannot both be new). */
    async lockContent(contentHash: string, tx: Pick<typeof db, "execute">): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${contentHash}))`);
    },
    /** The documents whose file has these bytes (their SHA-256), newest first. */
    async withContent(
      contentHash: string,
      reader: Pick<typeof db, "select"> = db,
    ): Promise<(DocumentJson & { storageKey: string })[]> {
      const rows = await reader
        .select({ ...COLUMNS, storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.contentHash, contentHash))
        .orderBy(desc(documents.createdAt), asc(documents.id));
      const assigned = await assignments(
        rows.map((r) => r.id),
        reader,
      );
      return rows.map((r) => ({ ...toJson(r, assigned.get(r.id)), storageKey: r.storageKey }));
    },
    /**
     * Replaces a document's file with an upload of the same content: new title, file and size, its
     * passages dropped and the document queued to be read again. Its id and persona assignment stay.
     */
    async replaceFile(
      id: string,
      input: { title: string; storageKey: string; size: number; contentHash: string },
      writer: Writer = db,
    ): Promise<DocumentJson | undefined> {
      const { title, storageKey, size, contentHash } = input;
      return readAgain(id, { title, storageKey, sizeBytes: size, contentHash, content: null }, writer);
    },
    async remove(id: string, writer: Writer = db): Promise<void> {
      await writer.delete(documents).where(eq(documents.id, id));
    },
    /** Queues a document to be read again as it is (POST /api/documents/:id/reindex). */
    async requeue(id: string, writer: Writer = db): Promise<DocumentJson | undefined> {
      return readAgain(id, {}, writer);
    },
    /** The addresses of those of `ids` that are web pages, so answers can link the page they name. */
    async pageUrls(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: documents.id, url: documents.sourceUrl })
        .from(documents)
        .where(and(inArray(documents.id, [...new Set(ids)]), eq(documents.type, "WEB")));
      return new Map(rows.flatMap((r) => (r.url ? [[r.id, r.url] as const] : [])));
    },
    async byId(id: string): Promise<DocumentJson | undefined> {
      const [row] = await db.select(COLUMNS).from(documents).where(eq(documents.id, id));
      return row ? withAssignment(row) : undefined;
    },
    /**
     * Sets the personas a document serves (`null`: all). In one transaction, so
     * a persona deleted meanwhile cannot slip in: every id must be a persona,
     * or nothing changes and the unknown ids are returned. `undefined` for an
     * unknown document.
     */
    async setPersonas(
      id: string,
      personaIds: string[] | null,
      writer: Writer = db,
    ): Promise<DocumentJson | UnknownPersonas | undefined> {
      const wanted = [...new Set(personaIds ?? [])];
      return writer.transaction(async (tx) => {
        const [row] = await tx.select(COLUMNS).from(documents).where(eq(documents.id, id)).for("update");
        if (!row) return undefined;
        const existing = wanted.length
          ? (await tx.select({ id: personas.id }).from(personas).where(inArray(personas.id, wanted)).for("share")).map(
              (p) => p.id,
            )
          : [];
        const unknown = wanted.filter((p) => !existing.includes(p));
        if (unknown.length > 0) return { unknown };
        await tx.delete(documentPersonas).where(eq(documentPersonas.documentId, id));
        if (wanted.length > 0)
          await tx.insert(documentPersonas).values(wanted.map((personaId) => ({ documentId: id, personaId })));
        return toJson(row, wanted);
      });
    },
    /** The documents assigned to a persona (before it is deleted: their lists change). */
    async assignedTo(personaId: string): Promise<string[]> {
      const rows = await db
        .select({ id: documentPersonas.documentId })
        .from(documentPersonas)
        .where(eq(documentPersonas.personaId, personaId));
      return rows.map((r) => r.id);
    },
    /** `limit` passages of a document from `offset`, in their order, with the count of all and each one's use. */
    passages: (id: string, offset: number, limit: number): Promise<DocumentPassagesPage> => passagePage(db, id, offset, limit),
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
