import type { RiskLevel } from "#shared/safety";
import type { Concept } from "./lexicon";
import { analyseConversation, decideAnalyses, hasReason, loadedModels, type CheckModels, type MessageAnalysis } from "./detector";
import { loadModel, probability, type CrisisModel } from "./model";
import storedOther from "./other-model-weights.json";
import { NO_GRADE, type Grade } from "./protocol";
import type { MessageLang } from "./tagger";
import { cannotBeReached } from "./unreachable";
import { barelyGivingUp, DISAPPEAR_FOR_A_WHILE, EVERYDAY_READINGS, FOR_GOOD, SMALL_CHILD_HITS } from "./phrase-readings";
import { victimHurtNow, writerHarmsSomeone, writerIsTarget } from "./writer-as-target";

/**
 * The graded crisis check: on top of the crisis check's verdict (detector.ts)
 * it tells a crisis of the visitor from concern for someone else, a crisis
 * stated as long over and a message that is worrying without being one.
 * docs/decisions/035-graded-safety.md has the design and its figures.
 *
 * - crisis: the crisis model's verdict on the texts that have a reason to be
 *   judged (a rule fired, or the topic model says the text is about what
 *   crises are made of). Firm when a rule read an explicit statement of
 *   suicidal thoughts, self-harm or violence; soft when only a place, a thing
 *   at hand or the model's reading says so ("Ich stehe auf der Brücke").
 * - other: a third model, trained on worry about someone else in danger
 *   against the writers' own crises, on texts the topic model is sure about.
 * - past: a crisis word with a time long ago or being well today, and no
 *   verdict for today.
 * - concern: a reason and the crisis model's probability above the concern
 *   threshold, below the crisis verdict.
 */

/** The loaded model of concern for someone else; training evaluates others through gradeAnalyses. */
const otherModel: CrisisModel = loadModel(storedOther);

/** The topic model's probability from which a text may be judged as worry about someone else in danger: a higher bar than for a crisis, since ordinary talk about others is common. */
const OTHER_TOPIC_THRESHOLD = 0.7;

/**
 * Where the topic model is surer still that a text is about danger, the model of concern for someone else
 * decides from a lower bar (SURE_OTHER_THRESHOLD), though never against a crisis verdict. Leaving one writer out,
 * someone else guided 0.823 → 0.850; ordinary messages guided as worry about others 35 → 38 of 2,654
 * (docs/decisions/035-graded-safety.md).
 */
const SURE_TOPIC_THRESHOLD = 0.9;
const SURE_OTHER_THRESHOLD = 0.5;

/**
 * The topic model's probability from which a message the crisis model reads as a crisis gets the direct question,
 * though it falls short of the topic model's bar for a reason. On eight writers the check had not learned from, 11
 * more of their 640 own crises were asked, and 6 more of their 1,220 ordinary lines (docs/decisions/035-graded-safety.md).
 */
const UNSURE_TOPIC_THRESHOLD = 0.3;

/** The crisis model's probability from which a message with a reason gets the direct question. */
export const CONCERN_THRESHOLD = 0.35;

/**
 * The same where a rule read an explicit statement (a firm rule): on the tuning part, the ordinary messages a
 * firm rule misreads score at most 0.08, short statements with the subject left out ("Bin 15 und will sterben")
 * from 0.24.
 */
export const RULE_CONCERN_THRESHOLD = 0.15;

/**
 * Rules that read a place, a thing at hand or an act that has harmless readings ("Ich stehe auf der
 * Brücke", "Ich hab das Messer in der Hand", "Heute mach ich Schluss", "Ich hab die Tabletten
 * genommen"), and the model's reading alone: a flag that may be a misunderstanding and steps down
 * after a clarification and a "no". Every other rule reads a statement of suicidal thoughts,
 * self-harm or violence, and its flag is firm.
 */
const SOFT_RULES = new Set([
  "at-height",
  "means-ready",
  "jump-plan",
  "ends-life",
  "farewell",
  "ingested",
  "bleeding",
  "imminent",
  "violence-now",
  "model",
]);

/** Concepts that say the writer is talking about a crisis of their own, of any time. */
const OWN_CRISIS: Concept[] = [
  "SUICIDE",
  "SH",
  "SH_STRONG",
  "KILL",
  "DIE",
  "HIT",
  "SEXUAL",
  "THREAT",
  "INGEST",
  "PILLS",
  "BLOOD",
];

