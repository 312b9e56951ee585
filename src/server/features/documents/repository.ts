import { asc, desc, eq, sql } from "drizzle-orm";
import type { DocumentJson } from "#shared/contracts/documents";
import type { DocumentErrorCode } from "#shared/document-errors";
import type { Database } from "../../db/client";
import { documents, passages } from "../../db/schema";
import { UUID } from "../../http/params";

/** The columns the API shows, as the query builder selects them. */
const COLUMNS = {
  id: documents.id,
  title: documents.title,
  url: documents.url,
  status: documents.status,
  error: documents.error,
  errorCode: documents.errorCode,
  sizeBytes: documents.sizeBytes,
  pageCount: documents.pageCount,
  createdAt: documents.createdAt,
  createdBy: documents.createdBy,
};
type Row = Pick<typeof documents.$inferSelect, keyof typeof COLUMNS>;

export function toJson(r: Row): DocumentJson {
  return {
    id: r.id,
    title: r.title,
    type: "PDF",
    url: r.url,
    status: r.status,
    error: r.error,
    errorCode: r.errorCode as DocumentErrorCode | null,
    size: r.sizeBytes,
    pageCount: r.pageCount,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
  };
}

export function createDocumentRepository(database: Database) {
  const { db } = database;
  return {
    async list(): Promise<DocumentJson[]> {
      const rows = await db.select(COLUMNS).from(documents).orderBy(desc(documents.createdAt), asc(documents.id));
      return rows.map(toJson);
    },
    async get(id: string): Promise<(DocumentJson & { storageKey: string }) | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select({ ...COLUMNS, storageKey: documents.storageKey })
        .from(documents)
        .where(eq(documents.id, id));
      return row ? { ...toJson(row), storageKey: row.storageKey } : undefined;
    },
    async insert(input: {
      id: string;
      title: string;
      storageKey: string;
      size: number;
      createdBy: string | null;
    }): Promise<DocumentJson> {
      const [row] = await db
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
        })
        .returning(COLUMNS);
      return toJson(row!);
    },
    async remove(id: string): Promise<void> {
      await db.delete(documents).where(eq(documents.id, id));
    },
    async requeue(id: string): Promise<DocumentJson | undefined> {
      const [row] = await db
        .update(documents)
        .set({
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
      await db.delete(passages).where(eq(passages.documentId, id));
      return row ? toJson(row) : undefined;
    },
    async byId(id: string): Promise<DocumentJson | undefined> {
      const [row] = await db.select(COLUMNS).from(documents).where(eq(documents.id, id));
      return row ? toJson(row) : undefined;
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
