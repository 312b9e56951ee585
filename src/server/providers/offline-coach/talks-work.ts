import type { Lines, WorkCounterpart } from "./talk-types";

/**
 * Opening lines for a conversation at work: with a colleague, a boss, an employee one leads, an interviewer.
 * Each entry is a first sentence and one to follow it, each a single sentence of direct speech; lines for one
 * situation (credit taken, being interrupted, a dismissal) are used only where the visitor named it (situations.ts).
 */
export const WORK_TALKS: Record<WorkCounterpart, { de: Lines; en: Lines }> = {
  colleague: {
    de: [
      [
        "Danke für eure Anteilnahme, das bedeutet mir viel.",
        "Im Moment möchte ich lieber nicht darüber sprechen, und es hilft mir am meisten, wenn wir einfach ganz normal zusammenarbeiten.",
      ],
      [
        "Hast du kurz Zeit, ich möchte etwas zu unserem letzten Projekt ansprechen, das mir wichtig ist?",
        "Im Meeting klang es so, als kämen meine Vorschläge von dir, und mir ist wichtig, dass sichtbar wird, wer was beigetragen hat.",
      ],
      [
        "Hast du kurz zehn Minuten, mir ist in den letzten Meetings etwas aufgefallen, über das ich gern mit dir reden würde?",
        "Ich habe gemerkt, dass ich oft nicht ausreden kann, und das ärgert mich, weil mir meine Beiträge wichtig sind.",
      ],
      [
        "Ich möchte gern etwas mit dir klären, damit wir gut zusammenarbeiten können.",
        "Ich wünsche mir, dass wir uns in Besprechungen gegenseitig ausreden lassen, und ich würde gern hören, wie du das siehst.",
      ],
      [
        "Können wir uns nachher kurz zusammensetzen, weil mir unsere Zusammenarbeit wichtig ist?",
        "Wie erlebst du die Situation eigentlich aus deiner Sicht?",
      ],
    ],
    en: [
      [
        "Thank you for your sympathy, it means a lot to me.",
        "Right now I'd rather not talk about it, and what helps me most is if we just work together as usual.",
      ],
      [
        "Do you have a moment, there's something about our last project that I'd like to talk about?",
        "In the meeting it sounded as if my proposals had come from you, and it matters to me that it's clear who contributed what.",
      ],
      [
        "Do you have ten minutes, I noticed something in our last meetings that I'd like to talk to you about?",
        "I've noticed that I often can't finish what I'm saying, and that frustrates me because my contributions matter to me.",
      ],
      [
        "I'd like to clear something up with you so that we can work well together.",
        "I'd like us to let each other finish in meetings, and I'd love to hear how you see it.",
      ],
      [
        "Could we sit down briefly later, because our working relationship matters to me?",
        "How do you actually see the situation from your side?",
      ],
    ],
  },
  boss: {
    de: [
      [
        "Ich möchte Ihnen etwas sagen, damit Sie es einordnen können, falls es einmal bei der Arbeit auffällt.",
        "Ich habe eine Erkrankung, die behandelt wird; sie ist gut im Griff, und wenn sie sich einmal zeigt, brauche ich nur eine kurze Pause.",
      ],
      [
        "Hätten Sie diese Woche eine Viertelstunde für mich, weil ich gern etwas zu meiner Arbeitssituation besprechen möchte?",
        "Im Moment ist mein Pensum so hoch, dass ich nicht alles gut schaffe, und ich würde gern mit Ihnen Prioritäten festlegen.",
      ],
      [
        "Mir ist ein Anliegen wichtig, und ich möchte es gern offen mit Ihnen besprechen.",
        "Mir ist in den letzten Wochen etwas aufgefallen, und ich würde gern gemeinsam mit Ihnen eine Lösung finden.",
      ],
      [
        "Haben Sie einen Moment, ich würde Ihnen gern eine Rückmeldung geben und Sie um Ihre Einschätzung bitten?",
        "Mir geht es darum, dass ich meine Arbeit gut machen kann, und dafür brauche ich Ihre Unterstützung.",
      ],
    ],
    en: [
      [
        "There's something I'd like you to know, so that you can place it if it ever shows at work.",
        "I have a health condition that is being treated; it's well under control, and if it shows, a short break is all I need.",
      ],
      [
        "Could you spare fifteen minutes this week, because I'd like to discuss my workload with you?",
        "At the moment I have so much on that I can't do everything well, and I'd like to set priorities together with you.",
      ],
      [
        "There's something that matters to me, and I'd like to discuss it openly with you.",
        "I've noticed something over the last few weeks, and I'd like to find a solution together with you.",
      ],
      [
        "Do you have a moment, I'd like to give you some feedback and ask for your view?",
        "What I care about is doing my job well, and for that I need your support.",
      ],
    ],
  },
  // A manager's hard talk: a dismissal, critical feedback. Said early and plainly, then time for the other.
  employee: {
    de: [
      [
        "Ich möchte kurz mit dir über unsere Besprechungen sprechen, weil mir dort etwas aufgefallen ist.",
        "Wenn du mit einer Entscheidung nicht einverstanden bist, sag es mir bitte direkt; vor dem Team möchte ich, dass wir sie gemeinsam tragen.",
      ],
      [
        "Ich möchte kurz mit dir über die Aufgabe von letzter Woche sprechen, weil wir da unterschiedliche Vorstellungen hatten.",
        "Mir ist wichtig, dass wir uns auf Absprachen verlassen können, und ich möchte auch hören, was aus deiner Sicht dagegen sprach.",
      ],
      [
        "Danke, dass du dir Zeit nimmst; ich möchte gleich sagen, worum es geht, weil es kein leichtes Thema ist.",
        "Mir ist wichtig, dir das persönlich und offen zu sagen, und danach nehme ich mir Zeit für deine Fragen.",
      ],
      [
        "Ich habe heute keine einfache Nachricht für dich, und ich möchte ehrlich und klar mit dir sein.",
        "Ich weiß, dass das hart ist, und du kannst mir sagen, was du jetzt brauchst.",
      ],
      [
        "Ich möchte mit dir über etwas sprechen, das mir wichtig ist, und ich sage es lieber direkt.",
        "Ich schätze deine Arbeit, und gerade deshalb sollst du es von mir hören und nicht von anderen.",
      ],
    ],
    en: [
      [
        "I'd like to talk with you briefly about our meetings, because something has stood out to me there.",
        "If you disagree with a decision, please tell me directly; in front of the team I'd like us to stand behind it together.",
      ],
      [
        "I'd like to talk with you briefly about last week's task, because we had different ideas about it.",
        "It matters to me that we can rely on what we agree, and I'd also like to hear what stood in the way from your side.",
      ],
      [
        "Thank you for taking the time; I'd like to say straight away what this is about, because it isn't an easy subject.",
        "It matters to me to tell you this in person and openly, and afterwards I'll take time for your questions.",
      ],
      [
        "I don't have easy news for you today, and I want to be honest and clear with you.",
        "I know this is hard, and you can tell me what you need right now.",
      ],
      [
        "I'd like to talk with you about something that matters to me, and I'd rather say it directly.",
        "I value your work, and that's exactly why you should hear it from me and not from others.",
      ],
    ],
  },
  interviewer: {
    de: [
      [
        "Vielen Dank für die Einladung, ich freue mich auf das Gespräch.",
        "Ich habe mich gut vorbereitet und bin gespannt, mehr über das Team zu erfahren.",
      ],
      [
        "Schön, Sie kennenzulernen, und danke, dass Sie sich Zeit für mich nehmen.",
        "Ich erzähle Ihnen gern, was mich an dieser Stelle reizt und was ich mitbringe.",
      ],
      ["Guten Tag, ich freue mich, hier zu sein.", "Darf ich mir während des Gesprächs ein paar Notizen machen?"],
    ],
    en: [
      [
        "Thank you for inviting me, I'm looking forward to our conversation.",
        "I've prepared well and I'm keen to learn more about the team.",
      ],
      [
        "Nice to meet you, and thank you for taking the time.",
        "I'm happy to tell you what draws me to this role and what I bring to it.",
      ],
      ["Good morning, I'm glad to be here.", "Do you mind if I take a few notes during our conversation?"],
    ],
  },
};
