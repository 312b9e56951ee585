/**
 * Splits a streamed reply into sentences as soon as each one is complete, so
 * the first sentence can be spoken while the rest is still being written.
 * The server splits for its voice provider, the page for the browser's own
 * voice, both with this one splitter.
 *
 * The pieces only feed speech synthesis; the visitor reads the provider's text
 * unchanged. So the splitter errs towards speed where a wrong guess merely
 * moves a quote mark to the next piece, and towards caution where a wrong
 * guess would cut a sentence in two ("z. B.", "Dr.", "am 1. Mai", "3.5").
 */

/** Abbreviations after which a period never ends a sentence (compared lower-case, without dots). */
const NEVER_FINAL = new Set(
  [
    // German
    "abb abs allg bsp bspw bzgl bzw ca dgl dipl dr dt ebd eig einschl evtl gem ggf ggfs ggü hr fr hrsg inkl insb ing jh kap lt max med min mind mio mrd nr od orig phil prof sog st std str tel tsd urspr vgl vllt zb zt zzgl",
    // English
    "approx dept jr mr mrs ms sr vs",
  ]
    .join(" ")
    .split(" "),
);

/** Abbreviations that may also end a sentence: a capital letter after them decides. */
const MAYBE_FINAL = new Set(["usw", "usf", "uvm", "etc"]);

/** Characters that close a sentence after its final mark: quotes and brackets. */
const CLOSERS = "”“\"'»«)]";
const TERMINALS = ".!?…";

export interface SplitterOptions {
  /**
   * Before the first piece has been emitted, a clause boundary (comma, colon,
   * semicolon, spaced dash) may end it once the piece has at least this many
   * characters, so speech starts before a long first sentence is complete.
   * 0 turns it off (the default).
   */
  firstClauseMinChars?: number;
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);
const isUpper = (ch: string) => /\p{Lu}/u.test(ch);
/** A piece worth speaking has at least one letter or digit. */
const speakable = (s: string) => /[\p{L}\p{N}]/u.test(s);

type Verdict = "end" | "no" | "wait";

export class SentenceSplitter {
  private buffer = "";
  private emitted = false;
  /** The last piece was cut at the end of the buffer: quote marks that follow belong to it. */
  private cutAtEnd = false;
  private readonly firstClauseMinChars: number;

  constructor(options: SplitterOptions = {}) {
    this.firstClauseMinChars = options.firstClauseMinChars ?? 0;
  }

  /** Adds a text delta; returns the sentences it completed, in order, trimmed. */
  push(delta: string): string[] {
    this.buffer += delta;
    return this.drain();
  }

  /** Ends the stream: returns what is left as a last sentence (if it has any letter or digit). */
  flush(): string[] {
    const out = this.drain();
    this.stripOrphanClosers();
    const rest = this.buffer.trim();
    this.buffer = "";
    if (speakable(rest)) out.push(rest);
    return out;
  }

  private stripOrphanClosers(): void {
    if (!this.cutAtEnd || this.buffer.length === 0) return;
    this.buffer = this.buffer.replace(/^[.!?…”“"'»«)\]]+/, "");
    this.cutAtEnd = false;
  }

  private drain(): string[] {
    const out: string[] = [];
    for (;;) {
      this.stripOrphanClosers();
      const cut = this.findCut();
      if (cut === undefined) return out;
      const piece = this.buffer.slice(0, cut).trim();
      this.buffer = this.buffer.slice(cut);
      // Only a cut right after a final mark can leave that sentence's closing quote behind.
      this.cutAtEnd = this.buffer.length === 0 && /[.!?…”“"'»«)\]]$/.test(piece);
      if (speakable(piece)) {
        out.push(piece);
        this.emitted = true;
      }
    }
  }

  /** Index just after the first complete piece in the buffer, or undefined if none is complete yet. */
  private findCut(): number | undefined {
    const b = this.buffer;
    for (let i = 0; i < b.length; i++) {
      const ch = b[i]!;
      // A line break ends a piece: list items and paragraphs often have no final mark.
      if (ch === "\n") return i + 1;
      if (TERMINALS.includes(ch)) {
        let end = i;
        while (end < b.length && TERMINALS.includes(b[end]!)) end++;
        const marks = b.slice(i, end);
        while (end < b.length && CLOSERS.includes(b[end]!)) end++;
        const verdict = this.judge(i, marks, end);
        if (verdict === "end") return end;
        if (verdict === "wait") return undefined;
        i = end - 1;
        continue;
      }
      if (!this.emitted && this.firstClauseMinChars > 0 && i + 1 >= this.firstClauseMinChars && this.isClauseEnd(i)) return i + 1;
    }
    return undefined;
  }

  /** A clause boundary at `i`: ",", ";", ":" after a letter, or a dash between spaces. */
  private isClauseEnd(i: number): boolean {
    const b = this.buffer;
    const ch = b[i]!;
    if (ch === "–" || ch === "—") return isSpace(b[i - 1]) && isSpace(b[i + 1]);
    if (ch !== "," && ch !== ";" && ch !== ":") return false;
    // "3,5" is a number, not a clause; a letter before the mark rules that out.
    if (!/\p{L}/u.test(b[i - 1] ?? "")) return false;
    return i + 1 === b.length || isSpace(b[i + 1]);
  }

  /**
   * Whether the marks `b[start..)` (followed by closers up to `end`) end a sentence.
   * "wait" means the next characters decide and have not arrived yet.
   */
  private judge(start: number, marks: string, end: number): Verdict {
    const b = this.buffer;
    const atEnd = end >= b.length;
    const next = b[end];
    // "3.5", "example.com", "z.B.": a mark followed directly by text ends nothing.
    if (!atEnd && !isSpace(next)) return "no";
    const nextWordStart = /\S/.exec(b.slice(end))?.[0];

    const ellipsis = marks.includes("…") || marks.includes("..");
    if (/[!?]/.test(marks) && !ellipsis) return "end";
    if (ellipsis) {
      // "Ich dachte … na ja" continues; "Ich weiß nicht … Vielleicht" starts anew.
      if (nextWordStart === undefined) return "wait";
      return isUpper(nextWordStart) || /[„“"»«(]/.test(nextWordStart) ? "end" : "no";
    }

    // A single period: look at the word in front of it.
    const word = /([\p{L}\p{N}]+)$/u.exec(b.slice(0, start))?.[1] ?? "";
    const beforeWord = b[start - word.length - 1];
    const lower = word.toLowerCase();
    if (/^\d{1,2}$/.test(word)) return "no"; // ordinal: "am 1. Mai", "2. Schritt"
    if (/^\p{L}$/u.test(word)) return "no"; // "z. B.", "d. h.", "u. a."
    if (NEVER_FINAL.has(lower)) return "no";
    if (beforeWord === ".") return "no"; // "z.B." written without spaces, "d.h."
    if (MAYBE_FINAL.has(lower)) {
      if (nextWordStart === undefined) return "wait";
      return isUpper(nextWordStart) ? "end" : "no";
    }
    if (!atEnd) return "end";
    // The period is the last character so far. Providers send the following
    // space with the next token, so waiting would cost one token interval:
    // an ordinary word with a period ends its sentence now.
    return /^\p{L}{2,}$/u.test(word) || /^\d{3,}$/.test(word) ? "end" : "wait";
  }
}

/** Splits a complete text the same way (tests, benchmarks, the offline provider). */
export function splitSentences(text: string, options?: SplitterOptions): string[] {
  const splitter = new SentenceSplitter(options);
  return [...splitter.push(text), ...splitter.flush()];
}
