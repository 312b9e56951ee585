import type { RiskLevel } from "#shared/safety";
import type { Concept } from "./lexicon";
import type { MessageLang, TaggedSentence } from "./tagger";

/** A rule that recognised a risk, named for logs and tests (never shown). */
export interface RuleHit {
  level: RiskLevel;
  rule: string;
}

/** Who does something in a clause: the writer, another person, or a thing ("die Deadline"). */
type Subject = "self" | "person" | "thing" | "none";

/**
 * One sentence with its concepts, and the questions the rules ask of it:
 * where a concept occurs, whether two occur close together, whether a word
 * is negated, who the subject of a verb is.
 */
export class SentenceView {
  private readonly positions = new Map<Concept, number[]>();
  private readonly clause: number[] = [];

  constructor(
    readonly sentence: TaggedSentence,
    readonly lang: MessageLang,
    /** Concepts anywhere in the message: a game or a film named in one sentence frames the next. */
    readonly context: ReadonlySet<Concept> = new Set(),
  ) {
    const { tokens, tags } = sentence;
    let c = 0;
    for (let i = 0; i < tokens.length; i++) {
      this.clause.push(c);
      if (tokens[i]!.clauseEnd) c++;
      for (const concept of tags[i]!) {
        const list = this.positions.get(concept);
        if (list) list.push(i);
        else this.positions.set(concept, [i]);
      }
    }
  }

  get length(): number {
    return this.sentence.tokens.length;
  }

  word(i: number): string {
    return this.sentence.tokens[i]?.w ?? "";
  }

  at(concept: Concept): number[] {
    return this.positions.get(concept) ?? [];
  }

  /** Any of the concepts occurs. */
  has(...concepts: Concept[]): boolean {
    return concepts.some((c) => this.positions.has(c));
  }

  /** Any of the concepts occurs anywhere in the message. */
  inMessage(...concepts: Concept[]): boolean {
    return concepts.some((c) => this.positions.has(c) || this.context.has(c));
  }

  tagged(i: number, concept: Concept): boolean {
    return this.sentence.tags[i]?.has(concept) ?? false;
  }

  /** Some `a` and some `b` at most `dist` tokens apart, in either order. */
  near(a: Concept, b: Concept, dist: number): boolean {
    for (const i of this.at(a)) for (const j of this.at(b)) if (i !== j && Math.abs(i - j) <= dist) return true;
    return false;
  }

  /** Some `a` within `dist` tokens of position `i`. */
  within(a: Concept, i: number, dist: number): boolean {
    return this.at(a).some((j) => j !== i && Math.abs(j - i) <= dist);
  }

  /** Positions of `concept` that are not negated ("nicht umbringen", "never kill"). */
  unnegated(concept: Concept): number[] {
    return this.at(concept).filter((i) => !this.negated(i));
  }

  /** A negation in the three words before `i`, in the same clause. "nicht mehr" is no negation: it means "no longer". */
  negated(i: number): boolean {
    for (let k = Math.max(0, i - 3); k < i; k++) {
      if (!this.tagged(k, "NEG") || this.clause[k] !== this.clause[i]) continue;
      if (this.tagged(k + 1, "MORE") || this.tagged(k, "NOMORE")) continue;
      return true;
    }
    return false;
  }

