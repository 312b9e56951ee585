import { expect, test } from "vitest";
import { SentenceSplitter } from "./sentences";

function split(text: string, chunk = 3, opts = {}) {
  const s = new SentenceSplitter(opts);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += chunk) out.push(...s.push(text.slice(i, i + chunk)));
  return [...out, ...s.flush()];
}

test("sentences end at . ! ? but not at abbreviations, numbers or ordinals", () => {
  expect(split("Atme z. B. 3.5 Sekunden ein. Am 1. Tag geht es los! Wie fühlst du dich? Gut…")).toEqual([
    "Atme z. B. 3.5 Sekunden ein.",
    "Am 1. Tag geht es los!",
    "Wie fühlst du dich?",
    "Gut…",
  ]);
  expect(split("Das ist Dr. Müllers Rat, d. h. probier es aus. Fertig.")).toEqual(["Das ist Dr. Müllers Rat, d. h. probier es aus.", "Fertig."]);
});

test("a long first sentence may be spoken from its first clause on; later sentences stay whole", () => {
  expect(split("Ich höre, dass dich gerade einiges unter Druck setzt, und das ist verständlich. Atme ruhig, ganz ruhig.", 4, { firstClauseMinChars: 40 })).toEqual([
    "Ich höre, dass dich gerade einiges unter Druck setzt,",
    "und das ist verständlich.",
    "Atme ruhig, ganz ruhig.",
  ]);
  expect(split("Kurz, knapp. Weiter.", 4, { firstClauseMinChars: 40 })).toEqual(["Kurz, knapp.", "Weiter."]);
});
