import { fold, foldedPattern } from "./compose";
import type { Counterpart } from "./talks";
import type { TopicId } from "./topics";

/** Whom a conversation the visitor prepares is with ("Wie sag ich es meiner Chefin?"), from the words they use. */

const COUNTERPARTS: [Counterpart, RegExp][] = (
  [
    [
      "interviewer",
      "\\b(interviewer\\w*|personaler\\w*|recruiter|hiring manager|bewerbungsgespräch|vorstellungsgespräch|job interview)\\b",
    ],
    [
      "employee",
      "\\b(mitarbeiter\\w*|azubi\\w*|auszubildende\\w*|employees?|team members?|direct reports?|staff member|apprentice|trainee)\\b",
    ],
    [
      "boss",
      "\\b(chef|chefin|schef|vorgesetzt\\w*|teamleit\\w*|abteilungsleit\\w*|schichtleit\\w*|vorarbeiter\\w*|boss|manager|supervisor|foreman)\\b",
    ],
    ["colleague", "\\b(kolleg\\w*|co-?workers?|colleagues?|teammates?)\\b"],
    ["teacher", "\\b(\\w*lehrer\\w*|prüfer\\w*|professor\\w*|dozent\\w*|teacher|examiner|tutor|lecturer)\\b"],
    ["doctor", "\\b(arzt|ärztin|hausarzt\\w*|hausärzt\\w*|doktor|doctor|gp|physician)\\b"],
    ["creditor", "\\b(bank|gläubiger\\w*|inkasso\\w*|vermieter\\w*|creditors?|landlord|lender)\\b"],
    ["child", "\\b(kind|kinder|kindern|kleinkind|sohn|tochter|teenager|toddler|son|daughter|kids?|child|children|teen)\\b"],
    ["parent", "\\b(mutter|mama|mami|vater|papa|eltern|schwieg\\w*|muatta|mom|mum|mother|dad|father|parents|in-laws?)\\b"],
    ["friend", "\\b(eine[rnm]?|beste[rnm]?|gute[rnm]?) (freundin|freund)\\b|\\bkumpel\\b|\\bfreunde\\b|\\bfriends?\\b"],
    [
      "partner",
      "\\b(partner\\w*|freundin|freund|ehemann|ehefrau|verlobte\\w*|ex|boyfriend|girlfriend|husband|wife)\\b|\\bmeine[rn]? frau\\b|\\bmein(em|en)? mann\\b",
    ],
  ] as const
).map(([c, source]) => [c, foldedPattern(source, "g")]);

const DEFAULT_COUNTERPART: Partial<Record<TopicId, Counterpart>> = {
  relationship: "partner",
  conflict: "colleague",
  overload: "boss",
  parenting: "child",
  teen: "child",
  family: "parent",
  exam: "teacher",
  health: "doctor",
  money: "creditor",
  lonely: "friend",
  interview: "interviewer",
  worktalk: "boss",
  leadership: "employee",
  jobloss: "parent",
  friendship: "friend",
};

/** Whom the visitor might turn to, not talk with: "should I escalate to my manager?", "zum Chef gehen". */
const ESCALATION = foldedPattern(
  "\\b(escalate|go|going|take (it|this)|report (it|him|her|them)|complain) to (my|the|his|her|our) \\w+|\\b(zum|zur|an (den|die|meinen|meine)|bei (meinem|meiner)) (chef|chefin|vorgesetzten|teamleit\\w*|personalabteilung|betriebsrat)\\b",
  "g",
);

/** The one the sentence says to talk with: "mit meiner Tochter reden", "talk to my boss". */
const NAMED_AFTER_WITH = foldedPattern(
  "\\b(mit|with|to)\\s+((meine[mnrs]?|mein|dem|der|den|unsere[mnrs]?|unser|my|the|our)\\s+)?$",
);
/** The pronoun the visitor's question ends on: "mit ihm reden", "tell her". */
const HIM = foldedPattern("\\b(ihm|ihn|him)\\b");
const HER = foldedPattern("\\b(ihr|her)\\b");
const FEMININE = foldedPattern("(in|innen|mutter|mama|mami|muatta|tochter|frau|mom|mum|mother|daughter|wife|girlfriend)$");
const MASCULINE = foldedPattern(
  "(chef|kollege|lehrer|vater|papa|sohn|freund|mann|arzt|doktor|professor|dozent|vorgesetzte[rn]|dad|father|son|husband|boyfriend)$",
);

interface Mention {
  c: Counterpart;
  /** The words as named, folded. */
  said: string;
  /** Named right after "mit"/"with"/"to", and not as an owner ("my daughter's teacher"). */
  addressed: boolean;
}

function mentions(text: string): Mention[] {
  return COUNTERPARTS.flatMap(([c, re]) =>
    [...text.matchAll(re)].map((m) => ({
      c,
      said: m[0],
      addressed: NAMED_AFTER_WITH.test(text.slice(0, m.index)) && !text.startsWith("'s", m.index + m[0].length),
    })),
  );
}

/** A parent speaking with a child's school: a parents' evening, or the teacher of their child. */
const SCHOOL_PARENT = foldedPattern(
  "\\b(eltern(abend|gesprach|sprechtag)\\w*|parents'? (evening|night)|parent-teacher)\\b|\\b(meine[rs]|unsere[rs]) (sohn(e?s)?|tochter|kind(e?s)?|kinder)\\b|\\b(my|our) (son|daughter|child|kid)'s\\b",
);

/**
 * Whom the visitor wants to talk to, from their latest message that names anyone: the one named after "mit", "with"
 * or "to"; else, of several, the one a closing "mit ihm" or "tell her" can mean; else the first in the list above.
 * Without a name, what the topic suggests. A teacher a parent talks to is the child's school.
 */
export function counterpartOf(visitorMessages: string[], topic: TopicId | undefined): Counterpart {
  const all = fold(visitorMessages.join(" "));
  for (const message of [...visitorMessages].reverse()) {
    const text = fold(message).replace(ESCALATION, " ");
    const found = mentions(text);
    if (found.length === 0) continue;
    const gender = HIM.test(text) && !HER.test(text) ? MASCULINE : HER.test(text) && !HIM.test(text) ? FEMININE : undefined;
    const chosen = found.find((m) => m.addressed) ?? (gender && found.find((m) => gender.test(m.said.trim()))) ?? found[0]!;
    if (chosen.c !== "teacher") return chosen.c;
    const parent = topic === "parenting" || topic === "teen" || SCHOOL_PARENT.test(all) || found.some((m) => m.c === "child");
    return parent ? "school" : "teacher";
  }
  return (topic && DEFAULT_COUNTERPART[topic]) ?? "someone";
}
