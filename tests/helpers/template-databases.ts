import { makeTemplates } from "./db";

/**
 * Vitest global setup: one migrated PGlite image and one migrated PostgreSQL
 * database per run, which every test's fresh database copies (see db.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  return makeTemplates("tests/.tmp");
}
