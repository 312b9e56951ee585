import { cannotBeReached } from "../../features/safety/service";
import { fold, foldedPattern } from "./compose";
import { endingOf, isAck } from "./endings";
import { reactionOf } from "./reactions";

/**
 * What the visitor's newest message asks of the coach, besides its topic.
 * All patterns are matched against the folded text (see fold).
 */

export type Intent =
  "about" | "name" | "recall" | "summary" | "talk" | "reaction" | "decide" | "pushback" | "progress" | "closing" | "ack" | "none";

const ABOUT = foldedPattern(
  [
    "\\bbist du (ein |eine )?(echte[rs]? )?(mensch|person|ki|bot|roboter|maschine|computer|therapeut|psycholog|echt)",
    "\\bwer bist du|\\bwas bist du\\b|\\bwas kannst du( (alles|eigentlich|überhaupt|so|denn))*\\s*[?!.]*$|\\bwie heißt du\\b",
    "(spreche|rede|schreibe|chatte) ich (hier )?mit einem (mensch|bot|roboter|computer)|mit einer ki",
    "\\bare you (a |an )?(real|human|person|bot|robot|ai|machine|therapist|psychologist|counsell?or)",
    "\\bwho are you|\\bwhat are you\\b|\\bwhat can you do( for me)?\\s*[?!.]*$|\\bwhat'?s your name",
    "\\bam i (talking|chatting|speaking) (to|with) a|\\bis this a (bot|human|real person)",
  ].join("|"),
);

const NAME = foldedPattern(
  [
    "\\bwie ich (heiße|heiß)\\b|\\bwie (hieß|heiße|heiß) ich\\b",
    "(weißt|kennst|erinnerst|gemerkt|behalten)[^.!?]*\\bmeine[nm]? namen|\\bmeinen namen[^.!?]*(gemerkt|behalten|noch)",
    "wie war (noch ?mal )?mein name|\\bmein name\\?",
    "(remember|know|recall|catch) my name|\\bwhat('?s| is| was) my name|\\bwho am i\\b|\\bwhat i'?m called\\b|what i am called",
    "\\b(what|do you know|do you remember|did you)\\b[^.!?]*\\bmy name\\b",
  ].join("|"),
);

const RECALL = foldedPattern(
  [
    "was (hast|hattest) du (mir )?(\\w+ )?(\\w+ )?(geraten|vorgeschlagen|empfohlen|gesagt)",
    "was war (noch ?mal |nomal )?(der|dein|deine|das) (\\w+ )?(tipp|rat|vorschlag|übung|idee)",
    "(deinen?|den) (\\w+ )?(tipp|rat|vorschlag)( von vorhin)? (noch ?mal|wiederholen)",
    "wie war (das|der tipp|dein tipp|die übung) (noch ?mal|nochmal)",
    "welche[nrs]? (tipp|rat|vorschlag|übung) (hast|hattest) du",
    "wiederhol\\w*[^.!?]*(tipp|rat\\b|vorschlag|übung)|(tipp|vorschlag|übung)[^.!?]*vergessen|vergessen[^.!?]*(tipp|vorschlag|übung)",
    "what (was|is) (the|your|that) (\\w+ )?(tip|advice|suggestion|exercise|idea)",
    "what did you (suggest|recommend|advise|tell me|say)",
    "the (\\w+ )?thing you (suggested|said|recommended|told me)",
    "remind me (of |what )?(the |your |you )?(tip|advice|suggest|said)",
    "(repeat|say again) (the|your) (\\w+ )?(tip|advice|suggestion)",
    // Counting the suggestions: "what was the first one again", "was war der erste nochmal".
    "what (was|were) (the|your) (first|last|second|other) (one|ones|thing|things)",
    "was war (noch ?mal |nomal )?(der|die|das) (erste|letzte|zweite|andere)\\b",
    "forg[eo]t[^.!?]*(tip|advice|suggestion|exercise)",
  ].join("|"),
);

/** The visitor asks for the coach's first tip rather than its latest. */
const FIRST = foldedPattern("\\b(erste[nrs]?|zuerst|als erstes|am anfang|anfangs|first|at the start|in the beginning)\\b");

