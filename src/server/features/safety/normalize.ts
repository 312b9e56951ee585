/**
 * Text normalisation for the crisis check. People in distress type fast, on
 * phones, in dialect, and some hide the words on purpose; the check must see
 * "suizid" in all of "Suі\u200Bzid" (Cyrillic і, zero-width space), "s u i z i d",
 * "SUIZID", "s00izid" and "suizit". Everything here is deterministic and
 * cheap: one pass of replacements per message.
 */

/** Characters that render as nothing: zero-width, joiners, soft hyphen, bidi controls, variation selectors, tags. */
const INVISIBLE = new RegExp(
  // eslint-disable-next-line no-misleading-character-class -- a list of single invisible code points; none is meant to combine with the one before
  "[\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\u{E0000}-\\u{E007F}]",
  "gu",
);

/** Combining marks left after NFKC (strike-through, "zalgo" text, Arabic vowel signs). */
const COMBINING = /\p{M}/gu;

/**
 * Letters from other scripts that look like Latin ones. Folded only in words
 * that also contain Latin letters, or in messages that are mostly Latin, so
 * that Russian or Greek text stays Russian or Greek.
 */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  и: "u",
  й: "u",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  п: "n",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ь: "b",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  һ: "h",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  ո: "n",
  ս: "u",
  // Greek
  α: "a",
  β: "b",
  γ: "y",
  ε: "e",
  ζ: "z",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  σ: "o",
  ς: "c",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
};
const LOOKALIKE_CLASS = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

/** Digits and signs used as letters ("k1ll", "st3rb3n", "$uizid"), replaced only inside words that have letters. */
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "€": "e",
  "!": "i",
  "|": "l",
};

/** Emoji that stand for the words a person may not want to type. */
const EMOJI_WORDS: [RegExp, string][] = [
  [/💊/gu, " tabletten "],
  [/🔪|🗡️?/gu, " messer "],
  [/🔫/gu, " waffe "],
  [/🪢/gu, " seil "],
  [/🩸/gu, " blut "],
  [/⚰️?|🪦/gu, " sarg "],
  [/🌉/gu, " bruecke "],
  // Laughing faces make a threat a joke ("bring ich sie um 😂").
  [/[😂🤣😄😅😆😁😹😜😝🙃😉😋]/gu, " haha "],
];

function isLatinLetter(ch: string): boolean {
  // ASCII letters, most of any message, without the Unicode lookup.
  const code = ch.charCodeAt(0);
  if (code < 0x80) return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  return /\p{Script=Latin}/u.test(ch);
}

function foldLookalikes(word: string, mostlyLatin: boolean): string {
  if (!LOOKALIKE_CLASS.test(word)) return word;
  LOOKALIKE_CLASS.lastIndex = 0;
  let hasLatin = false;
  for (const ch of word) if (isLatinLetter(ch)) hasLatin = true;
  if (!hasLatin && !mostlyLatin) return word;
  return word.replace(LOOKALIKE_CLASS, (c) => LOOKALIKES[c] ?? c);
}

function foldLeet(word: string): string {
  if (!/\p{L}/u.test(word) || !/[0-9@$€!|]/.test(word)) return word;
  // Keep digits at the edges of numbers with units ("10mg", "3x"): only fold when a letter follows or precedes on both sides or the digit is inside.
  return word.replace(/[0-9@$€!|]/g, (c, i: number) => {
    const prev = word[i - 1];
    const next = word[i + 1];
    const letterNear = (prev !== undefined && /\p{L}/u.test(prev)) || (next !== undefined && /\p{L}/u.test(next));
    return letterNear ? (LEET[c] ?? c) : c;
  });
}

/**
 * German letters folded the classic way, so "möchte" and "moechte" are one
 * word; other accents dropped ("umrzeć" → "umrzec", "înghițit" → "inghitit").
 */
function foldGerman(word: string): string {
  return word
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .normalize("NFD")
    .replace(/(?<=[a-z])\p{M}+/gu, "")
    .normalize("NFC");
}

/** Runs of one letter squeezed to one ("neeeein" → "nein", "kill" → "kil"); the lexicon is squeezed the same way. */
function squeeze(word: string): string {
  return word.replace(/(\p{L})\1+/gu, "$1");
}

/** One word in the form the lexicon uses: lower case, umlauts folded, repeats squeezed. */
export function foldWord(word: string): string {
  const lower = foldGerman(word.toLowerCase());
  // Squeezed, these would be other frequent words: "proud of myself" would read as "off myself", every "but" as
  // "butt", every "bitte" as "bite", every "nose" as "noose".
  return UNSQUEEZED.has(lower) ? lower : squeeze(lower);
}

const UNSQUEEZED = new Set(["off", "butt", "bitte", "noose"]);

export interface Token {
  /** Folded form, compared with the lexicon. */
  w: string;
  /** The token ends a clause (a comma or dash follows). */
  clauseEnd: boolean;
  /** Digits only (a count such as "40" in "40 Tabletten"). */
  number?: number;
}

export interface NormalizedText {
  /** Sentences of folded tokens. */
  sentences: Token[][];
  /** German unless the message reads as English (more English than German function words). */
  lang: "de" | "en";
  /**
   * The message in its own script, lower-cased, without invisible characters,
   * marks and punctuation, single-spaced and padded with a space at each end:
   * for phrases of languages other than German and English.
   */
  plain: string;
}

