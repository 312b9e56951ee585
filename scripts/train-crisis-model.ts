/**
 * Trains the crisis check's two statistical models (src/server/features/safety/model.ts)
 * on the labelled messages the check may learn from: the tuning part of the
 * crisis corpus, the training messages (tests/fixtures/crisis/), and the
 * tuning parts of the everyday corpus (tests/fixtures/everyday/) and of the
 * graded sets (tests/fixtures/crisis-grades/). Held-out and blind parts are
 * never read here.
 *
 * - the crisis model: is this a crisis of the writer, now?
 * - the model of concern for someone else: is the person at risk someone
 *   other than the writer?
 *
 *   npx tsx scripts/train-crisis-model.ts            train, write both weight files
 *   npx tsx scripts/train-crisis-model.ts --evaluate leave one writer out: how the check does on a writer it never saw
 *
 * Deterministic: the same messages give the same weights (seeded shuffle).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCorpus, loadGradedTraining, loadTraining, type CorpusItem } from "../tests/fixtures/crisis/corpus";
import { loadGradedItems, selfLevel } from "../tests/fixtures/crisis-grades/grades";
import { loadEverydayConversations, loadEverydayMessages } from "../tests/fixtures/everyday/everyday";
import {
  analyseConversation,
  setModel,
  UNSURE_TOPIC,
  SENTENCE_BAR,
  type MessageAnalysis,
} from "../src/server/features/safety/detector";
import { gradeAnalyses } from "../src/server/features/safety/grade";
import { storeLevelModel } from "../src/server/features/safety/level-model";
import { storeModel, train, type CrisisModel, type TrainingExample } from "../src/server/features/safety/model";
import { RISK_LEVELS, type RiskLevel } from "../src/shared/safety";

/** Chosen by leaving one writer out at a time (--evaluate); see docs/decisions/017-crisis-detection.md. */
export const TRAIN_OPTIONS = { epochs: 10, l2: 3e-2, learningRate: 0.05, positiveWeight: 1.5 } as const;
/**
 * The probability from which a conversation counts as a crisis (a rule's finding is one of the model's features).
 * 0.55 was tried in the seventeenth round: leaving one writer out it cost 2 ordinary messages in 1,000, but on eight
 * writers the check had never met it cost 8 (docs/decisions/035-graded-safety.md).
 */
export const THRESHOLD = { withRule: 0.6, withoutRule: 0.6 } as const;
/**
 * The topic model: from `THRESHOLD` a text is about what crises are made of and has a reason to be judged
 * (docs/decisions/035-graded-safety.md). Ordinary coaching messages count twice as much in its training.
 */
export const TOPIC_THRESHOLD = 0.5;
export const TOPIC_TRAIN_OPTIONS = { epochs: 10, l2: 3e-2, learningRate: 0.05, positiveWeight: 1 } as const;
const TOPIC_ORDINARY_WEIGHT = 2;
/**
 * The model of concern for someone else: from `concern` a message with a reason is about someone
 * else in danger; from `override` even a message the crisis model flagged. The same bar for both:
 * leaving one writer out, 0.7 guided 0.815 of the worries about others, 0.6 guides 0.822 and takes one
 * crisis in a thousand more for someone else's (docs/decisions/035-graded-safety.md).
 */
export const OTHER_THRESHOLD = { concern: 0.6, override: 0.6 } as const;
export const OTHER_TRAIN_OPTIONS = { epochs: 10, l2: 1e-2, learningRate: 0.05, positiveWeight: 1 } as const;
/** The level models: one per level against the other levels, on the labelled crises (level-model.ts). */
export const LEVEL_TRAIN_OPTIONS = { epochs: 10, l2: 1e-2, learningRate: 0.05, positiveWeight: 1 } as const;
/** Kinds of harmless messages that are ordinary coaching talk, not talk about what crises are made of. */
const ORDINARY_KINDS = new Set(["everyday", "ordinary", "work", "exhaustion", "grief"]);

