import { actOnSelf, hasNumberAtLeast, MEANS } from "./rules-common";
import type { SentenceView } from "./sentence-view";

/**
 * The crisis rules of the level "suicidal": the writer means to kill themselves, wishes to be dead,
 * feels a burden, asks for a method or has the means at hand. Each reads one sentence
 * (SentenceView); rules.ts lists them with their names and levels.
 */

export function killsSelf(v: SentenceView): boolean {
  if (v.inMessage("GAME")) return false;
  const act = actOnSelf(v);
  if (act === undefined) return false;
  // "lol" softens a joke ("das bringt mich um lol"), not "unalive myself lol".
  const explicit =
    /myself|unalive|kms|leben/.test(v.word(act)) || v.at("KILL").some((k) => /myself|unalive|kms|leben/.test(v.word(k)));
  if (v.has("LAUGH") && !explicit) return false;
  const subject = v.subjectOf(act);
  // "Die Deadline killt mich", "Mein Chef bringt mich noch um": someone or something else does it.
  if (subject === "thing" || subject === "person") return false;
  return !v.has("SICH") || v.has("I");
}

/** "Suizid", "Selbstmordgedanken", "suicidal": the word itself, said of oneself. */
export function suicideWord(v: SentenceView): boolean {
  if (v.aboutOthers || v.has("LAUGH")) return false;
  // "Suizidprävention", "Suizidrate": the subject, not the writer.
  const own = v
    .unnegated("SUICIDE")
    .filter(
      (i) => !/praevention|prevention|rate|statistik|forschung|research|hilfe|telefon|seelsorge|gefaehrd|hotline/.test(v.word(i)),
    );
  if (own.length === 0) return false;
  if (own.some((i) => v.subjectOf(i) === "person") && !v.has("I")) return false;
  return v.has("I", "ME", "MY", "WANT", "THINK") || v.length <= 4;
}

/** "Ich will sterben", "I wish I were dead", "ich denke an den Tod". */
export function wishesDeath(v: SentenceView): boolean {
  if (v.has("LAUGH") || v.inMessage("GAME") || v.aboutOthers) return false;
  for (const d of v.unnegated("DIE")) {
    // "dass er stirbt", "mein Opa ist gestorben": someone else dies.
    const subject = v.subjectOf(d);
    if (subject === "person" || subject === "thing") continue;
    // "I will go once and see", "going to the lunch club": "go" is dying only said alone ("I just want to go", "ready to go now").
    if (v.word(d) === "go" && !/^(|now|tonight|forever|soon|peacefully|quietly)$/.test(v.word(d + 1))) continue;
    // "the funeral is on saturday", "my mum wants me to say a few words at the funeral": only "my funeral" is one's own.
    if (/^(funeral|beerdigung|beisetzung)/.test(v.word(d)) && !/^(my|meine[rnm]?|mein)$/.test(v.word(d - 1))) continue;
    if (v.within("WANT", d, 15) || v.within("THINK", d, 6) || v.within("WELCOME", d, 8)) return true;
  }
  // "Wer bekommt das Haus, wenn ich nicht mehr da bin? Ich habe drei Enkel": a grandparent's will, not a wish.
  if (v.inMessage("ESTATE") && v.inMessage("LATELIFE")) return false;
  // "Ich will einfach weg, für immer", "wenn es mich nicht mehr gäbe", "aufhören zu existieren".
  const vanish = v
    .at("VANISH")
    .filter(
      (i) =>
        v.within("FOREVER", i, 12) ||
        /nicht|nimer|nime|num|existier|exist|geboren|born|ausloesch|erase/.test(v.word(i)) ||
        v.within("NEG", i, 3) ||
        v.within("SLEEP", i, 5),
    );
  return vanish.length > 0 && v.self && (!v.has("JOB") || v.has("FOREVER"));
}

