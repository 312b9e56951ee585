import type { Database } from "../../db/client";
import { LANGUAGES, type Language, type Snapshot } from "./corpus";
import { codePointLength, compareCodePoints } from "./lexicon";
import type { QuestionTermsInput, TermRow } from "./queries";

/**
 * The first step of a search on the in-process index (memory-index.ts): the question's terms
 * (findQuestionTerms of queries.ts, done in memory), with the database's stemming of question
 * words remembered piece by piece (Stems).
 */

/** Distinct question pieces whose stems are remembered (about 100 bytes each). */
const STEM_CACHE = 50_000;

/**
 * The database's stemming of question text, remembered piece by piece: a text
 * is cut at spaces (no token of PostgreSQL's parser spans one, so the lexemes
 * of a text are those of its pieces together), and each piece's lexemes in
 * both configurations are asked once, all unknown pieces of a search in one
 * query. Exact by construction, where a stemmer in JavaScript would have to
 * match PostgreSQL's parser, stop words and Snowball version word for word.
 */
export class Stems {
  private readonly cache = new Map<string, Record<Language, string[]>>();
  constructor(
    private readonly database: Database,
    private readonly limit = STEM_CACHE,
  ) {}

  static pieces(text: string): string[] {
    return text.split(/[ \t\n\r]+/).filter(Boolean);
  }

  /** The lexemes of each text per language (a function over pieces asked now, so eviction cannot take them away). */
  async lexer(texts: string[]): Promise<(text: string, language: Language) => Set<string>> {
    const known = new Map<string, Record<Language, string[]>>();
    const missing: string[] = [];
    for (const text of texts) {
      for (const piece of Stems.pieces(text)) {
        if (known.has(piece)) continue;
        const cached = this.cache.get(piece);
        if (cached) known.set(piece, cached);
        else if (!missing.includes(piece)) missing.push(piece);
      }
    }
    if (missing.length > 0) {
      const rows = await this.database.query<{ de: string[] | null; en: string[] | null }>(
        `SELECT tsvector_to_array(to_tsvector('german', c)) AS de, tsvector_to_array(to_tsvector('english', c)) AS en
         FROM unnest($1::text[]) WITH ORDINALITY AS t(c, i) ORDER BY i`,
        [missing],
        { prepareAs: "search_index_stems_v1" },
      );
      missing.forEach((piece, i) => {
        const stems = { de: rows[i]?.de ?? [], en: rows[i]?.en ?? [] };
        known.set(piece, stems);
        this.cache.set(piece, stems);
        if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
      });
    }
    return (text, language) => {
      const out = new Set<string>();
      for (const piece of Stems.pieces(text)) for (const lexeme of known.get(piece)?.[language] ?? []) out.add(lexeme);
      return out;
    };
  }

  get size(): number {
    return this.cache.size;
  }
}

/**
 * findQuestionTerms (queries.ts) in memory: the question's stems, the
 * lexicon's expansions of its fuzzy words (compound parts, compounds, same
 * root, typos), the synonyms' stems, each stem the corpus has with its
 * statistics, ordered by language and lexeme byte-wise as the statement orders them.
 */
export async function questionTerms(stems: Stems, { corpus, lexicon }: Snapshot, input: QuestionTermsInput): Promise<TermRow[]> {
  const words = input.fuzzyWords.map((w) => ({ w, known: lexicon.has(w), length: codePointLength(w) }));
  const related: { w: string; word: string; known: boolean }[] = [];
  for (const u of words) {
    const chars = Array.from(u.w);
    if (!u.known || u.length >= 8) {
      for (let n = 4; n <= u.length - 1; n++) {
        for (const x of [chars.slice(0, n).join(""), chars.slice(u.length - n).join("")])
          if (lexicon.has(x)) related.push({ w: u.w, word: x, known: u.known });
      }
    }
    if (!u.known || u.length >= 6) for (const word of lexicon.containing(u.w, 3)) related.push({ w: u.w, word, known: u.known });
    if (u.length >= 8) {
      const prefix = chars.slice(0, Math.max(6, Math.floor((u.length * 6) / 10))).join("");
      for (const word of lexicon.startingWith(prefix, u.w, 3)) related.push({ w: u.w, word, known: u.known });
    }
  }
  const expansions = new Map<string, { word: string; known: boolean }>();
  for (const r of related) expansions.set(`${r.known}:${r.word}`, { word: r.word, known: r.known });
  const stoodIn = new Set(related.map((r) => r.w));
  for (const u of words) {
    if (u.known || u.length < 6 || stoodIn.has(u.w)) continue;
    for (const word of lexicon.similar(u.w, input.typoSimilarity, 2)) expansions.set(`false:${word}`, { word, known: false });
  }

  const synonyms = { de: input.synonyms.de.join(" "), en: input.synonyms.en.join(" ") };
  const translations = { de: input.translations.de.join(" "), en: input.translations.en.join(" ") };
  const lexemes = await stems.lexer([
    input.question,
    input.asked,
    synonyms.de,
    synonyms.en,
    translations.de,
    translations.en,
    input.general,
    ...[...expansions.values()].map((e) => e.word),
  ]);
  const out: TermRow[] = [];
  for (const language of LANGUAGES) {
    const total = corpus.totals[language];
    if (total <= 0) continue;
    const boosts = new Map<string, number>();
    const raise = (lexeme: string, boost: number) => boosts.set(lexeme, Math.max(boosts.get(lexeme) ?? -Infinity, boost));
    for (const lexeme of lexemes(input.question, language)) raise(lexeme, 1);
    for (const e of expansions.values())
      for (const lexeme of lexemes(e.word, language)) raise(lexeme, e.known ? input.knownExpansionBoost : input.fuzzyBoost);
    for (const lexeme of lexemes(synonyms[language], language)) raise(lexeme, input.synonymBoost);
    for (const lexeme of lexemes(translations[language], language)) raise(lexeme, input.translationBoost);
    const asked = lexemes(input.asked, language).size;
    const general = lexemes(input.general, language);
    const rows: TermRow[] = [];
    for (const [lexeme, boost] of boosts) {
      const df = corpus.df(language, lexeme);
      if (df > 0) rows.push({ language, lexeme, boost, df, total, asked, general: general.has(lexeme) });
    }
    out.push(...rows.sort((a, b) => compareCodePoints(a.lexeme, b.lexeme)));
  }
  return out;
}
