import type { RiskLevel } from "#shared/safety";
import { atHeight, bleeding, farewell, gasOn, ingested, ingestedMany } from "./rules-acute";
import { selfHarm, starving } from "./rules-self-harm";
import {
  asksMethod,
  burden,
  endsLife,
  insurance,
  jumpPlan,
  killsSelf,
  meansReady,
  methodQuestion,
  noLongerLive,
  sleepsForever,
  suicideWord,
  welcomesDeath,
  wishesDeath,
  wishesFate,
} from "./rules-suicidal";
import { harmsOthers, stalked, violenceSuffered } from "./rules-violence";
import type { SentenceView } from "./sentence-view";

export { SentenceView } from "./sentence-view";

/**
 * The crisis rules, all in one table: each rule's name, the risk level it recognises and the
 * function that reads a sentence for it (in rules-acute.ts, rules-suicidal.ts, rules-self-harm.ts
 * and rules-violence.ts, on the SentenceView of sentence-view.ts); which rules decide alone and
 * which may read two sentences as one; and whether a finding is imminent.
 */

/** A rule that recognised a risk, named for logs and tests (never shown). */
export interface RuleHit {
  level: RiskLevel;
  rule: string;
}

type Rule = [name: string, level: RiskLevel, fn: (v: SentenceView) => boolean];

const RULES: Rule[] = [
  ["ingested", "acute", ingested],
  ["ingested-many", "acute", ingestedMany],
  ["bleeding", "acute", bleeding],
  ["at-height", "acute", atHeight],
  ["farewell", "acute", farewell],
  ["gas-on", "acute", gasOn],
  ["kills-self", "suicidal", killsSelf],
  ["suicide-word", "suicidal", suicideWord],
  ["wishes-death", "suicidal", wishesDeath],
  ["no-longer-live", "suicidal", noLongerLive],
  ["burden", "suicidal", burden],
  ["ends-life", "suicidal", endsLife],
  ["sleeps-forever", "suicidal", sleepsForever],
  ["welcomes-death", "suicidal", welcomesDeath],
  ["wishes-fate", "suicidal", wishesFate],
  ["insurance", "suicidal", insurance],
  ["method-question", "suicidal", methodQuestion],
  ["asks-method", "suicidal", asksMethod],
  ["jump-plan", "suicidal", jumpPlan],
  ["means-ready", "suicidal", meansReady],
  ["self-harm", "self-harm", selfHarm],
  ["starving", "self-harm", starving],
  ["violence-suffered", "violence-suffered", violenceSuffered],
  ["stalked", "violence-suffered", stalked],
  ["harms-others", "harm-others", harmsOthers],
];

/**
 * Rules whose finding stands whatever the model says: a question how to kill oneself is never a
 * figure of speech, and a model trained on harmless questions ("Wie kann ich …?") must not outvote it;
 * nor are thirty pills swallowed, however calmly it is told ("… jetzt wird mir schlecht. War vielleicht
 * doch keine gute Idee?").
 */
export const DECISIVE_RULES: ReadonlySet<string> = new Set(["asks-method", "ingested-many"]);

/** Rules that may read two neighbouring sentences as one: the means in one, the time or amount in the next. */
const PAIR_RULES = new Set([
  "starving",
  "gas-on",
  "ingested",
  "ingested-many",
  "means-ready",
  "farewell",
  "at-height",
  "bleeding",
  "violence-suffered",
  "harms-others",
]);

/** Every rule that fires on one sentence (or, with `pair`, on two neighbouring sentences read as one). */
export function sentenceRisks(v: SentenceView, pair = false): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const [rule, level, fn] of RULES) if ((!pair || PAIR_RULES.has(rule)) && fn(v)) hits.push({ level, rule });
  return hits;
}

/** Violence happening right now ("er hämmert gerade gegen die Tür"): the emergency number first. */
export function violenceNow(v: SentenceView): boolean {
  return (
    v.has("DOOR") ||
    (v.has("NOW") &&
      v.at("NOW").some((n) => /^(gerade|grad|jetzt|jetz|now|rn|right now)$/.test(v.word(n))) &&
      v.has("HIT", "THREAT", "STALK", "GUN", "BLADE"))
  );
}

/** A time that makes a suicidal statement imminent ("heute Nacht", "jetzt", "tonight"), or "doing it" now. */
export function imminence(v: SentenceView): boolean {
  if (v.has("DOIT") && v.has("NOW")) return true;
  if (v.has("READY", "ARRANGED") && v.has("NOW", "ALREADY")) return true;
  return v.at("NOW").some((n) => {
    const w = v.word(n);
    if (/^(jetzt|jetz|now|rn|tonight|gleich|sofort|znacht|hinte|jetzad|jetza)$/.test(w)) return true;
    return /^(nacht|abend|night|evening)$/.test(w) && /^(heute|heut|hut|huet|this|diese)$/.test(v.word(n - 1));
  });
}
