import fs from "node:fs";
import { expect, test } from "vitest";
import { CONFIGURATION_DOC, configurationDoc, ENV_EXAMPLE, envExample, envRows } from "../../scripts/make-env-docs";
import { ENV_KEYS } from "./env";

/**
 * .env.example and the tables of docs/configuration.md are written by `npm run env:docs` from the
 * definitions in env.ts; a hand edit of either file, or a changed definition without a new run, fails here.
 */
test(".env.example is what npm run env:docs writes", () => {
  expect(fs.readFileSync(ENV_EXAMPLE, "utf8")).toBe(envExample());
});

test("the tables in docs/configuration.md are what npm run env:docs writes", async () => {
  const committed = fs.readFileSync(CONFIGURATION_DOC, "utf8");
  expect(committed).toBe(await configurationDoc(committed));
});

test("a table edited by hand no longer matches what the script writes", async () => {
  const committed = fs.readFileSync(CONFIGURATION_DOC, "utf8");
  const edited = committed.replace("| `PORT`", "| `PORT_NUMBER`");
  expect(edited).not.toBe(committed);
  expect(await configurationDoc(edited)).toBe(committed);
});

test("every variable appears once, with what it does, what it accepts and its default", () => {
  const rows = envRows().flatMap((group) => group.rows);
  expect(rows.map((row) => row.key).sort()).toEqual([...ENV_KEYS].sort());
  for (const row of rows) {
    expect(row.text, row.key).toMatch(/\S/);
    expect(row.values, row.key).toMatch(/\S/);
    expect(row.shownDefault, row.key).toMatch(/\S/);
    expect(envExample()).toContain(`\n${row.key}=${row.example}\n`);
  }
});
