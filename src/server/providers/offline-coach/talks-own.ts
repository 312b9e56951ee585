import type { Lines } from "./talks";

/**
 * Opening lines for a conversation about something the visitor did or
 * carries themselves, whoever it is with: a confession and an apology. They
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
