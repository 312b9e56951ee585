/**
 * Server-side crisis check (decisions.md section 6). It runs on every
 * visitor message before any provider call and needs no provider: messages
 * suggesting a risk of suicide, self-harm or violence get a fixed, caring
 * answer with crisis lines instead of a generated one.
 *
 * Patterns are deliberately explicit about intent ("ich will mich umbringen",
 * "I want to hurt him") so that everyday hyperbole ("das Meeting hat mich
 * umgebracht", "this deadline is killing me", "todmüde") is not a crisis.
 * When in doubt between two readings the check errs towards care.
 */
export type RiskCategory = "suicide" | "self-harm" | "violence";
export interface RiskAssessment {
  crisis: boolean;
  category?: RiskCategory;
}

/** Lower case, umlauts folded (ü→ue ...), punctuation to spaces, single spaces. */
export function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

const SUICIDE: RegExp[] = [
  /\b(suizid\w*|selbstmord(?!attentae)\w*|suicid\w*|freitod)\b/,
  /\bmich (selbst )?(umbringen|umzubringen|toeten|zu toeten|erhaengen|aufhaengen|vergiften|erschiessen)\b/,
  /\bbring(e)? mich (selbst )?um\b/,
  /\bmir (selbst )?das leben (nehmen|zu nehmen)\b/,
  /\b(will|moechte|mag|kann) nicht mehr (leben|da sein|weiterleben|existieren|aufwachen)\b/,
  /\bnicht mehr (leben|aufwachen) (wollen|will|moechte)\b/,
  /\b(allem|meinem leben|dem ganzen) ein ende (setzen|machen|bereiten)\b/,
  /\b(wenn ich|waere ich)( doch| einfach| nur)* (tot|nicht mehr da)\b/,
  /\b(ich will|ich moechte|will|moechte) (einfach )?(sterben|tot sein)\b/,
  /\bvon (der|einer) bruecke springen\b/,
  /\bvor (den|einen) zug (werfen|springen)\b/,
  /\b(lebensmuede|keinen sinn mehr zu leben|kein grund mehr zu leben)\b/,
  /\bkill(ing)? myself\b/,
  /\b(want|wanna|going|gonna|plan|planning) to die\b/,
  /\bend (it all|my life|things)\b/,
  /\btake my (own )?life\b/,
  /\b(dont|do not) want to (live|be alive|wake up)( anymore)?\b/,
  /\b(better off dead|no reason to live|not worth living)\b/,
  /\b(hang|shoot|overdose) myself\b/,
];

const SELF_HARM: RegExp[] = [
  /\b(ritze|ritzen|ritzt|geritzt)\b/,
  /\bmich (selbst )?(ritzen|schneiden|verletzen|verbrennen)\b/,
  /\bmir (selbst )?(weh tun|wehtun|schaden|die arme aufschneiden|die pulsadern aufschneiden)\b/,
  /\bselbstverletz\w*\b/,
  /\b(hurt|harm|cut|burn) myself\b/,
  /\bself (harm|injury)\w*\b/,
  /\bselfharm\w*\b/,
];

const VIOLENCE: RegExp[] = [
  /\b(ich )?(bringe?|bring) (ihn|sie|den|die|meinen \w+|meine \w+|meinen chef|meine chefin|alle|jemanden|euch|dich) (noch )?um\b/,
  /\b(will|werde|moechte) (ihn|sie|jemanden|meinen \w+|meine \w+|alle) (umbringen|toeten|erschiessen|abstechen|verletzen|schlagen)\b/,
  /\b(ich )?(werde|will) (jemandem|ihm|ihr) (etwas )?(antun|weh tun|wehtun)\b/,
  /\bamok\w*\b/,
  /\b(going|gonna|want|plan|planning) to (kill|hurt|shoot|stab) (him|her|them|someone|somebody|my \w+|everyone|people)\b/,
  /\b(i will|ill|im going to) (kill|hurt|shoot|stab) (him|her|them|someone|somebody|my \w+|everyone)\b/,
];

/** Figures of speech that contain alarming words but are not crises. */
const IDIOMS: RegExp[] = [
  /\bhat mich (fast |echt |total |voll |heute |wieder )*(umgebracht|fertig gemacht|gekillt)\b/,
  /\b(bringt|bringen) mich (noch |heute |echt |fast )*um\b(?! (zu|mich))/,
  /\bsterbe? (fast )?vor (lachen|hunger|langeweile|durst|neugier|hitze|kaelte)\b/,
  /\b(koennte|koennt) (sterben|toeten|morden) (vor|fuer)\b/,
  /\b(is|are|was|its) killing me\b/,
  /\bkilling it\b/,
  /\bcould (kill|die) for\b/,
  /\b(dying|die) (of|from) (laughter|laughing|boredom|hunger|embarrassment)\b/,
  /\bdead tired\b/,
];

function matchesAny(patterns: RegExp[], text: string): boolean {
  return patterns.some((p) => p.test(text));
}

export function assessRisk(text: string): RiskAssessment {
  let t = normalize(text);
  // Remove idioms first, so "Mein Chef bringt mich noch um mit den Deadlines"
  // does not read as a threat, while a real statement elsewhere still does.
  for (const idiom of IDIOMS) t = t.replace(new RegExp(idiom.source, "g"), " ");
  if (matchesAny(SUICIDE, t)) return { crisis: true, category: "suicide" };
  if (matchesAny(SELF_HARM, t)) return { crisis: true, category: "self-harm" };
  if (matchesAny(VIOLENCE, t)) return { crisis: true, category: "violence" };
  return { crisis: false };
}

const CRISIS_REPLY = {
  de:
    "Ich höre, dass es dir gerade sehr schlecht geht, und ich bin froh, dass du es aussprichst. " +
    "Ich bin eine KI und kann dir in dieser Lage nicht so helfen, wie du es verdienst – bitte sprich jetzt mit einem Menschen. " +
    "Die TelefonSeelsorge ist rund um die Uhr kostenlos und anonym für dich da: 0800 111 0 111 oder 0800 111 0 222, außerdem erreichst du die 116 123. " +
    "In Österreich hilft die Telefonseelsorge unter 142, in der Schweiz Die Dargebotene Hand unter 143. " +
    "Wenn du oder jemand anderes in akuter Gefahr ist, ruf bitte sofort den Notruf 112.",
  en:
    "I hear that you are going through something really hard right now, and I'm glad you said it. " +
    "I am an AI and can't help you in this situation the way you deserve – please talk to a person now. " +
    "In Germany, TelefonSeelsorge is there for you around the clock, free and anonymous: 0800 111 0 111 or 0800 111 0 222, and you can also call 116 123. " +
    "In Austria, Telefonseelsorge helps on 142; in Switzerland, Die Dargebotene Hand on 143. " +
    "If you or someone else is in immediate danger, please call the emergency number 112 right away.",
} as const;

export function crisisReply(lang: "de" | "en"): string {
  return CRISIS_REPLY[lang];
}