/** A question about when or since when, and the words with which a visitor has already said it. */
const WHEN_ASK = /^(wann|bis wann|wie viel zeit|when|by when|how much time)\b/i;
const SINCE_ASK = /^(seit wann|wie lange schon|since when|how long have)\b/i;
const SAID_WHEN = foldedPattern(
  "\\b(heute|morgen|übermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nächste[nr]? woche|in (\\d+|ein|einer|zwei|drei|vier) (tag|tagen|woche|wochen|monat|monaten)|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next (week|month)|in (\\d+|a|one|two|three|four) (days?|weeks?|months?))\\b",
);
const SAID_SINCE = foldedPattern(
  [
    "\\b(seit (\\d+ |ein(em|er|igen)? |zwei |drei |vielen |paar )?(tag|tagen|woche|wochen|monat|monaten|jahr|jahren|gestern|letzte\\w*)|for (\\d+ |a |two |three |several |many |a few )?(days|weeks|months|years|ages)|since (yesterday|last))\\b",
    // When it began: "last month", "two weeks ago", "vor drei Wochen", "letzten Monat".
    "\\b(last (week|month|year)|(\\d+|a|one|two|three|a few|a couple of) (days?|weeks?|months?|years?) ago|vor (\\d+ |ein(em|er|igen)? |zwei |drei |ein paar )?(tag|tagen|woche|wochen|monat|monaten|jahr|jahren)|letzte[nm]? (woche|monat|jahr))\\b",
  ].join("|"),
);

/** A question about a child's age, and the words with which a visitor has already given it ("mein Sohn ist 10"). */
const AGE_ASK = /^(wie alt|how old)\b/i;
const SAID_AGE = foldedPattern(
  "\\b\\d{1,2} ?(jahre|jahren|years?|yrs?)\\b|\\b\\d{1,2}-?(jährig|year-old)|\\b(sohn|tochter|kind|kleine[rn]?|son|daughter|child|kid|boy|girl)\\w*,? (\\w+ ){0,2}\\(?\\d{1,2}\\b|\\b(ist|is|wird|turned|turns) (erst |gerade |just |only )?\\d{1,2}\\b",
);

/** The topic's questions without those the visitor has answered already ("Wann findet das Gespräch statt?" after "morgen"). */
export function unansweredAsks(asks: readonly string[], visitorTexts: readonly string[]): string[] {
  const said = fold(visitorTexts.join(" "));
  return asks.filter(
    (a) =>
      !(WHEN_ASK.test(a) && SAID_WHEN.test(said)) &&
      !(SINCE_ASK.test(a) && SAID_SINCE.test(said)) &&
      !(AGE_ASK.test(a) && SAID_AGE.test(said)),
  );
}

export function asksName(message: string): boolean {
  return NAME.test(fold(message.trim()));
}

export function asksFirst(message: string): boolean {
  return FIRST.test(fold(message.trim()));
}

const TALK_START = foldedPattern(
  [
    "\\bwie (soll|kann|könnte|sollte|fang|fange|beginne|mach|mache|bringe|spreche|sprech|rede|red|sag|sage|erzähl|erzähle)\\b",
    "\\bwas (soll|kann|könnte|sollte)\\b|\\bwomit (fang|fange|beginn)|\\bwie ich (\\w+ ){0,4}(sagen|ansprechen|erklären|beibringen|erzählen) (soll|kann)\\b",
    "\\bhow (do|should|can|could|would) i\\b|\\bhow to\\b",
  ].join("|"),
);

const TALK_WITH = foldedPattern(
  [
    "gespräch|ansprech|anzusprechen|\\bsprech\\w* .*\\ban\\b|beibring|beizubringen|\\bsag(e|en)?\\b|\\breden\\b|\\bred\\b|erzähl",
    "\\bmit (ihr|ihm|ihnen)\\b",
    "conversation|\\btalk (to|with)\\b|bring (it|this|that|him|her|them) up|\\braise (it|this|that|the)\\b",
    "\\bapproach (him|her|them|my|the)\\b|\\btell (him|her|them|my)\\b|\\bspeak (to|with)\\b|\\bdiscuss|\\bexplain\\w* (\\w+ ){0,4}to (my|him|her|them)\\b|\\berklär\\w* (\\w+ ){0,4}(meine[mnr]?|ihm|ihr)\\b",
  ].join("|"),
);

