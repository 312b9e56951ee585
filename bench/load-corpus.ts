/**
 * A German coaching knowledge base for bench/load.ts: generated documents,
 * cut into passages by the real chunker and written straight into
 * PostgreSQL, plus the questions that visitors and the operator ask.
 */
import pg from "pg";
import type { Database } from "../src/server/db/client";
import { chunkPages } from "../src/server/features/ingestion/chunk";

/** What the operator types into the knowledge search; rotated request by request. */
export const SEARCH_QUESTIONS = [
  "Was hilft mir gegen Lampenfieber vor einem Vortrag?",
  "Wie kann ich abends besser einschlafen?",
  "Ich habe ständig Stress bei der Arbeit, was kann ich tun?",
  "Wie spreche ich einen Konflikt mit meinem Kollegen an?",
  "Wie fange ich mit Meditation an?",
  "Ich schiebe alles auf, wie finde ich meine Motivation wieder?",
  "Wie sage ich Nein, ohne ein schlechtes Gewissen zu haben?",
  "Was kann ich gegen ständiges Grübeln tun?",
];

/**
 * Thousands of different questions on the same topics, so that no two requests of a run are the same
 * search: the per-instance result cache never answers them, and every request costs the full search.
 */
export function distinctSearchQuestions(): string[] {
  const openers = [
    "Was hilft mir",
    "Hast du einen Tipp",
    "Wie gehe ich am besten um mit mir",
    "Was kann ich tun",
    "Welche Übung hilft",
    "Wie schaffe ich Ruhe",
    "Was rätst du mir",
    "Gibt es eine Methode",
    "Wie kann ich lernen, gelassen zu bleiben",
    "Was mache ich",
  ];
  const topics = [
    "gegen Lampenfieber vor einem Vortrag",
    "bei Stress im Job",
    "wenn ich nachts grüble",
    "beim Einschlafen",
    "bei Streit im Team",
    "gegen das Aufschieben",
    "wenn ich Nein sagen will",
    "für mehr Achtsamkeit",
    "bei Erschöpfung nach der Arbeit",
    "bei Konflikten mit Kollegen",
    "gegen Prüfungsangst",
    "für bessere Pausen",
    "bei zu vielen E-Mails",
    "für mehr Motivation",
    "gegen innere Unruhe",
    "bei Sorgen um die Zukunft",
    "für einen klaren Feierabend",
    "beim Meditieren",
    "gegen Grübeln am Abend",
    "bei Zeitdruck",
  ];
  const closers = [
    "",
    "heute",
    "im Alltag",
    "am Morgen",
    "in dieser Woche",
    "als Anfänger",
    "im Homeoffice",
    "mit wenig Zeit",
    "ohne Hilfsmittel",
    "unterwegs",
    "vor Meetings",
    "nach dem Urlaub",
  ];
  const roles = ["", "Ich bin Führungskraft.", "Ich arbeite im Schichtdienst.", "Ich studiere noch."];
  const since = ["", "Seit Wochen geht das so.", "Das ist neu für mich.", "Es wird immer schlimmer.", "Meistens montags."];
  const out: string[] = [];
  for (const when of since)
    for (const role of roles)
      for (const o of openers)
        for (const t of topics)
          for (const c of closers) out.push(`${when} ${role} ${o} ${t} ${c}?`.replace(/\s+/g, " ").replace(" ?", "?").trim());
  // A fixed shuffle, so that consecutive requests differ in topic, as real ones would.
  for (let i = out.length - 1, seed = 7; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * What visitors write to the coach (none of them is a crisis message, so each reaches the provider). Each finds
 * passages above the coach's relevance threshold in the generated corpus (relevance 0.41–0.77), so every answer
 * of a working server has sources.
 */
export const CHAT_MESSAGES = [
  "Vor jedem Vortrag habe ich Herzklopfen und zittrige Hände. Wie werde ich ruhiger?",
  "Seit Wochen schlafe ich schlecht, weil mir abends die Arbeit nicht aus dem Kopf geht.",
  "Mein Chef gibt mir immer mehr Aufgaben und ich weiß nicht, wie ich Nein sagen soll.",
  "Ich streite mich ständig mit einer Kollegin im Team. Wie kann ich das ansprechen?",
  "Ich würde gern mit Achtsamkeit anfangen, weiß aber nicht wie.",
  "Ich schiebe meine Bachelorarbeit seit Monaten vor mir her.",
];

/** The reply of the fake chat provider: a typical short coaching answer (~40 words). */
export const FAKE_REPLY =
  "Das klingt nach einer anstrengenden Zeit, und es ist gut, dass du darüber sprichst. " +
  "Versuche heute eine kleine Pause nur für dich einzuplanen und atme dabei einige Male ruhig und tief aus. " +
  "Was würde dir in dieser Woche am meisten helfen?";

const TOPICS: { title: string; sentences: string[]; situations: string[] }[] = [
  {
    title: "Stressbewältigung im Beruf",
    sentences: [
      "Dauerstress entsteht, wenn die Anforderungen über längere Zeit größer sind als die Ressourcen, die uns zur Verfügung stehen.",
      "Typische Warnzeichen sind Gereiztheit, Konzentrationsprobleme, Verspannungen im Nacken und das Gefühl, nie fertig zu werden.",
      "Kurze Pausen von fünf Minuten pro Stunde senken den Stresspegel messbar, wenn sie wirklich ohne Bildschirm verbracht werden.",
      "Eine Liste mit drei Prioritäten für den Tag hilft, die wichtigsten Aufgaben von den dringenden zu unterscheiden.",
      "Wer jeden Abend notiert, was gelungen ist, lenkt die Aufmerksamkeit vom Unerledigten auf die eigenen Erfolge.",
      "Stress ist nicht nur eine Frage der Menge an Arbeit, sondern auch des Gefühls, keinen Einfluss auf sie zu haben.",
      "Führungskräfte sollten Überstunden im Blick behalten und im Gespräch nachfragen, wie belastet sich ihr Team fühlt.",
      "Bewegung an der frischen Luft baut Stresshormone ab, schon ein Spaziergang in der Mittagspause wirkt.",
      "Es lohnt sich, die eigenen Stressoren aufzuschreiben und zu prüfen, welche davon beeinflussbar sind.",
      "Erreichbarkeit rund um die Uhr verhindert echte Erholung, klare Zeiten ohne E-Mails schützen davor.",
    ],
    situations: [
      "erzählt, dass {p} seit Monaten kaum noch abschalten kann",
      "beschreibt volle Tage mit einer Besprechung nach der anderen",
      "merkt, dass {p} am Wochenende nur noch erschöpft ist",
    ],
  },
  {
    title: "Erholsamer Schlaf",
    sentences: [
      "Feste Aufstehzeiten, auch am Wochenende, stabilisieren den inneren Rhythmus stärker als frühes Zubettgehen.",
      "Bildschirme am späten Abend und Koffein nach dem Mittag verschieben das Einschlafen oft um eine Stunde.",
      "Ein Notizbuch neben dem Bett hilft, kreisende Gedanken abzulegen, bevor das Licht ausgeht.",
      "Das Schlafzimmer sollte kühl, dunkel und ruhig sein und möglichst nicht zum Arbeiten genutzt werden.",
      "Wer nach zwanzig Minuten nicht eingeschlafen ist, steht besser noch einmal auf und liest etwas Ruhiges.",
      "Eine kurze Entspannungsübung vor dem Schlafen, etwa die progressive Muskelentspannung, erleichtert das Loslassen.",
      "Alkohol macht zwar müde, verschlechtert aber die Qualität des Schlafs in der zweiten Nachthälfte.",
      "Ein Abendritual aus immer gleichen Schritten signalisiert dem Körper, dass der Tag zu Ende geht.",
      "Mittagsschlaf sollte kürzer als zwanzig Minuten bleiben, sonst fällt das Einschlafen am Abend schwerer.",
      "Schlafprobleme, die länger als drei Monate anhalten, gehören in ärztliche Abklärung.",
    ],
    situations: [
      "wacht jede Nacht gegen drei Uhr auf und grübelt",
      "liegt abends stundenlang wach, obwohl {p} müde ist",
      "trinkt nachmittags viel Kaffee, um durchzuhalten",
    ],
  },
  {
    title: "Lampenfieber und Auftritte",
    sentences: [
      "Lampenfieber vor Vorträgen und Präsentationen kennt fast jeder, und ein gewisses Maß an Aufregung steigert sogar die Leistung.",
      "Vor einem Auftritt schüttet der Körper Stresshormone aus, das Herz schlägt schneller und die Hände werden feucht.",
      "Eine ruhige Bauchatmung mit langem Ausatmen beruhigt das Nervensystem innerhalb weniger Minuten.",
      "Ein gut geübter erster Satz gibt Sicherheit, denn die ersten Sekunden eines Vortrags sind die schwierigsten.",
      "Der Blick auf freundliche Gesichter im Publikum hilft, die Aufmerksamkeit vom eigenen Körper wegzulenken.",
      "Wer die Präsentation mehrmals laut und vor Zuhörern probt, erlebt im Ernstfall weniger Überraschungen.",
      "Katastrophengedanken wie „Alle werden merken, dass ich nervös bin“ lassen sich durch realistischere Gedanken ersetzen.",
      "Eine aufrechte Haltung und feste Füße auf dem Boden vermitteln Stabilität, nach außen wie nach innen.",
      "Nach dem Auftritt lohnt sich eine kurze Rückschau darauf, was gut gelungen ist.",
      "Auch Prüfungsangst folgt demselben Muster und lässt sich mit denselben Übungen lindern.",
    ],
    situations: [
      "muss nächste Woche vor dem Vorstand präsentieren",
      "hat vor jeder Prüfung schlaflose Nächte",
      "bekommt beim Sprechen vor Gruppen eine zittrige Stimme",
    ],
  },
  {
    title: "Konflikte im Team",
    sentences: [
      "Konflikte unter Kolleginnen und Kollegen kosten Kraft, doch wer sie früh anspricht, verhindert eine Eskalation.",
      "Ich-Botschaften beschreiben die eigene Wahrnehmung und das eigene Gefühl, statt dem Gegenüber Vorwürfe zu machen.",
      "Ein guter Zeitpunkt für ein klärendes Gespräch ist einer, an dem beide Seiten ruhig sind und Zeit haben.",
      "Aktives Zuhören bedeutet, das Gehörte in eigenen Worten zusammenzufassen, bevor man antwortet.",
      "Hinter vielen Streitigkeiten stehen unausgesprochene Erwartungen an Rollen und Zuständigkeiten.",
      "Bei verhärteten Fronten hilft eine neutrale Moderation, etwa durch eine Führungskraft oder einen Coach.",
      "Es lohnt sich, zwischen der Sache und der Beziehung zu unterscheiden, denn oft wird über das eine gestritten und das andere gemeint.",
      "Vereinbarungen am Ende eines Gesprächs sollten konkret sein und nach einigen Wochen überprüft werden.",
      "Lästern im Team verschärft Konflikte, weil die Betroffenen nicht Stellung nehmen können.",
      "Unterschiedliche Arbeitsstile sind kein Charakterfehler, sondern eine Frage der Absprache.",
    ],
    situations: [
      "gerät in Besprechungen immer wieder mit einem Kollegen aneinander",
      "fühlt sich von einer Kollegin übergangen",
      "soll einen Streit zwischen zwei Mitarbeitenden schlichten",
    ],
  },
  {
    title: "Achtsamkeit und Meditation",
    sentences: [
      "Achtsamkeit bedeutet, den gegenwärtigen Moment bewusst und ohne Bewertung wahrzunehmen.",
      "Schon fünf Minuten Meditation am Tag zeigen nach einigen Wochen Wirkung auf Stimmung und Konzentration.",
      "Für den Anfang genügt es, sich bequem hinzusetzen und den Atem an der Nasenspitze zu beobachten.",
      "Gedanken, die während der Meditation auftauchen, sind kein Fehler, man kehrt einfach freundlich zum Atem zurück.",
      "Der Body-Scan lenkt die Aufmerksamkeit nacheinander durch alle Körperregionen und fördert Entspannung.",
      "Achtsames Essen, Gehen oder Zähneputzen übertragen die Übung in den Alltag.",
      "Apps und angeleitete Audios erleichtern den Einstieg, ersetzen aber nicht die regelmäßige Praxis.",
      "Eine feste Tageszeit, etwa direkt nach dem Aufstehen, macht aus der Übung eine Gewohnheit.",
      "Die Drei-Minuten-Atempause eignet sich auch für stressige Momente im Büro.",
      "Achtsamkeit ist kein Mittel, um unangenehme Gefühle loszuwerden, sondern um ihnen anders zu begegnen.",
    ],
    situations: [
      "möchte mit Meditation beginnen, findet aber keine Ruhe",
      "hat eine Meditations-App heruntergeladen und nie benutzt",
      "sucht eine Übung für die kurze Pause zwischen zwei Terminen",
    ],
  },
  {
    title: "Motivation und Aufschieben",
    sentences: [
      "Aufschieben hat selten mit Faulheit zu tun, sondern meist mit unklaren oder zu großen Aufgaben.",
      "Kleine erste Schritte von wenigen Minuten brechen den inneren Widerstand besser als große Vorsätze.",
      "Sichtbare Fortschritte, etwa eine abgehakte Liste, stärken die Motivation für den nächsten Schritt.",
      "Ein fester Zeitblock für die wichtigste Aufgabe des Tages schützt sie vor Unterbrechungen.",
      "Die Pomodoro-Technik teilt die Arbeit in Abschnitte von fünfundzwanzig Minuten mit kurzen Pausen.",
      "Perfektionismus ist ein häufiger Grund für Aufschieben, weil der Anfang an einem zu hohen Maßstab scheitert.",
      "Wer sich fragt, wofür die Aufgabe wichtig ist, findet oft einen Sinn, der über die Pflicht hinausgeht.",
      "Belohnungen nach erledigter Arbeit wirken besser, wenn sie klein sind und zeitnah folgen.",
      "Ablenkungen wie das Smartphone gehören während konzentrierter Arbeit in einen anderen Raum.",
      "Rückschläge sind Teil jeder Veränderung und kein Beweis dafür, dass man es nicht kann.",
    ],
    situations: [
      "schiebt die Steuererklärung seit Wochen vor sich her",
      "kommt mit der Abschlussarbeit nicht voran",
      "verliert nach einem guten Start immer wieder den Schwung",
    ],
  },
  {
    title: "Grenzen setzen",
    sentences: [
      "Nein zu sagen fällt vielen schwer, weil sie fürchten, andere zu enttäuschen oder als unkollegial zu gelten.",
      "Ein freundliches, aber klares Nein mit kurzer Begründung wird meist besser angenommen als erwartet.",
      "Wer Bedenkzeit erbittet, statt sofort zuzusagen, gewinnt Raum für eine bewusste Entscheidung.",
      "Bei neuen Aufgaben hilft die Frage, welche bestehende Aufgabe dafür liegen bleiben darf.",
      "Grenzen zu setzen ist kein Egoismus, sondern die Voraussetzung, langfristig leistungsfähig zu bleiben.",
      "Das schlechte Gewissen nach einem Nein lässt mit jeder Wiederholung nach.",
      "Klare Arbeitszeiten im Homeoffice schützen Familie und Erholung vor der ständigen Verfügbarkeit.",
      "Es hilft, die eigenen Werte zu kennen, denn dann fällt die Entscheidung, wofür man Ja sagt, leichter.",
      "Wer immer einspringt, bringt dem Umfeld bei, dass dies selbstverständlich ist.",
      "Ein Gespräch mit der Führungskraft über Prioritäten ist oft wirksamer als stilles Mehrarbeiten.",
    ],
    situations: [
      "übernimmt regelmäßig die Aufgaben anderer",
      "beantwortet auch im Urlaub jede Nachricht",
      "traut sich nicht, eine zusätzliche Aufgabe abzulehnen",
    ],
  },
  {
    title: "Grübeln und Gedankenkarussell",
    sentences: [
      "Grübeln dreht sich im Kreis um die Frage „Warum?“, ohne zu einer Lösung zu führen.",
      "Eine feste Grübelzeit von fünfzehn Minuten am Tag hilft, die Gedanken außerhalb dieser Zeit zu vertagen.",
      "Wer die Gedanken aufschreibt, gewinnt Abstand und erkennt Muster, die sich wiederholen.",
      "Die Frage „Was kann ich jetzt konkret tun?“ lenkt vom Grübeln zum Handeln.",
      "Körperliche Aktivität unterbricht das Gedankenkarussell oft schneller als jede Überlegung.",
      "Gedanken sind keine Tatsachen, sie lassen sich beobachten, ohne ihnen zu folgen.",
      "Im Gespräch mit vertrauten Menschen verlieren Sorgen häufig an Gewicht.",
      "Nächtliches Grübeln wird durch Licht und das Smartphone eher verstärkt als beruhigt.",
      "Bei der Übung „Blätter auf dem Fluss“ stellt man sich jeden Gedanken als Blatt vor, das vorbeitreibt.",
      "Wenn das Grübeln den Alltag über Wochen bestimmt, ist professionelle Unterstützung sinnvoll.",
    ],
    situations: [
      "denkt nach jeder Besprechung stundenlang über eigene Fehler nach",
      "kann Sorgen um die Zukunft nicht abstellen",
      "spielt abends Gespräche des Tages immer wieder durch",
    ],
  },
  {
    title: "Resilienz",
    sentences: [
      "Resilienz beschreibt die Fähigkeit, Krisen zu bewältigen und an ihnen zu wachsen.",
      "Tragfähige Beziehungen gehören zu den stärksten Schutzfaktoren in belastenden Zeiten.",
      "Wer Veränderungen als Herausforderung statt als Bedrohung sieht, findet leichter Lösungen.",
      "Resilienz ist keine feste Eigenschaft, sondern lässt sich wie ein Muskel trainieren.",
      "Optimismus heißt nicht, Probleme zu übersehen, sondern darauf zu vertrauen, dass sie lösbar sind.",
      "Ein Blick auf frühere Krisen zeigt, welche Strategien schon einmal geholfen haben.",
      "Selbstfürsorge mit Schlaf, Bewegung und Ernährung bildet das Fundament der Widerstandskraft.",
      "Akzeptanz dessen, was sich nicht ändern lässt, setzt Energie für das Veränderbare frei.",
      "Humor schafft Abstand zu schwierigen Situationen und entlastet.",
      "Ziele, die in kleine Etappen zerlegt sind, geben auch in unsicheren Zeiten Orientierung.",
    ],
    situations: [
      "erlebt eine Umstrukturierung in der Abteilung",
      "hat nach einer Trennung den Halt verloren",
      "möchte gestärkt aus einer schwierigen Phase hervorgehen",
    ],
  },
  {
    title: "Selbstwert und Selbstzweifel",
    sentences: [
      "Selbstzweifel melden sich oft gerade bei Menschen, die hohe Ansprüche an sich selbst haben.",
      "Das Hochstapler-Syndrom beschreibt das Gefühl, die eigenen Erfolge nicht verdient zu haben.",
      "Ein Erfolgstagebuch macht sichtbar, was im Alltag gelingt und sonst schnell vergessen wird.",
      "Vergleiche mit anderen, besonders in sozialen Netzwerken, verzerren das Bild der eigenen Leistung.",
      "Die innere Kritikerin lässt sich befragen, ob sie mit einer guten Freundin auch so sprechen würde.",
      "Rückmeldungen von Kolleginnen und Kollegen helfen, die eigene Wirkung realistischer einzuschätzen.",
      "Fehler gehören zum Lernen, und wer sie offen anspricht, wirkt meist souveräner als gedacht.",
      "Selbstmitgefühl bedeutet, sich in schwierigen Momenten selbst freundlich zu begegnen.",
      "Stärken, die einem selbst selbstverständlich erscheinen, sind für andere oft besonders wertvoll.",
      "Kleine mutige Schritte außerhalb der Komfortzone stärken das Vertrauen in die eigenen Fähigkeiten.",
    ],
    situations: [
      "traut sich die neue Führungsrolle nicht zu",
      "fühlt sich im Vergleich zu Kollegen ständig unterlegen",
      "wertet Lob sofort ab",
    ],
  },
  {
    title: "Erholung und Work-Life-Balance",
    sentences: [
      "Erholung gelingt am besten durch Tätigkeiten, die sich deutlich von der Arbeit unterscheiden.",
      "Ein Feierabendritual, etwa der Weg nach Hause zu Fuß, markiert den Übergang vom Beruf ins Private.",
      "Urlaub wirkt länger nach, wenn er nicht mit dem Abarbeiten liegen gebliebener Aufgaben endet.",
      "Hobbys, in denen man ganz aufgeht, schenken Erlebnisse des Flows und damit Energie.",
      "Im Homeoffice verschwimmen die Grenzen zwischen Arbeit und Freizeit besonders leicht.",
      "Zeit mit Freunden und Familie gehört in den Kalender wie ein wichtiger Termin.",
      "Regelmäßige Bewegung verbessert nicht nur die Fitness, sondern auch die Stimmung.",
      "Wer abends noch dienstliche Nachrichten liest, nimmt die Arbeit gedanklich mit ins Bett.",
      "Die Balance ist kein fester Zustand, sondern muss in jeder Lebensphase neu ausgehandelt werden.",
      "Kurze Auszeiten im Laufe des Tages verhindern, dass sich Erschöpfung bis zum Wochenende aufstaut.",
    ],
    situations: [
      "arbeitet seit dem Umzug ins Homeoffice bis spät in den Abend",
      "hat kaum noch Zeit für Freunde",
      "kommt aus dem Urlaub zurück und ist nach zwei Tagen wieder erschöpft",
    ],
  },
  {
    title: "Gesund führen",
    sentences: [
      "Führungskräfte prägen durch ihr eigenes Verhalten, wie im Team mit Belastung umgegangen wird.",
      "Regelmäßige Einzelgespräche geben Raum, Überlastung früh zu erkennen.",
      "Anerkennung wirkt am stärksten, wenn sie konkret ist und zeitnah ausgesprochen wird.",
      "Klare Ziele und Zuständigkeiten verringern Reibung und unnötige Abstimmungen.",
      "Psychologische Sicherheit bedeutet, dass Fehler und Bedenken ohne Angst angesprochen werden können.",
      "Wer delegiert, sollte auch die Verantwortung und den nötigen Spielraum übertragen.",
      "Ein Coaching kann Führungskräften helfen, die eigene Rolle zu reflektieren.",
      "Veränderungen gelingen besser, wenn das Team früh einbezogen wird und Fragen stellen darf.",
      "Gesunde Führung beginnt bei der eigenen Selbstfürsorge.",
      "Teamrituale wie ein kurzer Wochenrückblick stärken den Zusammenhalt.",
    ],
    situations: [
      "leitet seit kurzem ein Team von zwölf Personen",
      "bemerkt, dass im Team immer mehr Krankmeldungen eingehen",
      "soll eine unbeliebte Entscheidung der Geschäftsleitung vermitteln",
    ],
  },
];

const GENERAL = [
  "Im Coaching zeigt sich immer wieder, dass kleine, konkrete Veränderungen nachhaltiger wirken als große Vorsätze.",
  "Die folgenden Übungen sind als Anregung gedacht und ersetzen keine Therapie.",
  "Am besten probieren Sie jede Übung mindestens eine Woche lang aus, bevor Sie sie bewerten.",
  "Studien zur Gesundheit am Arbeitsplatz kommen zu ähnlichen Ergebnissen.",
  "Notieren Sie sich nach jeder Übung in einem Satz, was Sie bemerkt haben.",
  "Sprechen Sie mit Ihrem Coach darüber, welche Strategie zu Ihrem Alltag passt.",
];
const WOMEN = "Becker Schneider Yilmaz Wagner Nowak Hoffmann Schulz Krüger Özdemir Lehmann Richter Keller Brandt Vogel".split(
  " ",
);
const MEN = "Fischer Weber Meyer Schmitt Kaya Wolf Neumann Schwarz Zimmermann Braun Hartmann Krause Lange Berger".split(" ");
const ROLES: [female: string, male: string][] = [
  ["Projektleiterin", "Projektleiter"],
  ["Teamleiterin", "Teamleiter"],
  ["Pflegefachkraft", "Pflegefachkraft"],
  ["Lehrerin", "Lehrer"],
  ["Softwareentwicklerin", "Softwareentwickler"],
  ["Vertriebsmitarbeiterin", "Vertriebsmitarbeiter"],
  ["Ärztin", "Arzt"],
  ["Studentin", "Student"],
  ["Auszubildende", "Auszubildender"],
  ["Geschäftsführerin", "Geschäftsführer"],
  ["Erzieherin", "Erzieher"],
  ["Ingenieurin", "Ingenieur"],
  ["Steuerberaterin", "Steuerberater"],
  ["Sachbearbeiterin", "Sachbearbeiter"],
];
const PLACES = [
  "in einem Logistikunternehmen",
  "an einer Grundschule",
  "in einer Klinik",
  "bei einem Versicherer",
  "in einer Werbeagentur",
  "im Einzelhandel",
  "in der öffentlichen Verwaltung",
  "bei einem Automobilzulieferer",
  "in einem Start-up",
  "in einer Steuerkanzlei",
  "in einem Handwerksbetrieb",
  "an einer Universität",
];

/** A small deterministic generator, so every run seeds the same corpus. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Corpus {
  documents: { title: string; passages: { ordinal: number; page: number; text: string }[] }[];
  passageCount: number;
}

/**
 * About `targetPassages` passages: documents of 50 pages, each on one topic
 * (with asides from others and case examples), cut by the app's chunker.
 */
export function buildCorpus(targetPassages: number): Corpus {
  const rnd = random(20261122);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const caseSentence = (topic: (typeof TOPICS)[number]) => {
    const female = rnd() < 0.5;
    const name = female ? `Frau ${pick(WOMEN)}` : `Herr ${pick(MEN)}`;
    const role = pick(ROLES)[female ? 0 : 1];
    const situation = pick(topic.situations).replace("{p}", female ? "sie" : "er");
    return `${name}, ${role} ${pick(PLACES)}, ${situation}.`;
  };
  const page = (topic: (typeof TOPICS)[number]) => {
    const sentences: string[] = [];
    while (sentences.join(" ").length < 1800) {
      const r = rnd();
      sentences.push(
        r < 0.12
          ? caseSentence(topic)
          : r < 0.22
            ? pick(pick(TOPICS).sentences)
            : r < 0.27
              ? pick(GENERAL)
              : pick(topic.sentences),
      );
    }
    return sentences.join(" ");
  };

  const documents: Corpus["documents"] = [];
  let passageCount = 0;
  for (let d = 0; passageCount < targetPassages; d++) {
    const topic = TOPICS[d % TOPICS.length]!;
    const part = Math.floor(d / TOPICS.length) + 1;
    const pages = Array.from({ length: 50 }, (_, i) => ({ page: i + 1, text: page(topic) }));
    const passages = chunkPages(pages).slice(0, targetPassages - passageCount);
    documents.push({ title: `${topic.title} – Teil ${part}.pdf`, passages });
    passageCount += passages.length;
  }
  return { documents, passageCount };
}

/** The lexicon words of a text, as ingestion adds them (lexiconWords in src/server/features/search/search.ts). */
function lexiconWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/\p{L}{4,40}/gu) ?? [])];
}

