import type { Lang } from "#shared/routes";
import { CONVERSATION_TURNS } from "./detector";
import { gradeTurns } from "./grade";
import type { GradeKind } from "#shared/schemas/chat";
import { INITIAL_SAFETY, step, turnsToRead, type Grade, type SafetyState, type Step } from "./protocol";
import { youngWriter } from "./young-writer";

export interface TurnCheck {
  /** Where the conversation stands (INITIAL_SAFETY for a new one). */
  state: SafetyState;
  /** Answered turns before this one. */
  turn: number;
  /** The server has a record of this conversation; without one the check reads the turns the page sent. */
  known: boolean;
  /** The visitor's turns, oldest first, the new message last. */
  userTurns: readonly string[];
  lang: Lang;
}

/**
 * The safety check of one turn, as the chat runs it and the benchmark
 * replays it: the graded check of the turns since the protocol's mode began,
 * whether an alarming turn was explained by what followed, and the
 * protocol's step; and whether the visitor writes as a young person, which
 * orders the help (youth line first) but changes neither grade nor step.
 */
export function checkTurn({ state, turn, known, userTurns, lang }: TurnCheck): { grade: Grade; step: Step; young: boolean } {
  const read = turnsToRead(state, turn, known, CONVERSATION_TURNS);
  const grade = gradeTurns(userTurns.slice(-read), lang);
  // Careful mode on a flag that may be a misunderstanding: the alarming turn read together with what followed.
  const explainedAway =
    state.mode === "careful" &&
    state.basis === "soft" &&
    gradeTurns(userTurns.slice(-Math.min(CONVERSATION_TURNS, turn - state.since + 2)), lang).grade !== "crisis";
  return {
    grade,
    step: step({ state, turn, grade, text: userTurns.at(-1) ?? "", explainedAway }),
    young: youngWriter(userTurns),
  };
}

/**
 * A conversation replayed turn by turn as the chat would run it (the visitor's turns only; the coach's
 * answers do not change the check): each turn's grade and action, whether it asked a direct question,
 * and the state after the last. The benchmark and the tests measure what visitors meet with it.
 */
export function replayConversation(turns: readonly string[], lang: Lang) {
  let state: SafetyState = INITIAL_SAFETY;
  const steps: { grade: GradeKind; action: Step["action"]["kind"]; question: boolean }[] = [];
  turns.forEach((_, turn) => {
    const { grade, step: s } = checkTurn({ state, turn, known: true, userTurns: turns.slice(0, turn + 1), lang });
    const { action } = s;
    steps.push({
      grade: grade.grade,
      action: action.kind,
      question:
        (action.kind === "coach" && (action.add === "concern" || action.add === "again")) ||
        (action.kind === "careful" && action.question !== null),
    });
    state = s.next;
  });
  return { steps, state };
}
