import { fill, type Composer } from "./compose";
import { greetingWord } from "./intents";
import { visitorName } from "./names";
import type { Phrases } from "./phrases";

/** What a greeting depends on: the phrases, the composer, the newest message, whether the coach spoke before, the name. */
export interface GreetingContext {
  p: Phrases;
  composer: Composer;
  newest: string;
  earlier: readonly string[];
  name?: string;
}

/**
 * The greeting of a reply: by name when the newest message gives it, "again" once the conversation has begun,
 * answered in kind ("Servus" gets "Servus", "Moin" gets "Moin").
 */
export function greeting(ctx: GreetingContext): string | undefined {
  const named = ctx.name && visitorName([{ role: "user", content: ctx.newest }]) === ctx.name;
  const fresh = ctx.earlier.length === 0;
  const pool = named
    ? ctx.p.greetNamed.map((g) => fill(g, { name: ctx.name! }))
    : fresh
      ? ctx.p.greet
      : [...ctx.p.greetAgain, ...ctx.p.greet];
  const word = greetingWord(ctx.newest);
  return ctx.composer.pick(word ? [...pool.map((g) => g.replace(/^(Hallo|Hello|Hi)\b/, word)), ...pool] : pool);
}
