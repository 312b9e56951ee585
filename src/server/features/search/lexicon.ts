/**
 * The lexicon (`search_words`, one row per distinct word of the documents) in
 * this process's memory, for the in-process search index (memory-index.ts):
 * the same lookups as the term statement in queries.ts, answered the same way.
 * - exact lookups (is a word known, compound parts);
 * - words containing a word (`LIKE '%w%'`), through an index of their
 *   three-letter pieces;
 * - words beginning with a prefix (`LIKE 'p%'`), by binary search in the sorted words;
 * - typos: pg_trgm's similarity, computed here as pg_trgm computes it.
 * Ties are broken as the statement breaks them: shorter words first, then by
 * code point (the statement sorts `COLLATE "C"`).
 */

const SURROGATE = /[\uD800-\uDFFF]/;

/** Length in code points, as PostgreSQL's length() counts. */
export function codePointLength(s: string): number {
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Byte-wise order of UTF-8 (code point order), as `COLLATE "C"`. */
export function compareCodePoints(a: string, b: string): number {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

const byLengthThenCodePoint = (a: string, b: string) => codePointLength(a) - codePointLength(b) || compareCodePoints(a, b);

/**
 * pg_trgm's trigrams of a text: each run of word characters (letters and
 * digits; ASCII only when the database's character type says so), lower-cased,
 * with two spaces before and one after, cut into every three consecutive
 * characters, each once. pg_trgm stores a trigram of non-ASCII characters as a
 * 3-byte hash; two different ones colliding is left out here.
 */
export function trigramsOf(text: string, unicodeWords: boolean): string[] {
  const out = new Set<string>();
  const words = text.toLowerCase().match(unicodeWords ? /[\p{L}\p{N}]+/gu : /[a-z0-9]+/g) ?? [];
  for (const word of words) {
    const c = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= c.length; i++) out.add(c[i]! + c[i + 1]! + c[i + 2]!);
  }
  return [...out];
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both, as a float4. */
export function trigramSimilarity(a: string[], b: Set<string>): number {
  if (a.length === 0 || b.size === 0) return 0;
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return Math.fround(common / (a.length + b.size - common));
}

/** Lookups remembered per lexicon (a few hundred bytes each). */
const ANSWERS = 20_000;

export class Lexicon {
  private readonly words = new Set<string>();
  /** All words in code-unit order (a prefix's words are contiguous in it); new words wait in `pending`. */
  private sorted: string[] = [];
  private pending: string[] = [];
  /** Each three-character piece of a word → the words containing it. */
  private readonly pieces = new Map<string, string[]>();
  /** First character and length → words, for the typo lookup. */
  private readonly starts = new Map<string, string[]>();
  /**
   * Answers of containing/startingWith/similar for the present words: questions share their words,
   * and a lookup (a typo's above all) costs more than the rest of a search. Cleared by add().
   */
  private readonly answers = new Map<string, string[]>();

  /** `unicodeWords`: whether pg_trgm counts non-ASCII letters as word characters (the database's ctype). */
  constructor(readonly unicodeWords: boolean) {}

  get size(): number {
    return this.words.size;
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  private remembered(key: string, find: () => string[]): string[] {
    let found = this.answers.get(key);
    if (!found) {
      found = find();
      if (this.answers.size >= ANSWERS) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, found);
    }
    return found;
  }

  add(words: Iterable<string>): void {
    this.answers.clear();
    for (const word of words) {
      if (this.words.has(word)) continue;
      this.words.add(word);
      this.pending.push(word);
      const c = Array.from(word);
      const seen = new Set<string>();
      for (let i = 0; i + 3 <= c.length; i++) {
        const piece = c[i]! + c[i + 1]! + c[i + 2]!;
        if (seen.has(piece)) continue;
        seen.add(piece);
        const list = this.pieces.get(piece);
        if (list) list.push(word);
        else this.pieces.set(piece, [word]);
      }
      const key = `${c[0] ?? ""}|${c.length}`;
      const list = this.starts.get(key);
      if (list) list.push(word);
      else this.starts.set(key, [word]);
    }
  }

  private sortedWords(): string[] {
    if (this.pending.length > 0) {
      const fresh = this.pending.sort();
      this.pending = [];
      const merged: string[] = new Array<string>(this.sorted.length + fresh.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < this.sorted.length && j < fresh.length)
        merged[k++] = this.sorted[i]! < fresh[j]! ? this.sorted[i++]! : fresh[j++]!;
      while (i < this.sorted.length) merged[k++] = this.sorted[i++]!;
      while (j < fresh.length) merged[k++] = fresh[j++]!;
      this.sorted = merged;
    }
    return this.sorted;
  }

  /** `LIKE '%word%' AND word <> w ORDER BY length(word), word LIMIT n`. */
  containing(w: string, n: number): string[] {
    return this.remembered(`c${n}:${w}`, () => this.findContaining(w, n));
  }

  private findContaining(w: string, n: number): string[] {
    const c = Array.from(w);
    let rarest: string[] | undefined;
    if (c.length < 3) rarest = [...this.words];
    for (let i = 0; i + 3 <= c.length; i++) {
      const list = this.pieces.get(c[i]! + c[i + 1]! + c[i + 2]!);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return (rarest ?? [])
      .filter((x) => x !== w && x.includes(w))
      .sort(byLengthThenCodePoint)
      .slice(0, n);
  }

  /** `LIKE 'prefix%' AND word <> w ORDER BY length(word), word LIMIT n`. */
  startingWith(prefix: string, w: string, n: number): string[] {
    return this.remembered(`s${n}:${prefix}:${w}`, () => this.findStartingWith(prefix, w, n));
  }

  private findStartingWith(prefix: string, w: string, n: number): string[] {
    const sorted = this.sortedWords();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) if (sorted[i] !== w) found.push(sorted[i]!);
    return found.sort(byLengthThenCodePoint).slice(0, n);
  }

  /**
   * Typos: words of the same first character and at most two characters
   * longer or shorter whose pg_trgm similarity is at least `min` (and pg_trgm's
   * default threshold of `%`, 0.3), most similar first, then by code point.
   */
  similar(w: string, min: number, n: number): string[] {
    return this.remembered(`t${n}:${min}:${w}`, () => this.findSimilar(w, min, n));
  }

  private findSimilar(w: string, min: number, n: number): string[] {
    const c = Array.from(w);
    const mine = new Set(trigramsOf(w, this.unicodeWords));
    const found: { word: string; similarity: number }[] = [];
    for (let length = c.length - 2; length <= c.length + 2; length++) {
      for (const word of this.starts.get(`${c[0] ?? ""}|${length}`) ?? []) {
        const similarity = trigramSimilarity(trigramsOf(word, this.unicodeWords), mine);
        if (similarity >= min && similarity >= 0.3) found.push({ word, similarity });
      }
    }
    return found
      .sort((a, b) => b.similarity - a.similarity || compareCodePoints(a.word, b.word))
      .slice(0, n)
      .map((f) => f.word);
  }
}
