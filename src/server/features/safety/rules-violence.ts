import { actOnSelf, endsVerb } from "./rules-common";
import type { SentenceView } from "./sentence-view";

/**
 * The crisis rules about violence between people: the writer suffers it ("violence-suffered") or
 * means to hurt or kill someone else ("harm-others"). Each reads one sentence (SentenceView), or
 * two neighbouring ones read as one; rules.ts lists them with their names and levels.
 */

/** The first word of a door forced open ("kick the door in", "tritt die Tür ein", "die Tür einzutreten"). */
const FORCED_ENTRY = /^(kick|kicking|tritt|trit|tuer)$/;

/** Adults a child trusts, who are the most of those who abuse children (as folded: "ae" for "ä"). */
const TRUSTED_ADULT =
  /^(lehrer|lehrerin|trainer|trainerin|coach|onkel|opa|stiefvater|stiefpapa|papa|vater|dad|daddy|father|teacher|uncle|grandad|granddad|grandpa|stepdad|stepfather|nachbar|neighbour|neighbor|pfarrer|priest|cousin|babysitter|tutor|betreuer|erzieher)$/;
/** Pictures asked of a child. */
const IMAGES = /^(pic|pics|pix|foto|fotos|bild|bilder|photo|photos|video|videos|nudes|selfie|selfies)$/;

/** The writer is hit, choked, kicked, raped, locked in or threatened by someone. */
export function violenceSuffered(v: SentenceView): boolean {
  if (v.inMessage("GAME", "MEDIA")) return false;
  const family = (k: number) =>
    v.tagged(k, "PERSON") &&
    /mama|muter|mum|mom|schwester|sister|bruder|brother|kind|kinder|kids|kid|baby|child|son|sohn|tochter|daughter/.test(
      v.word(k),
    );
  const myFamily = v.at("MY").some((m) => family(m + 1) || family(m + 2));
  // "schlägt vor" is "suggests"; "threw hard questions at me" is a figure of speech.
  const hits = v
    .unnegated("HIT")
    .filter(
      (h) =>
        !(
          /^(schlaegt|schlagt|schlug|schlagen)$/.test(v.word(h)) &&
          v.sentence.tokens.slice(h + 1, h + 7).some((t) => t.w === "vor")
        ) &&
        !(
          /^(threw|throws|throw|thrown)$/.test(v.word(h)) &&
          v.sentence.tokens
            .slice(h + 1, h + 5)
            .some((t) => /^(questions?|curveballs?|ideas?|tasks?|work|jokes?|shade|problems?|everything|projects?)$/.test(t.w))
        ),
    );
  for (const h of hits) {
    const subject = v.subjectOf(h);
    const onMe = v.within("ME", h, 4) || myFamily;
    if (subject === "person" && onMe && !v.has("ACCIDENT")) return true;
    // Passive: "ich werde geschlagen", "I was raped", "I get hit".
    const passive =
      /^(ge|g[a-z])|ed$|^(hit|beaten|thrown)$/.test(v.word(h)) &&
      v.sentence.tokens
        .slice(Math.max(0, h - 4), h)
        .some((t) => /^(werde|wurde|wurden|bin|was|got|get|am|being|geworden)$/.test(t.w));
    if (passive && v.has("I") && !v.has("OTHER", "THIRD") && (subject === "self" || subject === "none")) return true;
  }
  const againstMe = v.has("ME") || myFamily;
  if (v.has("INJURY") && ((v.has("PERSON") && (hits.length > 0 || v.has("THREAT"))) || (v.has("FEAR") && v.has("HOME"))))
    return !v.has("ACCIDENT", "ACTIVITY");
  if (v.has("SEXUAL") && againstMe && !v.aboutOthers) return true;
  if (
    v.has("SEXWORD") &&
    v.has("PERSON") &&
    v.has("ME") &&
    (v.has("COERCE", "SECRET", "FEAR", "AGAIN") ||
      v
        .at("SEXWORD")
        .some((s) =>
          /^(fast|fasst|angefast|groping|groped|gropes|touches|touched|cornering|hintern|brueste|busen|butt)$/.test(v.word(s)),
        ))
  )
    return true;
  if (v.has("COERCE") && v.has("SEXWORD") && v.has("ME", "I")) return true;
  if (v.has("SECRET") && v.has("PERSON") && v.has("ME") && v.has("SEXWORD", "HIT", "THREAT", "KILL")) return true;
  // Grooming: an adult the child trusts, a secret, and pictures, touching or a threat ("mein Trainer sagt, das bleibt
  // unser Geheimnis", "my teacher says it's our secret and asked for pics").
  const tokens = v.sentence.tokens;
  if (
    v.has("SECRET") &&
    tokens.some((t) => TRUSTED_ADULT.test(t.w)) &&
    (v.has("SEXWORD", "THREAT", "COERCE") || tokens.some((t) => IMAGES.test(t.w)))
  )
    return true;
  if (
    v.has("THREAT") &&
    (v.has("KILL", "HURT", "HIT", "GUN", "BLADE") || v.at("THREAT").some((t) => /^(stalk|im ded|bin ich tot)/.test(v.word(t)))) &&
    againstMe
  ) {
    if (v.subjectOf(v.at("THREAT")[0]!) !== "self") return true;
  }
  if (v.has("CONFINE") && v.has("ME") && v.has("PERSON")) return true;
  if (v.has("FEAR") && v.has("HOME") && v.has("PERSON", "DRUNK", "HIT", "INJURY") && !v.has("JOB")) return true;
  // Someone at the door, armed, searching: the writer is in danger now.
  if (v.has("DOOR") && v.has("PERSON") && v.has("THREAT", "GUN", "BLADE", "FEAR", "HIT", "DRUNK", "KILL")) return true;
  // Someone forcing the door: "he's trying to kick the door in", "er tritt gerade die Tür ein".
  if (v.at("DOOR").some((d) => FORCED_ENTRY.test(v.word(d)) && v.subjectOf(d) === "person")) return true;
  // "Er hat gedroht / versucht, mich umzubringen", "ich habe Angst, dass er mich umbringt", "er bringt mi um, wenn i zur Polizei gang".
  const act = actOnSelf(v);
  // A weapon at hand or the writer hiding now makes it no figure of speech: "er steht mit dem Messer da und sagt, er
  // bringt mich um", "wenn sie mich findet, bringt sie mich um, ich bin grad im Hof versteckt".
  const hiding = v.has("NOW") && v.sentence.tokens.some((t) => /^(versteckt|hiding)$/.test(t.w));
  if (
    act !== undefined &&
    v.subjectOf(act) === "person" &&
    (v.has("THREAT", "FEAR", "TRY", "BLADE", "GUN") || hiding) &&
    !v.has("LAUGH")
  )
    return true;
  return false;
}