/** "Ich will nicht mehr leben", "I don't want to wake up anymore", "kein Grund mehr zu leben". */
export function noLongerLive(v: SentenceView): boolean {
  if (v.aboutOthers) return false;
  for (const l of v.at("LIVE")) {
    if (v.tagged(l + 1, "WHERE") && !v.tagged(l + 1, "MORE") && !v.tagged(l + 1, "END")) continue;
    // "prices keep going up": a direction after the phrase, not a life.
    let end = l;
    while (v.tagged(end + 1, "LIVE")) end++;
    if (/^(up|down|hoch|runter|rauf)$/.test(v.word(end + 1))) continue;
    // "Angst, nicht mehr aufzuwachen" before an operation is a fear of dying, not a wish.
    if (v.at("FEAR").some((f) => f < l && l - f <= 6) || v.has("ACCIDENT")) continue;
    const negBefore = v.at("NEG").some((n) => n < l && l - n <= 5);
    const more = v.within("MORE", l, 5) || v.has("NOMORE");
    const want = v.at("WANT").some((w) => w < l && l - w <= 5);
    if (negBefore && (more || want)) return true;
    // "I keep waking up for no reason" has no hopelessness in it.
    if (v.at("HOPELESS").some((h) => Math.abs(h - l) <= 6 && v.word(h - 1) !== "for" && v.word(h - 2) !== "for")) return true;
    if (v.within("WELCOME", l, 8) && negBefore) return true;
    // "Ich rechne nicht damit, dass ich dann noch lebe."
    if (/^(noch|still)$/.test(v.word(l - 1)) && v.at("NEG").some((n) => n < l) && v.has("I")) return true;
  }
  return false;
}

/** "Alle wären ohne mich besser dran", "es wäre leichter, wenn es mich nicht gäbe", "nobody would miss me". */
export function burden(v: SentenceView): boolean {
  if (v.has("BETTER") && v.near("WITHOUT", "ME", 2)) return true;
  // "if it doesn't get better I'll see the GP", "wenn es nicht besser wird": getting better is no one better off.
  const betterOff = v
    .at("BETTER")
    .some(
      (b) =>
        !/^(get|gets|geting|got|fel|feels|geht|gehts)$/.test(v.word(b - 1)) && !/^(wird|werden|wurde|wirds)$/.test(v.word(b + 1)),
    );
  if (betterOff && v.has("IF") && v.self && (v.has("VANISH", "DIE") || v.near("NEG", "IF", 5))) return true;
  if (v.at("BURDEN").some((b) => /^(vermisen|vermist|mis)$/.test(v.word(b))) && v.has("NEG") && v.has("ME", "I")) return true;
  if (v.has("BURDEN") && v.has("IF") && v.has("VANISH", "DIE") && v.self) return true;
  const allOfThem =
    v.at("OTHER").some((o) => /^(ale|alen|everyone|everybody)$/.test(v.word(o))) ||
    v.sentence.tokens.some((t) => /^(nur|only|just|familie|family)$/.test(t.w));
  // "Ab morgen muss mich keiner mehr ertragen."
  if (v.has("BURDEN") && v.has("NEG") && v.has("ME") && v.has("MORE", "NOMORE", "NOW")) return true;
  return v.has("BURDEN") && v.has("I") && allOfThem && !v.has("JOB", "GAME");
}

/** Death as a payment: "die Lebensversicherung zahlt auch bei Suizid, dann wäre meine Familie abgesichert". */
export function insurance(v: SentenceView): boolean {
  if (!v.inMessage("INSURANCE") || v.aboutOthers || v.has("INFO")) return false;
  return v.has("SUICIDE", "DIE", "BETTER") && (v.self || v.has("PERSON")) && !v.has("ROUTINE");
}

/** "last week", "letzten Monat" (folded as the tagger folds them): a time gone by, not a last time. */
const PAST_TIME =
  /^(wek|weks|night|month|year|wekend|sumer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|woche|wochen|nacht|monat|jahr|wochenende|somer|fruehling|herbst|montag|dienstag|mitwoch|donerstag|freitag|samstag|sontag)$/;

