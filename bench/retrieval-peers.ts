/**
 * Peer search libraries for bench/retrieval.ts, each indexing the same passages (fields title and
 * text) with its documented settings for this kind of content, behind the same SearchFn.
 */
import fs from "node:fs";
import { Charset, Document, Encoder } from "flexsearch";
import flexGerman from "flexsearch/lang/de";
import flexEnglish from "flexsearch/lang/en";
import lunr from "lunr";
import lunrGerman from "lunr-languages/lunr.de.js";
import lunrStemmerSupport from "lunr-languages/lunr.stemmer.support.js";
import MiniSearch from "minisearch";
import type { SearchFn } from "./retrieval-eval";

export interface BenchPassage {
  id: number;
  title: string;
  text: string;
  language: "de" | "en";
}

/**
 * MiniSearch 7: BM25+ (its default scoring), prefix search and fuzzy 0.2 as its documentation
 * recommends for search-as-you-type and typos, title boosted 2×, terms joined with OR, and the stop
 * words of both languages dropped in processTerm (the documented place). No stemmer: MiniSearch has
 * none, prefix search stands in for inflections.
 */
export function miniSearch(passages: BenchPassage[]): SearchFn {
  return miniSearchWith(passages, (t) => t);
}

/** A MiniSearch index with the settings above; `terms` turns a lower-case term that is no stop word into what is indexed and searched. */
function miniSearchWith(passages: BenchPassage[], terms: (term: string) => string | string[]): SearchFn {
  const index = new MiniSearch<BenchPassage>({
    fields: ["title", "text"],
    storeFields: ["title"],
    processTerm: (term) => {
      const t = term.toLowerCase();
      return isStopWord(t) ? null : terms(t);
    },
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: "OR" },
  });
  index.addAll(passages);
  return (question, limit) =>
    index
      .search(question)
      .slice(0, limit)
      .map((r) => r.title as string);
}

/**
 * German compound splitting for a peer: a word of eight letters or more is cut into a modifier and a head
 * where the head (four letters or more) is a known word and the modifier is one too, with or without a
 * linking element (-s-, -es-, -n-, -en-, -e-: "Prüfungsangst" → "prüfung", "angst"), a head also in an
 * inflected form ("Stresshormone" → "stress", "hormon"); both parts are split again
 * ("Nachtschichtarbeit" → "nacht", "schicht", "arbeit"). Known words: the passages' own words and the
 * 75,000 words of the German Hunspell dictionary (igerman98, npm dictionary-de), so compounds of the
 * questions split as well as those of the handouts. The longest head wins.
 */
export function germanSplitter(passages: BenchPassage[]): (word: string) => string[] {
  const known = new Set<string>();
  const dictionary = fs.readFileSync(new URL("../node_modules/dictionary-de/index.dic", import.meta.url), "utf8");
  for (const line of dictionary.split("\n")) {
    const w = line.split("/")[0]!.trim().toLowerCase();
    if (w.length >= 3 && /^\p{L}+$/u.test(w)) known.add(w);
  }
  for (const p of passages) for (const w of `${p.title} ${p.text}`.toLowerCase().match(/\p{L}{3,}/gu) ?? []) known.add(w);
  // A base without its linking element first: "arbeits" is in the dictionary as a compound form, "arbeit" is the word.
  const LINKS = ["s", "es", "n", "en", "e", ""];
  const ENDINGS = ["", "e", "en", "n", "s", "es", "er", "ern"];
  /** The head as known, or its form without an inflection ending. */
  const knownHead = (head: string) =>
    ENDINGS.map((e) => (head.endsWith(e) ? head.slice(0, head.length - e.length) : "")).find(
      (h) => h.length >= 4 && known.has(h),
    );
  const memo = new Map<string, string[]>();
  const split = (word: string): string[] => {
    let parts = memo.get(word);
    if (parts) return parts;
    parts = [];
    for (let i = 3; word.length >= 8 && i <= word.length - 4 && parts.length === 0; i++) {
      const head = knownHead(word.slice(i));
      if (!head) continue;
      for (const link of LINKS) {
        const modifier = word.slice(0, i);
        if (!modifier.endsWith(link)) continue;
        const base = modifier.slice(0, modifier.length - link.length);
        if (base.length >= 3 && known.has(base)) {
          parts = [...new Set([base, ...split(base), head, ...split(head)])];
          break;
        }
      }
    }
    memo.set(word, parts);
    return parts;
  };
  return split;
}

/**
 * MiniSearch as above, with German compounds split (germanSplitter) in passages, titles and questions
 * alike: each word is indexed and searched as itself and as its parts, so "Nachtschlaf" meets "Nacht"
 * and "Schlaf". What a careful integrator would add for German text.
 */
