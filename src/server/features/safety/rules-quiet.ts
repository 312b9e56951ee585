import type { RiskLevel } from "#shared/safety";
import type { RuleHit } from "./rules";

/**
 * Crises said quietly, in everyday words no concept of the lexicon carries on its own: someone breaking in now,
 * joining a partner who died, not expecting to be around when the appointment comes, needing nothing once the
 * contracts are cancelled, having looked up methods. Each reads the message as written, lower case with
 * punctuation turned into spaces ("don't" is "don t"): the statement in one of its sentences, and what gives it its
 * meaning anywhere in the message ("Meine Frau ist vor einem Jahr gestorben. Ich will zu ihr.").
 *
 * A reading is a rule finding like the others: it gives the message a reason to be judged and is a feature of the
 * crisis model, which still decides.
 */

/**
 * A pattern with word boundaries and word characters that know umlauts: in a JavaScript regular expression `\b` and
 * `\w` are ASCII, so "öpper" would have no boundary before it. Every text the patterns read is bare (see `bare`):
 * letters and digits, words parted by one space, a space at each end. There a boundary is a space on one side and
 * a letter on the other, and a word character is anything but a space; tests of the Unicode classes in
 * lookarounds cost several times more (decision 035, time per check).
 */
function words(pattern: RegExp): RegExp {
  const source = pattern.source.replaceAll("\\b", "(?:(?<= )(?=[^ ])|(?<=[^ ])(?= ))").replaceAll("\\w", "[^ ]");
  return new RegExp(source, "u");
}

/** A message about a film, a game, a book or a dream tells a story, not the writer's night. */
const STORY = words(
  /\b(film|filme?s?|movie|series|serie|netflix|game|games|spiel|zocke\w*|buch|book|roman|novel|traum|träumt?e?|geträumt|dream\w*|nightmare|albtraum)\b/,
);

/** Someone forcing a way in now: "someone is trying to get in through my window right now", "öpper am Fänschter am ufbreche". */
const BREAKING_IN_EN = words(
  /\b(someone|somebody|some one|a man|a guy|a stranger|strangers|some guy|some men|he|they)\b( \w+){0,4} (trying to (get|break|climb|force \w+ way) in|breaking in|forcing (the|my|our) (door|window|lock))\b(?! (shape|touch|contact))/,
);
const BREAKING_IN_DE = words(
  /\b(jemand|jemanden|einer|ein mann|ein typ|ein fremder|fremde|er|die|öpper|öpper|oana|oaner|eaner|irgendwer|irgendjemand)\b( \S+){0,8} (aufzuhebeln|aufhebeln|hebelt|aufzubrechen|bricht \S+ auf|brechen \S+ auf|einzubrechen|bricht ein|brechen ein|am ufbreche|ufzbreche|einzudringen|reinzukommen|am einsteigen|(tür|türe|fenster|terrassentür|balkontür|haustür|wohnungstür|schloss) (aufzumachen|aufzudrücken|aufzukriegen))\b/,
);
/** Someone in the home now, heard: "da ist jemand in der wohnung ich hör schritte und ich bin allein". */
const INTRUDER = words(
  /\b(jemand|someone|somebody|öpper)( ist| is| s| isch)? (in|im) (der |meiner |unserer |my |our |the )?(wohnung|haus|keller|house|flat|apartment|home|wohnig)\b/,
);
const INTRUDER_NOW = words(/\b(schritte|footsteps|allein|alone|ellei|versteck\w*|hiding|hide|leise|quiet)\b/);

/** A death in the writer's life: "gestorben", "passed away", "the anniversary of my wife's death". */
const BEREAVED = words(
  /\b(gestorben|verstorben|tot|todestag|beerdigung|beisetzung|witwe|witwer|passed|died|death|widow|widower|grave|grab|friedhof|cemetery|verwitwet)\b/,
);
/**
 * Wanting to be with the one who died: "I'll join her tonight", "ready to join him", "I would rather be with her than
 * here", "Ich will zu ihr.", "heute Abend zu ihm zu gehen". Not a visit ("zu ihr ans Grab", "see her grave").
 */