/** The writer means to hurt or kill someone else. */
export function harmsOthers(v: SentenceView): boolean {
  if (v.inMessage("GAME", "MEDIA") || v.has("LAUGH")) return false;
  if (
    v.has("MASS") &&
    v.at("MASS").some((m) => /amok|masaker|blutbad|anschlag|bombe|masacre|shooting|rampage|erschies/.test(v.word(m))) &&
    v.has("WANT", "READY", "THINK", "SWEAR") &&
    !v.has("INFO")
  )
    return true;
  // Poison in a colleague's coffee, cut brakes: harm by stealth, planned.
  if (v.has("SABOTAGE") && v.has("OTHER", "PERSON") && v.has("THINK", "WANT", "READY", "SWEAR", "HURT") && v.has("I"))
    return true;
  // Separable "stech … ab", "tu ihm was an", "bring ihn um": the object is someone else.
  const sep =
    v.at("STECH").some((s) => v.at("AB").some((a) => a > s && a - s <= 5)) ||
    // "ich tu gleich meinem Kind was an": the one harmed may be named ("meinem Kind") as well as a pronoun ("ihm").
    v
      .at("TUN")
      .some((t) => [...v.at("OTHER"), ...v.at("PERSON")].some((o) => o > t && o - t <= 3) && v.has("SOMETHING") && v.has("AN")) ||
    v
      .at("BRING")
      .some((b) => v.at("UM").some((u) => u > b && u - b <= 6 && endsVerb(v, u)) && !v.at("ME").some((m) => m > b && m - b <= 3));
  const victim = sep || v.has("OTHER") || v.at("PERSON").some((p) => !/^(er|he|she|they)$/.test(v.word(p)));
  if (!victim && !v.inMessage("REVENGE")) return false;
  const intent = v.has("READY", "NOW", "SWEAR", "FEAR") || (v.has("WANT", "THINK") && !v.has("COULD")) || v.has("GUN", "BLADE");
  const acts = [...v.unnegated("KILL"), ...v.unnegated("HURT")].filter((k) => !v.within("ME", k, 2) || v.within("OTHER", k, 3));
  if (acts.length === 0 && !sep) {
    // A weapon brought for someone: "Messer eingesteckt, falls ich ihm begegne", "Papas Waffe mit in die Schule".
    const weapon =
      v.has("GUN", "BLADE") &&
      v.has("READY", "GOT") &&
      v.has("I", "PERSON") &&
      v.has("SWEAR", "NOW", "MASS", "IF", "WANT", "KNOWWHERE");
    return weapon && !v.has("ACTIVITY", "ROUTINE", "PRO");
  }
  // Revenge with a weapon, a plan or the victim's whereabouts: "Er wird sich wundern – die Pistole hab ich gefunden".
  if (v.inMessage("REVENGE") && v.inMessage("GUN", "BLADE", "POISON", "KNOWWHERE", "READY", "FIRE", "SABOTAGE", "SWEAR"))
    return true;
  if (v.has("FIRE") && v.has("PERSON", "OTHER", "HOME") && v.has("I", "WANT", "READY", "NOW")) return true;
  // Fear of one's own urges towards a child or the person cared for.
  if (v.has("SELFFEAR", "FEAR") && v.has("I") && (v.has("TRY") || v.has("SELFFEAR"))) return true;
  // "Ich bringe sie um, wenn sie mir die Kinder wegnimmt": a threat in a family conflict is no figure of speech.
  const family = v.sentence.tokens.some((t) => /^(kinder|sorgerecht|scheidung|trenung|kids|custody|divorce)$/.test(t.w));
  if (sep && family && v.has("IF")) return true;
  if (!intent) return false;
  if (acts.length > 0 && !sep && acts.every((k) => v.subjectOf(k) === "person")) return false;
  if (v.has("COULD") && !v.has("READY", "GOT", "GUN", "BLADE", "NOW", "FEAR", "SWEAR")) return false;
  return v.has("I") || v.has("SWEAR", "WANT");
}

