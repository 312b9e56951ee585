import { CONCEPTS, LEXICON, TYPO_CONCEPTS, type Concept } from "./lexicon";
import { OTHER_LANGUAGE_LEXICON } from "./lexicon-other";
import { foldWord, type Token } from "./normalize";

/** Concepts found on each token of a sentence (index = token position). */
export type TaggedSentence = { tokens: Token[]; tags: Set<Concept>[] };

/** Language of a message, as far as the lexicon cares: some words mean different things in German and English. */
export type MessageLang = "de" | "en";

type Part = { kind: "exact" | "prefix" | "infix" | "suffix"; text: string };
interface Entry {
  concept: Concept;
  /** Only in messages of this language. */
  lang?: MessageLang;
}
interface Phrase extends Entry {
  parts: Part[];
}

function parsePart(raw: string): Part {
  const text = raw.replace(/^=/, "");
  const starStart = text.startsWith("*");
  const starEnd = text.endsWith("*");
  const kind = starStart && starEnd ? "infix" : starEnd ? "prefix" : starStart ? "suffix" : "exact";
  return { kind, text: foldWord(text.replace(/\*/g, "")) };
}

/** Optimal string alignment distance, stopping early above 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

/**
 * A typo is only tolerated in words long enough that one wrong letter does
 * not make another word ("schlaf" is not "schlag", "tricks" not "tracks"); a
 * missing letter is tolerated from six letters ("lebn" is too short, "umbrigen" not).
 */
const MIN_TYPO_LENGTH = 7;

/**
 * Frequent words that are never read as typos of a lexicon word, however
 * close they are ("einen" is not "beinen", "gleiche" is not "gleich").
 */
const COMMON = new Set(
  (
    "einen einem einer eines keinen keinem keiner diese dieser diesen diesem dieses welche welcher welchen jetzt schon immer wieder wirklich " +
    "vielleicht eigentlich einfach manchmal gleiche gleichen gleicher zusammen zwischen wegen während trotzdem deshalb deswegen darüber " +
    "darueber danach dadurch dagegen damals heute morgen gestern abends morgens nachts wochenende arbeit arbeiten arbeite gearbeitet " +
    "kollegen freunde familie kinder eltern mutter vater schwester bruder partner partnerin freundin freund menschen leuten machen gemacht " +
    "sagen gesagt fragen gefragt denken gedacht fühlen fuehlen gefühlt gefuehlt glauben geglaubt wissen gewusst können koennen müssen " +
    "muessen sollen wollen werden worden wurde würde wuerde hatte hätte haette gehabt geben gegeben nehmen genommen kommen gekommen gehen " +
    "gegangen sehen gesehen bleiben geblieben lassen gelassen finden gefunden stehen gestanden sitzen gesessen liegen gelegen bringen " +
    "gebracht halten gehalten laufen gelaufen schreiben geschrieben sprechen gesprochen treffen getroffen helfen geholfen brauchen gebraucht " +
    "anders andere anderen anderer besser schlecht schlimm schlimmer schlimmes gerade wenigstens überhaupt ueberhaupt ziemlich genauso " +
    "people really always something nothing anything everything because before after again around another better little though through " +
    "should would could thinking things thought getting coming feeling working trying making taking seeing saying asking talking between " +
    "friends family parents mother father sister brother partner husband boyfriend girlfriend colleague colleagues manager office " +
    "morning evening tonight tomorrow yesterday weekend minutes session sessions coaching meeting meetings project projects deadline " +
    "geschlafen geschafft gemacht gesagt gelacht gekocht gespielt gearbeitet gelernt gewartet gefahren gegessen getrunken gekauft gestellt " +
    "schlaf schlafe schlafen schlafes schlaft schaffen trinken denken danken leiden lieben wohnen warten lernen spielen kaufen stellen fallen bitten " +
    "schneider schneiderin " +
    // Everyday words one letter from a lexicon word, found by tagging the ordinary training messages: "geworden" is not
    // "geworfen", "schläft" not "schlägt", "scheinen" not "Schienen", "erschöpft" not "erschossen", "staying" not "slaying".
    "geworden gezogen geboren genauen geraden gedreht schläft schauen bereue abgeben antreten versetzt versetzungen vergisst " +
    "scheinen schießen schöne schönen schöner scheiden schlange verbringe verbringen verbreite rausreißen drücker einfahrt " +
    "erschöpft erschöpfung starting turning staying staring staging staffing stalling strange strangers seating heating " +
    "lunches picking choosing throats control failing raining caring hinting burping burying nighter dropping mediation meditation " +
    // "I broke my flatmate's nose": a nose, not a noose.
    "nose noses"
  )
    .split(" ")
    .map(foldWord),
);

/** Words a tagger remembers the concepts of at most. */
const KNOWN_WORDS = 50_000;

