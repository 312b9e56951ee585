import { isFirstName } from "../../features/transcripts/service";

/** The visitor's name, as they gave it in one of their messages. */

/** Capitalised words that follow "ich bin" or "I'm" without being names. */
const NOT_NAMES = new Set(
  [
    // German: jobs, roles, origins, moods, fillers
    "Lehrer Lehrerin Mutter Vater Mama Papa Student Studentin Schüler Schülerin Azubi Rentner Rentnerin Arzt Ärztin",
    "Krankenschwester Pfleger Pflegerin Chef Chefin Mann Frau Single Anfang Mitte Ende Deutsch Deutscher Deutsche",
    "Österreicher Österreicherin Schweizer Schweizerin Fan Teil Meinung Einzige Beste Letzte Erste Neue Mitglied",
    "Nicht Egal Nichts Hier Auch Gerade Total Echt Ganz Sehr Einfach Eigentlich Wieder Immer Noch Schon So",
    // English
    "English German British American Tired Fine Okay Ok Sorry Not Just So Very Really Here Back Done Stressed",
    "Also Nothing Scared Afraid Worried Anxious Sad Lonely Happy Good Great Still Always Never New Going Trying",
    "Feeling Sure Glad Mum Mom Dad Teacher Student Nurse Doctor Single Married Divorced",
    "Lost Fine Down Stuck Broke Late Upset Angry Nervous Alone Sick Ill Busy Bored Exhausted Overwhelmed Confused",
    "Depressed Hurt Shy Ready Awake Home Afraid Unsure Desperate Frustrated Sorry Ok Okay Well Better Worse",
  ]
    .join(" ")
    .split(" "),
);

// Said outright, a name may be typed in lower case.
const OUTRIGHT =
  /(?:^|[^\p{L}])(?:[Ii]ch hei(?:ß|ss)e?|[Mm]ein [Nn]ame ist|[Mm]ei [Nn]ame is|[Nn]enn(?:t)? mich|[Mm]y name is|[Mm]y name's|[Cc]all me|I'm called|I am called)\s+(\p{L}[\p{Ll}'-]+)/u;
// After "ich bin", "I'm" and the like only a capitalised word counts; German may put an article first
// ("ich bin die Lena", Swiss "ich bi d Lena").
const INTRODUCED =
  /(?:^|[^\p{L}])(?:[Ii]ch bin|[Ii]ch bi|[Ii] bin|[Hh]ier ist|[Hh]ier schreibt|I am|I'm|[Tt]his is)\s+(?:(?:die|der|de|d|da)['’]?\s*)?(\p{Lu}[\p{Ll}'-]+)(?=[\s,.!?]|$)/u;

// A message that is only a greeting and "im"/"I'm" with one word, typed in lower case: "hi im sam".
const GREETING_INTRO = /^\s*(?:(?:hi|hey|hello|hallo|moin)[\s,!.]+)?(?:im|i'm|i’m|i am)\s+(\p{L}[\p{L}'-]+)[\s,.!]*$/iu;
// Typed in lower case anywhere ("hallo ich bin tom und …"): only a first name of the transcript redaction's list,
// which leaves out names that are also words ("ich bin froh", "I'm sunny").
const LOWER_INTRO =
  /(?:^|[^\p{L}])(?:ich bin|ich bi|i bin|hier ist|i'm|i’m|im|i am|this is)\s+(?:(?:die|der|de|d|da)['’]?\s*)?(\p{Ll}[\p{Ll}'-]+)(?=[\s,.!?]|$)/iu;

/** The name the visitor gave for themself in any of their messages, the latest one winning. */
export function visitorName(messages: { role: string; content: string }[]): string | undefined {
  let name: string | undefined;
  for (const m of messages) {
    if (m.role !== "user") continue;
    for (const re of [OUTRIGHT, INTRODUCED, GREETING_INTRO, LOWER_INTRO]) {
      const found = re.exec(m.content)?.[1];
      if (!found || found.length < 2) continue;
      const capitalised = found[0]!.toUpperCase() + found.slice(1);
      if (NOT_NAMES.has(capitalised) || (re === LOWER_INTRO && !isFirstName(capitalised))) continue;
      name = capitalised;
      break;
    }
  }
  return name;
}