const JOINS_EN = words(
  /\b(want|wanna|ready|decided|rather|wish|long|going|gonna|ll|will|plan|planning|time)\b( \w+){0,3} (to )?(join|be with|be back with|go to) (him|her|them)\b(?= *$| (again|now|tonight|soon|forever|up there|in heaven|there|than|already|finally|today|this)\b)/,
);
const JOINS_DE = words(
  /\b(will|möchte|möcht|mag|werde|vorgenommen|wäre|wär|sehne|gehe|geh|komme|darf)\b( \S+){0,4} (zu|bei) (ihm|ihr|ihnen|meinem mann|meiner frau|mama|papa)( (zu )?(gehen|gehn|kommen|sein|zurück|in den himmel|rüber))?(?= *$| (mehr|ich|sie|es|sie|heute|bald|jetzt|endlich)\b)/,
);

/**
 * Not expecting to live until help comes: "don't think I'll be around by the time they ring", "dont think ill still
 * be here when she gets back", "glaube nicht, dass ich dann noch da bin".
 */
const NOT_AROUND_EN = words(
  /\b(don t|dont|do not|doubt|not sure|no way)\b( \w+){0,3} (still )?be (around|here|alive)\b( \w+){0,3} (by the time|when|until|til|till|much longer|for long|anymore|any more|to see)\b|\b(won t|wont|will not) (still )?be (around|alive)( \w+){0,2} (much longer|for long|anymore|any more|to see|by the time)\b/,
);
/** Leaving a job, a flat or a country: "I don't think I'll be here much longer, my contract ends in March". */
const LEAVING = words(
  /\b(contract|job|holiday|vacation|urlaub|vertrag|company|firma|team|moving|move|umzug|ziehe|zieh|ziehen|semester|school|schule|uni|office|büro|visa|visum|trip|reise)\b/,
);
const NOT_AROUND_DE = words(
  /\b(glaube|glaub|denke|denk|weiß|weiss)\b( \S+){0,2} nicht( ob| dass)? ich (dann |bis dahin |da |das |im \S+ )?(noch )?(da|hier|am leben|lebe)\b( bin| sein werde| sein)?(?! (zu|um|für)\b)/,
);

/** Not planning to see the end of the term: "Semester ends in two weeks and I honestly don't plan on seeing it." */
const NOT_PLANNING = words(
  /\b(don t|dont|do not|won t|wont)( \w+)? (plan|intend|expect|going) (on |to )?(seeing|see|being around for|being here for|making it to|make it to|be around for|be here for) (it|that|them|the end|christmas|my birthday|next)\b/,
);

/**
 * Having lived enough: "I feel like I've lived long enough", "fühl mich als hätt ich schon viel zu lang gelebt", "Ich
 * hab mein Leben gelebt". Not "lived long enough to know" nor "my life to the fullest".
 */
const LIVED_ENOUGH = words(
  /\b(i ve|ive|i have|i d|id|i|hab|habe|hätt|hätte|hab ich|habe ich|hätt ich|hätte ich)( already| schon| doch)? (lived (long enough|too long|enough|my life)|(viel )?(zu lang|zu lange|lange genug|genug) gelebt|mein leben gelebt)\b(?! (to|um|in|for|with|as|like|für|mit|wie|so)\b)/,
);

/** Worth more dead than alive: "mit 180k Schulden tot mehr wert als lebendig", "I'm worth more to her dead than alive". */
const WORTH_MORE_DEAD = words(
  /\b(tot|dead)( \S+){0,3} (mehr wert|worth more)\b|\b(mehr wert|worth more)( \S+){0,3} (tot|dead)\b/,
);
const SPEAKS_OF_SELF = words(/\b(ich|bin|wäre|wär|i|i m|im|i am|i d|me)\b/);

/** Pills and drink, already taken: "Tabletten und Wein. Schon vor einer Stunde." */
const PILLS_AND_DRINK = words(
  /\b(tabletten|pillen|schlaftabletten|pills|tablets|meds|sleeping pills) (und|and|mit|with|plus) (wein|wodka|vodka|alkohol|alcohol|bier|beer|whisky|whiskey|schnaps|gin|wine|rum)\b/,
);
const ALREADY_TAKEN = words(
  /\b(schon|bereits|already|vor einer stunde|vor ner stunde|an hour ago|genommen|geschluckt|took|taken|swallowed)\b/,
);

