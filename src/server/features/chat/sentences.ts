/**
 * Splits a streamed reply into sentences as soon as each one is complete, so
 * the first sentence can be spoken while the rest is still being written
 * (decisions.md section 5).
 */
const ABBREVIATIONS = new Set([
  "z", "b", "d", "h", "u", "a", "usw", "bzw", "ca", "dr", "prof", "nr", "vgl", "evtl", "ggf", "etc", "inkl", "zb", "mr", "mrs", "ms", "e", "g", "i", "vs", "st", "hr", "fr", "str",
]);

function endsSentence(buffer: string, index: number): boolean {
  const ch = buffer[index];
  if (ch === "?" || ch === "!") return true;
  if (ch !== ".") return false;
  // "..." ends a sentence only at its last dot.
  if (buffer[index + 1] === ".") return false;
  const before = buffer.slice(0, index);
  const word = /([\p{L}\d]+)$/u.exec(before)?.[1] ?? "";
  if (/^\d+$/.test(word)) return false; // "3.5" or an ordinal "1."
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  return true;
}

export interface SplitterOptions {
  /**
   * The first piece may end at a clause boundary (comma, colon, semicolon,
   * dash) once it has at least this many characters, so speech starts before
   * a long first sentence is complete. 0 turns it off.
   */
  firstClauseMinChars?: number;
}

export class SentenceSplitter {
  private buffer = "";
  private emitted = false;
  private readonly firstClauseMinChars: number;

  constructor(options: SplitterOptions = {}) {
    this.firstClauseMinChars = options.firstClauseMinChars ?? 0;
  }

  private firstClause(): string | undefined {
    if (this.emitted || this.firstClauseMinChars <= 0) return undefined;
    const re = /[,;:–—](?=\s)/g;
    for (let m = re.exec(this.buffer); m; m = re.exec(this.buffer)) {
      if (m.index + 1 >= this.firstClauseMinChars) return this.buffer.slice(0, m.index + 1);
    }
    return undefined;
  }

  /** Adds a delta; returns the sentences it completed. */
  push(delta: string): string[] {
    this.buffer += delta;
    const out: string[] = [];
    const clause = this.firstClause();
    if (clause !== undefined && !/[.!?]\s/.test(clause)) {
      out.push(clause.trim());
      this.buffer = this.buffer.slice(clause.length);
      this.emitted = true;
    }
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      if (!endsSentence(this.buffer, i)) continue;
      // Closing quotes or brackets belong to the sentence.
      let end = i + 1;
      while (end < this.buffer.length && /[“”"'»«)\]!?]/.test(this.buffer[end]!)) end++;
      // Only a following whitespace proves the sentence is over (not "3.5").
      if (end >= this.buffer.length) break;
      if (!/\s/.test(this.buffer[end]!)) continue;
      const sentence = this.buffer.slice(start, end).trim();
      if (sentence) out.push(sentence);
      this.emitted = true;
      start = end;
      i = end - 1;
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  /** The rest at the end of the stream. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = "";
    return rest ? [rest] : [];
  }
}
