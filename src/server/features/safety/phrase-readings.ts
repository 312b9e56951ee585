import type { Concept } from "./lexicon";

/**
 * Phrases the graded check reads as everyday speech or as the first words of despair (grade.ts): a wish to be
 * gone for a while, giving up an everyday thing, going home to rest, one's own death as the condition of a will, a
 * small child who hits, and giving up said with nothing else.
 */

/** A phrase as a whole word (letters of any script around it do not count as a boundary, "übers" included). */
const word = (source: string) => `(?<!\\p{L})${source}(?!\\p{L})`;
/** Up to `n` words between two phrases. */
const gap = (n: number) => `(?:\\P{L}+\\p{L}+){0,${n}}?\\P{L}+`;

/**
 * A wish to be gone for a bounded time: "I wish I could disappear for a week", "einfach mal eine Woche
 * abtauchen". Without "for good", "für immer" or the like it is a wish for a break.
 */
const AWAY = word(
  "(disappear|vanish|get away|run away|escape|hide|go off (the )?grid|be gone|verschwinden|verschwind|abtauchen|untertauchen|weg sein|weglaufen|abhauen|raus)",
);
const BOUNDED = word(
  "(for (a|one|two|three|a few|a couple of|some) (days?|weeks?|months?|while|weekend|bit)|for the (weekend|summer|holidays)|(eine|ein paar|zwei|drei|einige) (tage|woche|wochen|monate?|weile|zeit ?lang)|(übers|uebers|ein) wochenende|mal kurz)",
);
const BREAK_WISH = `${AWAY}${gap(4)}${BOUNDED}|${BOUNDED}${gap(3)}${AWAY}`;
/** Disappearing for a while ("i wish i could just disappear for a week"): not a trip away, a wish to be gone. */
const DISAPPEAR = word("(disappear|vanish|be gone|verschwinden|verschwind|untertauchen|weg sein)");
export const DISAPPEAR_FOR_A_WHILE = new RegExp(`${DISAPPEAR}${gap(4)}${BOUNDED}|${BOUNDED}${gap(3)}${DISAPPEAR}`, "iu");
/**
 * Giving up something everyday, named: "nicht mehr in dieses Büro", "i pack des nimma mit da arbeit",
 * "if I stopped coming to the team meetings".
 */
const EVERYDAY_THING = word(
  "(büro|buero|arbeit|job|schule|uni|firma|meetings?|schicht|training|vorlesung(en)?|office|work|school|class(es)?|lectures?|practice|gym|team)",
);
const GIVE_UP = word("(nicht mehr|nimma|nimmer|anymore|any more|stopped|stop|quit|aufhören|aufhoeren)");
const GIVING_UP_THING = `${GIVE_UP}${gap(4)}${EVERYDAY_THING}`;
/** Going home to rest: "I just want to go home and sleep", "heim und ins Bett". Sleep is a word of despair too. */
const HOME_TO_REST = `${word("(go|going|get|head) home|heim(gehen|fahren|kommen)?|nach ?hause( gehen| fahren| kommen)?|hoam")}${gap(3)}${word(
  "(sleep|bed|nap|schlafen|pennen|ins bett)",
)}`;
/**
 * One's own death later, as the condition of a plan: "wenn ich (einmal) nicht mehr da bin", "when I'm gone",
 * "after I die". Read as planning only in a message about an inheritance written late in life (ESTATE and
 * LATELIFE): a grandparent's will.
 */
const OWN_DEATH_LATER = `${word("(wenn|falls|sobald|when|once|after|if)")}\\s+${word("(ich|i|i'm|im|i am)")}${gap(3)}${word(
  "(nicht mehr da bin|nimmer da bin|nicht mehr lebe|tot bin|gestorben bin|sterbe|gone|dead|die|pass away|no longer here|not here anymore)",
)}`;
const PLANNING_CONCEPTS: Concept[] = ["ESTATE", "LATELIFE"];
export const FOR_GOOD = new RegExp(
  word("(for good|forever|for ever|permanently|for always|für immer|fuer immer|endgültig|endgueltig|nie wieder|never come back)"),
  "iu",
);

