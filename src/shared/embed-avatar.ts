/**
 * The avatar shown when the operator has uploaded none: the persona's
 * initials. Kept apart from the settings schema so the widget's loader can
 * use it without bundling zod.
 */
export function personaInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/u)
    .filter((w) => /\p{L}|\p{N}/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, "")][0] ?? "");
  return letters.join("").toLocaleUpperCase("de-DE") || "?";
}
