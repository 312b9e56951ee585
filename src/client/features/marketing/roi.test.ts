import { expect, test } from "vitest";
import { formatEuro, roiSavings } from "./roi";

test("savings follow the documented formula", () => {
  expect(roiSavings(100, 12, 250)).toBe(90_000);
  expect(roiSavings(10_000, 30, 500)).toBe(45_000_000);
  expect(roiSavings(2_500, 8, 180)).toBe(1_080_000);
});

test("euros are formatted in the page's locale", () => {
  expect(formatEuro(90_000, "de").replace(/\s/g, " ")).toBe("90.000 €");
  expect(formatEuro(90_000, "en")).toBe("€90,000");
});
