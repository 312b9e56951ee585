import { expect, test } from "vitest";
import { chartTexts } from "../../components/daily-chart/texts";
import { loginTexts } from "../../features/admin-auth/texts";
import { adminTexts } from "../../features/dashboard/texts";
import { sessionTexts } from "../../lib/admin-session/texts";

function leaves(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, out);
  return out;
}

test("the English operator area has no German words left in it", () => {
  const english = { login: loginTexts.en, session: sessionTexts.en, chart: chartTexts.en, ...adminTexts.en };
  const german = leaves(english, "en", []).filter(([, text]) =>
    /[äöüÄÖÜß]|\b(?:und|oder|nicht|eingebettet|Datenbank)\b/.test(text),
  );
  expect(german).toEqual([]);
});