/**
 * Finds the lexicon's concepts in tokens: exact words, prefixes (inflections),
 * parts of compounds, short phrases, and words one typo away from a lexicon
 * word ("umbrigen", "selbsmord", "geschlagn"). Built once; tagging a message
 * is a few map lookups per token.
 */
export class Tagger {
  private readonly exact = new Map<string, Entry[]>();
  private readonly prefix = new Map<string, Entry[]>();
  private readonly affixes: { part: Part; entry: Entry }[] = [];
  private readonly phrasesByFirst = new Map<string, Phrase[]>();
  private readonly phrasesByPrefix = new Map<string, Phrase[]>();
  /** Typo index: a word or stem, and each of its one-letter deletions → the original. */
  private readonly typoWords = new Map<string, string[]>();
  private readonly typoPrefixes = new Map<string, string[]>();
  private readonly minPrefix: number;
  private readonly maxPrefix: number;

  constructor() {
    let minPrefix = 99;
    let maxPrefix = 0;
    for (const concept of CONCEPTS) {
      for (const raw of [...LEXICON[concept], ...(OTHER_LANGUAGE_LEXICON[concept] ?? [])]) {
        const at = raw.match(/@(de|en)$/);
        const entry: Entry = at ? { concept, lang: at[1] as MessageLang } : { concept };
        const words = raw.replace(/@(de|en)$/, "").split(" ");
        const parts = words.map(parsePart);
        if (parts.length > 1) {
          const phrase: Phrase = { ...entry, parts };
          if (parts[0]!.kind === "prefix") push(this.phrasesByPrefix, parts[0]!.text, phrase);
          else push(this.phrasesByFirst, parts[0]!.text, phrase);
          continue;
        }
        const part = parts[0]!;
        const typo = TYPO_CONCEPTS.has(concept) && part.text.length >= MIN_TYPO_LENGTH - 1 && !entry.lang;
        if (part.kind === "exact") {
          push(this.exact, part.text, entry);
          if (typo) for (const key of [part.text, ...deletions(part.text)]) push(this.typoWords, key, part.text);
        } else if (part.kind === "prefix") {
          push(this.prefix, part.text, entry);
          minPrefix = Math.min(minPrefix, part.text.length);
          maxPrefix = Math.max(maxPrefix, part.text.length);
          if (typo) for (const key of [part.text, ...deletions(part.text)]) push(this.typoPrefixes, key, part.text);
        } else {
          this.affixes.push({ part, entry });
        }
      }
    }
    this.minPrefix = minPrefix;
    this.maxPrefix = maxPrefix;
  }

  private matchesPart(part: Part, w: string): boolean {
    switch (part.kind) {
      case "exact":
        return w === part.text;
      case "prefix":
        return w.startsWith(part.text);
      case "infix":
        return w.includes(part.text);
      case "suffix":
        return w.endsWith(part.text);
    }
  }

  private add(found: Set<Concept>, entries: readonly Entry[] | undefined, lang: MessageLang) {
    if (entries) for (const e of entries) if (!e.lang || e.lang === lang) found.add(e.concept);
  }

  private prefixes(w: string, found: Set<Concept>, lang: MessageLang) {
    const upTo = Math.min(w.length, this.maxPrefix);
    for (let len = this.minPrefix; len <= upTo; len++) this.add(found, this.prefix.get(w.slice(0, len)), lang);
  }

  /** Words whose concepts were worked out (per language), since working them out is most of a check's time. */
  private readonly known = new Map<string, ReadonlySet<Concept>>();

  /** Concepts of one word on its own (no phrases); a new set the caller may change. */
  wordConcepts(w: string, lang: MessageLang): Set<Concept> {
    const key = `${lang}:${w}`;
    let concepts = this.known.get(key);
    if (!concepts) {
      concepts = this.lookUp(w, lang);
      // Bounded: a stream of made-up words empties it now and then instead of growing it.
      if (this.known.size >= KNOWN_WORDS) this.known.clear();
      this.known.set(key, concepts);
    }
    return new Set(concepts);
  }

  private lookUp(w: string, lang: MessageLang): Set<Concept> {
    const found = new Set<Concept>();
    this.add(found, this.exact.get(w), lang);
    this.prefixes(w, found, lang);
    // Past participles carry the stem after "ge" (geritzt, geschluckt), in southern German after "g" (gschluckt, gwürgt).
    if (w.startsWith("ge") && w.length > 5) this.prefixes(w.slice(2), found, lang);
    else if (/^g[bdfhklmnrsštwz]/.test(w) && w.length > 4) this.prefixes(w.slice(1), found, lang);
    for (const { part, entry } of this.affixes)
      if ((!entry.lang || entry.lang === lang) && this.matchesPart(part, w)) found.add(entry.concept);
    if (found.size === 0 && w.length >= MIN_TYPO_LENGTH - 1 && !COMMON.has(w)) this.typoConcepts(w, found, lang);
    return found;
  }