/**
 * Writes the corpus as COMPLETED documents with German passages, the way the
 * ingestion worker stores them (tsvector 'german'); the lexicon too, when the
 * schema has one. Tables kept by triggers on `passages` follow by themselves.
 */
export async function seedCorpus(target: string | Database, corpus: Corpus): Promise<void> {
  // A PostgreSQL URL, or an open database (PGlite's folder, before the server takes it).
  const pgClient = typeof target === "string" ? new pg.Client({ connectionString: target }) : undefined;
  const client = {
    connect: async () => void (await pgClient?.connect()),
    end: async () => void (await pgClient?.end()),
    query: async <T extends object>(text: string, params?: unknown[]): Promise<{ rows: T[] }> =>
      pgClient
        ? pgClient.query<T & pg.QueryResultRow>(text, params)
        : { rows: await (target as Database).query<T>(text, params) },
  };
  await client.connect();
  try {
    await client.query("BEGIN");
    const words = new Set<string>();
    for (const [i, doc] of corpus.documents.entries()) {
      const content = doc.passages.map((p) => p.text).join("\n\n");
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO documents (title, type, storage_key, url, status, size_bytes, page_count, language, content)
         VALUES ($1, 'PDF', $2, '/bench', 'COMPLETED', $3, $4, 'de', $5) RETURNING id`,
        [doc.title, `bench-load-${i}`, Buffer.byteLength(content), doc.passages.at(-1)?.page ?? 1, content],
      );
      await client.query(
        `INSERT INTO passages (document_id, ordinal, page, text, language, tsv)
         SELECT $1, o, p, t, 'de', to_tsvector('german', t) FROM unnest($2::int[], $3::int[], $4::text[]) AS x(o, p, t)`,
        [rows[0]!.id, doc.passages.map((p) => p.ordinal), doc.passages.map((p) => p.page), doc.passages.map((p) => p.text)],
      );
      for (const w of lexiconWords(content)) words.add(w);
    }
    const { rows } = await client.query<{ exists: boolean }>("SELECT to_regclass('search_words') IS NOT NULL AS exists");
    if (rows[0]?.exists) {
      await client.query("INSERT INTO search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [[...words]]);
    }
    await client.query("COMMIT");
    // A knowledge base in use has been vacuumed long since: statistics, and the GIN pending list merged into the index.
    await client.query("VACUUM ANALYZE");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
