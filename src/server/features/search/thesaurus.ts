import fs from "node:fs";

/**
 * Synonyms from two open thesauri (OpenThesaurus for German, WordNet for
 * English; see thesaurus/README.md), so a question can reach a passage that
 * says the same thing in other words ("grübeln" → "nachdenken", "Chefin" →
 * "Vorgesetzte"). The tables are read once, on first use, from the files next
 * to this module (the server bundle carries a copy next to itself).
 */

type Table = Map<string, number[]>;
interface Thesaurus {
  groups: string[][];
  byWord: Table;
  /** Pairs ("a;b", both ways) the table groups together that do not mean the same (`<language>.related`). */
  related: Set<string>;
}

export type ThesaurusLanguage = "de" | "en";
const loaded = new Map<ThesaurusLanguage, Thesaurus>();

function readGroups(file: string): string[][] {
  const text = fs.readFileSync(new URL(`./thesaurus/${file}`, import.meta.url), "utf8");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(";"));
}

/**
 * The pairs of `<language>.related`: words a thesaurus group puts together that are only related ("Ruhe"
 * and "Schlaf") or meet in a sense a question does not mean ("Prüfung" and "Schlag"). Both ways round.
 */
export function readRelated(language: ThesaurusLanguage): Set<string> {
  const pairs = new Set<string>();
  for (const [a, b] of readGroups(`${language}.related`).filter((line) => !line[0]!.startsWith("#"))) {
    if (!a || !b) continue;
    pairs.add(`${a};${b}`);
    pairs.add(`${b};${a}`);
  }
  return pairs;
}

function thesaurus(language: ThesaurusLanguage): Thesaurus {
  const known = loaded.get(language);
  if (known) return known;
  const groups = readGroups(`${language}.txt`);
  const byWord: Table = new Map();
  groups.forEach((group, i) => {
    for (const word of group) {
      const list = byWord.get(word);
      if (list) list.push(i);
      else byWord.set(word, [i]);
    }
  });
  const table = { groups, byWord, related: readRelated(language) };
  loaded.set(language, table);
  return table;
}

/**
 * Words that carry no topic: Snowball's stop-word lists (the ones PostgreSQL's
 * text search uses) and frequent adverbs and fillers they leave out. Their
 * synonyms would only add noise ("seit" → "seither", "total" → "völlig").
 */
const FILLERS =
  "seit mehr immer ganz total einfach wirklich eigentlich gerade sehr oft irgendwie bitte viel viele wenig gut besser " +
  "heute jetzt wieder ständig echt halt eben mal gar neu neue neuen richtig kaum fast dauernd lange schon also " +
  "really always just very much many often still again always maybe quite pretty lot lots get got thing things";
let stopWords: Set<string> | undefined;
export function isStopWord(word: string): boolean {
  stopWords ??= new Set([
    ...FILLERS.split(" "),
    ...["de.stop", "en.stop"].flatMap((file) =>
      fs
        .readFileSync(new URL(`./thesaurus/${file}`, import.meta.url), "utf8")
        .split("\n")
        .filter(Boolean),
    ),
  ]);
  return stopWords.has(word.toLowerCase());
}

/**
 * German words of every topic that carry none of their own ("schlecht", "warum", "gleich", "kommen",
 * "Zeit"): `de.general`, the stopwords-iso list for German (see thesaurus/README.md). Wider than
 * Snowball's list, which holds function words only; the search gives them no synonyms and a small share of
 * their weight, never none (decision 053).
 */
