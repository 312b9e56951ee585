import type { FastifyBaseLogger } from "fastify";
import type { CrisisResourceView, RiskLevel } from "#shared/safety";
import type { ChatDone, ChatRequest, GradeKind } from "#shared/schemas/chat";
import type { AppContext } from "../../context";
import type { ModerationVerdict } from "../../providers/moderation";
import type { ConcernKind } from "../../providers/chat";
import { asksForPerson, PERSON_WISH_ANSWER, type OpenHandover } from "../live/service";
import {
  concernKind,
  guardedReply,
  INITIAL_SAFETY,
  type CrisisSource,
  type HelpView,
  type ProtocolMode,
  type SafetyState,
} from "../safety/service";
import { countPassageUse, searchExplained, type ExplainedHit } from "../search/service";
import type { ReplyDelta } from "../speech/service";
import { NOOP_SPAN, traced, tracedChecker, tracedModel, tracedModeration, type TraceSpan } from "../tracing/service";
import { buildMessages } from "./messages";
import { usedSources, withPageUrls } from "./sources";
import type { Visitor } from "./visitors";

/** The protocol mode of a concern grade's answer, by what its question asks about (decision 035). */
const CONCERN_MODES: Record<ConcernKind, ProtocolMode> = {
  suicidal: "concern",
  "self-harm": "concern-self-harm",
  "violence-suffered": "concern-violence",
  "harm-others": "concern",
};

/** The model's settings for every reply: temperature 0.5, at most 500 tokens. */
export const CHAT_TEMPERATURE = 0.5;
export const CHAT_MAX_TOKENS = 500;

export interface TurnInput {
  body: ChatRequest;
  persona: { id: string; systemPrompt: string };
  visitor: Visitor;
  embedOrigin?: string;
  /** The visitor's country when known, for the help lines. */
  country?: string;
  log: FastifyBaseLogger;
  /** Aborted when the visitor leaves: the provider's request ends. */
  signal: AbortSignal;
  /** The turn's trace (decision 049); its stages become child spans. */
  trace?: TraceSpan;
}

/** How a turn's answer came about, settled while it streams (the moderation net or the reply check may change it). */
export interface TurnOutcome {
  crisis: boolean;
  levels: RiskLevel[];
  source: CrisisSource;
}

export interface Turn {
  /** The answer's text as it streams; REPLACE_REPLY withdraws what came before. */
  deltas: AsyncIterable<ReplyDelta>;
  /** What the page learns before the answer's text: the crisis level, or the help the answer names. */
  announcement():
    | { crisis: { risk: RiskLevel; resources: CrisisResourceView[] } }
    | { help: { help: HelpView; resources: CrisisResourceView[] } }
    | undefined;
  /** Records the answered turn and returns the `done` event. */
  finish(replyText: string): Promise<ChatDone>;
  /** A person holds the conversation: the coach says nothing (the crisis check still ran; its help is announced). */
  silent: boolean;
}

async function* nothing(): AsyncIterable<ReplyDelta> {}

async function* once(text: string): AsyncIterable<ReplyDelta> {
  yield text;
}

/** The reply, then one sentence more, unless the reply was replaced by a crisis answer on the way. */
async function* withSuffix(deltas: AsyncIterable<ReplyDelta>, suffix: () => string | undefined): AsyncIterable<ReplyDelta> {
  for await (const d of deltas) yield d;
  const extra = suffix();
  if (extra) yield ` ${extra}`;
}

/**
 * One visitor turn through the whole pipeline: the graded crisis check and
 * the careful-mode protocol (safety), retrieval, the reply (a fixed answer,
 * the offline coach or the provider, guarded by the moderation net and the
 * reply check), then recording. The route streams what it returns.
 */