interface Prepared {
  group: string;
  label: 0 | 1;
  /** The level of a crisis, "none" for the rest. */
  level: RiskLevel | "none";
  /** The message is about someone else in danger (the second model's label). */
  other: 0 | 1;
  /** The item says whether it is about someone else in danger (the graded sets and their training files). */
  otherKnown: boolean;
  /** An everyday message (the realistic traffic the false alarms are counted on). */
  everyday: boolean;
  /** Ordinary coaching talk, without anything a crisis is made of (the topic model's negatives). */
  ordinary: boolean;
  /** The turns as the check reads them. */
  turns: string[];
  /** Rules fired on the turns read together or on the newest one, as the chat route checks. */
  ruled: boolean;
  /** Each analysed text (the recent turns together, the newest alone), as the chat route checks them. */
  analyses: MessageAnalysis[];
  /** Features of the recent turns together, for training. */
  training: number[];
  /** A copy with a sentence saying who writes (counted apart, never trained on). */
  introduced: boolean;
  /** Only the crisis model learns from it (tests/fixtures/crisis/corpus.ts, loadGradedTraining). */
  crisisModelOnly: boolean;
}

type Learnable = CorpusItem;

/** The examples the models may learn from: never a held-out or blind part. */
export function learnableItems(): Learnable[] {
  const everyday: Learnable[] = loadEverydayMessages("tune").map((m) => ({
    id: m.id,
    split: "tune",
    lang: m.lang,
    label: "none",
    kind: `everyday-${m.topic}`,
    text: m.text,
    everyday: true,
  }));
  // Every stage of an everyday conversation, as the check reads it turn by turn.
  const conversations: Learnable[] = loadEverydayConversations("tune").flatMap((c) =>
    c.turns.map((text, i) => ({
      id: `${c.id}-${i}`,
      split: "tune" as const,
      lang: c.lang,
      label: "none" as const,
      kind: `everyday-${c.topic}`,
      text,
      history: c.turns.slice(0, i),
      everyday: true,
    })),
  );
  const graded: Learnable[] = loadGradedItems("tune").map((g) => ({
    id: g.id,
    split: "tune",
    lang: g.lang,
    label: g.label === "self" ? selfLevel(g) : "none",
    kind: `graded-${g.label}`,
    text: g.text,
    history: g.history,
    other: g.label === "other",
  }));
  return [
    ...loadCorpus().filter((i) => i.split === "tune"),
    ...loadTraining(),
    ...loadGradedTraining(),
    ...everyday,
    ...conversations,
    ...graded,
  ];
}

const INTRODUCTIONS = JSON.parse(
  readFileSync(fileURLToPath(new URL("../tests/fixtures/crisis/introductions.json", import.meta.url)), "utf8"),
) as Record<"de" | "en", string[]>;

/** A seeded generator, so the same messages give the same copies. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * For the evaluation only: each single message again, with a sentence that says who is writing before or
 * after it ("Ich heiße Jonas, meine Nummer ist …"). Counted apart, never trained on: an introduction must
 * not talk a crisis down (docs/decisions/035-graded-safety.md).
 */
function introducedCopies(items: Learnable[]): Learnable[] {
  const random = seeded(29);
  return items.flatMap((item) => {
    if (item.history?.length || (item.lang !== "de" && item.lang !== "en")) return [];
    const sentences = INTRODUCTIONS[item.lang];
    const sentence = sentences[Math.floor(random() * sentences.length)]!;
    const text = random() < 0.6 ? `${sentence} ${item.text}` : `${item.text} ${sentence}`;
    return [{ ...item, id: `${item.id}~introduced`, text }];
  });
}

export function prepare(items: Learnable[]): Prepared[] {
  // Rules only while reading the messages: the features must not depend on a previous model.
  const previous = setModel(undefined);
  try {
    return items.map((item) => prepareOne(item));
  } finally {
    setModel(previous);
  }
}

