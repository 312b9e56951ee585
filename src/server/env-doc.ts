import type { z } from "zod";

/**
 * The documentation of the environment variables (env.ts): what docs/configuration.md and
 * .env.example say about each, attached to its schema with doc() where the variable is defined,
 * and read back with envDoc() by scripts/make-env-docs.ts.
 */

/** What docs/configuration.md and .env.example say about a variable. Its default is the schema's. */
export interface EnvDoc {
  /** One line: what the variable does. Markdown; links are relative to docs/. */
  text: string;
  /** The values it accepts, where the schema cannot say so itself (it can for numbers, enums and flags). */
  values?: string;
  /** The default as a reader meets it, where that is not the schema's (set by a script, or taken from elsewhere). */
  default?: string;
  /** The value .env.example shows, where it is not the default. */
  example?: string;
}

const docs = new Map<z.ZodType, EnvDoc>();

/** Attaches its documentation to a variable's schema; every variable has its own schema instance. */
export function doc<T extends z.ZodType>(schema: T, documentation: EnvDoc): T {
  if (docs.has(schema)) throw new Error("one schema instance documents one variable only");
  docs.set(schema, documentation);
  return schema;
}

/** The documentation of a variable's schema (every schema in envSchema has one). */
export function envDoc(schema: z.ZodType): EnvDoc | undefined {
  return docs.get(schema);
}