/** Over the railing: "Ich steh gerade auf dem Balkon auf der falschen Seite", "on the wrong side of the railing". */
const WRONG_SIDE = words(
  /\b(balkon|geländer|brücke|brüstung|bridge|railing|railings|ledge|balcony|dach|roof|fence)\b( \S+){0,6} (falschen seite|wrong side)\b|\b(falschen seite|wrong side|other side|anderen seite) (vom|von dem|des|of the|of my) (balkon|geländers?|brüstung|railings?|balcony|ledge|fence)\b/,
);

/** Loose ends tied before going: "Tidying up loose ends before I go." (with things cancelled or settled). */
const BEFORE_I_GO = words(/\b(before i go|bevor ich gehe|bevor ich geh|ehe ich gehe) *$/);

/** "ich bin einfach ne last", "I'm just a burden": the writer calls themselves one. */
const IS_A_BURDEN = words(
  /\b(ich bin|bin|i m|im|i am)( einfach| nur| doch| eh| just| only| such)? (eine |ne |a |nur eine |nur ne )?(last|belastung|burden)\b(?! (zu|of|for the (company|team)))/,
);
/** A burden at work is a worry about one's work: "Ich bin eine Last für die Firma", "a burden to the team". */
const AT_WORK = words(
  /\b(firma|team|chef|chefin|job|arbeit|work|boss|company|projekt|project|abteilung|kollegen|colleagues|excel)\b/,
);
/** Going in peace now that all is settled: "Jetzt kann ich in Ruhe gehen.", "now I can go in peace". */
const IN_PEACE = words(
  /\b(jetzt|nun|now|dann|then) (kann|can) (ich|i) (in ruhe|beruhigt|in frieden|in peace|peacefully) (gehen|go) *$/,
);
/** Stopping with everything: "ich hör einfach auf. mit allem", "actually done with all of it". */
const DONE_WITH_ALL = words(
  /\b(hör|höre) (\S+ ){0,2}auf( mit allem)? *$|^ *mit allem *$|\bdone with (all of it|everything|it all|life|living) *$/,
);
/** No longer taking up space: "i should stop taking up space", "maybe the problem is me existing". */
const STOP_EXISTING = words(
  /\b(stop|quit) (taking up space|existing|being alive)\b|\bproblem is me existing\b|\bmich (gibt|gäbe) es besser nicht\b/,
);
/** Knowing Werther or Ophelia too well: "ich versteh ihn irgendwie zu gut", "i get her a bit too well". */
const KNOWN_TOO_WELL = words(/\b(werther|ophelia|sylvia plath|virginia woolf|kurt cobain|hannah baker)\b/);
const TOO_WELL = words(/\b(zu gut|too well|too much|way too well|viel zu gut|genau wie (er|sie)|just like (him|her))\b/);
/** Pictures used for blackmail: "will 200€ in paysafecards in einer stunde, sonst gehts an meine eltern". */
const PICTURES = words(/\b(bilder|fotos|pics|photos|nudes|nacktbilder|video|videos|was ich (ihm|ihr) geschickt)\b/);
const OR_ELSE = words(
  /\b(sonst|or else|otherwise|or he ll|or she ll|or they ll|or he will|or she will|unless i)\b( \S+){0,8} (eltern|parents|schule|school|everyone|allen|alle|posten|post|schickt|send|leak|veröffentlich\w*|family|familie|mum|mom|dad|mama|papa)\b/,
);

