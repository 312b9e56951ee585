import { DrizzleQueryError, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

const dialect = new PgDialect();

/**
 * Runs a statement written with drizzle's sql`` template: tables and columns
 * come from the schema, values become parameters ($1, $2 …). For the few
 * statements the query builder cannot express, or would make harder to read;
 * each feature keeps them in one place and says why. `prepareAs` names a
 * statement whose text never changes (see Database.query).
 */
export function runSql<T>(database: Pick<Database, "query">, statement: SQL, options?: { prepareAs?: string }): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  return database.query<T>(query.sql, query.params, options);
}

/**
 * Runs a DELETE … RETURNING built with the query builder and answers how many
 * rows it removed, counted in the database instead of sent back row by row.
 * (Drizzle puts an embedded query in parentheses itself.)
 */
export async function countDeleted(database: Pick<Database, "query">, deletion: SQLWrapper): Promise<number> {
  const [row] = await runSql<{ n: number }>(database, sql`WITH deleted AS ${deletion} SELECT count(*)::int AS n FROM deleted`);
  return Number(row?.n ?? 0);
}

/** The database refused a write for a duplicate key (PostgreSQL 23505), with or without drizzle's wrapper around the driver's error. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * An error fit for the log: drizzle's query errors carry the statement's
 * parameters in their message and properties (visitors' messages, e-mail
 * addresses, password hashes). They are logged with the statement and the
 * database's own error, without the parameters.
 */
export function withoutQueryParameters(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const message = `Failed query: ${err.query}`;
  const safe = new Error(message, { cause: err.cause });
  safe.name = "DrizzleQueryError";
  safe.stack = `DrizzleQueryError: ${message}\n${(err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n")}`;
  return safe;
}

/**
 * The moment before which a row is past its retention period, in the
 * database's clock: `retentionDays` ago, moved `clockShiftDays` ahead (the
 * retention story's test clock; 0 in production).
 */
export function retentionCutoff(retentionDays: number, clockShiftDays: number): SQL {
  return sql`now() + (${clockShiftDays}::int * interval '1 day') - (${retentionDays}::int * interval '1 day')`;
}
