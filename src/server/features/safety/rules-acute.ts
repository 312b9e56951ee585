import { hasNumberAtLeast } from "./rules-common";
import type { SentenceView } from "./sentence-view";

/**
 * The crisis rules of the level "acute": the writer is in danger now (pills swallowed, bleeding,
 * at a height or on the tracks, saying farewell). Each reads one sentence (SentenceView), or two
 * neighbouring ones read as one; rules.ts lists them with their names and levels.
 */

/** Pills or poison swallowed in a dangerous amount. */
export function ingested(v: SentenceView): boolean {
  if (!v.has("PILLS", "POISON") || !v.has("INGEST")) return false;
  if (v.has("ROUTINE") && !v.has("QTY")) return false;
  const amount =
    v.has("QTY", "POISON") || hasNumberAtLeast(v, 8) || v.at("PILLS").some((p) => /uberdosis|overdose|^od/.test(v.word(p)));
  return amount && !v.aboutOthers && !v.has("HOWMUCH") && v.subjectOf(v.at("INGEST")[0]!) !== "person";
}

/** A time long past in the same sentence: "vor zehn Jahren", "back in 2012", "years ago" (folded tokens). */
const LONG_AGO =
  /\bvor (\w+ )?(jahren|jahrzehnten|jaren)\b|\b(years|yars) ago\b|\bback in\b|\bdamals\b|\bals (teenager|kind|jugendliche\w*)\b/;

/** Words that may stand between a count and the pills counted: "30 von meinen Tabletten", "40 of my sertraline". */
const OF_MINE = /^(von|of|my|meinen|meiner|meine|ihren|seinen|den|dem|der|die|the|these|diesen)$/;

/**
 * Twenty pills or more swallowed by the writer, counted: "Ich hab vor einer Stunde 30 Ibuprofen genommen", "took 40 of
 * my sertraline". No everyday reading of it needs weighing (rules.ts: decisive); "seit 20 Jahren Tabletten" counts
 * years, not pills.
 */
export function ingestedMany(v: SentenceView): boolean {
  // "Vor zehn Jahren hab ich 30 Tabletten genommen" is a crisis long over, for the model and the grade to weigh.
  if (!ingested(v) || v.inMessage("PAST")) return false;
  const tokens = v.sentence.tokens;
  if (LONG_AGO.test(tokens.map((t) => t.w).join(" "))) return false;
  return v.at("PILLS").some((p) => {
    for (let i = Math.max(0, p - 3); i < p; i++) {
      if ((tokens[i]?.number ?? 0) < 20) continue;
      if (tokens.slice(i + 1, p).every((t) => OF_MINE.test(t.w))) return true;
    }
    return false;
  });
}

/** Bleeding from a cut that is deep or will not stop. */
export function bleeding(v: SentenceView): boolean {
  if (v.has("ACCIDENT", "ACTIVITY") || v.aboutOthers) return false;
  const bleeds = v.at("BLOOD").some((b) => /^(blute|blutet|bluten|bled|bleding|bleed)/.test(v.word(b)));
  if (bleeds && v.has("SH", "SH_STRONG", "BLADE", "SEVERE") && v.subjectOf(v.at("BLOOD")[0]!) !== "person") return true;
  // "I've slit my wrist and I'm lying in the bath": a cut to the body, and it will not stop.
  const cut = v.has("SH", "SH_STRONG") || v.at("KILL").some((k) => /^slit/.test(v.word(k)));
  return cut && v.has("SEVERE") && (v.has("ME", "I") || v.near("MY", "BODY", 2));
}

