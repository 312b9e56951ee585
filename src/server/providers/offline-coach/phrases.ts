import { PHRASES_DE } from "./phrases-de";
import { PHRASES_EN } from "./phrases-en";
import type { Phrases } from "./phrase-types";

export type { Phrases } from "./phrase-types";

export function phrases(lang: "de" | "en"): Phrases {
  return lang === "de" ? PHRASES_DE : PHRASES_EN;
}
