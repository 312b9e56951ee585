import { expect, test } from "vitest";
import { adminTexts } from "./texts";

function leaves(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, out);
  return out;
}

test("the English operator area has no German words left in it", () => {
  const german = leaves(adminTexts.en, "en", []).filter(([, text]) =>
    /[äöüÄÖÜß]|\b(?:und|oder|nicht|eingebettet|Datenbank)\b/.test(text),
  );
  expect(german).toEqual([]);
});
