/**
 * The visitor writes about harm done to themselves by someone else: hit, followed, threatened, locked out,
 * photographed ("mei mann hat ma gestern wieder oane gschmiert", "der Mann, der mich seit Wochen verfolgt",
 * "he's coming up to 'sort me out'", "photos of me"). The model of worry about someone else reads the other
 * person in such a message and took it for worry about them; the grading asks this first (decision 035).
 * Only the writer as the one harmed counts: "sie hat mir geschrieben", "meine Freundin wird verfolgt" do not.
 */
const HARMED =
  "(schlägt|schlug|geschlagen|gschmiert|verfolgt|bedroht|droht|ausgesperrt|eingesperrt|angefasst|anfassen|erpresst|verprügelt|gewürgt|würgt|vergewaltigt|begrapscht)";

const WRITER_AS_TARGET = new RegExp(
  [
    // "hat mich ausgesperrt", "der mich seit Wochen verfolgt", "verfolgt mich"
    // Not when the harm goes on to someone else: "hat mich angerufen ihr mann bedroht sie".
    `\\b(mich|mir|ma|mi)\\b[^.!?,]{0,30}\\b${HARMED}\\b(?!\\s+(sie|ihn|ihr|ihm|uns|euch|die|den|das)\\b)`,
    `\\b${HARMED}\\b[^.!?,]{0,12}\\b(mich|mir)\\b`,
    "\\b(folgt|folgen|verfolgen)\\s+mir\\b",
    // Someone at the writer's own door.
    "\\b(vor|an)\\s+(meiner|meinem|meine|mim|minere)\\s+(haustür|haus|huus|wohnung|tür|türe|auto)\\b",
    "\\b(in front of|outside)\\s+my\\s+(house|door|flat|apartment|home)\\b",
    "\\b(found|knows?|got|has)\\s+my\\s+(home\\s+)?address\\b|\\bmeine\\s+adresse\\b",
    "\\bmy (house|car|door)\\b[^.!?]{0,40}\\b(note|saying|see you)\\b",
    // A threat with a condition the writer must meet.
    "\\bdroht\\b[^.!?]{0,80}\\bwenn ich\\b|\\bthreaten\\w*\\b[^.!?]{0,80}\\b(if|unless) i\\b",
    "\\b(hits?|hitting|grab(s|bed)?|follow(s|ed|ing)?|stalk(s|ed|ing)?|threaten(s|ed|ing)?|chok(e|es|ed|ing)|touch(ed)?|sort)\\s+me\\b",
    "\\b(photos?|pics?|pictures?|videos?|fotos?|nudes)\\s+(of|von)\\s+(me|mir)\\b",
    // "she'll make me disappear", "he's coming up for me next", "locks me in", "sperrt mich ein" (not "holt mich ab").
    "\\b(make|makes|made)\\s+me\\s+(disappear|pay|suffer)\\b|\\bcoming\\s+(up\\s+|over\\s+|back\\s+)?for\\s+me\\b",
    "\\b(locks?|locked)\\s+me\\s+(in|out)\\b|\\bsperrt\\s+mich\\b[^.!?,]{0,30}\\b(ein|aus)\\b",
    // "asking for a friend … honestly it's me", "jetzt bin wohl ich dran"
    "\\bit['’]?s (actually |really )?me\\b|\\bbin (wohl )?ich dran\\b|\\bi['’]?m next\\b",
  ].join("|"),
  "iu",
);

export function writerIsTarget(text: string): boolean {
  return WRITER_AS_TARGET.test(text);
}

/** Up to 40 characters of the same clause, with no other subject in it ("habe die Nachricht, dass er sie geschlagen hat"). */
const CLAUSE_GAP = "(?:(?!\\b(?:er|sie|es|hat|ist|wurde|wird|dass|das|weil)\\b)[^.!?,]){0,40}";

