import { foldedPattern } from "./compose";

/** How a message ends the exchange: a thank-you or an ok, news that something worked, or leaving to try it. */

/** Something the coach suggested worked: "hat geklappt", "kleiner Sieg", "that helped", "it worked". */
const PROGRESS = foldedPattern(
  "hat (\\w+ ){0,2}(geklappt|funktioniert|geholfen|gewirkt)|\\btut (mir )?(echt |richtig |so )?gut\\b|\\bhilft mir (schon|echt|sehr|wirklich)\\b|klappt (jetzt|schon|besser)|ausprobiert und|kleine[rn]? (sieg|erfolg)|knackpunkt|\\b(it|that|this) (really |actually )?(worked|helped)|went (really )?(well|better|great)|small (win|victory)|made a (real )?difference|tried it and",
);
const NOT_PROGRESS = foldedPattern(
  "(nicht|nie|kaum|gar nicht|leider nicht) (so )?(richtig )?(geklappt|funktioniert|geholfen|gewirkt)|(didn'?t|did not|doesn'?t|hasn'?t|wasn'?t|never) (really )?(work|help|go well)",
);
/** The visitor leaves to try it, or says goodbye: "ok danke, ich probier das morgen mal", "wish me luck", "bis dann". */
const CLOSING = foldedPattern(
  [
    "\\b(ich |i )?(probier|probiere|versuch|versuche|teste)\\w*\\b[^.!?]{0,25}\\b(mal|aus|morgen|heute)\\b|\\b(probier|versuch)\\w*'?s\\b|\\bmeld(e)? mich\\b|\\bmich (\\w+ ){0,2}melden\\b|\\bausprobier\\w*\\b|\\bbis (dann|morgen|bald|später|zum nächsten mal)\\s*[.!]*$|tschüss|\\bciao\\b|gute nacht|schönen (abend|tag)",
    // A plan said in the first person: "Perfekt, so schick ich das.", "ich schreib mir mal auf …", "I'll do that tonight".
    "\\b(mach|schick|schreib|sprech|red|nehm)\\w* ich (das|es|so|ab|heute|morgen|mal)\\b|\\bich (schreib|mach|schick)\\w* (mir )?(das |es )?(mal|gleich|heute|morgen)\\b",
    "\\b(probier|versuch|mach)\\w* ich( das| es| mal)?\\s*([.!]|$)|\\bich schaff das\\s*[.!]*$|danke (dir )?(fürs zuhören|für deine hilfe|dass du (da warst|zugehört hast|da bist))",
    "\\b(it|that|talking) (really )?helps( me)? to (say|talk|write)|\\btut (gut|mir gut), (das|es) (mal )?(auszusprechen|loszuwerden|aufzuschreiben)",
    "\\bgonna (try|do) (it|that|this)|(^|[,.!]\\s*)(good ?)?night\\s*[.!]*$|\\bi (think i )?can do this\\s*[.!]*$|thank(s| you) for (listening|staying|your help|the help|being here|this)",
    "\\bi'?ll (do|send|write|ask|start) (that|it|this) (tonight|tomorrow|today|later|first thing)|\\bi'?ll (try|give it a (try|go|shot)|let you know)|wish me luck|\\bi'?m going in\\b|\\b(bye|goodbye|good ?night)\\b|talk (to you )?(later|soon)|see you|\\bi'?m off\\b",
  ].join("|"),
);

/**
 * News that it worked, or leaving to try it, in a folded message of `words` words without a question. A new
 * worry after it ("aber …") is a new turn, not an ending.
 */
export function endingOf(text: string, words: number): "progress" | "closing" | undefined {
  if (text.includes("?") || /\b(aber|but|however|allerdings)\b/.test(text) || words > 30) return undefined;
  if (PROGRESS.test(text) && !NOT_PROGRESS.test(text)) return "progress";
  if (CLOSING.test(text) && words <= 24) return "closing";
  return undefined;
}

const ACK = foldedPattern(
  [
    "^(danke|dankeschön|vielen dank|merci|thx|passt|ok|okay|okey|oki|alles klar|gut|super|cool|prima|klingt gut|mach ich|werde ich|werd ich|ja|jo|jep|stimmt)\\b",
    "^(thanks?|thank you|cheers|got it|will do|sounds good|great|perfect|fine|yes|yeah|yep|sure|alright|all right)\\b",
    // Thanks at the end of a short message: "that's good actually cheers", "super, danke".
    "\\b(danke|dankeschön|merci|thx|thanks|thank you|cheers|ta)\\s*[.!]*$",
  ].join("|"),
);

export function isAck(text: string): boolean {
  return ACK.test(text);
}

/** A plan to try something, in an ending: then the coach wishes luck; thanks for listening alone get none. */
const PLAN = foldedPattern(
  "probier|versuch|teste|\\bmach\\w* ich|ich (schreib|mach|schick|sprech|red)\\w*|ich schaff|\\btry|\\bi'?ll\\b|gonna|going to|wish me luck|going in|can do this",
);

export function hasPlan(text: string): boolean {
  return PLAN.test(text);
}

/** The visitor thanks the coach: the answer starts with "gern" rather than with an ok. */
export function thanks(text: string): boolean {
  return /danke|merci|thank|cheers|thx/i.test(text);
}