/** "Wie fange ich an?", "How do I start?": a way in, asked right after the visitor said whom they want to tell. */
const HOW_TO_START = foldedPattern(
  "^(und |aber |and |but |ok,? )?(wie|womit) (fang|fange|beginne|beginn|mach|mache|sag|sage) ich (das |es )?(am besten )?(an|damit an)?\\s*\\??$|^(and |but |ok,? )?how (do|should|can) i (start|begin|do (it|that)|say it|put it|bring it up)\\s*\\??$",
);

/** A question someone asks in the conversation: "wenn die nach meinen Schwächen fragen", "if they ask about". */
const ASKED_IN_IT = foldedPattern(
  [
    "\\b(wenn|falls|if|when)\\b[^.!?]*\\b(frag\\w*|asks?|asked)\\b",
    // A moment of trouble in it: "wenn ich die Antwort nicht weiß", "if my mind goes blank".
    "\\b(wenn|falls|if|when)\\b[^.!?]*(nicht (weiß|weiter|beantworten)|keine ahnung|hänger|blackout|stecken ?bleib|faden (verlier|reißt)|don'?t know|do not know|goes blank|go blank|get stuck|lose (my|the) thread|can'?t answer)",
  ].join("|"),
);

/** Asking for words outright: "Was sag ich ihm?", "What do I say?" */
const TALK_DIRECT = foldedPattern(
  [
    "\\bwas (sag|sage) ich\\b|\\bwas (würde|könnte|sollte) ich (\\w+ ){0,2}sagen\\b|\\bwie formulier\\w* ich|ersten satz|\\beinstieg",
    "\\bwhat (do|should|can|could|would|will|shall) i (\\w+ )?say\\b|\\bhow (do|should|would|could|can) i (\\w+ )?(word|phrase|put) (it|this|that)\\b",
    "first sentence|opening line",
  ].join("|"),
);

const PUSHBACK = foldedPattern(
  [
    "bringt (mir )?(doch |eh |aber )?(nichts|nix|gar nichts)|nützt (mir )?nichts|nichts hilft|nix hilft",
    "hilft (mir )?(aber |doch |leider )?(nicht|nichts|nix|kein)",
    "(hab|habe) (ich )?(das |es )?(schon|bereits) (alles )?(probiert|versucht|gemacht|ausprobiert)",
    "(schon|bereits) (alles )?(probiert|versucht|ausprobiert)",
    "(funktioniert|klappt) (bei mir )?(aber |leider )?nicht|kenn(e)? ich (schon|alles)|weiß ich (doch )?(schon|selbst|selber)",
    "(ist|passt) nicht(s)? (für|zu) mir",
    "(does|did|do)(n't| not) (help|work)|not helping|won'?t work|not helpful|\\buseless\\b",
    "(already|i'?ve) tried (that|this|it|everything)|tried (that|this|it) already",
    "i already know (that|this)|i know that already|i knew that|that'?s not for me|nothing (helps|works)",
  ].join("|"),
);

/** "Fass mal zusammen", "Was haben wir besprochen?", "Can you sum up?" */
const SUMMARY = foldedPattern(
  [
    "zusammenfass|fass\\w* (\\w+ ){0,3}zusammen|was haben wir (\\w+ ){0,2}(besprochen|gesagt|geredet)|worüber haben wir",
    "summari[sz]|sum (it |this |that |things |everything )?up|\\brecap\\b|what (have|did) we (\\w+ )?(talk(ed)? about|discuss(ed)?|cover(ed)?)",
  ].join("|"),
);

/**
 * A decision the visitor puts to the coach: "Soll ich sie zwingen?", "Should I let him quit?", "Is that a
 * reason to stop?". Not a question how or what ("Wie soll ich …" asks for a way, not a verdict).
 */
