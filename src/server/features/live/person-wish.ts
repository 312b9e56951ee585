import { z } from "zod";
import type { Lang } from "#shared/i18n";
import wishes from "./word-lists/person-wish.json";

/**
 * Whether a visitor asks, in words, to talk to a person ("kann ich mit einem
 * echten Menschen reden?", "can I talk to a real person"): the same wish as
 * the panel's button. The phrasings are data (word-lists/person-wish.json),
 * in German and English; both languages are read whatever the page's
 * language, since visitors write as they do.
 */

const wishFileSchema = z.strictObject({
  about: z.string().min(1),
  source: z.string().min(1),
  de: z.array(z.string().min(1)),
  en: z.array(z.string().min(1)),
  not: z.array(z.string().min(1)),
});

const FILE = "src/server/features/live/word-lists/person-wish.json";

function load() {
  const parsed = wishFileSchema.safeParse(wishes);
  if (!parsed.success) throw new Error(`${FILE} is malformed:\n${z.prettifyError(parsed.error)}`);
  const compile = (patterns: string[]) => patterns.map((p) => new RegExp(p));
  return { de: compile(parsed.data.de), en: compile(parsed.data.en), not: compile(parsed.data.not) };
}
const PATTERNS = load();

/** The text as the patterns read it: lower-cased, umlauts folded, apostrophes dropped, punctuation as spaces. */
export function wishText(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/['’`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${folded} `;
}

/** Whether `text` asks for a person; `lang` is the page's, whose phrasings are tried first. */
export function asksForPerson(text: string, lang: Lang): boolean {
  const plain = wishText(text);
  if (PATTERNS.not.some((re) => re.test(plain))) return false;
  const order = lang === "en" ? [PATTERNS.en, PATTERNS.de] : [PATTERNS.de, PATTERNS.en];
  return order.some((list) => list.some((re) => re.test(plain)));
}

/** The coach's fixed answer to a visitor who asks for a person: the question about consent follows, or nobody is there. */
export const PERSON_WISH_ANSWER: Record<Lang, { available: string; nobody: string }> = {
  de: {
    available:
      "Gern verbinde ich dich mit einer Person aus unserem Team. Vorher frage ich dich, ob sie unser Gespräch bis hierhin lesen darf.",
    nobody:
      "Gerade ist leider niemand aus unserem Team erreichbar, der dir schreiben kann. Ich bin weiter für dich da. Wenn du jetzt mit einem Menschen sprechen möchtest: Unter den Nummern unten hört dir rund um die Uhr jemand zu.",
  },
  en: {
    available:
      "I'm glad to connect you with a person from our team. First I'll ask whether they may read our conversation so far.",
    nobody:
      "I'm sorry, nobody from our team is available to write to you right now. I'm still here for you. If you want to talk to a person now, someone listens around the clock at the numbers below.",
  },
};