function prepareOne(item: Learnable): Prepared {
  const hint = item.lang === "en" ? "en" : "de";
  const turns = [...(item.history ?? []), item.text];
  const analyses = analyseConversation(turns, hint);
  return {
    group: item.id.split("~")[0]!.split("-")[0]!,
    label: item.label === "none" ? 0 : 1,
    level: item.label,
    other: item.other ? 1 : 0,
    otherKnown:
      item.kind.startsWith("graded-") || /^(other-danger|third-party-harmless|own-crisis|past|explained)$/.test(item.kind),
    everyday: item.everyday === true,
    ordinary: item.label === "none" && (item.everyday === true || ORDINARY_KINDS.has(item.kind)),
    turns,
    ruled: analyses.some((a) => a.hits.length > 0),
    analyses,
    training: analyses[0]!.features,
    introduced: item.id.endsWith("~introduced"),
    crisisModelOnly: item.crisisModelOnly === true,
  };
}

export function trainOn(prepared: Prepared[]): CrisisModel {
  const examples: TrainingExample[] = prepared.map((p) => ({ features: p.training, label: p.label }));
  return train(examples, TRAIN_OPTIONS);
}

/** The topic model: is the text about what crises are made of (crises and the hard harmless messages), or ordinary talk? */
export function trainTopic(prepared: Prepared[]): CrisisModel {
  const examples: TrainingExample[] = prepared
    .filter((p) => !p.crisisModelOnly)
    .map((p) => ({
      features: p.training,
      label: p.ordinary ? 0 : 1,
      weight: p.ordinary ? TOPIC_ORDINARY_WEIGHT : 1,
    }));
  const model = train(examples, TOPIC_TRAIN_OPTIONS);
  model.threshold = TOPIC_THRESHOLD;
  model.thresholdWithoutRule = TOPIC_THRESHOLD;
  return model;
}

/**
 * The model of concern for someone else, with its thresholds: someone else in danger against the
 * writer's own crises and harmless talk about others, the two sides weighed equally. Ordinary talk
 * never reaches it (the topic model's bar is high for it), and the older harmless sets are left out:
 * they file worry about others in danger and harmless stories under one label.
 */
export function trainOther(prepared: Prepared[]): CrisisModel {
  // The older harmless sets mix talk about others in danger with harmless stories under one label: left out.
  const pool = prepared.filter((p) => (p.otherKnown || p.label === 1) && !p.crisisModelOnly);
  const positives = pool.filter((p) => p.other).length;
  const balance = positives > 0 ? (pool.length - positives) / positives : 1;
  const examples: TrainingExample[] = pool.map((p) => ({ features: p.training, label: p.other }));
  const model = train(examples, { ...OTHER_TRAIN_OPTIONS, positiveWeight: balance * OTHER_TRAIN_OPTIONS.positiveWeight });
  model.threshold = OTHER_THRESHOLD.concern;
  model.thresholdWithoutRule = OTHER_THRESHOLD.override;
  return model;
}

/** The level models: which level a crisis has, each level against the others, on the labelled crises. */
export function trainLevels(prepared: Prepared[]): Record<RiskLevel, CrisisModel> {
  const crises = prepared.filter((p) => p.level !== "none" && !p.introduced);
  return Object.fromEntries(
    RISK_LEVELS.map((level) => [
      level,
      train(
        crises.map((p) => ({ features: p.training, label: p.level === level ? 1 : 0 })),
        LEVEL_TRAIN_OPTIONS,
      ),
    ]),
  ) as Record<RiskLevel, CrisisModel>;
}

