import { defineTexts, type Lang } from "./i18n";

/**
 * Risk levels of the crisis check, from the most urgent. Each level decides
 * which help the answer names first:
 * - `acute`: an act in progress or imminent (pills taken, bleeding, standing
 *   on a bridge, means ready for tonight): the emergency number first.
 * - `suicidal`: thoughts of suicide or of being better off dead: crisis lines.
 * - `self-harm`: injuring oneself without the wish to die: crisis lines.
 * - `violence-suffered`: the visitor is being hurt or threatened by someone:
 *   violence helplines, police and emergency numbers in danger.
 * - `harm-others`: the visitor may hurt someone else: step away, emergency
 *   numbers or crisis lines.
 */
export const RISK_LEVELS = ["acute", "suicidal", "self-harm", "violence-suffered", "harm-others"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** One number or address a person in crisis can turn to. */
export interface CrisisResource {
  /** Stable id, so an operator's list can replace an entry of the built-in one. */
  id: string;
  /** ISO 3166-1 alpha-2 country this resource serves, or "INT" for an international directory. */
  country: string;
  /** Risk levels this resource is named for. */
  levels: RiskLevel[];
  /** `emergency` numbers are named first for acute danger; the rest follow in list order. */
  kind: "emergency" | "police" | "crisis-line" | "violence-line" | "directory" | "workplace";
  /**
   * `young`: a line for children and young people (Nummer gegen Kummer, Rat auf Draht, Pro Juventute), named only
   * when the visitor writes as a young person, and then first of the lines.
   */
  audience?: "young";
  name: Record<Lang, string>;
  /** Numbers as they are dialled and shown, digits grouped with spaces ("0800 111 0 111"); the first is named first. */
  phones?: string[];
  /** A web address, for directories and chat services. */
  url?: string;
  /** Short note such as opening hours ("rund um die Uhr, kostenlos"). */
  note?: Record<Lang, string>;
}

/** A resource as the chat sends it to the page: texts in the page's language. */
export interface CrisisResourceView {
  id: string;
  kind: CrisisResource["kind"];
  country: string;
  name: string;
  /** Numbers as shown; link each with `telHref`. */
  phones: string[];
  url?: string;
  note?: string;
  /** A line for children and young people, not open around the clock everywhere (its note says when). */
  audience?: "young";
}

/** The `tel:` target of a displayed number: its digits, with + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** How a voice says a phone number: "+" and the digits 0 to 9. */
const SPOKEN_NUMBERS = defineTexts({
  de: { plus: "plus", digits: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"] },
  en: { plus: "plus", digits: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] },
});

/**
 * Phone numbers spelled digit by digit for a voice, groups separated by a
 * comma so the voice pauses ("0800 111 0 111" → "null acht null null, eins
 * eins eins, null, eins eins eins"). A voice reads "112" as "hundertzwölf"
 * otherwise, and a person in crisis must be able to dial what they hear.
 * Numbers that are not phone-like (years, "3 Sätze") stay as they are.
 */
export function speakablePhoneNumbers(text: string, lang: Lang, phones: readonly string[]): string {
  let out = text;
  // Longest first, so "0800 111 0 111" is not spelled as "111" inside it.
  const words = SPOKEN_NUMBERS[lang];
  for (const phone of [...phones].sort((a, b) => b.length - a.length)) {
    const spoken = phone
      .replace(/^\+/, `${words.plus} `)
      .split(/[\s-]+/)
      .map((group) => group.replace(/\d/g, (d) => ` ${words.digits[Number(d)]}`).trim())
      .join(", ");
    out = out.split(phone).join(spoken);
  }
  return out;
}
