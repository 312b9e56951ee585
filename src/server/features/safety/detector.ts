import { withoutFraming } from "./framing";
import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import type { Concept } from "./lexicon";
import { normalizeMessage } from "./normalize";
import { otherLanguageRisks } from "./other-languages";
import { quietRisks } from "./rules-quiet";
import { DECISIVE_RULES, imminence, SentenceView, sentenceRisks, violenceNow, type RuleHit } from "./rules";
import { featureIndices, loadModel, probability, type CrisisModel } from "./model";
import stored from "./model-weights.json";
import storedTopic from "./topic-model-weights.json";
import { levelOf, loadLevelModel } from "./level-model";
import storedLevels from "./level-model-weights.json";
import { Tagger, type MessageLang } from "./tagger";

export interface RiskAssessment {
  crisis: boolean;
  /** The most urgent level found (RISK_LEVELS order), when `crisis`. */
  level?: RiskLevel;
  /** Every level found, most urgent first: "er schlägt mich und ich will nicht mehr leben" is violence and suicidal. */
  levels: RiskLevel[];
  /** Names of the rules that fired, for logs and tests; never message text. */
  signals: string[];
}

export const NO_RISK: RiskAssessment = { crisis: false, levels: [], signals: [] };

/**
 * How much higher the bar is for a conversation's turns read together than for the newest message
 * alone: a long, emotional exchange about an exam reads more like a crisis than any of its messages.
 */
export const JOINED_MARGIN = 0.1;

/**
 * The crisis model's probability of the turns read together below which the newest message alone is not a
 * crisis on the model's word (no rule): the conversation explains it ("Ich hab Angst, dass ich nichts mehr
 * weiß" after "Ich geh nächste Woche nach der Elternzeit zurück ins Büro"). It may still get the direct
 * question. docs/decisions/035-graded-safety.md has the figures.
 */
export const CONTEXT_BAR = 0.3;

/**
 * Where the topic model is unsure a text is about what crises are made of (from 0.35 to its bar of 0.5) and no rule
 * read a crisis, the crisis model decides from the higher bar of 0.7 ("ich tipp ganz leise, er schläft nebenan. wenn
 * er merkt dass ich wach bin wirds schlimm"). Chosen leaving one writer out (106 writers): crisis answers 0.845 →
 * 0.851, ordinary messages with one 0.007 → 0.007, hard harmless 0.014 → 0.014; a lower topic (0.3) or bar (0.65)
 * gained a little more and cost ordinary messages (docs/decisions/035-graded-safety.md).
 */
export const UNSURE_TOPIC: NonNullable<CheckModels["unsure"]> = { topic: 0.35, bar: 0.7 };

/**
 * A sentence in which a rule read a crisis is also judged on its own, and from this bar it makes the message a crisis:
 * "Meine Tochter schreibt morgen ihre Matheprüfung. Ich will nicht mehr leben. Wie kann ich sie trotzdem
 * unterstützen?" The request beside the statement weighs as harmless when the message is read whole. Only for the
 * newest message, not for turns read together (an alarming turn explained by the next would count alone again), and
 * not where the visitor says the crisis is long over (grade.ts). Chosen leaving one writer out (decision 035).
 */
export const SENTENCE_BAR = 0.9;

/** The crisis model's bar where a phrase of another language (other-languages.ts) found a crisis. */
const PHRASE_THRESHOLD = 0.4;

/** How many of the visitor's latest turns the check reads. */
export const CONVERSATION_TURNS = 4;

const tagger = new Tagger();
let model: CrisisModel | undefined = loadModel(stored);
const topicModel: CrisisModel | undefined = loadModel(storedTopic);
const levelModel = loadLevelModel(storedLevels);

/** Replaces the model (training and its evaluation); `undefined` checks with the rules alone. Returns the one it replaced. */
export function setModel(next: CrisisModel | undefined): CrisisModel | undefined {
  const previous = model;
  model = next;
  return previous;
}

function rank(levels: Iterable<RiskLevel>): RiskLevel[] {
  const set = new Set(levels);
  return RISK_LEVELS.filter((l) => set.has(l));
}

