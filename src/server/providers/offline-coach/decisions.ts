import { fold, foldedPattern } from "./compose";
import type { TopicId } from "./topics";

/**
 * Tips for a decision the visitor asks the coach to make ("Soll ich sie
 * zwingen weiterzumachen?", "Should I let him quit?"), where the topic
 * needs its own: a child's hobby, a relationship, a job. The coach never
 * decides for the visitor; it helps them weigh. Cores as the topics' tips
 * are written: a zu-infinitive in German, a gerund in English, completed by
 * a lead ("Ich schlage dir vor, {tip}.").
 */
export const DECISION_TIPS: Partial<Record<TopicId, Record<"de" | "en", string[]>>> = {
  parenting: {
    de: [
      "dir in Ruhe die Gründe deines Kindes anzuhören, bevor ihr gemeinsam entscheidet",
      "eine Abmachung auf Zeit zu treffen, etwa bis zum Ende der Saison oder des Halbjahres, und danach zusammen neu zu entscheiden",
    ],
    en: [
      "listening calmly to your child's reasons before you decide together",
      "agreeing on a trial period, say until the end of the season or term, and then deciding again together",
    ],
  },
  teen: {
    de: [
      "deinem Kind die Entscheidung so weit wie möglich selbst zu überlassen und nur den Rahmen vorzugeben",
      "gemeinsam aufzuschreiben, was dafür und was dagegen spricht, jede Seite aus ihrer eigenen Sicht",
    ],
    en: [
      "leaving as much of the decision as you can to your teenager and only setting the frame",
      "writing down together what speaks for it and against it, each of you from your own point of view",
    ],
  },
  relationship: {
    de: [
      "dir zu überlegen, was du in einem Jahr rückblickend über diese Entscheidung denken möchtest",
      "die Frage zuerst mit einer vertrauten Person außerhalb der Beziehung laut durchzudenken",
    ],
    en: [
      "asking yourself what you would like to think about this decision a year from now",
      "thinking the question through out loud with someone you trust outside the relationship first",
    ],
  },
  worktalk: {
    de: [
      "vorher festzulegen, was für dich das Mindeste ist und womit du zufrieden wärst",
      "dir zwei, drei sachliche Gründe aufzuschreiben, auf die du deine Entscheidung stützen kannst",
    ],
    en: [
      "deciding beforehand what the minimum is for you and what you would be happy with",
      "writing down two or three factual reasons you can base your decision on",
    ],
  },
  // Avoiding the place of a panic attack or a fear feels safer and makes the fear bigger.
  panic: {
    de: [
      "zu bedenken, dass Vermeiden die Angst oft größer macht, und lieber in kleinen Schritten wieder zu üben, etwa erst eine Station mit einer vertrauten Person",
    ],
    en: [
      "keeping in mind that avoiding it often makes the fear bigger, and practising again in small steps instead, say one stop with someone you trust",
    ],
  },
  fear: {
    de: ["zu bedenken, dass Vermeiden die Angst oft größer macht, und dich ihr lieber in kleinen, machbaren Schritten zu nähern"],
    en: ["keeping in mind that avoiding it often makes the fear bigger, and approaching it in small, manageable steps instead"],
  },
  presentation: {
    de: [
      "dich danach zu richten, was dir Sicherheit gibt: den Anfang und den Schluss wörtlich zu lernen und den Rest frei an Stichpunkten entlang zu sprechen",
    ],
    en: [
      "going by what makes you feel safe: learning the opening and the close word for word and speaking the rest freely from key points",
    ],
  },
  interview: {
    de: [
      "das Gehalt anzusprechen, wenn dein Gegenüber das Thema öffnet oder spätestens im zweiten Gespräch, mit einer recherchierten Spanne statt einer einzelnen Zahl",
    ],
    en: [
      "raising pay when they open the topic or in the second interview at the latest, with a researched range rather than a single figure",
    ],
  },
  overload: {
    de: [
      "durchzuspielen, was sich in vier Wochen ändern würde, wenn du es tust, und was, wenn du es lässt",
      "die Entscheidung an deiner Kraft auszurichten, nicht nur an den Erwartungen der anderen",
    ],
    en: [
      "playing through what would change in four weeks if you do it, and what if you don't",
      "basing the decision on your own energy, not only on what others expect",
    ],
  },
};

/** An apology weighed ("Soll ich mich bei ihr entschuldigen?"), whatever the topic. */
export const APOLOGY_TIPS: Record<"de" | "en", string[]> = {
  de: [
    "dich zu entschuldigen, wenn dir etwas leidtut: kurz, ohne Rechtfertigung und mit dem, was du beim nächsten Mal anders machen willst",
  ],
  en: ["apologising if you regret it: briefly, without justifying yourself, and with what you'll do differently next time"],
};

/**
 * Whether to raise something with someone at all, or now: "Soll ich ihn darauf ansprechen?", "should I confront
 * him tonight?", "talk to him privately or call it out in the meeting?". Not a choice the other person makes.
 */
const RAISE_IT = foldedPattern(
  "\\b(ansprechen|anzusprechen|konfrontier\\w*|zur rede stellen|confront|call (it|him|her|them) out|bring (it|this|that) up|raise (it|this|that)|talk to (him|her|them)|say something)\\b",
);

export function raisesIt(message: string): boolean {
  return RAISE_IT.test(fold(message));
}

/** Tips for whether and when to raise it, whatever the topic. */
export const RAISE_TIPS: Record<"de" | "en", string[]> = {
  de: [
    "einen ruhigen Moment zu wählen, in dem keiner von euch in Eile oder noch aufgebracht ist, und mit dem anzufangen, was du beobachtet hast, statt mit einem Vorwurf",
    "dir vorher klarzumachen, was du dir von dem Gespräch wünschst, denn dann fällt auch die Wahl von Ort und Zeitpunkt leichter",
  ],
  en: [
    "choosing a calm moment when neither of you is in a hurry or still upset, and starting with what you noticed rather than with an accusation",
    "getting clear beforehand about what you want from the conversation, because that makes choosing the time and place easier too",
  ],
};
