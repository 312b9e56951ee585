import { expect, test } from "vitest";
import { chartCsv } from "./daily-chart";

const daily = [
  { date: "2026-11-24", conversations: 3, averageRating: 4.5 },
  { date: "2026-11-25", conversations: 0, averageRating: null },
];

test("the CSV opens in a German spreadsheet with semicolons and decimal commas", () => {
  expect(chartCsv(daily, "de")).toBe("Datum;Gespräche;Ø Bewertung\r\n2026-11-24;3;4,5\r\n2026-11-25;0;\r\n");
});

test("and in an English one with commas and points", () => {
  expect(chartCsv(daily, "en").split("\r\n")[1]).toBe("2026-11-24,3,4.5");
});
