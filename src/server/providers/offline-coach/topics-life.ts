import type { LifeTopicId, TopicTexts } from "./topic-types";

/**
 * The texts of topics from everyday life beyond work and family, in both languages: a driving test; a will
 * and how things should be arranged later; a friendship hurt or drifting; losing one's job; leading a team; drinking to unwind; eating out of frustration; the first years of retirement;
 * living with flatmates or neighbours. Variant n is opens[n] + a lead with tips[n] + asks[n], as in the
 * other topic files.
 */
export const LIFE_TOPIC_TEXTS: Record<"de" | "en", Record<LifeTopicId, TopicTexts>> = {
  de: {
    driving: {
      label: "deine Fahrprüfung",
      opens: [
        "Ich kann gut verstehen, dass dich die Fahrprüfung so beschäftigt, und Nervosität davor kennen fast alle.",
        "Ich höre, wie viel dir diese Prüfung bedeutet, und es ist ganz normal, dass das Herz da schneller schlägt.",
        "Ich merke, dass dir die Prüfung Druck macht, und du bist damit wirklich nicht allein.",
      ],
      tips: [
        "mit deiner Fahrlehrerin oder deinem Fahrlehrer vorher genau die Situationen zu üben, bei denen du dich am unsichersten fühlst",
        "dir vor dem Losfahren eine feste Routine anzugewöhnen, also Sitz, Spiegel, Gurt und einmal lang ausatmen, damit dein Kopf in den gewohnten Ablauf findet",
        "dir zu sagen, dass ein abgewürgter Motor oder ein kleiner Fehler die Prüfung nicht beendet, und dann ruhig neu zu starten und weiterzufahren",
        "nachzufragen, wenn du eine Anweisung nicht verstanden hast, denn das ist erlaubt und besser als Raten",
      ],
      asks: [
        "Welche Situation im Straßenverkehr macht dir am meisten Sorgen?",
        "Wie viele Fahrstunden hast du bis zur Prüfung noch?",
        "Wann ist deine Prüfung?",
      ],
    },
    legacy: {
      label: "deine Regelungen für später",
      opens: [
        "Ich finde es gut, dass du in Ruhe regelst, wie es später einmal sein soll, denn das nimmt deinen Liebsten viel ab.",
        "Ich höre, dass dir wichtig ist, dass es in deiner Familie später keinen Streit gibt, und es ist umsichtig, das jetzt anzugehen.",
        "Ich merke, dass dich beschäftigt, wie du deine Dinge regelst, und es ist gut, sich darüber in Ruhe Gedanken zu machen.",
      ],
      tips: [
        "zuerst für dich aufzuschreiben, was dir wichtig ist und wer was bekommen soll, bevor du mit jemandem darüber sprichst",
        "dich für das Testament von einer Notarin oder einem Notar beraten zu lassen, denn die Form entscheidet, ob es später gilt",
        "alle Beteiligten zu einem gemeinsamen Gespräch einzuladen, damit niemand es über Umwege erfährt und sich übergangen fühlt",
        "auch an eine Vorsorgevollmacht und eine Patientenverfügung zu denken und aufzuschreiben, wo deine wichtigen Unterlagen liegen",
      ],
      asks: [
        "Was ist dir bei dieser Regelung am wichtigsten?",
        "Mit wem in deiner Familie möchtest du zuerst darüber sprechen?",
        "Wovor hast du bei diesem Gespräch am meisten Sorge?",
      ],
    },
    friendship: {
      label: "deine Freundschaft",
      opens: [
        "Ich verstehe, dass dich das verletzt, denn von jemandem übergangen zu werden, der einem nahesteht, tut weh.",
        "Ich höre, wie enttäuscht du bist, und das zeigt, wie viel dir diese Freundschaft bedeutet.",
        "Ich merke, dass dich das gerade sehr beschäftigt, und Kränkungen unter Freunden gehen oft besonders tief.",
      ],
      tips: [
        "deine Enttäuschung erst einmal für dich aufzuschreiben, damit du weißt, was dich am meisten getroffen hat, bevor du es ansprichst",
        "in Ruhe und unter vier Augen nachzufragen, wie es dazu kam, statt aus dem Schweigen schon eine Antwort zu lesen",
        "in Ich-Botschaften zu sagen, was es mit dir gemacht hat, etwa: „Ich war traurig, weil mir unsere Freundschaft viel bedeutet.“",
        "dir zu erlauben, dass Freundschaften sich verändern, und zu überlegen, was du dir von dieser Freundschaft heute noch wünschst",
      ],
      asks: ["Wie hast du davon erfahren?", "Wie war eure Freundschaft bisher?", "Was wünschst du dir jetzt von ihr oder ihm?"],
    },
    jobloss: {
      label: "deine Kündigung",
      opens: [
        "Das tut mir leid, eine Kündigung zieht einem erst einmal den Boden unter den Füßen weg.",
        "Ich verstehe, dass dich das gerade erschüttert, und es ist völlig normal, erst einmal durcheinander zu sein.",
        "Ich höre, wie viel diese Nachricht in Bewegung bringt, und du musst nicht heute schon alles wissen.",
      ],
      tips: [
        "dir ein, zwei Tage zu erlauben, den Schreck sacken zu lassen, bevor du große Entscheidungen triffst",
        "dich rechtzeitig bei der Agentur für Arbeit arbeitsuchend zu melden, denn dafür gelten kurze Fristen, oft nur drei Tage ab der Kündigung",
        "aufzuschreiben, was du in der Stelle geleistet hast, solange es frisch ist, denn daraus wird dein nächster Lebenslauf",
        "es deiner Familie früh und offen zu sagen, zusammen mit dem, was du als Nächstes vorhast, denn Schweigen kostet mehr Kraft als die Nachricht",
      ],
      asks: [
        "Wie geht es dir mit der Nachricht gerade?",
        "Was brauchst du in den nächsten Tagen am meisten?",
        "Wer weiß schon davon?",
      ],
    },
    leadership: {
      label: "deine Führungsrolle",
      opens: [
        "Ich verstehe, dass die neue Rolle dich gerade fordert, denn Führen lernt man vor allem im Tun.",
        "Ich höre, dass du deinen Platz im Team noch finden musst, und das braucht bei jeder neuen Führungskraft Zeit.",
        "Ich merke, wie ernst du deine Verantwortung nimmst, und das ist eine gute Grundlage, um ins Führen hineinzuwachsen.",
      ],
      tips: [
        "in den ersten Wochen mit jeder Person im Team ein Einzelgespräch zu führen und vor allem zuzuhören, was sie braucht und was sie gut kann",
        "die Erfahrung der Älteren ausdrücklich zu nutzen, etwa indem du sie vor einer Entscheidung um ihre Einschätzung bittest und dann klar sagst, wie du entschieden hast",
        "eine nicht befolgte Anweisung zeitnah unter vier Augen anzusprechen: was vereinbart war, was passiert ist und was du künftig erwartest",
        "dir jemanden außerhalb des Teams zu suchen, etwa eine erfahrene Führungskraft oder einen Coach, mit dem du schwierige Situationen durchsprechen kannst",
      ],
      asks: [
        "Was ist dir als Führungskraft besonders wichtig?",
        "Wie lange leitest du das Team schon?",
        "Welche Situation im Team beschäftigt dich gerade am meisten?",
      ],
    },
    drinking: {
      label: "deinen Umgang mit Alkohol",
      opens: [
        "Ich finde es gut, dass du so ehrlich hinschaust, denn das ist der wichtigste erste Schritt.",
        "Ich höre, dass der Alkohol abends zu einer Art Ventil geworden ist, und es ist verständlich, nach einem harten Tag runterkommen zu wollen.",
        "Ich merke, dass dich das beschäftigt, und es ist gut, es anzusprechen, bevor es sich festsetzt.",
      ],
      tips: [
        "eine Woche lang aufzuschreiben, wann und wie viel du trinkst und wie es dir vorher ging, damit du siehst, was dahintersteckt",
        "dir für den Abend ein anderes Ritual zum Runterkommen zu suchen, etwa einen Spaziergang, eine Dusche oder einen Tee, und es zuerst an zwei Abenden pro Woche auszuprobieren",
        "feste alkoholfreie Tage in der Woche einzuplanen und zu beobachten, wie leicht oder schwer sie dir fallen",
        "mit einer Suchtberatungsstelle zu sprechen, wenn du merkst, dass es dir schwerfällt, weniger zu trinken, denn die Beratung ist kostenlos und vertraulich",
      ],
      asks: [
        "In welchen Situationen greifst du am ehesten zum Glas?",
        "Was hilft dir sonst, nach einem langen Tag abzuschalten?",
        "Was wäre für dich ein gutes Ziel?",
      ],
    },
    eating: {
      label: "deinen Umgang mit dem Essen",
      opens: [
        "Ich höre, dass dich das Essen gerade viel Kraft kostet, und es ist verständlich, dass Süßes nach einem anstrengenden Tag tröstet.",
        "Ich finde es gut, dass du so ehrlich hinschaust, denn Essen aus Frust oder Stress kennen sehr viele Menschen.",
        "Ich merke, dass du gern etwas verändern möchtest, und das gelingt meist besser mit Freundlichkeit zu dir selbst als mit Strenge.",
      ],
      tips: [
        "beim nächsten Griff zu Süßem kurz innezuhalten und dich zu fragen, ob du gerade Hunger hast oder ob Frust, Müdigkeit oder Langeweile dahinterstecken",
        "tagsüber regelmäßig und ausreichend zu essen, denn wer tagsüber zu wenig isst, hat abends oft den stärksten Heißhunger",
        "dir für den Frust am Abend eine andere kleine Entlastung zurechtzulegen, etwa eine Runde um den Block, ein Telefonat oder eine warme Dusche, ohne dir dabei etwas ganz zu verbieten",
        "dir Unterstützung bei deiner Hausarztpraxis oder einer Ernährungsberatung zu holen und dich an eine Beratungsstelle für Essstörungen zu wenden, wenn das Essen dein Leben stark bestimmt",
      ],
      asks: [
        "In welchen Momenten greifst du am ehesten zu Süßem?",
        "Wie geht es dir meistens, kurz bevor du isst?",
        "Was wäre für dich ein freundliches, realistisches Ziel?",
      ],
    },
    retirement: {
      label: "deinen Ruhestand",
      opens: [
        "Ich verstehe, dass sich der Ruhestand anders anfühlt als erwartet, denn mit der Arbeit fällt auch viel Struktur weg.",
        "Ich höre, dass dir gerade etwas fehlt, das früher selbstverständlich war, und das ist ein großer Übergang.",
        "Ich merke, wie sehr du nach etwas suchst, das dir wieder Sinn gibt, und das ist ein guter Anfang.",
      ],
      tips: [
        "dir für die Woche ein paar feste Termine zu geben, etwa ein Ehrenamt, einen Kurs oder ein regelmäßiges Treffen, damit die Tage wieder einen Rahmen haben",
        "aufzuschreiben, was dir an deiner Arbeit Freude gemacht hat, und zu überlegen, wo du genau das heute einbringen kannst",
        "etwas Neues ein paar Wochen lang auszuprobieren, ohne dich gleich festzulegen",
        "Kontakte bewusst zu pflegen, weil viele Begegnungen früher ganz nebenbei bei der Arbeit entstanden sind",
      ],
      asks: [
        "Was hat dir an deiner Arbeit am meisten gegeben?",
        "Wie sieht eine ganz normale Woche bei dir gerade aus?",
        "Was wolltest du schon immer einmal ausprobieren?",
      ],
    },
    home: {
      label: "euer Zusammenleben",
      opens: [
        "Ich verstehe, dass dich das zermürbt, denn zu Hause möchte man vor allem zur Ruhe kommen.",
        "Ich höre, dass du schon einiges versucht hast, und es ist verständlich, dass dir langsam die Geduld ausgeht.",
        "Ich merke, wie sehr dich das Zusammenleben gerade belastet, und das ist ein alltäglicher, aber zäher Ärger.",
      ],
      tips: [
        "einen ruhigen Moment zu wählen und konkret zu beschreiben, was dich stört und wann, statt allgemein zu klagen",
        "einen Vorschlag mitzubringen, etwa einen Putzplan oder feste Ruhezeiten, damit ihr über eine Lösung sprecht statt über Schuld",
        "Absprachen schriftlich festzuhalten, etwa im Gruppenchat, damit sich später alle darauf beziehen können",
        "dir zu überlegen, ab wann du Dritte einbeziehst, etwa die Hausverwaltung oder eine Schlichtungsstelle, wenn Gespräche nichts ändern",
      ],
      asks: [
        "Was stört dich daran am meisten?",
        "Wie hat die Person reagiert, als du es angesprochen hast?",
        "Was wäre eine Lösung, mit der du gut leben könntest?",
      ],
    },
  },
  en: {
    driving: {
      label: "your driving test",
      opens: [
        "I can really understand that the driving test is on your mind, and almost everyone feels nervous before it.",
        "I hear how much this test means to you, and it's completely normal for your heart to beat faster.",
        "I can tell the test is putting pressure on you, and you're definitely not alone with that.",
      ],
      tips: [
        "practising with your instructor exactly the situations you feel least sure about",
        "getting into a fixed routine before you pull away, seat, mirrors, seat belt and one long breath out, so your mind settles into a familiar sequence",
        "reminding yourself that stalling or a small mistake doesn't end the test, and then simply restarting calmly and driving on",
        "asking when you haven't understood an instruction, because that's allowed and better than guessing",
      ],
      asks: [
        "Which situation on the road worries you most?",
        "How many lessons do you have left before the test?",
        "When is your test?",
      ],
    },
    legacy: {
      label: "how you want things arranged",
      opens: [
        "I think it's good that you're calmly sorting out how things should be one day, because it takes a lot off your loved ones.",
        "I hear that it matters to you that there's no quarrel in your family later, and it's wise to tackle it now.",
        "I can tell that you're thinking about how to arrange your affairs, and it's good to give that some quiet thought.",
      ],
      tips: [
        "first writing down for yourself what matters to you and who should get what, before you talk to anyone about it",
        "getting advice on your will from a lawyer or notary, because the form decides whether it holds later",
        "inviting everyone concerned to one conversation together, so nobody hears it second-hand and feels left out",
        "also thinking about a power of attorney and a living will, and noting down where your important papers are",
      ],
      asks: [
        "What matters most to you in how it's arranged?",
        "Who in your family would you like to talk to about it first?",
        "What worries you most about that conversation?",
      ],
    },
    friendship: {
      label: "your friendship",
      opens: [
        "I understand that this hurts, because being passed over by someone close to you is painful.",
        "I hear how disappointed you are, and it shows how much this friendship means to you.",
        "I can tell this is really on your mind, and hurt between friends often goes especially deep.",
      ],
      tips: [
        "first writing down your disappointment for yourself, so you know what hurt most before you bring it up",
        "asking calmly and one to one how it came about, rather than reading an answer into the silence",
        "saying in I-statements what it did to you, such as: “I was sad, because our friendship means a lot to me.”",
        "allowing friendships to change, and asking yourself what you still want from this one today",
      ],
      asks: ["How did you find out?", "What has your friendship been like so far?", "What do you wish for from them now?"],
    },
    jobloss: {
      label: "losing your job",
      opens: [
        "I'm sorry, losing a job pulls the ground from under your feet at first.",
        "I understand that this shakes you, and it's completely normal to feel all over the place at first.",
        "I hear how much this news sets in motion, and you don't need to have everything figured out today.",
      ],
      tips: [
        "allowing yourself a day or two to let the shock settle before you make big decisions",
        "contacting the job centre or unemployment office early, because claims often have short deadlines",
        "writing down what you achieved in the job while it's fresh, because it becomes your next CV",
        "telling your family early and openly, together with what you plan next, because keeping it secret costs more strength than the news",
      ],
      asks: [
        "How are you doing with the news right now?",
        "What do you need most in the next few days?",
        "Who knows about it already?",
      ],
    },
    leadership: {
      label: "your role as a leader",
      opens: [
        "I understand that the new role is demanding, because leading is something you mostly learn by doing.",
        "I hear that you're still finding your place with the team, and that takes time for every new leader.",
        "I can tell how seriously you take your responsibility, and that's a good basis for growing into leading.",
      ],
      tips: [
        "having a one-to-one with each person in the team in your first weeks and mostly listening to what they need and what they're good at",
        "making explicit use of the older colleagues' experience, for example by asking for their view before you decide and then saying clearly how you decided",
        "raising an instruction that wasn't followed promptly and one to one: what was agreed, what happened and what you expect from now on",
        "finding someone outside the team, such as an experienced leader or a coach, to talk difficult situations through with",
      ],
      asks: [
        "What matters most to you as a leader?",
        "How long have you been leading the team?",
        "Which situation in the team is on your mind most right now?",
      ],
    },
    drinking: {
      label: "your drinking",
      opens: [
        "I think it's good that you're looking at this so honestly, because that's the most important first step.",
        "I hear that a drink in the evening has become a kind of release valve, and it's understandable to want to unwind after a hard day.",
        "I can tell this is on your mind, and it's good to raise it before it settles in.",
      ],
      tips: [
        "writing down for a week when and how much you drink and how you felt beforehand, so you can see what's behind it",
        "finding another evening ritual for winding down, such as a walk, a shower or a cup of tea, and trying it on two evenings a week at first",
        "planning fixed alcohol-free days in the week and noticing how easy or hard they feel",
        "talking to an addiction counselling service if you notice that cutting down is hard, because they're used to exactly this and treat it confidentially",
      ],
      asks: [
        "In which situations do you reach for a drink most?",
        "What else helps you switch off after a long day?",
        "What would be a good goal for you?",
      ],
    },
    eating: {
      label: "your eating",
      opens: [
        "I hear that food is taking a lot of your energy right now, and it's understandable that something sweet comforts you after a hard day.",
        "I think it's good that you're looking at this so honestly, because eating out of frustration or stress is something very many people know.",
        "I can tell you'd like to change something, and that usually works better with kindness towards yourself than with strictness.",
      ],
      tips: [
        "pausing for a moment the next time you reach for something sweet and asking yourself whether you're hungry or whether frustration, tiredness or boredom is behind it",
        "eating regularly and enough during the day, because eating too little by day often brings the strongest cravings in the evening",
        "having another small relief ready for frustration in the evening, such as a walk round the block, a phone call or a warm shower, without banning any food completely",
        "getting support from your GP or a nutrition counsellor, and turning to an eating disorder service if food has come to rule a large part of your life",
      ],
      asks: [
        "In which moments do you reach for something sweet most often?",
        "How do you usually feel just before you eat?",
        "What would be a kind, realistic goal for you?",
      ],
    },
    retirement: {
      label: "your retirement",
      opens: [
        "I understand that retirement feels different from what you expected, because a lot of structure goes along with the work.",
        "I hear that something is missing that used to be taken for granted, and that's a big transition.",
        "I can tell how much you're looking for something that gives you a sense of purpose again, and that's a good start.",
      ],
      tips: [
        "giving your week a few fixed appointments, such as volunteering, a course or a regular meet-up, so your days have a frame again",
        "writing down what you enjoyed about your work and thinking about where you could bring exactly that in today",
        "trying something new for a few weeks without committing to it straight away",
        "looking after your contacts on purpose, because many encounters used to happen on the side at work",
      ],
      asks: [
        "What did your work give you most?",
        "What does an ordinary week look like for you at the moment?",
        "What have you always wanted to try?",
      ],
    },
    home: {
      label: "living together",
      opens: [
        "I understand that this wears you down, because home is where you want to be able to rest.",
        "I hear that you've already tried a few things, and it's understandable that your patience is running out.",
        "I can tell how much living together is weighing on you right now, and that's an everyday but stubborn kind of trouble.",
      ],
      tips: [
        "choosing a calm moment and describing specifically what bothers you and when, rather than complaining in general",
        "bringing a proposal, such as a cleaning rota or quiet hours, so you talk about a solution rather than about blame",
        "putting agreements in writing, for example in the group chat, so everyone can refer to them later",
        "deciding when you'd involve a third party, such as the building management or a mediation service, if talking changes nothing",
      ],
      asks: [
        "What bothers you most about it?",
        "How did they react when you raised it?",
        "What would a solution look like that you could live with?",
      ],
    },
  },
};
