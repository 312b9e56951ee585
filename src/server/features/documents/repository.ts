import type { DocumentErrorCode } from "../../../shared/document-errors";
import type { Database } from "../../db/client";
import { UUID } from "../../http/params";

export type DocumentStatus = "PROCESSING" | "COMPLETED" | "ERROR";

/** A document as the API returns it (api.md). */
export interface DocumentJson {
  id: string;
  title: string;
  type: "PDF";
  url: string;
  status: DocumentStatus;
  error: string | null;
  /** The reason as a code (shared/document-errors.ts), for a text in the reader's language. */
  errorCode: DocumentErrorCode | null;
  size: number;
  pageCount: number | null;
  createdAt: string;
  createdBy: string | null;
}

interface Row {
  id: string;
  title: string;
  type: string;
  url: string;
  status: DocumentStatus;
  error: string | null;
  error_code: DocumentErrorCode | null;
  size_bytes: number | string;
  page_count: number | null;
  created_at: Date | string;
  created_by: string | null;
}

const COLUMNS = "id, title, type, url, status, error, error_code, size_bytes, page_count, created_at, created_by";

export function toJson(r: Row): DocumentJson {
  return {
    id: r.id,
    title: r.title,
    type: "PDF",
    url: r.url,
    status: r.status,
    error: r.error,
    errorCode: r.error_code,
    size: Number(r.size_bytes),
    pageCount: r.page_count === null ? null : Number(r.page_count),
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
  };
}

export function createDocumentRepository(database: Database) {
  return {
    async list(): Promise<DocumentJson[]> {
      const rows = await database.query<Row>(`SELECT ${COLUMNS} FROM documents ORDER BY created_at DESC, id`);
      return rows.map(toJson);
    },
    async get(id: string): Promise<(DocumentJson & { storageKey: string }) | undefined> {
      if (!UUID.test(id)) return undefined;
      const rows = await database.query<Row & { storage_key: string }>(`SELECT ${COLUMNS}, storage_key FROM documents WHERE id = $1`, [id]);
      return rows[0] ? { ...toJson(rows[0]), storageKey: rows[0].storage_key } : undefined;
    },
    async insert(input: { id: string; title: string; storageKey: string; size: number; createdBy: string | null }): Promise<DocumentJson> {
      const rows = await database.query<Row>(
        `INSERT INTO documents (id, title, type, storage_key, url, status, size_bytes, created_by)
         VALUES ($1, $2, 'PDF', $3, $4, 'PROCESSING', $5, $6) RETURNING ${COLUMNS}`,
        [input.id, input.title, input.storageKey, `/api/documents/${input.id}/file`, input.size, input.createdBy],
      );
      return toJson(rows[0]!);
    },
    async remove(id: string): Promise<void> {
      await database.query("DELETE FROM documents WHERE id = $1", [id]);
    },
    async requeue(id: string): Promise<DocumentJson | undefined> {
      const rows = await database.query<Row>(
        `UPDATE documents SET status = 'PROCESSING', error = NULL, error_code = NULL, claimed_at = NULL, claimed_by = NULL, attempts = 0, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      );
      await database.query("DELETE FROM passages WHERE document_id = $1", [id]);
      return rows[0] ? toJson(rows[0]) : undefined;
    },
    async byId(id: string): Promise<DocumentJson | undefined> {
      const rows = await database.query<Row>(`SELECT ${COLUMNS} FROM documents WHERE id = $1`, [id]);
      return rows[0] ? toJson(rows[0]) : undefined;
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