/** What the check reads from one message: the rules that fired, the model's features, the concepts found. */
export interface MessageAnalysis {
  hits: RuleHit[];
  features: number[];
  concepts: Set<Concept>;
  /**
   * The lexicon's reason: a rule fired, the text names a concept a crisis is
   * made of (death, harm, means, violence, hopelessness…), or it is in
   * another script. Used to judge a text when no topic model is loaded.
   */
  risky: boolean;
  /**
   * In a message of several sentences, the model features of each sentence in which a rule read a crisis, read on
   * its own (SENTENCE_BAR).
   */
  sentences?: number[][];
}

/** Concepts without which no message is a crisis on the model's word alone ("Danke.", "Wie schlafe ich besser?"). */
const RISK_CONCEPTS: Concept[] = [
  "KILL",
  "HURT",
  "DIE",
  "VANISH",
  "SUICIDE",
  "HOPELESS",
  "BURDEN",
  "PILLS",
  "POISON",
  "ROPE",
  "BLADE",
  "GUN",
  "HEIGHT",
  "HEIGHT_WEAK",
  "TRAIN",
  "WATER",
  "JUMP",
  "FAREWELL",
  "SH_STRONG",
  "SH",
  "BLOOD",
  "HIT",
  "SEXUAL",
  "COERCE",
  "THREAT",
  "CONFINE",
  "MASS",
  "REVENGE",
  "FIRE",
  "DOOR",
  "EXHAUST",
  "FATE",
  "INSURANCE",
  "SELFFEAR",
  "LETHAL",
  "ARRANGED",
  "DOIT",
  "INJURY",
  "SABOTAGE",
  "KNOWWHERE",
  "PUNISH",
  "STARVE",
  "HIDE",
];

/** Concepts of acts whose subject and negation the model is told: who dies, who kills, who hits. */
const ACT_CONCEPTS: Concept[] = [
  "KILL",
  "DIE",
  "HURT",
  "HIT",
  "SH",
  "SH_STRONG",
  "SUICIDE",
  "END",
  "VANISH",
  "LIVE",
  "INJURY",
  "BLOOD",
  "THREAT",
];

/**
 * Features that separate a literal statement from a figure of speech or a
 * report: who is the subject of an act ("die Deadline killt mich", "mein Opa
 * ist gestorben"), whether it is negated, emoji ("🙄", "💀"), and whether the
 * message asks a question.
 */
function frameFeatures(text: string, views: readonly SentenceView[]): string[] {
  const out: string[] = [];
  for (const v of views)
    for (const c of ACT_CONCEPTS)
      for (const i of v.at(c)) {
        out.push(`s:${c}:${v.subjectOf(i)}`);
        if (v.negated(i)) out.push(`n:${c}`);
      }
  for (const e of text.match(/\p{Extended_Pictographic}/gu) ?? []) out.push(`e:${e}`);
  if (text.includes("?")) out.push("q:any");
  if (/\?\s*\S{0,3}\s*$/u.test(text)) out.push("q:end");
  return out;
}

/** Rule hits of one message (sentences, neighbouring pairs, other languages), its features and those of `alone` sentences. */
export function analyseMessage(
  text: string,
  hint: MessageLang,
  { features = true, alone = true }: { features?: boolean; alone?: boolean } = {},
): MessageAnalysis {
  // Sentences that only say who is writing are no evidence either way (framing.ts).
  text = withoutFraming(text);
  const normalized = normalizeMessage(text, hint);
  const { sentences, plain, lang } = normalized;
  const tagged = sentences.map((s) => tagger.tag(s, lang));
  const context = new Set<Concept>();
  for (const t of tagged) for (const tags of t.tags) for (const c of tags) context.add(c);
  const views = tagged.map((t) => new SentenceView(t, lang, context));
  const hits: RuleHit[] = [];
  const sentencesAlone: number[][] = [];
  for (const [i, v] of views.entries()) {
    const own = sentenceRisks(v);
    hits.push(...own);
    // The sentence alone: its words, concepts and rules, without the other sentences' (other scripts are in no sentence).
    if (features && alone && own.length > 0 && views.length > 1)
      sentencesAlone.push(
        featureIndices(
          { ...normalized, plain: " " },
          [tagged[i]!],
          own.map((h) => h.rule),
          frameFeatures("", [v]),
        ),
      );
  }
  // "Der Strick hängt schon. Heute Nacht mache ich es." says it across two sentences.
  for (let i = 0; i + 1 < views.length; i++) {
    const a = views[i]!.sentence;
    const b = views[i + 1]!.sentence;
    hits.push(
      ...sentenceRisks(
        new SentenceView({ tokens: [...a.tokens, ...b.tokens], tags: [...a.tags, ...b.tags] }, lang, context),
        true,
      ),
    );
  }
  for (const { level, lang: other } of otherLanguageRisks(plain)) hits.push({ level, rule: `phrase-${other}` });
  hits.push(...quietRisks(text));
  // A suicidal statement with a time ("heute Nacht"), or means made ready now, is acute.
  if (hits.some((h) => h.level === "suicidal") && !hits.some((h) => h.level === "acute") && views.some(imminence))
    hits.push({ level: "acute", rule: "imminent" });
  if (
    hits.some((h) => h.level === "violence-suffered" || h.level === "harm-others") &&
    !hits.some((h) => h.level === "acute") &&
    views.some(violenceNow)
  )
    hits.push({ level: "acute", rule: "violence-now" });
  const risky =
    hits.length > 0 ||
    RISK_CONCEPTS.some((c) => context.has(c)) ||
    /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}\s]/u.test(plain);
  return {
    hits,
    // The rules alone (the reply check) need no model features.
    features: features
      ? featureIndices(
          normalized,
          tagged,
          hits.map((h) => h.rule),
          frameFeatures(text, views),
        )
      : [],
    concepts: context,
    risky,
    ...(sentencesAlone.length > 0 ? { sentences: sentencesAlone } : {}),
  };
}

