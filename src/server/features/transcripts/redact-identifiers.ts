import {
  AFTER_RELATION_NAME,
  BIRTH_AFTER,
  BIRTH_BEFORE,
  DATE,
  EMAIL,
  helpLineSet,
  IBAN,
  isOrdinary,
  NAMES,
  NATIONALITY,
  PHONE,
  PHONE_CUE,
  phoneDigits,
  PLACE_CUE,
  PLACE_LIST,
  PLACES,
  POSTCODE_CUE,
  POSTCODE_TOWN,
  RELATION,
  SOFT_INTRO,
  STREET_DE,
  STREET_EN,
  STRONG_INTRO,
  TITLE,
  TITLES,
  UK_POSTCODE,
  WORD,
} from "./identifier-patterns";

/**
 * Replaces what identifies a person in a transcript turn by a placeholder
 * before the turn is stored (decision 041): names, e-mail addresses, phone
 * numbers, IBANs, street addresses and postcodes, dates of birth and the
 * places people say they live in or come from. Rules and word lists, no
 * model: the same text always gives the same result, and a miss can be
 * explained. Help-line and emergency numbers stay, because they are the
 * coach's resources and nobody's personal data.
 */

export { isFirstName } from "./identifier-patterns";

export type IdentifierKind = "name" | "email" | "phone" | "iban" | "address" | "birthdate" | "place";

export const PLACEHOLDERS: Record<IdentifierKind, string> = {
  name: "[Name]",
  email: "[E-Mail]",
  phone: "[Telefon]",
  iban: "[IBAN]",
  address: "[Adresse]",
  birthdate: "[Geburtsdatum]",
  place: "[Ort]",
};

export interface IdentifierSpan {
  kind: IdentifierKind;
  start: number;
  end: number;
}

interface Candidate extends IdentifierSpan {
  /** Higher wins an overlap: exact formats first, then cues, then list matches. */
  rank: number;
}

// ---------------------------------------------------------------- the redactor

function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    yield m;
  }
}

/** Start and end of capture group `g`, when it took part. */
function groupSpan(m: RegExpExecArray, g: number): [number, number] | undefined {
  return m.indices?.[g];
}

/** A name after a cue (groups `first` and `second`): the first word, and a capitalised second word when it is no ordinary word either. */
function nameAfterCue(out: Candidate[], m: RegExpExecArray, first: number, second: number, rank: number) {
  const a = groupSpan(m, first);
  if (!a || isOrdinary(m[first]!) || PLACES.has(m[first]!)) return;
  const b = groupSpan(m, second);
  const end = b && !isOrdinary(m[second]!) && !PLACES.has(m[second]!) ? b[1] : a[1];
  out.push({ kind: "name", start: a[0], end, rank });
}

export interface IdentifierRedactor {
  /** Where the identifiers are, in order, without overlaps; names made only of `keepNames` words stay (the persona's name). */
  find: (text: string, keepNames?: readonly string[]) => IdentifierSpan[];
  /** The text with every identifier replaced by its placeholder. */
  redact: (text: string, keepNames?: readonly string[]) => string;
}

/**
 * `keepNumbers`: phone numbers that stay, the crisis resources the coach names (built in and the operator's own);
 * the well-known help lines of word-lists/help-lines.json always stay.
 */