/**
 * Phrases that, when only the model reads a crisis, may be what it read: a wish for a break, giving up an everyday
 * thing, going home to rest, one's own death as the condition of a will. Each with the concepts the message must
 * also have for the reading to count.
 */
export const EVERYDAY_READINGS: [RegExp, string, Concept[]][] = [
  [new RegExp(BREAK_WISH, "giu"), "break", []],
  [new RegExp(GIVING_UP_THING, "giu"), "everyday", []],
  [new RegExp(HOME_TO_REST, "giu"), "rest", []],
  [new RegExp(OWN_DEATH_LATER, "giu"), "planning", PLANNING_CONCEPTS],
];

/**
 * A small child who hits or bites the writer: "mein Sohn (2) haut mich, wenn er nicht bekommt, was er will", "mei bua
 * (3) haut mi", "my 3 year old hits me when he's tired". A question of parenting, not violence suffered.
 */
const SMALL_CHILD = `(?<![\\p{L}\\p{N}])(?:toddler|kleinkind\\p{L}*|(?:zwei|drei|vier|fünf|fuenf)jährige[rn]?|(?:two|three|four|five)[- ]year[- ]old|[1-5][- ]?(?:year[- ]old|yo|y/o|jährige[rn]?|jahre alt)|(?:sohn|tochter|bua|bub|kloane?r?|kleine[rn]?|son|daughter|boy|girl|kid|baby)\\s*[(,]\\s*[1-5]\\s*(?:jahre|years?)?\\s*\\)?)`;
export const SMALL_CHILD_HITS = new RegExp(
  `${SMALL_CHILD}${gap(4)}${word("(haut|haun|schlägt|beißt|beisst|tritt|kneift|zwickt|kratzt|hits?|hitting|bites?|biting|kicks?|kicking|slaps?|punches|scratches|pinches)\\s+(mich|mi|me)")}`,
  "iu",
);

/**
 * A sentence that is nothing but giving up, without saying on what: "Ich will nicht mehr.", "will nicht mehr",
 * "i mog nimma", "I can't do this anymore." Common as exhaustion and as the first words of despair; with the crisis model's
 * concern it gets the direct question even where the topic model finds nothing a crisis is made of.
 */
const BARE_GIVING_UP = new RegExp(
  `^(?:${[
    "(?:(?:ich|i)\\s+)?(?:will|wil|kann|ko|kan|mag|mog|möchte|moechte|wui|wü|wott)(?:\\s+(?:einfach|eifach|echt|wirklich|so|halt|ehrlich|ehrlich gesagt|jetzt|langsam|bald))*\\s+(?:(?:nicht|nich|ned|net|nid)\\s+mehr|nimmer|nimma|nümme|nüm|nimmi)(?:\\s+(?:echt|wirklich|ehrlich|so|weiter|leben))?(?:\\s*(?:,|und)?\\s*(?:gar|überhaupt|ueberhaupt)?\\s*(?:nichts|nix|nüt)\\s+mehr)?",
    "(?:i\\s+)?(?:just\\s+|really\\s+|honestly\\s+)*(?:can'?t|cannot|can not|dont want to|don'?t want to)\\s+(?:do\\s+(?:this|it)|go\\s+on|take\\s+(?:it|this)|keep\\s+going|cope|anymore)(?:\\s+any\\s*more)?",
    "i\\s+give\\s+up(?:\\s+on\\s+everything)?",
  ].join("|")})$`,
  "iu",
);

export function barelyGivingUp(text: string): boolean {
  return text
    .split(/[.!?\n…;]+/u)
    .map((s) =>
      s
        .replace(/[’´`]/g, "'")
        .replace(/[^\p{L}\p{N}',\s]/gu, " ")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/[\s,]+$/u, ""),
    )
    .some((s) => BARE_GIVING_UP.test(s));
}
