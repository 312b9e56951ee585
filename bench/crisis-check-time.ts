import { performance } from "node:perf_hooks";
import { gradeTurns } from "../src/server/features/safety/grade";

/**
 * Times the graded crisis check on each conversation, `rounds` times after a warm-up,
 * and prints median, p95 and p99 of the wall time and of the process's CPU time
 * (on a shared, busy machine the wall time includes waiting for a core).
 */
export function printCheckTimes(conversations: { turns: string[]; lang: "de" | "en" }[], rounds: number, title: string) {
  for (let i = 0; i < 2; i++) for (const c of conversations) gradeTurns(c.turns, c.lang);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const c of conversations) {
      const startCpu = process.cpuUsage();
      const start = performance.now();
      gradeTurns(c.turns, c.lang);
      wall.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const line = (name: string, times: number[]) => {
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
    console.log(`  ${name}: median ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)!.toFixed(3)} ms`);
  };
  console.log(`\nTime per check (${wall.length} checks on ${conversations.length} ${title}):`);
  line("wall", wall);
  line("CPU ", cpu);
}