export function createIdentifierRedactor({ keepNumbers = [] }: { keepNumbers?: readonly string[] } = {}): IdentifierRedactor {
  const keep = helpLineSet(keepNumbers);

  function candidates(text: string): Candidate[] {
    const out: Candidate[] = [];
    const add = (kind: IdentifierKind, start: number, end: number, rank: number) => {
      if (end > start) out.push({ kind, start, end, rank });
    };

    for (const m of matches(EMAIL, text)) add("email", m.index, m.index + m[0].length, 100);
    for (const m of matches(IBAN, text)) {
      const compact = m[0].replace(/\s/g, "");
      if (compact.length >= 15 && /^[A-Z]{2}$/i.test(compact.slice(0, 2)) && (compact.match(/\d/g) ?? []).length >= 12)
        add("iban", m.index, m.index + m[0].length, 90);
    }

    for (const m of matches(DATE, text)) {
      const before = text.slice(Math.max(0, m.index - 48), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
      const trimmed = m[0].replace(/[\s,]+$/, "");
      if (BIRTH_BEFORE.test(before) || BIRTH_AFTER.test(after)) add("birthdate", m.index, m.index + trimmed.length, 80);
    }

    for (const m of matches(PHONE, text)) {
      const raw = m[0];
      const digits = phoneDigits(raw);
      if (digits.length < 6 || digits.length > 16) continue;
      if (/^\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}$/.test(raw)) continue; // a date
      if (/^(?:19|20)\d{2}\s?[-/]\s?(?:19|20)?\d{2}$/.test(raw)) continue; // a span of years
      if (keep.has(digits)) continue;
      add("phone", m.index, m.index + raw.length, 70);
    }
    for (const m of matches(PHONE_CUE, text)) {
      const span = groupSpan(m, 1);
      if (!span) continue;
      const digits = phoneDigits(m[1]!);
      if (digits.length >= 6 && !keep.has(digits)) add("phone", span[0], span[1], 70);
    }

    for (const m of matches(STREET_DE, text)) {
      if (m[1] && isOrdinary(m[1])) continue;
      add("address", m.index, m.index + m[0].length, 60);
    }
    for (const m of matches(STREET_EN, text)) add("address", m.index, m.index + m[0].length, 60);
    for (const m of matches(UK_POSTCODE, text)) add("address", m.index, m.index + m[0].length, 60);
    for (const m of matches(POSTCODE_TOWN, text)) {
      const [, country, code, town] = m;
      const fiveDigits = code!.length === 5;
      const known = PLACES.has(town!);
      if (known || country || (fiveDigits && !isOrdinary(town!))) add("address", m.index, m.index + m[0].length, 60);
    }
    for (const m of matches(POSTCODE_CUE, text)) {
      const span = groupSpan(m, 1);
      if (span) add("address", span[0], span[1], 60);
    }

    for (const m of matches(TITLE, text)) {
      if (m[1] && !NAMES.has(m[2]!)) continue; // "meine Frau Sorgen …": a relation, not a title
      nameAfterCue(out, m, 2, 3, 55);
    }
    for (const m of matches(STRONG_INTRO, text)) nameAfterCue(out, m, 1, 2, 55);
    for (const m of matches(SOFT_INTRO, text)) {
      const first = m[1]!;
      if (!NAMES.has(first) && NATIONALITY.test(first)) continue;
      nameAfterCue(out, m, 1, 2, 50);
    }
    for (const m of matches(RELATION, text)) {
      const first = m[1]!;
      const rest = text.slice(groupSpan(m, 1)![1]);
      if (TITLES.has(first)) continue; // "mein Chef Herr Meier": the title rule finds the name
      const english = /^(?:my|his|her|our)\s/i.test(m[0]); // English writes nothing but names with a capital there
      if (!NAMES.has(first) && !english && !AFTER_RELATION_NAME.test(rest)) continue;
      nameAfterCue(out, m, 1, 2, 50);
    }
    for (const m of matches(WORD, text)) {
      const w = m[0];
      const stem = w.replace(/(?:'s|’s|s|')$/, "");
      const parts = w.split("-");
      if (!(NAMES.has(w) || (stem !== w && NAMES.has(stem)) || (parts.length > 1 && NAMES.has(parts[0]!)))) continue;
      let end = m.index + w.length;
      const next = /^\s+(\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?)/u.exec(text.slice(end));
      if (next && !isOrdinary(next[1]!) && !PLACES.has(next[1]!)) end += next[0].length;
      add("name", m.index, end, 40);
    }

    for (const m of matches(PLACE_CUE, text)) {
      const g = m.findIndex((v, i) => i > 0 && v);
      if (g < 1) continue;
      const value = m[g]!;
      if (isOrdinary(value) && !PLACES.has(value)) continue;
      const [start, end] = groupSpan(m, g)!;
      add("place", start, end, 50);
    }
    for (const m of matches(PLACE_LIST, text)) add("place", m.index, m.index + m[0].length, 30);
    return out;
  }

  function find(text: string, keepNames: readonly string[] = []): IdentifierSpan[] {
    const kept = new Set(keepNames.flatMap((n) => n.split(/\s+/)).filter(Boolean));
    const isKept = (c: Candidate) =>
      c.kind === "name" &&
      text
        .slice(c.start, c.end)
        .split(/\s+/)
        .every((w) => kept.has(w));
    const chosen: IdentifierSpan[] = [];
    const sorted = candidates(text)
      .filter((c) => !isKept(c))
      .sort((a, b) => b.rank - a.rank || b.end - b.start - (a.end - a.start) || a.start - b.start);
    for (const c of sorted) {
      if (chosen.some((s) => c.start < s.end && s.start < c.end)) continue;
      chosen.push({ kind: c.kind, start: c.start, end: c.end });
    }
    chosen.sort((a, b) => a.start - b.start);
    // "Anna Maria", "Jonas Becker" found as two names become one.
    const merged: IdentifierSpan[] = [];
    for (const s of chosen) {
      const last = merged.at(-1);
      if (last && last.kind === s.kind && s.kind === "name" && /^[\s-]*$/.test(text.slice(last.end, s.start))) last.end = s.end;
      else merged.push({ ...s });
    }
    return merged;
  }

  function redact(text: string, keepNames: readonly string[] = []): string {
    let out = "";
    let at = 0;
    for (const s of find(text, keepNames)) {
      out += text.slice(at, s.start) + PLACEHOLDERS[s.kind];
      at = s.end;
    }
    return out + text.slice(at);
  }

  return { find, redact };
}