/** Someone named or unknown, the writer, and a word of watching, following or tracking. */
const SOMEONE =
  /^(jemand|jemanden|someone|somebody|stranger|fremder|fremde|unbekannter|unbekannte|man|woman|lad|bloke|vermieter|landlord|kundin|kunde|client|customer)$/;
/** A child or a pet that follows the writer everywhere is no stalker. */
const CLINGS =
  /^(kind|kinder|kid|kids|child|son|sohn|tochter|daughter|toddler|kleine|kleiner|baby|hund|dog|katze|cat|puppy|welpe)$/;
/** A device hidden on the writer's things. */
const HIDDEN_DEVICE = /^(airtag|tracker|spy|spyware|stalkerware)$/;
/** The auxiliary of a passive: "ich werde verfolgt", "I'm being followed". */
const PASSIVE = /^(werde|wurde|being)$/;
/** Following someone online is no stalking, unless a tracker or spy app says so. */
const ONLINE =
  /^(insta|instagram|tiktok|twitter|youtube|linkedin|snapchat|twitch|spotify|kanal|channel|acount|account|posts|post|follower|followers|profil|profile|blog)$/;

/**
 * The writer is stalked: someone follows, watches, tracks or waits for them ("der Typ verfolgt mich seit
 * Wochen", "he keeps turning up at my work", "an AirTag in my bag, my ex is the only one who would").
 * Not a thought, a worry or bad luck that "follows" the writer, not following someone online, not a story.
 */
export function stalked(v: SentenceView): boolean {
  if (v.inMessage("GAME", "MEDIA") || v.aboutOthers || v.has("PAST")) return false;
  const tokens = v.sentence.tokens;
  if (tokens.some((t) => CLINGS.test(t.w))) return false;
  const hidden = (m: number) => HIDDEN_DEVICE.test(v.word(m));
  // A tracker, or the word stalking itself: more than following someone online.
  const device = (m: number) => hidden(m) || /^stalk/.test(v.word(m));
  const marks = v.unnegated("STALK").filter((m) => {
    // "Ich werde verfolgt", "I'm being followed": the writer is the subject of a passive, right before it (not "I
    // manage a shop and one of my staff is being followed").
    const passive = (PASSIVE.test(v.word(m)) || PASSIVE.test(v.word(m - 1))) && v.at("I").some((i) => i < m && m - i <= 3);
    const subject = v.subjectOf(m);
    if (subject === "thing" || (subject === "self" && !passive)) return false;
    // A device hidden on the writer's things, or someone who "keeps turning up" ("keps", as words are folded) at the
    // writer's places; else the writer is the one followed: "verfolgt mich".
    if (hidden(m)) return v.has("MY", "ME") && !v.has("OTHER", "THIRD");
    if (v.word(m) === "keps") return v.at("MY").some((k) => k > m && k - m <= 5) && !v.has("OTHER", "THIRD");
    return passive || v.within("ME", m, 4);
  });
  if (marks.length === 0) return false;
  if (!marks.some(device) && tokens.some((t) => ONLINE.test(t.w))) return false;
  // "Der Mann, der mich seit Wochen verfolgt": the person may be named in the sentence before.
  return v.inMessage("PERSON") || tokens.some((t) => SOMEONE.test(t.w));
}
