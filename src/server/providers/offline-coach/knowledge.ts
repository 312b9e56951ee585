/**
 * Knowledge passages for the offline coach: reading them out of the knowledge
 * message, deciding whether one fits the question, and picking the sentence
 * worth quoting.
 */

import { KNOWLEDGE_HEADING } from "../chat";

export interface Passage {
  title: string;
  text: string;
  /** The passage's words that match the question, as retrieval found them (the test box's highlights). */
  matched?: string[];
}

/** The best passage of the knowledge message: its first `[Title] text` entry (retrieval sends them best first). */
export function bestPassage(messages: { role: string; content: string }[]): Passage | undefined {
  const knowledge = messages.find((m) => m.role === "system" && m.content.startsWith(KNOWLEDGE_HEADING));
  if (!knowledge) return undefined;
  const body = knowledge.content.slice(KNOWLEDGE_HEADING.length).replace(/^[:\s]+/, "");
  const first = body.split(/\n\s*\n/)[0]?.trim();
  if (!first) return undefined;
  const m = /^\[([^\]\n]+)\]\s*([\s\S]*)$/.exec(first);
  const passage = m ? { title: m[1]!.trim(), text: m[2]! } : { title: "", text: first };
  passage.text = passage.text
    .replace(/-\n(?=\p{Ll})/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return passage.text ? passage : undefined;
}

/** Words too common to say that a passage is about the question. */
const COMMON_WORDS = new Set(
  "aber auch dass dein deine dich dies diese einen einem einer eines habe haben hast immer kann kannst mehr mein meine mich mir nicht noch oder sehr sich sind über unter viel viele weil wenn wird wie wieder about also been does from have just like more much really some that their them there they this very what when which with would your".split(
    " ",
  ),
);

/** Word stems for a rough overlap score: lower-case words of four letters or more, cut to five. */
export function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !COMMON_WORDS.has(w)).map((w) => w.slice(0, 5)));
}

/**
 * Whether a passage is worth quoting for a question: it shares at least one
 * word of seven letters or more with it ("Lampenfieber", "Abendroutine"), or
 * two shorter ones. Retrieval also returns weak matches; a coach quoting one
 * of those answers a question nobody asked.
 */
export function isRelevant(passage: string, question: string): boolean {
  const asked = stems(question);
  const words = (question.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !COMMON_WORDS.has(w));
  const shared = [...stems(passage)].filter((w) => asked.has(w));
  const long = words.filter((w) => w.length >= 7 && shared.includes(w.slice(0, 5)));
  return long.length >= 1 || shared.length >= 2;
}

const MAX_QUOTE_CHARS = 220;

/**
 * The passage's sentence that answers the question, short enough to read aloud: the one holding most of
 * the words retrieval matched (`matched`: inflections, compound parts and synonyms included; a word counts
 * less the more sentences of the passage hold it), then the
 * one sharing most word stems with the question, then one that says something ("Viele kennen das." does
 * not); the first on a tie. The next sentence is quoted with it when it holds matched words too and both fit.
 */
export function quoteFrom(passage: string, question: string, matched: readonly string[] = []): string {
  const sentences =
    passage
      .match(/[^.!?]+(?:[.!?]+|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  if (sentences.length === 0) return shorten(passage);
  const words = new Set(matched.map((w) => w.toLowerCase()));
  const asked = stems(question);
  // A matched word in one sentence only says more about it than one the whole passage repeats: "Blackout" in
  // its own sentence outweighs "Vortrag", which three sentences mention.
  const matchedStems = sentences.map(
    (s) => new Set((s.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => words.has(w)).map((w) => w.slice(0, 5))),
  );
  const spread = new Map<string, number>();
  for (const found of matchedStems) for (const stem of found) spread.set(stem, (spread.get(stem) ?? 0) + 1);
  const matchedIn = (i: number) => [...matchedStems[i]!].reduce((sum, stem) => sum + 1 / spread.get(stem)!, 0);
  const scores = sentences.map((s, i) => [
    matchedIn(i),
    [...stems(s)].filter((w) => asked.has(w)).length,
    s.split(/\s+/).length >= 5 ? 1 : 0,
  ]);
  let best = 0;
  for (let i = 1; i < sentences.length; i++) {
    const [a, b] = [scores[i]!, scores[best]!];
    const better = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    if (better > 0) best = i;
  }
  const next = sentences[best + 1];
  const quote =
    scores[best]![0]! > 0 && next && scores[best + 1]![0]! > 0 && sentences[best]!.length + next.length < MAX_QUOTE_CHARS
      ? `${sentences[best]} ${next}`
      : sentences[best]!;
  return shorten(quote);
}

function shorten(quote: string): string {
  if (quote.length <= MAX_QUOTE_CHARS) return quote;
  return `${quote.slice(0, MAX_QUOTE_CHARS).replace(/[\s,;:]+\S*$/, "")} …`;
}

const GERMAN_WORDS = new Set("und der die das ist nicht ein eine mit für auf sich den dem zu vor hilft es".split(" "));
const ENGLISH_WORDS = new Set("and the is not a an with for on of to before helps it you your".split(" "));

/** A rough guess of a quote's language, so an answer can say that it quotes the other one. */
export function looksGerman(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const german = words.filter((w) => /[äöüß]/.test(w) || GERMAN_WORDS.has(w)).length;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return german > english;
}
