import { Composer, excerpt, fill, rotate, withName } from "./compose";
import { tipsGiven, type GivenTip } from "./given";
import { greeting } from "./greeting";
import { closingParts, decideParts, progressParts, reactionParts, summaryParts } from "./questions";
import { thanks } from "./endings";
import { counterpartOf } from "./counterparts";
import { asksFirst, asksName, type Intent, intentOf, isGreeting, namesWorry, unansweredAsks } from "./intents";
import { isRelevant, looksGerman, quoteFrom, stems, type Passage } from "./knowledge";
import { visitorName } from "./names";
import { phrases, type Phrases } from "./phrases";
import { supportReply, supportThread } from "./support";
import { TALKS } from "./talks";
import { ownLines } from "./talks-own";
import { fitsWhatWasSaid, fitting, namedIn } from "./situations";
import { threadTopic, topicOf, topicTexts, type TopicId } from "./topics";
import type { CoachInput } from "./coach-input";

/**
 * The offline coach: answers when no chat provider is configured, in German
 * or English, in the first person, in three to four sentences. It keeps the
 * thread: the topic comes from the newest message or, when that names none,
 * from the visitor's latest earlier message that did. It answers what the
 * message asks (how to start a conversation, what its last tip was, the
 * visitor's name, what it is), takes push-back, never repeats a sentence it
 * already said, and quotes a knowledge passage only when it fits.
 * Deterministic: the same input gives the same reply.
 */

type Lang = "de" | "en";

/** The thread's topic as the replies use it: a label to refer to it, its texts when it is a catalogue topic. */
interface Thread {
  label?: string;
  topic?: TopicId;
  asks: string[];
  /** Next steps after thanks or a recalled tip, when the thread needs its own (support). */
  steps?: string[];
}

interface Ctx {
  lang: Lang;
  p: Phrases;
  newest: string;
  visitorTexts: string[];
  earlier: string[];
  composer: Composer;
  name?: string;
  /** The newest message names the topic itself. */
  fromNewest: boolean;
  thread: Thread;
  support: boolean;
  /** What the newest message asks for (see intents.ts). */
  intent: Intent;
}

export function coachReply(input: CoachInput): string {
  const ctx = context(input);
  // About violence suffered or harm done, the coach does not coach: it takes it seriously and puts safety first.
  const safetyFirst =
    input.concern === "violence-suffered"
      ? [ctx.p.violenceOpens, ctx.p.violenceSafety]
      : input.concern === "harm-others"
        ? [ctx.p.harmOpens, ctx.p.harmSafety]
        : undefined;
  if (safetyFirst) return assemble(ctx, compact(safetyFirst.map((list) => ctx.composer.pick(list))), input, 2);
  let parts = input.support ? supportParts(ctx, input) : ordinaryParts(ctx, input.passages ?? [], input.retrieved === true);
  // Thanks and ok may be answered in two sentences; everything else has at least three.
  let min = ctx.intent === "ack" || ctx.intent === "closing" ? 2 : 3;
  // One question at the end: the server's safety question takes the place of the coach's own.
  if (input.concern && parts.length > 1 && parts.at(-1)!.endsWith("?")) {
    parts = parts.slice(0, -1);
    min = 2;
  }
  // Self-harm said beside a request is heard before the request is answered, in the place of the opening sentence,
  // once; the safety question follows the reply.
  if (input.concern === "self-harm" && !ctx.p.selfHarmHeard.some((s) => ctx.composer.alreadySaid(s))) {
    const heard = ctx.composer.pick(ctx.p.selfHarmHeard);
    parts = heard ? [heard, ...(parts.length >= 3 ? parts.slice(1, 4) : parts)] : parts;
  }
  if (input.resumed) {
    const thanks = ctx.composer.pick(ctx.p.resumedThanks);
    // One short thank-you, then the coaching; the empathy sentence gives way if the reply would grow past four.
    parts = thanks ? [thanks, ...(parts.length >= 4 ? parts.slice(1) : parts)] : parts;
  }
  return assemble(ctx, parts, input, min);
}

