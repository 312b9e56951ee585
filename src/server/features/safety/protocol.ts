import { RISK_LEVELS, type RiskLevel } from "#shared/safety";
import type { GradeKind, HelpView } from "#shared/schemas/chat";
import type { ConcernKind } from "../../providers/chat";
import { concernKind } from "./graded-answers";
import { directQuestion, followingQuestions, type QuestionId } from "./questions";
import { clarifies, deflects, saysNo, saysYes, statesNo } from "./visitor-signals";

/**
 * The careful-mode protocol: what the coach does with a visitor's turn,
 * given what the crisis check graded it and what the conversation went
 * through. Pure: the chat pipeline loads the state, calls `step`, answers as
 * it says and stores the next state. docs/decisions/035-graded-safety.md
 * explains the choices.
 *
 * - none: ordinary coaching. A crisis gets the crisis answer (careful mode);
 *   concern for someone else gets guidance for helping them (support); a
 *   worrying message gets coaching with one direct question (asked); a
 *   crisis stated as long over gets coaching with a quiet pointer.
 * - careful: after a crisis answer. The coach keeps answering what the
 *   visitor says, asks the direct questions one per turn, and the help stays
 *   in view. A flag that may be a misunderstanding (soft) steps down after an
 *   explicit clarification plus a "no" to the direct question; a clearly
 *   stated or acute risk (firm) never steps down in this conversation.
 * - asked: the coach asked the direct question after a worrying message.
 *   Anything but a "no" is taken seriously; a "no" or another subject
 *   returns to coaching.
 * - support: the visitor is helping someone else; the numbers for that
 *   person stay in view while the coach helps the helper.
 */

export type { HelpView };

/** What the crisis check found in the turns it read. */
export interface Grade {
  grade: GradeKind;
  /** crisis: the visitor's risk levels, most urgent first; other: the danger of the other person (acute when it is now). */
  levels: RiskLevel[];
  /** crisis: clearly stated (an explicit statement, an act, a plan), not only a reading of an ambiguous sentence. */
  firm: boolean;
  /** Names of the rules and findings, for logs and tests; never message text. */
  signals: string[];
}

export const NO_GRADE: Grade = { grade: "none", levels: [], firm: false, signals: [] };

export type SafetyMode = "none" | "asked" | "careful" | "support";

export interface SafetyState {
  mode: SafetyMode;
  /** careful: `firm` never steps down in this conversation, `soft` after a clarification and a "no". */
  basis: "firm" | "soft" | null;
  /** careful and support: the levels whose help is in view. */
  levels: RiskLevel[];
  /** Answered turns of the conversation when this mode began: the check reads only the turns after it. */
  since: number;
  /** careful: direct questions asked so far in this mode; asked: 1 once the question was asked again after an "ok". */
  asked: number;
  /** The last answer ended with a direct question, so this message may answer it. */
  pending: QuestionId | null;
  /** careful, soft: the visitor explained what they meant. */
  clarified: boolean;
  /** careful, soft: the visitor said "no" to the direct question. */
  denied: boolean;
  /** The direct question after a worrying message was asked in this conversation (it is asked once). */
  concernAsked: boolean;
}

export const INITIAL_SAFETY: SafetyState = {
  mode: "none",
  basis: null,
  levels: [],
  since: 0,
  asked: 0,
  pending: null,
  clarified: false,
  denied: false,
  concernAsked: false,
};

/** What the coach does with this turn. */
export type SafetyAction =
  /** The fixed crisis answer: help lines first. */
  | { kind: "crisis"; levels: RiskLevel[]; firm: boolean }
  /** Careful mode goes on: answer what the visitor says, gently, and ask `question` when given. */
  | {
      kind: "careful";
      levels: RiskLevel[];
      question: QuestionId | null;
      /** The visitor just explained a misunderstanding. */
      clarified: boolean;
      /** The visitor closed the subject ("passt schon"). */
      deflected: boolean;
      /** The visitor answered the direct question with yes or with uncertainty. */
      affirmed: boolean;
    }
  /** Guidance for helping someone else who is in danger, with the numbers for them. */
  | { kind: "other"; levels: RiskLevel[] }
  /**
   * Ordinary coaching. `concern`: end with the direct question, the numbers
   * beside the answer; `again`: end with it once more, in other words, when
   * "ok" or "hm" did not answer it. `past`: end with a quiet pointer to help. `resumed`:
   * careful mode just stepped down. `support`: the visitor is helping
   * someone else.
   */
  | { kind: "coach"; add: CoachAddition; resumed: boolean; support: boolean };

