/** Whom a conversation the visitor prepares is with, and its lines: a first sentence and one to follow it. */

/** The counterparts at work, whose lines live in talks-work.ts. */
export type WorkCounterpart = "colleague" | "boss" | "employee" | "interviewer";

export type Counterpart =
  WorkCounterpart | "partner" | "child" | "parent" | "friend" | "teacher" | "school" | "doctor" | "creditor" | "someone";

export type Lines = [say: string, then: string][];