/** People and pets an English sentence may name as the one the writer harmed. */
const PERSON_EN =
  "(wife|husband|partner|girlfriend|boyfriend|gf|bf|son|daughter|kid|kids|child|baby|toddler|brother|sister|mum|mom|mother|dad|father|flatmate|roommate|colleague|coworker|friend|mate|dog|cat|wife's|boss|student|pupil|patient|resident|nan|gran|grandma|grandad)";

/** The objects a German sentence may name as the one the writer harmed: a pronoun, "meine Tochter", "ein Kind". */
const OBJECT_DE =
  "(ihn|sie|ihm|ihr|mein\\w*|meiner|unser\\w*|den|dem|die|der|ein kind|einen schüler|eine schülerin|eine bewohnerin|einen bewohner)";
/** What the writer did to them. */
const HARM_DE =
  "(geschlagen|geschubst|geschüttelt|gepackt|getreten|gewürgt|verletzt|wehgetan|geohrfeigt|vermöbelt|verprügelt|gestoßen|gebissen|gezerrt|geschleift|gekniffen|gezwickt|eine geknallt|ne geknallt|eine gescheuert|eine verpasst|ne verpasst|eine reingehauen)";

/** Someone, then in the same clause what was done to them: "meine Frau heute geschlagen". */
const OBJECT_HARMED_DE = `${OBJECT_DE}\\b${CLAUSE_GAP}\\b${HARM_DE}\\b`;

/**
 * The writer did harm or fears doing it: "I slapped him so hard he fell over", "scared I'll hurt the baby", "ich hab
 * ihn so fest gepackt", "Angst, dass ich ihr was antue". The help is then the one for harming someone, not for
 * violence suffered.
 */
const WRITER_HARMS = new RegExp(
  [
    "(?:^|\\b(?:i|ive|i've|i have)\\s+)(just\\s+|almost\\s+|nearly\\s+|already\\s+)?(slapped|smacked|shook|shoved|pushed|punched|kicked|hit|grabbed|strangled|choked|threw|pinned|slammed|dragged|yanked|pinched)\\s+(him|her|them|(my|our|the|a|one of my)\\s+(\\p{L}+\\s+)?" +
      PERSON_EN +
      ")\\b",
    // "threw my phone at my partner", "held his head under the bath water".
    "(?:^|\\b(?:i|ive|i've|i have)\\s+)(just\\s+)?(threw|thrown)\\b[^.!?]{0,20}\\bat\\s+(him|her|my\\s+(\\p{L}+\\s+)?" +
      PERSON_EN +
      ")\\b|\\bi\\s+(just\\s+)?held\\s+(his|her)\\s+head\\s+under\\b",
    "\\b(scared|afraid|terrified|frightened|worried)\\s+(that\\s+)?i('ll|ll| will| might| could| am going to|m going to| am gonna|m gonna)\\s+(hurt|hit|shake|harm|kill)\\b(?!\\s+(it|myself|my (back|knee|shoulder|ankle|wrist|foot|leg|arm))\\b)",
    // "Ich hab meine Frau heute geschlagen", "hab heute meinen Sitznachbarn so geschlagen", "Ich hab meinen Sohn geohrfeigt".
    "(?:^|[.!?]\\s*|\\bich\\s+)(hab|habe|hob)\\s+((heute|heut|gestern|grad|gerade|eben|vorhin|so|mal|wieder|einfach|fast|beinahe|dann|halt|im streit|voll)\\s+){0,2}" +
      OBJECT_HARMED_DE,
    // "…, dass ich heute meine Tochter geschlagen hab", "Gestern hab ich zugeschlagen".
    "\\bdass ich\\s+((heute|heut|gestern|grad|gerade|so|wieder|fast)\\s+){0,2}" + OBJECT_HARMED_DE,
    "\\b(hab|habe|hob) ich\\s+(\\p{L}+\\s+){0,2}zugeschlagen\\b",
    // "I broke my flatmate's nose", "he has a red handprint on his leg from me".
    "\\bi\\s+(just\\s+)?broke\\s+(his|her|their|my\\s+\\p{L}+'s)\\s+(nose|arm|jaw|wrist|finger|fingers|rib|ribs|tooth|teeth)\\b|\\b(handprint|hand print|bruise|bruises|welt|welts)\\b[^.!?]{0,40}\\bfrom me\\b",
    "\\b(ohrfeige|watschn|watsche|schelle|backpfeife)\\s+(gegeben|verpasst)\\b|\\b(hand|hände|haende)\\s+um\\s+(den|ihren|seinen)\\s+hals\\b",
    "\\bangst\\b[^.!?]{0,15}\\bdass ich\\s+(ihn|sie|ihm|ihr|mein\\w*|unser\\w*|dem|der|das)\\b[^.!?]{0,25}\\b(schlage|wehtue|weh tue|verletze|schüttle|antue|was antue|etwas antue)\\b",
  ].join("|"),
  "iu",
);

