import firstNames from "./word-lists/first-names.json";
import helpLines from "./word-lists/help-lines.json";
import ordinaryWords from "./word-lists/ordinary-words.json";
import placeList from "./word-lists/places.json";

/**
 * Replaces what identifies a person in a transcript turn by a placeholder
 * before the turn is stored (decision 041): names, e-mail addresses, phone
 * numbers, IBANs, street addresses and postcodes, dates of birth and the
 * places people say they live in or come from. Rules and word lists, no
 * model: the same text always gives the same result, and a miss can be
 * explained. Help-line and emergency numbers stay, because they are the
 * coach's resources and nobody's personal data.
 */

export type IdentifierKind = "name" | "email" | "phone" | "iban" | "address" | "birthdate" | "place";

export const PLACEHOLDERS: Record<IdentifierKind, string> = {
  name: "[Name]",
  email: "[E-Mail]",
  phone: "[Telefon]",
  iban: "[IBAN]",
  address: "[Adresse]",
  birthdate: "[Geburtsdatum]",
  place: "[Ort]",
};

export interface IdentifierSpan {
  kind: IdentifierKind;
  start: number;
  end: number;
}

interface Candidate extends IdentifierSpan {
  /** Higher wins an overlap: exact formats first, then cues, then list matches. */
  rank: number;
}

const NAMES = new Set(firstNames.names);

