import firstNames from "./word-lists/first-names.json";
import helpLines from "./word-lists/help-lines.json";
import ordinaryWords from "./word-lists/ordinary-words.json";
import placeList from "./word-lists/places.json";

/**
 * What the identifier redactor (redact-identifiers.ts) looks for: the word lists and the patterns of
 * e-mail addresses, IBANs, dates of birth, phone numbers, addresses, names and places, with the cues
 * around them. The redactor decides from these which matches are identifiers.
 */

export const NAMES = new Set(firstNames.names);

/** Whether a capitalised word is a first name of the list on its own (not one that is also a word). */
export function isFirstName(word: string): boolean {
  return NAMES.has(word);
}
const ORDINARY = new Set(ordinaryWords.words.map((w) => w.toLowerCase()));
export const isOrdinary = (w: string) => ORDINARY.has(w.toLowerCase()) || ORDINARY.has(w.toLowerCase().replace(/[.'’]+$/, ""));

/** A capitalised word, with inner hyphens and apostrophes (Anna-Lena, O'Brien). */
const CAP = String.raw`\p{Lu}[\p{Ll}\p{M}]*(?:[-'’]\p{L}[\p{Ll}\p{M}]*)*`;
/** Any word, for cues after which visitors often type in lower case. */
const ANY = String.raw`\p{L}[\p{L}\p{M}]*(?:[-'’]\p{L}[\p{L}\p{M}]*)*`;
const NB = String.raw`(?<![\p{L}\p{N}])`;
const NA = String.raw`(?![\p{L}\p{N}])`;

/** Digits of a phone number, country code of DE, AT and CH folded into the leading 0. */
export function phoneDigits(raw: string): string {
  let d = raw.replace(/\D/g, "");
  if (raw.trim().startsWith("+")) d = `00${d}`;
  d = d.replace(/^00(?:49|43|41)0?/, "0");
  return d;
}

export function helpLineSet(extra: readonly string[]): Set<string> {
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

export const EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+(?:@|\s?[([]at[)\]]\s?)[\p{L}\p{N}-]+(?:(?:\.|\s?[([]dot[)\]]\s?)[\p{L}\p{N}-]+)*(?:\.|\s?[([]dot[)\]]\s?)\p{L}{2,}`,
  "dgu",
);
export const IBAN = /\b[A-Za-z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/dg;

// ---------------------------------------------------------------- dates of birth

const MONTHS_DE = "Januar|Jänner|Februar|Feber|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember";
const MONTHS_EN = "January|February|March|April|May|June|July|August|September|October|November|December";
const MONTHS_SHORT = "Jan|Feb|Mär|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Oct|Nov|Dez|Dec";
const MONTH = `(?:${MONTHS_DE}|${MONTHS_EN}|${MONTHS_SHORT})\\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
export const DATE = new RegExp(
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
export const BIRTH_BEFORE =
  /(?:(?:geboren|geb\.|geburtstag|geburtsdatum|geburtstdatum|born|birthday|birth\s?date|date\s+of\s+birth|d\.?o\.?b\.?)\W*(?:(?:am|ist|war|wurde|ich|bin|der|den|on|is|was|i|the|:)\W*){0,4}|(?:^|\s)\*\s?)$/iu;
export const BIRTH_AFTER = /^\s*(?:\p{L}+\s+){0,2}(?:geboren|zur\s+welt\s+gekommen|born|geburtstag|birthday)/iu;

// ---------------------------------------------------------------- phone numbers

export const PHONE = new RegExp(
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
export const PHONE_CUE = new RegExp(
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
export const STREET_DE = new RegExp(
  String.raw`${NB}(?:\p{Lu}[\p{L}-]+?(?:${ci(STREET_SUFFIX)})|[\p{L}-]+?(?:straße|strasse|gasse|allee)|${CAP}\s+(?:${STREET_WORD})|(?:${STREET_PREFIX})\s+(${CAP}))\s+${HOUSE}${NA}${NOT_A_COUNT}${TOWN_TAIL}`,
  "dgu",
);
export const STREET_EN = new RegExp(
  String.raw`${NB}\d{1,4}[A-Za-z]?,?\s+(?:${CAP}\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Close|Way|Court|Place|Square|Terrace|Crescent|Gardens|Boulevard|Blvd|Grove|Row|Mews)\.?${NA}(?:,\s+${CAP}${NA}(?:\s+${CAP}${NA})?)?(?:,?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}${NA}|,?\s+[A-Z]{2}\s+\d{5}${NA})?`,
  "dgu",
);
export const UK_POSTCODE = new RegExp(String.raw`${NB}[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}${NA}`, "dg");
export const POSTCODE_TOWN = new RegExp(
  String.raw`${NB}(?:(?:(A|CH|D)-)?(\d{4,5})\s+(${CAP})(?:\s+(?:am|an\s+der|im|in\s+der|ob\s+der|bei)\s+${CAP})?)${NA}`,
  "dgu",
);
export const POSTCODE_CUE =
  /(?:plz|postleitzahl|postcode|post\s+code|zip(?:\s+code)?)(?:\s+(?:ist|lautet|is))?[\s:]*(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})/dgiu;

// ---------------------------------------------------------------- names

export const TITLE = new RegExp(
  String.raw`${NB}(?:(${ci(String.raw`mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|eine\p{L}?|my|his|her|a`)})\s+)?(?:Herrn?|Frau|Hr\.|Fr\.|Mr\.?|Mrs\.?|Ms\.?|Miss|Dr\.|Prof\.|Doktor|Professor(?:in)?)\s+(?:(?:Dr|Prof)\.\s+)?(${CAP})(?:\s+(${CAP}))?`,
  "dgu",
);
export const STRONG_INTRO = new RegExp(
  String.raw`${NB}${ci(String.raw`(?:ich\s+hei(?:ß|ss)e|mein\s+(?:vor|nach|ganzer\s+)?name\s+(?:ist|lautet|wäre)|man\s+nennt\s+mich|nenn(?:t|en\s+sie)?\s+mich|my\s+(?:full\s+|first\s+|last\s+)?name\s+is|my\s+name's|(?:they\s+|you\s+can\s+)?call\s+me|(?:mit\s+freundlichen|viele|liebe|beste)\s+grüßen?|best\s+regards|kind\s+regards|regards|cheers|signed)`)}[,:]?\s+(${ANY})(?:\s+(${CAP}))?`,
  "dgu",
);
export const SOFT_INTRO = new RegExp(
  String.raw`${NB}${ci(String.raw`(?:(?:hallo|hi|hey|hello|guten\s+(?:tag|morgen|abend)|moin|servus|grüezi|grüß\s+gott)[,!.]?\s+(?:ich\s+bin|i['’]m|i\s+am|this\s+is|it['’]s)|i['’]m|i\s+am|this\s+is|ich\s+bin\s+(?:der|die)|hier\s+(?:ist|spricht|schreibt))`)}\s+(${CAP})(?:\s+(${CAP}))?(?=\s*(?:[,.!?;:]|$|\s+${ci("(?:und|and|aus|from|here|hier)")}${NA}))`,
  "dgu",
);
const RELATION_DE =
  "chef|chefin|kollege|kollegin|vorgesetzter?|vorgesetzte|teamleiter(?:in)?|abteilungsleiter(?:in)?|freund|freundin|mann|partner(?:in)?|ehemann|ehefrau|verlobter?|verlobte|bruder|schwester|sohn|tochter|vater|mutter|onkel|tante|cousin|cousine|neffe|nichte|nachbar(?:in)?|mitbewohner(?:in)?|therapeut(?:in)?|ärztin|arzt|ex|schwager|schwägerin|schwiegermutter|schwiegervater|enkel(?:in)?|oma|opa|kumpel|lehrer(?:in)?|trainer(?:in)?|betreuer(?:in)?|mitarbeiter(?:in)?|kunde|kundin";
const RELATION_EN =
  "boss|manager|colleague|co-?worker|friend|best\\s+friend|husband|wife|partner|boyfriend|girlfriend|fiancée?|brother|sister|son|daughter|mum|mom|mother|dad|father|uncle|aunt|cousin|neighbou?r|flatmate|roommate|therapist|doctor|ex|team\\s+lead|supervisor|teacher|grandma|grandmother|grandpa|grandfather|nephew|niece|client|landlord";
export const RELATION = new RegExp(
  String.raw`${NB}${ci(String.raw`(?:(?:mein|meine|meinem|meinen|meiner|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*)\s+(?:neuer?n?\s+|alter?n?\s+|beste[nr]?\s+|ältere[nr]?\s+|jüngere[nr]?\s+|kleine[nr]?\s+|große[nr]?\s+)?(?:${RELATION_DE})|(?:my|his|her|our)\s+(?:new\s+|old\s+|best\s+|older\s+|younger\s+|little\s+|big\s+)?(?:${RELATION_EN}))`)},?\s+(${CAP})(?:\s+(${CAP}))?`,
  "dgu",
);
export const AFTER_RELATION_NAME = new RegExp(
  String.raw`^(?:\s*[,.!?;:)]|\s*$|\s+(?:und|and|hat|ist|sagt|meint|will|war|kann|macht|hatte|wollte|sagte|findet|schreibt|ruft|redet|erwartet|has|is|says|said|was|keeps|always|never|wants|thinks|told|texted|called|asked|doesn't|won't|can't)${NA}|\s+\p{Lu})`,
  "u",
);
export const TITLES = new Set([
  "Herr",
  "Herrn",
  "Frau",
  "Dr",
  "Prof",
  "Mr",
  "Mrs",
  "Ms",
  "Miss",
  "Doktor",
  "Professor",
  "Professorin",
]);
export const WORD = new RegExp(String.raw`${NB}${CAP}`, "dgu");
export const NATIONALITY = /(?:ish|ese|ian|an|er|ic)$/;

// ---------------------------------------------------------------- places

const PLACE_NAME = String.raw`(?:(?:Bad|St\.|Sankt|San|Santa|Los|Las|New|Neu|Klein|Groß|Bergisch|Frankfurt|Halle|Freiburg|Mülheim|Rothenburg|Weil)\s+)?${CAP}(?:\s+(?:am|an\s+der|im|in\s+der|ob\s+der|upon|on)\s+${CAP})?`;
export const PLACE_CUE = new RegExp(
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
export const PLACE_LIST = new RegExp(
  String.raw`${NB}(?:${[...placeList.places]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})${NA}`,
  "dgu",
);
export const PLACES = new Set(placeList.places);
