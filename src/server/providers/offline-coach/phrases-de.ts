import type { Phrases } from "./phrase-types";

/** The German pools (see phrases.ts). Informal "du", first person, real umlauts. */
export const PHRASES_DE: Phrases = {
  leads: [
    "Ich schlage dir vor, {tip}.",
    "Ich rate dir, {tip}.",
    "Ich empfehle dir, {tip}.",
    "Probier doch einmal, {tip}.",
    "Mein Vorschlag wäre, {tip}.",
  ],
  againLeads: [
    "Genau dafür hatte ich dir vorhin vorgeschlagen, {tip}.",
    "Dafür passt, was ich dir vorhin vorgeschlagen hatte: {tip}.",
    "Darauf zielte mein Vorschlag von vorhin, {tip}.",
  ],
  pushLeads: [
    "Ein anderer Weg wäre, {tip}.",
    "Probier stattdessen einmal, {tip}.",
    "Etwas ganz anderes wäre, {tip}.",
    "Du könntest auch versuchen, {tip}.",
  ],
  continueOpens: [
    "Ich denke weiter mit dir über {label} nach.",
    "Lass uns {label} noch ein Stück genauer anschauen, ich bin ganz bei dir.",
    "Ich behalte {label} weiter im Blick.",
    "Ich höre dir weiter zu und habe {label} dabei im Kopf.",
    "Ich bleibe mit dir dran und denke an {label}.",
  ],
  labelAsks: [
    "Wenn du an {label} denkst, was wäre ein erster kleiner Schritt?",
    "Was geht dir gerade durch den Kopf, wenn du an {label} denkst?",
    "Was würde dir guttun, wenn du an {label} denkst?",
  ],
  genericOpens: [
    "Danke, dass du das mit mir teilst.",
    "Ich höre dir gern weiter zu.",
    "Ich finde es stark, dass du dir so ehrlich anschaust, was dich bewegt.",
    "Danke, das hilft mir, dich besser zu verstehen.",
  ],
  genericBridges: [
    "Ich möchte dich gut verstehen, bevor ich dir etwas vorschlage.",
    "Gemeinsam finden wir einen kleinen, machbaren nächsten Schritt.",
    "Manchmal hilft es schon, etwas in Worte zu fassen.",
    "Du musst dafür nichts sortiert haben, erzähl einfach drauflos.",
  ],
  genericTips: [
    "dir heute zehn Minuten nur für dich zu nehmen und aufzuschreiben, was dir gerade Kraft gibt und was dir Kraft nimmt",
    "dir für die nächsten Tage einen einzigen kleinen Schritt vorzunehmen und ihn dir in den Kalender zu schreiben",
    "mit einem Menschen, dem du vertraust, offen darüber zu sprechen",
  ],
  genericAsks: [
    "Magst du mir erzählen, was dich gerade am meisten beschäftigt?",
    "Was ist gerade das Schwerste für dich?",
    "Woran würdest du merken, dass es ein kleines bisschen leichter geworden ist?",
    "Wann hast du eine ähnliche Situation schon einmal gut gemeistert?",
  ],
  mirrorOpens: ["Du schreibst „{said}“, und ich möchte das gut verstehen.", "Ich lese „{said}“ und nehme das ernst."],
  mirrorAsks: ["Was ist an „{said}“ für dich gerade das Wichtigste?", "Was brauchst du, wenn du an „{said}“ denkst?"],
  greet: [
    "Hallo, schön, dass du da bist!",
    "Hallo und herzlich willkommen, ich freue mich, dass du schreibst!",
    "Hallo, wie gut, dass du dich meldest!",
  ],
  greetNamed: [
    "Hallo {name}, schön, dass du da bist!",
    "Hallo {name}, herzlich willkommen, ich freue mich, dass du schreibst!",
    "Hallo {name}, wie gut, dass du dich meldest!",
  ],
  greetAgain: ["Schön, dass du wieder da bist!", "Hallo, wie gut, dass du weiterschreibst!"],
  intro: [
    "Ich bin hier, um dir zuzuhören und dich ein Stück zu begleiten.",
    "Ich höre dir gern zu und überlege mit dir, was dir guttun könnte.",
    "Ich bin ein KI-Coach und nehme mir gern Zeit für dich.",
  ],
  invite: [
    "Erzähl mir gern, was dich gerade beschäftigt, ob Stress, Schlaf oder etwas ganz anderes.",
    "Du kannst mir alles erzählen, was dir auf dem Herzen liegt, ob Prüfung, Job oder Familie.",
  ],
  greetAsks: ["Womit möchtest du heute anfangen?", "Was liegt dir gerade am meisten auf dem Herzen?"],
  thanksAcks: [
    "Sehr gern, ich freue mich, wenn dir das etwas bringt.",
    "Gern geschehen, ich bin froh, dass wir das zusammen anschauen.",
    "Danke dir auch, ich begleite dich gern weiter.",
  ],
  closingOpens: [
    "Schön, dass du es ausprobieren willst.",
    "Das klingt nach einem guten Plan.",
    "Prima, dann hast du jetzt etwas Konkretes in der Hand.",
  ],
  closingWishes: [
    "Ich drücke dir die Daumen, und sei nicht zu streng mit dir, wenn es nicht gleich perfekt klappt.",
    "Viel Erfolg dabei, schon ein erster Versuch zählt.",
    "Ich wünsche dir, dass es dir damit ein Stück leichter wird.",
  ],
  closingDoors: [
    "Wenn du magst, erzähl mir danach, wie es gelaufen ist, ich bin hier.",
    "Du kannst jederzeit wiederkommen, dann schauen wir gemeinsam weiter.",
    "Meld dich gern, wenn du wieder reden möchtest.",
  ],
  progressOpens: [
    "Das ist ein schöner Erfolg, und ich finde, du hast ihn selbst möglich gemacht.",
    "Wie schön, das freut mich wirklich für dich.",
    "Ich finde, das ist ein echter Schritt, auch wenn er klein wirkt.",
  ],
  progressNotes: [
    "Solche kleinen Erfolge zeigen, dass sich dein Weg lohnt.",
    "Aus solchen Momenten kann viel Neues wachsen.",
    "Es lohnt sich, kurz innezuhalten und dir das bewusst zu machen.",
  ],
  progressAsks: [
    "Was hat diesmal den Unterschied gemacht?",
    "Was davon möchtest du beibehalten?",
    "Wie hat es sich für dich angefühlt?",
  ],
  okAcks: [
    "Alles klar, ich bin weiter für dich da.",
    "Schön, dann machen wir so weiter, ich bin an deiner Seite.",
    "Gut, ich bleibe gern mit dir dran.",
  ],
  panicSteps: [
    "Atme weiter langsam aus, länger als du einatmest, ich bin hier bei dir.",
    "Du machst das gut, die Welle geht vorbei.",
    "Lass dir Zeit, ich bleibe hier, bis es nachlässt.",
  ],
  steps: [
    "Wenn du magst, probier den nächsten kleinen Schritt bis morgen einfach einmal aus.",
    "Nimm dir für heute nur eine Kleinigkeit davon vor, das reicht völlig.",
    "Du musst nichts perfekt machen, ein erster Versuch zählt schon.",
  ],
  pushOpens: [
    "Danke, dass du so ehrlich zu mir bist, dann lassen wir diesen Weg erst einmal beiseite.",
    "Das verstehe ich, nicht jeder Vorschlag passt zu jedem Menschen.",
    "Gut, dass du mir das sagst, dann versuchen wir es anders.",
    "Ich höre, dass dir das nicht weitergeholfen hat, und das ist völlig in Ordnung.",
  ],
  pushAsks: [
    "Was genau hast du schon ausprobiert, und woran hat es gehakt?",
    "Was bräuchte ein Vorschlag, damit er wirklich zu dir passt?",
    "Was davon könntest du dir eher vorstellen?",
  ],
  recallTip: ["Vorhin habe ich dir geraten, {tip}.", "Mein letzter Tipp war, {tip}.", "Ich hatte dir vorgeschlagen, {tip}."],
  recallSay: [
    "Ich hatte dir diesen Einstieg vorgeschlagen: „{say}“",
    "Mein Vorschlag für den ersten Satz war: „{say}“",
    "Als Einstieg hatte ich dir geraten: „{say}“",
  ],
  recallQuote: [
    "Ich hatte dir aus unserer Wissensdatenbank zitiert: „{quote}“",
    "Zuletzt habe ich dir diesen Satz aus unserer Wissensdatenbank mitgegeben: „{quote}“",
  ],
  recallOther: ["Zuletzt habe ich dir Folgendes mitgegeben: „{sentence}“", "Mein letzter Vorschlag lautete: „{sentence}“"],
  recallFirstTip: ["Als Erstes hatte ich dir geraten, {tip}.", "Mein erster Tipp war, {tip}."],
  recallFirstOther: ["Als Erstes hatte ich dir vorgeschlagen: „{sentence}“", "Mein erster Vorschlag war: „{sentence}“"],
  recallNone: [
    "Ehrlich gesagt habe ich dir in unserem Gespräch noch keinen konkreten Tipp gegeben.",
    "Ich sehe in unserem Gespräch noch keinen konkreten Rat von mir, das sage ich dir ehrlich.",
  ],
  recallSteps: [
    "Wenn du magst, probier es bis morgen in einer ganz kleinen Version aus.",
    "Ein guter nächster Schritt wäre, dir gleich einen festen Zeitpunkt dafür zu überlegen.",
    "Du kannst es auch erst einmal nur in Gedanken durchspielen.",
  ],
  recallTalkSteps: [
    "Sag den Satz vorher einmal laut, dann fühlt er sich im Gespräch vertrauter an.",
    "Pass ihn ruhig an, bis er wirklich nach dir klingt.",
  ],
  nameKnown: [
    "Na klar, du heißt {name}.",
    "Natürlich weiß ich das noch, du bist {name}.",
    "Ja, {name}, das habe ich mir gemerkt.",
  ],
  nameUnknown: [
    "Ich finde in unserem Gespräch keinen Namen von dir, vielleicht hast du ihn mir noch nicht verraten.",
    "Deinen Namen hast du mir bisher nicht genannt, jedenfalls sehe ich ihn nicht in unserem Gespräch.",
  ],
  nameOffer: [
    "Wenn du magst, sag ihn mir, dann spreche ich dich gern damit an.",
    "Du kannst ihn mir gern sagen, musst du aber nicht.",
  ],
  aboutWhat: [
    "Ich bin kein Mensch, sondern ein KI-Coach, der dir hier im Chat zuhört.",
    "Ehrlich gesagt bin ich eine KI, also ein digitaler Coach und kein Mensch.",
  ],
  aboutLimits: [
    "Ich ersetze keine Therapie und bin kein Notdienst, und wenn du in akuter Gefahr bist, ruf bitte die 112.",
    "Eine Therapie kann ich nicht ersetzen, und in einem Notfall hilft dir die 112 schneller als ich.",
  ],
  aboutCan: [
    "Ich kann dir zuhören, Fragen stellen und mit dir kleine, machbare Schritte finden, etwa bei Prüfungsangst, Stress oder Schlafproblemen.",
    "Was ich gut kann: mit dir sortieren, was dich beschäftigt, und konkrete nächste Schritte überlegen.",
  ],
  aboutAsks: ["Womit kann ich dich heute unterstützen?", "Was beschäftigt dich gerade?"],
  aboutTopicAsks: ["Magst du weiter über {label} sprechen?", "Wollen wir bei {label} weitermachen?"],
  resumedThanks: [
    "Danke, dass du so offen mit mir bist.",
    "Danke für deine Offenheit, das ist mir wichtig.",
    "Danke, dass du mir das gesagt hast.",
  ],
  selfHarmHeard: [
    "Danke, dass du mir auch erzählst, dass du dich verletzt hast, das nehme ich ernst.",
    "Dass du dich verletzt hast, überhöre ich nicht, und ich finde es gut, dass du es mir sagst.",
  ],
  knowledgeLeads: [
    "Dazu habe ich etwas gefunden, das dir helfen könnte.",
    "Ich habe dazu nachgesehen und etwas Passendes entdeckt.",
  ],
  knowledgeFrames: [
    "In unserer Wissensdatenbank heißt es im Dokument „{title}“{other}: „{quote}“",
    "Im Dokument „{title}“ aus unserer Wissensdatenbank steht dazu{other}: „{quote}“",
    "Ich habe in unserer Wissensdatenbank nachgesehen, und im Dokument „{title}“ heißt es{other}: „{quote}“",
  ],
  knowledgeFramesUntitled: [
    "In unserer Wissensdatenbank heißt es dazu{other}: „{quote}“",
    "Unsere Wissensdatenbank sagt dazu{other}: „{quote}“",
  ],
  knowledgeOther: " auf Englisch",
  knowledgeAsks: [
    "Was davon möchtest du als Erstes ausprobieren?",
    "Wie klingt das für dich?",
    "Was davon passt zu deiner Situation?",
  ],
  supportLeads: ["Ich rate dir, {tip}.", "Ich schlage dir vor, {tip}.", "Wichtig ist, {tip}.", "Mein Rat ist, {tip}."],
  talkOpens: [
    "Ich finde es gut, dass du dich auf das Gespräch vorbereitest, denn der erste Satz ist oft der schwerste.",
    "Es ist verständlich, dass du dir für so ein Gespräch einen guten Einstieg wünschst, und ich helfe dir gern dabei.",
    "Ich helfe dir gern beim Anfang, denn ein klarer Einstieg nimmt viel Druck heraus.",
  ],
  talkSay: ["Du könntest so anfangen: „{say}“", "Ein möglicher erster Satz wäre: „{say}“", "Steig zum Beispiel so ein: „{say}“"],
  talkThen: ["Danach kannst du sagen: „{then}“", "Als Nächstes passt etwa: „{then}“", "Und dann vielleicht: „{then}“"],
  talkAsks: [
    "Wie würde dieser Einstieg in deinen eigenen Worten klingen?",
    "Wann und wo könntest du das Gespräch in Ruhe führen?",
    "Was wünschst du dir, wie es nach dem Gespräch weitergeht?",
  ],
  violenceOpens: [
    "Danke, dass du mir das erzählst, und ich nehme es ernst: Was du beschreibst, darf dir nicht passieren, auch wenn sich die Person danach entschuldigt.",
    "Ich bin froh, dass du es aussprichst, und du trägst keine Schuld daran, wie jemand anderes mit dir umgeht.",
  ],
  violenceSafety: [
    "Deine Sicherheit geht vor: Bevor du ein Gespräch mit der Person planst, kann dir eine Beratungsstelle helfen, die Lage einzuschätzen, die Nummern stehen neben dem Chat.",
    "Du musst das nicht allein klären: Die Nummern neben dem Chat führen zu Menschen, die sich damit auskennen und dir zuhören.",
  ],
  harmOpens: [
    "Danke, dass du das so offen aussprichst: Das ist nicht leicht, und es ist ein wichtiger erster Schritt.",
    "Gut, dass du darüber sprichst, statt es mit dir allein auszumachen, denn das zeigt, dass du etwas ändern willst.",
  ],
  harmSafety: [
    "Wichtig ist jetzt, dass es nicht wieder passiert: Wenn die Wut hochkommt, geh aus der Situation, bevor etwas geschieht, und leg weg, womit jemand verletzt werden könnte.",
    "Das musst du nicht allein in den Griff bekommen: Es gibt Beratung für Menschen, die vor ihrer eigenen Wut Angst haben, und die Nummern neben dem Chat helfen dir weiter.",
  ],
  reactionOpens: [
    "Es ist klug, dass du dich auch auf diese Reaktion vorbereitest, denn wer damit rechnet, bleibt ruhiger.",
    "Die Sorge vor dieser Reaktion ist verständlich, und sie heißt nicht, dass das Gespräch schiefgeht.",
  ],
  reactionSay: ["In dem Moment könntest du ruhig sagen: „{say}“", "Dann hilft vielleicht ein Satz wie: „{say}“"],
  reactionAsks: ["Was würde dir helfen, in dem Moment ruhig zu bleiben?", "Wie würdest du es sagen, damit es zu dir passt?"],
  decideOpens: [
    "Die Frage „{said}“ kann ich dir nicht einfach mit Ja oder Nein beantworten, aber ich helfe dir gern, sie zu sortieren.",
    "Das ist eine echte Abwägung, und die Entscheidung liegt bei dir, aber du musst sie nicht allein durchdenken.",
    "Ich nehme dir die Entscheidung nicht ab, aber wir können gemeinsam schauen, was für dich dabei zählt.",
  ],
  decideTips: [
    "beide Wege kurz durchzuspielen und dich zu fragen, wie sich jeder davon in einem halben Jahr anfühlt",
    "aufzuschreiben, was dafür und was dagegen spricht, und zu markieren, was dir davon wirklich wichtig ist",
    "dich zu fragen, was du einer guten Freundin in derselben Lage raten würdest",
  ],
  decideAsks: [
    "Was wäre dir bei dieser Entscheidung am wichtigsten?",
    "Zu welcher Antwort neigst du gerade selbst, wenn du ehrlich bist?",
    "Was befürchtest du, wenn du dich für die eine oder die andere Seite entscheidest?",
  ],
  decideMedical: [
    "die Frage deiner Hausärztin, deinem Hausarzt oder in der Apotheke zu stellen, weil die Antwort von deiner Gesundheit und deinen anderen Mitteln abhängt",
  ],
  decideDoctor: [
    "einen Termin in der Hausarztpraxis zu machen, wenn dich etwas schon länger belastet, und dir vorher aufzuschreiben, seit wann und was du schon ausprobiert hast",
  ],
  summaryTopic: [
    "Kurz zusammengefasst: Es ging bei uns um {label}.",
    "Gern eine kurze Zusammenfassung: Wir haben über {label} gesprochen.",
  ],
  summaryTips: ["Vorgeschlagen habe ich dir zuerst, {tip}.", "Als Erstes hatte ich dir geraten, {tip}."],
  summaryMore: ["Zuletzt hatte ich dir vorgeschlagen, {tip}.", "Danach kam der Vorschlag, {tip}."],
  summaryNone: [
    "Einen konkreten Vorschlag habe ich dir bisher noch nicht gemacht, wir sind noch beim Sortieren.",
    "Bisher haben wir vor allem sortiert, einen konkreten Tipp habe ich dir noch nicht gegeben.",
  ],
  summaryAsks: ["Was davon möchtest du als Erstes angehen?", "Fehlt dir in dieser Zusammenfassung noch etwas Wichtiges?"],
};
