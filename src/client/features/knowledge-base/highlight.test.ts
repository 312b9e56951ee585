import { expect, test } from "vitest";
import { highlightSegments } from "./highlight";

test("matched words are marked whole, everything else is kept as it is", () => {
  expect(highlightSegments("Gegen Lampenfieber hilft Atmen; Lampenfieber-Übungen auch.", ["Lampenfieber", "Atmen"])).toEqual([
    { text: "Gegen ", match: false },
    { text: "Lampenfieber", match: true },
    { text: " hilft ", match: false },
    { text: "Atmen", match: true },
    { text: "; ", match: false },
    { text: "Lampenfieber", match: true },
    { text: "-Übungen auch.", match: false },
  ]);
});

test("a word inside another word or in another spelling is not marked", () => {
  expect(highlightSegments("Dauerstress und stress", ["Stress"])).toEqual([{ text: "Dauerstress und stress", match: false }]);
  expect(highlightSegments("", ["x"])).toEqual([]);
  expect(highlightSegments("Ruhe", [])).toEqual([{ text: "Ruhe", match: false }]);
});