function context(input: CoachInput): Ctx {
  const turns = input.turns;
  const visitor = turns.filter((t) => t.role === "user");
  const newest = visitor.at(-1)?.content.trim() ?? "";
  const earlier = turns.filter((t) => t.role === "assistant").map((t) => t.content);
  const name = visitorName(turns);
  const visitorTexts = visitor.map((t) => t.content);
  const p = phrases(input.lang);
  // The thread: the topic the messages set, the newest one's when it named one strongly or the same.
  const topic = threadTopic(visitorTexts);
  const ownTopic = topic !== undefined && topicOf(newest) === topic ? topic : undefined;
  let thread: Thread = { asks: [] };
  if (input.support) thread = supportThread(input.lang, visitorTexts);
  else if (topic)
    thread = {
      topic,
      label: topicTexts(topic, input.lang).label,
      asks: fitting(unansweredAsks(topicTexts(topic, input.lang).asks, visitorTexts), visitorTexts),
      // A panic attack is now: the next step is a breath, not something for tomorrow.
      steps: topic === "panic" ? p.panicSteps : undefined,
    };
  return {
    lang: input.lang,
    p,
    newest,
    visitorTexts,
    earlier,
    composer: new Composer(earlier, name),
    name,
    fromNewest: ownTopic !== undefined,
    thread,
    support: input.support === true,
    // While supporting a helper, "ok" is an ok even when it mentions a worry word.
    intent: intentOf(newest, input.support ? false : ownTopic !== undefined, visitorTexts.at(-2)),
  };
}

/** Joins the sentences, adds the name now and then, and makes sure the reply has enough to say. */
function assemble(ctx: Ctx, parts: string[], input: CoachInput, min: number): string {
  const said = excerpt(ctx.newest);
  // When the pools are used up: a bridge, or the visitor's own words, before the closing question.
  while (parts.length < min) {
    const more = ctx.composer.pick([
      ...ctx.p.genericBridges,
      ...(said ? ctx.p.mirrorOpens.map((m) => fill(m, { said })) : []),
      ...(said ? ctx.p.mirrorAsks.map((m) => fill(m, { said })) : []),
    ]);
    if (!more) break;
    parts.splice(Math.max(parts.length - 1, 0), 0, more);
  }
  if (parts.length === 0) parts.push(ctx.p.genericOpens[0]!);
  const answered = ctx.earlier.length;
  const nameIsNew = ctx.name !== undefined && visitorName(input.turns.slice(0, -1)) !== ctx.name;
  // The name comes up right after it was given, then in every other answer.
  if (ctx.name && (nameIsNew || answered % 2 === 1) && !parts.some((s) => s.includes(ctx.name!))) {
    parts[0] = withName(parts[0]!, ctx.name);
  }
  return parts.join(" ");
}

function ordinaryParts(ctx: Ctx, passages: Passage[], retrieved: boolean): string[] {
  switch (ctx.intent) {
    case "about":
      return aboutParts(ctx);
    case "name":
      return nameParts(ctx);
    case "recall":
      return recallParts(ctx);
    case "summary":
      return summaryParts(ctx, pickers(ctx));
    case "decide":
      return decideParts(ctx, pickers(ctx));
    case "talk":
      return talkParts(ctx);
    case "reaction":
      return reactionParts(ctx, pickers(ctx));
    case "pushback":
      return pushbackParts(ctx);
    case "progress":
      return progressParts(ctx, pickers(ctx));
    case "closing":
      return closingParts(ctx);
    case "ack":
      return ackParts(ctx);
  }
  const passage = retrieved ? passages[0] : passages.find((p) => isRelevant(p.text, ctx.newest));
  const body = (passage && knowledgeParts(ctx, passage)) ?? (ctx.thread.topic ? topicParts(ctx, ctx.p.leads) : undefined);
  if (isGreeting(ctx.newest)) {
    const greet = greeting(ctx);
    // A greeting with a worry in it gets both; a plain greeting gets an invitation.
    if (body && (ctx.fromNewest || passage)) return compact([greet, ...body]);
    // "Hallo, ich habe ein Problem mit …" without a topic is still a worry, not only a greeting.
    if (!body && namesWorry(ctx.newest)) return compact([greet, ...genericParts(ctx)]);
    // Greeted again mid-conversation: back to the thread.
    if (ctx.thread.label && ctx.earlier.length > 0) {
      return compact([greet, ctx.composer.pick(continuation(ctx)), ctx.composer.pick(ctx.p.intro), pickAsk(ctx)]);
    }
    return compact([
      greet,
      ctx.composer.pick(ctx.p.intro),
      ctx.composer.pick(ctx.p.invite),
      ctx.composer.pick([...ctx.p.greetAsks, ...ctx.p.genericAsks]),
    ]);
  }
  return body ?? genericParts(ctx);
}