interface Tally {
  crises: number;
  crisis: number;
  asked: number;
  harmless: number;
  harmlessCrisis: number;
  everyday: number;
  everydayCrisis: number;
  everydayAsked: number;
  everydayOther: number;
  /** Conversations (stages with earlier turns), and those among them with a crisis answer. */
  stages: number;
  stageCrisis: number;
  others: number;
  otherGuided: number;
  crisisAsOther: number;
  /** Crises and everyday messages with an introduction, and their crisis answers (and questions). */
  introducedCrises: number;
  introducedCrisis: number;
  introducedAsked: number;
  introducedEveryday: number;
  introducedEverydayCrisis: number;
}
const tally = (): Tally => ({
  crises: 0,
  crisis: 0,
  asked: 0,
  harmless: 0,
  harmlessCrisis: 0,
  everyday: 0,
  everydayCrisis: 0,
  everydayAsked: 0,
  everydayOther: 0,
  stages: 0,
  stageCrisis: 0,
  others: 0,
  otherGuided: 0,
  crisisAsOther: 0,
  introducedCrises: 0,
  introducedCrisis: 0,
  introducedAsked: 0,
  introducedEveryday: 0,
  introducedEverydayCrisis: 0,
});
const rate = (a: number, n: number) => (n === 0 ? "–" : (a / n).toFixed(3));

/**
 * Operating points the evaluation compares: crisis thresholds, the topic threshold, the concern
 * threshold, and optionally where the topic model is unsure, the topic from which and the crisis bar
 * from which the crisis model still decides, optionally the concern bar where a firm rule fired (null: the
 * check's), and optionally the bar of a sentence read alone (absent or null: not read alone)
 * (GRID='[[0.5,0.6,0.5,0.35],[0.6,0.6,0.5,0.35,0.35,0.7,null,0.9],…]' replaces the list; WRITERS=s1,s2 leaves out only those writers: not GROUPS, a bash variable no
 * program ever receives). The first is the one the check uses.
 */
const GRID: {
  withRule: number;
  withoutRule: number;
  topic: number;
  concern: number;
  unsure?: { topic: number; bar: number };
  ruleConcern?: number;
  sentenceBar?: number;
}[] = process.env.GRID
  ? (JSON.parse(process.env.GRID) as number[][]).map(
      ([withRule, withoutRule, topic, concern, unsureTopic, unsureBar, ruleConcern, sentenceBar]) => ({
        withRule: withRule!,
        withoutRule: withoutRule!,
        topic: topic!,
        concern: concern!,
        unsure: unsureTopic === undefined ? undefined : { topic: unsureTopic, bar: unsureBar! },
        ruleConcern: ruleConcern ?? undefined,
        sentenceBar: sentenceBar ?? undefined,
      }),
    )
  : [
      { withRule: 0.6, withoutRule: 0.6, topic: 0.5, concern: 0.35, unsure: UNSURE_TOPIC, sentenceBar: SENTENCE_BAR },
      { withRule: 0.4, withoutRule: 0.6, topic: 0.5, concern: 0.35 },
      { withRule: 0.5, withoutRule: 0.6, topic: 0.5, concern: 0.35 },
      { withRule: 0.6, withoutRule: 0.6, topic: 0.5, concern: 0.35 },
      { withRule: 0.5, withoutRule: 0.7, topic: 0.5, concern: 0.35 },
      { withRule: 0.5, withoutRule: 0.6, topic: 0.3, concern: 0.35 },
      { withRule: 0.5, withoutRule: 0.6, topic: 0.7, concern: 0.35 },
      { withRule: 0.5, withoutRule: 0.6, topic: 0.5, concern: 0.3 },
      { withRule: 0.5, withoutRule: 0.6, topic: 0.5, concern: 0.5 },
    ];

/**
 * Leave one writer out: the three models trained without one writer, the graded check run on that
 * writer's messages, per operating point. Recall and the direct question on crises, crisis answers
 * on hard harmless and on everyday messages, guidance on concern for someone else.
 */