/** "Ich will allem ein Ende setzen", "end it all", "mit dem Leben abgeschlossen". */
export function endsLife(v: SentenceView): boolean {
  if (v.aboutOthers || v.has("JOB", "GAME")) return false;
  for (const e of v.unnegated("END")) {
    // "at the end of my life", "am Ende meines Lebens": a time, not an act.
    if (/^(of|des|meines)$/.test(v.word(e + 1))) continue;
    // "mein Leben als Single beenden", "end my life as a smoker": a way of life ends.
    const role = (i: number) =>
      /^(als|as)$/.test(v.word(i)) && !/^(son|soon|quickly|fast|posible|possible|early|wel|well)$/.test(v.word(i + 1));
    const asRole = (a: number) =>
      Array.from({ length: Math.abs(a - e) - 1 }, (_, k) => Math.min(a, e) + 1 + k).some(role) ||
      (e < a && (role(a + 1) || role(a + 2)));
    if (v.at("ALL").some((a) => a !== e && Math.abs(a - e) <= 4 && !asRole(a)) && (v.self || v.has("WANT", "NOW"))) return true;
    if (v.at("FOREVER").some((f) => f !== e && Math.abs(f - e) <= 6 && !PAST_TIME.test(v.word(f + 1))) && v.self) return true;
    // "… überlegt, wie ich es beende".
    if (v.has("THINK") && v.has("I") && /^(beende|beenden|end)$/.test(v.word(e)) && !v.has("JOB", "MEDIA")) return true;
    // "I cha nüme, hüt isch fertig": it ends today, and the writer cannot go on.
    const followedByObject = /^(mit|with)$/.test(v.word(e + 1));
    if (!followedByObject && v.has("NOW") && v.has("HOPELESS")) return true;
  }
  return false;
}

/** "Ich hoffe, ich schlafe ein und es ist vorbei", "einfach nicht mehr aufwachen". */
export function sleepsForever(v: SentenceView): boolean {
  if (!v.has("SLEEP") || !v.has("WANT", "WELCOME") || v.aboutOthers || !v.has("I", "ME")) return false;
  // "einschlafen und nicht mehr aufwachen": the negation comes after falling asleep, not before wanting ("doesn't want to sleep").
  const neverWakes = v
    .at("SLEEP")
    .some(
      (sl) =>
        v.at("NEG").some((n) => n > sl && n - sl <= 4) ||
        /nicht mehr aufwachen|not wake up|never wake up|nie wieder aufwachen|nie mehr aufwachen/.test(v.word(sl)),
    );
  return v.has("END", "FOREVER") || neverWakes;
}

/** "Wäre mir egal, wenn mich ein Lkw erwischt": death by accident or illness welcomed. */
export function welcomesDeath(v: SentenceView): boolean {
  if (!v.has("WELCOME") || v.aboutOthers || v.has("GAME")) return false;
  return v.self && (v.has("FATE") || v.has("DIE") || (v.has("SLEEP") && v.has("NEG")));
}

/** "Ich wünsche mir, dass mich ein Lkw erwischt": an accident or illness wished for. */
export function wishesFate(v: SentenceView): boolean {
  return v.has("FATE") && v.has("WANT") && v.has("ME", "I") && !v.aboutOthers && !v.has("GAME", "LAUGH");
}

/** "Wie viele Tabletten braucht man, um nicht mehr aufzuwachen?", "painless ways to go". */
export function methodQuestion(v: SentenceView): boolean {
  if (v.aboutOthers || v.has("ROUTINE", "ACTIVITY")) return false;
  const means = v.has(...MEANS, "JUMP");
  if (v.has("LETHAL") && (means || v.has("DIE", "KILL", "SUICIDE", "THINK"))) return true;
  if (means && v.has("HOWMUCH") && (v.has("DIE", "KILL", "SUICIDE") || (v.has("LIVE", "SLEEP") && v.has("NEG")))) return true;
  // "ob die Brücke hoch genug ist", "how tall the parking garage is".
  return v.has("HEIGHT") && v.at("HOWMUCH").some((h) => /hoch|tall|high|tief|deep/.test(v.word(h))) && v.has("THINK", "I");
}

/** Question words that ask for a way: "wie", "how", "womit", "which way". */
const HOW_WORDS = /^(wie|wi|how|hw|womit|wodurch|wo|where|welche|welcher|welches|which|what|was)$/;
/** Words that ask for the best or surest way: "schnellste Weg", "painless way". */
const WAY_WORDS =
  /^(schnelst\w*|einfachst\w*|sicherst\w*|leichtest\w*|schmerzlos\w*|best\w*|easiest|fastest|quickest|surest|painles\w*|methode\w*|method\w*|weg|wege|way|ways|moeglichkeit\w*|moglichkeit\w*)$/;

