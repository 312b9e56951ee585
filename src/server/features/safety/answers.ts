import type { Lang } from "#shared/routes";
import { speakablePhoneNumbers, type CrisisResourceView, type RiskLevel } from "#shared/safety";

/** The fixed answer to a crisis message: text to show, text to speak, and the resources it names (as links). */
export interface CrisisAnswer {
  level: RiskLevel;
  text: string;
  /** The same text with every number spelled digit by digit, for the voice. */
  spoken: string;
  resources: CrisisResourceView[];
}

/** Opening words per risk level. `{emergency}` and `{police}` are filled with the numbers of the visitor's first country. */
const OPENING: Record<RiskLevel, Record<Lang, string>> = {
  acute: {
    de: "Bitte ruf jetzt sofort den Notruf {emergency} an – das klingt nach akuter Gefahr, und du brauchst jetzt Hilfe von Menschen vor Ort. Wenn du kannst, sag jemandem in deiner Nähe Bescheid und bleib nicht allein. Ich bin eine KI und kann dir in dieser Lage nicht so helfen, wie du es brauchst.",
    en: "Please call the emergency number {emergency} right now – this sounds like immediate danger, and you need help from people who can be with you now. If you can, tell someone near you and don't stay alone. I am an AI and can't help you in this situation the way you need.",
  },
  suicidal: {
    de: "Ich höre, wie schwer es gerade für dich ist, und ich bin froh, dass du es aussprichst. Ich bin eine KI und kann dir in dieser Lage nicht so helfen, wie du es verdienst – bitte sprich jetzt mit einem Menschen.",
    en: "I hear how hard things are for you right now, and I'm glad you said it. I am an AI and can't help you in this situation the way you deserve – please talk to a person now.",
  },
  "self-harm": {
    de: "Danke, dass du mir das anvertraust. Wenn der Druck so groß wird, dass du dich verletzt, verdienst du Unterstützung von einem Menschen, der dir zuhört. Ich bin eine KI und kann das nicht ersetzen.",
    en: "Thank you for trusting me with this. When the pressure gets so strong that you hurt yourself, you deserve support from a person who listens. I am an AI and can't replace that.",
  },
  "violence-suffered": {
    de: "Was du beschreibst, ist Gewalt, und es ist nicht deine Schuld. Du musst das nicht allein tragen. Ich bin eine KI – bitte wende dich an Menschen, die dir helfen können.",
    en: "What you describe is violence, and it is not your fault. You don't have to carry this alone. I am an AI – please turn to people who can help you.",
  },
  "harm-others": {
    de: "Ich merke, dass gerade sehr viel Wut oder Druck in dir ist. Bitte geh jetzt auf Abstand: Verlass die Situation und leg alles weg, womit jemand verletzt werden könnte. Ich bin eine KI und kann dir dabei nicht so helfen, wie ein Mensch es kann.",
    en: "I can tell there is a lot of anger or pressure in you right now. Please step away now: leave the situation and put away anything someone could be hurt with. I am an AI and can't help you with this the way a person can.",
  },
};

/** Acute danger from another person ("er steht gerade mit dem Messer vor der Tür"): the police first. */
const OPENING_VIOLENCE_NOW: Record<Lang, string> = {
  de: "Bitte ruf jetzt sofort die Polizei unter {police} oder den Notruf {emergency} an – das klingt nach akuter Gefahr durch einen anderen Menschen. Wenn du kannst, bring dich an einen sicheren Ort und bleib nicht allein. Ich bin eine KI und kann dir in dieser Lage nicht so helfen, wie du es brauchst.",
  en: "Please call the police on {police} or the emergency number {emergency} right now – this sounds like immediate danger from another person. If you can, get to a safe place and don't stay alone. I am an AI and can't help you in this situation the way you need.",
};

/**
 * Acute danger to or for another person through the writer ("ich steh mit dem Messer vor seiner Tür", "I shook
 * my baby and now he's really quiet"): the emergency number first, then what keeps that person safe, whichever of
 * the two it is.
 */