let generalWords: Set<string> | undefined;
export function isGeneralWord(word: string): boolean {
  generalWords ??= new Set(
    fs
      .readFileSync(new URL("./thesaurus/de.general", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean),
  );
  return generalWords.has(word.toLowerCase());
}

/** Whether the thesaurus of a language lists the word (lower-case) as it is. */
export function knowsWord(word: string, language: ThesaurusLanguage): boolean {
  return thesaurus(language).byWord.has(word);
}

/** Per language, its words and the other language's words of the same meaning (`en-de.txt`). */
type Glossary = Record<ThesaurusLanguage, Map<string, string[]>>;

/** One line of `en-de.txt`: its English words and its German words. */
type GlossaryEntry = Record<ThesaurusLanguage, string[]>;

/**
 * The entries of `en-de.txt`, our glossary of the coaching domain: one entry per line, `english words | german
 * words`, words separated by `;`, comments after `#`; lines without both sides are skipped.
 */
function glossaryEntries(text: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  for (const line of text.split("\n")) {
    const entry = line.replace(/#.*/, "").trim();
    if (!entry) continue;
    const [en, de] = entry.split("|").map((side) =>
      side
        .split(";")
        .map((w) => w.trim())
        .filter(Boolean),
    );
    if (en?.length && de?.length) entries.push({ en, de });
  }
  return entries;
}

/** Adds `others` to each of `words` in `table`, each once. */
function addAll(table: Map<string, string[]>, words: readonly string[], others: (word: string) => string[]) {
  for (const word of words) table.set(word, [...new Set([...(table.get(word) ?? []), ...others(word)])]);
}

/** Each word of a side stands for every word of the other side. */
function translationsFrom(entries: readonly GlossaryEntry[]): Glossary {
  const out: Glossary = { de: new Map(), en: new Map() };
  for (const { en, de } of entries) {
    addAll(out.en, en, () => de);
    addAll(out.de, de, () => en);
  }
  return out;
}

/** Each word of a side and the other words of that side of the entries that hold it. */
function neighboursFrom(entries: readonly GlossaryEntry[]): Glossary {
  const out: Glossary = { de: new Map(), en: new Map() };
  for (const entry of entries)
    for (const language of ["de", "en"] as const)
      addAll(out[language], entry[language], (word) => entry[language].filter((w) => w !== word));
  return out;
}

/** The glossary's translations, from the text of `en-de.txt`. */
export function readGlossary(text: string): Glossary {
  return translationsFrom(glossaryEntries(text));
}

/** The glossary's words that an entry puts together within a language: "stagefright | lampenfieber;redeangst" gives "lampenfieber" → "redeangst". */
export function readNeighbours(text: string): Glossary {
  return neighboursFrom(glossaryEntries(text));
}

/** Both tables, from one reading of the file. */
let glossaryTables: { translations: Glossary; neighbours: Glossary } | undefined;

function theTables() {
  if (!glossaryTables) {
    const entries = glossaryEntries(fs.readFileSync(new URL("./thesaurus/en-de.txt", import.meta.url), "utf8"));
    glossaryTables = { translations: translationsFrom(entries), neighbours: neighboursFrom(entries) };
  }
  return glossaryTables;
}

function theGlossary(): Glossary {
  return theTables().translations;
}

function theNeighbours(): Glossary {
  return theTables().neighbours;
}

/** Whether the glossary lists a word (lower-case) on its side of `language`: "stagefright", "teambuilding". */
export function inGlossary(word: string, language: ThesaurusLanguage): boolean {
  return theGlossary()[language].has(word);
}

/** At most this many words of the other language per question word. */
const MAX_TRANSLATIONS_PER_WORD = 8;

/**
 * The words of the other language that mean what a question word means ("breathing" → "atemübung", "Schlaf" →
 * "sleep"), from the glossary; the word's dictionary forms are looked up too ("meetings" → "meeting").
 */
export function translationsOf(word: string, from: ThesaurusLanguage): string[] {
  const table = theGlossary()[from];
  const out = new Set<string>();
  for (const form of knownForms(word.toLowerCase(), table)) {
    for (const other of table.get(form) ?? []) {
      out.add(other);
      if (out.size >= MAX_TRANSLATIONS_PER_WORD) return [...out];
    }
  }
  return [...out];
}

/** Reads the tables now (about 90 ms and 25 MB), so the first visitor's question does not wait for them. */
export function loadThesauri(): void {
  isStopWord("");
  isGeneralWord("");
  thesaurus("de");
  thesaurus("en");
  theTables();
}

/**
 * The forms of a question word to look up in `table`: the word alone where the table knows it, since a
 * guessed base form of a known word may be another word; otherwise its dictionary forms.
 */
function knownForms(word: string, table: ReadonlyMap<string, unknown>): string[] {
  return table.has(word) ? [word] : baseForms(word);
}

/**
 * Dictionary forms a question word may stand for: the word itself, then the
 * word without a German or English inflection ending, with and without an
 * infinitive ending ("grüble" → "grübeln", "Chefin" stays, "worries" →
 * "worry"). Only forms the thesaurus knows are used, so a wrong guess costs
 * nothing.
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  const strip = (suffix: string) =>
    word.endsWith(suffix) && word.length - suffix.length >= 3 ? word.slice(0, -suffix.length) : undefined;
  for (const suffix of ["innen", "in", "en", "em", "er", "es", "st", "et", "te", "ten", "test", "e", "n", "s", "t"]) {
    const stem = strip(suffix);
    // A function word is no stem: "Nacht" is neither "nach" nor the boat "Nachen".
    if (stem && !isStopWord(stem)) forms.push(stem, `${stem}en`, `${stem}n`, `${stem}e`);
  }
  // German verbs in -eln/-ern drop the e in the first person: "grüble" → "grübeln", "ändre" → "ändern".
  if (word.endsWith("le")) forms.push(`${word.slice(0, -2)}eln`);
  if (word.endsWith("re")) forms.push(`${word.slice(0, -2)}ern`);
  for (const [suffix, replacement] of [
    ["ies", "y"],
    ["ied", "y"],
    ["ing", ""],
    ["ing", "e"],
    ["ed", ""],
    ["ed", "e"],
  ] as const) {
    const stem = strip(suffix);
    if (stem) forms.push(stem + replacement);
  }
  // Plurals and comparatives with an umlaut: "Ängste" → "Angst", "Träume" → "Traum".
  for (const form of [...forms]) {
    const plain = form.replace(/[äöü]/, (c) => ({ ä: "a", ö: "o", ü: "u" })[c] ?? c);
    if (plain !== form) forms.push(plain);
  }
  return [...new Set(forms)];
}

/** At most this many synonyms per question word: the words of the smallest (most specific) groups first. */
export const MAX_SYNONYMS_PER_WORD = 16;

/** Answers of synonymsOf, remembered (the tables never change): a question's words recur across questions. */
const remembered = new Map<string, string[]>();
const REMEMBERED = 20_000;

/**
 * The synonyms of a question word in one language, without the word itself: the words its glossary entries put
 * beside it (decision 055), then the thesaurus's, most specific first.
 */
export function synonymsOf(word: string, language: ThesaurusLanguage): string[] {
  const key = `${language}:${word}`;
  let found = remembered.get(key);
  if (!found) {
    found = findSynonyms(word, language);
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, found);
  }
  return found;
}

function findSynonyms(word: string, language: ThesaurusLanguage): string[] {
  const { groups, byWord, related } = thesaurus(language);
  const forms = knownForms(word.toLowerCase(), byWord);
  const ids = new Set(forms.flatMap((form) => byWord.get(form) ?? []));
  const chosen = [...ids].map((i) => groups[i] ?? []).sort((a, b) => a.length - b.length);
  const fromGlossary = glossarySynonymsOf(word, language).filter(
    (synonym) => !forms.includes(synonym) && !forms.some((form) => related.has(`${form};${synonym}`)),
  );
  // The glossary's words first: written for the coaching domain, where a thesaurus group may mean another sense.
  const out = new Set<string>(fromGlossary);
  const limit = MAX_SYNONYMS_PER_WORD + out.size;
  fill: for (const group of chosen) {
    for (const synonym of group) {
      if (!forms.includes(synonym) && !forms.some((form) => related.has(`${form};${synonym}`))) out.add(synonym);
      if (out.size >= limit) break fill;
    }
  }
  return [...out];
}

/** At most this many words per question word from the glossary. */
export const MAX_GLOSSARY_SYNONYMS = 8;

/**
 * A question word's words of the same language from the glossary: the other words of its side of the entries that
 * hold it ("Meetings" → "Besprechung", "Handy" → "Smartphone", "Handynutzung"). The glossary names the coaching
 * domain's words for a notion, where the thesaurus knows neither loanwords nor colloquial use. Not the entries of
 * its translations: "Auftritt" shares an entry with "Bühne", not with the "Phase" of another entry of "stage".
 */
export function glossarySynonymsOf(word: string, language: ThesaurusLanguage): string[] {
  const table = theNeighbours()[language];
  const out = new Set<string>();
  for (const form of knownForms(word.toLowerCase(), table))
    for (const neighbour of table.get(form) ?? []) {
      out.add(neighbour);
      if (out.size >= MAX_GLOSSARY_SYNONYMS) return [...out];
    }
  return [...out];
}
