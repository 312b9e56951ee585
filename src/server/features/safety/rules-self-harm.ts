import type { SentenceView } from "./sentence-view";

/**
 * The crisis rule of the level "self-harm": cutting, burning, hitting oneself, starving as
 * punishment, said of the writer. It reads one sentence (SentenceView); rules.ts lists it with its
 * name and level.
 */

/** Self-injury: cutting, burning, hitting oneself, starving as punishment. */
export function selfHarm(v: SentenceView): boolean {
  if (v.has("ACCIDENT", "LAUGH", "MEDIA") || v.aboutOthers) return false;
  const strong = v.unnegated("SH_STRONG").filter((i) => v.subjectOf(i) !== "person");
  if (strong.length > 0 && !(v.has("SICH") && !v.has("ME")))
    return v.has("I", "ME", "MY", "WANT", "NOW", "AGAIN", "RELIEF") || v.length <= 5;
  if (v.has("PUNISH") && v.has("I", "ME") && (v.has("STARVE", "PAIN") || (v.has("EAT") && v.has("NEG", "WITHOUT")))) return true;
  // Long sleeves so nobody sees the fresh cuts.
  if (
    v.has("HIDE") &&
    (v.has("SH_STRONG") || v.at("SH").some((a) => /schnit|cut|narb|scar|wund/.test(v.word(a))) || v.has("BLOOD"))
  )
    return true;
  const acts = v.unnegated("SH").filter((a) => v.subjectOf(a) !== "person" && v.subjectOf(a) !== "thing");
  const anyAct = acts.length > 0;
  if (v.has("PUNISH") && anyAct && v.has("I", "ME")) return true;
  if (v.has("RELIEF") && (anyAct || v.has("BLADE", "PAIN")) && v.self && !v.has("ACTIVITY", "ROUTINE")) return true;
  if (!anyAct && !v.has("BLADE")) return false;
  if (v.has("ACTIVITY", "ROUTINE", "GAME")) return false;
  const onMe = acts.some((a) => v.within("ME", a, 5)) || v.near("MY", "BODY", 2) || v.near("ME", "BODY", 6);
  // "bis es blutet", "until there are bald patches".
  if (v.has("UNTIL") && v.has("BLOOD", "PAIN", "SEVERE", "BODY") && (onMe || v.has("I")) && v.unnegated("SH").length > 0)
    return true;
  if (v.has("DELIBERATE") && v.has("BODY", "ME")) return true;
  if (v.has("BLADE") && v.has("BODY") && (v.has("ME", "MY", "I") || v.has("BLOOD"))) return true;
  if (
    v.has("AGAIN") &&
    (v.has("I") || v.at("AGAIN").some((a) => /clean|sauber/.test(v.word(a)))) &&
    acts.some((a) => /^(cut|cuting|cuts|ritz|schneid|burn|buring|started)/.test(v.word(a)))
  )
    return true;
  if (!onMe || !anyAct) return false;
  const hurtSelf = acts.some((a) => /^(wehtu|weh tu|hurt|harm|verletz)/.test(v.word(a)));
  return (
    hurtSelf || v.has("BODY", "BLOOD", "BLADE", "PAIN") || v.at("ME").some((m) => /myself|mich|selber|selbst/.test(v.word(m)))
  );
}
