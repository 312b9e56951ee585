import { z } from "../zod";

const TYPE_NAMES: Record<string, string> = {
  string: "ein Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  boolean: "true oder false",
  array: "eine Liste",
  object: "ein Objekt",
};

function fieldName(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("");
}

/**
 * German messages for every issue a schema does not word itself, so a request
 * with a missing field or a wrong type gets a message a person can read
 * instead of zod's English default (invalid input is answered with a 4xx
 * and a message). Messages a schema names itself win (zod's error precedence:
 * schema, then this per-parse map). Pass it as `safeParse(body, { error: germanIssues })`.
 */
export const germanIssues: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path ?? [];
  if (path.length === 0 && issue.code === "invalid_type") return "Der Anfragekörper muss ein JSON-Objekt sein.";
  if (issue.code === "unrecognized_keys") return `Unbekannte Felder: ${issue.keys.join(", ")}.`;
  const field = `Das Feld „${fieldName(path)}“`;
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${field} fehlt.`;
      return `${field} muss ${TYPE_NAMES[issue.expected] ?? issue.expected} sein.`;
    case "too_big":
      if (issue.origin === "string") return `${field} darf höchstens ${String(issue.maximum)} Zeichen lang sein.`;
      if (issue.origin === "array") return `${field} darf höchstens ${String(issue.maximum)} Einträge haben.`;
      return `${field} darf höchstens ${String(issue.maximum)} sein.`;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? `${field} darf nicht leer sein.`
          : `${field} muss mindestens ${String(issue.minimum)} Zeichen lang sein.`;
      }
      if (issue.origin === "array") return `${field} muss mindestens ${String(issue.minimum)} Einträge haben.`;
      return `${field} muss mindestens ${String(issue.minimum)} sein.`;
    case "invalid_format":
      if (issue.format === "email") return `${field} muss eine gültige E-Mail-Adresse sein.`;
      if (issue.format === "uuid") return `${field} muss eine gültige ID sein.`;
      return `${field} hat ein ungültiges Format.`;
    case "invalid_value":
      return `${field} muss einer dieser Werte sein: ${issue.values.map((v) => String(v)).join(", ")}.`;
    default:
      return `${field} ist ungültig.`;
  }
};

// Control characters other than tab and line breaks, and halves of surrogate
// pairs: nobody types them, and PostgreSQL refuses NUL in text columns.
const UNTYPABLE = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** True when a text holds only characters a person can type (refine with it). */
export function isTypedText(s: string): boolean {
  return !UNTYPABLE.test(s);
}

/** The message when a text fails isTypedText; `subject` names the field ("Der Name"). */
export function untypableMessage(subject: string): string {
  return `${subject} enthält unzulässige Steuerzeichen.`;
}

/** "Der Name darf höchstens 80 Zeichen lang sein." */
export function tooLongMessage(subject: string, max: number): string {
  return `${subject} darf höchstens ${max} Zeichen lang sein.`;
}

/**
 * Text a person must fill in: trimmed, not blank (`missing` says so, also for
 * a value that is no text at all), at most `max` characters, nothing untypable.
 */
export function requiredText(subject: string, missing: string, max: number) {
  return z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, tooLongMessage(subject, max))
    .refine(isTypedText, untypableMessage(subject));
}
