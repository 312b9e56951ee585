import { expect, test } from "vitest";
import { exampleDays } from "./console-preview";

test("the console preview's example figures are the same on every render and cover the range day by day", () => {
  for (const days of [7, 30, 90] as const) {
    const a = exampleDays(days);
    expect(a).toEqual(exampleDays(days));
    expect(a).toHaveLength(days);
    expect(a.at(-1)!.date).toBe("2026-11-20");
    for (let i = 1; i < a.length; i++) expect(Date.parse(a[i]!.date) - Date.parse(a[i - 1]!.date)).toBe(86_400_000);
    for (const d of a) {
      expect(d.conversations).toBeGreaterThan(0);
      if (d.averageRating === null) continue;
      expect(d.averageRating).toBeGreaterThanOrEqual(1);
      expect(d.averageRating).toBeLessThanOrEqual(5);
    }
  }
});