  /**
   * The subject of the verb at `i`: the nearest candidate in its clause
   * before it, or (German inverts: "Heute Nacht bringe ich mich um") right
   * after it. A clause without any candidate is the writer speaking.
   */
  subjectOf(i: number): Subject {
    const kind = (k: number): Subject | undefined => {
      if (this.tagged(k, "I")) return "self";
      if (this.tagged(k, "YOU") && /^(du|you|u)$/.test(this.word(k))) return "person";
      if (this.tagged(k, "PERSON") || this.tagged(k, "THING")) {
        // "von meiner Mutter", "meinem Baby", "to my boss": an object, not the subject.
        const before = [this.word(k - 1), this.word(k - 2)];
        // Accusative and dative articles mark an object in German ("ich werde meinen Chef umbringen").
        if (
          before.some((w) =>
            /^(von|vom|mit|bei|fuer|zu|zum|zur|an|of|from|with|for|to|at|meinem|meiner|meines|meinen|deinem|deiner|deinen|dem|den|des|einen|einem|ihrem|ihren|seinem|seiner|seinen)$/.test(
              w,
            ),
          )
        )
          return undefined;
        return this.tagged(k, "PERSON") ? "person" : "thing";
      }
      return undefined;
    };
    for (let k = i - 1; k >= 0 && this.clause[k] === this.clause[i]; k--) {
      const s = kind(k);
      if (s) return s;
    }
    if (this.lang === "de") {
      for (let k = i + 1; k <= i + 2 && k < this.length && this.clause[k] === this.clause[i]; k++) {
        const s = kind(k);
        if (s) return s;
      }
    }
    return "none";
  }

  /** The writer speaks of themselves in this sentence. */
  get self(): boolean {
    return this.has("I", "ME", "MY");
  }

  /** A story, a statistic, a course, a patient, someone else: talk about the subject, not the writer at risk. */
  get aboutOthers(): boolean {
    if (this.has("MEDIA", "INFO") && !this.has("WANT", "THINK")) return true;
    return this.has("SICH", "THIRD", "MEDIA", "INFO", "PRO") && !this.has("I", "ME");
  }
}

/** Means of suicide or self-harm. */
const MEANS: Concept[] = ["PILLS", "POISON", "ROPE", "BLADE", "GUN", "HEIGHT", "TRAIN"];

function hasNumberAtLeast(v: SentenceView, min: number): boolean {
  return v.sentence.tokens.some((t) => t.number !== undefined && t.number >= min);
}

/** "um" that ends the separable verb ("bring mich um"), not "um 8" or "um zu". */
function endsVerb(v: SentenceView, u: number): boolean {
  const next = v.word(u + 1);
  return (
    v.sentence.tokens[u]!.clauseEnd || next === "" || /^(wen|wenn|und|weil|fals|dan|dann|sobald|ich|das|den|if|and)$/.test(next)
  );
}

/** "ich bring mich um", "mich umbringen", "kill myself", "mir etwas antun": the act aimed at the writer, by the writer. */
function actOnSelf(v: SentenceView): number | undefined {
  for (const k of v.unnegated("KILL")) {
    if (v.within("ME", k, 4) || /myself|mich/.test(v.word(k))) return k;
    // "I want to die", not "kill": handled elsewhere. A bare "kms" or "unalive" is about oneself.
    if (/^(kms|unalive|ctb)/.test(v.word(k))) return k;
  }
  for (const b of v.at("BRING")) {
    if (v.negated(b)) continue;
    const me = v.at("ME").some((m) => m > b && m - b <= 3);
    const um = v.at("UM").some((u) => u > b && u - b <= 7 && endsVerb(v, u));
    if (me && um) return b;
  }
  for (const t of v.at("TUN")) {
    const me = v.at("ME").some((m) => m > t && m - t <= 2);
    const something = v.at("SOMETHING").some((s) => s > t && s - t <= 4 && !/^(nichts|nix|nothing)$/.test(v.word(s)));
    const an = v.at("AN").some((a) => a > t && a - t <= 6) || /antu/.test(v.word(t));
    if (me && something && an && !v.negated(t)) return t;
  }
  for (const h of v.unnegated("HURT"))
    if (/^(antu|anzutu|angetan)/.test(v.word(h)) && v.within("ME", h, 4) && v.has("SOMETHING")) return h;
  return undefined;
}