/** What ends a coaching answer: the direct question, the question once more, a quiet pointer to help, or nothing. */
export type CoachAddition = "concern" | "again" | "past" | null;

export interface TurnFacts {
  state: SafetyState;
  /** Answered turns of the conversation before this one. */
  turn: number;
  /** The check's grade of the turns read (those after `state.since`, up to the last four). */
  grade: Grade;
  /** The visitor's new message. */
  text: string;
  /** careful: the alarming turns read together with this one are no longer a crisis. */
  explainedAway: boolean;
}

export interface Step {
  action: SafetyAction;
  next: SafetyState;
  /** How the help is shown: in view, one tap away (after a step-down), or not at all. */
  help: HelpView;
  /** The levels whose help is shown. */
  helpLevels: RiskLevel[];
}

/** A reply that acknowledges without answering: "ok", "hm", "naja", "achso". */
const NOT_AN_ANSWER = /^(ok(ay|ey|i)?|k|hm+|mhm+|hmm+|aha|ach ?so|na ?ja|tja|so ?so|alright|right|i see|\.+|\?+)[\s.!?…]*$/i;

/**
 * A short reply, the kind that answers a question ("Ja, manchmal.", "weiß nicht"). A longer message
 * that starts with "ja" goes on about something, and the check reads it like any other.
 */
function shortAnswer(text: string): boolean {
  return text.trim().split(/\s+/).length <= 5;
}

function rank(levels: Iterable<RiskLevel>): RiskLevel[] {
  const set = new Set(levels);
  return RISK_LEVELS.filter((l) => set.has(l));
}

function crisisStep(turn: number, levels: RiskLevel[], firm: boolean, previous: SafetyState): Step {
  return {
    action: { kind: "crisis", levels, firm },
    next: {
      ...INITIAL_SAFETY,
      concernAsked: previous.concernAsked,
      mode: "careful",
      basis: firm ? "firm" : "soft",
      levels,
      since: turn + 1,
    },
    help: "open",
    helpLevels: levels,
  };
}

function coachStep(state: SafetyState, add: CoachAddition = null, extra: Partial<SafetyState> = {}): Step {
  const support = state.mode === "support";
  const next = { ...state, pending: null, ...extra };
  const open = support || add === "concern" || add === "again";
  return {
    action: { kind: "coach", add, resumed: false, support },
    next,
    help: open ? "open" : state.levels.length > 0 || add === "past" ? "tap" : "none",
    helpLevels: next.levels.length > 0 ? next.levels : ["suicidal"],
  };
}

/** The next question of careful mode, or none when all were asked. */
function nextQuestion(state: SafetyState, basis: "firm" | "soft"): QuestionId | null {
  const level = state.levels[0] ?? "suicidal";
  if (basis === "soft") {
    if (state.asked === 0) return directQuestion(level);
    if (state.denied && !state.clarified && state.pending !== "explain") return "explain";
    // The visitor passed the question over: it is asked once more, in other words, so a "no" has a question to answer.
    const aboutSelf = level === "suicidal" || level === "self-harm" || level === "acute";
    if (!state.denied && aboutSelf && state.asked === 1 && state.pending === directQuestion(level)) return "again";
    return null;
  }
  return followingQuestions(level)[state.asked] ?? null;
}

/** The careful-mode question a concern grade's question stands for, so a "no" or a "yes" to it is read as its answer. */
const CONCERN_PENDING: Record<ConcernKind, QuestionId> = {
  "violence-suffered": "safe",
  "harm-others": "harm",
  "self-harm": "self-harm",
  suicidal: "thoughts",
};

