import type { SentenceView } from "./sentence-view";

/**
 * The crisis rules of the level "self-harm": cutting, burning, hitting oneself, starving as
 * punishment (selfHarm), and an eating disorder (starving), said of the writer. Each reads one
 * sentence (SentenceView); rules.ts lists them with their names and levels.
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
  const acts = v
    .unnegated("SH")
    .filter((a) => v.subjectOf(a) !== "person" && v.subjectOf(a) !== "thing")
    // "bevor ich mich wieder drücke": shirking, unless something is pressed out on the skin ("drücke … aus").
    .filter(
      (a) =>
        v.word(a) !== "druecke" ||
        !v.within("ME", a, 3) ||
        v.has("BODY", "PAIN", "INJURY", "UNTIL", "BLOOD") ||
        v.sentence.tokens.slice(a + 1).some((t) => t.w === "aus"),
    );
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

/** Making oneself sick after meals ("kotze nach jedem Essen", "making myself sick after every meal"); words folded as the tagger folds them ("esen", "diner"). */
const PURGE =
  /\b(kotz\w*|erbrech\w*|uebergeb\w*|make myself sick|making myself sick|made myself sick|throw up|throwing up|threw up|puke|puking|finger in den hals)\b(?: \w+){0,3} (nach jedem|nach dem|nach alem|after every|after each|after eating|after i eat|after meals|absichtlich|on purpose|mit absicht)\b|\b(nach jedem esen|after every meal|after each meal)\b(?: \w+){0,4} (kotz\w*|erbrech\w*|sick|throw up|puke)\b/;
/** Days without food, or meals skipped again: "seit 4 Tagen fast nix", "only water since monday", "skip dinner again". */
const STARVE_DAYS =
  /\b(seit|for|since)\b(?: \w+){0,2} (tagen|tage|days|wochen|weks|montag|monday|dienstag|tuesday)\b(?: \w+){0,5} (nix|nichts|nothing|kaum|barely|nur waser|nur kafe|only water|just water|just cofe|only cofe)\b|\b(skip|skiping|skiped|aufgehoert|stoped)\b(?: \w+){0,2} (diner|lunch|breakfast|meals|eating|zu esen|abendesen|mitagesen)\b(?: \w+){0,2} (again|third|wieder)\b/;
/** A day's food held under a starvation limit, aimed for: "will unter 400 Kalorien", "trying to get under 500 a day". */
const CALORIE_LIMIT =
  /\b(unter|under|below|max|maximal|hoechstens)\b (\d{2,3}) (kalorien |kcal |calories |cal )?(am tag|pro tag|a day|per day|taeglich|daily)\b|\b(unter|under|below)\b (\d{2,3}) (kalorien|kcal|calories)\b/;
const CALORIE_WORD = /\b(kalorien|kcal|calories|cal)\b/;
const AIMED_FOR = /\b(wil|want|wana|trying|try|ziel|goal|schafen|schafe|get|bleib\w*|stay|muss|must)\b/;
/** Laxatives taken night after night or beyond the dose: "I take laxatives most nights", "Abführmittel jeden Abend". */
const LAXATIVES =
  /\b(laxative|laxatives|abfuehrmit\w*|abfuehrte\w*)\b(?: \w+){0,6} (most|every|jeden|jede|taeglich|daily|more than|mehr als|nights|abend)\b|\b(most|every|jeden|jede) (nights|night|abend|tag|day)\b(?: \w+){0,4} (laxative|laxatives|abfuehrmit\w*)\b/;
/** What makes not eating a harm done on purpose and not an illness or a fast: control, pride, never enough. */
const STARVE_WHY =
  /\b(kontrole|control|stolz|proud|nicht genug|not enough|kilo|kilos|kg|abnehmen|weniger|fet|fat|haeslich\w*|ugly|jeans|schwindlig|dizy|niemand merkt|nobody notices|thinks i eat|denkt ich es)\b/;
/** Fasting, illness or a doctor's order: not eating for a reason. */
const NOT_STARVING =
  /\b(fasten|faste|fasting|ramadan|heilfasten|magen|darm|gripe|covid|op|operation|surgery|arzt|doctor|zahn|tooth|flu)\b/;

/** An eating disorder as harm to oneself: purging after meals, laxatives, or days of starving for control. */
export function starving(v: SentenceView): boolean {
  if (v.aboutOthers || v.has("MEDIA")) return false;
  const text = v.sentence.tokens.map((t) => t.w).join(" ");
  if (NOT_STARVING.test(text)) return false;
  return (
    PURGE.test(text) ||
    LAXATIVES.test(text) ||
    (CALORIE_LIMIT.test(text) && CALORIE_WORD.test(text) && AIMED_FOR.test(text)) ||
    (STARVE_DAYS.test(text) && STARVE_WHY.test(text))
  );
}
