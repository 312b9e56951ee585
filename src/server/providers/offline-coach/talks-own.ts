import { fold, foldedPattern } from "./compose";
import { wantsToApologise, wantsToDisclose } from "./intents";
import type { Lines } from "./talks";
import type { TopicId } from "./topic-types";

/**
 * Opening lines for a conversation about something the visitor did or
 * carries themselves, whoever it is with: a confession, an apology, a will, the reaction they fear. They
 * come before the lines for the counterpart (talks.ts) when the visitor asked
 * whether or how to say it.
 */

/**
 * Opening lines for telling someone something hard about oneself (debts, a failed exam, a secret), whoever it
 * is: the visitor asked whether or how to tell it ("Soll ich es meinen Eltern sagen?").
 */
export const DISCLOSE: { de: Lines; en: Lines } = {
  de: [
    [
      "Ich möchte dir etwas erzählen, das mir schwerfällt, und ich wünsche mir, dass du mir erst einmal bis zum Ende zuhörst.",
      "Ich schäme mich dafür, aber ich will ehrlich zu dir sein und dir sagen, was ich schon unternehme, um es zu lösen.",
    ],
    [
      "Hast du heute in Ruhe Zeit für mich, weil ich dir etwas sagen muss, das ich schon zu lange mit mir herumtrage?",
      "Ich erzähle dir, wie es dazu gekommen ist, und mir würde es helfen, wenn wir danach gemeinsam überlegen, wie es weitergeht.",
    ],
  ],
  en: [
    [
      "There's something I need to tell you that's hard for me, and I'd like you to hear me out to the end first.",
      "I'm ashamed of it, but I want to be honest with you and tell you what I'm already doing to sort it out.",
    ],
    [
      "Do you have some quiet time for me today, because there's something I've been carrying around for too long?",
      "I'll tell you how it happened, and it would help me if we could think together afterwards about what comes next.",
    ],
  ],
};

/** Opening lines for an apology the visitor wants to make ("Wie sag ich ihr, dass es mir leidtut?"). */
export const APOLOGY: { de: Lines; en: Lines } = {
  de: [
    [
      "Es tut mir leid, wie ich dich angegangen bin, das war nicht in Ordnung.",
      "Ich arbeite daran, früher zu merken, wenn ich gereizt bin, und beim nächsten Mal erst einmal durchzuatmen.",
    ],
  ],
  en: [
    [
      "I'm sorry about how I went at you, that wasn't okay.",
      "I'm working on noticing sooner when I'm on edge, and next time I'll take a breath first.",
    ],
  ],
};

/** Telling the family that one has lost one's job: said plainly, with what comes next. */
export const JOBLOSS: { de: Lines; en: Lines } = {
  de: [
    [
      "Ich muss euch etwas sagen, das mir schwerfällt: Ich habe meine Stelle verloren.",
      "Ich bin traurig und auch wütend, aber ich kümmere mich schon um die nächsten Schritte, und gemeinsam schaffen wir das.",
    ],
  ],
  en: [
    [
      "There's something I need to tell you that isn't easy for me: I've lost my job.",
      "I'm sad and angry too, but I'm already working on the next steps, and together we'll get through this.",
    ],
  ],
};

/** Opening lines for telling the family how one has arranged things for later: a will, an inheritance. */
export const LEGACY: { de: Lines; en: Lines } = {
  de: [
    [
      "Ich möchte mit euch in Ruhe über etwas sprechen, das mir wichtig ist: wie ich später einmal alles geregelt haben möchte.",
      "Mir liegt daran, dass es darüber nie Streit gibt, deshalb sage ich euch offen, was ich mir überlegt habe, und möchte auch eure Gedanken hören.",
    ],
    [
      "Ich habe angefangen, mein Testament zu regeln, und ihr sollt das von mir selbst hören.",
      "Es ist kein trauriger Anlass, sondern Vorsorge, und ich wünsche mir, dass wir darüber reden, ohne dass sich jemand übergangen fühlt.",
    ],
  ],
  en: [
    [
      "I'd like to talk with you calmly about something that matters to me: how I want things arranged one day.",
      "I care that there's never a quarrel over it, so I'm telling you openly what I've thought about, and I'd like to hear your thoughts too.",
    ],
    [
      "I've started putting my will in order, and I want you to hear it from me.",
      "It isn't a sad occasion, just planning ahead, and I hope we can talk about it without anyone feeling left out.",
    ],
  ],
};

/** Telling someone about one's own past illness or crisis: no shame in it, and room for questions. */
export const DISCLOSE_HISTORY: { de: Lines; en: Lines } = {
  de: [
    [
      "Ich möchte dir etwas aus meiner Vergangenheit erzählen, weil du mir wichtig bist und ich offen zu dir sein will.",
      "Vor einigen Jahren ging es mir sehr schlecht, ich habe mir Hilfe geholt, und heute geht es mir gut; du kannst mich alles dazu fragen.",
    ],
  ],
  en: [
    [
      "I'd like to tell you something from my past, because you matter to me and I want to be open with you.",
      "A few years ago I was in a very bad way, I got help, and today I'm doing well; you can ask me anything about it.",
    ],
  ],
};

/** An illness or a crisis of one's own, told about: depression, a clinic, therapy, scars. */
const HISTORY = foldedPattern(
  "depression|klinik|psychiatr|therapie|burn-?out|angststörung|essstörung|narben|geritzt|suizidversuch|zusammenbruch|\\bdepressed|hospital|clinic|therapy|breakdown|eating disorder|self-harm|scars|suicide attempt|mental health",
);

/** Said as past: "vor fünf Jahren", "früher", "as a teenager", "years ago", "heute geht es mir gut". */
const PAST = foldedPattern(
  "vor (\\w+ ){0,2}(jahren|monaten)|früher|damals|als (teenager|jugendliche[rn]?|kind)|heute geht es mir gut|years ago|as a (teenager|teen|kid|child)|back then|i'?m (fine|doing well|ok|okay) now|used to",
);

/** The lines about the visitor's own matter, when they asked for one: an apology, a confession, a will. */
export function ownLines(visitorTexts: string[], topic: TopicId | undefined): { de: Lines; en: Lines } | undefined {
  if (wantsToApologise(visitorTexts)) return APOLOGY;
  if (topic === "jobloss" && wantsToDisclose(visitorTexts)) return JOBLOSS;
  if (wantsToDisclose(visitorTexts)) {
    const said = fold(visitorTexts.join(" "));
    // An illness of today is no confession: the lines for the person it is told to fit better.
    if (HISTORY.test(said)) return PAST.test(said) ? DISCLOSE_HISTORY : undefined;
    return DISCLOSE;
  }
  return topic === "legacy" ? LEGACY : undefined;
}
