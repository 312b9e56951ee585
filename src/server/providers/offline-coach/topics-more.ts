import type { TopicTexts, MoreTopicId } from "./topic-types";

/**
 * The texts of the topics added after topics-de.ts and topics-en.ts reached their size, in both
 * languages: a presentation; a job interview; a hard talk with a boss or an employee (a raise, an appraisal, a
 * dismissal, handing in one's notice); a career decision; saying no; caring for a relative; a teenager at home. Variant n
 * is opens[n] + a lead with tips[n] + asks[n], as in the other two files.
 */
export const MORE_TOPIC_TEXTS: Record<"de" | "en", Record<MoreTopicId, TopicTexts>> = {
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
        "dich so zu kleiden, wie man sich dort an einem guten Tag kleidet, eher eine Spur förmlicher, und die Sachen am Vortag einmal anzuprobieren",
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
    career: {
      label: "deine berufliche Entscheidung",
      opens: [
        "Ich verstehe, dass dich diese Entscheidung umtreibt, denn ein beruflicher Wechsel berührt viel mehr als nur den Arbeitsplatz.",
        "Ich höre, dass du zwischen Sicherheit und etwas Neuem hin- und hergerissen bist, und das ist eine ganz verständliche Spannung.",
        "Ich merke, wie ernst du diese Frage nimmst, und es ist gut, dass du sie dir in Ruhe anschaust.",
      ],
      tips: [
        "aufzuschreiben, was dir an deiner jetzigen Arbeit fehlt und was du auf keinen Fall verlieren möchtest, denn daraus ergibt sich, wonach du suchst",
        "dir das schlimmste realistische Szenario auszumalen und zu überlegen, was du dann tun würdest, denn oft wird die Angst dadurch kleiner",
        "mit zwei Menschen zu sprechen, die schon dort arbeiten, wo du hinwillst, und sie nach einem ganz normalen Arbeitstag zu fragen",
        "einen kleinen Versuch zu wagen, bevor du alles entscheidest, etwa einen Probetag, einen Kurs oder ein Nebenprojekt",
      ],
      asks: [
        "Was zieht dich am Neuen am meisten an?",
        "Was hält dich im Moment noch an deiner jetzigen Stelle?",
        "Bis wann möchtest du dich entschieden haben?",
      ],
    },
    boundaries: {
      label: "deine Grenzen",
      opens: [
        "Ich höre, wie schwer es dir fällt, Nein zu sagen, und wie viel du dadurch auf dich nimmst.",
        "Ich verstehe, dass du niemanden enttäuschen möchtest, und gleichzeitig merkst du, dass es dir zu viel wird.",
        "Ich merke, dass du oft für andere einspringst, und es ist gut, dass du auch auf dich schauen willst.",
      ],
      tips: [
        "dir eine Bedenkzeit anzugewöhnen und zu sagen: „Ich schaue, ob das passt, und gebe dir morgen Bescheid“, statt sofort Ja zu sagen",
        "Nein zur Aufgabe zu sagen und nicht zur Person, etwa mit: „Diese Woche schaffe ich das nicht, nächste Woche helfe ich dir gern“",
        "aufzuschreiben, wofür du deine Zeit diese Woche wirklich brauchst, damit du weißt, wozu du mit jedem Nein Ja sagst",
        "klein anzufangen und zuerst eine kleine Bitte freundlich abzulehnen, um zu erleben, dass die Beziehung das aushält",
      ],
      asks: [
        "Bei wem fällt dir ein Nein am schwersten?",
        "Was befürchtest du, wenn du einmal Nein sagst?",
        "Welche Bitte würdest du diese Woche am liebsten ablehnen?",
      ],
    },
    caring: {
      label: "die Pflege deines Angehörigen",
      opens: [
        "Ich höre, wie viel du für deinen Angehörigen trägst, und dass dich das an deine Grenzen bringt, ist kein Zeichen von Schwäche.",
        "Ich verstehe, wie sehr die Pflege eines nahen Menschen an den Kräften zehrt, gerade weil du ihn liebst.",
        "Ich merke, wie sehr du dich kümmerst, und es ist wichtig, dass auch jemand an dich denkt.",
      ],
      tips: [
        "dich bei einem Pflegestützpunkt oder einer Pflegeberatung beraten zu lassen, welche Entlastung dir zusteht, etwa Verhinderungspflege oder eine Tagespflege",
        "dir jede Woche eine feste Zeit nur für dich in den Kalender zu schreiben und sie so ernst zu nehmen wie einen Arzttermin",
        "mit Geschwistern oder anderen Angehörigen konkrete Aufgaben zu verteilen, statt auf Angebote zu warten",
        "dir eine Angehörigengruppe zu suchen, weil es entlastet, mit Menschen zu sprechen, die dasselbe erleben",
      ],
      asks: [
        "Wer könnte dir im Moment etwas abnehmen?",
        "Wann hattest du zuletzt ein paar Stunden nur für dich?",
        "Was kostet dich im Alltag gerade die meiste Kraft?",
      ],
    },
    teen: {
      label: "die Beziehung zu deinem Teenager",
      opens: [
        "Ich höre, wie sehr dich der Abstand zu deinem Kind gerade schmerzt, und es zeigt, wie wichtig dir eure Beziehung ist.",
        "Ich verstehe, dass die Pubertät euch beide gerade viel Kraft kostet, und dass du dranbleibst, ist schon viel wert.",
        "Ich merke, wie sehr du dir wünschst, dein Kind wieder zu erreichen, und das ist ein guter Ausgangspunkt.",
      ],
      tips: [
        "Gespräche nebenbei anzubieten, etwa beim Autofahren oder Kochen, weil Jugendliche sich Seite an Seite leichter öffnen als gegenüber",
        "erst einmal nur zuzuhören und nachzufragen, ohne gleich Lösungen oder Bewertungen anzubieten",
        "wenige, klare Regeln gemeinsam zu vereinbaren und bei allem anderen bewusst Spielraum zu lassen",
        "echtes Interesse an der Welt deines Kindes zu zeigen, etwa an seiner Musik, seinen Spielen oder Freunden, ohne sie zu kommentieren",
        "in einem ruhigen Moment offen anzusprechen, was dir aufgefallen ist, erst nach seiner Sicht zu fragen und dich vorher bei einer Suchtberatung zu informieren, die auch Eltern berät",
      ],
      asks: [
        "Wie alt ist dein Kind gerade?",
        "Wann habt ihr zuletzt einen guten Moment miteinander gehabt?",
        "Was wünschst du dir am meisten für eure Beziehung?",
      ],
    },
    presentation: {
      label: "deine Präsentation",
      opens: [
        "Ich verstehe gut, dass dich die Präsentation beschäftigt, und deine Aufregung zeigt, wie wichtig sie dir ist.",
        "Ich höre, dass dir der Vortrag Druck macht, und vor anderen zu sprechen fällt den meisten Menschen schwer.",
        "Ich merke, wie viel dir daran liegt, dass es gut läuft, und mit etwas Vorbereitung wird es leichter.",
      ],
      tips: [
        "deine ersten zwei Sätze wörtlich vorzubereiten und den Rest nur in Stichpunkten, denn ein sicherer Anfang trägt dich durch die ersten Minuten",
        "den Vortrag zweimal laut mit Stoppuhr zu üben, einmal davon vor einer vertrauten Person",
        "dir die drei Fragen zu überlegen, die am ehesten kommen, und für eine Frage, die du nicht beantworten kannst, den Satz bereitzuhalten: „Das prüfe ich und melde mich bis morgen.“",
        "dir für einen Hänger einen Plan zurechtzulegen: Wenn dir der Faden reißt, schaust du kurz auf deine Stichpunkte, atmest einmal durch und machst mit dem nächsten Punkt weiter, denn eine Pause wirkt auf andere viel kürzer als auf dich",
        "gegen eine zittrige Stimme vor dem ersten Satz zweimal langsam und lange auszuatmen und die ersten Sätze bewusst langsamer und etwas tiefer zu sprechen, denn das beruhigt Körper und Stimme",
      ],
      asks: [
        "Vor wem wirst du präsentieren?",
        "Welcher Teil deiner Präsentation steht schon gut?",
        "Was befürchtest du im Moment am meisten?",
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
        "dressing the way people there dress on a good day, perhaps a notch more formal, and trying the outfit on the day before",
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
    career: {
      label: "your career decision",
      opens: [
        "I understand this decision is on your mind, because a change of job touches much more than just where you work.",
        "I hear that you're torn between security and something new, and that's a very understandable tension.",
        "I can tell how seriously you're taking this question, and it's good that you're looking at it calmly.",
      ],
      tips: [
        "writing down what you miss in your current job and what you definitely don't want to lose, because that tells you what you're looking for",
        "picturing the worst realistic outcome and what you would do then, because that often makes the fear smaller",
        "talking to two people who already work where you want to go and asking them about a perfectly ordinary working day",
        "trying something small before you decide everything, such as a trial day, a course or a side project",
      ],
      asks: [
        "What attracts you most about the new path?",
        "What is still keeping you in your current job?",
        "By when would you like to have decided?",
      ],
    },
    boundaries: {
      label: "your boundaries",
      opens: [
        "I hear how hard it is for you to say no, and how much you take on because of it.",
        "I understand that you don't want to disappoint anyone, and at the same time you notice it's getting too much.",
        "I can tell you often step in for others, and it's good that you want to look after yourself too.",
      ],
      tips: [
        "getting used to asking for time and saying: “Let me check whether that works, I'll get back to you tomorrow”, instead of saying yes straight away",
        "saying no to the task rather than to the person, for example with: “I can't manage it this week, but I'm happy to help next week”",
        "writing down what you really need your time for this week, so you know what you're saying yes to with every no",
        "starting small and kindly turning down one small request first, to experience that the relationship can take it",
      ],
      asks: [
        "Who do you find it hardest to say no to?",
        "What are you afraid will happen if you say no for once?",
        "Which request would you most like to turn down this week?",
      ],
    },
    caring: {
      label: "caring for your relative",
      opens: [
        "I hear how much you are carrying for your relative, and reaching your limits with it is no sign of weakness.",
        "I understand how much caring for someone close drains your strength, precisely because you love them.",
        "I can tell how much you care, and it matters that someone thinks of you too.",
      ],
      tips: [
        "asking a carers' advice service what relief you're entitled to, such as respite care or a day centre",
        "writing a fixed time just for yourself into your calendar each week and taking it as seriously as a doctor's appointment",
        "sharing out concrete tasks with siblings or other relatives instead of waiting for offers",
        "finding a carers' group, because it helps to talk to people who are going through the same",
      ],
      asks: [
        "Who could take something off your hands at the moment?",
        "When did you last have a few hours just for yourself?",
        "What takes the most out of you in everyday life right now?",
      ],
    },
    teen: {
      label: "your relationship with your teenager",
      opens: [
        "I hear how much the distance from your child hurts right now, and it shows how much your relationship matters to you.",
        "I understand that the teenage years are costing you both a lot of energy, and that you keep at it already counts for a lot.",
        "I can tell how much you want to reach your child again, and that's a good place to start.",
      ],
      tips: [
        "offering conversations on the side, such as while driving or cooking, because teenagers open up more easily side by side than face to face",
        "just listening and asking at first, without offering solutions or judgements straight away",
        "agreeing on a few clear rules together and deliberately leaving room on everything else",
        "showing real interest in your child's world, such as their music, games or friends, without commenting on it",
        "raising calmly and openly what you've noticed, asking for their side first, and getting informed beforehand at an addiction counselling service that also advises parents",
      ],
      asks: [
        "How old is your child now?",
        "When did you last have a good moment together?",
        "What do you wish for most in your relationship?",
      ],
    },
    presentation: {
      label: "your presentation",
      opens: [
        "I can understand that the presentation is on your mind, and your nerves show how much it matters to you.",
        "I hear that the talk is putting you under pressure, and speaking in front of others is hard for most people.",
        "I can tell how much you want this to go well, and a little preparation makes it easier.",
      ],
      tips: [
        "preparing your first two sentences word for word and the rest only as key points, because a confident start carries you through the first minutes",
        "rehearsing the talk out loud twice with a timer, once in front of someone you trust",
        "thinking of the three questions most likely to come, and keeping a sentence ready for one you can't answer: “Let me check that and get back to you by tomorrow.”",
        "having a plan for a blank: if your mind goes blank or you lose your thread, glance at your notes, take one breath and carry on with the next point, because a pause feels much shorter to others than to you",
        "breathing out slowly and fully twice before your first sentence when your voice shakes, and speaking the first sentences deliberately slower and a little lower, because that calms your body and your voice",
      ],
      asks: [
        "Who will you be presenting to?",
        "Which part of your presentation already feels solid?",
        "What are you most afraid of right now?",
      ],
    },
  },
};
