import { DrizzleQueryError } from "drizzle-orm";
import { expect, test } from "vitest";
import { isUniqueViolation, withoutQueryParameters } from "./sql";

test("a failed query is logged with its statement and cause, without its parameters", () => {
  const cause = Object.assign(new Error("connection terminated"), { code: "57P01" });
  const failed = new DrizzleQueryError(
    'insert into "inquiries" ("name", "message") values ($1, $2)',
    ["Erika Muster", "Mir geht es schlecht"],
    cause,
  );
  const safe = withoutQueryParameters(failed) as Error;
  expect(safe.message).toBe('Failed query: insert into "inquiries" ("name", "message") values ($1, $2)');
  expect(safe.cause).toBe(cause);
  expect(JSON.stringify({ ...safe, message: safe.message, stack: safe.stack })).not.toMatch(/Erika|schlecht/);
  const other = new Error("anything else");
  expect(withoutQueryParameters(other)).toBe(other);
});

test("a duplicate key is recognised with and without drizzle's wrapper", () => {
  const duplicate = Object.assign(new Error("duplicate key value"), { code: "23505" });
  expect(isUniqueViolation(duplicate)).toBe(true);
  expect(isUniqueViolation(new DrizzleQueryError("update …", [], duplicate))).toBe(true);
  expect(isUniqueViolation(new Error("other"))).toBe(false);
});
