/**
 * What a visitor's short answer says to the coach's direct safety question,
 * and whether a message explains an earlier one. Read on the message alone,
 * lower-cased, umlauts folded, punctuation dropped. These decide nothing on
 * their own: the careful-mode protocol (protocol.ts) combines them with the
 * crisis check and with what the conversation went through.
 */

/** Lower case, umlauts folded (ä → ae), emoji kept as a space-separated word, other punctuation a space. */
export function plainWords(text: string): string {
  return ` ${text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[’']/g, "")
    .replace(/(\p{Extended_Pictographic})/gu, " $1 ")
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}]+/gu, " ")
    .trim()} `;
}

const NO_FIRST =
  /^ (nein|nee+|ne|noe+|no+|nope|nah|na|nei|naa|niemals|never|keineswegs|noch nie|auf keinen fall|gar nicht|ueberhaupt nicht|absolut nicht|sicher nicht|bestimmt nicht|definitiv nicht|ganz sicher nicht|um gottes willen|i wo|not at all|absolutely not|definitely not|of course not|certainly not|god no|hell no|no way|nicht wirklich|not really)( |$)/;
/** Saying outright that there are no such thoughts: "ich will mir nichts antun", "I'm not suicidal". */
const NO_STATED = [
  / (ich )?(will|moechte|werde|wuerde) mir (doch )?(nichts|nix) (an)?tun /,
  / (ich )?(will|moechte|werde|denke|dachte) (doch )?(nicht|nie) (daran )?(mich (um)?(zu )?bringen|mir das leben (zu )?nehmen|sterben|an suizid|an selbstmord|mich (zu )?verletzen|mich umzubringen) /,
  / (ich )?(habe|hab|hatte) (keine|keinerlei|nie) (solche |suizid|selbstmord)/,
  // German puts the pronoun first: "ich will mich nicht umbringen", "ich bringe mich nicht um".
  / (ich )?(will|moechte|werde|wuerde|wollte) mich (doch |ja |auch )?(nicht|nie|niemals) (umbringen|toeten|verletzen|ritzen)/,
  / (ich )?(will|moechte|werde|wuerde|wollte) mir (doch |ja |auch )?(nicht|nie|niemals) (das leben nehmen|etwas antun|was antun)/,
  / (ich )?bringe? mich (doch |ja )?(nicht|nie) um /,
  / keine (suizid|selbstmord)gedanken /,
  / (bin|war) nicht suizid/,
  / (im )?not (suicidal|going to (hurt|kill) (myself|anyone)|thinking (about|of) (suicide|killing|hurting|ending))/,
  / (i )?(dont|do not|never) (want|wanna|plan|intend) to (die|kill myself|hurt myself|end (it|my life)|hurt (anyone|him|her|them))/,
];
/** Answers that are a no only to a question ("Bist du in Sicherheit?" "Ich bin sicher."). */
const NO_ANSWERED = [/ no (such )?(thoughts|plans)/, / (ich bin|im|i am) (in )?sicher(heit)? /, / (im|i am) safe /];
const YES_FIRST =
  /^ (ja+|jo+|jep|jup|yes|yeah|yep|yup|ya|aye|manchmal|sometimes|schon|irgendwie( schon)?|ein bisschen|bissl|bisschen|a bit|a little|maybe|perhaps|vielleicht|kann sein|eher ja|oft|often|ab und zu|hin und wieder|i guess|kind of|sort of|ich glaube( schon)?|i think so|weiss (ich )?nicht|ich weiss (es )?nicht|keine ahnung|i dont know|idk|not sure|unsicher)( |$)/;

/**
 * The visitor says outright, unasked, that there are no such thoughts ("ich will mich nicht umbringen",
 * "I'm not suicidal"): a no in its own words, unlike a bare "nein", which only answers a question.
 */
export function statesNo(text: string): boolean {
  const p = plainWords(text);
  return NO_STATED.some((re) => re.test(p)) && !YES_FIRST.test(p);
}

/** A clear "no" to the direct question ("Nein.", "Nein, gar nicht.", "I'm not suicidal"). */
export function saysNo(text: string): boolean {
  const p = plainWords(text);
  if (YES_FIRST.test(p) && !/^ (ja+ )?nein /.test(p)) return false;
  // "na ja" is a shrug, "na" alone the Austrian no.
  if (/^ na (ja|gut|und|klar|so|toll|super|sicher|logo)( |$)/.test(p)) return false;
  return NO_FIRST.test(p) || [...NO_STATED, ...NO_ANSWERED].some((re) => re.test(p));
}

/**
 * Not a "no": yes, sometimes, maybe, don't know. Uncertainty is taken as a
 * yes, as crisis services do: the answer that is not a no is explored.
 */
export function saysYes(text: string): boolean {
  const p = plainWords(text);
  return YES_FIRST.test(p) && !saysNo(text);
}

const CLARIFY = [
  / (war|ist|is|was|wars|isch|woar) (doch |ja |echt |nur |bloss |halt )*(ein |a |e |n )?(spass|scherz|witz|spruch|gag|joke|redewendung|sprichwort|metapher)/,
  / nur (ein )?(spass|scherz|spruch|witz|so dahingesagt|so gesagt)/,
  / (nicht|ned|net|nid|nicht so) (so )?(ernst|woertlich|wortwoertlich|wie es klang|so) gemeint/,
  / (so )?(war|wars|ist) (das|des|es) nicht gemeint/,
  / nicht woertlich /,
  / (ich )?(meinte|meine|mein|moan|moant) (damit |doch |nur |eigentlich |natuerlich )*(die|den|das|des|der|dass|ein|eine|unser|meine?n?|im|beim|vom|nur|nicht)/,
  / gemeint /,
  / (missverstaendnis|missverstanden|falsch verstanden|falsch rueber|bloed formuliert|falsch ausgedrueckt|uebertragenen sinn|sprichwoertlich|bildlich gesprochen)/,
  / (keine sorge|kei sorg|koa sorg|ned sorgen|nicht sorgen|keine angst)/,
  / (haha+|hehe+|hihi+|lol|lmao|rofl|xd) /,
  / (😅|😂|🤣|😆|😜|😉|🙈|😄|😁) /,
  / (just|only) (a )?(joke|joking|kidding|saying|an expression|a figure of speech)/,
  / (im |i am |i was |was )?(joking|kidding)/,
  / (i )?(meant|mean) (the|a|my|our|it|that|in|like|on|as)/,
  / not (literally|serious|seriously|like that)/,
  / (figure of speech|misunderstood|misunderstanding|came out wrong|wrong way|no worries|dont worry|do not worry)/,
  / (i was|im) talking about/,
];

/** The visitor explains what they said: a joke, a figure of speech, what they meant ("ich meinte die Karlsbrücke"). */
export function clarifies(text: string): boolean {
  const p = plainWords(text);
  return CLARIFY.some((re) => re.test(p));
}

/** A short reply that closes the subject without answering it ("passt schon", "egal", "ok"). */
export function deflects(text: string): boolean {
  const p = plainWords(text);
  return (
    p.trim().split(" ").length <= 4 &&
    /^ (passt( schon)?|schon gut|geht schon|alles gut|egal|ok|okay|oki|k|jaja|whatever|its fine|im fine|fine|all good|never ?mind|forget it|vergiss es|lass gut sein|is eh wurscht|wurscht|basst scho|passt scho|scho recht|mir doch egal)( |$)/.test(
      p,
    )
  );
}
