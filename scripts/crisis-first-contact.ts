/**
 * How the crisis check, as committed, does on a new writer's messages before
 * anything is learned from them: the honest measure of generalisation
 * (docs/decisions/017-crisis-detection.md). Run it on a new file first, then
 * add the file to the training messages.
 *
 *   npx tsx scripts/crisis-first-contact.ts new-writer.jsonl [more.jsonl …]
 */
import { readFileSync } from "node:fs";
import { assessConversation } from "../src/server/features/safety/detector";
import type { CorpusItem } from "../tests/fixtures/crisis/corpus";

for (const file of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const items = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusItem);
  const byKind = new Map<string, { n: number; hit: number }>();
  let tp = 0,
    fn = 0,
    fp = 0,
    tn = 0;
  const misses: string[] = [];
  for (const item of items) {
    const turns = [...(item.history ?? []), item.text];
    const crisis = assessConversation(turns, item.lang === "en" ? "en" : "de").crisis;
    const positive = item.label !== "none";
    if (positive && crisis) tp++;
    else if (positive) fn++;
    else if (crisis) fp++;
    else tn++;
    const key = `${positive ? "crisis" : "none"}/${item.kind}`;
    const k = byKind.get(key) ?? { n: 0, hit: 0 };
    k.n++;
    if (crisis) k.hit++;
    byKind.set(key, k);
    if (positive !== crisis)
      misses.push(`${positive ? "MISS" : "FA  "} ${item.id} ${item.label}/${item.kind}: ${turns.join(" | ")}`);
  }
  console.log(
    `${file}: recall ${(tp / (tp + fn)).toFixed(3)} (${tp}/${tp + fn}), false alarms ${(fp / (fp + tn)).toFixed(3)} (${fp}/${fp + tn})`,
  );
  for (const [k, v] of [...byKind].sort()) console.log(`  ${k.padEnd(28)} ${v.hit}/${v.n} flagged`);
  if (process.argv.includes("--misses")) for (const m of misses) console.log(`  ${m}`);
}