const GERMAN_WORDS = new Set(
  (
    "ich und nicht nich ned net ist isch is das des der die mit auf ein eine mich mi mir bin habe hab hob wie was wos es zu den sie wir du mein " +
    "meine meinen dass wenn aber auch noch schon scho nur mal jetzt heute heut immer wieder sich hat hatte war wird will kann mag einfach " +
    "nimmer nimma nüme mehr ehrlich liebsten gern gerne grad gerade alles nix nichts bist hast tät wär wäre oder weil dann denn ja nein " +
    "vom zum zur im einen einem keine kein kei keen gar sehr so viel halt eh iwie vllt digga bissl bisschen"
  ).split(" "),
);
const ENGLISH_WORDS = new Set(
  "the and is to my me you it not of that have was with for on im dont this be just what when but so do are at if all can cant ive myself been feel get got going want wanna would should about really anymore never life".split(
    " ",
  ),
);

/** Words folded so far (per kind of message), since folding them is most of the normalisation's time. */
const folded = new Map<string, string>();
/** Words remembered at most; a stream of made-up words empties the memory now and then instead of growing it. */
const FOLDED_WORDS = 50_000;

/** A word as the lexicon compares it: look-alikes and leetspeak folded, then foldWord; "" when nothing is left. */
function foldToken(word: string, mostlyLatin: boolean): string {
  const key = `${mostlyLatin ? "l" : "o"}${word}`;
  let result = folded.get(key);
  if (result === undefined) {
    const plain = foldLeet(foldLookalikes(word, mostlyLatin).toLowerCase()).replace(/[!|@$€]/g, "");
    result = plain ? foldWord(plain) : "";
    if (folded.size >= FOLDED_WORDS) folded.clear();
    folded.set(key, result);
  }
  return result;
}

/** Letters written with spaces, dots or dashes between them ("s u i z i d", "t.o.d"), joined back into one word. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ .\-_*·]){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

/** Typographic apostrophes and accents typed for one, between two letters. */
const APOSTROPHES = /(?<=\p{L})[\u2018\u2019\u02BC\u00B4`](?=\p{L})/gu;
const SENTENCE_END = /[.!?;\n…]+|\s[-–—]\s|:\s/u;

/**
 * Normalises one message (`hint`: the page's language, which decides when the words leave it open): NFKC (fullwidth and styled letters to plain ones),
 * invisible characters and combining marks removed, emoji that stand for
 * means turned into words, look-alike letters and leetspeak folded, spaced
 * letters joined, then split into sentences and tokens.
 */
export function normalizeMessage(text: string, hint: "de" | "en" = "de"): NormalizedText {
  // NFKC composes "a" + U+0308 into "ä", so the marks left afterwards are the decorative ones.
  // Phones type a typographic apostrophe ("can’t", "I’ll"); read it as the straight one, before NFKC turns "´" into a mark.
  let t = text.replace(INVISIBLE, "").replace(APOSTROPHES, "'").normalize("NFKC").replace(COMBINING, "");
  for (const [re, word] of EMOJI_WORDS) t = t.replace(re, word);
  t = t.replace(SPACED_LETTERS, (m) => m.replace(/[ .\-_*·]/g, ""));
  // Asterisks and dots inside words hide letters ("sui*ide", "s.uizid"); drop them so the typo tolerance can work.
  t = t.replace(/(?<=\p{L})[*·](?=\p{L})/gu, "");

  const letters = t.match(/\p{L}/gu) ?? [];
  let latin = 0;
  for (const ch of letters) if (isLatinLetter(ch)) latin++;
  const mostlyLatin = letters.length > 0 && latin / letters.length > 0.5;

  const plain = ` ${t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

  let german = 0;
  let english = 0;
  for (const word of plain.split(" ")) {
    if (GERMAN_WORDS.has(word)) german++;
    if (ENGLISH_WORDS.has(word)) english++;
  }
  const lang = english > german ? "en" : german > english ? "de" : hint;

  const sentences: Token[][] = [];
  for (const raw of t.split(SENTENCE_END)) {
    const tokens: Token[] = [];
    // Words and the punctuation between them; a comma marks a clause end.
    const re = /([\p{L}\p{N}@$€!|']+)|([,()"„“”«»])/gu;
    for (let m = re.exec(raw); m; m = re.exec(raw)) {
      if (m[2]) {
        const last = tokens.at(-1);
        if (last) last.clauseEnd = true;
        continue;
      }
      // "she'll", "I'll": the subject and a future marker, not "shell" or "ill".
      const future = /^(\p{L}+)'ll$/iu.exec(m[1]!);
      if (future) {
        const subject = foldToken(future[1]!, mostlyLatin);
        if (subject) tokens.push({ w: subject, clauseEnd: false }, { w: "ll", clauseEnd: false });
        continue;
      }
      const word = m[1]!.replace(/'/g, "");
      if (/^[!|]+$/.test(word)) continue;
      if (/^\d+$/.test(word)) {
        tokens.push({ w: word, clauseEnd: false, number: Number(word) });
        continue;
      }
      const w = foldToken(word, mostlyLatin);
      if (!w) continue;
      tokens.push({ w, clauseEnd: false });
    }
    if (tokens.length > 0) {
      tokens.at(-1)!.clauseEnd = true;
      sentences.push(tokens);
    }
  }
  return { sentences, lang, plain };
}