/** At a bridge, on a roof, on the tracks, at an open window with the legs outside, now. */
export function atHeight(v: SentenceView): boolean {
  if (v.has("GAME", "JOB") || v.aboutOthers) return false;
  // A running engine in a closed garage.
  if (v.at("EXHAUST").some((e) => v.word(e) === "garage") && v.at("EXHAUST").some((e) => v.word(e) !== "garage")) return true;
  const present =
    v.at("PRESENT").some((p) => v.subjectOf(p) !== "person" && v.subjectOf(p) !== "thing") &&
    (v.has("I", "ME") || v.at("PRESENT").some((p) => p === 0));
  if (v.has("HEIGHT") && v.has("NOW") && v.has("JUMP", "FAREWELL")) return true;
  // A train that does not stop, or that the writer will not board, is no ordinary wait on the platform.
  if (v.has("TRAIN") && present && v.has("NOT_BOARD")) return true;
  if (v.has("ACTIVITY")) return false;
  if (v.has("HEIGHT") && present) return true;
  if (v.has("HEIGHT_WEAK") && present && (v.has("JUMP") || (v.has("BODY") && v.has("DANGLE")))) return true;
  const onTracks = v
    .at("TRAIN")
    .some((t) => /gleisen|gleise|schiene|tracks|kante|platform|edge/.test(v.word(t)) || /kante|edge/.test(v.word(t + 1)));
  return v.has("TRAIN") && present && (v.has("JUMP", "FRONT") || onTracks || v.has("FAREWELL"));
}

/** Farewells and last things: letters for everyone, belongings given away, "this is my last message". */
export function farewell(v: SentenceView): boolean {
  if (v.has("JOB", "MEDIA") || v.inMessage("GAME") || v.aboutOthers) return false;
  const strong = v
    .at("FAREWELL")
    .some((f) =>
      /abschiedsbrief|abschidsbrief|suicide note|letzte nachricht|lezte nachicht|last mesage|final mesage|wenn ihr das lest|when you read this|schuld|fault/.test(
        v.word(f),
      ),
    );
  if (strong) return true;
  const everyone = v.at("OTHER").some((o) => /^(ale|alen|everyone|everybody)$/.test(v.word(o)));
  // The writer's own death: not "meine Oma ist gestorben, wir konnten uns verabschieden".
  const ownDeath = v.at("DIE").some((d) => v.subjectOf(d) !== "person") || v.has("SUICIDE");
  if (v.has("FAREWELL") && (v.has("FOREVER", "END", "DOIT") || ownDeath || everyone)) return true;
  if (v.has("LETTER") && v.has("FOREVER") && v.self && v.has("OTHER", "PERSON")) return true;
  // A pet handed over for good, letters to the family before "I go tonight".
  if (v.has("PET") && v.has("GIVE") && v.has("FOREVER", "ARRANGED", "DOIT")) return true;
  // Letters, notes or a video made for the family before "I go tonight", a message to everyone; a message written to a
  // friend today is everyday ("Ich hab meinem Freund heute eine fiese Nachricht geschrieben") unless it says farewell.
  const letters = v.at("LETTER").some((l) => !/^(nachricht|nachrichten|message|messages)$/.test(v.word(l)));
  if (
    v.has("LETTER") &&
    v.has("PERSON", "OTHER") &&
    v.has("NOW", "DOIT") &&
    (v.has("FAREWELL", "DIE") || (v.has("READY") && (letters || v.has("OTHER"))))
  )
    return true;
  return v.has("ARRANGED") && v.has("NOW", "FAREWELL", "FOREVER", "DIE", "READY", "DOIT");
}

/** Gas turned on, or a gas cooker, and how it is on. */
const GAS_ON =
  /\b(gas|gasherd|gashahn|gasofen)\b(?: \w+){0,4} (an|on|auf|aufgedreht|angemacht|angedreht|offen|laeuft|lauft)\b|\b(aufgedreht|angemacht|angedreht|turned on|turned|switched on)\b(?: \w+){0,3} (gas|gasherd|gashahn|gasofen)\b/;
/** The room closed: "Fenster zu", "closed all the windows", "Türen abgedichtet". */
const SEALED =
  /\b(fenster|window|windows|tuer|tuere|tueren|door|doors|ritzen)\b(?: \w+){0,2} (zu|geschlosen|closed|shut|abgedichtet|sealed|verklebt|zugeklebt)\b|\b(closed|shut|sealed|zugemacht|abgedichtet)\b(?: \w+){0,3} (window|windows|door|doors|fenster|tueren)\b/;

/** Gas on in a closed room: "Gas is an. Fenster zu. Tschüss", "i turned the gas on and closed all the windows". */
export function gasOn(v: SentenceView): boolean {
  if (v.aboutOthers || v.inMessage("MEDIA", "GAME")) return false;
  const text = v.sentence.tokens.map((t) => t.w).join(" ");
  return GAS_ON.test(text) && SEALED.test(text);
}
