import type { ConcernKind } from "../chat";

/** What the offline coach (coach.ts) is given for one reply. */

export interface CoachTurn {
  role: "user" | "assistant";
  content: string;
}

export interface CoachInput {
  /** The conversation so far, oldest first; the last one is the visitor's new message (the server sends at most 10). */
  turns: CoachTurn[];
  lang: "de" | "en";
  /** Knowledge passages found for the question, best first (may be empty), with the words that match it. */
  passages?: { title: string; text: string; matched?: string[] }[];
  /**
   * The passages come from the chat's retrieval, which judged them relevant (the test box shows the same):
   * the best one is quoted. Otherwise (passages read from a knowledge message) only one that shares the
   * question's words is.
   */
  retrieved?: boolean;
  /** Back to ordinary coaching after a safety question was answered "no": thank, then coach on the thread's topic. */
  resumed?: boolean;
  /** The visitor helps someone else who may be in danger: coach the helper. */
  support?: boolean;
  /**
   * The server ends the reply with the direct safety question: the coach asks no question of its own. About
   * violence suffered or harm done, the coach does not coach at all: it takes it seriously and puts safety first.
   */
  concern?: ConcernKind;
}