export function miniSearchDecompounded(passages: BenchPassage[]): SearchFn {
  const split = germanSplitter(passages);
  return miniSearchWith(passages, (t) => {
    const parts = split(t).filter((p) => !isStopWord(p));
    return parts.length > 0 ? [t, ...parts] : t;
  });
}

lunrStemmerSupport(lunr);
lunrGerman(lunr);

/** German (lunr-languages) or English (Lunr) stop word; MiniSearch and Lunr questions drop both. */
const stopWords = new Map<string, boolean>();
function isStopWord(word: string): boolean {
  let stop = stopWords.get(word);
  if (stop === undefined) {
    stop = [lunr.de.stopWordFilter!, lunr.stopWordFilter].some((filter) => filter(new lunr.Token(word, {})) === undefined);
    stopWords.set(word, stop);
  }
  return stop;
}

/**
 * Lunr 2 with lunr-languages. One index for both languages, so that scores stay comparable: each
 * passage is stemmed and stop-filtered in its own language (German Snowball stemmer and stop words
 * from lunr-languages, Lunr's English pipeline for English passages). A question's language is not
 * known, so each of its words is looked up with both its German and its English stem, as optional
 * terms (the query API, so "-" and ":" in questions are no operators). Title boosted 2×.
 */
const memoized = (stem: lunr.PipelineFunction) => {
  const memo = new Map<string, string>();
  return (word: string) => {
    let s = memo.get(word);
    if (s === undefined) {
      s = String(stem(new lunr.Token(word, {}), 0, []));
      memo.set(word, s);
    }
    return s;
  };
};
const stemDe = memoized(lunr.de.stemmer!);
const stemEn = memoized(lunr.stemmer);
/** The language of the passage being added; Lunr's builder adds one document at a time. */
let lunrLanguage: "de" | "en" = "de";
const stopAndStemByLanguage: lunr.PipelineFunction = (token) => {
  const stop = lunrLanguage === "de" ? lunr.de.stopWordFilter! : lunr.stopWordFilter;
  if (stop(token) === undefined) return undefined as unknown as lunr.Token;
  const stem = lunrLanguage === "de" ? stemDe : stemEn;
  return token.update((word) => stem(word));
};
lunr.Pipeline.registerFunction(stopAndStemByLanguage, "stopAndStemByLanguage");

export function lunrSearch(passages: BenchPassage[]): SearchFn {
  const de = lunr.de;
  const index = lunr(function () {
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.pipeline.add(de.trimmer!, stopAndStemByLanguage);
    this.ref("id");
    this.field("title", { boost: 2 });
    this.field("text");
    this.metadataWhitelist = [];
    for (const p of passages) {
      lunrLanguage = p.language;
      this.add({ id: String(p.id), title: p.title, text: p.text });
    }
  });
  const titles = new Map(passages.map((p) => [String(p.id), p.title]));
  return (question, limit) => {
    const words = lunr
      .tokenizer(question)
      .map((t) => String(de.trimmer!(t, 0, [])))
      .filter((w) => w && !isStopWord(w));
    if (words.length === 0) return [];
    return index
      .query((q) => {
        for (const w of words) {
          for (const stem of new Set([stemDe(w), stemEn(w)])) {
            q.term(stem, { usePipeline: false, presence: lunr.Query.presence.OPTIONAL });
          }
        }
      })
      .slice(0, limit)
      .map((r) => titles.get(r.ref)!);
  };
}

/**
 * FlexSearch 0.8: a Document index over title and text, tokenize "forward" (prefixes), the
 * Normalize charset with the German language pack (its stemmer and stop words) plus the English
 * pack's stop words, as its documentation combines a charset with a language pack; searched with
 * suggest (otherwise every word of a question must match) and the fields' results merged. The
 * charset was chosen on the tune part only: with the phonetic LatinBalance (recall@5 0.458 on
 * tune) the German stemmer reduces words like "besser" to one letter, with Normalize 0.556.
 */
export function flexSearch(passages: BenchPassage[]): SearchFn {
  const encoder = new Encoder(Charset.Normalize)
    .assign(flexGerman)
    .assign({ filter: new Set([...(flexGerman.filter as Set<string>), ...(flexEnglish.filter as Set<string>)]) });
  const index = new Document<{ id: number; title: string; text: string }>({
    document: {
      id: "id",
      index: [
        { field: "title", tokenize: "forward", encoder },
        { field: "text", tokenize: "forward", encoder },
      ],
    },
  });
  for (const p of passages) index.add({ id: p.id, title: p.title, text: p.text });
  const titles = new Map(passages.map((p) => [p.id, p.title]));
  return (question, limit) =>
    index
      .search(question, { limit, suggest: true, merge: true })
      .slice(0, limit)
      .map((r) => titles.get(r.id as number)!);
}
