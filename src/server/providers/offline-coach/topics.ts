import { fold, foldedPattern } from "./compose";
import { TOPIC_TEXTS_DE } from "./topics-de";
import { TOPIC_TEXTS_EN } from "./topics-en";
import { LIFE_TOPIC_TEXTS } from "./topics-life";
import { MORE_TOPIC_TEXTS } from "./topics-more";
import type { TopicId, TopicTexts } from "./topic-types";

export type { TopicId, TopicTexts } from "./topic-types";

/**
 * The topic catalogue: which words name a topic. The texts live in
 * topics-de.ts and topics-en.ts, topics-more.ts and topics-life.ts.
 *
 * Keywords are regular expressions written with umlauts and matched against
 * the folded message (see fold): "Prüfung" also finds "pruefung" and
 * "Prüfungsangst". A keyword with a leading "!" is a strong one and counts
 * twice. The topic with the most points wins; on a tie, the one listed first.
 */

const KEYWORDS: Record<TopicId, string[]> = {
  // Before exam: a driving test is practised, not studied for.
  driving: [
    "!fahrprüfung|!führerscheinprüfung|!führerschein|!driving test|!driver'?s test|!road test|!driving exam|!praktische prüfung",
    "fahrstunde|fahrlehrer|driving lesson|driving instructor|abwürg|abgewürgt|\\bstall(ing|ed)? the car|einparken|parallel park",
  ],
  exam: [
    "!prüfung",
    "!klausur",
    "!examen",
    "!\\bexams?\\b",
    "\\btests?\\b",
    "\\bfinals\\b",
    "\\babi(tur)?\\b",
    "\\bmatura",
    "\\bmidterms?\\b",
    "mündlich",
    "\\blernstoff|\\bstoff lernen|zu lernen|\\bstudying\\b|\\brevis(e|ing|ion)\\b",
    "durchfall|durchgefallen|\\bfail(ed|ing)? (the|my|an)\\b",
    "\\bresits?\\b|testat|nachprüfung|\\bmodules\\b|\\b2:[12]\\b",
    "\\bviva\\b|thesis defen[cs]e|\\bquiz",
  ],
  // Before "stage" and "conflict": a job interview or a hard talk at work is neither a performance nor a quarrel.
  interview: [
    "!vorstellungsgespräch|!bewerbungsgespräch|!job interview|!assessment.?center",
    "\\binterview\\b|\\bbewerbung|\\bbewerbe\\b|applying for|application for|the hiring manager|recruiter",
  ],
  // Before worktalk and conflict: being dismissed is a loss to get through, not a talk with the boss.
  jobloss: [
    "!mir (\\w+ )?gekündigt|!wurde (\\w+ )?gekündigt|!gekündigt worden|!kündigung (bekommen|erhalten)|!(job|arbeit|stelle) verloren|!arbeitslos|!wurde entlassen|!bin entlassen",
    "!lost my job|!laid off|!(got|been|was|am being) fired|!made redundant|!redundancy|!unemployed",
  ],
  worktalk: [
    "!gehaltsverhandlung|!gehaltserhöhung|!gehaltsgespräch|!salary negotiation|!pay rise|!ask(ing)? for a raise",
    "!mitarbeitergespräch|!jahresgespräch|!kritikgespräch|!kündigungsgespräch|!performance review|!appraisal",
    "kündigen muss|kündigen soll|entlassen|\\blet (?!it |me |go )(\\w+ ){1,4}go\\b|lay (him|her|them|someone) off|fire (him|her|them|someone)",
    "\\bkündig|hand in my notice|\\bresign|one-on-one",
  ],
  // After worktalk (a dismissal is a hard talk), before conflict: leading a team is a role to grow into.
  leadership: [
    "!befördert|!promoted|!führungskraft|!führungsrolle|!führungsposition|!direct reports|!meine mitarbeiter(innen)?\\b|!(ich bin|i'?m) (jetzt |now |the )?(die |der |neue[r]? |new )?(team ?lead(er)?|teamleiter(in)?|abteilungsleiter(in)?|manager(in)?|supervisor)\\b|!(lead|leading|manage|managing) (a|my|the) team|!(ich als|as the|as a|as their) (neue[r]? |new )?(chef(in)?|teamleiter(in)?|führungskraft|manager|team ?lead(er)?)\\b",
    "ignor\\w* meine anweisungen|ignores my instructions|doesn'?t follow my instructions|mein(em|en)? team\\b|my team\\b",
  ],
  // Before stage: a talk at work or school is no performance on stage ("first bars", "the audience").
  presentation: [
    "!vortr[aä]g|!präsentation|!präsentier|!presentation|!\\breferat",
    "\\brede (halten|vor)|\\bspeech|public speaking|give a talk|giving a talk|before (a|the|my) talk|\\bpitch\\b|keynote",
    "vor (anderen|leuten|publikum|der klasse|vielen|dem vorstand|der geschäftsführung) (sprechen|reden)|the board|slides|folien",
    "vor \\d+ (leuten|leute|menschen|personen|kunden)|in front of \\d+|\\bwebinar|laserpointer|elternabend (\\w+ ){0,4}(sagen|sprechen|reden)|elternsprecher",
  ],
  stage: [
    "!lampenfieber",
    "!stage fright",
    "auftritt|auftreten|\\bbühne|on stage",
    "vorsingen|vorspielen|\\baudition|\\brecital|\\bkonzert|\\bconcert|\\bgig\\b",
  ],
  panic: [
    "!panikattacke|!angstattacke|!panic attack",
    "\\bpanik|\\bpanic",
    "herzrasen|heart (is )?racing|racing heart|heart pounding",
    "keine luft|atemnot|hyperventil|can'?t breathe",
  ],
  health: [
    "!health anxiety|!hypochond",
    "\\bknoten|\\blump\\b",
    "symptom",
    "googel|gegoogelt|googl",
    "krankheit|krebs|\\bcancer|\\bdiagnos|\\bbefund|untersuchung",
    "!blood test|!test results|!blutwerte|!blutbild",
    "gesundheit|\\bhealth\\b|\\billness|\\bsick\\b",
    "!biops|!mammogra",
    "befund abwarten|waiting for (the |my )?(test )?results|tinnitus|sodbrennen|ans herz|heart attack|herzinfarkt|\\bcallback\\b",
    "rückenschmerz|kopfschmerz|schmerzen|migräne|back pain|headaches?|migraine|\\bpain\\b",
  ],
  // Before grief: "wenn ich nicht mehr da bin" beside a will is planning, not a loss.
  legacy: [
    "!testament|!nachlass|!erbschaft|!vererb|!patientenverfügung|!vorsorgevollmacht|!last will|!(?<!against )\\bmy will\\b|!(make|write|update) a will|!inheritance|!\\binherit|!estate planning|!living will|!power of attorney",
    "\\berben\\b|\\berbe\\b|\\bnotar|\\bsolicitor|\\bexecutor|wenn ich (mal |einmal |eines tages )?nicht mehr (da bin|lebe)|when i'?m gone|after i die",
  ],
  grief: [
    "!\\btrauer|!\\btrauern|!\\bgrief|!\\bgrieving",
    "!gestorben|!verstorben|!passed away",
    "!beerdigung|!beisetzung|!funeral",
    "!(hund|katze|kater) (ist )?(\\w+ )?(gestorben|eingeschläfert)|!lost (my|our) (dog|cat|pet)|!(dog|cat|pet) (died|was put down|passed)|eingeschläfert|put to sleep",
    "\\btod\\b|\\btot\\b|\\bdied\\b|\\bdeath\\b|bereave|mourning|nicht mehr da",
  ],
  money: [
    "!schulden|!\\bdebts?\\b",
    "\\bdispo\\b|dispokredit|overdraft|überzogen|im minus",
    "!mahnung|inkasso|collections agency|reminder letter",
    "\\bgeld|\\bmoney\\b|finanz|\\bfinances?\\b",
    "\\bkredit|\\bloans?\\b|credit card|\\bbills\\b|\\brechnungen\\b",
    "pleite|\\bbroke\\b|can'?t afford|kann mir .* nicht leisten|\\bmiete\\b|\\brent\\b",
    "klarna|ratenzahlung|\\braten\\b|was wann fällig|den überblick (über|verloren)|\\bbudget",
  ],
  // Before parenting: a teenager needs other advice than a toddler ("get down to eye level").
  teen: [
    "!\\bteenager|!pubertät|!\\bteens?\\b|!\\bteenage\\b|!adolescen",
    "(sohn|tochter|son|daughter|kind|child)[^.?!]{0,20}\\b(1[3-8])\\b|\\b(1[3-8])[- ]?(jährige|year[- ]old)",
  ],
  parenting: [
    "!trotzphase|!\\btoddler|!\\bparenting",
    "\\bkinder?n?\\b|\\bkleinkind|\\bkita\\b|\\bkids?\\b|\\bchild(ren)?\\b",
    "\\bsohn\\b|\\btochter\\b|\\bson\\b|\\bdaughter\\b",
    "wutanfall|tantrum|erziehung|hausaufgaben|bedtime",
    "\\bbaby\\b|\\bbabys\\b|\\bnewborn|säugling|neugeboren|krippe|eingewöhnung|schreistunde|\\b[1-9] ?(year|yr)s? old\\b|\\b[1-9][- ]?jährig",
  ],
  relationship: [
    "!trennung|!getrennt|!schluss gemacht|!break ?up|!broke up|!scheidung|!divorce",
    "beziehung|relationship",
    "\\bpartner(in)?\\b|boyfriend|girlfriend|husband|\\bwife\\b|\\bex\\b",
    "\\bmein(em|en)? freund\\b|\\bmeine[rn]? freundin\\b|\\bmein(em|en)? mann\\b|\\bmeine[rn]? frau\\b",
    "\\behe\\b|ehemann|ehefrau|verlobt|liebeskummer|heartbreak|fremdgegangen|cheated|eifersucht|jealous|dating",
    "\\bwir streiten|streiten uns|\\bwe (keep )?(fight|argue)",
    "ich vermiss(e)? uns|i miss us\\b|keine zeit (mehr )?für uns|no time for (us|each other)",
    "\\bmi[n]? fründ(in)?\\b|zämeziehe|zusammenziehen|move in together|moving in together",
    // A quarrel with the partner is about the relationship, whatever it is about ("fighting about money").
    "!\\b(partner\\w*|boyfriend|girlfriend|husband|wife|freund|freundin|mann|frau)\\b[^.!?]{0,40}\\b(streit\\w*|fight\\w*|argu\\w*|zoff)",
    // What the partner wants for the two of them is about the relationship: "my partner wants kids".
    "!\\b(partner\\w*|boyfriend|girlfriend|husband|wife|freund|freundin|mann|frau)\\b (really )?(wants?|will|möchte|wünscht sich) (kids|children|a (baby|child)|to (marry|get married|move)|kinder|ein kind|heiraten|zusammenziehen)",
  ],
  // Before relationship and family: "meine beste Freundin" is a friend, not a partner.
  friendship: [
    "!beste[rn]? (freund|freundin)|!best (friend|mate)|!freundschaft|!friendship|!freundeskreis|!clique",
    "ghosted|meldet sich nicht mehr|\\bmeine freunde\\b|\\bmy friends\\b|nicht eingeladen|not invited|wasn'?t invited|left out|ausgeschlossen|auseinandergelebt|drifted apart",
  ],
  family: [
    "!schwieger|!in-laws?|!mother-in-law|!father-in-law|!\\bschwieg\\w*muatta",
    "\\bmeine[rn]? (mutter|mama)|\\bmein(em|en)? (vater|papa)|\\beltern\\b|\\bmuatta\\b",
    "\\bmy (mom|mum|mother|dad|father|parents)\\b",
    "geschwister|\\bschwester|\\bbruder\\b|siblings?|\\bsister\\b|\\bbrother\\b",
    "\\bfamilie|\\bfamily\\b|verwandt|\\brelatives\\b",
    "\\boma\\b|\\bopa\\b|grandma|grandpa|grandmother|grandfather",
  ],
  overload: [
    "!überstunden|!\\bworkload|!on my plate|!zu viel arbeit",
    "konzentrier|concentrat|\\bfocus|ablenk|distract|e-?mails?\\b|\\bmails\\b|inbox|posteingang|multitask",
    "zu viel (zu tun|auf dem schreibtisch|um die ohren|auf einmal)|schreibtisch",
    "deadline|abgabetermin|arbeitsberg|to-?do",
    "land unter|nicht hinterher|komme? nicht hinterher",
    "arbeitsstress|stress (im|auf der|bei der) (job|arbeit)",
    "overtime|too much work|swamped|snowed under|buried in work|behind on|work is piling|drowning in|\\bdrowning\\b|dumped (\\w+ ){0,3}on me|another project",
    "überlastet",
  ],
  conflict: [
    "!\\bkolleg|!colleague|!co-?worker",
    "\\bchef(in)?\\b|\\bschef|vorgesetzt|teamleit|schichtleit|vorarbeiter|\\bboss\\b|\\bmanager\\b|supervisor|foreman",
    "kritisiert mich|vor allen (\\w+ )?(kritisiert|runtergemacht|bloßgestellt|angeschrien)|criticis(es|ed|ing) me|in front of everyone",
    "redet (mir )?(\\w+ ){0,4}(rein|dazwischen)|unterbricht|ausreden|interrupt|talks over me|cuts me off",
    "mobbing|\\bbully|\\bbullied",
    "konflikt|\\bstreit|conflict|argument",
    "\\bmeeting|\\bbüro\\b|\\boffice\\b",
  ],
  selfdoubt: [
    "!hochstapler|!impostor|!imposter|!selbstzweifel|!self-doubt",
    "!nicht gut genug|!not good enough",
    "\\bfraud\\b|versager|\\bfailure\\b|minderwertig",
    "selbstwert|self-esteem|selbstbewusst|confidence",
    "zweifle an mir|doubt myself|auffliegen|find me out|found out",
    "nicht (dafür |für (den|die|das) \\w+ )?gemacht\\b|i can'?t do this\\b|\\bis it me\\b|depp vom dienst|dä depp|not employable|unemployable|people are annoyed with me",
    "!vergleiche mich|!comparing myself|!compare myself|instagram|social media|(their|her|his) li(fe|ves) together|alle anderen (haben|sind|schaffen)",
  ],
  // After selfdoubt: "a fraud in my new job" is self-doubt, not a career question.
  career: [
    "!jobwechsel|!berufswechsel|!neuorientierung|!career change|!change (jobs|careers)|!switch(ing)? (jobs|careers)",
    "jobangebot|job offer|stellenangebot|(angebot|offer) (annehmen|anzunehmen|accept)|(job|stelle|beruf) (zu )?wechseln|selbstständig|selbständig|start my own|quit my job|\\bkarriere|\\bcareer|umschulung|studium abbrechen|drop out",
    "!standort (\\w+ )?(geschlossen|verlegt|schließt)|!(office|site|plant) (is )?(closing|relocating)|relocat\\w*",
    "grad scheme|\\bapplications\\b|bewerbungen|\\babsagen\\b|was neues anfangen|stehen geblieben|bored out of|kein bock mehr auf|something that matters",
  ],
  boundaries: [
    "!nein (zu )?sagen|!say(ing)? no\\b|!grenzen setzen|!boundaries|!people.?pleas|!yes to everything|!ja zu allem|!zu allem ja",
    "abgeladen|laden [^.?!]*(bei|auf) mir ab|dump(s|ing)? (their|all|everything)|\\bablehnen|turn (it|them|people|requests) down|springe? [^.?!]*ein\\b",
  ],
  // Strong words: a parent with dementia is a matter of care before one of family tension.
  caring: [
    "!pflegende[rn]? angehörige|!\\bcarer\\b|!caregiver|!caring for (my|a)|!\\bpflege [^.?!]*(mutter|vater|mama|papa|eltern|oma|opa|mann|frau|angehörig)",
    "!demenz|!dementia|!alzheimer|!pflegegrad|!pflegeheim|!care home|!nursing home|pflegedienst|\\bpflege\\b",
    "!look(ing)? after my (husband|wife|mum|mom|dad|father|mother|partner|parents)|!car(e|ing) for my (husband|wife|mum|mom|dad|father|mother|partner|parents)|!kümmere mich um (meine[nrm]? )?(mann|frau|mutter|vater|mama|papa|eltern)|!pflege meine[nrm]? (mann|frau|mutter|vater|mama|papa|eltern)",
    "parkinson|schlaganfall|\\bstroke\\b",
  ],
  anger: [
    // Someone else's anger ("Und wenn sie wütend wird?") is a reaction to prepare for, not the visitor's temper.
    "!\\bwut\\b|!(?<!\\b(sie|er|they|he|she)\\b[^.!?,]{0,20})wütend|!ausgerastet|!\\banger\\b|!\\bsnapped\\b",
    "angeschrien|angebrüllt|rumgeschrien|\\byelled|\\bshouted|\\bscreamed at",
    "!\\bhabe? [^.?!]*(angeschrien|angebrüllt|angeschnauzt)|!\\bi (yelled|shouted|screamed|snapped)\\b",
    "raste aus|ausrasten|explodier|lost my temper|blew up|(?<!\\b(sie|er|they|he|she)\\b[^.!?,]{0,20})\\bangry\\b|furious|\\brage\\b",
    "\\bsauer\\b|zornig|reizbar|aggressiv|irritable",
    "regt mich (\\w+ )?auf|platzt (mir )?der kragen",
    "platzt es (raus|aus mir)|(tür|türe) zugeknallt|innen koch|shout at someone|yells at me",
  ],
  lonely: [
    "!einsam|!\\blonely|!loneliness",
    "!alle (meine )?freunde[^.!?]{0,30}weggezogen|!(all )?my friends (have )?moved away|!als einzige[rn]? (hier )?geblieben",
    "!niemanden kennen|!kenne? (hier |dort )?(noch )?niemand|!don'?t know anyone|!don'?t know anybody",
    "keine freunde|no friends|neue stadt|neu in der stadt|new city|new town|moved to",
    "\\ballein\\b|\\balone\\b|isoliert|isolated",
    "homeoffice|home office|remote work|working from home|abgeschnitten|cut off from",
    "am rand (steh|stehe|stand)|ins gespräch (komme|kommen)|anschluss finden|small ?talk|\\bmeetups?\\b|never get invited|fit in\\b",
  ],
  fear: [
    "!höhenangst|!flugangst|!platzangst|!phobie|!phobia|!scared of heights|!fear of heights",
    "angst vor (dem )?(fliegen|spinnen|hunden|der höhe|höhen|fahrstuhl|aufzug|tunnel|autofahren)",
    // Only fears of a thing or a place: "afraid of failing" is no phobia to approach step by step.
    "(fear of|afraid of|scared of|terrified of|frightened of) (heights|flying|planes|spiders|dogs|elevators|lifts|tunnels|driving|needles|injections|the dentist|dentists|crowds|deep water|open spaces|small spaces|snakes|bridges)",
    "klaustrophob|claustrophob|\\bflying\\b|\\bfliegen\\b|angst vor (spritzen|dem zahnarzt|menschenmengen|schlangen|brücken)",
    "zahnarzt|\\bdentist|\\bspritze|\\bneedles?\\b|\\binjection|blutabnahme|blood draw|impfung",
    "!angst vor der geburt|!(afraid|scared|terrified) of (giving birth|childbirth|labour|labor)|geburt\\b|entbindung|giving birth|childbirth",
  ],
  // Flatmates and neighbours: living together, not a family matter.
  home: [
    "!mitbewohner(in)?|!\\bwg\\b|!flatmates?|!roommates?|!housemates?",
    "nachbar(n|in)?\\b|\\bneighbou?rs?\\b|nochbar\\w*",
    "hausverwaltung|building management|putzplan|cleaning rota|ruhestörung|\\blärm|\\bnoise\\b|\\blaut\\b|abwasch|dishes",
  ],
  // One's own retirement; a parent's is family ("mein Vater ist in Rente").
  retirement: [
    "!\\b(ich bin|bin ich|wir sind) (jetzt |seit \\w+ (\\w+ )?)?(in rente|im ruhestand|pensioniert|rentner(in)?)|!seit ich in rente|!since (i )?retir\\w*|!i'?m retired|!i retired|!my retirement",
    "\\bruhestand|in rente|\\bretired\\b",
  ],
  // One's own drinking; a teenager's is a matter of the teenager ("Mein Sohn trinkt").
  drinking: [
    "!\\b(trinke|i drink|i'?m drinking|i'?ve been drinking|i have been drinking|my drinking|mein alkoholkonsum|mein konsum)\\b[^.!?]{0,40}\\b(wein|bier|alkohol|zu viel|mehr|abends|jeden abend|wine|beer|alcohol|too much|more|every night|each night)",
    "\\balkohol|\\balcohol|\\bwein\\b|\\bbier\\b|\\bwine\\b|\\bbeers?\\b|hangover|\\bkater\\b",
  ],
  // One's own eating: a wish to lose weight, eating out of frustration or stress, cravings. A child's is a matter of
  // the child ("Mein Sohn will abnehmen").
  eating: [
    "!\\b(ich|i|i'?m|i'?ve|i am)\\b[^.!?]{0,40}\\b(abnehmen|abzunehmen|diät|lose weight|losing weight|on a diet)",
    "!frustess|!aus frust (\\w+ ){0,2}(esse|essen|süßes)|!heißhunger|!fressattack|!emotional eating|!comfort eating|!stress eating|!binge eat|!cravings?",
    "\\bgewicht|übergewicht|\\bkilos?\\b|\\bweight\\b|süßigkeiten|süßes|schokolade|naschen|\\bchips\\b|\\bsweets\\b|chocolate|snacking|kalorien|calories",
  ],
  sleep: [
    "!\\bschlaf|!einschlafen|!durchschlafen|!geschlafen|!insomnia|!\\bsleep|!\\bslept\\b",
    // Up late gaming and not getting up: "ich zock jeden abend bis 3 und komm morgens nicht aus dem bett".
    "zock\\w* [^.!?]{0,20}\\bbis\\b|gaming (all|every) night|nicht aus dem bett|can'?t get out of bed|up (all night|till \\d|until \\d)",
    "\\bmüde|\\btired\\b|todmüde|geweckt",
    "nachts (wach|grübel)|wach im bett|awake at night|lie awake|lying awake|\\b(liege|lag|liegt|liegst) [^.!?]{0,20}\\bwach\\b|wachgelegen",
    // Up late on the phone: "can't stop scrolling at night", "bis 2 Uhr am Handy".
    "!scroll\\w* [^.!?]{0,30}\\b(at night|in bed|till|until)|!(handy|phone)[^.!?]{0,20}\\b(at night|in bed|im bett|nachts)|!\\b(nachts|at night)\\b[^.!?]{0,30}\\b(handy|phone|scroll\\w*)",
    "schichtdienst|schichtarbeit|nachtschicht|night shifts?|shift work|\\b(1|2|3|4) ?am\\b|um (1|2|3|4|eins|zwei|drei|vier) uhr nachts|bis (1|2|3|zwei|drei) uhr|wrecked|knackered|gerädert|übermüdet",
  ],
  motivation: [
    "!motivation|!procrastinat|!prokrastin|!aufschieb|!schiebe",
    "antrieb|lustlos|keine lust|aufraffen|schweinehund|\\bfaul\\b",
    "motivat|putting (it|things) off|can'?t get (myself )?started|\\blazy\\b",
    "habit app|gewohnheit\\w*|new habits?|zum sport (motivier|aufraff)|motivier\\w* (man )?(sich )?zum sport|nothing sticks",
  ],
  calm: [
    "!achtsam|!mindful|!meditat",
    // Asking for a breathing exercise names the topic, whatever the occasion ("before a meeting").
    "!atemübung|!breathing exercise|!atemtechnik|!breathing technique",
    "entspann|relax|beruhig|\\bsoothe",
    "innere ruhe|runterkommen|abschalten|\\bcalm(s|ing|er)?\\b|wind down|switch off",
  ],
  stress: [
    "!\\bstress|!gestresst",
    "\\bdruck\\b|pressure",
    "überfordert|overwhelm",
    "hektik|erschöpft|exhausted|burn-?out|ausgebrannt|am limit",
    "keine kraft mehr|am ende mit (meinen|den) nerven|mir reicht'?s|die hölle|fix und fertig|ausgelaugt|dead on my feet|running on empty|at the end of my rope",
    "nervös|nervous|angespannt|\\btense\\b|anxious|worried",
  ],
  // Telling others about a hard time long past: scars, a gap in the CV, a stay in a clinic.
  disclosure: [
    "!narben|!\\bscars?\\b|!lücke im lebenslauf|!gap in (my|the) (cv|resume|résumé)",
    "(wie|was) (erkläre|erzähle|sage) ich|how do i (explain|tell|bring up)",
    "klinikaufenthalt|psychiatrie|reha\\b|\\brehab\\b|\\bclinic\\b|psych(iatric)? ward",
    "meine(r)? vergangenheit|my past|what happened back then",
  ],
};

