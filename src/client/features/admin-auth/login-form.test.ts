import { expect, test } from "vitest";
import { throttledMessage } from "./login-form";

test("the wait after failed sign-ins reads naturally for one second and for several", () => {
  expect(throttledMessage(1, "de")).toContain("Bitte warte eine Sekunde und");
  expect(throttledMessage(8, "de")).toContain("Bitte warte 8 Sekunden und");
  expect(throttledMessage(1, "en")).toContain("Please wait a second and");
  expect(throttledMessage(30, "en")).toContain("Please wait 30 seconds and");
});
