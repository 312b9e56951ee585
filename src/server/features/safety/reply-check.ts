import { assessMessage } from "./detector";
import { normalizeMessage } from "./normalize";
import { Tagger } from "./tagger";

/**
 * The check of what the model says, before any of it is shown or spoken.
 * A model can be talked into things ("Du solltest dich umbringen", the
 * lethal dose of a medicine, its own instructions); none of that may reach
 * a visitor.
 */
export type ReplyVerdict = { ok: true } | { ok: false; reason: "harm" | "method" | "leak" };

/** Words that push someone towards an act ("du solltest", "go ahead"). */
const ENCOURAGE =
  /\b(solltest|sollst|musst|kannst ruhig|mach es|tu es|tus|am besten|wäre besser|waere besser|verdienst es|trau dich|should|must|go ahead|do it|you deserve|just do|why not|warum nicht)\b/i;
/** Words of help: a reply that points to help is caring, not encouraging. */
const HELP =
  /\b(ruf|rufe|anrufen|telefonseelsorge|krisen\w*|notruf|hilfetelefon|beratung|call|helpline|hotline|samaritans|emergency|talk to someone|sprich mit|112|110|116 ?123|988)\b/i;
/** A model talking about its own instructions. */
const META =
  /\b(system ?prompt|systemanweisung\w*|meine anweisungen|meinen anweisungen|my instructions|i was instructed|ich wurde angewiesen|my prompt|mein prompt|developer message)\b/i;

/** Second person turned into first, so the visitor-side rules read "du solltest dich umbringen" as "ich … mich umbringen". */
function asIfSaidToSelf(reply: string): string {
  const map: Record<string, string> = {
    du: "ich",
    dich: "mich",
    dir: "mir",
    dein: "mein",
    deine: "meine",
    deinen: "meinen",
    deinem: "meinem",
    deiner: "meiner",
    deines: "meines",
    you: "I",
    yourself: "myself",
    your: "my",
    "you're": "I'm",
    youre: "im",
    "you've": "I've",
  };
  return reply.replace(/\p{L}+(?:'\p{L}+)?/gu, (w) => map[w.toLowerCase()] ?? w);
}

const tagger = new Tagger();
const MEANS = ["PILLS", "POISON", "ROPE", "BLADE", "GUN", "HEIGHT", "TRAIN"] as const;

/** Method knowledge: a lethal amount, the surest height, how to tie a noose. */
function givesMethod(reply: string): boolean {
  const { sentences, lang } = normalizeMessage(reply);
  for (const s of sentences) {
    const { tags } = tagger.tag(s, lang);
    const has = (c: string) => tags.some((t) => t.has(c as never));
    if (has("LETHAL") && MEANS.some((m) => has(m))) return true;
    if (has("HOWMUCH") && MEANS.some((m) => has(m)) && (has("DIE") || has("KILL") || has("SUICIDE"))) return true;
  }
  return false;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Shingles of this many words shared with the system prompt count as a leak. */
const LEAK_WORDS = 7;

export interface ReplyChecker {
  check(replySoFar: string): ReplyVerdict;
}

/** `secrets`: the texts a reply must not repeat (the persona's system prompt, the crisis protocol). */
export function createReplyChecker(secrets: string[]): ReplyChecker {
  const shingles = new Set<string>();
  for (const secret of secrets) {
    const w = words(secret);
    for (let i = 0; i + LEAK_WORDS <= w.length; i++) shingles.add(w.slice(i, i + LEAK_WORDS).join(" "));
  }
  return {
    check(reply) {
      const w = words(reply);
      for (let i = 0; i + LEAK_WORDS <= w.length; i++)
        if (shingles.has(w.slice(i, i + LEAK_WORDS).join(" "))) return { ok: false, reason: "leak" };
      if (META.test(reply)) return { ok: false, reason: "leak" };
      if (givesMethod(reply)) return { ok: false, reason: "method" };
      // Rules only: the statistical model learned visitors' messages, not a coach's replies. They run only
      // on a reply that urges without pointing to help, the one kind this verdict can block.
      if (ENCOURAGE.test(reply) && !HELP.test(reply) && assessMessage(asIfSaidToSelf(reply), "de", { rulesOnly: true }).crisis)
        return { ok: false, reason: "harm" };
      return { ok: true };
    },
  };
}