  private typoConcepts(w: string, found: Set<Concept>, lang: MessageLang) {
    const candidates = new Set<string>();
    for (const key of [w, ...deletions(w)]) for (const target of this.typoWords.get(key) ?? []) candidates.add(target);
    // A shorter word is only read as a typo of a longer one when a letter is missing ("geritz" → "geritzt").
    for (const target of candidates) {
      if (w.length < MIN_TYPO_LENGTH && target.length <= w.length) continue;
      if (withinOneEdit(w, target))
        for (const e of this.exact.get(target) ?? []) if (TYPO_CONCEPTS.has(e.concept)) this.add(found, [e], lang);
    }
    // A typo inside a stem: compare the word's beginning with each stem length; stems shorter than six letters are too easily hit.
    if (w.length < MIN_TYPO_LENGTH) return;
    const upTo = Math.min(w.length, this.maxPrefix + 1);
    for (let len = Math.max(MIN_TYPO_LENGTH - 1, this.minPrefix - 1); len <= upTo; len++) {
      const head = w.slice(0, len);
      const stems = new Set<string>();
      for (const key of [head, ...deletions(head)]) for (const stem of this.typoPrefixes.get(key) ?? []) stems.add(stem);
      for (const stem of stems)
        if (stem.length >= MIN_TYPO_LENGTH && withinOneEdit(head, stem))
          for (const e of this.prefix.get(stem) ?? []) if (TYPO_CONCEPTS.has(e.concept)) this.add(found, [e], lang);
    }
  }

  tag(tokens: Token[], lang: MessageLang = "de"): TaggedSentence {
    const tags = tokens.map((t) => (t.number === undefined ? this.wordConcepts(t.w, lang) : new Set<Concept>()));
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.w;
      const candidates: Phrase[] = [...(this.phrasesByFirst.get(w) ?? [])];
      for (let len = this.minPrefix; len <= Math.min(w.length, this.maxPrefix); len++)
        candidates.push(...(this.phrasesByPrefix.get(w.slice(0, len)) ?? []));
      for (const phrase of candidates) {
        if (phrase.lang && phrase.lang !== lang) continue;
        if (i + phrase.parts.length > tokens.length) continue;
        let ok = this.matchesPart(phrase.parts[0]!, w);
        for (let k = 1; k < phrase.parts.length && ok; k++) ok = this.matchesPart(phrase.parts[k]!, tokens[i + k]!.w);
        if (!ok) continue;
        for (let k = 0; k < phrase.parts.length; k++) {
          tags[i + k]!.add(phrase.concept);
          // "kein Witz", "not a joke" swear the opposite of a joke: the single word must not mark the message as harmless.
          if (phrase.concept === "SWEAR") tags[i + k]!.delete("LAUGH");
        }
      }
    }
    for (let i = 0; i < tokens.length; i++) if (tags[i]!.has("DIE") && outing(tokens, tags, i)) tags[i]!.delete("DIE");
    return { tokens, tags };
  }
}

/** After "go", a place, a way or a company: "I want to go to the party", "go home", "go out with them". */
const GO_SOMEWHERE =
  /^(to|home|out|back|outside|inside|shopping|for|with|on|there|here|see|get|and|into|in|up|down|over|through|thru|somewhere|abroad|travel|skiing|swiming|runing|camping|hiking|dancing|partying|clubing|visit|along|ahead|first|alone|by|via|straight|later|tomorow|early|ofline|bed|sleep)$/;
/** Before "gehen", only filler words leave it a farewell: "ich will einfach nur gehen", not "nach Hause gehen". */
const BEFORE_FAREWELL_GEHEN =
  /^(wil|wolte|moechte|mochte|moecht|mocht|einfach|nur|jetzt|jezt|endlich|auch|schon|bald|lieber|ruhig|friedlich|stil|leise|gern|gerne|ganz|dan|darf|duerfen|durfen|wurde|wuerde|ich)$/;

/**
 * "go" and "gehen" mean dying only without a destination: "I just want to go" and "ich will einfach gehen"
 * are farewells, "I want to go to the party" and "ich will früher nach Hause gehen" are outings. Words
 * of forever nearby ("go for good", "für immer gehen") keep the farewell.
 */
function outing(tokens: Token[], tags: Set<Concept>[], i: number): boolean {
  for (let k = Math.max(0, i - 6); k < Math.min(tokens.length, i + 7); k++) if (tags[k]!.has("FOREVER")) return false;
  const w = tokens[i]!.w;
  if (w === "go") return GO_SOMEWHERE.test(tokens[i + 1]?.w ?? "");
  if (w === "gehen") return i > 0 && !BEFORE_FAREWELL_GEHEN.test(tokens[i - 1]!.w);
  return false;
}