/** A time long ago, or being well today: "vor fünf Jahren", "als Teenager", "heute geht es mir gut", "I'm in a good place now". */
const LONG_AGO =
  /\b(vor (\d+|ein(em|igen)?|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun|zehn|zwölf|zwoelf|zwanzig|vielen|langer|ewig(en|er)?|etlichen|paar) (jahr(en)?|zeit|jahrzehnt(en)?)|jahre? her|lange her|ewig her|früher|frueher|damals|als (teenager|jugendliche[rn]?|kind|schüler(in)?|schueler(in)?|student(in)?|teenie)|in meiner (jugend|kindheit|schulzeit|studienzeit)|mit (1[0-9]|2[0-9]) (jahren)?\b|seit (\d+|ein(em)?|zwei|drei|vier|fünf|fuenf|vielen|langem|jahren) (jahr(en)?|monat(en)?)? ?(clean|stabil|symptomfrei)|überstanden|ueberstanden|hinter mir|years? ago|long ago|back (then|in (school|uni|college|the day)|when)|as a (teen(ager)?|kid|child|student)|in my (teens|twenties|youth|childhood)|when i was (1[0-9]|a (teen|kid|child|student))|(clean|stable) (for|since) (\d+|a|two|three|four|five|many) (years?|months?)|used to)\b/i;
