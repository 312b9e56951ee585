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
import { performance } from "node:perf_hooks";
import { loadTraining } from "../tests/fixtures/crisis/corpus";
import { assessConversation } from "../src/server/features/safety/detector";

const conversations = loadTraining().map((i) => ({
  turns: [...(i.history ?? []), i.text],
  lang: i.lang === "en" ? ("en" as const) : ("de" as const),
}));
for (let i = 0; i < 2; i++) for (const c of conversations) assessConversation(c.turns, c.lang);
// Wall time, and the process's CPU time: on a shared, busy machine the wall time includes waiting for a core.
const wall: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const c of conversations) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    assessConversation(c.turns, c.lang);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
}
function line(name: string, times: number[]) {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
  console.log(`  ${name}: median ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms`);
}
console.log(`Time per check (${wall.length} checks on ${conversations.length} training conversations):`);
line("wall", wall);
line("CPU ", cpu);
