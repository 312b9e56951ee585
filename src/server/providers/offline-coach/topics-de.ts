import type { LifeTopicId, MoreTopicId, TopicId, TopicTexts } from "./topic-types";

/**
 * The German texts of each topic. Variant n of a topic is opens[n] + a lead
 * with tips[n] + asks[n]: empathy, one concrete tip, a question that moves on.
 * Tips are zu-infinitive clauses; a lead completes them ("Ich schlage dir vor, …").
 */
export const TOPIC_TEXTS_DE: Record<Exclude<TopicId, MoreTopicId | LifeTopicId>, TopicTexts> = {
  exam: {
    label: "deine Prüfung",
    opens: [
      "Ich kann gut verstehen, dass dich die Prüfung gerade so beschäftigt, und ich finde es stark, dass du dich darum kümmerst.",
      "Ich merke, wie viel dir diese Prüfung bedeutet, und Aufregung davor ist völlig normal.",
      "Ich höre, dass dir die Prüfung ganz schön Druck macht, und damit bist du wirklich nicht allein.",
    ],
    tips: [
      "die wichtigsten Themen laut zu erklären, als säße dir schon jemand gegenüber, der nachfragt",
      "in Blöcken von 25 Minuten zu lernen, danach fünf Minuten Pause zu machen und dich am Ende jedes Blocks selbst abzufragen",
      "am Abend vor der Prüfung nichts Neues mehr zu lernen, sondern nur noch deine Stichpunkte durchzugehen und früh ins Bett zu gehen",
      "kurz vor der Prüfung vier Sekunden lang ein- und sechs Sekunden lang auszuatmen, damit dein Körper merkt, dass er sicher ist",
      "dir für einen Blackout einen Plan zurechtzulegen: die Aufgabe überspringen, einmal tief durchatmen und mit einer leichteren weitermachen",
    ],
    asks: [
      "Welches Thema macht dir im Moment am meisten Sorgen?",
      "Wie viel Zeit hast du noch bis zur Prüfung?",
      "Was hat dir bei früheren Prüfungen schon einmal geholfen?",
    ],
  },
  stage: {
    label: "deinen Auftritt",
    opens: [
      "Ich verstehe dieses Kribbeln vor einem Auftritt gut, und vor allem zeigt es mir, wie wichtig dir die Sache ist.",
      "Ich merke, dass dich der Gedanke an dein Publikum nicht loslässt, und Lampenfieber ist etwas zutiefst Menschliches.",
      "Ich höre, wie aufgeregt du vor dem Auftritt bist, und diese Energie kann dir sogar helfen.",
    ],
    tips: [
      "den Anfang, ob ersten Satz oder ersten Takt, ein paar Mal laut zu üben und kurz vor dem Auftritt vier Sekunden lang ein- und sechs Sekunden lang auszuatmen",
      "den Ablauf einmal im Kopf durchzugehen, vom ersten Schritt auf die Bühne bis zum Schluss",
      "dir für einen Patzer einen Plan zurechtzulegen: Wenn es passiert, dass dir der Faden reißt oder du dich verspielst, atmest du einmal durch und machst an der nächsten sicheren Stelle weiter, denn das Publikum merkt davon meist viel weniger als du",
      "das Ganze zweimal vor einer vertrauten Person durchzuspielen und sie um eine Sache zu bitten, die schon gut war",
      "dir im Publikum zwei freundliche Gesichter zu suchen und anfangs vor allem sie anzuschauen",
    ],
    asks: [
      "Was macht dich bei deinem nächsten Auftritt am meisten nervös?",
      "Welcher Teil deines Auftritts fühlt sich schon sicher an?",
      "Vor wie vielen Leuten wirst du auftreten?",
    ],
  },
  panic: {
    label: "deine Panikattacken",
    opens: [
      "Ich kann mir vorstellen, wie beängstigend so eine Panikattacke ist, wenn das Herz rast und alles zu viel wird.",
      "Ich höre, wie sehr dich diese Anfälle erschrecken, und ich finde es mutig, dass du darüber sprichst.",
      "Ich verstehe, dass schon die Angst vor der nächsten Attacke dich sehr belasten kann.",
    ],
    tips: [
      "dir in der Attacke zu sagen, dass sie vorbeigeht, und langsam auszuatmen, länger als du einatmest",
      "dich mit der 5-4-3-2-1-Übung zu erden: fünf Dinge sehen, vier hören, drei spüren, zwei riechen, eins schmecken",
      "einmal ärztlich abklären zu lassen, ob körperlich alles in Ordnung ist, damit dein Kopf beim nächsten Herzrasen einen Beweis hat, dass es Panik ist",
      "dir Unterstützung bei einer Psychotherapeutin oder einem Psychotherapeuten zu holen, weil sich Panikattacken dort sehr gut behandeln lassen",
    ],
    asks: [
      "Wie kündigt sich eine Attacke bei dir meistens an?",
      "In welchen Situationen hattest du zuletzt eine?",
      "Was hat dir bisher geholfen, wenn sie wieder abgeklungen ist?",
    ],
  },
  health: {
    label: "deine Sorge um deine Gesundheit",
    opens: [
      "Ich verstehe, wie sehr einen die Sorge um die eigene Gesundheit gefangen nehmen kann.",
      "Ich höre, dass dich diese Ungewissheit gerade nicht loslässt, und das ist wirklich anstrengend.",
      "Ich merke, wie viel Angst in deiner Sorge steckt, und ich nehme das ernst.",
    ],
    tips: [
      "einen Termin bei deiner Hausärztin oder deinem Hausarzt zu machen und deine Fragen vorher auf einen Zettel zu schreiben",
      "keine Symptome mehr zu googeln, sondern dir jedes Mal, wenn der Impuls kommt, die Frage für den Arzttermin aufzuschreiben",
      "dir eine feste Sorgenzeit von fünfzehn Minuten am Tag einzurichten und die Gedanken außerhalb davon freundlich auf später zu verschieben",
      "mit einer vertrauten Person über deine Angst zu sprechen, statt sie allein mit dir herumzutragen",
    ],
    asks: [
      "Hast du schon einen Termin, um das abklären zu lassen?",
      "Was geht dir durch den Kopf, wenn die Sorge am stärksten ist?",
      "Wer in deinem Umfeld weiß schon von deiner Sorge?",
    ],
  },
  grief: {
    label: "deine Trauer",
    opens: [
      "Es tut mir sehr leid, dass du einen so wichtigen Menschen verloren hast.",
      "Ich höre, wie sehr dir dieser Verlust nachgeht, und Trauer darf so viel Raum einnehmen, wie sie braucht.",
      "Ich merke, wie schwer diese Zeit für dich ist, und ich bin gern für dich da.",
    ],
    tips: [
      "dir jeden Tag einen kleinen Moment für die Erinnerung zu nehmen, etwa mit einem Foto oder einer Kerze, und den Rest des Tages nicht perfekt funktionieren zu müssen",
      "einen Brief an den Menschen zu schreiben, den du verloren hast, mit allem, was du noch sagen möchtest",
      "mit jemandem über gemeinsame Erinnerungen zu sprechen, der den Menschen auch gekannt hat",
      "dir zu erlauben, dass die Trauer in Wellen kommt, und an schweren Tagen nur das Nötigste zu tun",
      "dir für die ersten Arbeitstage einen Rückzugsort und einen vertrauten Menschen im Team zu überlegen, zu denen du gehen kannst, wenn dich die Trauer überkommt, denn Tränen sind in dieser Zeit nichts, wofür du dich schämen musst",
      "für die Trauerrede ein, zwei kleine Geschichten auszuwählen, die zeigen, was für ein Mensch er oder sie war, statt eines ganzen Lebenslaufs, und sie aufzuschreiben, damit du ablesen kannst, falls dir die Stimme versagt",
    ],
    asks: [
      "Was vermisst du im Moment am meisten?",
      "Wer begleitet dich gerade in deiner Trauer?",
      "Gibt es eine Erinnerung, die dir besonders am Herzen liegt?",
    ],
  },
  money: {
    label: "deine Geldsorgen",
    opens: [
      "Ich verstehe, wie sehr Geldsorgen einem den Schlaf und die Ruhe rauben können.",
      "Ich höre, dass dich die finanzielle Lage gerade stark belastet, und ich finde es mutig, dass du das ansprichst.",
      "Ich merke, wie viel Druck in diesen Zahlen steckt, und du bist damit nicht allein.",
    ],
    tips: [
      "alle Schulden, Mahnungen und festen Ausgaben einmal auf ein Blatt zu schreiben, damit aus dem Nebel eine Liste wird",
      "dich an eine kostenlose Schuldnerberatung zu wenden, wie es sie bei Verbraucherzentralen und Wohlfahrtsverbänden gibt",
      "Briefe nicht ungeöffnet liegen zu lassen, sondern sie einmal pro Woche zu einer festen Zeit zu öffnen, am besten zusammen mit einer vertrauten Person",
      "bei deinen Gläubigern frühzeitig nach einer Ratenzahlung zu fragen, weil sich viele darauf einlassen",
    ],
    asks: [
      "Was macht dir bei deinen Finanzen gerade am meisten Angst?",
      "Hast du schon einen Überblick, wie viel es insgesamt ist?",
      "Wer könnte dich beim nächsten Schritt unterstützen?",
    ],
  },
  parenting: {
    label: "deinen Familienalltag",
    opens: [
      "Ich höre, wie viel Kraft dich der Familienalltag gerade kostet, und das sagt nichts über deine Liebe aus.",
      "Ich verstehe gut, dass dich solche Phasen an deine Grenzen bringen, und ich finde es stark, dass du hinschaust.",
      "Ich merke, wie viel dir an einer guten Beziehung zu deinem Kind liegt.",
    ],
    tips: [
      "in angespannten Momenten erst einmal tief durchzuatmen und auf Augenhöhe zu gehen, bevor du etwas sagst",
      "die Gefühle deines Kindes zu benennen, etwa mit „Du bist gerade richtig wütend“, bevor du eine Grenze setzt",
      "jeden Tag zehn Minuten ungeteilte Zeit mit deinem Kind einzuplanen, in der es bestimmen darf, was ihr macht",
      "dir selbst kleine Pausen zu organisieren, weil du nur mit etwas Kraft im Tank gelassen bleiben kannst",
    ],
    asks: [
      "In welchen Situationen wird es bei euch am schwierigsten?",
      "Wie alt ist dein Kind gerade?",
      "Was gelingt euch als Familie schon gut?",
    ],
  },
  relationship: {
    label: "deine Beziehung",
    opens: [
      "Ich höre, wie sehr dich die Situation in deiner Beziehung gerade mitnimmt.",
      "Ich verstehe, dass Liebeskummer und Streit mit einem nahen Menschen besonders wehtun.",
      "Ich merke, wie viel dir an dieser Beziehung liegt, auch wenn es gerade schwierig ist.",
    ],
    tips: [
      "dir vor dem nächsten Gespräch klarzumachen, was du dir eigentlich wünschst, und in Ich-Sätzen davon zu erzählen",
      "dir nach einer Trennung bewusst Kontaktpausen zu gönnen, also nicht ständig nachzusehen, was die andere Person macht",
      "jeden Abend aufzuschreiben, was dir an diesem Tag gutgetan hat, damit du dich selbst nicht aus dem Blick verlierst",
      "eine Sache, die dich stört, nicht im Streit, sondern in einem ruhigen Moment anzusprechen, mit einem festen Zeitrahmen von zwanzig Minuten",
    ],
    asks: [
      "Was wünschst du dir gerade am meisten?",
      "Wie geht es dir mit der Situation, wenn du abends allein bist?",
      "Wer gibt dir gerade Halt?",
    ],
  },
  family: {
    label: "die Lage in deiner Familie",
    opens: [
      "Ich verstehe, wie sehr Spannungen in der Familie an einem nagen können, gerade weil man sich nicht einfach aus dem Weg gehen kann.",
      "Ich höre, dass dich die Situation mit deiner Familie gerade viel Kraft kostet.",
      "Ich merke, wie nah dir das geht, und Familie berührt uns eben besonders tief.",
    ],
    tips: [
      "dir vor dem nächsten Treffen einen freundlichen, aber klaren Satz zurechtzulegen, etwa „Danke, ich mache das auf meine Art“",
      "Besuche bewusst zu begrenzen, mit einem festen Ende, und dir danach etwas Schönes einzuplanen",
      "nach einer kritischen Bemerkung kurz durchzuatmen und zu prüfen, ob du darauf überhaupt eingehen möchtest",
      "dir eine vertraute Person zu suchen, mit der du vorher und nachher kurz darüber sprechen kannst",
    ],
    asks: [
      "Welche Situation mit deiner Familie belastet dich gerade am meisten?",
      "Was würdest du dir von dieser Person wünschen?",
      "Wo möchtest du in Zukunft eine klarere Grenze ziehen?",
    ],
  },
  overload: {
    label: "deinen vollen Schreibtisch",
    opens: [
      "Ich höre, dass sich bei dir gerade die Arbeit stapelt, und das ist wirklich erschöpfend.",
      "Ich verstehe gut, wie lähmend es sein kann, wenn alles gleichzeitig wichtig scheint.",
      "Ich merke, wie viel du gerade trägst, und ich finde es gut, dass du kurz innehältst.",
    ],
    tips: [
      "alles, was ansteht, auf eine Liste zu schreiben und nur die drei Aufgaben zu markieren, die heute wirklich zählen",
      "mit deiner Führungskraft offen über Prioritäten zu sprechen und zu fragen, was warten kann",
      "dir feste Blöcke ohne E-Mails und Chat in den Kalender zu legen, in denen du an einer einzigen Sache arbeitest",
      "am Ende des Arbeitstags kurz festzuhalten, was du geschafft hast, und dann bewusst Feierabend zu machen",
    ],
    asks: [
      "Welche Aufgabe drückt dich gerade am meisten?",
      "Wie viele Überstunden sind es in letzter Zeit ungefähr?",
      "Was könntest du abgeben oder verschieben?",
    ],
  },
  conflict: {
    label: "den Konflikt bei der Arbeit",
    opens: [
      "Ich höre, dass dich die Situation mit deinem Gegenüber gerade sehr beschäftigt.",
      "Ich verstehe, wie sehr es an einem nagt, wenn man sich bei der Arbeit nicht ernst genommen fühlt.",
      "Ich merke, dass dich dieser Konflikt weiter begleitet, und das ist verständlich.",
    ],
    tips: [
      "zuerst für dich zu klären, was du dir wünschst, und dann in Ich-Botschaften zu sprechen, also aus deiner Wahrnehmung statt mit Vorwürfen",
      "dir vorher einen ersten Satz zurechtzulegen, der beschreibt, was du beobachtet hast, ohne es zu bewerten",
      "im Meeting ruhig, aber bestimmt zu sagen, dass du deinen Gedanken noch zu Ende bringen möchtest",
      "dir konkrete Situationen mit Datum aufzuschreiben, damit du im Gespräch Beispiele statt allgemeiner Eindrücke hast",
    ],
    asks: [
      "Was wäre für dich ein gutes Ergebnis dieses Gesprächs?",
      "Wie reagiert dein Gegenüber normalerweise, wenn du etwas ansprichst?",
      "Wer könnte dich dabei unterstützen, etwa jemand aus dem Team oder der Betriebsrat?",
    ],
  },
  selfdoubt: {
    label: "deine Selbstzweifel",
    opens: [
      "Ich höre, wie sehr dich das Gefühl plagt, nicht gut genug zu sein, und es sagt oft mehr über deine hohen Ansprüche als über dein Können.",
      "Ich verstehe, dass dieses Hochstapler-Gefühl einem die Freude am Erreichten nehmen kann.",
      "Ich merke, wie streng du gerade mit dir bist, und das darf auch freundlicher werden.",
    ],
    tips: [
      "eine Liste mit drei Dingen anzulegen, die du in letzter Zeit gut gemacht hast, und sie jede Woche zu ergänzen",
      "dich zu fragen, was du einer guten Freundin oder einem guten Freund in deiner Lage sagen würdest, und genau das dir selbst zu sagen",
      "Rückmeldungen, die du bekommst, wörtlich aufzuschreiben, damit dein Kopf sie nicht kleinreden kann",
      "den Gedanken „Ich fliege bestimmt auf“ als Gedanken zu bemerken, nicht als Tatsache, und ihn mit Belegen zu prüfen",
    ],
    asks: [
      "In welchen Momenten ist der Zweifel am lautesten?",
      "Was hast du trotz dieser Zweifel schon geschafft?",
      "Wessen Stimme hörst du eigentlich, wenn du dich so kritisierst?",
    ],
  },
  anger: {
    label: "deine Wut",
    opens: [
      "Ich verstehe, dass Wut manchmal schneller ist als jeder gute Vorsatz, und es ist gut, dass du hinschaust.",
      "Ich höre, dass dich dieser Ausbruch selbst beschäftigt, und das zeigt mir, wie wichtig dir die Menschen um dich sind.",
      "Ich merke, wie viel Druck in dieser Wut steckt, und Wut ist erst einmal ein wichtiges Signal.",
    ],
    tips: [
      "beim ersten Anzeichen von Wut bewusst eine Pause von zehn Minuten zu nehmen, den Raum zu verlassen und erst danach weiterzusprechen",
      "deine Warnzeichen zu kennen, etwa ein heißes Gesicht oder geballte Fäuste, und sie als Stoppsignal zu nutzen",
      "nach einem Ausbruch zu der Person zu gehen und dich ohne ein „aber“ zu entschuldigen",
      "die Energie der Wut in Bewegung umzulenken, zum Beispiel mit einem schnellen Spaziergang oder ein paar Treppen",
    ],
    asks: [
      "Was bringt dich am schnellsten auf die Palme?",
      "Was hättest du in dem Moment gebraucht?",
      "Woran merkst du als Erstes, dass die Wut kommt?",
    ],
  },
  lonely: {
    label: "dein Gefühl von Einsamkeit",
    opens: [
      "Ich höre, wie einsam du dich gerade fühlst, und das ist ein schmerzhaftes Gefühl, das viele kennen.",
      "Ich verstehe, wie schwer es ist, an einem neuen Ort noch niemanden zu haben.",
      "Ich merke, wie sehr du dir Verbindung zu anderen wünschst, und dieser Wunsch ist etwas sehr Gesundes.",
    ],
    tips: [
      "dir eine regelmäßige Gruppe zu suchen, etwa einen Sportverein, einen Chor oder ein Ehrenamt, weil Wiederholung aus Fremden Bekannte macht",
      "diese Woche einer Person zu schreiben, an die du schon länger denkst, auch wenn der Kontakt eingeschlafen ist",
      "jeden Tag einen kleinen Kontakt bewusst zu pflegen, etwa ein kurzes Gespräch beim Bäcker oder mit der Nachbarin",
      "dir zu erlauben, erst einmal nur dabei zu sein, ohne gleich Freundschaften schließen zu müssen",
    ],
    asks: [
      "Wann fühlst du dich am einsamsten?",
      "Was hast du früher gern mit anderen gemacht?",
      "Gibt es jemanden, bei dem du dich melden könntest?",
    ],
  },
  fear: {
    label: "deine Angst",
    opens: [
      "Ich verstehe, wie real sich diese Angst anfühlt, auch wenn der Kopf weiß, dass vielleicht gar nichts passiert.",
      "Ich höre, dass dich diese Angst einschränkt, und ich finde es mutig, dass du sie angehen willst.",
      "Ich merke, wie sehr dich diese Furcht begleitet, und Ängste lassen sich oft gut verkleinern.",
    ],
    tips: [
      "dich der Angst in sehr kleinen Schritten zu nähern, etwa erst mit einem Foto, dann ein Stück näher dran, und jeden Schritt zu halten, bis die Angst spürbar sinkt",
      "dir eine Angstskala von null bis zehn vorzustellen und in der Situation zu beobachten, wie der Wert nach ein paar Minuten von allein sinkt",
      "in der Situation langsam in den Bauch zu atmen und die Füße bewusst auf dem Boden zu spüren",
      "dir bei einer starken Phobie Unterstützung in einer Verhaltenstherapie zu holen, weil sich Ängste dort sehr gut behandeln lassen",
      "der Ärztin oder dem Arzt gleich zu Beginn zu sagen, dass du Angst hast, und ein Handzeichen für eine Pause zu vereinbaren, denn darauf sind Praxen eingestellt",
      "mit deiner Hebamme oder Ärztin über genau diese Angst zu sprechen und dir den Kreißsaal vorher zeigen zu lassen, denn das Unbekannte macht oft am meisten Angst",
    ],
    asks: [
      "In welchen Situationen ist die Angst am stärksten?",
      "Was wäre ein erster, ganz kleiner Schritt, den du dir zutrauen würdest?",
      "Wie sehr schränkt dich die Angst im Alltag ein?",
    ],
  },
  sleep: {
    label: "deinen Schlaf",
    opens: [
      "Ich verstehe gut, wie zermürbend es ist, wenn du nachts nicht zur Ruhe kommst.",
      "Ich höre, dass dich die Nächte weiter beschäftigen.",
      "Ich merke, wie sehr dir der Schlaf fehlt, und Müdigkeit macht alles andere noch schwerer.",
    ],
    tips: [
      "eine Stunde vor dem Schlafengehen alle Bildschirme wegzulegen und deine Gedanken kurz auf einen Zettel zu schreiben",
      "jeden Morgen zur gleichen Zeit aufzustehen, auch nach einer schlechten Nacht, weil das deinem Körper einen festen Takt gibt",
      "nach zwanzig Minuten Wachliegen aufzustehen, in einem anderen Raum etwas Ruhiges zu tun und erst müde zurück ins Bett zu gehen",
      "ab dem frühen Nachmittag auf Kaffee und schwarzen Tee zu verzichten",
    ],
    asks: [
      "Wie sieht dein Abend normalerweise aus?",
      "Was hält dich abends am längsten wach?",
      "Seit wann schläfst du schon so schlecht?",
    ],
  },
  motivation: {
    label: "deine Motivation",
    opens: [
      "Ich weiß, wie zäh sich Phasen anfühlen können, in denen der Antrieb einfach fehlt, und das ist völlig menschlich.",
      "Ich verstehe, dass der Antrieb noch nicht zurück ist, und ich finde es gut, dass du dranbleibst.",
      "Ich höre, wie sehr du dich über das Aufschieben ärgerst, und ich möchte dir helfen, freundlicher mit dir zu sein.",
    ],
    tips: [
      "die nächste Aufgabe so klein zu machen, dass sie in fünf Minuten erledigt ist",
      "dir für morgen eine feste Uhrzeit für diese eine Aufgabe in den Kalender zu schreiben",
      "einen Timer auf zehn Minuten zu stellen und dir zu erlauben, danach wieder aufzuhören",
      "dir nach jeder erledigten Aufgabe eine kleine Belohnung zu gönnen, die du vorher festlegst",
    ],
    asks: [
      "Welche Aufgabe schiebst du gerade am längsten vor dir her?",
      "Wann am Tag hast du normalerweise die meiste Energie?",
      "Was würde sich gut anfühlen, wenn diese Aufgabe erledigt ist?",
    ],
  },
  calm: {
    label: "deine Suche nach Ruhe",
    opens: [
      "Ich freue mich, dass du dir einen Moment für dich nehmen möchtest.",
      "Ich finde es schön, dass du dir weiter Zeit für dich nimmst.",
      "Ich merke, wie gut dir ein ruhiger Moment gerade tun würde.",
    ],
    tips: [
      "drei Dinge wahrzunehmen, die du siehst, zwei, die du hörst, und eins, das du spürst",
      "die Hände auf den Bauch zu legen und zehn Atemzüge lang zu spüren, wie er sich hebt und senkt",
      "eine Minute lang nur auf die Geräusche um dich herum zu achten, ohne sie zu bewerten",
      "dein nächstes Glas Wasser ganz bewusst zu trinken und zu spüren, wie es schmeckt und sich anfühlt",
    ],
    asks: [
      "Wie fühlst du dich nach dieser kleinen Pause?",
      "Was hast du dabei bemerkt?",
      "Wann am Tag könntest du dir so einen Moment fest einplanen?",
    ],
  },
  disclosure: {
    label: "die Frage, wie viel du von früher erzählst",
    opens: [
      "Ich finde es stark, wie du heute auf diese Zeit zurückblickst, und es ist verständlich, dass du gut vorbereitet sein willst.",
      "Ich verstehe, dass du selbst bestimmen möchtest, wer wie viel von deiner Geschichte erfährt.",
      "Ich höre, dass diese Zeit hinter dir liegt und du jetzt einen guten Umgang mit Fragen anderer suchst.",
    ],
    tips: [
      "dir einen kurzen, ruhigen Satz zurechtzulegen, etwa „Das ist eine alte Geschichte, mir geht es heute gut“, und es dabei zu belassen",
      "dir bewusst zu machen, dass du niemandem eine Erklärung schuldest und selbst entscheidest, wem du mehr erzählst",
      "nur Menschen mehr zu erzählen, denen du vertraust, und vorher zu überlegen, was du dir von ihnen wünschst",
    ],
    asks: [
      "Wem möchtest du davon überhaupt erzählen, und wem lieber nicht?",
      "Welche Frage anderer macht dir dabei am meisten Sorgen?",
      "Wie würde sich ein Satz anfühlen, den du dir dafür zurechtlegst?",
    ],
  },
  stress: {
    label: "deinen Stress",
    opens: [
      "Ich höre, dass dich gerade einiges unter Druck setzt.",
      "Ich merke, dass der Druck dich weiter begleitet.",
      "Ich verstehe, wie anstrengend es ist, wenn der Kopf einfach nicht abschaltet.",
    ],
    tips: [
      "vier Sekunden lang einzuatmen, kurz innezuhalten und sechs Sekunden lang auszuatmen, fünfmal hintereinander",
      "heute Abend drei Dinge aufzuschreiben, die du trotz allem geschafft hast, egal wie klein",
      "dir jeden Tag eine feste Viertelstunde nur für dich einzuplanen, in der nichts erledigt werden muss",
      "zu unterscheiden, was du beeinflussen kannst und was nicht, und deine Kraft nur in das Erste zu stecken",
    ],
    asks: [
      "Was belastet dich im Moment am meisten?",
      "Wo spürst du den Stress in deinem Körper am deutlichsten?",
      "Was würde dir diese Woche ein kleines bisschen Luft verschaffen?",
    ],
  },
};
