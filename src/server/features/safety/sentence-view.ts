import type { Concept } from "./lexicon";
import type { MessageLang, TaggedSentence } from "./tagger";

/**
 * The sentence as the crisis rules see it (SentenceView): its tokens and concepts, and the
 * questions every rule asks of it (where a concept is, what is near what, what is negated, who
 * the subject of a verb is). The rules themselves: rules.ts and the rules-*.ts files it lists.
 */

/** Who does something in a clause: the writer, another person, or a thing ("die Deadline"). */
type Subject = "self" | "person" | "thing" | "none";

/**
 * One sentence with its concepts, and the questions the rules ask of it:
 * where a concept occurs, whether two occur close together, whether a word
 * is negated, who the subject of a verb is.
 */
export class SentenceView {
  private readonly positions = new Map<Concept, number[]>();
  private readonly clause: number[] = [];

  constructor(
    readonly sentence: TaggedSentence,
    readonly lang: MessageLang,
    /** Concepts anywhere in the message: a game or a film named in one sentence frames the next. */
    readonly context: ReadonlySet<Concept> = new Set(),
  ) {
    const { tokens, tags } = sentence;
    let c = 0;
    for (let i = 0; i < tokens.length; i++) {
      this.clause.push(c);
      if (tokens[i]!.clauseEnd) c++;
      for (const concept of tags[i]!) {
        const list = this.positions.get(concept);
        if (list) list.push(i);
        else this.positions.set(concept, [i]);
      }
    }
  }

  get length(): number {
    return this.sentence.tokens.length;
  }

  word(i: number): string {
    return this.sentence.tokens[i]?.w ?? "";
  }

  at(concept: Concept): number[] {
    return this.positions.get(concept) ?? [];
  }

  /** Any of the concepts occurs. */
  has(...concepts: Concept[]): boolean {
    return concepts.some((c) => this.positions.has(c));
  }

  /** Any of the concepts occurs anywhere in the message. */
  inMessage(...concepts: Concept[]): boolean {
    return concepts.some((c) => this.positions.has(c) || this.context.has(c));
  }

  tagged(i: number, concept: Concept): boolean {
    return this.sentence.tags[i]?.has(concept) ?? false;
  }

  /** Some `a` and some `b` at most `dist` tokens apart, in either order. */
  near(a: Concept, b: Concept, dist: number): boolean {
    for (const i of this.at(a)) for (const j of this.at(b)) if (i !== j && Math.abs(i - j) <= dist) return true;
    return false;
  }

  /** Some `a` within `dist` tokens of position `i`. */
  within(a: Concept, i: number, dist: number): boolean {
    return this.at(a).some((j) => j !== i && Math.abs(j - i) <= dist);
  }

  /** Positions of `concept` that are not negated ("nicht umbringen", "never kill"). */
  unnegated(concept: Concept): number[] {
    return this.at(concept).filter((i) => !this.negated(i));
  }

  /** A negation in the three words before `i`, in the same clause. "nicht mehr" is no negation: it means "no longer". */
  negated(i: number): boolean {
    for (let k = Math.max(0, i - 3); k < i; k++) {
      if (!this.tagged(k, "NEG") || this.clause[k] !== this.clause[i]) continue;
      if (this.tagged(k + 1, "MORE") || this.tagged(k, "NOMORE")) continue;
      return true;
    }
    return false;
  }

  /**
   * The subject of the verb at `i`: the nearest candidate in its clause
   * before it, or (German inverts: "Heute Nacht bringe ich mich um") right
   * after it. A clause without any candidate is the writer speaking.
   */
  subjectOf(i: number): Subject {
    const kind = (k: number): Subject | undefined => {
      if (this.tagged(k, "I")) return "self";
      if (this.tagged(k, "YOU") && /^(du|you|u)$/.test(this.word(k))) return "person";
      if (this.tagged(k, "PERSON") || this.tagged(k, "THING")) {
        // "von meiner Mutter", "meinem Baby", "to my boss": an object, not the subject.
        const before = [this.word(k - 1), this.word(k - 2)];
        // Accusative and dative articles mark an object in German ("ich werde meinen Chef umbringen").
        if (
          before.some((w) =>
            /^(von|vom|mit|bei|fuer|zu|zum|zur|an|of|from|with|for|to|at|meinem|meiner|meines|meinen|deinem|deiner|deinen|dem|den|des|einen|einem|ihrem|ihren|seinem|seiner|seinen)$/.test(
              w,
            ),
          )
        )
          return undefined;
        return this.tagged(k, "PERSON") ? "person" : "thing";
      }
      return undefined;
    };
    for (let k = i - 1; k >= 0 && this.clause[k] === this.clause[i]; k--) {
      const s = kind(k);
      if (s) return s;
    }
    if (this.lang === "de") {
      for (let k = i + 1; k <= i + 2 && k < this.length && this.clause[k] === this.clause[i]; k++) {
        const s = kind(k);
        if (s) return s;
      }
    }
    return "none";
  }

  /** The writer speaks of themselves in this sentence. */
  get self(): boolean {
    return this.has("I", "ME", "MY");
  }

  /** A story, a statistic, a course, a patient, someone else: talk about the subject, not the writer at risk. */
  get aboutOthers(): boolean {
    if (this.has("MEDIA", "INFO") && !this.has("WANT", "THINK")) return true;
    return this.has("SICH", "THIRD", "MEDIA", "INFO", "PRO") && !this.has("I", "ME");
  }
}