function toAssessment(hits: RuleHit[]): RiskAssessment {
  if (hits.length === 0) return NO_RISK;
  const levels = rank(hits.map((h) => h.level));
  return { crisis: true, level: levels[0], levels, signals: [...new Set(hits.map((h) => h.rule))] };
}

/** The crisis check of one message on its own. */
export function assessMessage(text: string, pageLang: MessageLang = "de", options: { rulesOnly?: boolean } = {}): RiskAssessment {
  return assessAnalyses([analyseMessage(text, pageLang, { features: !options.rulesOnly })], options.rulesOnly);
}

/**
 * The model decides, with the rules' findings among its features; without a
 * model (or for the reply check) the rules alone. The level comes from the
 * rules that fired, else from the concepts of the message.
 */
function assessAnalyses(analyses: MessageAnalysis[], rulesOnly = false): RiskAssessment {
  return decideAnalyses(analyses, rulesOnly).assessment;
}

/** The verdict with what the graded check needs beside it: the model's highest probability and the text that decided. */
export interface Verdict {
  assessment: RiskAssessment;
  /** The crisis model's highest probability over the texts that have a reason to be judged (0 when none has). */
  probability: number;
  /** The analysed text that decided the verdict, when one had a reason. */
  best?: MessageAnalysis;
}

/** The crisis model and the topic model a verdict is made with (the loaded ones unless training says otherwise). */
export interface CheckModels {
  crisis: CrisisModel | undefined;
  topic: CrisisModel | undefined;
  /**
   * Where the topic model is unsure (from `topic` to its bar) and no rule read a crisis, the crisis model may still
   * decide, from the higher bar `bar`. Absent: such a text has no reason to be judged.
   */
  unsure?: { topic: number; bar: number };
  /** The bar from which a sentence read alone makes the newest message a crisis (SENTENCE_BAR); absent: not read alone. */
  sentenceBar?: number;
}

export function decideAnalyses(analyses: MessageAnalysis[], rulesOnly = false, models: CheckModels = loadedModels()): Verdict {
  const hits = analyses.flatMap((a) => a.hits);
  if (!models.crisis || rulesOnly) return { assessment: toAssessment(hits), probability: hits.length > 0 ? 1 : 0 };
  const { verdict, best, probability: p } = decide(models.crisis, analyses, models.topic, models.unsure, models.sentenceBar);
  if (!verdict) return { assessment: NO_RISK, probability: p, best };
  if (hits.length > 0) return { assessment: toAssessment(hits), probability: p, best };
  return { assessment: toAssessment([{ level: levelOf(levelModel, best!.features), rule: "model" }]), probability: p, best };
}

/**
 * Whether a text has a reason to be judged by the crisis model: a rule found
 * a crisis in it, or the topic model says it is about what crises are made
 * of (death, harm, violence, means, giving up), literally or not. Ordinary
 * worries (an exam, a colleague, a breakup) have none, however long or
 * emotional they are. Without a topic model the lexicon's reason counts.
 */
