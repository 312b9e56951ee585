import type { GapGroup } from "#shared/api/gaps";

/** A kept question as grouping reads it. */
export interface GapRow {
  id: number;
  question: string;
  /** Its stems, from the search's text configuration of its language (stop words already left out). */
  terms: string[];
  askedOn: string;
}

/**
 * Stems that say how a question is asked, not what about ("Was hilft …", "Tipps für …", "How do I …"):
 * two questions that share only these are not alike. German and English Snowball stems.
 */
const GENERIC = new Set(
  (
    "hilft helf hilf tipp tipps mach macht tun gut best gibt geht klapp richtig eigent eigentlich einfach besser " +
    "help tip make get good best way better realli just someth anyth"
  ).split(" "),
);

/** A share of topic words two questions must have in common (Jaccard) to be one group. */
export const SIMILARITY = 0.5;

/** The stems of a question that name its topic; none left, the question itself (lower-cased) stands for it. */
export function topicTerms(row: Pick<GapRow, "question" | "terms">): string[] {
  const topic = [...new Set(row.terms.filter((t) => t.length >= 3 && !GENERIC.has(t) && !/^\d+$/.test(t)))];
  return topic.length > 0 ? topic.sort() : [row.question.toLowerCase().replace(/\s+/g, " ").trim()];
}

function jaccard(a: readonly string[], b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.length + b.size - shared);
}

/** The word of the questions a stem comes from ("lampenfieb" → "Lampenfieber"), else the stem. */
function surface(stem: string, questions: readonly string[]): string {
  for (const q of questions)
    for (const w of q.split(/[^\p{L}\p{N}-]+/u)) if (w.toLowerCase().startsWith(stem) && w.length >= stem.length) return w;
  return stem;
}

/**
 * Groups similar questions, simply enough to explain: a question joins the group whose first question's topic
 * stems it shares most, when they share at least half of both together (Jaccard ≥ SIMILARITY); else it starts
 * a group. `rows` newest first; groups come most asked first, then most recently asked.
 */
export function groupGaps(rows: readonly GapRow[], limit = 50): GapGroup[] {
  const groups: { core: Set<string>; coreList: string[]; rows: GapRow[] }[] = [];
  for (const row of rows) {
    const terms = topicTerms(row);
    let best: (typeof groups)[number] | undefined;
    let bestScore = 0;
    for (const g of groups) {
      const score = jaccard(terms, g.core);
      if (score >= SIMILARITY && score > bestScore) {
        best = g;
        bestScore = score;
      }
    }
    if (best) best.rows.push(row);
    else groups.push({ core: new Set(terms), coreList: terms, rows: [row] });
  }
  return groups
    .map((g) => {
      const questions = [...new Set(g.rows.map((r) => r.question))];
      // The words most of its questions share: those of its first question that at least half the others have too.
      const shared = g.coreList.filter((t) => g.rows.filter((r) => topicTerms(r).includes(t)).length * 2 >= g.rows.length);
      return {
        ids: g.rows.map((r) => r.id),
        count: g.rows.length,
        words: (shared.length > 0 ? shared : g.coreList).map((t) => surface(t, questions)),
        questions: questions.slice(0, 5),
        lastAskedOn: g.rows
          .map((r) => r.askedOn)
          .sort()
          .at(-1)!,
      };
    })
    .sort((a, b) => b.count - a.count || b.lastAskedOn.localeCompare(a.lastAskedOn))
    .slice(0, limit);
}