const OPENING_OTHER_NOW: Record<Lang, string> = {
  de: "Bitte ruf jetzt sofort den Notruf {emergency} an – das klingt danach, dass ein anderer Mensch gerade in Gefahr oder verletzt ist. Ist jemand verletzt, bleib bei ihm und sag am Telefon genau, was passiert ist. Fürchtest du, jemandem etwas anzutun, geh jetzt auf Abstand und leg alles weg, womit jemand verletzt werden könnte. Ich bin eine KI und kann in dieser Lage nicht so helfen, wie es jetzt nötig ist.",
  en: "Please call the emergency number {emergency} right now – this sounds like another person is in danger or hurt. If someone is hurt, stay with them and tell the call handler exactly what happened. If you fear you will hurt someone, step away now and put away anything someone could be hurt with. I am an AI and can't help in this situation the way it needs now.",
};

/** The closing sentence: when to call the emergency number or the police. */
const CLOSING: Record<RiskLevel, Record<Lang, string>> = {
  acute: { de: "", en: "" },
  suicidal: {
    de: "Wenn du in akuter Gefahr bist, ruf bitte sofort den Notruf {emergency}.",
    en: "If you are in immediate danger, please call the emergency number {emergency} right away.",
  },
  "self-harm": {
    de: "Wenn eine Wunde tief ist oder stark blutet, ruf bitte sofort den Notruf {emergency}.",
    en: "If a wound is deep or bleeding heavily, please call the emergency number {emergency} right away.",
  },
  "violence-suffered": {
    de: "Wenn du gerade in Gefahr bist, ruf bitte sofort die Polizei unter {police} oder den Notruf {emergency}.",
    en: "If you are in danger right now, please call the police on {police} or the emergency number {emergency} right away.",
  },
  "harm-others": {
    de: "Wenn jemand in Gefahr ist, ruf sofort die Polizei unter {police} oder den Notruf {emergency}.",
    en: "If anyone is in danger, call the police on {police} or the emergency number {emergency} right away.",
  },
};

const LINES_INTRO: Record<RiskLevel, Record<Lang, string>> = {
  acute: {
    de: "Danach und jederzeit kannst du mit jemandem reden:",
    en: "After that, and at any time, you can talk to someone:",
  },
  suicidal: { de: "Hier hört dir jemand zu, rund um die Uhr:", en: "Someone will listen to you here, around the clock:" },
  "self-harm": { de: "Hier hört dir jemand zu:", en: "Someone will listen to you here:" },
  "violence-suffered": { de: "Hier bekommst du Hilfe und Beratung:", en: "You can get help and advice here:" },
  "harm-others": { de: "Reden kannst du rund um die Uhr hier:", en: "You can talk to someone around the clock here:" },
};

/**
 * The same for a young writer, whose youth line comes first: it is not open around the clock everywhere
 * (Nummer gegen Kummer: Monday to Saturday, 2 to 8 pm), and each line's note says when it is.
 */
const LINES_INTRO_YOUNG: Record<RiskLevel, Record<Lang, string>> = {
  acute: { de: "Danach kannst du mit jemandem reden:", en: "After that, you can talk to someone:" },
  suicidal: { de: "Hier hört dir jemand zu:", en: "Someone will listen to you here:" },
  "self-harm": LINES_INTRO["self-harm"],
  "violence-suffered": LINES_INTRO["violence-suffered"],
  "harm-others": { de: "Reden kannst du hier:", en: "You can talk to someone here:" },
};

const UNKNOWN_EMERGENCY: Record<Lang, string> = {
  de: "deines Landes (112 in Europa, 911 in den USA und Kanada)",
  en: "of your country (112 in Europe, 911 in the US and Canada)",
};

/** Dropped when the police have no number of their own. */
const POLICE_CLAUSE: Record<Lang, RegExp> = { de: /die Polizei unter \{police\} oder /, en: /the police on \{police\} or / };

const DIRECTORY: Record<Lang, string> = {
  de: "Krisentelefone in deinem Land findest du unter {url}.",
  en: "You can find crisis lines in your country at {url}.",
};

/** Region names per language, made once: making the formatter costs more than using it. */
const REGION_NAMES: Record<Lang, Intl.DisplayNames> = {
  de: new Intl.DisplayNames(["de"], { type: "region" }),
  en: new Intl.DisplayNames(["en"], { type: "region" }),
};

