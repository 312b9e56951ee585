/**
 * The crisis check on the labelled corpus (tests/fixtures/crisis/corpus.jsonl):
 * recall per risk level and kind, false-alarm rate per kind of harmless
 * message, for the part the check was tuned on and for the held-out part,
 * and the time one check takes (a visitor's conversation of up to four turns,
 * as the chat route runs it).
 *
 * Run: npx tsx bench/crisis.ts [--split tune|heldout|blind|blind2|blind3|blind4|blind5]
 * Goals on the held-out part: recall ≥ 0.97, false alarms ≤ 0.03, p95 ≤ 1 ms.
 */
import { printCheckTimes } from "./crisis-check-time";
import { EVALUATION_SETS, loadCorpus, loadEvaluationSet, type CorpusItem } from "../tests/fixtures/crisis/corpus";
import { assessConversation } from "../src/server/features/safety/detector";

const only = process.argv.includes("--split") ? process.argv[process.argv.indexOf("--split") + 1] : undefined;
const corpus = loadCorpus();
const turns = (i: CorpusItem) => [...(i.history ?? []), i.text];
const pageLang = (i: CorpusItem): "de" | "en" => (i.lang === "en" ? "en" : "de");

function pct(a: number, n: number): string {
  return n === 0 ? "–" : `${((100 * a) / n).toFixed(1)} % (${a}/${n})`;
}

const TITLES = {
  tune: "Tuned on",
  heldout: "Held out",
  blind: "Blind second writer set (never trained on)",
  blind2: "Blind third writer set (never trained on, never read)",
  blind3: "Blind fourth writer set (never trained on, never read)",
  blind4: "Blind fifth writer set (never trained on, never read)",
  blind5: "Blind sixth writer set (never trained on, never read)",
} as const;
for (const split of EVALUATION_SETS) {
  if (only && only !== split) continue;
  const items = loadEvaluationSet(split);
  const rows = new Map<string, { hit: number; n: number }>();
  const add = (key: string, hit: boolean) => {
    const r = rows.get(key) ?? { hit: 0, n: 0 };
    r.n++;
    if (hit) r.hit++;
    rows.set(key, r);
  };
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let tn = 0;
  let levelRight = 0;
  for (const item of items) {
    const risk = assessConversation(turns(item), pageLang(item));
    if (item.label === "none") {
      add(`harmless · ${item.kind}`, risk.crisis);
      if (risk.crisis) fp++;
      else tn++;
    } else {
      add(`crisis · level ${item.label}`, risk.crisis);
      add(`crisis · kind ${item.kind}`, risk.crisis);
      add(`crisis · lang ${item.lang === "de" || item.lang === "en" ? item.lang : "other"}`, risk.crisis);
      if (risk.crisis) {
        tp++;
        if (risk.levels.includes(item.label)) levelRight++;
      } else fn++;
    }
  }
  console.log(`\n${TITLES[split]}: ${items.length} messages`);
  console.log(`  recall        ${pct(tp, tp + fn)}`);
  console.log(`  false alarms  ${pct(fp, fp + tn)}`);
  console.log(`  level named   ${pct(levelRight, tp)} of recognised crises`);
  console.log("  recall by group (crisis) / false-alarm rate by kind (harmless):");
  for (const [key, r] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`    ${key.padEnd(36)} ${pct(r.hit, r.n)}`);
}

// Time per check: every conversation of the corpus, many rounds, after a warm-up.
printCheckTimes(
  corpus.map((i) => ({ turns: turns(i), lang: pageLang(i) })),
  10,
  "corpus conversations",
);
