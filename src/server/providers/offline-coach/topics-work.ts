import type { TopicTexts, WorkTopicId } from "./topic-types";

/**
 * The texts of the two topics of a conversation at work, in both languages: a job interview, and a
 * hard talk with a boss or an employee (a raise, feedback, a dismissal, handing in one's notice).
 * Variant n is opens[n] + a lead with tips[n] + asks[n], as in topics-de.ts and topics-en.ts.
 */
export const WORK_TOPIC_TEXTS: Record<"de" | "en", Record<WorkTopicId, TopicTexts>> = {
  de: {
    interview: {
      label: "dein Vorstellungsgespräch",
      opens: [
        "Ich kann gut verstehen, dass dich das Vorstellungsgespräch beschäftigt, und deine Aufregung zeigt, wie sehr du die Stelle willst.",
        "Ich höre, dass dir das Gespräch Druck macht, und ein wenig Nervosität wirkt auf Gesprächspartner oft sogar sympathisch.",
        "Ich merke, wie viel dir diese Chance bedeutet, und es ist gut, dass du dich darauf vorbereitest.",
      ],
      tips: [
        "dir drei Beispiele aus deiner Arbeit zurechtzulegen, jeweils mit der Situation, deinem Beitrag und dem Ergebnis, denn sie passen zu fast jeder Frage",
        "die Frage nach deinen Schwächen mit einer echten Schwäche zu beantworten und gleich dazuzusagen, was du schon dagegen tust",
        "dir vor einer Antwort einen Moment zum Nachdenken zu erlauben und, wenn dir der Faden reißt, ruhig zu sagen: „Lassen Sie mich kurz überlegen.“",
        "dir zwei eigene Fragen an das Unternehmen zu überlegen, denn das Gespräch ist auch deine Gelegenheit, die Stelle zu prüfen",
      ],
      asks: [
        "Welche Frage fürchtest du im Gespräch am meisten?",
        "Was reizt dich an dieser Stelle besonders?",
        "Wann findet das Gespräch statt?",
      ],
    },
    worktalk: {
      label: "das Gespräch bei der Arbeit",
      opens: [
        "Ich verstehe, dass dir dieses Gespräch im Kopf herumgeht, und es ist gut, dass du dich darauf vorbereiten willst.",
        "Ich höre, wie viel für dich an diesem Gespräch hängt, und ein mulmiges Gefühl davor ist ganz normal.",
        "Ich merke, dass dich das Gespräch beschäftigt, und mit einer guten Vorbereitung verläuft es meist besser als befürchtet.",
      ],
      tips: [
        "dir vorher aufzuschreiben, was das Gespräch erreichen soll und welche zwei, drei Punkte du auf jeden Fall sagen willst",
        "deinen ersten Satz wörtlich vorzubereiten und das Wichtigste gleich am Anfang klar zu sagen, statt lange darum herumzureden",
        "mit konkreten Beispielen statt mit allgemeinen Eindrücken zu sprechen und nach einer wichtigen Aussage eine Pause auszuhalten",
        "das Gespräch einmal mit einer vertrauten Person durchzuspielen, auch die Reaktion, vor der du dich am meisten fürchtest",
      ],
      asks: [
        "Was möchtest du nach dem Gespräch erreicht haben?",
        "Wie reagiert dein Gegenüber erfahrungsgemäß auf so ein Thema?",
        "Wann findet das Gespräch statt?",
      ],
    },
  },
  en: {
    interview: {
      label: "your job interview",
      opens: [
        "I can understand that the interview is on your mind, and your nerves show how much you want this job.",
        "I hear that the interview is putting you under pressure, and a little nervousness often comes across as likeable.",
        "I can tell how much this chance means to you, and it's good that you're preparing for it.",
      ],
      tips: [
        "preparing three examples from your work, each with the situation, what you did and the result, because they fit almost any question",
        "answering the question about your weaknesses with a real one and saying straight away what you already do about it",
        "allowing yourself a moment to think before you answer and, if your mind goes blank, calmly saying: “Let me think about that for a second.”",
        "preparing two questions of your own for the company, because the interview is also your chance to check out the job",
      ],
      asks: [
        "Which question are you most afraid of in the interview?",
        "What appeals to you most about this job?",
        "When is the interview?",
      ],
    },
    worktalk: {
      label: "the conversation at work",
      opens: [
        "I understand this conversation is on your mind, and it's good that you want to prepare for it.",
        "I hear how much depends on this conversation for you, and feeling uneasy beforehand is completely normal.",
        "I can tell the conversation is weighing on you, and with good preparation it usually goes better than feared.",
      ],
      tips: [
        "writing down beforehand what the conversation should achieve and the two or three points you definitely want to make",
        "preparing your first sentence word for word and saying the main point clearly at the start instead of talking around it",
        "using concrete examples instead of general impressions and holding a pause after an important statement",
        "rehearsing the conversation once with someone you trust, including the reaction you fear most",
      ],
      asks: [
        "What would you like to have achieved after the conversation?",
        "How does the other person usually react to a topic like this?",
        "When is the conversation taking place?",
      ],
    },
  },
};
