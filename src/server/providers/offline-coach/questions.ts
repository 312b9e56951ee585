import { splitSentences } from "#shared/text/sentences";
import { type Composer, excerpt, fill, fold, foldedPattern, rotate } from "./compose";
import { APOLOGY_TIPS, DECISION_TIPS, RAISE_TIPS, raisesIt } from "./decisions";
import { wantsToApologise } from "./intents";
import { hasPlan, thanks } from "./endings";
import { REACTIONS, reactionOf } from "./reactions";
import { tipsGiven, type GivenInput } from "./given";
import { fitting } from "./situations";
import type { TopicId } from "./topics";

/**
 * Questions the coach answers besides its topics: a decision put to it
 * ("Soll ich sie zwingen weiterzumachen?"), which it helps to weigh rather
 * than decide; a request for a summary ("Fass mal zusammen"), answered
 * from its own earlier suggestions; and the reaction the visitor fears in a
 * conversation ("Und wenn sie wütend wird?"); news that something worked, and leaving to try it.
 */

export interface QuestionCtx extends GivenInput {
  newest: string;
  composer: Composer;
  thread: { topic?: TopicId; label?: string };
}

/** The coach's own pickers: a tip not given yet (completed by a lead), a question on the thread. */
export interface Pickers {
  tip(cores: string[], leads: string[]): string | undefined;
  ask(first: string[]): string | undefined;
}

/** Whether to see a doctor at all: the appointment comes first. */
const DOCTOR = "\\barzt\\b|ärztin|hausarzt|doktor|\\bdoctor|\\bgp\\b";
const SEES_DOCTOR = foldedPattern(DOCTOR);

/** Medicine or a doctor in a decision: a question for a doctor or a pharmacist, never for the coach. */
const MEDICAL = foldedPattern(
  `${DOCTOR}|medikament|tablette|pille|\\bdosis\\b|melatonin|schlafmittel|baldrian|antidepressiv|ibuprofen|absetzen|medication|medicine|\\bpills?\\b|tablets?\\b|\\bdose\\b|antidepressant|painkiller|\\bmeds\\b`,
);

const compact = (parts: (string | undefined)[]): string[] => parts.filter((p): p is string => p !== undefined);

/** "Soll ich …?": the question taken up, a way to weigh it (the topic's own first), a question about what counts. */
export function decideParts(ctx: QuestionCtx, pick: Pickers): string[] {
  // The question itself, not the story before it: "Should I let him quit?"
  const question =
    splitSentences(ctx.newest)
      .filter((q) => q.trim().endsWith("?"))
      .at(-1) ?? ctx.newest;
  const said = `${excerpt(question, 80)}?`;
  const open = ctx.composer.pick(rotate(ctx.p.decideOpens, ctx.earlier.length).map((o) => fill(o, { said })));
  const medical = MEDICAL.test(fold(ctx.newest));
  const own = medical
    ? SEES_DOCTOR.test(fold(ctx.newest))
      ? [...ctx.p.decideDoctor, ...ctx.p.decideMedical]
      : ctx.p.decideMedical
    : wantsToApologise([ctx.newest])
      ? APOLOGY_TIPS[ctx.lang]
      : raisesIt(question)
        ? RAISE_TIPS[ctx.lang]
        : fitting((ctx.thread.topic && DECISION_TIPS[ctx.thread.topic]?.[ctx.lang]) ?? [], ctx.visitorTexts);
  const tip = pick.tip([...own, ...ctx.p.decideTips], ctx.p.leads);
  return compact([open, tip, pick.ask(medical ? [] : ctx.p.decideAsks)]);
}

/** "Fass mal zusammen": the thread's topic, the first and the latest suggestion, what to do first. */
export function summaryParts(ctx: QuestionCtx, pick: Pickers): string[] {
  const given = tipsGiven(ctx);
  const tips = given.filter((g) => g.kind === "tip");
  const label = ctx.thread.label;
  const topic = label ? ctx.composer.pick(ctx.p.summaryTopic.map((t) => fill(t, { label }))) : undefined;
  // One suggestion is not a first one: it is simply what the coach suggested.
  const frames = tips.length > 1 ? ctx.p.summaryTips : ctx.p.recallTip;
  const first = tips[0] && ctx.composer.pick(frames.map((t) => fill(t, { tip: tips[0]!.text })));
  const latest =
    tips.length > 1 ? ctx.composer.pick(ctx.p.summaryMore.map((t) => fill(t, { tip: tips.at(-1)!.text }))) : undefined;
  const other = given.filter((g) => g.kind === "say" || g.kind === "quote").at(-1);
  const line =
    other &&
    ctx.composer.pick(
      other.kind === "say"
        ? ctx.p.recallSay.map((r) => fill(r, { say: other.text }))
        : ctx.p.recallQuote.map((r) => fill(r, { quote: other.text })),
    );
  const none = given.length === 0 ? ctx.composer.pick(ctx.p.summaryNone) : undefined;
  return compact([topic, first, latest, line, none, pick.ask(tips.length > 1 ? ctx.p.summaryAsks : [])]);
}

/** "Und wenn sie wütend wird?": the fear taken seriously, a line for that moment and one to follow, a question. */
export function reactionParts(ctx: QuestionCtx, pick: Pickers): string[] {
  const lines = REACTIONS[reactionOf(ctx.newest) ?? "heated"][ctx.lang];
  const [say, then] = lines.find(([s]) => !ctx.composer.alreadySaid(s)) ?? lines[0]!;
  return compact([
    ctx.composer.pick(ctx.p.reactionOpens),
    ctx.composer.pick(ctx.p.reactionSay.map((s) => fill(s, { say }))),
    ctx.composer.pick(ctx.p.talkThen.map((t) => fill(t, { then }))),
    pick.ask(ctx.p.reactionAsks),
  ]);
}

/** Leaving to try it: the plan acknowledged, a wish, and the door left open; no new tip, no question. Thanks for
 * listening get the thanks and the open door. */
export function closingParts(ctx: QuestionCtx): string[] {
  // Luck for a plan; thanks for listening alone get the open door only.
  const plan = hasPlan(fold(ctx.newest));
  return compact([
    ctx.composer.pick(thanks(ctx.newest) ? ctx.p.thanksAcks : ctx.p.closingOpens),
    plan ? ctx.composer.pick(ctx.p.closingWishes) : undefined,
    ctx.composer.pick(plan ? ctx.p.closingDoors : ctx.p.closingDoors.slice(1)),
  ]);
}

/** It worked: the success named as the visitor's own, and what made the difference. */
export function progressParts(ctx: QuestionCtx, pick: Pickers): string[] {
  return compact([
    ctx.composer.pick(thanks(ctx.newest) ? ctx.p.thanksAcks : ctx.p.progressOpens),
    ctx.composer.pick(ctx.p.progressNotes),
    pick.ask(ctx.p.progressAsks),
  ]);
}
