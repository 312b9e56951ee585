import { fold, foldedPattern } from "./compose";

/**
 * Texts for one situation of a topic: a tip, a question or a line to say that fits only when the visitor
 * named the situation (a breakup, being interrupted, drugs found), and texts that no longer fit once they did.
 * The topic catalogue (topics.ts) says which topic a message names; this file says which of its texts fit.
 */

const SUBSTANCES = foldedPattern(
  "kiff|\\bgras\\b|cannabis|\\bjoints?\\b|drogen|alkohol|betrunken|besoffen|\\bvape|\\bweed\\b|\\bdrugs?\\b|alcohol|\\bdrunk\\b|\\bpot\\b|smoking",
);
/**
 * Tips, questions and lines to say for one situation, only when the visitor speaks of it: a breakup; being
 * interrupted; a workload too high; drugs or alcohol found; an ignored instruction; a dismissal; clothing and
 * weaknesses before an interview; a shaking voice in a talk; tears and silence at work after a death; a eulogy; telling the boss about an illness; asking one's parents for money; a medical appointment or a birth; a colleague taking credit for one's work; a
 * report who undermines the visitor's decisions in front of the team.
 */
const SITUATIONAL: [text: RegExp, said: RegExp][] = [
  [
    /trennung|breakup|abends allein|evenings when you.re alone/i,
    foldedPattern("trennung|getrennt|schluss gemacht|verlassen|\\bex\\b|break ?up|broke up|split up|left me|dumped"),
  ],
  [
    /nicht ausreden|ausreden lassen|can't finish what I'm saying|let each other finish|Gedanken noch zu Ende|finish your thought/i,
    foldedPattern(
      "redet (mir )?(\\w+ ){0,4}(rein|dazwischen)|unterbr(i|e)ch|ausreden|fällt (mir )?ins wort|interrupt|talks? over me|talking over me|cut(s|ting)? me off|can'?t finish|let me finish",
    ),
  ],
  [
    /mein Pensum|my workload|so much on that/i,
    foldedPattern(
      "zu viel|pensum|arbeitslast|überstunden|nicht (mehr )?hinterher|überlastet|überhäuft|workload|too much|overtime|swamped|snowed under|on my plate|overloaded|behind on|piling|dumping|dumped",
    ),
  ],
  [/Suchtberatung|addiction counselling|etwas gefunden|found something/i, SUBSTANCES],
  [
    /Aufgabe von letzter Woche|last week's task|nicht befolgte Anweisung|instruction that wasn't followed/i,
    foldedPattern(
      "anweisung|absprache|hält sich nicht|macht nicht,? was|ignor|instruction|doesn'?t (follow|do what)|won'?t do what|agreed",
    ),
  ],
  [
    /keine einfache Nachricht|don't have easy news/i,
    foldedPattern(
      "kündig|entlass|freistell|let (\\w+ )?go\\b|lay (\\w+ )?off|laid off|\\bfire\\b|dismiss|redundan|abmahnung|warning",
    ),
  ],
  [
    /dich so zu kleiden|dressing the way/i,
    foldedPattern(
      "anzieh|ziehe? ich (\\w+ ){0,3}an\\b|kleidung|outfit|\\banzug|\\bkleid\\b|\\bwear\\b|dress code|\\bsuit\\b|clothes",
    ),
  ],
  [/deinen Schwächen|your weaknesses/i, foldedPattern("schwäche|weakness")],
  [
    /einen Rückzugsort|a quiet place and a trusted person/i,
    // At work only: tears at home after losing a cat need no plan for the office.
    foldedPattern("arbeit|büro|\\bjob\\b|kolleg|\\bdienst|office|\\bwork|colleague|\\bshift"),
  ],
  [
    /mit dem Geld nicht hin|short of money/i,
    foldedPattern(
      "\\b(ask|asking|fragen|frage|bitten|leihen|borrow|aushelfen|help me out|lend)\\b[^.!?]{0,40}\\b(money|geld|miete|rent)\\b|\\b(money|geld)\\b[^.!?]{0,30}\\b(leihen|borrow|lend|ask|fragen)\\b",
    ),
  ],
  [
    /eine Erkrankung, die behandelt wird|a health condition that is being treated/i,
    foldedPattern(
      "panikattack|panic attacks?|angststörung|anxiety disorder|depression|diagnos|erkrankung|krankheit|illness|health condition|adhs|adhd|migräne|migraine|epilep|diabet",
    ),
  ],
  [
    /Trauerrede|the eulogy/i,
    foldedPattern(
      "trauerrede|grabrede|ein paar worte (\\w+ ){0,3}(sagen|sprechen)|rede (\\w+ ){0,3}(beerdigung|trauerfeier)|eulogy|say a few words|speak at the funeral|speech at the funeral",
    ),
  ],
  [
    /Anteilnahme|your sympathy/i,
    foldedPattern(
      "nicht (\\w+ ){0,2}(drüber|darüber|davon) (reden|sprechen)|(don'?t|do not|not) (want to )?talk(ing)? about it|rather not talk|keine fragen|no questions|anteilnahme|sympathy|condolences|beileid",
    ),
  ],
  [
    /zittrige Stimme|your voice shakes/i,
    foldedPattern(
      "zitter|zittrig|stimme (\\w+ ){0,3}(wackel|bebt|bricht|versagt)|voice (\\w+ ){0,3}(shak|trembl|wobbl|crack|break)|shaky voice|trembling",
    ),
  ],
  [
    /Hebamme|midwife/i,
    foldedPattern("geburt|entbindung|schwanger|kreißsaal|birth|labou?r\\b|pregnan|delivery room|midwife|hebamme"),
  ],
  [
    /Handzeichen für eine Pause|hand signal for a pause/i,
    foldedPattern(
      "zahnarzt|dentist|spritze|needle|injection|blutabnahme|blood (test|draw)|impfung|vaccin|behandlung|treatment|\\bop\\b|operation|untersuchung",
    ),
  ],
  [
    /vor dem Team möchte ich|in front of the team I'd like/i,
    foldedPattern(
      "untergräbt|untergraben|untergrab|stellt (mich|meine entscheidungen?) (\\w+ ){0,3}in frage|verdreh\\w*[^.!?]{0,30}augen|augen (\\w+ ){0,2}verdreh|augenroll|widerspricht mir (\\w+ ){0,3}vor|undermin|rolls? (his|her|their) eyes|eye-?roll|second-guess|questions? (my|every) decision|contradicts? me in front|how we used to do",
    ),
  ],
  [
    /meine Vorschläge von dir|my proposals had come from you/i,
    foldedPattern(
      "credit|lorbeeren|als (seine|ihre|eigene)|ideen? (ge)?klaut|(stole|steals|stealing|took|takes|taking) my (idea|work)|meine (idee|arbeit|ergebnisse) als",
    ),
  ],
];