function evaluate(prepared: Prepared[]) {
  const only = process.env.WRITERS?.split(",");
  const groups = [...new Set(prepared.map((p) => p.group))].filter((g) => !only || only.includes(g));
  const totals = GRID.map(() => tally());
  for (const group of groups) {
    const rest = prepared.filter((p) => p.group !== group && !p.introduced);
    const crisis = trainOn(rest);
    const topic = trainTopic(rest);
    const other = trainOther(rest);
    for (const p of prepared.filter((q) => q.group === group)) {
      GRID.forEach((g, k) => {
        const grade = gradeAnalyses(p.analyses, p.turns, {
          crisis: { ...crisis, threshold: g.withRule, thresholdWithoutRule: g.withoutRule },
          topic: { ...topic, threshold: g.topic },
          unsure: g.unsure,
          other,
          concern: g.concern,
          ruleConcern: g.ruleConcern,
          sentenceBar: g.sentenceBar,
        }).grade;
        const t = totals[k]!;
        if (p.introduced) {
          if (p.label) {
            t.introducedCrises++;
            if (grade === "crisis") t.introducedCrisis++;
            if (grade === "concern") t.introducedAsked++;
          } else if (p.everyday) {
            t.introducedEveryday++;
            if (grade === "crisis") t.introducedEverydayCrisis++;
          }
          return;
        }
        if (p.label) {
          t.crises++;
          if (grade === "crisis") t.crisis++;
          if (grade === "concern") t.asked++;
          if (grade === "other") t.crisisAsOther++;
        } else if (p.everyday) {
          t.everyday++;
          if (grade === "crisis") t.everydayCrisis++;
          if (grade === "concern") t.everydayAsked++;
          if (grade === "other") t.everydayOther++;
          if (p.turns.length > 1) {
            t.stages++;
            if (grade === "crisis") t.stageCrisis++;
          }
        } else if (!p.other) {
          t.harmless++;
          if (grade === "crisis") t.harmlessCrisis++;
        }
        if (p.other) {
          t.others++;
          if (grade === "other") t.otherGuided++;
        }
      });
    }
    process.stdout.write(`${group} `);
  }
  console.log(
    "\nwith rule / without / topic / concern: recall (+question) | hard harmless | everyday crisis (question, someone else; of later turns) | someone else guided | crises taken for someone else | introduced: recall (+question), everyday crisis",
  );
  GRID.forEach((g, k) => {
    const t = totals[k]!;
    console.log(
      `${g.withRule} / ${g.withoutRule} / ${g.topic}${g.unsure ? ` (${g.unsure.topic} from ${g.unsure.bar})` : ""} / ${g.concern}${g.ruleConcern === undefined ? "" : ` (firm rule ${g.ruleConcern})`}${g.sentenceBar === undefined ? "" : ` (sentence ${g.sentenceBar})`}: ${rate(t.crisis, t.crises)} (${rate(t.crisis + t.asked, t.crises)}) | ${rate(t.harmlessCrisis, t.harmless)} | ${rate(t.everydayCrisis, t.everyday)} (${rate(t.everydayAsked, t.everyday)}, ${rate(t.everydayOther, t.everyday)}; ${rate(t.stageCrisis, t.stages)}) | ${rate(t.otherGuided, t.others)} | ${rate(t.crisisAsOther, t.crises)} | ${rate(t.introducedCrisis, t.introducedCrises)} (${rate(t.introducedCrisis + t.introducedAsked, t.introducedCrises)}), ${rate(t.introducedEverydayCrisis, t.introducedEveryday)}`,
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const learnable = learnableItems();
  const evaluating = process.argv.includes("--evaluate");
  const prepared = prepare(evaluating ? [...learnable, ...introducedCopies(learnable)] : learnable);
  if (evaluating) evaluate(prepared);
  else {
    const model = trainOn(prepared);
    model.threshold = THRESHOLD.withRule;
    model.thresholdWithoutRule = THRESHOLD.withoutRule;
    const dir = new URL("../src/server/features/safety/", import.meta.url);
    // Written as Prettier formats it, so the format check passes without a second step.
    const write = (file: string, stored: unknown) =>
      writeFileSync(fileURLToPath(new URL(file, dir)), `${JSON.stringify(stored, null, 2)}\n`);
    write("model-weights.json", storeModel(model));
    write("topic-model-weights.json", storeModel(trainTopic(prepared)));
    write("other-model-weights.json", storeModel(trainOther(prepared)));
    write("level-model-weights.json", storeLevelModel(trainLevels(prepared)));
    console.log(`trained on ${prepared.length} messages, thresholds ${model.threshold} / ${model.thresholdWithoutRule}`);
  }
}