const DECIDE = foldedPattern(
  [
    "(^|[,.;:!?]\\s*|\\b(und|oder|aber|also|jetzt|ehrlich|denn)\\s+)(soll|sollte|sollen|darf|muss) (ich|wir)\\b[^.!?]*\\?",
    // Spoken or typed without a question mark, a message that opens with the question: "soll ich lieber mit dem auto fahren".
    "^(soll|sollte|sött|söll|sollt|should) (ich|i|wir|we)\\b",
    "\\bist (das|es) (ein |überhaupt ein )?(guter )?grund\\b|\\bwäre es (besser|richtig|falsch)\\b|\\boder (lieber )?nicht\\s*\\?",
    "(^|[,.;:!?]\\s*|\\b(and|or|but|so|now|honestly)\\s+)(should|shall|must) (i|we)\\b[^.!?]*\\?",
    "\\bis (that|it|this) (a |even a )?(good )?reason\\b|\\bwould it be (better|right|wrong)\\b|\\bis it (ok|okay|wrong|right|fair) (to|if)\\b",
    "\\bdo you think i should\\b|\\bmeinst du,? (ich sollte|ich soll)\\b|\\bor not\\s*\\?",
  ].join("|"),
);

const GREETING = foldedPattern(
  "^(hallo|hallöchen|hi|hey|huhu|servus|moin|grüß dich|grüß gott|grüezi|hoi|sali|tach|guten (morgen|tag|abend)|hello|hiya|good (morning|afternoon|evening))\\b",
);

/**
 * What the newest message asks for. `hasTopic`: it names a topic itself (then an "ok, but …" is about that topic).
 * `previous`: the visitor's message before it ("…es meiner Frau zu sagen" makes "Wie fange ich an?" a talk).
 */
export function intentOf(message: string, hasTopic: boolean, previous?: string): Intent {
  const text = fold(message.trim());
  if (ABOUT.test(text)) return "about";
  // "Wie hieß ich, und was war dein Tipp?": the recall answers both.
  if (NAME.test(text)) return RECALL.test(text) ? "recall" : "name";
  if (RECALL.test(text)) return "recall";
  if (SUMMARY.test(text)) return "summary";
  // "Was sag ich, wenn die nach meinen Schwächen fragen?" asks for an answer in the conversation, not a way in.
  const askedInIt = ASKED_IN_IT.test(text);
  if (!askedInIt && (TALK_DIRECT.test(text) || (TALK_START.test(text) && TALK_WITH.test(text)))) return "talk";
  if (reactionOf(text)) return "reaction";
  if (previous !== undefined && HOW_TO_START.test(text)) {
    const before = fold(previous);
    if (TALK_WITH.test(before) || DISCLOSE_WISH.test(before)) return "talk";
  }
  if (DECIDE.test(text)) return "decide";
  if (PUSHBACK.test(text)) return "pushback";
  const words = text.split(/\s+/).filter(Boolean).length;
  const ending = endingOf(text, words);
  if (ending) return ending;
  const asks = /\?|\b(aber|wie|was|warum|wieso|wenn|falls|but|how|what|why|if)\b/.test(text);
  if (!hasTopic && !asks && words <= 8 && isAck(text)) return "ack";
  return "none";
}

/** The visitor wants to tell someone something hard about themselves: "Soll ich es meinen Eltern sagen?", "how do I confess". */
const DISCLOSE_WISH = foldedPattern(
  [
    "\\b(es|das)\\b[^.!?]{0,30}\\b(sagen|erzählen|beichten|gestehen|beibringen)\\b|\\b(beichte|beichten|gestehe|gestehen)\\b",
    "\\b(erzähle|erzähl) ich (es|das)\\b|\\bhow (do|should|can|would) i tell (him|her|them|my \\w+)( about (it|this|that|my \\w+))?\\s*[?.!]*$",
    "\\btell (them|him|her|my \\w+|my \\w+ and \\w+) (about it|that|the truth)|\\bconfess|come clean|\\badmit (it|that) to\\b|\\btell (them|him|her|my \\w+)\\s*\\?",
  ].join("|"),
);

export function wantsToDisclose(visitorTexts: string[]): boolean {
  return visitorTexts.slice(-3).some((t) => DISCLOSE_WISH.test(fold(t)));
}