interface Keyword {
  re: RegExp;
  points: number;
}

const CATALOGUE: [TopicId, Keyword[]][] = (Object.entries(KEYWORDS) as [TopicId, string[]][]).map(([id, words]) => [
  id,
  words.flatMap((w) =>
    // "!a|!b" marks both alternatives strong.
    w.startsWith("!")
      ? w
          .slice(1)
          .split("|!")
          .map((part) => ({ re: foldedPattern(part), points: 2 }))
      : [{ re: foldedPattern(w), points: 1 }],
  ),
]);

/** The topic a message names, if any, with its points: 2 or more for a strong word ("Trauer", "Prüfung"). */
function topicScore(message: string): { topic: TopicId; points: number } | undefined {
  const text = fold(message);
  let best: TopicId | undefined;
  let bestPoints = 0;
  for (const [id, keywords] of CATALOGUE) {
    const points = keywords.reduce((sum, k) => sum + (k.re.test(text) ? k.points : 0), 0);
    if (points > bestPoints) {
      best = id;
      bestPoints = points;
    }
  }
  return best && { topic: best, points: bestPoints };
}

/** The topic a message names, if any. */
export function topicOf(message: string): TopicId | undefined {
  return topicScore(message)?.topic;
}

export const TOPIC_IDS = Object.keys(KEYWORDS) as TopicId[];