/** Packing to flee before the other comes home: "ich muss in 15 minuten eine tasche packen bevor er heimkommt". */
const FLEEING = words(
  /\b(tasche|koffer|sachen)( \S+){0,2} (packen|gepackt)\b( \S+){0,6} (bevor|ehe) (er|sie) (heim|nach hause|zurück|kommt)|\b(pack|packing) (a |my |the )?(bag|suitcase|things)( \S+){0,6} before (he|she|they) (gets|comes) (home|back)\b/,
);
const HOLIDAY = words(/\b(urlaub|holiday|vacation|reise|trip|flug|flight|camping|festival|wochenende|weekend)\b/);
/** Goodbye messages set to go out later: "wrote my goodbye messages, theyre scheduled for tomorrow morning". */
const GOODBYE_MESSAGES = words(
  /\b(goodbye|farewell|abschieds)( \S+)? (texts?|messages?|nachrichten|mails?|emails?|briefe?|videos?|notes?)\b|\babschieds(nachrichten|briefe?|mails?|videos?)\b/,
);
const SET_TO_GO = words(/\b(schedul\w*|geplant|zeitversetzt|tomorrow morning|morgen früh|set for|eingestellt|timed|go out)\b/);
/** Not needed once it is done: "after that it won't matter", "after that im not needed for anything". */
const AFTER_THAT = words(
  /\b(after that|afterwards|danach|dann)( \S+){0,2} (it won t matter|it wont matter|nothing will matter|nothing matters|i m not needed|im not needed|bin ich (nicht mehr nötig|überflüssig)|braucht mich (keiner|niemand) mehr)\b/,
);
/** The last tie cut: "That was the last thing holding me here", "nichts hält mich mehr hier". */
const HOLDING = words(
  /\b(last thing|only thing|das letzte|das einzige)( \S+){0,3} (holding|keeping|hält|hielt) (me|mich) (here|hier|noch)\b|\bnothing( is)? (holding|keeping) me here\b|\bnichts hält mich (mehr |noch )?(hier|am leben)\b/,
);
/** Rent or bills paid ahead so nobody is left with anything: "Miete drei Monate im Voraus überwiesen … Katze zu den Nachbarn". */
const PAID_AHEAD = words(
  /\b(miete|rent|bills|rechnungen)( \S+){0,4} (im voraus|ahead|in advance)\b|\b(im voraus|ahead|in advance)( \S+){0,3} (bezahlt|überwiesen|paid)\b/,
);
const LEFT_TIDY = words(
  /\b(katze|kater|hund|cat|dog|pet|nobody s left|nobody is left|no one s left|niemand|ordentlich|tidy|alles erledigt|all sorted)\b/,
);

/** Things cancelled, given away or settled in the message. */
const SETTLED = words(
  /\b(gekündigt|kündige|kündigen|cancel|abgemeldet|abgeben|abgegeben|verschenkt|verschenke|regeln|geregelt|erledigt|cancel+ed|cancel+ing|gave away|giving away|given away|sorted|paid|rehom\w*)\b/,
);
/** "Danach brauch ich eh nix mehr", "I won't need it after that". */
const NEEDS_NOTHING = words(
  /\b(brauch|brauche)( ich)? (eh |sowieso |ja |dann |danach )*(die |das |den |sie |es )?(nix|nichts|nicht|keins|keinen|keine|das alles)( \S+)? mehr\b|\b(won t|wont|will not|don t|dont) need (it|them|anything|any of it|any of this|this|that)( \w+)? (after|anymore|any more|where i m going|soon)\b/,
);
/** Moving house, emigrating, travelling: the ordinary reason to give things away. */
const MOVING = words(
  /\b(umzug|ziehe|umziehen|ausziehen|auswander\w*|moving|move|relocat\w*|reise|weltreise|trip|travel\w*|backpack\w*|kloster|sabbatical)\b/,
);

/** "Ich google seit Tagen Methoden", "hab grad gegoogelt wie man das macht", "been researching methods". */
const LOOKED_UP_EN = words(
  /\b(googled|googling|google|googlin|researching|researched|looked up|looking up|searching|searched|reading up on|read up on)\b( \w+){0,3} (methods|ways to (die|go|end it|do it)|how to (do it|end it|go through with it))\b(?! (for|of|to|in|on|with|at|that help|and tips)\b)/,
);
const LOOKED_UP_DE = words(
  /\b(google|googel|googele|gegoogelt|gegoogled|gegooglet|recherchier\w*|such|suche|gesucht|nachgeschaut|nachgelesen|schau)\b( \S+){0,3} (methoden|wie man das macht|wie man es macht|wie man es beendet|wie man es tut|wie es am schnellsten geht)\b(?! (für|zum|zur|gegen|mit|bei|in|im|um|beim|fürs|zu)\b)/,
);