export async function startTurn(ctx: AppContext, input: TurnInput): Promise<Turn> {
  const { safety, conversations } = ctx;
  const chat = ctx.providers.chat;
  const { body, persona, country, log, signal } = input;
  const trace = input.trace ?? NOOP_SPAN;
  const lang = body.lang;
  const userTurns = body.messages.filter((m) => m.role === "user").map((m) => m.content);
  const userText = userTurns.at(-1)!.trim();

  // Where the conversation stands: only the server's record counts, never what the page says.
  const known = body.conversationId ? await conversations.safetyOf(body.conversationId, input.visitor) : undefined;
  const state: SafetyState = known?.safety ?? INITIAL_SAFETY;
  const turn = known?.turns ?? 0;
  // The check runs on the server before any provider call, on the turns since the protocol's mode began.
  // `young`: the visitor writes as a child or young person; their youth line is named first (after 112 when acute).
  const checking = trace.child("chat.crisis_check");
  const { grade, step, young } = safety.check({ state, turn, known: known !== undefined, userTurns, lang });
  checking.end({ "crisis_check.grade": grade.grade, "crisis_check.action": step.action.kind });
  // A person on duty (decision 046): while one holds the conversation the coach is silent; the visitor may ask for one.
  const handover: OpenHandover | undefined = known && body.conversationId ? await ctx.live.open(body.conversationId) : undefined;
  const held = handover?.status === "held";
  const personAvailable = await ctx.live.available(persona.id);
  const wish = !handover && asksForPerson(userText, lang);
  const { action } = step;
  let next = step.next;
  let help = step.help;
  let helpLevels = step.helpLevels;
  const outcome: TurnOutcome = {
    crisis: action.kind === "crisis",
    levels: action.kind === "crisis" ? action.levels : [],
    source: "check",
  };
  if (grade.grade !== "none")
    log.info({ event: "safety", grade: grade.grade, action: action.kind, signals: grade.signals }, "safety grade");

  const crisisText = (levels: RiskLevel[], source: CrisisSource) => {
    outcome.crisis = true;
    outcome.levels = levels;
    outcome.source = source;
    // A crisis found by a net after the check: careful mode, as a flag that may be a misunderstanding.
    next = { ...INITIAL_SAFETY, concernAsked: state.concernAsked, mode: "careful", basis: "soft", levels, since: turn + 1 };
    help = "open";
    helpLevels = levels;
    return safety.answer(levels, lang, country, young).text;
  };

  let hits: ExplainedHit[] = [];
  let deltas: AsyncIterable<ReplyDelta>;
  if (held) {
    deltas = nothing();
  } else if (action.kind === "crisis") {
    deltas = once(safety.answer(action.levels, lang, country, young).text);
  } else if (action.kind === "other") {
    deltas = once(safety.otherAnswer(action.levels, lang, country, young).text);
  } else if (wish) {
    // Asked for a person: the question about consent follows on the page, or the visitor is told nobody is there,
    // with the lines where a person listens around the clock.
    deltas = once(PERSON_WISH_ANSWER[lang][personAvailable ? "available" : "nobody"]);
    if (!personAvailable && help === "none") {
      help = "open";
      helpLevels = ["suicidal"];
    }
  } else if (action.kind === "careful" && chat.name === "demo") {
    deltas = once(
      safety.carefulReply(
        {
          lang,
          turns: body.messages,
          levels: action.levels,
          question: action.question,
          clarified: action.clarified,
          deflected: action.deflected,
          affirmed: action.affirmed,
        },
        country,
      ),
    );
  } else {
    // The moderation net runs beside knowledge retrieval, so it adds no time before the model starts.
    const moderation: Promise<ModerationVerdict | undefined> = tracedModeration(trace, safety.moderate(userText, signal));
    const modes: ProtocolMode[] = [];
    // What the concern grade's question asks about: violence done to the visitor, harm they did, self-harm, or suicide
    // (decision 035).
    const concern = concernKind(step.next.levels);
    if (action.kind === "careful") {
      modes.push(action.question ? "careful" : "careful-open");
      if (action.clarified) modes.push("clarified");
    } else {
      // Asked once more ("again"), the reply leaves the question to the server without taking up the subject again.
      if (action.add === "again") modes.push("concern");
      if (action.add === "concern") modes.push(CONCERN_MODES[concern]);
      if (action.resumed) modes.push("resumed");
      if (action.support) modes.push("support");
      try {
        // Only the documents that serve this persona (assigned to it, or to all), and only passages relevant enough:
        // the same retrieval, threshold and matched words as the operator's test box.
        const search = () => searchExplained(ctx.knowledge, userText, { personaId: persona.id });
        hits = (
          await traced(trace, "chat.retrieval", search, (found) => ({
            "retrieval.results": found.length,
            "retrieval.relevant": found.filter((h) => h.usedByCoach).length,
          }))
        ).filter((h) => h.usedByCoach);
      } catch (err) {
        log.error({ err }, "knowledge search failed; answering without it");
      }
    }
    const protocol = safety.protocol(lang, country, modes);
    const replyCheck = tracedChecker(trace, safety.checker([persona.systemPrompt, protocol]));
    const reply = guardedReply({
      model: tracedModel(trace, { "chat.provider": chat.name, "chat.model": ctx.env.CHAT_MODEL }),
      onSettled: replyCheck.done,
      reply: chat.stream({
        messages: buildMessages(`${persona.systemPrompt}\n\n${protocol}`, lang, hits, body.messages),
        passages: hits.map((h) => ({ title: h.title, text: h.text, matched: h.matched.map((m) => m.word) })),
        model: ctx.env.CHAT_MODEL,
        temperature: CHAT_TEMPERATURE,
        maxTokens: CHAT_MAX_TOKENS,
        signal,
        lang,
        coach:
          action.kind === "coach"
            ? {
                resumed: action.resumed,
                support: action.support,
                concern: action.add === "concern" || action.add === "again" ? concern : undefined,
              }
            : undefined,
      }),
      moderation,
      checker: replyCheck.checker,
      onModerationCrisis: (levels) => {
        log.info({ event: "crisis", levels, source: "moderation" }, "crisis answer from the moderation net");
        return crisisText(levels, "moderation");
      },
      onBlocked: (reason) => {
        log.warn({ event: "reply-blocked", reason }, "the model's reply was replaced");
        const safe = safety.blockedAnswer(reason, lang, country, young);
        if ("level" in safe) crisisText([safe.level], "reply");
        return safe.text;
      },
    });
    // The direct question and the quiet pointer are added by the server, so no model can leave them out.
    deltas = withSuffix(reply, () => {
      if (outcome.crisis) return undefined;
      if (action.kind === "careful") return action.question ? safety.question(action.question, lang) : undefined;
      if (action.add === "concern") return safety.concernQuestion(lang, step.next.levels);
      if (action.add === "again") return safety.question("again", lang);
      if (action.add === "past") return safety.pastPointer(lang, country);
      return undefined;
    });
  }
  if (outcome.crisis) log.info({ event: "crisis", levels: outcome.levels, signals: grade.signals }, "crisis answer");

  const gradeKind: GradeKind = grade.grade;
  return {
    deltas,
    silent: held,
    announcement() {
      if (outcome.crisis)
        return {
          crisis: { risk: outcome.levels[0] ?? "suicidal", resources: safety.resources(outcome.levels, lang, country, young) },
        };
      if (help === "none") return undefined;
      return { help: { help, resources: safety.resources(helpLevels, lang, country, young) } };
    },
    async finish(replyText) {
      const recording = trace.child("chat.record");
      const unanswered = action.kind === "coach" && !outcome.crisis && hits.length === 0;
      const conversationId = await conversations.recordTurn({
        conversationId: body.conversationId,
        personaId: persona.id,
        visitor: input.visitor,
        lang,
        crisis: outcome.crisis,
        voice: body.voice,
        unanswered,
        transcriptConsent: Boolean(body.transcriptConsent),
        embedOrigin: input.embedOrigin,
        safety: next,
      });
      ctx.metrics.chatTurn(outcome.crisis ? { level: outcome.levels[0] ?? "suicidal", source: outcome.source } : undefined);
      // The passages the coach answered with count as used (the console's hit counts); the reply is out, and the
      // count is not waited for. A crisis answer replaced the coach's, so its passages were not used.
      if (hits.length > 0 && !outcome.crisis) {
        void countPassageUse(
          ctx.database,
          hits.map((h) => h.passageId),
        ).catch((err: unknown) => log.warn({ err }, "passage use not counted"));
      }
      // The browser's figures of the previous turn count only for a conversation this visitor really had (decision 047).
      if (known) ctx.operations.reported(persona.id, body.timing);
      // The text is kept only when the operator switched transcripts on and the visitor agreed for this conversation.
      const policy = body.transcriptConsent ? await ctx.transcripts.policy() : undefined;
      if (policy?.enabled) {
        await ctx.transcripts
          .record(conversationId, { voice: body.voice, crisis: outcome.crisis, visitorText: userText, coachText: replyText })
          .catch((err: unknown) => log.error({ err }, "transcript turn not stored"));
      }
      // A question no passage answered is kept for the console's gaps under the same consent, when the owner keeps
      // them (decision 052): redacted, without this conversation.
      if (unanswered && policy?.enabled && policy.gaps) {
        await ctx.gaps.record(userText, lang).catch((err: unknown) => log.error({ err }, "knowledge gap not stored"));
      }
      if (outcome.crisis) {
        await safety
          .record({ level: outcome.levels[0] ?? "suicidal", source: outcome.source, lang, personaId: persona.id })
          .catch((err: unknown) => log.error({ err }, "crisis event not recorded"));
      }
      // An open handover gets the turn: the person sees what the visitor wrote (with the check's level) and, while
      // nobody has accepted yet, what the coach answered.
      if (handover) {
        const risk = outcome.crisis ? (outcome.levels[0] ?? "suicidal") : null;
        await ctx.live
          .append(handover.id, "visitor", userText, risk)
          .then(() => (held ? undefined : ctx.live.append(handover.id, "coach", replyText)))
          .catch((err: unknown) => log.error({ err }, "live turn not passed on"));
      }
      const level = outcome.levels[0] ?? "suicidal";
      const offerAt = outcome.crisis && !handover && personAvailable ? (await ctx.live.settings()).levels : [];
      const offer = !handover && personAvailable && (wish || offerAt.includes(level));
      recording.end({ "record.transcript": Boolean(body.transcriptConsent), "record.handover": Boolean(handover) });
      trace.set({
        "persona.id": persona.id,
        "chat.grade": gradeKind,
        "chat.crisis": outcome.crisis,
        "chat.risk": outcome.crisis ? level : undefined,
        "chat.crisis_source": outcome.crisis ? outcome.source : undefined,
        "chat.held": held,
        "chat.reply_chars": replyText.length,
      });
      return {
        reply: replyText,
        conversationId,
        sources: outcome.crisis || action.kind !== "coach" ? [] : await withPageUrls(usedSources(replyText, hits), ctx.documents),
        crisis: outcome.crisis,
        risk: outcome.crisis ? (outcome.levels[0] ?? "suicidal") : null,
        careful: next.mode === "careful",
        grade: gradeKind,
        help,
        resources: help === "none" ? [] : safety.resources(helpLevels, lang, country, young),
        person: { available: personAvailable, offer, held },
      };
    },
  };
}