export function hasReason(a: MessageAnalysis, topic: CrisisModel | undefined): boolean {
  if (a.hits.length > 0) return true;
  return topic ? probability(topic, a.features) >= topic.threshold : a.risky;
}

/**
 * The model's verdict over the analysed texts of a conversation: a crisis when
 * one of them reaches the threshold, lower where a rule found a crisis in it.
 * A text without a reason (hasReason) is never one on the model's word.
 * `probability` is the model's highest over the texts with a reason.
 */
export function decide(
  m: CrisisModel,
  analyses: readonly MessageAnalysis[],
  topic: CrisisModel | undefined,
  unsure?: CheckModels["unsure"],
  sentenceBar?: number,
): { verdict: boolean; best?: MessageAnalysis; probability: number } {
  let best: MessageAnalysis | undefined;
  let bestMargin = -Infinity;
  let highest = 0;
  const joinedProbability = analyses.length > 1 ? probability(m, analyses[0]!.features) : 1;
  for (const [k, a] of analyses.entries()) {
    const reason = hasReason(a, topic);
    const doubted = !reason && unsure !== undefined && topic !== undefined && probability(topic, a.features) >= unsure.topic;
    if (!reason && !doubted) continue;
    let p = probability(m, a.features);
    // A sentence read alone counts from its own bar, in the newest message only.
    if (sentenceBar !== undefined && k === analyses.length - 1)
      for (const features of a.sentences ?? []) {
        const alone = probability(m, features);
        if (alone >= sentenceBar) p = Math.max(p, alone);
      }
    if (reason) highest = Math.max(highest, p);
    // Several turns read together (the first text of a conversation) are held to a higher bar than one message.
    const joined = analyses.length > 1 && k === 0 ? JOINED_MARGIN : 0;
    // A phrase of another language says a crisis outright, and the model knows little of those languages: the lower bar.
    const phrase = a.hits.some((h) => h.rule.startsWith("phrase-"));
    const bar =
      doubted && unsure ? unsure.bar : phrase ? PHRASE_THRESHOLD : a.hits.length > 0 ? m.threshold : m.thresholdWithoutRule;
    // The newest message read alone lacks the conversation around it: where the turns read together (which
    // include it) are far from a crisis and no rule read one in it, the model alone does not make it one.
    const outOfContext =
      analyses.length > 1 && k === analyses.length - 1 && a.hits.length === 0 && joinedProbability < CONTEXT_BAR;
    const margin = a.hits.some((h) => DECISIVE_RULES.has(h.rule)) ? Infinity : outOfContext ? -1 : p - bar - joined;
    if (margin > bestMargin) {
      bestMargin = margin;
      best = a;
    }
  }
  return { verdict: bestMargin >= 0, best, probability: highest };
}

/**
 * The crisis check of a conversation: the visitor's latest turns, oldest
 * first, the last being the new message. The turns are read together as one
 * text, so a crisis said two turns ago still counts when the visitor now
 * writes "ok", a statement split over two turns ("Ich habe Tabletten
 * gesammelt." – "Heute ist es so weit.") is read as one, and a figure of
 * speech taken back in the next turn ("… bring ich sie um" – "Spaß natürlich")
 * is read with its retraction. The new message is also read on its own.
 */
export function assessConversation(userTurns: readonly string[], pageLang: MessageLang = "de"): RiskAssessment {
  return assessAnalyses(analyseConversation(userTurns, pageLang));
}

/** The analyses of the texts the check reads in a conversation (conversationTexts); sentences alone in the newest only. */
export function analyseConversation(userTurns: readonly string[], pageLang: MessageLang = "de"): MessageAnalysis[] {
  const texts = conversationTexts(userTurns);
  return texts.map((text, i) => analyseMessage(text, pageLang, { alone: i === texts.length - 1 }));
}

/** The texts the check reads in a conversation: its recent turns together, and the newest one alone. */
export function conversationTexts(userTurns: readonly string[]): string[] {
  const recent = userTurns.slice(-CONVERSATION_TURNS);
  if (recent.length <= 1) return [...recent];
  return [recent.join("\n"), recent.at(-1)!];
}

/** The models in use, for the graded check (grade.ts). */
export function loadedModels(): CheckModels {
  return { crisis: model, topic: topicModel, unsure: UNSURE_TOPIC, sentenceBar: SENTENCE_BAR };
}
