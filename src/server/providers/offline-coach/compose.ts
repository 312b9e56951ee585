import { splitSentences } from "#shared/text/sentences";

/**
 * Text helpers of the offline coach: folding words for keyword matching, and
 * the Composer that builds a reply slot by slot without repeating a sentence
 * the coach has already said in the conversation.
 */

/**
 * Lower case without accents, "ß" as "ss", and the umlaut spellings "ae",
 * "oe", "ue" as plain vowels, so "Prüfung", "Pruefung" and "Prufung" all
 * read "prufung". Keywords are folded the same way before they are compared.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[’`´]/g, "'")
    .replace(/ae/g, "a")
    .replace(/oe/g, "o")
    .replace(/ue/g, "u");
}

/** A folded regular expression from a keyword pattern written with umlauts. */
export function foldedPattern(source: string, flags = ""): RegExp {
  return new RegExp(fold(source), flags);
}

/** Replaces `{key}` placeholders. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** A finished sentence: capitalised, and no stray period after a quote that already ends one ("…?“."). */
export function finish(sentence: string): string {
  const s = sentence.trim().replace(/([.!?…]["“”»])\.$/u, "$1");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The visitor's words, short and without sentence marks, to quote inside one sentence of a reply. */
export function excerpt(text: string, max = 90): string {
  const flat = text
    .replace(/[„“”"»«]/g, "")
    .replace(/[.!?…]+(?=\s|$)/g, ",")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[,;:\s]+$/, "");
  return flat.length > max ? `${flat.slice(0, max).replace(/[\s,;:]+\S*$/, "")} …` : flat;
}

/** Puts the name at the end of the first sentence: "Ich höre, dass …, Anna." */
export function withName(sentence: string, name: string): string {
  if (sentence.includes(name) || /[„“”"]/.test(sentence)) return sentence;
  return sentence.replace(/([.!?])$/, `, ${name}$1`);
}

export class Composer {
  private readonly said: Set<string>;
  private readonly saidText: string;
  private readonly taken = new Set<string>();

  constructor(
    /** The coach's earlier answers in this conversation. */
    earlier: string[],
    private readonly name?: string,
  ) {
    this.said = new Set(earlier.flatMap((a) => splitSentences(a)).map((s) => this.key(s)));
    this.saidText = ` ${earlier.map((a) => this.key(a)).join(" ")} `;
  }

  /** How a sentence is compared: folded, without the visitor's name and punctuation. */
  key(text: string): string {
    let t = fold(text);
    if (this.name) {
      const name = fold(this.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      t = t.replace(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, "gu"), " ");
    }
    return t
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
  }

  /** Whether the coach already said these words (a tip's core, a quote) anywhere in the conversation. */
  alreadySaid(words: string): boolean {
    return this.saidText.includes(` ${this.key(words)} `);
  }

  /** Whether none of the text's sentences was said before or is already in this reply. */
  isFree(text: string): boolean {
    return splitSentences(text).every((s) => {
      const k = this.key(s);
      return !this.said.has(k) && !this.taken.has(k);
    });
  }

  /** The first candidate that repeats nothing, finished and reserved for this reply. */
  pick(candidates: (string | undefined)[]): string | undefined {
    for (const c of candidates) {
      if (!c) continue;
      const sentence = finish(c);
      if (!this.isFree(sentence)) continue;
      for (const s of splitSentences(sentence)) this.taken.add(this.key(s));
      return sentence;
    }
    return undefined;
  }
}

/** Candidates in a pool starting at `offset` and wrapping around, so replies vary their wording. */
export function rotate<T>(pool: readonly T[], offset: number): T[] {
  if (pool.length === 0) return [];
  const start = ((offset % pool.length) + pool.length) % pool.length;
  return [...pool.slice(start), ...pool.slice(0, start)];
}
