import { expect, test } from "vitest";
import { levelOf } from "./input-level";

const tone = (amplitude: number) => Float32Array.from({ length: 1024 }, (_, i) => amplitude * Math.sin((2 * Math.PI * i) / 32));

test("silence and hum read 0, speech moves the meter, a loud voice fills it", () => {
  expect(levelOf(new Float32Array(1024))).toBe(0);
  expect(levelOf(tone(0.005))).toBe(0);
  const quiet = levelOf(tone(0.03));
  const normal = levelOf(tone(0.15));
  expect(quiet).toBeGreaterThan(10);
  expect(normal).toBeGreaterThan(quiet);
  expect(levelOf(tone(0.9))).toBe(100);
});

test("an empty frame is silence, not an error", () => {
  expect(levelOf([])).toBe(0);
});
