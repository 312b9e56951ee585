/**
 * The crisis check on the labelled corpus (tests/fixtures/crisis/corpus.jsonl):
 * recall per risk level and kind, false-alarm rate per kind of harmless
 * message, for the part the check was tuned on and for the held-out part,
 * and the time one check takes (a visitor's conversation of up to four turns,
 * as the chat route runs it).
 *
 * Then what visitors meet (crisis-everyday.ts): the everyday-coaching
 * corpus (the share of ordinary messages with a crisis answer, of ordinary
 * conversations ending in careful mode) and the graded sets (concern for
 * someone else, crises long over, alarming turns explained, own crises easy
 * to miss), on their held-out and blind parts.
 *
 * Run: npx tsx bench/crisis.ts [--split tune|heldout|blind|blind2|blind3|blind4|blind5|blind6|everyday|graded]
 * Goals: recall ≥ 0.97 and hard harmless messages flagged ≤ 0.03 on the held-out and blind crisis sets;
 * ordinary messages with a crisis answer ≤ 0.01, ordinary conversations ending careful ≤ 0.03,
 * concern for someone else answered with guidance ≥ 0.9; p95 ≤ 1 ms.
 */
import { printCheckTimes } from "./crisis-check-time";
import { EVALUATION_SETS, loadCorpus, loadEvaluationSet, type CorpusItem } from "../tests/fixtures/crisis/corpus";
import { gradeTurns } from "../src/server/features/safety/grade";
import { pct, printEveryday, printGraded } from "./crisis-everyday";
import { printNeverLearned } from "./crisis-never-learned";

const only = process.argv.includes("--split") ? process.argv[process.argv.indexOf("--split") + 1] : undefined;
const corpus = loadCorpus();
const turns = (i: CorpusItem) => [...(i.history ?? []), i.text];
const pageLang = (i: CorpusItem): "de" | "en" => (i.lang === "en" ? "en" : "de");

const TITLES = {
  tune: "Tuned on",
  heldout: "Held out",
  blind: "Blind second writer set (never trained on)",
  blind2: "Blind third writer set (never trained on, never read)",
  blind3: "Blind fourth writer set (never trained on, never read)",
  blind4: "Blind fifth writer set (never trained on, never read)",
  blind5: "Blind sixth writer set (never trained on, never read)",
  blind6: "Blind seventh and eighth writers, the kinds missed most (never trained on, never read)",
} as const;
for (const split of EVALUATION_SETS) {
  if (only && only !== split) continue;
  if (only === undefined && split === "tune") continue;
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
  let asked = 0;
  let askedHarmless = 0;
  for (const item of items) {
    const grade = gradeTurns(turns(item), pageLang(item));
    const risk = { crisis: grade.grade === "crisis", levels: grade.levels };
    if (item.label === "none") {
      add(`harmless · ${item.kind}`, risk.crisis);
      if (risk.crisis) fp++;
      else tn++;
      if (grade.grade === "concern") askedHarmless++;
    } else {
      if (grade.grade === "concern") asked++;
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
  console.log(`  recall        ${pct(tp, tp + fn)}   (with the direct question instead: ${pct(tp + asked, tp + fn)})`);
  console.log(`  false alarms  ${pct(fp, fp + tn)}   (direct question: ${pct(askedHarmless, fp + tn)})`);
  console.log(`  level named   ${pct(levelRight, tp)} of recognised crises`);
  console.log("  recall by group (crisis) / false-alarm rate by kind (harmless):");
  for (const [key, r] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`    ${key.padEnd(36)} ${pct(r.hit, r.n)}`);
}

printEveryday(only);
printGraded(only);
if (!only) printNeverLearned();

// Time per check: every conversation of the corpus, many rounds, after a warm-up.
printCheckTimes(
  corpus.map((i) => ({ turns: turns(i), lang: pageLang(i) })),
  10,
  "corpus conversations",
);
