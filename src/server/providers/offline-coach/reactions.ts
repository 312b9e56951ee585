import { fold, foldedPattern } from "./compose";
import type { Lines } from "./talks";

/** The reactions a visitor fears in a hard conversation, and what to say then. */
export type Reaction = "heated" | "denied" | "judged";

/**
 * The reaction the visitor fears in the conversation: "Und wenn sie wütend wird?", "what if he denies it?".
 * Heated (anger, tears, shouting), denied (it is denied or refused) or judged (being seen differently or left
 * after telling something about oneself).
 */
const REACTION_IF =
  "^(und |aber |and |but )?(was (ist|mache ich|mach ich|tu ich|dann),? )?(wenn|falls|if|what if) (sie|er|die|der|they|he|she|it|my \\w+|mein\\w* \\w+) [^.!?]{0,30}";
const REACTIONS_FEARED: [Reaction, RegExp][] = [
  [
    "heated",
    foldedPattern(
      `${REACTION_IF}(wütend|sauer|ausrastet|ausflippt|weint|anfängt zu weinen|schreit|laut wird|explodiert|angry|mad|upset|cries|starts crying|shouts|yells|blows up|freaks out)`,
    ),
  ],
  [
    "judged",
    foldedPattern(
      `${REACTION_IF}(anders über mich denkt|schlecht über mich denkt|mich verurteilt|mich nicht mehr (will|mag)|schluss macht|sich trennt|mich verlässt|judges me|thinks less of me|sees me differently|looks at me differently|doesn'?t want me|breaks up with me|leaves me)`,
    ),
  ],
  [
    "denied",
    foldedPattern(
      `${REACTION_IF}(leugnet|abstreitet|bestreitet|nein sagt|ablehnt|abblockt|es nicht zugibt|denies|denied|refuses|says no|won'?t admit|doesn'?t admit)`,
    ),
  ],
];

export function reactionOf(message: string): Reaction | undefined {
  const folded = fold(message.trim());
  return REACTIONS_FEARED.find(([, re]) => re.test(folded))?.[0];
}

/**
 * Lines for the reaction the visitor fears in a hard conversation ("Und wenn sie wütend wird?", "what if he
 * denies it?"): staying calm with anger or tears, staying with what one saw when it is denied, leaving time and
 * room for questions when the visitor fears being seen differently.
 */
export const REACTIONS: Record<Reaction, { de: Lines; en: Lines }> = {
  heated: {
    de: [
      [
        "Ich verstehe, dass dich das aufwühlt, und das darf es auch.",
        "Mir ist wichtig, dass wir trotzdem gemeinsam eine Lösung finden, und wenn du erst einmal Zeit brauchst, reden wir morgen weiter.",
      ],
    ],
    en: [
      [
        "I understand that this upsets you, and that's allowed.",
        "It matters to me that we still find a way forward together, and if you need some time first, we can talk again tomorrow.",
      ],
    ],
  },
  denied: {
    de: [
      [
        "Ich will dir nichts unterstellen, ich erzähle dir nur, wie es bei mir angekommen ist.",
        "Lass uns überlegen, wie wir es künftig so machen, dass es für uns beide passt.",
      ],
    ],
    en: [
      [
        "I'm not accusing you of anything, I'm just telling you how it came across to me.",
        "Let's think about how we can handle it from now on so that it works for both of us.",
      ],
    ],
  },
  judged: {
    de: [
      [
        "Ich verstehe, wenn du erst einmal Zeit brauchst, um das einzuordnen.",
        "Ich bin immer noch derselbe Mensch wie gestern, und du kannst mich alles fragen, was dich beschäftigt.",
      ],
    ],
    en: [
      [
        "I understand if you need some time to take this in.",
        "I'm still the same person I was yesterday, and you can ask me anything that's on your mind.",
      ],
    ],
  },
};