/** Killing oneself said in so many words, on the folded and squeezed words of a sentence. */
const EXPLICIT_SELF = new RegExp(
  [
    String.raw`\bkil (my ?self|me (now|tonight|today|painlessly|quickly|fast))\b`,
    String.raw`\bmich\b(?: \w+){0,4} (umbringen|umzubringen|umbrigen|toeten|zu toeten|erschiesen|zu erschiesen|erhaengen|aufhaengen|vergiften)\b`,
    String.raw`\bbring\w* (ich )?mich\b(?: \w+){0,4} um\b`,
    String.raw`\b(mir|my) (das |own )?(leben|life) (zu )?(nehm|take|end)`,
    String.raw`\b(take|end|nehm\w*|beend\w*) (my|mein|meinem) (own )?(life|leben)\b`,
    String.raw`\b(commit suicide|selbstmord begeh|suizid begeh|begehe? ich (selbstmord|suizid))`,
    String.raw`\b(unalive|kms)\b`,
  ].join("|"),
);

const IMPERSONAL_KILL = /\bsich\b(?: \w+){0,2} (umzubringen|umbringen|zu toeten|toeten|das leben zu nehmen)\b/;

/**
 * The writer asks how to kill themselves: "Wie kann ich mich umbringen?", "How can I kill myself?",
 * "Wie kann ich sterben, ohne dass es wehtut?", "schnellster Weg, sich umzubringen". Said of oneself,
 * nothing in it is a figure of speech; the model may not outvote it (DECISIVE_RULES).
 */
export function asksMethod(v: SentenceView): boolean {
  if (v.inMessage("GAME", "MEDIA") || v.has("LAUGH", "THIRD", "PAST")) return false;
  const words = v.sentence.tokens.map((t) => t.w);
  // "Was bedeutet unalive?" asks for a word, not a way.
  if (words.some((w) => /^(mean|means|meaning|bedeutet|bedeutung|heist)$/.test(w))) return false;
  const way = words.some((w) => WAY_WORDS.test(w));
  if (!way && !words.slice(0, 3).some((w) => HOW_WORDS.test(w))) return false;
  const text = words.join(" ");
  // Said of oneself in so many words (tokens are folded and squeezed: "kill" is "kil", "erschießen" "erschiesen").
  if (EXPLICIT_SELF.test(text)) return true;
  if (v.has("PERSON", "OTHER")) return false;
  // "der schnellste Weg, sich umzubringen": a way asked for, of nobody in particular.
  if (way && IMPERSONAL_KILL.test(text)) return true;
  // "Wie kann ich sterben?", "Weg zu sterben": dying asked for, as a verb ("the death of my dad" is not),
  // and not a figure of speech ("I'm dying to meet you", "ich sterbe vor Hunger").
  const dying = v
    .unnegated("DIE")
    .filter((i) => /^(sterb\w*|stirb\w*|die|dying|verek\w*|krepier\w*)$/.test(v.word(i)))
    .filter((i) => !/^(to|for|vor|of)$/.test(v.word(i + 1)));
  if (dying.length === 0) return false;
  // "painless way to die", "Weg zu sterben", "wie stirbt man am schnellsten", not "dying plants".
  if (way && dying.some((d) => /^(to|zu|man|i|ich)$/.test(v.word(d - 1)) || v.word(d + 1) === "man")) return true;
  // "Wie kann ich sterben?", "how can I die": the writer asks for their own death.
  return (
    dying.some((d) => v.at("I").some((i) => i < d && d - i <= 4)) &&
    words.some((w) => /^(kan|konen|koente|can|could|do|should|sol|solte)$/.test(w))
  );
}

/** Jumping from a height or in front of a train, wished or planned. */
export function jumpPlan(v: SentenceView): boolean {
  if (v.has("ACTIVITY", "GAME") || v.aboutOthers) return false;
  return v.has("JUMP", "FRONT") && v.has("HEIGHT", "TRAIN", "WATER") && v.has("WANT", "NOW", "I", "THINK");
}

/** A means at hand: "die Pistole liegt bereit", "ich habe Tabletten gesammelt", "der Strick hängt". */
export function meansReady(v: SentenceView): boolean {
  if (v.has("ACTIVITY", "GAME", "JOB", "ROUTINE", "MEDIA") || v.aboutOthers) return false;
  if (!v.has(...MEANS)) return false;
  // A knife in the kitchen drawer is ordinary: blades need a stronger sign.
  if (v.has("BLADE") && !v.has("PILLS", "ROPE", "GUN", "POISON") && !v.has("NOW", "FOREVER", "SH", "SH_STRONG")) return false;
  if (v.has("READY")) return true;
  return v.has("GOT") && (v.has("QTY") || hasNumberAtLeast(v, 15) || v.has("NOW", "WANT", "FOREVER"));
}
