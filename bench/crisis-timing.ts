/**
 * The time one crisis check takes, measured on the training messages only
 * (tests/fixtures/crisis/training.jsonl, never the held-out part of the
 * corpus): each conversation of up to four turns, as the chat route checks
 * it, many rounds after a warm-up. For tuning the check without reading the
 * held-out part; bench/crisis.ts reports the held-out figures once.
 *
 * Run: npx tsx bench/crisis-timing.ts
 * Goal: p95 ≤ 1 ms per check on this machine.
 */
import { loadTraining } from "../tests/fixtures/crisis/corpus";
import { printCheckTimes } from "./crisis-check-time";

const conversations = loadTraining().map((i) => ({
  turns: [...(i.history ?? []), i.text],
  lang: i.lang === "en" ? ("en" as const) : ("de" as const),
}));
printCheckTimes(conversations, 5, "training conversations");
