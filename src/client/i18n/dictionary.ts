import type { Lang } from "../../shared/routes";

/**
 * Typed dictionaries: the German text is the source, and the English one must
 * have exactly the same shape, so a missing key is a type error.
 */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export function defineTexts<const T>(de: T, en: Widen<T>): Record<Lang, Widen<T>> {
  return { de: de as Widen<T>, en };
}
