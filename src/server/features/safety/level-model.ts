import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import { eachStoredWeight, storeModel, type CrisisModel, type StoredModel } from "./model";

/**
 * Which help a crisis needs when only the crisis model read it (no rule named a level): one logistic model per
 * level, each against the rest, trained on the labelled crises (scripts/train-crisis-model.ts). Before it, the
 * level came from the message's concepts and fell back to suicide, so threats against someone else, violence
 * suffered and acute danger were named suicidal (docs/decisions/035-graded-safety.md).
 *
 * The weights are kept sparse (a map of the non-zero ones): five dense arrays of 2^20 would take 20 MB.
 */
export type StoredLevelModel = Record<RiskLevel, StoredModel>;

interface SparseModel {
  bias: number;
  weights: Map<number, number>;
}

export type LevelModel = Record<RiskLevel, SparseModel>;

export function loadLevelModel(stored: StoredLevelModel): LevelModel {
  const sparse = (s: StoredModel): SparseModel => {
    const weights = new Map<number, number>();
    eachStoredWeight(s, (at, w) => weights.set(at, w));
    return { bias: s.bias, weights };
  };
  return Object.fromEntries(RISK_LEVELS.map((l) => [l, sparse(stored[l])])) as LevelModel;
}

export function storeLevelModel(models: Record<RiskLevel, CrisisModel>): StoredLevelModel {
  return Object.fromEntries(RISK_LEVELS.map((l) => [l, storeModel(models[l])])) as StoredLevelModel;
}

/** The level whose model scores the features highest (the logits, so no exponent is needed). */
export function levelOf(model: LevelModel, features: readonly number[]): RiskLevel {
  let best: RiskLevel = "suicidal";
  let bestScore = -Infinity;
  for (const level of RISK_LEVELS) {
    const m = model[level];
    let z = m.bias;
    for (const f of features) z += m.weights.get(f) ?? 0;
    if (z > bestScore) {
      bestScore = z;
      best = level;
    }
  }
  return best;
}