const WELL_NOW =
  /\b(heute geht es mir (gut|besser|wieder gut)|mir geht es (heute |inzwischen |mittlerweile |jetzt )?(wieder )?(gut|besser|stabil)|(inzwischen|mittlerweile|heute|jetzt) (bin ich|geht'?s mir) (stabil|gut|glücklich|gluecklich)|i'?m (in a good place|doing (well|great|fine)|fine now|okay now|ok now|stable)|doing (well|great|much better) now)\b/i;

/** Words of violence done to someone ("schlägt", "angefasst", "droht", "verfolgt", "eingesperrt"). */
const VIOLENCE: Concept[] = ["HIT", "SEXUAL", "SEXWORD", "COERCE", "THREAT", "STALK", "CONFINE", "INJURY", "DOOR"];
/** Words of one's own death: with them, the direct question stays the one about suicide. */
const OWN_DEATH: Concept[] = ["SUICIDE", "VANISH", "HOPELESS", "BURDEN"];

/**
 * What a concern grade asks about: violence suffered where the texts speak of violence done by someone and not
 * of one's own death ("Er hat mich gestern geschubst", "my ex keeps turning up at my work"), harm to others where
 * the writer did it ("i hit my girlfriend last night"), self-harm where its words are ("hab mich wieder
 * geschnitten"; the question then asks about suicidal thoughts too), else suicidal thoughts.
 */
function concernLevels(analyses: readonly MessageAnalysis[], text: string): RiskLevel[] {
  // Done by someone: hitting oneself against a table is self-harm, not violence suffered.
  const violence = analyses.some((a) => hasAny(a.concepts, VIOLENCE) && a.concepts.has("PERSON"));
  const ownDeath = analyses.some((a) => hasAny(a.concepts, OWN_DEATH));
  if (ownDeath) return [];
  const selfHarm = analyses.some((a) => a.concepts.has("SH_STRONG") || a.hits.some((h) => h.level === "self-harm"));
  // Harm the writer tells in words the lexicon does not count as violence ("slammed him into the lockers").
  if (writerHarmsSomeone(text) && !writerIsTarget(text)) return ["harm-others"];
  if (!violence) return selfHarm ? ["self-harm"] : [];
  // Done by the writer ("i hit my girlfriend last night"): the help for harming someone.
  return [writerHarmsSomeone(text) && !writerIsTarget(text) ? "harm-others" : "violence-suffered"];
}

function hasAny(concepts: ReadonlySet<Concept>, list: readonly Concept[]): boolean {
  return list.some((c) => concepts.has(c));
}

/** A danger that is happening now: said so, a rule read it, or the person cannot be reached after a warning. */
function happeningNow(a: MessageAnalysis, text: string): boolean {
  const c = a.concepts;
  return (
    a.hits.some((h) => h.level === "acute") ||
    /\b(gerade|grad|jetzt|jetz|eben|soeben|vorhin|sofort|right now|just now|rn|at the moment|currently|tonight|heute nacht|heute abend)\b/i.test(
      text,
    ) ||
    // After a warning the person cannot be reached: "and isn't answering her phone", "geht nicht mehr ans Handy".
    cannotBeReached(text) ||
    // The person does not respond or breathe: "hat 25 Tabletten genommen und reagiert nicht".
    /\b(reagiert (nicht|kaum)|not responding|unresponsive|wacht nicht (mehr )?auf|won'?t wake up|atmet (nicht|kaum)|not breathing|bewusstlos|unconscious)\b/i.test(
      text,
    ) ||
    (hasAny(c, ["NOW", "ALREADY"]) && hasAny(c, ["INGEST", "HEIGHT", "BLOOD", "DOOR", "JUMP", "GUN", "BLADE"]))
  );
}

/** The levels of someone else's danger: acute when it is happening now, else what kind of danger it is. */
function otherLevels(a: MessageAnalysis, text: string): RiskLevel[] {
  const c = a.concepts;
  // MENACE: threats in everyday words ("he's coming up to 'sort me out'", "taking his belt off", "smashing stuff").
  const violence =
    hasAny(c, ["HIT", "SEXUAL", "THREAT", "CONFINE", "COERCE", "MENACE"]) || /stalk|verfolgt|bedroht|threaten/i.test(text);
  const selfHarm = hasAny(c, ["SH", "SH_STRONG"]) && !hasAny(c, ["SUICIDE", "DIE"]);
  const kind: RiskLevel = violence ? "violence-suffered" : selfHarm ? "self-harm" : "suicidal";
  return happeningNow(a, text) ? ["acute", kind] : [kind];
}

/**
 * Violence or a threat by a person that only the model read, the writer not the one who does harm: "dad is taking
 * his belt off and coming upstairs im 14".
 */
function violenceByPerson(levels: RiskLevel[], a: MessageAnalysis): boolean {
  return (
    a.hits.length === 0 &&
    !levels.includes("harm-others") &&
    hasAny(a.concepts, [...VIOLENCE, "MENACE"]) &&
    a.concepts.has("PERSON")
  );
}

/**
 * The levels of a crisis the writer suffers at someone's hands: where the model alone named suicide
 * ("der Mann, der mich verfolgt, stand heute Nacht vor meiner Haustür", "dad is taking his belt off and coming
 * upstairs"), the help is the one for violence, unless the writer also speaks of their own death or self-harm.
 */
function crisisLevels(levels: RiskLevel[], a: MessageAnalysis, text: string): RiskLevel[] {
  // The writer is the one who hit, not the one hit: "My toddler bit me and I slapped him so hard he fell over", "Ich hab
  // meine Tochter so fest gepackt, dass sie blaue Flecken hat". Harm to the writer as well keeps violence suffered.
  if (
    levels.includes("violence-suffered") &&
    !levels.includes("harm-others") &&
    a.hits.every((h) => h.rule === "violence-suffered") &&
    writerHarmsSomeone(text) &&
    !writerIsTarget(text)
  ) {
    const harm = levels.map((l) => (l === "violence-suffered" ? "harm-others" : l));
    return victimHurtNow(text) && !harm.includes("acute") ? ["acute", ...harm] : harm;
  }
  if (
    !(writerIsTarget(text) || violenceByPerson(levels, a)) ||
    hasAny(a.concepts, OWN_DEATH) ||
    hasAny(a.concepts, ["SH", "SH_STRONG"])
  )
    return levels;
  const now = happeningNow(a, text) && !levels.includes("acute");
  // Violence suffered as the level model read it: the emergency number first when it is happening now.
  if (levels.includes("violence-suffered")) return now && a.hits.length === 0 ? ["acute", ...levels] : levels;
  return [...(now ? (["acute"] as const) : []), ...levels.filter((l) => l !== "suicidal"), "violence-suffered"];
}

/** The three models and the concern threshold a grade is made with. */
export interface GradeModels extends CheckModels {
  other: CrisisModel | undefined;
  concern: number;
  /** The concern bar where a firm rule read a statement; RULE_CONCERN_THRESHOLD unless an evaluation compares others. */
  ruleConcern?: number;
}

/**
 * The grade of the visitor's turns (oldest first, the newest last). The
 * turns are read as the crisis check reads them: together, and the newest
 * alone.
 */
export function gradeTurns(userTurns: readonly string[], pageLang: MessageLang = "de"): Grade {
  if (userTurns.length === 0) return NO_GRADE;
  const grade = gradeOnce(userTurns, pageLang);
  // Where only the model reads a crisis and the message holds an everyday reading of it, the message is read once
  // more without that phrase: a crisis that rests on it alone gets the direct question, not the crisis answer
  // ("Ich will nicht mehr in dieses Büro"); one the rest still carries stays a crisis ("…, ich hab schon überlegt,
  // wie ich es beenden könnte").
  const text = userTurns.at(-1)!;
  // A small child hitting the writer is read once more without it, and the rest decides: "… and I slapped him back"
  // stays a crisis.
  if (grade.grade === "crisis" && grade.levels.includes("violence-suffered")) {
    const without = text.replace(SMALL_CHILD_HITS, " ");
    const rest = without === text ? grade : gradeOnce([...userTurns.slice(0, -1), without], pageLang);
    if (rest.grade !== "crisis") return rest;
  }
  if (grade.grade !== "crisis" || !grade.signals.every((s) => s === "model") || FOR_GOOD.test(text)) return grade;
  let concepts: Set<Concept> | undefined;
  for (const [phrase, signal, needs] of EVERYDAY_READINGS) {
    const without = text.replace(phrase, " ");
    if (without === text) continue;
    if (needs.length > 0) {
      // Analysed again only for a reading that needs concepts, and once.
      concepts ??= analyseConversation([text], pageLang).at(-1)!.concepts;
      if (!needs.every((c) => concepts!.has(c))) continue;
    }
    if (gradeOnce([...userTurns.slice(0, -1), without], pageLang).grade !== "crisis")
      return { grade: "concern", levels: [], firm: false, signals: ["concern", signal] };
  }
  return grade;
}

function gradeOnce(userTurns: readonly string[], pageLang: MessageLang): Grade {
  return gradeAnalyses(analyseConversation(userTurns, pageLang), userTurns, {
    ...loadedModels(),
    other: otherModel,
    concern: CONCERN_THRESHOLD,
  });
}

/** The grade from the analysed texts (analyseConversation), with the given models: what gradeTurns and the training's evaluation share. */
export function gradeAnalyses(analyses: MessageAnalysis[], userTurns: readonly string[], models: GradeModels): Grade {
  const joined = userTurns.slice(-4).join("\n");
  const longOver = LONG_AGO.test(joined) || WELL_NOW.test(joined);
  // A crisis the visitor says is long over is read whole: its sentence alone ("I starved myself") would be one today.
  const verdict = decideAnalyses(analyses, false, longOver ? { ...models, sentenceBar: undefined } : models);
  const newest = analyses.at(-1)!;
  const text = userTurns.at(-1)!;
  // Worry about someone else is judged only where the topic model is sure the text is about danger.
  const otherTopic = models.topic ? { ...models.topic, threshold: OTHER_TOPIC_THRESHOLD } : undefined;
  const withReason = analyses.filter((a) => hasReason(a, otherTopic));
  const other = models.other;
  const pOther = other && withReason.length > 0 ? Math.max(...withReason.map((a) => probability(other, a.features))) : 0;
  const sureTopic = models.topic;
  const dangerNamed =
    other !== undefined &&
    (pOther >= other.threshold ||
      (sureTopic !== undefined &&
        analyses.some(
          (a) =>
            probability(sureTopic, a.features) >= SURE_TOPIC_THRESHOLD && probability(other, a.features) >= SURE_OTHER_THRESHOLD,
        )));
  const best = verdict.best ?? newest;
  // Harm done to the writer by someone is their own crisis, however much the message says about the one who does it.
  const harmedWriter = dangerNamed && writerIsTarget(text);
  // So is harm the writer did ("I slapped my girlfriend last night"): the help for harming someone, not for them.
  const aboutOther = dangerNamed && !harmedWriter && !writerHarmsSomeone(text);

  if (verdict.assessment.crisis) {
    // The model of concern for someone else was trained against the writers' own crises: when it is sure, it decides.
    if (aboutOther && pOther >= other.thresholdWithoutRule)
      return { grade: "other", levels: otherLevels(best, text), firm: false, signals: ["other-model"] };
    const levels = crisisLevels(verdict.assessment.levels, best, text);
    // Harm done to someone who is hurt now, whichever level the model named: the emergency number first, firmly.
    if (levels.includes("harm-others") && writerHarmsSomeone(text) && !writerIsTarget(text) && victimHurtNow(text))
      return {
        grade: "crisis",
        levels: ["acute", ...levels.filter((l) => l !== "acute")],
        firm: true,
        signals: [...verdict.assessment.signals, "hurt-now"],
      };
    const firm = verdict.assessment.signals.some((s) => !SOFT_RULES.has(s));
    return { grade: "crisis", levels, firm, signals: verdict.assessment.signals };
  }
  if (harmedWriter) {
    if (longOver) return { grade: "past", levels: [], firm: false, signals: ["past"] };
    const now = happeningNow(best, text);
    // In danger now (someone on the way, at the door), a single "passt schon" does not end careful mode.
    return {
      grade: "crisis",
      levels: now ? ["acute", "violence-suffered"] : ["violence-suffered"],
      firm: now,
      signals: ["writer-harmed"],
    };
  }
  // The one the writer harmed is hurt now ("I just shook my baby … now he's really quiet"): the emergency number first.
  const harmDone = writerHarmsSomeone(text) && !writerIsTarget(text) && !longOver;
  if (harmDone && victimHurtNow(text))
    return { grade: "crisis", levels: ["acute", "harm-others"], firm: true, signals: ["harm-done", "hurt-now"] };
  if (aboutOther) return { grade: "other", levels: otherLevels(best, text), firm: false, signals: ["other-model"] };
  if ((hasAny(newest.concepts, OWN_CRISIS) || analyses.some((a) => a.hits.length > 0)) && longOver)
    return { grade: "past", levels: [], firm: false, signals: ["past"] };
  if (verdict.probability >= models.concern)
    return { grade: "concern", levels: concernLevels(analyses, text), firm: false, signals: ["concern"] };
  // A rule read a statement of suicidal thoughts, self-harm or violence that the model took for talk ("Ich bin müde
  // und will sterben"): the coach asks directly how it is meant, from a lower bar than without a rule.
  const firmHit = analyses.some((a) => a.hits.some((h) => !SOFT_RULES.has(h.rule)));
  if (firmHit && verdict.probability >= (models.ruleConcern ?? RULE_CONCERN_THRESHOLD))
    return { grade: "concern", levels: concernLevels(analyses, text), firm: false, signals: ["concern", "rule"] };
  if (models.crisis && barelyGivingUp(text) && probability(models.crisis, newest.features) >= models.concern)
    return { grade: "concern", levels: [], firm: false, signals: ["concern", "giving-up"] };
  // A wish to disappear for a while is how despair is often first put: the direct question, whatever the topic model
  // makes of the rest, where the crisis model sees concern.
  if (models.crisis && DISAPPEAR_FOR_A_WHILE.test(text) && probability(models.crisis, newest.features) >= models.concern)
    return { grade: "concern", levels: [], firm: false, signals: ["concern", "break"] };
  // The crisis model reads a crisis in the newest message that the topic model is unsure is about one ("Alles fühlt sich
  // so sinnlos an", "Ich halte das alles nicht mehr lange aus"): the direct question.
  const { crisis, topic } = models;
  const unsureTopic =
    crisis !== undefined &&
    topic !== undefined &&
    probability(crisis, newest.features) >= crisis.thresholdWithoutRule &&
    probability(topic, newest.features) >= UNSURE_TOPIC_THRESHOLD;
  if (unsureTopic && !longOver)
    return { grade: "concern", levels: concernLevels(analyses, text), firm: false, signals: ["concern", "unsure-topic"] };
  // Harm the writer did ("Ich habe meine Frau heute geschlagen"): asked whether they fear hurting someone.
  if (harmDone) return { grade: "concern", levels: ["harm-others"], firm: false, signals: ["concern", "harm-done"] };
  return NO_GRADE;
}
