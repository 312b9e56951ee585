/**
 * Languages, their locale data, and the one way texts are written for them.
 *
 * Every text that exists per language is a dictionary built with
 * `defineTexts({ de: {...}, en: {...} })`: German is the source, every other
 * language must have exactly its shape. Adding a language to LANGS therefore
 * fails type-checking at every dictionary that lacks it, and at every
 * `Record<Lang, …>` table (LOCALES below, the route table, crisis resources).
 * Placeholders are written `{name}` and filled with `format`.
 */
export const LANGS = ["de", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "de";

/** The language whose texts are the source; the others translate them key for key. */
type SourceLang = "de";

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

export interface Locale {
  /** The primary language subtag ("de"): html lang, hreflang, and the prefix browser voices are matched by. */
  language: string;
  /** The full BCP 47 tag ("de-DE"): Intl number and date formats, speech recognition. */
  tag: string;
  /** The Open Graph locale ("de_DE"). */
  openGraph: string;
  /** The language's name in itself, as the language switch shows it. */
  name: string;
}

export const LOCALES = {
  de: { language: "de", tag: "de-DE", openGraph: "de_DE", name: "Deutsch" },
  en: { language: "en", tag: "en-GB", openGraph: "en_GB", name: "English" },
} as const satisfies Record<Lang, Locale>;

/** The literal types of the source texts widened to what a translation may hold. */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** A dictionary as written: the source language's texts, and every other language with the same keys. */
export type Translations<T> = { readonly [L in SourceLang]: T } & { readonly [L in Exclude<Lang, SourceLang>]: Widen<T> };

/**
 * Declares a dictionary, indexed as `texts[lang].key`. A missing language, a
 * missing key or a key the source does not have is a type error.
 */
export function defineTexts<const T>(texts: Translations<T>): Record<Lang, Widen<T>> {
  return texts as Record<Lang, Widen<T>>;
}

/**
 * Fills `{placeholder}`s: `format("{n} von 5 Sternen", { n: 3 })`. Every
 * occurrence is filled; a placeholder without a value stays as written, and
 * values are inserted literally (no `$&` patterns).
 */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = values[key];
    return value === undefined ? placeholder : String(value);
  });
}
