import type { Lang } from "#shared/routes";
import type { RiskLevel } from "#shared/safety";

/**
 * The direct questions of careful mode, asked one per turn, in the order
 * crisis services ask them (after the screening questions of the Columbia
 * Suicide Severity Rating Scale): first whether there are thoughts of
 * suicide at all, then how far they have gone (a method, an intention,
 * something prepared), then whether the person is safe and not alone. Asking
 * directly does not raise the risk; not asking misses it.
 */
export type QuestionId =
  | "thoughts"
  | "self-harm"
  | "safe"
  | "harm"
  | "method"
  | "intent"
  | "injured"
  | "alone"
  | "refuge"
  | "away"
  | "weapon"
  | "call"
  | "explain"
  | "again";

export const QUESTIONS: Record<QuestionId, Record<Lang, string>> = {
  thoughts: {
    de: "Ich frage dich ganz direkt, weil es wichtig ist: Denkst du daran, dir das Leben zu nehmen?",
    en: "I'll ask you directly, because it matters: are you thinking about ending your life?",
  },
  "self-harm": {
    de: "Ich frage dich direkt, weil es wichtig ist: Verletzt du dich selbst, oder denkst du daran?",
    en: "I'll ask you directly, because it matters: are you hurting yourself, or thinking about it?",
  },
  safe: {
    de: "Ich frage dich direkt, weil es wichtig ist: Bist du gerade in Sicherheit, oder tut dir jemand Gewalt an?",
    en: "I'll ask you directly, because it matters: are you safe right now, or is someone hurting you?",
  },
  harm: {
    de: "Ich frage dich direkt, weil es wichtig ist: Hast du vor, jemandem etwas anzutun?",
    en: "I'll ask you directly, because it matters: are you planning to hurt someone?",
  },
  method: {
    de: "Darf ich dich etwas Direktes fragen: Hast du schon darüber nachgedacht, wie du es tun würdest?",
    en: "May I ask you something direct: have you thought about how you would do it?",
  },
  intent: {
    de: "Hast du vor, es zu tun, oder hast du schon etwas dafür vorbereitet?",
    en: "Do you intend to act on it, or have you already prepared something?",
  },
  injured: {
    de: "Bist du gerade verletzt, und braucht eine Wunde ärztliche Hilfe?",
    en: "Are you hurt right now, and does a wound need a doctor?",
  },
  alone: {
    de: "Bist du gerade allein, oder ist jemand in deiner Nähe, der bei dir sein kann?",
    en: "Are you alone right now, or is there someone nearby who could be with you?",
  },
  refuge: {
    de: "Gibt es einen Ort oder einen Menschen, zu dem du gehen kannst, wenn es gefährlich wird?",
    en: "Is there a place or a person you can go to if it gets dangerous?",
  },
  away: {
    de: "Bist du jetzt auf Abstand zu der Person, auf die du so wütend bist?",
    en: "Are you at a distance now from the person you are so angry with?",
  },
  weapon: {
    de: "Hast du etwas bei dir, womit jemand verletzt werden könnte, und kannst du es weit weglegen?",
    en: "Do you have anything with you that someone could be hurt with, and can you put it far away?",
  },
  call: {
    de: "Magst du jetzt eine der Nummern anrufen, während wir hier weiterschreiben?",
    en: "Would you call one of the numbers now, while we keep writing here?",
  },
  explain: {
    de: "Magst du mir erzählen, wie du das vorhin gemeint hast?",
    en: "Would you tell me what you meant earlier?",
  },
  again: {
    de: "Ich komme noch einmal auf meine Frage zurück, weil sie mir wichtig ist: Hast du Gedanken daran, dir etwas anzutun?",
    en: "Let me come back to my question, because it matters to me: are you having thoughts of harming yourself?",
  },
};

/** The first direct question for a flag that may be a misunderstanding: is there a risk at all? */
export function directQuestion(level: RiskLevel): QuestionId {
  if (level === "self-harm") return "self-harm";
  if (level === "violence-suffered") return "safe";
  if (level === "harm-others") return "harm";
  return "thoughts";
}

/**
 * The questions that follow a clearly stated risk, one per careful turn: the
 * statement itself answered the first screening question, so the next ones
 * ask how far it has gone and who can be there.
 */
export function followingQuestions(level: RiskLevel): QuestionId[] {
  switch (level) {
    case "acute":
      return ["alone", "call"];
    case "self-harm":
      return ["injured", "thoughts", "alone", "call"];
    case "violence-suffered":
      return ["safe", "refuge", "thoughts", "call"];
    case "harm-others":
      return ["away", "weapon", "call"];
    default:
      return ["method", "intent", "alone", "call"];
  }
}
