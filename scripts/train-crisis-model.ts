/**
 * Trains the crisis check's statistical model (src/server/features/safety/model.ts)
 * on the labelled messages the check may learn from: the tuning part of the
 * corpus and the training messages (tests/fixtures/crisis/). The held-out
 * part of the corpus is never read here.
 *
 *   npx tsx scripts/train-crisis-model.ts            train, write model-weights.json
 *   npx tsx scripts/train-crisis-model.ts --evaluate leave one writer out: how the check does on a writer it never saw
 *
 * Deterministic: the same messages give the same weights (seeded shuffle).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCorpus, loadTraining, type CorpusItem } from "../tests/fixtures/crisis/corpus";
import {
  analyseMessage,
  conversationTexts,
  decide,
  setModel,
  type MessageAnalysis,
} from "../src/server/features/safety/detector";
import { storeModel, train, type CrisisModel, type TrainingExample } from "../src/server/features/safety/model";

/** Chosen by leaving one writer out at a time (--evaluate); see docs/decisions/017-crisis-detection.md. */
export const TRAIN_OPTIONS = { epochs: 10, l2: 1e-2, learningRate: 0.05, positiveWeight: 1.5 } as const;
/** The probability from which a conversation counts as a crisis: lower where a rule found one. */
export const THRESHOLD = { withRule: 0.4, withoutRule: 0.6 } as const;

interface Prepared {
  group: string;
  label: 0 | 1;
  /** Rules fired on the turns read together or on the newest one, as the chat route checks. */
  ruled: boolean;
  /** Each analysed text (the recent turns together, the newest alone), as the chat route checks them. */
  analyses: MessageAnalysis[];
  /** Features of the recent turns together, for training. */
  training: number[];
}

/** The examples the model may learn from: never the held-out part. */
export function learnableItems(): CorpusItem[] {
  return [...loadCorpus().filter((i) => i.split === "tune"), ...loadTraining()];
}

export function prepare(items: CorpusItem[]): Prepared[] {
  // Rules only while reading the messages: the features must not depend on a previous model.
  const previous = setModel(undefined);
  try {
    return items.map((item) => prepareOne(item));
  } finally {
    setModel(previous);
  }
}

function prepareOne(item: CorpusItem): Prepared {
  const hint = item.lang === "en" ? "en" : "de";
  const turns = [...(item.history ?? []), item.text];
  const analyses = conversationTexts(turns).map((t) => analyseMessage(t, hint));
  return {
    group: item.id.split("-")[0]!,
    label: item.label === "none" ? 0 : 1,
    ruled: analyses.some((a) => a.hits.length > 0),
    analyses,
    training: analyses[0]!.features,
  };
}

export function trainOn(prepared: Prepared[]): CrisisModel {
  const examples: TrainingExample[] = prepared.map((p) => ({ features: p.training, label: p.label }));
  return train(examples, TRAIN_OPTIONS);
}

type Outcome = "tp" | "fn" | "fp" | "tn";
function count(label: 0 | 1, crisis: boolean, add: (k: Outcome) => void) {
  add(label ? (crisis ? "tp" : "fn") : crisis ? "fp" : "tn");
}

const THRESHOLDS: [number, number][] = [
  [0.1, 0.5],
  [0.2, 0.5],
  [0.2, 0.6],
  [0.3, 0.6],
  [0.4, 0.6],
  [0.45, 0.625],
  [0.6, 0.7],
  [0.2, 0.7],
  [0.2, 0.8],
  [0.3, 0.7],
  [0.3, 0.8],
  [0.4, 0.8],
  [0.5, 0.9],
];

/** Leave one writer out: per threshold, recall and false alarms of rules-or-model on writers the model never saw. */
function evaluate(prepared: Prepared[]) {
  const groups = [...new Set(prepared.map((p) => p.group))];
  const totals = THRESHOLDS.map(() => ({ tp: 0, fn: 0, fp: 0, tn: 0 }));
  const rulesOnly = { tp: 0, fn: 0, fp: 0, tn: 0 };
  // The model decides, with the rules' findings among its features.
  for (const group of groups) {
    const model = trainOn(prepared.filter((p) => p.group !== group));
    const held = prepared.filter((p) => p.group === group);
    const line: string[] = [];
    THRESHOLDS.forEach(([withRule, withoutRule], k) => {
      let tp = 0,
        fn = 0,
        fp = 0,
        tn = 0;
      const m = { ...model, threshold: withRule, thresholdWithoutRule: withoutRule };
      for (const p of held) {
        const crisis = decide(m, p.analyses).verdict;
        count(p.label, crisis, (k) => (k === "tp" ? tp++ : k === "fn" ? fn++ : k === "fp" ? fp++ : tn++));
      }
      Object.assign(totals[k]!, {
        tp: totals[k]!.tp + tp,
        fn: totals[k]!.fn + fn,
        fp: totals[k]!.fp + fp,
        tn: totals[k]!.tn + tn,
      });
      if (withRule === THRESHOLD.withRule && withoutRule === THRESHOLD.withoutRule)
        line.push(`recall ${(tp / (tp + fn)).toFixed(3)}  false alarms ${(fp / (fp + tn)).toFixed(3)}`);
    });
    for (const p of held) count(p.label, p.ruled, (k) => rulesOnly[k]++);
    console.log(`${group.padEnd(4)} (${held.length}) ${line.join("  ")}`);
  }
  const fmt = (c: { tp: number; fn: number; fp: number; tn: number }) =>
    `recall ${(c.tp / (c.tp + c.fn)).toFixed(3)}  false alarms ${(c.fp / (c.fp + c.tn)).toFixed(3)}`;
  console.log(`rules alone: ${fmt(rulesOnly)}`);
  THRESHOLDS.forEach(([a, b], k) => console.log(`model ≥ ${a} with a rule, ≥ ${b} without: ${fmt(totals[k]!)}`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prepared = prepare(learnableItems());
  if (process.argv.includes("--evaluate")) evaluate(prepared);
  else {
    const model = trainOn(prepared);
    model.threshold = THRESHOLD.withRule;
    model.thresholdWithoutRule = THRESHOLD.withoutRule;
    const out = fileURLToPath(new URL("../src/server/features/safety/model-weights.json", import.meta.url));
    // Written as Prettier formats it, so the format check passes without a second step.
    writeFileSync(out, `${JSON.stringify(storeModel(model), null, 2)}\n`);
    console.log(
      `trained on ${prepared.length} messages, thresholds ${model.threshold} / ${model.thresholdWithoutRule}, written to ${out}`,
    );
  }
}
