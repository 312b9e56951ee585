import type { Concept } from "./lexicon";
import type { NormalizedText } from "./normalize";
import type { TaggedSentence } from "./tagger";

/**
 * A small statistical model on top of the rules: logistic regression over
 * hashed features of a message (its words and word pairs, the lexicon's
 * concepts and their pairs within a sentence, words of other scripts, and
 * which rules fired). It weighs the rules' findings against the context the
 * rules do not combine ("Werther", "Prüfung", "als Kind") and catches
 * wordings no rule covers. Trained deterministically from the labelled
 * messages in tests/fixtures/crisis by scripts/train-crisis-model.ts; the
 * weights are committed. Character n-grams were tried and left out: on
 * writers the model had not seen they raised false alarms more than recall
 * (docs/decisions/017-crisis-detection.md).
 */

/**
 * Features are hashed into 2^HASH_BITS weights. 2^20: with 2^16 the hundred
 * thousand features of the training messages shared buckets, and a rare word
 * of another language took the weight of a common German one.
 */
export const HASH_BITS = 20;
const MASK = (1 << HASH_BITS) - 1;

/** 32-bit FNV-1a of a string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Concepts for the rules and the grading only, not yet features: no training round has seen them, and a new
 * feature would take whatever weight shares its bucket.
 */
const RULES_ONLY: ReadonlySet<Concept> = new Set<Concept>(["ESTATE", "LATELIFE", "MENACE"]);

/** The distinct feature indices of a message. */
export function featureIndices(
  normalized: NormalizedText,
  tagged: TaggedSentence[],
  rules: readonly string[],
  extra: readonly string[] = [],
): number[] {
  const out = new Set<number>();
  const add = (f: string) => out.add(hash(f) & MASK);
  for (const { tokens, tags } of tagged) {
    const concepts = new Set<Concept>();
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.number === undefined ? tokens[i]!.w : "#";
      add(`w:${w}`);
      if (i > 0) add(`b:${tokens[i - 1]!.number === undefined ? tokens[i - 1]!.w : "#"} ${w}`);
      for (const c of tags[i]!) {
        if (RULES_ONLY.has(c)) continue;
        concepts.add(c);
        add(`t:${c}`);
      }
    }
    const list = [...concepts].sort();
    for (let a = 0; a < list.length; a++) for (let b = a + 1; b < list.length; b++) add(`p:${list[a]}|${list[b]}`);
  }
  // Words of other scripts (Cyrillic, Arabic) the tokens above fold away.
  for (const word of normalized.plain.trim().split(" "))
    if (/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(word)) add(`o:${word}`);
  for (const r of rules) add(`r:${r}`);
  for (const x of extra) add(x);
  return [...out];
}

export interface CrisisModel {
  bias: number;
  weights: Float32Array;
  /** Probability from which a message counts as a crisis when a rule found one. */
  threshold: number;
  /** Probability from which a message counts as a crisis when no rule did. */
  thresholdWithoutRule: number;
}

export function probability(model: CrisisModel, features: readonly number[]): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f]!;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Weights as committed: int16 quantised with a scale, and only those that are
 * not zero (most of the 2^HASH_BITS never meet a feature): their positions as
 * gaps from the previous one in LEB128 bytes, their values as little-endian
 * int16, each base64.
 */
export interface StoredModel {
  hashBits: number;
  bias: number;
  scale: number;
  threshold: number;
  thresholdWithoutRule: number;
  /** base64 of the gaps between the positions of the non-zero weights, LEB128. */
  indices: string;
  /** base64 of little-endian int16 weights × scale, one per position. */
  weights: string;
}

/** Each non-zero weight of a stored model, with its position. */
export function eachStoredWeight(stored: StoredModel, visit: (position: number, weight: number) => void): void {
  if (stored.hashBits !== HASH_BITS)
    throw new Error(`crisis model has ${stored.hashBits} hash bits, the code ${HASH_BITS}: retrain it`);
  const gaps = Buffer.from(stored.indices, "base64");
  const bytes = Buffer.from(stored.weights, "base64");
  const ints = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  let at = -1;
  let k = 0;
  for (let i = 0; i < gaps.length;) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      const b = gaps[i++]!;
      gap += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
    }
    at += gap;
    visit(at, ints[k++]! / stored.scale);
  }
}

export function loadModel(stored: StoredModel): CrisisModel {
  const weights = new Float32Array(1 << HASH_BITS);
  eachStoredWeight(stored, (at, w) => {
    weights[at] = w;
  });
  return { bias: stored.bias, weights, threshold: stored.threshold, thresholdWithoutRule: stored.thresholdWithoutRule };
}

export function storeModel(model: CrisisModel): StoredModel {
  let max = 0;
  for (const w of model.weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? 32767 / max : 1;
  const gaps: number[] = [];
  const values: number[] = [];
  let last = -1;
  for (let i = 0; i < model.weights.length; i++) {
    const q = Math.round(model.weights[i]! * scale);
    if (q === 0) continue;
    for (let gap = i - last; ; gap >>>= 7) {
      if (gap < 0x80) {
        gaps.push(gap);
        break;
      }
      gaps.push((gap & 0x7f) | 0x80);
    }
    values.push(q);
    last = i;
  }
  return {
    hashBits: HASH_BITS,
    bias: Math.round(model.bias * 1e6) / 1e6,
    scale: Math.round(scale * 1e6) / 1e6,
    threshold: model.threshold,
    thresholdWithoutRule: model.thresholdWithoutRule,
    indices: Buffer.from(gaps).toString("base64"),
    weights: Buffer.from(new Int16Array(values).buffer).toString("base64"),
  };
}

export interface TrainingExample {
  features: number[];
  label: 0 | 1;
  /** How much this example counts (default 1; the positive weight multiplies it for crises). */
  weight?: number;
}

/** A seeded generator, so training gives the same weights every time. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TrainOptions {
  epochs?: number;
  /** L2 penalty per example step. */
  l2?: number;
  learningRate?: number;
  /** Weight of a crisis example against a harmless one (missing a crisis costs more). */
  positiveWeight?: number;
  seed?: number;
}

/** Logistic regression by AdaGrad, deterministic for the same examples and options. */
export function train(examples: readonly TrainingExample[], options: TrainOptions = {}): CrisisModel {
  const epochs = options.epochs ?? 20;
  const l2 = options.l2 ?? 1e-4;
  const lr = options.learningRate ?? 0.2;
  const posWeight = options.positiveWeight ?? 1.5;
  const weights = new Float32Array(1 << HASH_BITS);
  const g2 = new Float32Array(1 << HASH_BITS).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const random = mulberry32(options.seed ?? 20261123);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const ex = examples[idx]!;
      let z = bias;
      for (const f of ex.features) z += weights[f]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - ex.label) * (ex.label === 1 ? posWeight : 1) * (ex.weight ?? 1);
      for (const f of ex.features) {
        const grad = g + l2 * weights[f]!;
        g2[f]! += grad * grad;
        weights[f]! -= (lr * grad) / Math.sqrt(g2[f]!);
      }
      biasG2 += g * g;
      bias -= (lr * g) / Math.sqrt(biasG2);
    }
  }
  return { bias, weights, threshold: 0.5, thresholdWithoutRule: 0.5 };
}