function supportParts(ctx: Ctx, input: CoachInput): string[] {
  if (ctx.intent === "about") return aboutParts(ctx);
  if (ctx.intent === "name") return nameParts(ctx);
  if (ctx.intent === "recall") return recallParts(ctx);
  if (ctx.intent === "ack") return ackParts(ctx);
  return supportReply({
    composer: ctx.composer,
    lang: input.lang,
    newest: ctx.newest,
    visitorTexts: ctx.visitorTexts,
    leads: ctx.p.supportLeads,
    recallLeads: ctx.p.recallTip,
    answered: ctx.earlier.length,
  });
}

const compact = (parts: (string | undefined)[]): string[] => parts.filter((p): p is string => p !== undefined);
const pickers = (ctx: Ctx) => ({
  tip: (cores: string[], leads: string[]) => pickTip(ctx, cores, leads),
  ask: (first: string[]) => pickAsk(ctx, first),
});

/** A tip from `cores` not given yet, the one sharing most words with the newest message first, completed by a lead. */
function pickTip(ctx: Ctx, cores: string[], leads: string[]): string | undefined {
  // Words of the topic's own label ("Prüfung") say nothing about which of its tips fits.
  const label = stems(ctx.thread.label ?? "");
  // A message that names the topic describes it; only a follow-up ("und wie lerne ich am besten?") asks for a kind of tip.
  const asked = ctx.fromNewest ? new Set<string>() : new Set([...stems(ctx.newest)].filter((w) => !label.has(w)));
  const namedNow = namedIn(ctx.newest);
  // A tip given earlier that answers what is asked now is given again, as the earlier one.
  const again = cores.find((c) => namedNow(c) && ctx.composer.alreadySaid(c));
  if (again && !cores.some((c) => namedNow(c) && !ctx.composer.alreadySaid(c))) {
    const tip = ctx.composer.pick(ctx.p.againLeads.map((l) => fill(l, { tip: again })));
    if (tip) return tip;
  }
  const ranked = cores
    .filter((c) => !ctx.composer.alreadySaid(c))
    .map((core, i) => ({
      core,
      i,
      // A tip for the situation the newest message names comes first ("was ziehe ich am besten an").
      score: [...stems(core)].filter((w) => asked.has(w)).length + (namedNow(core) ? 10 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  for (const { core } of ranked) {
    const tip = ctx.composer.pick(rotate(leads, ctx.earlier.length).map((l) => fill(l, { tip: core })));
    if (tip) return tip;
  }
  return undefined;
}

/**
 * A question on the thread: its own first, then ones naming it (unless the
 * reply named it already), then general ones, then the visitor's words.
 */
function pickAsk(ctx: Ctx, first: string[] = [], named = false): string | undefined {
  const label = ctx.thread.label;
  return ctx.composer.pick([
    ...first,
    ...ctx.thread.asks,
    ...(label && !named ? ctx.p.labelAsks.map((a) => fill(a, { label })) : []),
    ...ctx.p.genericAsks,
    ...ctx.p.mirrorAsks.map((m) => fill(m, { said: excerpt(ctx.newest) })),
  ]);
}

/** Coming back to the thread's topic: "Ich behalte deine Prüfung weiter im Blick." */
function continuation(ctx: Ctx): string[] {
  const label = ctx.thread.label;
  return label ? rotate(ctx.p.continueOpens, ctx.earlier.length).map((c) => fill(c, { label })) : [];
}

function topicParts(ctx: Ctx, leads: string[]): string[] {
  const texts = topicTexts(ctx.thread.topic!, ctx.lang);
  const mirrors = ctx.p.mirrorOpens.map((m) => fill(m, { said: excerpt(ctx.newest) }));
  const opens = fitting(texts.opens, ctx.visitorTexts);
  const ownOpens = ctx.fromNewest ? [...opens, ...continuation(ctx)] : [...continuation(ctx), ...opens];
  const open = ctx.composer.pick([...ownOpens, ...mirrors]);
  const tip = pickTip(ctx, fitting(texts.tips, ctx.visitorTexts), leads) ?? pickTip(ctx, ctx.p.genericTips, leads);
  return compact([open, tip, pickAsk(ctx)]);
}

function genericParts(ctx: Ctx): string[] {
  const open = ctx.composer.pick(ctx.p.genericOpens);
  // A first answer asks before it advises; later ones offer a small step.
  const middle =
    ctx.earlier.length === 0
      ? ctx.composer.pick(ctx.p.genericBridges)
      : (pickTip(ctx, ctx.p.genericTips, ctx.p.leads) ?? ctx.composer.pick(ctx.p.genericBridges));
  // A message that already says what is on the visitor's mind is not asked to say it (genericAsks[0]).
  return compact([open, middle, pickAsk(ctx, ctx.newest.split(/\s+/).length >= 6 ? ctx.p.genericAsks.slice(1) : [])]);
}

function knowledgeParts(ctx: Ctx, passage: Passage): string[] | undefined {
  const quote = quoteFrom(passage.text, ctx.newest, passage.matched);
  const other = looksGerman(quote) !== (ctx.lang === "de") ? ctx.p.knowledgeOther : "";
  const frames = passage.title ? ctx.p.knowledgeFrames : ctx.p.knowledgeFramesUntitled;
  const frame = ctx.composer.pick(frames.map((fr) => fill(fr, { title: passage.title, other, quote })));
  if (!frame) return undefined;
  const topic = ctx.thread.topic && topicTexts(ctx.thread.topic, ctx.lang);
  const open = ctx.composer.pick([...(topic && ctx.fromNewest ? topic.opens : []), ...ctx.p.knowledgeLeads]);
  return compact([open, frame, pickAsk(ctx, ctx.p.knowledgeAsks)]);
}

function pushbackParts(ctx: Ctx): string[] {
  const open = ctx.composer.pick(ctx.p.pushOpens);
  const cores = ctx.thread.topic ? fitting(topicTexts(ctx.thread.topic, ctx.lang).tips, ctx.visitorTexts) : [];
  const tip = pickTip(ctx, cores, ctx.p.pushLeads) ?? pickTip(ctx, ctx.p.genericTips, ctx.p.pushLeads);
  return compact([open, tip, pickAsk(ctx, ctx.p.pushAsks)]);
}

function ackParts(ctx: Ctx): string[] {
  const thanked = thanks(ctx.newest);
  const acks = thanked ? [...ctx.p.thanksAcks, ...ctx.p.okAcks] : [...ctx.p.okAcks, ...ctx.p.thanksAcks];
  const ask = ctx.thread.label ? pickAsk(ctx) : ctx.composer.pick(ctx.p.genericAsks);
  return compact([ctx.composer.pick(acks), ctx.composer.pick(ctx.thread.steps ?? ctx.p.steps), ask]);
}

function aboutParts(ctx: Ctx): string[] {
  const label = ctx.thread.label;
  const asks = label ? ctx.p.aboutTopicAsks.map((a) => fill(a, { label })) : ctx.p.aboutAsks;
  return compact([
    ctx.composer.pick(ctx.p.aboutWhat),
    ctx.composer.pick(ctx.p.aboutLimits),
    ctx.composer.pick(ctx.p.aboutCan),
    pickAsk(ctx, asks),
  ]);
}

function nameParts(ctx: Ctx): string[] {
  if (!ctx.name) {
    return compact([ctx.composer.pick(ctx.p.nameUnknown), ctx.composer.pick(ctx.p.nameOffer), pickAsk(ctx)]);
  }
  const known = ctx.composer.pick(ctx.p.nameKnown.map((n) => fill(n, { name: ctx.name! })));
  const back = ctx.composer.pick([...continuation(ctx), ...ctx.p.genericBridges]);
  return compact([known, back, pickAsk(ctx, [], true)]);
}

function talkParts(ctx: Ctx): string[] {
  const counterpart = counterpartOf(ctx.visitorTexts, ctx.thread.topic);
  const own = ownLines(ctx.visitorTexts, ctx.thread.topic);
  const lines = [...(own?.[ctx.lang] ?? []), ...TALKS[counterpart][ctx.lang], ...TALKS.someone[ctx.lang]];
  // A line for one situation (being interrupted, a workload, credit taken) only when the visitor spoke of it.
  const fits = fitsWhatWasSaid(ctx.visitorTexts);
  const line = lines.find(([say, then]) => !ctx.composer.alreadySaid(say) && fits(`${say} ${then}`));
  if (!line) return ctx.thread.topic ? topicParts(ctx, ctx.p.leads) : genericParts(ctx);
  const [say, then] = line;
  return compact([
    ctx.composer.pick(ctx.p.talkOpens),
    ctx.composer.pick(ctx.p.talkSay.map((s) => fill(s, { say }))),
    ctx.composer.pick(ctx.p.talkThen.map((t) => fill(t, { then }))),
    pickAsk(ctx, ctx.p.talkAsks),
  ]);
}

/** The coach's latest suggestion, or with `first` its first one in this conversation. */
function lastTip(ctx: Ctx, first = false): GivenTip | undefined {
  const given = tipsGiven(ctx);
  return first ? given[0] : given.at(-1);
}

function recallParts(ctx: Ctx): string[] {
  const first = asksFirst(ctx.newest);
  const last = lastTip(ctx, first);
  // Asked for the name as well: it comes first.
  const name = asksName(ctx.newest) ? nameParts(ctx)[0] : undefined;
  if (!last) {
    const tip = ctx.thread.topic
      ? pickTip(ctx, topicTexts(ctx.thread.topic, ctx.lang).tips, ctx.p.leads)
      : ctx.composer.pick(ctx.p.genericBridges);
    return compact([name, ctx.composer.pick(ctx.p.recallNone), tip, name ? undefined : pickAsk(ctx)]);
  }
  const frames = {
    tip: ctx.p.recallTip.map((r) => fill(r, { tip: last.text })),
    say: ctx.p.recallSay.map((r) => fill(r, { say: last.text })),
    quote: ctx.p.recallQuote.map((r) => fill(r, { quote: last.text })),
    other: ctx.p.recallOther.map((r) => fill(r, { sentence: last.text })),
  }[last.kind];
  const restated = first
    ? ctx.composer.pick(
        last.kind === "tip"
          ? ctx.p.recallFirstTip.map((r) => fill(r, { tip: last.text }))
          : ctx.p.recallFirstOther.map((r) => fill(r, { sentence: last.text })),
      )
    : ctx.composer.pick([
        ...rotate(frames, ctx.earlier.length),
        ...ctx.p.recallOther.map((r) => fill(r, { sentence: last.text })),
      ]);
  const talk = last.kind === "say";
  const step = ctx.composer.pick(
    ctx.thread.steps ?? (talk ? [...ctx.p.recallTalkSteps, ...ctx.p.recallSteps] : ctx.p.recallSteps),
  );
  return compact([name, restated, step, name ? undefined : pickAsk(ctx, talk ? ctx.p.talkAsks : [])]);
}
