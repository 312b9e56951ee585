import { expect, test } from "vitest";
import { maskKey } from "./mask";

test("keys are masked to prefix and last four characters", () => {
  expect(maskKey("sk-proj-abcdefghijklmnopa1b2")).toBe("sk-...a1b2");
  expect(maskKey("short")).toBe("…");
  expect(maskKey(undefined)).toBeNull();
});
