/**
 * Texts for coaching a visitor who helps someone else in danger. {P}, {Pacc}
 * and {Pdat} are the person ("deine Freundin", "deiner Freundin"; English
 * uses one form). A step's core completes a lead like a topic's tip; `why`
 * may follow as a second sentence; `keys` (folded) make a step the answer to
 * a message that asks about it.
 */

export interface SupportStep {
  core: string;
  why?: string;
  keys: string;
  /** Asked about, it goes before the other steps asked about ("what if he gets angry when I say it?"). */
  first?: boolean;
}

export interface SupportTexts {
  label: string;
  opens: string[];
  asks: string[];
  /** Small next steps after thanks or a recalled step: never "try it by tomorrow" here. */
  steps: string[];
  /** The danger is now: call 112. */
  now: string[];
  /** The same with the visitor's words, when the others were said. */
  nowMirror: string;
  /** The person cannot be reached after a warning: have someone check on them. */
  unreachable: string[];
  suicide: SupportStep[];
  violence: SupportStep[];
}

const KEYS = {
  start: "anfang|ansprech|sprech|frag|sagen|sag ich|reden|gesprach|start|bring|ask|say|talk|approach",
  listen: "falsch|zuhor|reagier|trost|wrong|listen|react|comfort",
  secret: "geheim|niemand|verspr|verrat|erzahl|secret|promise|tell anyone|nobody|anyone else",
  help: "hilfe|arzt|therap|profi|beratung|klinik|help|doctor|therap|professional|counsel",
  stay: "allein|bleib|nacht|wochenende|alone|stay|night|weekend",
  self: "ich selbst|mir geht|kraft|schaff|uberford|kann nicht mehr|myself|i can'?t cope|exhausted|drained|too much for me",
  report: "jugendamt|polizei|melden|anzeige|amt|police|report|authorit|social services",
  proof: "beweis|beobacht|sicher bin|nicht sicher|proof|evidence|not sure|noticed",
  pushback:
    "wutend|sauer|abblock|abwimmel|abwink|leugn|abstreit|geht mich nichts an|will nicht (daruber )?reden|lacht|angry|mad at me|\\bmad\\b|denies|deny|brush|none of my business|won'?t talk|doesn'?t want to talk|shuts? (me )?out|laughs? it off",
};