export function step(facts: TurnFacts): Step {
  const { state, turn, grade, text } = facts;
  const crisis = grade.grade === "crisis";

  switch (state.mode) {
    case "careful": {
      const added = grade.levels.filter((l) => !state.levels.includes(l));
      // A new risk (acute now, or violence where there were thoughts) gets the crisis answer for it.
      if (crisis && added.length > 0)
        return crisisStep(turn, rank([...state.levels, ...grade.levels]), grade.firm || state.basis === "firm", state);
      const answered = state.pending !== null && state.pending !== "explain";
      const affirmed = answered && shortAnswer(text) && saysYes(text);
      // "Ich will mich nicht umbringen" is a no whenever it is said; a bare "nein" only answers the question.
      const saidNo = (answered && saysNo(text)) || statesNo(text);
      let basis: "firm" | "soft" = state.basis ?? "firm";
      // A risk stated again, or a yes to the direct question, makes the flag firm.
      if ((crisis && grade.firm) || affirmed) basis = "firm";
      const justClarified = basis === "soft" && (clarifies(text) || facts.explainedAway);
      const clarified = basis === "soft" && (state.clarified || justClarified);
      const denied = basis === "soft" && (state.denied || saidNo);
      // The direct question is asked before careful mode steps down, even after a no the visitor volunteered.
      const questioned = state.asked > 0 || answered;
      if (basis === "soft" && clarified && denied && questioned && !crisis) {
        return {
          action: { kind: "coach", add: null, resumed: true, support: false },
          // The help stays one tap away for the rest of the conversation.
          next: { ...INITIAL_SAFETY, concernAsked: true, since: turn + 1, levels: state.levels },
          help: "tap",
          helpLevels: state.levels,
        };
      }
      const current: SafetyState = {
        ...state,
        basis,
        clarified,
        denied,
        // Turning firm starts the questions that follow a stated risk.
        asked: basis !== state.basis ? 0 : state.asked,
      };
      const question = nextQuestion(current, basis);
      return {
        action: {
          kind: "careful",
          levels: state.levels,
          question,
          clarified: justClarified,
          deflected: deflects(text),
          affirmed,
        },
        next: { ...current, asked: current.asked + (question && question !== "explain" ? 1 : 0), pending: question },
        help: "open",
        helpLevels: state.levels,
      };
    }
    case "asked": {
      if (crisis) return crisisStep(turn, grade.levels, grade.firm, state);
      if (shortAnswer(text) && saysYes(text)) {
        // "Ja" to "Denkst du daran, dir das Leben zu nehmen?" or "Tut dir jemand weh?" is a clear statement; "weiß nicht"
        // is taken seriously too.
        const clear = /^\s*(ja|jo|yes|yeah|yep|oft|often|schon)\b/i.test(text);
        return crisisStep(turn, state.levels.length > 0 ? state.levels : ["suicidal"], clear, state);
      }
      // "ok" or "hm" does not answer a question about suicidal thoughts or self-harm: it is asked once more, in other
      // words, and what follows is read as the answer.
      const aboutSelf = state.levels.every((l) => l === "suicidal" || l === "self-harm");
      if (aboutSelf && state.asked === 0 && NOT_AN_ANSWER.test(text.trim()))
        return coachStep(state, "again", { mode: "asked", asked: 1, pending: "again" });
      return coachStep({ ...state, mode: "none" });
    }
    case "support": {
      if (crisis) return crisisStep(turn, grade.levels, grade.firm, state);
      if (grade.grade === "other" && grade.levels.some((l) => !state.levels.includes(l))) {
        const levels = rank([...state.levels, ...grade.levels]);
        return {
          action: { kind: "other", levels },
          next: { ...state, levels, pending: null },
          help: "open",
          helpLevels: levels,
        };
      }
      return coachStep(state);
    }
    default: {
      if (crisis) return crisisStep(turn, grade.levels, grade.firm, state);
      if (grade.grade === "other")
        return {
          action: { kind: "other", levels: grade.levels },
          next: { ...state, mode: "support", levels: grade.levels, pending: null },
          help: "open",
          helpLevels: grade.levels,
        };
      if (grade.grade === "concern") {
        if (state.concernAsked) return coachStep(state, null);
        // The question asks about violence where the message spoke of it, about harming someone where the visitor did
        // harm, else about suicidal thoughts.
        const kind = concernKind(grade.levels);
        return coachStep(state, "concern", {
          mode: "asked",
          concernAsked: true,
          pending: CONCERN_PENDING[kind],
          levels: [kind],
        });
      }
      if (grade.grade === "past") return { ...coachStep(state, "past"), helpLevels: ["suicidal"] };
      return coachStep(state);
    }
  }
}

/** How many of the visitor's latest turns the check reads in this state: those since the mode began, at most `max`. */
export function turnsToRead(state: SafetyState, turn: number, known: boolean, max: number): number {
  if (!known) return max;
  return Math.max(1, Math.min(max, turn - state.since + 1));
}