function killsSelf(v: SentenceView): boolean {
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
function suicideWord(v: SentenceView): boolean {
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
function wishesDeath(v: SentenceView): boolean {
  if (v.has("LAUGH") || v.inMessage("GAME") || v.aboutOthers) return false;
  for (const d of v.unnegated("DIE")) {
    // "dass er stirbt", "mein Opa ist gestorben": someone else dies.
    const subject = v.subjectOf(d);
    if (subject === "person" || subject === "thing") continue;
    if (v.within("WANT", d, 15) || v.within("THINK", d, 6) || v.within("WELCOME", d, 8)) return true;
  }
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
function noLongerLive(v: SentenceView): boolean {
  if (v.aboutOthers) return false;
  for (const l of v.at("LIVE")) {
    if (v.tagged(l + 1, "WHERE") && !v.tagged(l + 1, "MORE") && !v.tagged(l + 1, "END")) continue;
    // "Angst, nicht mehr aufzuwachen" before an operation is a fear of dying, not a wish.
    if (v.at("FEAR").some((f) => f < l && l - f <= 6) || v.has("ACCIDENT")) continue;
    const negBefore = v.at("NEG").some((n) => n < l && l - n <= 5);
    const more = v.within("MORE", l, 5) || v.has("NOMORE");
    const want = v.at("WANT").some((w) => w < l && l - w <= 5);
    if (negBefore && (more || want)) return true;
    if (v.within("HOPELESS", l, 6)) return true;
    if (v.within("WELCOME", l, 8) && negBefore) return true;
    // "Ich rechne nicht damit, dass ich dann noch lebe."
    if (/^(noch|still)$/.test(v.word(l - 1)) && v.at("NEG").some((n) => n < l) && v.has("I")) return true;
  }
  return false;
}

/** "Alle wären ohne mich besser dran", "es wäre leichter, wenn es mich nicht gäbe", "nobody would miss me". */
function burden(v: SentenceView): boolean {
  if (v.has("BETTER") && v.near("WITHOUT", "ME", 2)) return true;
  if (v.has("BETTER") && v.has("IF") && v.self && (v.has("VANISH", "DIE") || v.near("NEG", "IF", 5))) return true;
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
function insurance(v: SentenceView): boolean {
  if (!v.inMessage("INSURANCE") || v.aboutOthers || v.has("INFO")) return false;
  return v.has("SUICIDE", "DIE", "BETTER") && (v.self || v.has("PERSON")) && !v.has("ROUTINE");
}

/** "Ich will allem ein Ende setzen", "end it all", "mit dem Leben abgeschlossen". */
function endsLife(v: SentenceView): boolean {
  if (v.aboutOthers || v.has("JOB", "GAME")) return false;
  for (const e of v.unnegated("END")) {
    if (v.within("ALL", e, 4) && (v.self || v.has("WANT", "NOW"))) return true;
    if (v.within("FOREVER", e, 6) && v.self) return true;
    // "… überlegt, wie ich es beende".
    if (v.has("THINK") && v.has("I") && /^(beende|beenden|end)$/.test(v.word(e)) && !v.has("JOB", "MEDIA")) return true;
    // "I cha nüme, hüt isch fertig": it ends today, and the writer cannot go on.
    const followedByObject = /^(mit|with)$/.test(v.word(e + 1));
    if (!followedByObject && v.has("NOW") && v.has("HOPELESS")) return true;
  }
  return false;
}

/** "Ich hoffe, ich schlafe ein und es ist vorbei", "einfach nicht mehr aufwachen". */
function sleepsForever(v: SentenceView): boolean {
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
function welcomesDeath(v: SentenceView): boolean {
  if (!v.has("WELCOME") || v.aboutOthers || v.has("GAME")) return false;
  return v.self && (v.has("FATE") || v.has("DIE") || (v.has("SLEEP") && v.has("NEG")));
}

/** "Ich wünsche mir, dass mich ein Lkw erwischt": an accident or illness wished for. */
function wishesFate(v: SentenceView): boolean {
  return v.has("FATE") && v.has("WANT") && v.has("ME", "I") && !v.aboutOthers && !v.has("GAME", "LAUGH");
}

/** "Wie viele Tabletten braucht man, um nicht mehr aufzuwachen?", "painless ways to go". */
function methodQuestion(v: SentenceView): boolean {
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
function asksMethod(v: SentenceView): boolean {
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
function jumpPlan(v: SentenceView): boolean {
  if (v.has("ACTIVITY", "GAME") || v.aboutOthers) return false;
  return v.has("JUMP", "FRONT") && v.has("HEIGHT", "TRAIN", "WATER") && v.has("WANT", "NOW", "I", "THINK");
}

/** A means at hand: "die Pistole liegt bereit", "ich habe Tabletten gesammelt", "der Strick hängt". */
function meansReady(v: SentenceView): boolean {
  if (v.has("ACTIVITY", "GAME", "JOB", "ROUTINE", "MEDIA") || v.aboutOthers) return false;
  if (!v.has(...MEANS)) return false;
  // A knife in the kitchen drawer is ordinary: blades need a stronger sign.
  if (v.has("BLADE") && !v.has("PILLS", "ROPE", "GUN", "POISON") && !v.has("NOW", "FOREVER", "SH", "SH_STRONG")) return false;
  if (v.has("READY")) return true;
  return v.has("GOT") && (v.has("QTY") || hasNumberAtLeast(v, 15) || v.has("NOW", "WANT", "FOREVER"));
}

/** Pills or poison swallowed in a dangerous amount. */
function ingested(v: SentenceView): boolean {
  if (!v.has("PILLS", "POISON") || !v.has("INGEST")) return false;
  if (v.has("ROUTINE") && !v.has("QTY")) return false;
  const amount =
    v.has("QTY", "POISON") || hasNumberAtLeast(v, 8) || v.at("PILLS").some((p) => /uberdosis|overdose|^od/.test(v.word(p)));
  return amount && !v.aboutOthers && !v.has("HOWMUCH") && v.subjectOf(v.at("INGEST")[0]!) !== "person";
}

/** Bleeding from a cut that is deep or will not stop. */
function bleeding(v: SentenceView): boolean {
  if (v.has("ACCIDENT", "ACTIVITY") || v.aboutOthers) return false;
  const bleeds = v.at("BLOOD").some((b) => /^(blute|blutet|bluten|bled|bleding|bleed)/.test(v.word(b)));
  if (bleeds && v.has("SH", "SH_STRONG", "BLADE", "SEVERE") && v.subjectOf(v.at("BLOOD")[0]!) !== "person") return true;
  // "I've slit my wrist and I'm lying in the bath": a cut to the body, and it will not stop.
  const cut = v.has("SH", "SH_STRONG") || v.at("KILL").some((k) => /^slit/.test(v.word(k)));
  return cut && v.has("SEVERE") && (v.has("ME", "I") || v.near("MY", "BODY", 2));
}

/** At a bridge, on a roof, on the tracks, at an open window with the legs outside, now. */
function atHeight(v: SentenceView): boolean {
  if (v.has("GAME", "JOB") || v.aboutOthers) return false;
  // A running engine in a closed garage.
  if (v.at("EXHAUST").some((e) => v.word(e) === "garage") && v.at("EXHAUST").some((e) => v.word(e) !== "garage")) return true;
  const present =
    v.at("PRESENT").some((p) => v.subjectOf(p) !== "person" && v.subjectOf(p) !== "thing") &&
    (v.has("I", "ME") || v.at("PRESENT").some((p) => p === 0));
  if (v.has("HEIGHT") && v.has("NOW") && v.has("JUMP", "FAREWELL")) return true;
  // A train that does not stop, or that the writer will not board, is no ordinary wait on the platform.
  if (v.has("TRAIN") && present && v.has("NOT_BOARD")) return true;
  if (v.has("ACTIVITY")) return false;
  if (v.has("HEIGHT") && present) return true;
  if (v.has("HEIGHT_WEAK") && present && (v.has("JUMP") || (v.has("BODY") && v.has("DANGLE")))) return true;
  const onTracks = v
    .at("TRAIN")
    .some((t) => /gleisen|gleise|schiene|tracks|kante|platform|edge/.test(v.word(t)) || /kante|edge/.test(v.word(t + 1)));
  return v.has("TRAIN") && present && (v.has("JUMP", "FRONT") || onTracks || v.has("FAREWELL"));
}

/** Farewells and last things: letters for everyone, belongings given away, "this is my last message". */
function farewell(v: SentenceView): boolean {
  if (v.has("JOB", "MEDIA") || v.inMessage("GAME") || v.aboutOthers) return false;
  const strong = v
    .at("FAREWELL")
    .some((f) =>
      /abschiedsbrief|abschidsbrief|suicide note|letzte nachricht|lezte nachicht|last mesage|final mesage|wenn ihr das lest|when you read this|schuld|fault/.test(
        v.word(f),
      ),
    );
  if (strong) return true;
  const everyone = v.at("OTHER").some((o) => /^(ale|alen|everyone|everybody)$/.test(v.word(o)));
  // The writer's own death: not "meine Oma ist gestorben, wir konnten uns verabschieden".
  const ownDeath = v.at("DIE").some((d) => v.subjectOf(d) !== "person") || v.has("SUICIDE");
  if (v.has("FAREWELL") && (v.has("FOREVER", "END", "DOIT") || ownDeath || everyone)) return true;
  if (v.has("LETTER") && v.has("FOREVER") && v.self && v.has("OTHER", "PERSON")) return true;
  // A pet handed over for good, letters to the family before "I go tonight".
  if (v.has("PET") && v.has("GIVE") && v.has("FOREVER", "ARRANGED", "DOIT")) return true;
  if (v.has("LETTER") && v.has("PERSON", "OTHER") && v.has("NOW", "DOIT") && v.has("FAREWELL", "READY", "DIE")) return true;
  return v.has("ARRANGED") && v.has("NOW", "FAREWELL", "FOREVER", "DIE", "READY", "DOIT");
}

/** The writer is hit, choked, kicked, raped, locked in or threatened by someone. */
function violenceSuffered(v: SentenceView): boolean {
  if (v.inMessage("GAME", "MEDIA")) return false;
  const family = (k: number) =>
    v.tagged(k, "PERSON") &&
    /mama|muter|mum|mom|schwester|sister|bruder|brother|kind|kinder|kids|kid|baby|child|son|sohn|tochter|daughter/.test(
      v.word(k),
    );
  const myFamily = v.at("MY").some((m) => family(m + 1) || family(m + 2));
  // "schlägt vor" is "suggests".
  const hits = v
    .unnegated("HIT")
    .filter(
      (h) =>
        !(
          /^(schlaegt|schlagt|schlug|schlagen)$/.test(v.word(h)) &&
          v.sentence.tokens.slice(h + 1, h + 7).some((t) => t.w === "vor")
        ),
    );
  for (const h of hits) {
    const subject = v.subjectOf(h);
    const onMe = v.within("ME", h, 4) || myFamily;
    if (subject === "person" && onMe && !v.has("ACCIDENT")) return true;
    // Passive: "ich werde geschlagen", "I was raped", "I get hit".
    const passive =
      /^(ge|g[a-z])|ed$|^(hit|beaten|thrown)$/.test(v.word(h)) &&
      v.sentence.tokens
        .slice(Math.max(0, h - 4), h)
        .some((t) => /^(werde|wurde|wurden|bin|was|got|get|am|being|geworden)$/.test(t.w));
    if (passive && v.has("I") && !v.has("OTHER", "THIRD") && (subject === "self" || subject === "none")) return true;
  }
  const againstMe = v.has("ME") || myFamily;
  if (v.has("INJURY") && ((v.has("PERSON") && (hits.length > 0 || v.has("THREAT"))) || (v.has("FEAR") && v.has("HOME"))))
    return !v.has("ACCIDENT", "ACTIVITY");
  if (v.has("SEXUAL") && againstMe && !v.aboutOthers) return true;
  if (
    v.has("SEXWORD") &&
    v.has("PERSON") &&
    v.has("ME") &&
    (v.has("COERCE", "SECRET", "FEAR", "AGAIN") ||
      v
        .at("SEXWORD")
        .some((s) =>
          /^(fast|fasst|angefast|groping|groped|gropes|touches|touched|cornering|hintern|brueste|busen|butt)$/.test(v.word(s)),
        ))
  )
    return true;
  if (v.has("COERCE") && v.has("SEXWORD") && v.has("ME", "I")) return true;
  if (v.has("SECRET") && v.has("PERSON") && v.has("ME") && v.has("SEXWORD", "HIT", "THREAT", "KILL")) return true;
  if (
    v.has("THREAT") &&
    (v.has("KILL", "HURT", "HIT", "GUN", "BLADE") || v.at("THREAT").some((t) => /^(stalk|im ded|bin ich tot)/.test(v.word(t)))) &&
    againstMe
  ) {
    if (v.subjectOf(v.at("THREAT")[0]!) !== "self") return true;
  }
  if (v.has("CONFINE") && v.has("ME") && v.has("PERSON")) return true;
  if (v.has("FEAR") && v.has("HOME") && v.has("PERSON", "DRUNK", "HIT", "INJURY") && !v.has("JOB")) return true;
  // Someone at the door, armed, searching: the writer is in danger now.
  if (v.has("DOOR") && v.has("PERSON") && v.has("THREAT", "GUN", "BLADE", "FEAR", "HIT", "DRUNK", "KILL")) return true;
  // "Er hat gedroht / versucht, mich umzubringen", "ich habe Angst, dass er mich umbringt", "er bringt mi um, wenn i zur Polizei gang".
  const act = actOnSelf(v);
  if (act !== undefined && v.subjectOf(act) === "person" && v.has("THREAT", "FEAR", "TRY") && !v.has("LAUGH")) return true;
  return false;
}

/** The writer means to hurt or kill someone else. */
function harmsOthers(v: SentenceView): boolean {
  if (v.inMessage("GAME", "MEDIA") || v.has("LAUGH")) return false;
  if (
    v.has("MASS") &&
    v.at("MASS").some((m) => /amok|masaker|blutbad|anschlag|bombe|masacre|shooting|rampage|erschies/.test(v.word(m))) &&
    v.has("WANT", "READY", "THINK", "SWEAR") &&
    !v.has("INFO")
  )
    return true;
  // Poison in a colleague's coffee, cut brakes: harm by stealth, planned.
  if (v.has("SABOTAGE") && v.has("OTHER", "PERSON") && v.has("THINK", "WANT", "READY", "SWEAR", "HURT") && v.has("I"))
    return true;
  // Separable "stech … ab", "tu ihm was an", "bring ihn um": the object is someone else.
  const sep =
    v.at("STECH").some((s) => v.at("AB").some((a) => a > s && a - s <= 5)) ||
    v.at("TUN").some((t) => v.at("OTHER").some((o) => o > t && o - t <= 3) && v.has("SOMETHING") && v.has("AN")) ||
    v
      .at("BRING")
      .some((b) => v.at("UM").some((u) => u > b && u - b <= 6 && endsVerb(v, u)) && !v.at("ME").some((m) => m > b && m - b <= 3));
  const victim = sep || v.has("OTHER") || v.at("PERSON").some((p) => !/^(er|he|she|they)$/.test(v.word(p)));
  if (!victim && !v.inMessage("REVENGE")) return false;
  const intent = v.has("READY", "NOW", "SWEAR", "FEAR") || (v.has("WANT", "THINK") && !v.has("COULD")) || v.has("GUN", "BLADE");
  const acts = [...v.unnegated("KILL"), ...v.unnegated("HURT")].filter((k) => !v.within("ME", k, 2) || v.within("OTHER", k, 3));
  if (acts.length === 0 && !sep) {
    // A weapon brought for someone: "Messer eingesteckt, falls ich ihm begegne", "Papas Waffe mit in die Schule".
    const weapon =
      v.has("GUN", "BLADE") &&
      v.has("READY", "GOT") &&
      v.has("I", "PERSON") &&
      v.has("SWEAR", "NOW", "MASS", "IF", "WANT", "KNOWWHERE");
    return weapon && !v.has("ACTIVITY", "ROUTINE", "PRO");
  }
  // Revenge with a weapon, a plan or the victim's whereabouts: "Er wird sich wundern – die Pistole hab ich gefunden".
  if (v.inMessage("REVENGE") && v.inMessage("GUN", "BLADE", "POISON", "KNOWWHERE", "READY", "FIRE", "SABOTAGE", "SWEAR"))
    return true;
  if (v.has("FIRE") && v.has("PERSON", "OTHER", "HOME") && v.has("I", "WANT", "READY", "NOW")) return true;
  // Fear of one's own urges towards a child or the person cared for.
  if (v.has("SELFFEAR", "FEAR") && v.has("I") && (v.has("TRY") || v.has("SELFFEAR"))) return true;
  // "Ich bringe sie um, wenn sie mir die Kinder wegnimmt": a threat in a family conflict is no figure of speech.
  const family = v.sentence.tokens.some((t) => /^(kinder|sorgerecht|scheidung|trenung|kids|custody|divorce)$/.test(t.w));
  if (sep && family && v.has("IF")) return true;
  if (!intent) return false;
  if (acts.length > 0 && !sep && acts.every((k) => v.subjectOf(k) === "person")) return false;
  if (v.has("COULD") && !v.has("READY", "GOT", "GUN", "BLADE", "NOW", "FEAR", "SWEAR")) return false;
  return v.has("I") || v.has("SWEAR", "WANT");
}

/** Self-injury: cutting, burning, hitting oneself, starving as punishment. */
function selfHarm(v: SentenceView): boolean {
  if (v.has("ACCIDENT", "LAUGH", "MEDIA") || v.aboutOthers) return false;
  const strong = v.unnegated("SH_STRONG").filter((i) => v.subjectOf(i) !== "person");
  if (strong.length > 0 && !(v.has("SICH") && !v.has("ME")))
    return v.has("I", "ME", "MY", "WANT", "NOW", "AGAIN", "RELIEF") || v.length <= 5;
  if (v.has("PUNISH") && v.has("I", "ME") && (v.has("STARVE", "PAIN") || (v.has("EAT") && v.has("NEG", "WITHOUT")))) return true;
  // Long sleeves so nobody sees the fresh cuts.
  if (
    v.has("HIDE") &&
    (v.has("SH_STRONG") || v.at("SH").some((a) => /schnit|cut|narb|scar|wund/.test(v.word(a))) || v.has("BLOOD"))
  )
    return true;
  const acts = v.unnegated("SH").filter((a) => v.subjectOf(a) !== "person" && v.subjectOf(a) !== "thing");
  const anyAct = acts.length > 0;
  if (v.has("PUNISH") && anyAct && v.has("I", "ME")) return true;
  if (v.has("RELIEF") && (anyAct || v.has("BLADE", "PAIN")) && v.self && !v.has("ACTIVITY", "ROUTINE")) return true;
  if (!anyAct && !v.has("BLADE")) return false;
  if (v.has("ACTIVITY", "ROUTINE", "GAME")) return false;
  const onMe = acts.some((a) => v.within("ME", a, 5)) || v.near("MY", "BODY", 2) || v.near("ME", "BODY", 6);
  // "bis es blutet", "until there are bald patches".
  if (v.has("UNTIL") && v.has("BLOOD", "PAIN", "SEVERE", "BODY") && (onMe || v.has("I")) && v.unnegated("SH").length > 0)
    return true;
  if (v.has("DELIBERATE") && v.has("BODY", "ME")) return true;
  if (v.has("BLADE") && v.has("BODY") && (v.has("ME", "MY", "I") || v.has("BLOOD"))) return true;
  if (
    v.has("AGAIN") &&
    (v.has("I") || v.at("AGAIN").some((a) => /clean|sauber/.test(v.word(a)))) &&
    acts.some((a) => /^(cut|cuting|cuts|ritz|schneid|burn|buring|started)/.test(v.word(a)))
  )
    return true;
  if (!onMe || !anyAct) return false;
  const hurtSelf = acts.some((a) => /^(wehtu|weh tu|hurt|harm|verletz)/.test(v.word(a)));
  return (
    hurtSelf || v.has("BODY", "BLOOD", "BLADE", "PAIN") || v.at("ME").some((m) => /myself|mich|selber|selbst/.test(v.word(m)))
  );
}

type Rule = [name: string, level: RiskLevel, fn: (v: SentenceView) => boolean];

const RULES: Rule[] = [
  ["ingested", "acute", ingested],
  ["bleeding", "acute", bleeding],
  ["at-height", "acute", atHeight],
  ["farewell", "acute", farewell],
  ["kills-self", "suicidal", killsSelf],
  ["suicide-word", "suicidal", suicideWord],
  ["wishes-death", "suicidal", wishesDeath],
  ["no-longer-live", "suicidal", noLongerLive],
  ["burden", "suicidal", burden],
  ["ends-life", "suicidal", endsLife],
  ["sleeps-forever", "suicidal", sleepsForever],
  ["welcomes-death", "suicidal", welcomesDeath],
  ["wishes-fate", "suicidal", wishesFate],
  ["insurance", "suicidal", insurance],
  ["method-question", "suicidal", methodQuestion],
  ["asks-method", "suicidal", asksMethod],
  ["jump-plan", "suicidal", jumpPlan],
  ["means-ready", "suicidal", meansReady],
  ["self-harm", "self-harm", selfHarm],
  ["violence-suffered", "violence-suffered", violenceSuffered],
  ["harms-others", "harm-others", harmsOthers],
];

/**
 * Rules whose finding stands whatever the model says: a question how to kill oneself is never a
 * figure of speech, and a model trained on harmless questions ("Wie kann ich …?") must not outvote it.
 */
export const DECISIVE_RULES: ReadonlySet<string> = new Set(["asks-method"]);

/** Rules that may read two neighbouring sentences as one: the means in one, the time or amount in the next. */
const PAIR_RULES = new Set(["ingested", "means-ready", "farewell", "at-height", "bleeding", "violence-suffered", "harms-others"]);

/** Every rule that fires on one sentence (or, with `pair`, on two neighbouring sentences read as one). */
export function sentenceRisks(v: SentenceView, pair = false): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const [rule, level, fn] of RULES) if ((!pair || PAIR_RULES.has(rule)) && fn(v)) hits.push({ level, rule });
  return hits;
}

/** A time that makes a suicidal statement imminent ("heute Nacht", "jetzt", "tonight"), or "doing it" now. */
/** Violence happening right now ("er hämmert gerade gegen die Tür"): the emergency number first. */
export function violenceNow(v: SentenceView): boolean {
  return (
    v.has("DOOR") ||
    (v.has("NOW") &&
      v.at("NOW").some((n) => /^(gerade|grad|jetzt|jetz|now|rn|right now)$/.test(v.word(n))) &&
      v.has("HIT", "THREAT", "GUN", "BLADE"))
  );
}

export function imminence(v: SentenceView): boolean {
  if (v.has("DOIT") && v.has("NOW")) return true;
  if (v.has("READY", "ARRANGED") && v.has("NOW", "ALREADY")) return true;
  return v.at("NOW").some((n) => {
    const w = v.word(n);
    if (/^(jetzt|jetz|now|rn|tonight|gleich|sofort|znacht|hinte|jetzad|jetza)$/.test(w)) return true;
    return /^(nacht|abend|night|evening)$/.test(w) && /^(heute|heut|hut|huet|this|diese)$/.test(v.word(n - 1));
  });
}
