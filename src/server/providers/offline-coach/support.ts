import { type Composer, excerpt, fill, fold, foldedPattern, rotate } from "./compose";
import { dangerNow, isViolence, unreachable } from "./intents";
import { SUPPORT_TEXTS, type SupportStep } from "./support-texts";

/**
 * Coaching a visitor who helps someone else in danger: how to start the talk,
 * what to say, secrecy, professional help, staying with them, 112 when the
 * danger is now, and the helper's own limits. Never an exercise for the
 * visitor's own relaxation.
 */

type Lang = "de" | "en";

interface Person {
  P: string;
  Pacc: string;
  Pdat: string;
}

const f = (nom: string, acc = nom, dat = acc): [string, string, string] => [nom, acc, dat];

/** Who may be in danger, from the visitor's words: German forms by case, and the English phrase. */
const PEOPLE: [RegExp, [string, string, string], string][] = (
  [
    ["\\bfreundin\\b", f("deine Freundin", "deine Freundin", "deiner Freundin"), "your friend"],
    ["\\bgirlfriend\\b", f("deine Freundin", "deine Freundin", "deiner Freundin"), "your girlfriend"],
    ["\\bboyfriend\\b", f("dein Freund", "deinen Freund", "deinem Freund"), "your boyfriend"],
    ["\\b(freund|kumpel)\\b", f("dein Freund", "deinen Freund", "deinem Freund"), "your friend"],
    ["\\b(schwester|sister)\\b", f("deine Schwester", "deine Schwester", "deiner Schwester"), "your sister"],
    ["\\b(bruder|brother)\\b", f("dein Bruder", "deinen Bruder", "deinem Bruder"), "your brother"],
    ["\\b(tochter|daughter)\\b", f("deine Tochter", "deine Tochter", "deiner Tochter"), "your daughter"],
    ["\\b(sohn|son)\\b", f("dein Sohn", "deinen Sohn", "deinem Sohn"), "your son"],
    ["\\b(mutter|mama|mom|mum|mother)\\b", f("deine Mutter", "deine Mutter", "deiner Mutter"), "your mother"],
    ["\\b(vater|papa|dad|father)\\b", f("dein Vater", "deinen Vater", "deinem Vater"), "your father"],
    ["\\bkollegin\\b", f("deine Kollegin", "deine Kollegin", "deiner Kollegin"), "your colleague"],
    ["\\b(kollege|colleague|co-?worker)\\b", f("dein Kollege", "deinen Kollegen", "deinem Kollegen"), "your colleague"],
    ["\\bpartnerin\\b", f("deine Partnerin", "deine Partnerin", "deiner Partnerin"), "your partner"],
    ["\\bpartner\\b", f("dein Partner", "deinen Partner", "deinem Partner"), "your partner"],
    ["\\b(meine[rn]? frau|wife)\\b", f("deine Frau", "deine Frau", "deiner Frau"), "your wife"],
    ["\\b(mein(em|en)? mann|husband)\\b", f("dein Mann", "deinen Mann", "deinem Mann"), "your husband"],
    ["\\bmitbewohnerin\\b", f("deine Mitbewohnerin", "deine Mitbewohnerin", "deiner Mitbewohnerin"), "your flatmate"],
    ["\\b(mitbewohner|roommate|flatmate)\\b", f("dein Mitbewohner", "deinen Mitbewohner", "deinem Mitbewohner"), "your flatmate"],
    ["\\b(kind|kinder|nachbarskind|schüler\\w*|child|kids?|children)\\b", f("das Kind", "das Kind", "dem Kind"), "the child"],
    ["\\bfriends?\\b", f("die Person", "die Person", "der Person"), "your friend"],
  ] as const
).map(([source, de, en]) => [foldedPattern(source), de, en]);

