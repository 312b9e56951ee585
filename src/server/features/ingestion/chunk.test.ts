import { expect, test } from "vitest";
import { chunkPages, PASSAGE_MAX_CHARS } from "./chunk";
import { normalizeText } from "./extract";

const sentence = (i: number) => `Dies ist Satz Nummer ${i} über Stressbewältigung, Schlaf und Achtsamkeit im Arbeitsalltag.`;

test("passages have sensible sizes, overlap and keep their start page", () => {
  const pages = [1, 2, 3].map((page) => ({
    page,
    text: Array.from({ length: 20 }, (_, i) => sentence(page * 100 + i)).join(" "),
  }));
  const passages = chunkPages(pages);
  expect(passages.length).toBeGreaterThan(3);
  for (const p of passages) {
    expect(p.text.length).toBeGreaterThan(0);
    expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
  }
  // Neighbours share a sentence.
  for (let i = 1; i < passages.length; i++) {
    const lastOfPrevious = passages[i - 1]!.text.split(/(?<=\.)\s/).at(-1)!;
    expect(passages[i]!.text.startsWith(lastOfPrevious)).toBe(true);
  }
  expect(passages[0]!.page).toBe(1);
  expect(passages.at(-1)!.page).toBe(3);
  expect(passages.map((p) => p.ordinal)).toEqual(passages.map((_, i) => i));
});

test("umlauts survive and hyphenation at line ends is joined", () => {
  expect(normalizeText("Stress-\nbewältigung für Führungs-\n kräfte  im   Büro")).toBe(
    "Stressbewältigung für Führungskräfte im Büro",
  );
  expect(chunkPages([{ page: 1, text: "Größe, Übung und Maß." }])[0]!.text).toBe("Größe, Übung und Maß.");
});

test("a heading on its own line stays its own sentence; wrapped lines of a paragraph do not become headings", () => {
  const text = [
    "3.2 Stress im Alltag",
    "Viele Menschen erleben im Beruf einen ständigen Zeitdruck, der sich auf",
    "Schlaf und Stimmung auswirkt. Eine kurze Pause hilft.",
    "",
    "Atemübungen",
    "Atme vier Sekunden ein und sechs Sekunden aus.",
  ].join("\n");
  const [passage] = chunkPages([{ page: 4, text }]);
  expect(passage!.text).toBe(
    "3.2 Stress im Alltag. Viele Menschen erleben im Beruf einen ständigen Zeitdruck, der sich auf Schlaf und Stimmung auswirkt. Eine kurze Pause hilft. Atemübungen. Atme vier Sekunden ein und sechs Sekunden aus.",
  );
});
