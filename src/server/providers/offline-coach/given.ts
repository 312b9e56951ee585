import { splitSentences } from "#shared/text/sentences";
import type { Composer } from "./compose";
import { APOLOGY_TIPS, DECISION_TIPS } from "./decisions";
import type { Phrases } from "./phrases";
import { supportThread } from "./support";
import { TALKS } from "./talks";
import { APOLOGY, DISCLOSE, DISCLOSE_HISTORY, JOBLOSS, LEGACY } from "./talks-own";
import { TOPIC_IDS, topicTexts } from "./topics";

/**
 * What the coach has suggested so far, read back from its own earlier
 * answers: a tip of a topic (as its core, "tief durchzuatmen …"), an opening
 * line for a conversation, a quote from the knowledge base, or another
 * sentence that suggests something. The recall ("Was war dein Tipp?") and the
 * summary ("Fass mal zusammen") answer from it.
 */

export type GivenTip = { kind: "tip" | "say" | "quote" | "other"; text: string };

const TIP_MARKERS =
  /\b(schlage dir vor|rate dir|empfehle dir|probier|versuch|mein vorschlag|lade dich ein|I suggest|I'd recommend|you could try|my suggestion|worth trying|I invite you)\b/i;
const QUOTED = /(?:Wissensdatenbank|knowledge base)[^„“”"]*[„“"]([^„“”"]+)[“”"]\s*$/;

export interface GivenInput {
  lang: "de" | "en";
  p: Phrases;
  composer: Composer;
  /** The coach's earlier answers, oldest first. */
  earlier: string[];
  /** Coaching a helper of someone in danger: their steps count as tips. */
  support: boolean;
  visitorTexts: string[];
}

/** Every suggestion in the coach's earlier answers, in the order they were last said, each once. */
export function tipsGiven(input: GivenInput): GivenTip[] {
  const { lang, composer } = input;
  const cores = [
    ...TOPIC_IDS.flatMap((id) => topicTexts(id, lang).tips),
    ...Object.values(DECISION_TIPS).flatMap((t) => t[lang]),
    ...APOLOGY_TIPS[lang],
    ...input.p.genericTips,
    ...input.p.decideTips,
    ...input.p.decideMedical,
    ...input.p.decideDoctor,
    ...(input.support ? supportThread(lang, input.visitorTexts).cores : []),
  ].map((c) => ({ c, key: composer.key(c) }));
  const says = [...Object.values(TALKS), DISCLOSE, DISCLOSE_HISTORY, JOBLOSS, APOLOGY, LEGACY]
    .flatMap((t) => t[lang].map(([say]) => say))
    .map((s) => ({ s, key: composer.key(s) }));
  // The coach's own stock sentences ("Wenn du magst, probier …") are not tips.
  const stock = new Set(
    Object.values(input.p)
      .flat()
      .map((s: string) => composer.key(s)),
  );
  const given: GivenTip[] = [];
  // A suggestion restated later (a recall) counts where it was said last.
  const add = (tip: GivenTip) => {
    const before = given.findIndex((g) => g.text === tip.text);
    if (before >= 0) given.splice(before, 1);
    given.push(tip);
  };
  for (const answer of input.earlier) {
    for (const sentence of splitSentences(answer)) {
      const key = composer.key(sentence);
      if (stock.has(key)) continue;
      const core = cores.find((c) => key.includes(c.key));
      const say = core ? undefined : says.find((s) => key.includes(s.key));
      const quote = core || say ? undefined : QUOTED.exec(sentence)?.[1];
      if (core) add({ kind: "tip", text: core.c });
      else if (say) add({ kind: "say", text: say.s });
      else if (quote) add({ kind: "quote", text: quote.trim() });
      else if (TIP_MARKERS.test(sentence)) add({ kind: "other", text: sentence.replace(/[„“”"]/g, "") });
    }
  }
  return given;
}