/** "tonight feels like the right night to stop", "tonight feels like the night honestly". */
const THE_NIGHT = words(
  /\b(tonight|tonights|tonight s) (feels like |is |s |seems like |might be )?the (right )?night\b(?! (i|we|you|to (ask|tell|propose|celebrate|watch|party|go out|finally tell|call))\b)|\bheute nacht ist (es so ?weit|die nacht)\b/,
);

/** Gas on and left unlit: "I turned the gas fire on without lighting it", "Gas aufgedreht, aber nicht angezündet". */
const GAS_UNLIT = words(
  /\b(turned|switched|put) (on )?(the |my )?gas( \w+)?( on)?( \w+){0,2} (without lighting|and didn t light|but didn t light|not lit|unlit)\b|\bgas\w*( \S+){0,3} (aufgedreht|angedreht|aufgemacht|an)( \S+){0,4} (nicht angezündet|ohne (es |ihn )?anzuzünden|ohne zu zünden)\b/,
);

/** Too much of a drug taken, and the body alarming: "hab zu viel von dem zeug genommen mein herz rast". */
const TOOK_TOO_MUCH = words(
  /\b(took|taken|had|did|dropped|swallowed|snorted)\b( \w+){0,3} (too much|too many|way too much)\b|\b(zu viel|zu viele|zuviel|viel zu viel)\b( \S+){0,4} (genommen|geschluckt|eingeworfen|geschmissen|gezogen|gespritzt)\b|\b(pappen|pillen|teile|trips?) (geschmissen|eingeworfen)\b/,
);
const BODY_ALARM = words(
  /\b(herz rast|herzrasen|rast mein herz|(schlecht|keine|kaum) luft|umkipp\w*|ohnmächtig|krampf\w*|ich sterb\w*|sterbe gleich|heart (is )?(racing|pounding)|can t breathe|cant breathe|chest (hurts|pain)|passing out|pass out|seizure|i m dying|im dying|going to die)\b/,
);

/** Food thrown up, or refused, as a punishment: "ate a sandwich and then threw it up because i didnt earn it". */
const PURGED = words(
  /\b(gekotzt|kotze|kotz|erbrochen|übergeben|übergibt|übergebe|threw (it |that )?up|throw (it )?up|made myself (sick|throw up)|purge[ds]?|purging)\b/,
);
/** Disgust or punishment aimed at oneself, not at the food ("der Döner war eklig"). */
const UNDESERVED = words(
  /\b(ekel\w* (mich|sich) vor (mir|sich)|vor (mir|sich) selbst ekel\w*|(mich|sich) (so )?vor (mir|sich) (selbst )?ekel\w*|mich( \S+)? (so )?(eklig|ekelhaft|fett|widerlich)|didn t earn|didnt earn|don t deserve|dont deserve|didn t deserve|didnt deserve|i m (so )?(fat|disgusting|gross)|im (so )?(fat|disgusting|gross)|feel (so )?(fat|disgusting|gross)|punish myself|mich (zu )?bestrafen|verdien\w* (es|das) nicht)\b/,
);
const NOT_DESERVE_FOOD = words(
  /\bverdien\w* (es |das )?nicht,? (zu |was zu )?essen\b|\b(don t|dont|do not) deserve (to eat|food|dinner|lunch|breakfast)\b|\bdidn t earn (it|food|dinner|lunch|breakfast)\b/,
);
const PURGE_OFTEN = words(/\bpurg\w*( \w+){0,3} (times a day|a day|every day|daily|after every meal|after each meal)\b/);

/** Whether a pattern reads in one of the sentences (a lookahead for " *$" is the end of that sentence). */
const inSentence = (sentences: readonly string[], pattern: RegExp) => sentences.some((s) => pattern.test(s));

