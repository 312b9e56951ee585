/** The types of the topic catalogue (topics.ts), apart so the text files need not import the catalogue. */

export type TopicId =
  | "driving"
  | "exam"
  | "interview"
  | "worktalk"
  | "presentation"
  | "career"
  | "boundaries"
  | "caring"
  | "teen"
  | "stage"
  | "panic"
  | "health"
  | "grief"
  | "legacy"
  | "money"
  | "parenting"
  | "relationship"
  | "family"
  | "friendship"
  | "jobloss"
  | "leadership"
  | "drinking"
  | "eating"
  | "retirement"
  | "home"
  | "overload"
  | "conflict"
  | "selfdoubt"
  | "anger"
  | "lonely"
  | "fear"
  | "sleep"
  | "motivation"
  | "calm"
  | "stress"
  | "disclosure";

/** The topics whose texts live in topics-more.ts: working life, presentations, caring for a relative, a teenager at home. */
export type MoreTopicId = "interview" | "worktalk" | "career" | "boundaries" | "caring" | "teen" | "presentation";

/**
 * The topics whose texts live in topics-life.ts: a driving test, a will, a friendship, losing one's job, leading a
 * team, drinking to unwind, eating out of frustration, the first years of retirement, living with flatmates or neighbours.
 */
export type LifeTopicId =
  "driving" | "legacy" | "friendship" | "jobloss" | "leadership" | "drinking" | "eating" | "retirement" | "home";

/** One topic in one language. Tips are cores that a lead completes: "Ich schlage dir vor, {tip}." / "I suggest {tip}." */
export interface TopicTexts {
  /** How the coach refers to it, in the accusative: "deine Prüfung", "deinen Schlaf"; "your exam". */
  label: string;
  /** Empathy: the reply's first sentence. */
  opens: string[];
  /** German: a zu-infinitive clause ("früh ins Bett zu gehen"); English: a gerund phrase ("going to bed early"). */
  tips: string[];
  /** A question that moves on. */
  asks: string[];
}