/** Whether a capitalised word is a first name of the list on its own (not one that is also a word). */
export function isFirstName(word: string): boolean {
  return NAMES.has(word);
}
const ORDINARY = new Set(ordinaryWords.words.map((w) => w.toLowerCase()));
const isOrdinary = (w: string) => ORDINARY.has(w.toLowerCase()) || ORDINARY.has(w.toLowerCase().replace(/[.'’]+$/, ""));

/** A capitalised word, with inner hyphens and apostrophes (Anna-Lena, O'Brien). */
const CAP = String.raw`\p{Lu}[\p{Ll}\p{M}]*(?:[-'’]\p{L}[\p{Ll}\p{M}]*)*`;
/** Any word, for cues after which visitors often type in lower case. */
const ANY = String.raw`\p{L}[\p{L}\p{M}]*(?:[-'’]\p{L}[\p{L}\p{M}]*)*`;
const NB = String.raw`(?<![\p{L}\p{N}])`;
const NA = String.raw`(?![\p{L}\p{N}])`;

/** Digits of a phone number, country code of DE, AT and CH folded into the leading 0. */
function phoneDigits(raw: string): string {
  let d = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+")) d = `00${d}`;
  d = d.replace(/^00(?:49|43|41)0?/, "0");
  return d;
}

function helpLineSet(extra: readonly string[]): Set<string> {
  const all = [...helpLines.numbers, ...extra];
  const set = new Set<string>();
  for (const n of all) {
    const d = phoneDigits(n);
    set.add(d);
    if (d.startsWith("1") && d.length === 11) set.add(d.slice(1));
  }
  return set;
}

/**
 * A pattern's letters made case-insensitive one by one (`ich` → `[iI][cC][hH]`), so cue words match in any case
 * while the capital of the name or place after them still counts: the `i` flag would let `\p{Lu}` match any letter.
 */
function ci(src: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === "\\") {
      const j = src[i + 1] === "p" || src[i + 1] === "P" ? src.indexOf("}", i) : i + 1;
      out += src.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    const lo = c.toLowerCase();
    const up = c.toUpperCase();
    out += lo === up || up.length > 1 ? c : inClass ? lo + up : `[${lo}${up}]`;
  }
  return out;
}

// ---------------------------------------------------------------- e-mail, IBAN

const EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+(?:@|\s?[([]at[)\]]\s?)[\p{L}\p{N}-]+(?:(?:\.|\s?[([]dot[)\]]\s?)[\p{L}\p{N}-]+)*(?:\.|\s?[([]dot[)\]]\s?)\p{L}{2,}`,
  "dgu",
);
const IBAN = /\b[A-Za-z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/dg;

// ---------------------------------------------------------------- dates of birth

const MONTHS_DE = "Januar|Jänner|Februar|Feber|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember";
const MONTHS_EN = "January|February|March|April|May|June|July|August|September|October|November|December";
const MONTHS_SHORT = "Jan|Feb|Mär|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Oct|Nov|Dez|Dec";
const MONTH = `(?:${MONTHS_DE}|${MONTHS_EN}|${MONTHS_SHORT})\\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = new RegExp(
  [
    String.raw`\d{1,2}\.\s?\d{1,2}\.\s?(?:(?:19|20)?\d{2})?`,
    String.raw`(?:the\s+)?\d{1,2}(?:\.|st|nd|rd|th)?\s*(?:of\s+)?${MONTH},?(?:\s+${YEAR})?`,
    String.raw`(?:${MONTHS_EN}|${MONTHS_SHORT})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+${YEAR})?`,
    String.raw`${YEAR}-\d{2}-\d{2}`,
    String.raw`\d{1,2}/\d{1,2}/(?:19|20)?\d{2}`,
  ]
    .map((p) => `${NB}${p}${NA}`)
    .join("|"),
  "dgiu",
);
// A cue before the date ("geboren am", "Geboren wurde ich am", "date of birth:", the genealogists' "*"),
// or after it ("… 1985 geboren", "am 14. Februar Geburtstag").
const BIRTH_BEFORE =
  /(?:(?:geboren|geb\.|geburtstag|geburtsdatum|geburtstdatum|born|birthday|birth\s?date|date\s+of\s+birth|d\.?o\.?b\.?)\W*(?:(?:am|ist|war|wurde|ich|bin|der|den|on|is|was|i|the|:)\W*){0,4}|(?:^|\s)\*\s?)$/iu;
const BIRTH_AFTER = /^\s*(?:\p{L}+\s+){0,2}(?:geboren|zur\s+welt\s+gekommen|born|geburtstag|birthday)/iu;

// ---------------------------------------------------------------- phone numbers

const PHONE = new RegExp(
  [
    // international: +49 …, 0049 …, +41 (0)44 …
    String.raw`(?:\+|00)\d{1,3}[\s./-]?(?:\(0\)\s?)?\(?\d{1,5}\)?(?:[\s./-]?\d{1,8}){1,5}`,
    // national: 030 1234567, (030) 123 45 67, 0151-23456789, 0664/1234567, 079 123 45 67
    String.raw`\(?0\d{1,5}\)?(?:[\s./-]?\d{1,8}){1,5}`,
    // North American: (555) 123-4567, 555-123-4567
    String.raw`\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}`,
  ]
    .map((p) => `${NB}${p}${NA}`)
    .join("|"),
  "dg",
);
const PHONE_CUE = new RegExp(
  String.raw`(?:nummer|handy|telefon|tel\.|mobil|whatsapp|erreichbar\s+unter|ruf(?:e|t|en)?\s+mich\s+(?:unter|an\s+unter)|number|phone|mobile|cell|call\s+me\s+on|text\s+me\s+on|reach\s+me\s+(?:on|at))(?:\s+(?:ist|lautet|is|:))?[\s:]*(\d[\d\s/-]{4,}\d)`,
  "dgiu",
);

// ---------------------------------------------------------------- addresses

const STREET_SUFFIX =
  "straße|strasse|str\\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|pfad|steig|zeile|markt|graben|steg|stieg|hof|feld|berg|garten|park|wall|anger|gürtel|kamp|twiete|deich";
const STREET_WORD = "Straße|Strasse|Str\\.|Weg|Gasse|Allee|Platz|Ring|Damm|Ufer|Chaussee|Markt|Graben|Steig";
const STREET_PREFIX =
  "Am|An der|An den|Im|In der|In den|Auf der|Auf dem|Zum|Zur|Unter den|Hinter der|Hinter dem|Vor dem|Alte|Alter|Neue|Neuer|Kleine|Große|Lange";
const HOUSE = String.raw`\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-z]?)?`;
const NOT_A_COUNT = String.raw`(?!\s*(?:Jahre|Jahren|Monate|Monaten|Wochen|Tage|Tagen|Stunden|Minuten|Mal|mal|Uhr|years|months|weeks|days|hours|minutes|times|%|Euro|€|kg|km)${NA})`;
const TOWN_TAIL = String.raw`(?:,?\s+(?:(?:A|CH|D)-)?\d{4,5}\s+${CAP}(?:\s+(?:am|an\s+der|im|in\s+der|ob\s+der|bei)\s+${CAP})?)?`;
const STREET_DE = new RegExp(
  String.raw`${NB}(?:\p{Lu}[\p{L}-]+?(?:${ci(STREET_SUFFIX)})|[\p{L}-]+?(?:straße|strasse|gasse|allee)|${CAP}\s+(?:${STREET_WORD})|(?:${STREET_PREFIX})\s+(${CAP}))\s+${HOUSE}${NA}${NOT_A_COUNT}${TOWN_TAIL}`,
  "dgu",
);
const STREET_EN = new RegExp(
  String.raw`${NB}\d{1,4}[A-Za-z]?,?\s+(?:${CAP}\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Close|Way|Court|Place|Square|Terrace|Crescent|Gardens|Boulevard|Blvd|Grove|Row|Mews)\.?${NA}(?:,\s+${CAP}${NA}(?:\s+${CAP}${NA})?)?(?:,?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}${NA}|,?\s+[A-Z]{2}\s+\d{5}${NA})?`,
  "dgu",
);
const UK_POSTCODE = new RegExp(String.raw`${NB}[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}${NA}`, "dg");
const POSTCODE_TOWN = new RegExp(
  String.raw`${NB}(?:(?:(A|CH|D)-)?(\d{4,5})\s+(${CAP})(?:\s+(?:am|an\s+der|im|in\s+der|ob\s+der|bei)\s+${CAP})?)${NA}`,
  "dgu",
);
const POSTCODE_CUE =
  /(?:plz|postleitzahl|postcode|post\s+code|zip(?:\s+code)?)(?:\s+(?:ist|lautet|is))?[\s:]*(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})/dgiu;

// ---------------------------------------------------------------- names

const TITLE = new RegExp(
  String.raw`${NB}(?:(${ci(String.raw`mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|eine\p{L}?|my|his|her|a`)})\s+)?(?:Herrn?|Frau|Hr\.|Fr\.|Mr\.?|Mrs\.?|Ms\.?|Miss|Dr\.|Prof\.|Doktor|Professor(?:in)?)\s+(?:(?:Dr|Prof)\.\s+)?(${CAP})(?:\s+(${CAP}))?`,
  "dgu",
);
const STRONG_INTRO = new RegExp(
  String.raw`${NB}${ci(String.raw`(?:ich\s+hei(?:ß|ss)e|mein\s+(?:vor|nach|ganzer\s+)?name\s+(?:ist|lautet|wäre)|man\s+nennt\s+mich|nenn(?:t|en\s+sie)?\s+mich|my\s+(?:full\s+|first\s+|last\s+)?name\s+is|my\s+name's|(?:they\s+|you\s+can\s+)?call\s+me|(?:mit\s+freundlichen|viele|liebe|beste)\s+grüßen?|best\s+regards|kind\s+regards|regards|cheers|signed)`)}[,:]?\s+(${ANY})(?:\s+(${CAP}))?`,
  "dgu",
);
const SOFT_INTRO = new RegExp(
  String.raw`${NB}${ci(String.raw`(?:(?:hallo|hi|hey|hello|guten\s+(?:tag|morgen|abend)|moin|servus|grüezi|grüß\s+gott)[,!.]?\s+(?:ich\s+bin|i['’]m|i\s+am|this\s+is|it['’]s)|i['’]m|i\s+am|this\s+is|ich\s+bin\s+(?:der|die)|hier\s+(?:ist|spricht|schreibt))`)}\s+(${CAP})(?:\s+(${CAP}))?(?=\s*(?:[,.!?;:]|$|\s+${ci("(?:und|and|aus|from|here|hier)")}${NA}))`,
  "dgu",
);
const RELATION_DE =
  "chef|chefin|kollege|kollegin|vorgesetzter?|vorgesetzte|teamleiter(?:in)?|abteilungsleiter(?:in)?|freund|freundin|mann|partner(?:in)?|ehemann|ehefrau|verlobter?|verlobte|bruder|schwester|sohn|tochter|vater|mutter|onkel|tante|cousin|cousine|neffe|nichte|nachbar(?:in)?|mitbewohner(?:in)?|therapeut(?:in)?|ärztin|arzt|ex|schwager|schwägerin|schwiegermutter|schwiegervater|enkel(?:in)?|oma|opa|kumpel|lehrer(?:in)?|trainer(?:in)?|betreuer(?:in)?|mitarbeiter(?:in)?|kunde|kundin";
const RELATION_EN =
  "boss|manager|colleague|co-?worker|friend|best\\s+friend|husband|wife|partner|boyfriend|girlfriend|fiancée?|brother|sister|son|daughter|mum|mom|mother|dad|father|uncle|aunt|cousin|neighbou?r|flatmate|roommate|therapist|doctor|ex|team\\s+lead|supervisor|teacher|grandma|grandmother|grandpa|grandfather|nephew|niece|client|landlord";
const RELATION = new RegExp(
  String.raw`${NB}${ci(String.raw`(?:(?:mein|meine|meinem|meinen|meiner|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*)\s+(?:neuer?n?\s+|alter?n?\s+|beste[nr]?\s+|ältere[nr]?\s+|jüngere[nr]?\s+|kleine[nr]?\s+|große[nr]?\s+)?(?:${RELATION_DE})|(?:my|his|her|our)\s+(?:new\s+|old\s+|best\s+|older\s+|younger\s+|little\s+|big\s+)?(?:${RELATION_EN}))`)},?\s+(${CAP})(?:\s+(${CAP}))?`,
  "dgu",
);
const AFTER_RELATION_NAME = new RegExp(
  String.raw`^(?:\s*[,.!?;:)]|\s*$|\s+(?:und|and|hat|ist|sagt|meint|will|war|kann|macht|hatte|wollte|sagte|findet|schreibt|ruft|redet|erwartet|has|is|says|said|was|keeps|always|never|wants|thinks|told|texted|called|asked|doesn't|won't|can't)${NA}|\s+\p{Lu})`,
  "u",
);
const TITLES = new Set(["Herr", "Herrn", "Frau", "Dr", "Prof", "Mr", "Mrs", "Ms", "Miss", "Doktor", "Professor", "Professorin"]);
const WORD = new RegExp(String.raw`${NB}${CAP}`, "dgu");
const NATIONALITY = /(?:ish|ese|ian|an|er|ic)$/;

// ---------------------------------------------------------------- places

const PLACE_NAME = String.raw`(?:(?:Bad|St\.|Sankt|San|Santa|Los|Las|New|Neu|Klein|Groß|Bergisch|Frankfurt|Halle|Freiburg|Mülheim|Rothenburg|Weil)\s+)?${CAP}(?:\s+(?:am|an\s+der|im|in\s+der|ob\s+der|upon|on)\s+${CAP})?`;
const PLACE_CUE = new RegExp(
  [
    String.raw`${NB}${ci(String.raw`(?:wohne|wohnen|wohnt|lebe|leben|lebt|wohnhaft|gewohnt|gelebt|arbeite|arbeitet|aufgewachsen|geboren|zuhause|zu\s+hause|daheim|studiere|studiert)\s+(?:(?:jetzt|seit\s+\S+(?:\s+jahren)?|gerade|noch|schon|wieder|derzeit|mittlerweile|inzwischen|immer\s+noch|eigentlich|ganz|hier)\s+)*(?:in|bei|nahe|in\s+der\s+nähe\s+von|am\s+rande?\s+von|im\s+raum|außerhalb\s+von)\s+`)}(${PLACE_NAME})`,
    String.raw`${NB}${ci(String.raw`(?:komme|kommt|kommen|kam|stamme|stammt|stammen|bin|sind|ist|gebürtig|ursprünglich|zugezogen|weggezogen|hergezogen|geflüchtet|geflohen|umgezogen)\s+(?:\p{L}+\s+){0,2}?aus\s+(?:der\s+|dem\s+)?`)}(${PLACE_NAME})`,
    String.raw`${NB}${ci(String.raw`(?:gezogen|umgezogen|ziehe|ziehen|zieht|zog|zogen|pendle|pendeln|pendelt|versetzt)\s+(?:\p{L}+\s+){0,2}?nach\s+`)}(${PLACE_NAME})`,
    String.raw`${NB}${ci(String.raw`nach\s+`)}(${PLACE_NAME})${ci(String.raw`\s+(?:gezogen|umgezogen|ziehen|ziehe|pendeln|pendle|versetzt)`)}`,
    String.raw`${NB}${ci(String.raw`in\s+`)}(${PLACE_NAME})${ci(String.raw`\s+(?:geboren|aufgewachsen|gewohnt|wohnen|wohne|lebe|leben|zu\s+hause|zuhause|daheim)`)}`,
    String.raw`${NB}${ci(String.raw`(?:wohnort|heimatstadt|heimatort|heimatdorf)\s*(?:ist|:)?\s*`)}(${PLACE_NAME})`,
    String.raw`${NB}${ci(String.raw`(?:live|living|lives|lived|based|settled|grew\s+up|raised|born|stay|staying|moved|relocated|moving|work|working)\s+(?:(?:now|currently|still|just|here|back)\s+)*(?:in|to|near|outside|outside\s+of)\s+`)}(${PLACE_NAME})`,
    String.raw`${NB}${ci(String.raw`(?:i'?m|i\s+am|we'?re|we\s+are|he's|she's|come|comes|came|originally)\s+(?:originally\s+)?from\s+`)}(${PLACE_NAME})`,
    String.raw`${NB}${ci(String.raw`(?:hometown|home\s+town)\s+(?:is\s+)?`)}(${PLACE_NAME})`,
  ].join("|"),
  "dgu",
);
const PLACE_LIST = new RegExp(
  String.raw`${NB}(?:${[...placeList.places]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})${NA}`,
  "dgu",
);
const PLACES = new Set(placeList.places);

// ---------------------------------------------------------------- the redactor

function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    yield m;
  }
}

/** Start and end of capture group `g`, when it took part. */
function groupSpan(m: RegExpExecArray, g: number): [number, number] | undefined {
  return m.indices?.[g];
}

/** A name after a cue (groups `first` and `second`): the first word, and a capitalised second word when it is no ordinary word either. */
function nameAfterCue(out: Candidate[], m: RegExpExecArray, first: number, second: number, rank: number) {
  const a = groupSpan(m, first);
  if (!a || isOrdinary(m[first]!) || PLACES.has(m[first]!)) return;
  const b = groupSpan(m, second);
  const end = b && !isOrdinary(m[second]!) && !PLACES.has(m[second]!) ? b[1] : a[1];
  out.push({ kind: "name", start: a[0], end, rank });
}

export interface IdentifierRedactor {
  /** Where the identifiers are, in order, without overlaps; names made only of `keepNames` words stay (the persona's name). */
  find: (text: string, keepNames?: readonly string[]) => IdentifierSpan[];
  /** The text with every identifier replaced by its placeholder. */
  redact: (text: string, keepNames?: readonly string[]) => string;
}

/**
 * `keepNumbers`: phone numbers that stay, the crisis resources the coach names (built in and the operator's own);
 * the well-known help lines of word-lists/help-lines.json always stay.
 */
export function createIdentifierRedactor({ keepNumbers = [] }: { keepNumbers?: readonly string[] } = {}): IdentifierRedactor {
  const keep = helpLineSet(keepNumbers);

  function candidates(text: string): Candidate[] {
    const out: Candidate[] = [];
    const add = (kind: IdentifierKind, start: number, end: number, rank: number) => {
      if (end > start) out.push({ kind, start, end, rank });
    };

    for (const m of matches(EMAIL, text)) add("email", m.index, m.index + m[0].length, 100);
    for (const m of matches(IBAN, text)) {
      const compact = m[0].replace(/\s/g, "");
      if (compact.length >= 15 && /^[A-Z]{2}$/i.test(compact.slice(0, 2)) && (compact.match(/\d/g) ?? []).length >= 12)
        add("iban", m.index, m.index + m[0].length, 90);
    }

    for (const m of matches(DATE, text)) {
      const before = text.slice(Math.max(0, m.index - 48), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
      const trimmed = m[0].replace(/[\s,]+$/, "");
      if (BIRTH_BEFORE.test(before) || BIRTH_AFTER.test(after)) add("birthdate", m.index, m.index + trimmed.length, 80);
    }

    for (const m of matches(PHONE, text)) {
      const raw = m[0];
      const digits = phoneDigits(raw);
      if (digits.length < 6 || digits.length > 16) continue;
      if (/^\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}$/.test(raw)) continue; // a date
      if (/^(?:19|20)\d{2}\s?[-/]\s?(?:19|20)?\d{2}$/.test(raw)) continue; // a span of years
      if (keep.has(digits)) continue;
      add("phone", m.index, m.index + raw.length, 70);
    }
    for (const m of matches(PHONE_CUE, text)) {
      const span = groupSpan(m, 1);
      if (!span) continue;
      const digits = phoneDigits(m[1]!);
      if (digits.length >= 6 && !keep.has(digits)) add("phone", span[0], span[1], 70);
    }

    for (const m of matches(STREET_DE, text)) {
      if (m[1] && isOrdinary(m[1])) continue;
      add("address", m.index, m.index + m[0].length, 60);
    }
    for (const m of matches(STREET_EN, text)) add("address", m.index, m.index + m[0].length, 60);
    for (const m of matches(UK_POSTCODE, text)) add("address", m.index, m.index + m[0].length, 60);
    for (const m of matches(POSTCODE_TOWN, text)) {
      const [, country, code, town] = m;
      const fiveDigits = code!.length === 5;
      const known = PLACES.has(town!);
      if (known || country || (fiveDigits && !isOrdinary(town!))) add("address", m.index, m.index + m[0].length, 60);
    }
    for (const m of matches(POSTCODE_CUE, text)) {
      const span = groupSpan(m, 1);
      if (span) add("address", span[0], span[1], 60);
    }

    for (const m of matches(TITLE, text)) {
      if (m[1] && !NAMES.has(m[2]!)) continue; // "meine Frau Sorgen …": a relation, not a title
      nameAfterCue(out, m, 2, 3, 55);
    }
    for (const m of matches(STRONG_INTRO, text)) nameAfterCue(out, m, 1, 2, 55);
    for (const m of matches(SOFT_INTRO, text)) {
      const first = m[1]!;
      if (!NAMES.has(first) && NATIONALITY.test(first)) continue;
      nameAfterCue(out, m, 1, 2, 50);
    }
    for (const m of matches(RELATION, text)) {
      const first = m[1]!;
      const rest = text.slice(groupSpan(m, 1)![1]);
      if (TITLES.has(first)) continue; // "mein Chef Herr Meier": the title rule finds the name
      const english = /^(?:my|his|her|our)\s/i.test(m[0]); // English writes nothing but names with a capital there
      if (!NAMES.has(first) && !english && !AFTER_RELATION_NAME.test(rest)) continue;
      nameAfterCue(out, m, 1, 2, 50);
    }
    for (const m of matches(WORD, text)) {
      const w = m[0];
      const stem = w.replace(/(?:'s|’s|s|')$/, "");
      const parts = w.split("-");
      if (!(NAMES.has(w) || (stem !== w && NAMES.has(stem)) || (parts.length > 1 && NAMES.has(parts[0]!)))) continue;
      let end = m.index + w.length;
      const next = /^\s+(\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?)/u.exec(text.slice(end));
      if (next && !isOrdinary(next[1]!) && !PLACES.has(next[1]!)) end += next[0].length;
      add("name", m.index, end, 40);
    }

    for (const m of matches(PLACE_CUE, text)) {
      const g = m.findIndex((v, i) => i > 0 && v);
      if (g < 1) continue;
      const value = m[g]!;
      if (isOrdinary(value) && !PLACES.has(value)) continue;
      const [start, end] = groupSpan(m, g)!;
      add("place", start, end, 50);
    }
    for (const m of matches(PLACE_LIST, text)) add("place", m.index, m.index + m[0].length, 30);
    return out;
  }

  function find(text: string, keepNames: readonly string[] = []): IdentifierSpan[] {
    const kept = new Set(keepNames.flatMap((n) => n.split(/\s+/)).filter(Boolean));
    const isKept = (c: Candidate) =>
      c.kind === "name" &&
      text
        .slice(c.start, c.end)
        .split(/\s+/)
        .every((w) => kept.has(w));
    const chosen: IdentifierSpan[] = [];
    const sorted = candidates(text)
      .filter((c) => !isKept(c))
      .sort((a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start);
    for (const c of sorted) {
      if (chosen.some((s) => c.start < s.end && s.start < c.end)) continue;
      chosen.push({ kind: c.kind, start: c.start, end: c.end });
    }
    chosen.sort((a, b) => a.start - b.start);
    // "Anna Maria", "Jonas Becker" found as two names become one.
    const merged: IdentifierSpan[] = [];
    for (const s of chosen) {
      const last = merged.at(-1);
      if (last && last.kind === s.kind && s.kind === "name" && /^[\s-]*$/.test(text.slice(last.end, s.start))) last.end = s.end;
      else merged.push({ ...s });
    }
    return merged;
  }

  function redact(text: string, keepNames: readonly string[] = []): string {
    let out = "";
    let at = 0;
    for (const s of find(text, keepNames)) {
      out += text.slice(at, s.start) + PLACEHOLDERS[s.kind];
      at = s.end;
    }
    return out + text.slice(at);
  }

  return { find, redact };
}