/**
 * Tips that answer one question when the newest message asks it, and fit any conversation on their topic: a
 * question one cannot answer, a mind gone blank.
 */
const ANSWERING: [text: RegExp, said: RegExp][] = [
  [
    /Das prüfe ich und melde mich|Let me check that and get back/i,
    foldedPattern(
      "antwort nicht|nicht (\\w+ ){0,2}beantworten|keine antwort|don'?t know (the|an) answer|can'?t answer|cannot answer|questions? i can'?t",
    ),
  ],
  [
    /einen Hänger|einen Blackout|einen Patzer|a plan for a blank|a plan for a slip/i,
    foldedPattern(
      "hänger|blackout|faden|stecken ?bleib|nichts mehr ein|fällt mir nichts|goes blank|go blank|lose (my|the) thread|get stuck|freeze",
    ),
  ],
];

/** Texts that do not fit once the visitor named a situation: leaving it to the child when drugs were found, a
 * "wichtiger Mensch" when a pet died. */
const UNFITTING: [text: RegExp, said: RegExp][] = [
  [/selbst zu überlassen|decision as you can to your teenager|der Abstand zu deinem Kind|distance from your child/i, SUBSTANCES],
  // A pet is no "wichtiger Mensch".
  [
    /einen so wichtigen Menschen|someone so important to you/i,
    foldedPattern("\\bhund|\\bkatze|\\bkater\\b|haustier|hamster|pferd|\\bdog\\b|\\bcat\\b|\\bpet\\b|\\bhorse"),
  ],
];

/** Which texts are for a situation the newest message names: they answer what was just asked ("was ziehe ich an?"). */
export function namedIn(newest: string): (text: string) => boolean {
  const said = fold(newest);
  return (text) => [...SITUATIONAL, ...ANSWERING].some(([about, named]) => about.test(text) && named.test(said));
}

/** Which texts fit what the visitor said: those for a breakup only after one was named (the words folded once). */
export function fitsWhatWasSaid(visitorTexts: readonly string[]): (text: string) => boolean {
  const said = fold(visitorTexts.join(" "));
  return (text) =>
    SITUATIONAL.every(([about, named]) => !about.test(text) || named.test(said)) &&
    UNFITTING.every(([about, named]) => !about.test(text) || !named.test(said));
}

/** The topic's tips or questions that fit what the visitor said. */
export function fitting(texts: readonly string[], visitorTexts: readonly string[]): string[] {
  return texts.filter(fitsWhatWasSaid(visitorTexts));
}