const TEXTS: Record<"de" | "en", Record<TopicId, TopicTexts>> = {
  de: { ...TOPIC_TEXTS_DE, ...MORE_TOPIC_TEXTS.de, ...LIFE_TOPIC_TEXTS.de },
  en: { ...TOPIC_TEXTS_EN, ...MORE_TOPIC_TEXTS.en, ...LIFE_TOPIC_TEXTS.en },
};

export function topicTexts(id: TopicId, lang: "de" | "en"): TopicTexts {
  return TEXTS[lang][id];
}

/**
 * The topic the visitor's messages set, oldest first: a message that names one starts it, and only a strong
 * word moves it on. A weak word of another topic does not end the thread: "Ich kann mich auf nichts
 * konzentrieren" after a death is grief, not a full desk.
 */
export function threadTopic(messages: string[]): TopicId | undefined {
  let topic: TopicId | undefined;
  for (const message of messages) {
    const named = topicScore(message);
    const needed = topic && LASTING.has(topic) && named?.topic !== topic ? 3 : 2;
    if (named && (named.points >= needed || !topic)) topic = named.topic;
  }
  return topic;
}

/**
 * A loss that stays the thread when the visitor goes on to the places where it is lived: after a death or a
 * dismissal, "wie sag ich meinen Kollegen, dass ich nicht drüber reden will" is still grief. Leaving it takes
 * more than one strong word of another topic ("Mein Kollege redet mir ständig rein" does).
 */
const LASTING: ReadonlySet<TopicId> = new Set(["grief", "jobloss"]);
