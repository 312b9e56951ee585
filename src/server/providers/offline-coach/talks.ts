import type { Counterpart, Lines } from "./talk-types";
import { WORK_TALKS } from "./talks-work";

export type { Counterpart, Lines } from "./talk-types";

/**
 * Opening lines for a conversation the visitor wants to have ("Wie soll ich
 * das Gespräch mit ihr anfangen?"), by whom it is with. Each entry is a first
 * sentence and one to follow it, each a single sentence of direct speech.
 * The lines for work are in talks-work.ts.
 */
export const TALKS: Record<Counterpart, { de: Lines; en: Lines }> = {
  ...WORK_TALKS,
  partner: {
    de: [
      [
        "Mir liegt etwas auf dem Herzen, hast du heute Abend Zeit, in Ruhe mit mir zu reden?",
        "Ich merke, dass mich in letzter Zeit etwas zwischen uns beschäftigt, und ich möchte verstehen, wie es dir damit geht.",
      ],
      [
        "Ich möchte mit dir über uns sprechen, weil du mir wichtig bist.",
        "Mir ist aufgefallen, dass wir oft aneinander vorbeireden, und ich wünsche mir, dass wir das gemeinsam ändern.",
      ],
      [
        "Können wir uns heute ohne Handy zusammensetzen, weil ich dir etwas Wichtiges sagen möchte?",
        "Ich will ehrlich zu dir sein, auch wenn es mir schwerfällt.",
      ],
    ],
    en: [
      [
        "Something's on my mind, do you have time tonight to talk in peace?",
        "I've noticed that something between us has been bothering me lately, and I'd like to understand how it is for you.",
      ],
      [
        "I'd like to talk with you about us, because you matter to me.",
        "I've noticed that we often talk past each other, and I'd like us to change that together.",
      ],
      [
        "Can we sit down today without our phones, because there's something important I want to tell you?",
        "I want to be honest with you, even though it's hard for me.",
      ],
    ],
  },
  child: {
    de: [
      [
        "Ich habe in deinem Zimmer etwas gefunden, und ich möchte in Ruhe mit dir darüber reden, ohne gleich zu schimpfen.",
        "Mir geht es nicht um Strafe, sondern darum, dass ich mir Sorgen mache und verstehen will, wie es dir damit geht.",
      ],
      [
        "Ich habe gemerkt, dass dich gerade etwas beschäftigt, magst du mir davon erzählen?",
        "Ich höre dir zu und schimpfe nicht, ich möchte dich einfach verstehen.",
      ],
      [
        "Du, ich möchte mit dir über vorhin reden, weil du mir wichtig bist.",
        "Ich war vorhin laut, das tut mir leid, und ich möchte, dass wir eine Lösung finden, die für uns beide passt.",
      ],
      [
        "Hast du Lust, mit mir eine Runde spazieren zu gehen, dann können wir in Ruhe reden?",
        "Wie hast du das eigentlich erlebt?",
      ],
    ],
    en: [
      [
        "I found something in your room, and I'd like to talk with you about it calmly, without getting cross straight away.",
        "This isn't about punishment, it's that I'm worried and want to understand how things are for you.",
      ],
      [
        "I've noticed something's on your mind, would you like to tell me about it?",
        "I'm listening and I won't be cross, I just want to understand you.",
      ],
      [
        "Hey, I'd like to talk with you about earlier, because you matter to me.",
        "I was loud earlier, I'm sorry, and I'd like us to find a solution that works for both of us.",
      ],
      ["Do you fancy going for a walk with me, so we can talk in peace?", "How did that feel for you?"],
    ],
  },
  parent: {
    de: [
      [
        "Ich möchte etwas ansprechen, das mir nicht leichtfällt: Ich komme diesen Monat mit dem Geld nicht hin.",
        "Ich würde mir gern für diesen Monat Geld leihen, und ich sage gleich dazu, wie und bis wann ich es zurückzahle.",
      ],
      [
        "Ich möchte gern etwas mit dir besprechen, das mir schon länger auf dem Herzen liegt.",
        "Ich weiß, dass du es gut meinst, und trotzdem wünsche ich mir, dass du meine Entscheidungen respektierst.",
      ],
      [
        "Hast du einen Moment, ich möchte dir ehrlich sagen, wie es mir mit unseren Gesprächen geht?",
        "Wenn du mich kritisierst, fühle ich mich klein, und ich wünsche mir, dass wir anders miteinander reden.",
      ],
      [
        "Ich schätze dich sehr, und gerade deshalb möchte ich etwas offen ansprechen.",
        "Mir würde es helfen, wenn wir gemeinsam überlegen, was für uns beide passt.",
      ],
    ],
    en: [
      [
        "There's something I'd like to raise that isn't easy for me: I'm short of money this month.",
        "I'd like to borrow some money for this month, and I'll say straight away how and by when I'll pay it back.",
      ],
      [
        "I'd like to talk with you about something that has been on my mind for a while.",
        "I know you mean well, and still I'd like you to respect my decisions.",
      ],
      [
        "Do you have a moment, I'd like to tell you honestly how our conversations feel to me?",
        "When you criticise me, I feel small, and I'd like us to talk to each other differently.",
      ],
      [
        "I really value you, and that's exactly why I'd like to raise something openly.",
        "It would help me if we thought together about what works for both of us.",
      ],
    ],
  },
  friend: {
    de: [
      [
        "Ich habe das Gefühl, zwischen uns ist gerade etwas komisch, können wir darüber reden?",
        "Mir ist unsere Freundschaft wichtig, deshalb möchte ich lieber offen sein als schweigen.",
      ],
      [
        "Hast du diese Woche Zeit für einen Kaffee, ich würde gern etwas mit dir besprechen?",
        "Ich würde gern hören, wie du das siehst, bevor ich mir eine Meinung bilde.",
      ],
      ["Ich denke oft an dich und wollte mich einfach mal melden.", "Wie geht es dir eigentlich wirklich?"],
    ],
    en: [
      [
        "I have the feeling something's a bit off between us, can we talk about it?",
        "Our friendship matters to me, so I'd rather be open than stay silent.",
      ],
      [
        "Do you have time for a coffee this week, there's something I'd like to talk about?",
        "I'd like to hear how you see it before I form an opinion.",
      ],
      ["I think of you often and just wanted to get in touch.", "How are you really doing?"],
    ],
  },
  teacher: {
    de: [
      [
        "Hätten Sie kurz Zeit, ich würde gern etwas zur Prüfung fragen?",
        "Mir hilft es, vorher zu wissen, worauf Sie besonders achten, damit ich mich gut vorbereiten kann.",
      ],
      [
        "Ich bin vor der Prüfung ziemlich nervös und wollte fragen, wie der Ablauf genau sein wird.",
        "Darf ich in der Prüfung kurz nachfragen, wenn ich eine Frage nicht gleich verstehe?",
      ],
      [
        "Könnten wir kurz über meine Leistungen sprechen, weil ich gern wissen möchte, wo ich stehe?",
        "Worauf sollte ich mich Ihrer Meinung nach als Nächstes konzentrieren?",
      ],
    ],
    en: [
      [
        "Do you have a moment, I'd like to ask something about the exam?",
        "It helps me to know beforehand what you pay particular attention to, so I can prepare well.",
      ],
      [
        "I'm quite nervous about the exam and wanted to ask how exactly it will go.",
        "May I ask for clarification during the exam if I don't understand a question straight away?",
      ],
      [
        "Could we talk briefly about my work, because I'd like to know where I stand?",
        "What do you think I should focus on next?",
      ],
    ],
  },
  // A parent speaking with a child's teacher.
  school: {
    de: [
      [
        "Hätten Sie in den nächsten Tagen Zeit für ein kurzes Gespräch über mein Kind?",
        "Mir ist wichtig zu verstehen, wie Sie die Lage in der Klasse erleben, damit wir gemeinsam überlegen können, was hilft.",
      ],
      [
        "Ich möchte gern mit Ihnen zusammenarbeiten, damit es meinem Kind in der Schule wieder besser geht.",
        "Was beobachten Sie im Unterricht, und was könnten wir zu Hause tun, um es zu unterstützen?",
      ],
      [
        "Mein Kind erzählt zu Hause wenig, deshalb wüsste ich gern, wie Sie es in der Klasse erleben.",
        "Können wir verabreden, wie wir uns in den nächsten Wochen kurz austauschen?",
      ],
    ],
    en: [
      [
        "Would you have time for a short talk about my child in the next few days?",
        "It matters to me to understand how you see things in class, so that we can think together about what helps.",
      ],
      [
        "I'd like to work together with you so that school gets better again for my child.",
        "What do you notice in class, and what could we do at home to support them?",
      ],
      [
        "My child doesn't say much at home, so I'd like to know how you see them in class.",
        "Could we agree on how we keep each other briefly updated over the next few weeks?",
      ],
    ],
  },
  doctor: {
    de: [
      [
        "Ich mache mir seit einiger Zeit Sorgen wegen eines Symptoms und möchte das gern abklären lassen.",
        "Mir hilft es sehr, wenn Sie mir genau erklären, was Sie untersuchen und was die Ergebnisse bedeuten.",
      ],
      [
        "Ich habe mir ein paar Fragen aufgeschrieben, darf ich die kurz mit Ihnen durchgehen?",
        "Ehrlich gesagt habe ich viel gegoogelt, und das hat mir ziemlich Angst gemacht.",
      ],
      [
        "Mich beunruhigt etwas, und ich möchte es lieber einmal zu viel als zu wenig ansprechen.",
        "Bei welchen Anzeichen sollte ich wiederkommen?",
      ],
    ],
    en: [
      [
        "I've been worried about a symptom for a while and would like to get it checked.",
        "It helps me a lot if you explain exactly what you're examining and what the results mean.",
      ],
      [
        "I've written down a few questions, may I go through them with you?",
        "To be honest, I've googled a lot, and it has frightened me quite a bit.",
      ],
      [
        "Something is worrying me, and I'd rather mention it once too often than too rarely.",
        "Which signs should make me come back?",
      ],
    ],
  },
  creditor: {
    de: [
      [
        "Ich melde mich wegen meiner offenen Rechnung, weil ich sie gern in Raten begleichen möchte.",
        "Ich kann Ihnen jeden Monat einen festen Betrag zahlen und möchte eine Vereinbarung finden, die ich auch einhalten kann.",
      ],
      [
        "Ich möchte ehrlich zu Ihnen sein, ich kann den Betrag gerade nicht auf einmal zahlen.",
        "Welche Möglichkeiten gibt es für eine Ratenzahlung oder eine Stundung?",
      ],
      [
        "Ich habe Ihre Mahnung bekommen und melde mich lieber jetzt als gar nicht.",
        "Könnten Sie mir die Forderung bitte noch einmal schriftlich aufschlüsseln?",
      ],
    ],
    en: [
      [
        "I'm getting in touch about my open bill, because I'd like to pay it off in instalments.",
        "I can pay you a fixed amount every month and would like to find an arrangement I can actually keep.",
      ],
      [
        "I want to be honest with you, I can't pay the full amount at once right now.",
        "What options are there for instalments or a payment break?",
      ],
      [
        "I received your reminder and would rather get in touch now than not at all.",
        "Could you please break the amount down for me in writing?",
      ],
    ],
  },
  someone: {
    de: [
      [
        "Hast du kurz Zeit, mir liegt etwas auf dem Herzen?",
        "Ich erzähle dir einfach, wie es mir geht, und bin gespannt, wie du das siehst.",
      ],
      [
        "Ich möchte gern etwas ansprechen, das mir wichtig ist, auch wenn es mir nicht ganz leichtfällt.",
        "Mir geht es dabei nicht um Schuld, sondern darum, dass wir gut miteinander klarkommen.",
      ],
      ["Können wir in Ruhe reden, ich möchte dir etwas erzählen?", "Ich würde gern auch hören, wie es dir damit geht."],
    ],
    en: [
      [
        "Do you have a moment, there's something on my mind?",
        "I'll just tell you how I'm doing, and I'm curious how you see it.",
      ],
      [
        "I'd like to raise something that matters to me, even though it isn't easy for me.",
        "This isn't about blame, it's about us getting on well with each other.",
      ],
      ["Can we talk in peace, there's something I'd like to tell you?", "I'd also like to hear how you feel about it."],
    ],
  },
};