/** The visitor thinks of apologising: "Soll ich mich entschuldigen?", "how do I apologise". */
// "Entschuldigung, …" and "sorry for the long text" open a message; they are no wish to apologise.
const APOLOGY_WISH = foldedPattern(
  "\\b(ich|mich|soll ich|muss ich|will ich|möchte ich)\\b[^.!?]{0,25}\\bentschuldigen\\b|\\b(mich|dich) (\\w+ ){0,3}entschuldig|\\b(ich|mich)\\b[^.!?]{0,25}um verzeihung|\\b(i|to|should i|do i|must i)\\b[^.!?]{0,20}\\bapologi[sz]e\\b|\\bmy apology|\\b(i|to|should i|do i)\\b[^.!?]{0,20}\\b(say|saying) sorry",
);

export function wantsToApologise(visitorTexts: string[]): boolean {
  return visitorTexts.slice(-2).some((t) => APOLOGY_WISH.test(fold(t)));
}

/** Words that say something is wrong: a greeting with them is more than a greeting. */
const WORRY = foldedPattern(
  "\\b(problem\\w*|sorge\\w*|angst|ärger\\w*|stress\\w*|nervt|schwierig\\w*|kummer|trouble|worried|worry|issue|fed up|struggling)\\b",
);

export function namesWorry(message: string): boolean {
  return WORRY.test(fold(message));
}

export function isGreeting(message: string): boolean {
  return GREETING.test(fold(message.trim()));
}

/** Greetings the coach answers in kind ("Servus" gets "Servus"); others get its usual "Hallo" or "Hello". */
const ECHOED = [
  "Servus",
  "Moin",
  "Grüezi",
  "Hoi",
  "Guten Morgen",
  "Guten Tag",
  "Guten Abend",
  "Hi",
  "Hey",
  "Good morning",
  "Good afternoon",
  "Good evening",
];

export function greetingWord(message: string): string | undefined {
  const text = fold(message.trim());
  return ECHOED.find((g) => text.startsWith(fold(g)) && !/\p{L}/u.test(text.charAt(fold(g).length)));
}

/** The danger is now: a time ("gerade", "heute Nacht", "right now") with a danger, a place or means at hand, or no answer. */
const NOW_TIME = foldedPattern(
  "\\b(jetzt|gerade|grad|sofort|akut|gleich|heute|heute nacht|im moment|right now|now|today|tonight|at the moment|currently|about to)\\b",
);
const NOW_DANGER = foldedPattern(
  [
    "gefahr|umbring|töten|leben (zu )?nehmen|suizid|selbstmord|antun|etwas an|spring|tabletten|ritz|schlägt|schlagen|prügel|gewalt",
    "nicht mehr leben|sterben|danger|\\bkill|suicid|end (it|her life|his life|their life)|\\bhurt|\\bharm|\\bjump|pills|\\bhit|\\bbeat|\\bdie\\b|dying",
    // "was, wenn sie es heute tut?": the act named only as "it".
    "\\bes (tut|tun|macht|machen)\\b|\\bdoes it\\b|\\bdo it\\b",
  ].join("|"),
);
const NOW_AT_HAND = foldedPattern(
  "brücke|bridge|gleis|\\btracks\\b|tabletten genommen|took (pills|tablets)|abschiedsbrief|goodbye (letter|message)|messer|knife|\\bdach\\b|\\broof\\b",
);

/** The person the visitor worries about cannot be reached ("sie geht nicht ans Telefon", "he isn't picking up"). */
export function unreachable(message: string): boolean {
  return cannotBeReached(fold(message));
}

/** The danger is now; a person who cannot be reached after a warning counts, with or without a time. */
export function dangerNow(message: string): boolean {
  const text = fold(message);
  return (NOW_TIME.test(text) && NOW_DANGER.test(text)) || NOW_AT_HAND.test(text) || cannotBeReached(text);
}

const VIOLENCE = foldedPattern(
  "schläg|schlägt|geschlagen|prügel|gewalt|misshandel|missbrauch|\\bhit(s|ting)?\\b|\\bbeat(s|en|ing)?\\b|abus|violen",
);

export function isViolence(messages: string[]): boolean {
  return messages.some((m) => VIOLENCE.test(fold(m)));
}