export const SUPPORT_TEXTS: Record<"de" | "en", SupportTexts> = {
  de: {
    label: "deine Sorge um {Pacc}",
    opens: [
      "Es ist gut, dass du für {Pacc} da sein willst, und ich helfe dir dabei.",
      "Ich merke, wie sehr du dir Sorgen um {Pacc} machst, und das zeigt, wie aufmerksam du bist.",
      "Ich verstehe, dass dich die Lage mit {Pdat} gerade sehr mitnimmt.",
      "Ich finde, du machst schon viel richtig, indem du {Pdat} beistehen willst.",
      "Ich bleibe mit dir dran, damit {P} gut unterstützt wird.",
      "Ich höre, wie viel Verantwortung du für {Pacc} spürst.",
    ],
    asks: [
      "Wann könntest du {Pacc} in Ruhe darauf ansprechen?",
      "Weißt du, ob {P} schon professionelle Unterstützung hat?",
      "Wer könnte dich und {Pacc} dabei noch unterstützen?",
      "Was macht dir bei diesem Gespräch am meisten Sorgen?",
      "Wie geht es dir selbst gerade mit all dem?",
      "Was brauchst du, um den nächsten Schritt zu gehen?",
    ],
    steps: [
      "Du musst das nicht allein tragen, und du darfst dir jederzeit selbst Hilfe holen.",
      "Wenn sich die Lage zuspitzt, ist die 112 immer der richtige Weg.",
      "Ich bin weiter für dich da, wenn du den nächsten Schritt besprechen willst.",
    ],
    now: [
      "Wenn {P} gerade jetzt in Gefahr ist, bitte ich dich, sofort die 112 zu rufen und bei {Pdat} oder am Telefon zu bleiben, bis Hilfe da ist.",
      "Das klingt für mich akut, deshalb ruf bitte jetzt die 112, auch wenn du dir nicht ganz sicher bist.",
      "Ich bitte dich, jetzt die 112 zu wählen und klar zu sagen, dass {P} in Gefahr sein könnte.",
      "Wenn es gerade ernst ist, zählt jede Minute, also ruf die 112, und ich bleibe hier bei dir.",
    ],
    nowMirror: "Du schreibst „{said}“, und deshalb rate ich dir, jetzt die 112 zu rufen.",
    unreachable: [
      "Wenn {P} nach solchen Nachrichten nicht erreichbar ist, ruf bitte jetzt die 112 oder die Polizei an und bitte darum, dass jemand nach {Pdat} sieht.",
      "Nach so einer Nachricht nicht erreichbar zu sein, ist ein Warnzeichen: Ruf bitte die 112 oder die Polizei an und sag, wo {P} sein könnte.",
    ],
    suicide: [
      {
        core: "ruhig zu bleiben, wenn {P} gereizt reagiert oder abwinkt, zu sagen, dass du fragst, weil dir {P} wichtig ist, und die Tür offen zu lassen: „Ich bin da, wann immer du reden willst.“",
        why: "Versuch es später noch einmal; wenn du weiter glaubst, dass {P} in Gefahr ist, hol dir Hilfe, auch ohne Einverständnis.",
        keys: KEYS.pushback,
        first: true,
      },
      {
        core: "{Pacc} in einem ruhigen Moment direkt und ruhig zu fragen: „Denkst du daran, dir das Leben zu nehmen?“",
        why: "Diese Frage erhöht das Risiko nicht, sie entlastet oft sogar, weil endlich jemand hinschaut.",
        keys: KEYS.start,
      },
      {
        core: "vor allem zuzuhören, ohne zu bewerten oder schnell Lösungen anzubieten, und zu sagen: „Danke, dass du mir das erzählst.“",
        why: "Sätze wie „Anderen geht es noch schlechter“ verletzen eher, auch wenn sie gut gemeint sind.",
        keys: KEYS.listen,
      },
      {
        core: "keine Verschwiegenheit zu versprechen und ehrlich zu sagen: „Ich behalte das nicht für mich, weil ich will, dass du Hilfe bekommst.“",
        keys: KEYS.secret,
      },
      {
        core: "{Pdat} zu helfen, professionelle Hilfe zu erreichen, etwa die Hausarztpraxis, einen Krisendienst oder die Telefonseelsorge, und anzubieten, beim Anruf dabei zu sein",
        keys: KEYS.help,
      },
      {
        core: "{Pacc} nicht allein zu lassen, wenn du dir um die nächsten Stunden Sorgen machst, oder dafür zu sorgen, dass jemand anderes da ist",
        why: "Wenn {P} in akuter Gefahr ist, ruf die 112.",
        keys: KEYS.stay,
      },
      {
        core: "auch auf dich zu achten und dir selbst jemanden zu suchen, mit dem du über all das sprechen kannst",
        why: "Du kannst da sein und Hilfe holen, aber du bist nicht allein für das Leben eines anderen Menschen verantwortlich.",
        keys: KEYS.self,
      },
    ],
    violence: [
      {
        core: "{Pdat} ruhig zuzuhören, ohne auszufragen, und zu sagen: „Gut, dass du mir das erzählst, du bist nicht schuld.“",
        keys: KEYS.start,
      },
      {
        core: "nichts zu versprechen, was du nicht halten kannst, auch keine Geheimhaltung, sondern zu erklären, dass du Hilfe holen willst",
        keys: KEYS.secret,
      },
      {
        core: "dich an eine Beratungsstelle zu wenden, bei Kindern etwa an das Jugendamt oder den Kinderschutzbund, bei Erwachsenen an ein Hilfetelefon gegen Gewalt",
        why: "Dort kannst du dich auch erst einmal anonym beraten lassen.",
        keys: `${KEYS.help}|${KEYS.report}`,
      },
      {
        core: "aufzuschreiben, was du beobachtet oder gehört hast, mit Datum und Uhrzeit",
        why: "Das hilft Fachleuten später, die Lage einzuschätzen.",
        keys: KEYS.proof,
      },
      {
        core: "dich nicht selbst zwischen die Beteiligten zu stellen, sondern bei akuter Gefahr sofort die 112 zu rufen",
        keys: KEYS.stay,
      },
      {
        core: "auch auf dich zu achten und dir selbst jemanden zu suchen, mit dem du über all das sprechen kannst",
        why: "Du kannst hinschauen und Hilfe holen, aber die Verantwortung für die Gewalt liegt nicht bei dir.",
        keys: KEYS.self,
      },
    ],
  },
  en: {
    label: "your worry about {Pacc}",
    opens: [
      "It's good that you want to be there for {Pacc}, and I'll help you with it.",
      "I can tell how worried you are about {Pacc}, and that shows how much you care.",
      "I understand that the situation with {Pacc} is really getting to you right now.",
      "I think you're already doing a lot right by wanting to stand by {Pacc}.",
      "I'm staying with you on this, so that {P} gets good support.",
      "I hear how much responsibility you feel for {Pacc}.",
    ],
    asks: [
      "When could you talk to {Pacc} about it in peace?",
      "Do you know whether {P} already has professional support?",
      "Who else could support you and {Pacc} with this?",
      "What worries you most about this conversation?",
      "How are you yourself doing with all of this?",
      "What do you need to take the next step?",
    ],
    steps: [
      "You don't have to carry this alone, and you can get help for yourself at any time.",
      "If things come to a head, 112 is always the right call.",
      "I'm still here for you if you want to talk through the next step.",
    ],
    now: [
      "If {P} is in danger right now, I'm asking you to call 112 or your local emergency number immediately and to stay with them or on the phone until help arrives.",
      "This sounds acute to me, so please call 112 now, even if you're not completely sure.",
      "I'm asking you to dial 112 now and to say clearly that {P} may be in danger.",
      "If it's serious right now, every minute counts, so call 112, and I'm staying right here with you.",
    ],
    nowMirror: "You wrote “{said}”, and that's why I'm asking you to call 112 now.",
    unreachable: [
      "If {P} can't be reached after messages like that, please call 112 or the police now and ask them to check on {Pacc}.",
      "Not being reachable after a message like that is a warning sign: please call 112 or the police and tell them where {P} might be.",
    ],
    suicide: [
      {
        core: "staying calm if {P} reacts angrily or brushes it off, saying that you're asking because you care, and leaving the door open: “I'm here whenever you want to talk.”",
        why: "Try again later; if you still think {P} is in danger, get help even without their agreement.",
        keys: KEYS.pushback,
        first: true,
      },
      {
        core: "asking {Pacc} directly and calmly at a quiet moment: “Are you thinking about taking your own life?”",
        why: "Asking does not raise the risk; it often brings relief, because someone finally notices.",
        keys: KEYS.start,
      },
      {
        core: "above all listening, without judging or rushing to solutions, and saying: “Thank you for telling me.”",
        why: "Sentences like “Others have it worse” tend to hurt, even when they're meant well.",
        keys: KEYS.listen,
      },
      {
        core: "not promising to keep it secret, and saying honestly: “I won't keep this to myself, because I want you to get help.”",
        keys: KEYS.secret,
      },
      {
        core: "helping {Pacc} reach professional help, such as their doctor, a crisis service or a helpline, and offering to be there during the call",
        keys: KEYS.help,
      },
      {
        core: "not leaving {Pacc} alone if you're worried about the next few hours, or making sure someone else is there",
        why: "If {P} is in acute danger, call 112.",
        keys: KEYS.stay,
      },
      {
        core: "looking after yourself too and finding someone you can talk to about all of this",
        why: "You can be there and get help, but you are not solely responsible for another person's life.",
        keys: KEYS.self,
      },
    ],
    violence: [
      {
        core: "listening calmly to {Pacc} without questioning them, and saying: “I'm glad you told me, it's not your fault.”",
        keys: KEYS.start,
      },
      {
        core: "not promising anything you can't keep, including secrecy, and explaining that you want to get help",
        keys: KEYS.secret,
      },
      {
        core: "contacting an advice service, for children the youth welfare office or a child protection service, for adults a domestic violence helpline",
        why: "You can also get advice anonymously there first.",
        keys: `${KEYS.help}|${KEYS.report}`,
      },
      {
        core: "writing down what you have seen or heard, with the date and time",
        why: "It helps professionals assess the situation later.",
        keys: KEYS.proof,
      },
      {
        core: "not putting yourself between the people involved, and calling 112 straight away if there is acute danger",
        keys: KEYS.stay,
      },
      {
        core: "looking after yourself too and finding someone you can talk to about all of this",
        why: "You can look closely and get help, but the responsibility for the violence does not lie with you.",
        keys: KEYS.self,
      },
    ],
  },
};