const readings: [rule: string, levels: RiskLevel[], reads: (sentences: readonly string[], whole: string) => boolean][] = [
  [
    "breaking-in",
    ["acute", "violence-suffered"],
    (s, t) =>
      !STORY.test(t) &&
      (inSentence(s, BREAKING_IN_EN) || inSentence(s, BREAKING_IN_DE) || (inSentence(s, INTRUDER) && INTRUDER_NOW.test(t))),
  ],
  [
    "joins-the-dead",
    ["suicidal"],
    (s, t) => BEREAVED.test(t) && (inSentence(s, JOINS_EN) || inSentence(s, JOINS_DE)) && !STORY.test(t),
  ],
  ["not-around", ["suicidal"], (s, t) => (inSentence(s, NOT_AROUND_EN) || inSentence(s, NOT_AROUND_DE)) && !LEAVING.test(t)],
  [
    "needs-nothing",
    ["suicidal"],
    (s, t) =>
      SETTLED.test(t) &&
      (inSentence(s, NEEDS_NOTHING) || inSentence(s, BEFORE_I_GO) || /\bloose ends\b/.test(t)) &&
      !MOVING.test(t),
  ],
  ["is-a-burden", ["suicidal"], (s) => s.some((x) => IS_A_BURDEN.test(x) && !AT_WORK.test(x))],
  ["in-peace", ["suicidal"], (s) => inSentence(s, IN_PEACE)],
  ["done-with-all", ["suicidal"], (s) => inSentence(s, DONE_WITH_ALL)],
  ["stop-existing", ["suicidal"], (s) => inSentence(s, STOP_EXISTING)],
  ["known-too-well", ["suicidal"], (s, t) => KNOWN_TOO_WELL.test(t) && TOO_WELL.test(t) && SPEAKS_OF_SELF.test(t)],
  ["sextortion", ["violence-suffered"], (s, t) => PICTURES.test(t) && inSentence(s, OR_ELSE)],
  ["fleeing", ["violence-suffered"], (s, t) => inSentence(s, FLEEING) && !HOLIDAY.test(t)],
  ["goodbye-messages", ["suicidal"], (s, t) => GOODBYE_MESSAGES.test(t) && SET_TO_GO.test(t) && !AT_WORK.test(t)],
  ["after-that", ["suicidal"], (s) => inSentence(s, AFTER_THAT)],
  ["last-tie", ["suicidal"], (s) => inSentence(s, HOLDING)],
  ["paid-ahead", ["suicidal"], (s, t) => PAID_AHEAD.test(t) && LEFT_TIDY.test(t) && !MOVING.test(t)],
  ["worth-more-dead", ["suicidal"], (s) => s.some((x) => WORTH_MORE_DEAD.test(x) && SPEAKS_OF_SELF.test(x))],
  ["pills-and-drink", ["acute"], (s, t) => inSentence(s, PILLS_AND_DRINK) && ALREADY_TAKEN.test(t)],
  ["wrong-side", ["acute"], (s, t) => inSentence(s, WRONG_SIDE) && !STORY.test(t)],
  ["not-planning", ["suicidal"], (s, t) => inSentence(s, NOT_PLANNING) && SETTLED.test(t) && !STORY.test(t)],
  ["lived-enough", ["suicidal"], (s) => inSentence(s, LIVED_ENOUGH)],
  ["looked-up-method", ["suicidal"], (s, t) => (inSentence(s, LOOKED_UP_EN) || inSentence(s, LOOKED_UP_DE)) && !STORY.test(t)],
  ["the-night", ["suicidal"], (s, t) => inSentence(s, THE_NIGHT) && !STORY.test(t)],
  ["gas-unlit", ["acute"], (s) => inSentence(s, GAS_UNLIT)],
  ["took-too-much", ["acute"], (s, t) => inSentence(s, TOOK_TOO_MUCH) && BODY_ALARM.test(t)],
  [
    "purges-to-punish",
    ["self-harm"],
    (s, t) => (PURGED.test(t) && UNDESERVED.test(t)) || inSentence(s, NOT_DESERVE_FOOD) || inSentence(s, PURGE_OFTEN),
  ],
];

/** A text as these readings see it: lower case, apostrophes and punctuation turned into spaces, padded. */
function bare(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** The quiet readings of a message (as written), each as rule findings of its levels. */
export function quietRisks(text: string): RuleHit[] {
  const sentences = text
    .normalize("NFC")
    .split(/[.!?;\n…]+/u)
    .map(bare);
  const whole = bare(text.normalize("NFC"));
  const hits: RuleHit[] = [];
  for (const [rule, levels, reads] of readings)
    if (reads(sentences, whole)) for (const level of levels) hits.push({ level, rule });
  return hits;
}
