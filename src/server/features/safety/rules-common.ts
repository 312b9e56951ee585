import type { Concept } from "./lexicon";
import type { SentenceView } from "./sentence-view";

/**
 * What several crisis rules share: the means of suicide or self-harm, a number in the sentence,
 * the end of a separable German verb ("bring … um"), and the act of killing aimed at the writer
 * (actOnSelf), which the suicidal rules read as the writer's own and the violence rules as a threat.
 */

/** Means of suicide or self-harm. */
export const MEANS: Concept[] = ["PILLS", "POISON", "ROPE", "BLADE", "GUN", "HEIGHT", "TRAIN"];

export function hasNumberAtLeast(v: SentenceView, min: number): boolean {
  return v.sentence.tokens.some((t) => t.number !== undefined && t.number >= min);
}

/** "um" that ends the separable verb ("bring mich um"), not "um 8" or "um zu". */
export function endsVerb(v: SentenceView, u: number): boolean {
  const next = v.word(u + 1);
  return (
    v.sentence.tokens[u]!.clauseEnd || next === "" || /^(wen|wenn|und|weil|fals|dan|dann|sobald|ich|das|den|if|and)$/.test(next)
  );
}

/** "ich bring mich um", "mich umbringen", "kill myself", "mir etwas antun": the act aimed at the writer, by the writer. */
export function actOnSelf(v: SentenceView): number | undefined {
  for (const k of v.unnegated("KILL")) {
    if (v.within("ME", k, 4) || /myself|mich/.test(v.word(k))) return k;
    // "I want to die", not "kill": handled elsewhere. A bare "kms" or "unalive" is about oneself.
    if (/^(kms|unalive|ctb)/.test(v.word(k))) return k;
  }
  for (const b of v.at("BRING")) {
    if (v.negated(b)) continue;
    const me = v.at("ME").some((m) => m > b && m - b <= 3);
    const um = v.at("UM").some((u) => u > b && u - b <= 7 && endsVerb(v, u));
    if (me && um) return b;
  }
  for (const t of v.at("TUN")) {
    const me = v.at("ME").some((m) => m > t && m - t <= 2);
    const something = v.at("SOMETHING").some((s) => s > t && s - t <= 4 && !/^(nichts|nix|nothing)$/.test(v.word(s)));
    const an = v.at("AN").some((a) => a > t && a - t <= 6) || /antu/.test(v.word(t));
    if (me && something && an && !v.negated(t)) return t;
  }
  for (const h of v.unnegated("HURT"))
    if (/^(antu|anzutu|angetan)/.test(v.word(h)) && v.within("ME", h, 4) && v.has("SOMETHING")) return h;
  return undefined;
}