/** "In Österreich", "In der Schweiz", "In the UK". */
function inCountry(code: string, lang: Lang): string {
  const special: Record<string, Record<Lang, string>> = {
    CH: { de: "In der Schweiz", en: "In Switzerland" },
    US: { de: "In den USA", en: "In the US" },
    GB: { de: "Im Vereinigten Königreich", en: "In the UK" },
    NL: { de: "In den Niederlanden", en: "In the Netherlands" },
    TR: { de: "In der Türkei", en: "In Turkey" },
  };
  if (special[code]) return special[code][lang];
  const name = REGION_NAMES[lang].of(code) ?? code;
  return `In ${name}`;
}

function joinPhones(phones: string[], lang: Lang): string {
  if (phones.length <= 1) return phones.join("");
  const or = lang === "de" ? " oder " : " or ";
  return `${phones.slice(0, -1).join(", ")}${or}${phones.at(-1)}`;
}

function describe(r: CrisisResourceView, lang: Lang): string {
  const note = r.note ? ` (${r.note})` : "";
  return `${r.name} ${joinPhones(r.phones, lang)}${note}`;
}

/** The lines, grouped by country when there are several ("In Österreich: …"). */
function linesSentence(lines: CrisisResourceView[], lang: Lang): string {
  const countries = [...new Set(lines.map((r) => r.country))];
  if (countries.length <= 1) return `${lines.map((r) => describe(r, lang)).join("; ")}.`;
  return countries
    .map((c, i) => {
      const list = lines
        .filter((r) => r.country === c)
        .map((r) => describe(r, lang))
        .join("; ");
      return i === 0 ? `${list}.` : `${inCountry(c, lang)}: ${list}.`;
    })
    .join(" ");
}

/**
 * The caring, fixed answer for a crisis: what to do first for this risk, the
 * lines that fit it, when to call the emergency number. Given once per risk
 * level in a conversation; later turns are careful-mode replies (protocol.ts).
 * `young`: the visitor writes as a young person, and the resources name their youth line first.
 */
export function crisisAnswer(
  levels: readonly RiskLevel[],
  lang: Lang,
  resources: CrisisResourceView[],
  young = false,
): CrisisAnswer {
  const level = levels[0] ?? "suicidal";
  const emergencyNumber = resources.find((r) => r.kind === "emergency")?.phones[0];
  const policeNumber = resources.find((r) => r.kind === "police")?.phones[0];
  // Without the visitor's country there is no one number; name the two that cover most visitors.
  const emergency = emergencyNumber ?? UNKNOWN_EMERGENCY[lang];
  const fill = (t: string) => {
    const withPolice = policeNumber && policeNumber !== emergencyNumber ? t : t.replace(POLICE_CLAUSE[lang], "");
    return withPolice.replaceAll("{emergency}", emergency).replaceAll("{police}", policeNumber ?? "");
  };

  const lines = resources.filter((r) => r.phones.length > 0 && r.kind !== "emergency" && r.kind !== "police");
  const directory = resources.find((r) => r.kind === "directory" && r.url);
  const opening =
    level !== "acute"
      ? OPENING[level]
      : levels.includes("violence-suffered")
        ? OPENING_VIOLENCE_NOW
        : levels.includes("harm-others")
          ? OPENING_OTHER_NOW
          : OPENING.acute;
  const parts: string[] = [fill(opening[lang])];
  const intro = (young ? LINES_INTRO_YOUNG : LINES_INTRO)[level][lang];
  if (lines.length > 0) parts.push(`${intro} ${linesSentence(lines, lang)}`);
  if (directory) parts.push(DIRECTORY[lang].replace("{url}", directory.url!.replace(/^https?:\/\//, "")));
  const closing = CLOSING[level][lang];
  if (closing) parts.push(fill(closing));
  const text = parts.join(" ");
  const phones = resources.flatMap((r) => r.phones);
  return { level, text, spoken: speakablePhoneNumbers(text, lang, [...phones, "112", "911"]), resources };
}