function personOf(visitorTexts: string[], lang: Lang): Person {
  // The first person named in the visitor's first message that names anyone: "das Nachbarskind wird von seinem Vater …"
  for (const text of visitorTexts) {
    const folded = fold(text);
    const found = PEOPLE.map((row) => ({ row, at: folded.search(row[0]) }))
      .filter((m) => m.at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.row;
    if (found) return lang === "de" ? { P: found[1][0], Pacc: found[1][1], Pdat: found[1][2] } : oneForm(found[2]);
  }
  return lang === "de" ? { P: "die Person", Pacc: "die Person", Pdat: "der Person" } : oneForm("the person");
}

const oneForm = (en: string): Person => ({ P: en, Pacc: en, Pdat: en });

export interface SupportInput {
  composer: Composer;
  lang: Lang;
  newest: string;
  visitorTexts: string[];
  /** Leads that turn a step's core into a sentence (see phrases.ts). */
  leads: string[];
  /** Frames that restate a step when every step was given. */
  recallLeads: string[];
  answered: number;
}

/** The support thread's label and questions, with the person filled in. */
export function supportThread(
  lang: Lang,
  visitorTexts: string[],
): { label: string; asks: string[]; cores: string[]; steps: string[] } {
  const texts = SUPPORT_TEXTS[lang];
  const person = personOf(visitorTexts, lang);
  const steps = isViolence(visitorTexts) ? texts.violence : texts.suicide;
  return {
    label: fill(texts.label, { ...person }),
    asks: texts.asks.map((a) => fill(a, { ...person })),
    cores: steps.map((s) => fill(s.core, { ...person })),
    steps: texts.steps,
  };
}

/** A reply to a helper: an opening (or 112 when the danger is now), one step with its reason, a question. */
export function supportReply(input: SupportInput): string[] {
  const { composer, lang, newest, visitorTexts } = input;
  const texts = SUPPORT_TEXTS[lang];
  const person = personOf(visitorTexts, lang);
  const vars = { ...person, said: excerpt(newest, 70) };
  const steps = isViolence(visitorTexts) ? texts.violence : texts.suicide;
  const now = dangerNow(newest);
  // Someone in danger who cannot be reached: someone has to go and look.
  const gone = now && unreachable(newest);

  const urgent = [...texts.now.map((s) => fill(s, vars)), fill(texts.nowMirror, vars)];
  const first = now
    ? composer.pick(gone ? [...texts.unreachable.map((s) => fill(s, vars)), ...urgent] : urgent)
    : composer.pick(rotate(texts.opens, input.answered).map((s) => fill(s, vars)));

  const asked = fold(newest);
  const wanted = (s: SupportStep) => foldedPattern(s.keys).test(asked) || (now && s.keys.includes("allein"));
  // Asked about first; otherwise in their order, a step that only answers a question (first) at the end.
  const ordered = [
    ...steps.filter((s) => s.first && wanted(s)),
    ...steps.filter((s) => !s.first && wanted(s)),
    ...steps.filter((s) => !s.first && !wanted(s)),
    ...steps.filter((s) => s.first && !wanted(s)),
  ];
  const parts = [first];
  const fresh = ordered.filter((s) => !composer.alreadySaid(fill(s.core, vars)));
  const chosen = fresh[0];
  if (chosen) {
    const core = fill(chosen.core, vars);
    parts.push(composer.pick(rotate(input.leads, input.answered).map((l) => fill(l, { tip: core }))));
    // The 112 sentence already said what this reason would.
    if (chosen.why && !(now && chosen.why.includes("112"))) parts.push(composer.pick([fill(chosen.why, vars)]));
  } else {
    // Every step was given: restate the one that fits best.
    const core = fill(ordered[0]!.core, vars);
    parts.push(composer.pick(input.recallLeads.map((l) => fill(l, { tip: core }))));
  }
  parts.push(composer.pick(rotate(texts.asks, input.answered).map((s) => fill(s, vars))));
  return parts.filter((p): p is string => p !== undefined);
}