/**
 * Beating someone at a game or a sport is no harm ("ich hab meinen Bruder im Schach geschlagen"), and neither is what
 * a kitchen or a workshop beats ("Ich hab die Sahne steif geschlagen", "den Nagel in die Wand geschlagen").
 */
const GAME_WIN =
  /\b(schach|spiel|match|tennis|fifa|tischtennis|badminton|squash|rennen|quiz|skat|turnier|runde|partie|wettkampf|armdrücken|chess|game|race|round|tournament|pool|darts|poker|sahne|eischnee|eiweiß|eier|teig|nagel|nägel|rekord|alarm|takt|trommel|purzelbaum|rad|wurzeln)\b/iu;

export function writerHarmsSomeone(text: string): boolean {
  return WRITER_HARMS.test(text) && !GAME_WIN.test(text);
}

/**
 * The one the writer harmed is hurt now: bleeding, not breathing, unconscious, limp or strangely quiet ("he stopped
 * crying and now he's really quiet", "jetzt ist er ganz still und schlapp", "his arm looks wrong"). Someone needs the
 * emergency number, whoever did it.
 */
const HURT_NOW = new RegExp(
  [
    "\\b(is |are |s |'s )?(bleeding|not breathing|isn'?t breathing|barely breathing|unconscious|passed out|limp|floppy|not moving|isn'?t moving|won'?t wake up|wont wake up)\\b",
    "\\b(he|she|he'?s|she'?s|hes|shes|the baby|baby)\\b( is| now| is now)? (really|very|so|too|strangely|weirdly) (quiet|still|sleepy)\\b",
    "\\b(arm|leg|head|neck) (looks|is) (wrong|weird|swollen)\\b",
    "\\b(blutet|atmet nicht|atmet kaum|bewusstlos|ohnmächtig|reagiert nicht|wacht nicht auf|bewegt sich nicht|ganz schlapp)\\b",
    "\\b(er|sie|es|das baby|der kleine|die kleine)\\b( ist)?( jetzt)? (ganz|so|komisch|total) still\\b",
    // A shaken baby who stopped crying: "Er weint jetzt nicht mehr", "he's stopped crying".
    // Sleepy after being shaken: "She's sleeping a lot now", "schläft seitdem so viel".
    "\\b(she|he|baby)('?s| is)\\s+(sleeping|asleep)\\s+(a lot|so much|all day|constantly)\\b|\\bschläft\\s+(\\p{L}+\\s+)?(so|sehr|ganz|auffällig)\\s+viel\\b",
    "\\b(er|sie|es|das baby)\\s+(weint|schreit)\\s+(jetzt\\s+)?(gar\\s+)?nicht mehr\\b|\\b(stopped|stoped)\\s+crying\\b",
  ].join("|"),
  "iu",
);

export function victimHurtNow(text: string): boolean {
  return HURT_NOW.test(text);
}
