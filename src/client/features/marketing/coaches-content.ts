import { defineTexts } from "#shared/i18n";

export const coachesTexts = defineTexts({
  de: {
    groups: [
      {
        title: "Ihr KI-Coach",
        items: [
          { title: "Eigene Persona", text: "Name, Begrüßung, Tonfall und Arbeitsweise legen Sie fest." },
          { title: "Ihre Stimme", text: "Eine Stimme, die zu Ihnen passt – mit einstellbarer Geschwindigkeit und Tonhöhe." },
        ],
      },
      {
        title: "Ihr Wissen",
        items: [
          {
            title: "Wissensdatenbank",
            text: "Laden Sie Arbeitsblätter und Leitfäden als PDF hoch; der Coach stützt sich darauf.",
          },
          { title: "Quellen sichtbar", text: "Unter jeder Antwort steht, aus welchem Dokument sie stammt." },
        ],
      },
      {
        title: "Ihre Klient:innen",
        items: [
          {
            title: "Begleitung zwischen den Sitzungen",
            text: "Übungen wiederholen, Fragen klären, dranbleiben – auch am Wochenende.",
          },
          { title: "Sicherheit", text: "Bei Krisenanzeichen verweist der Coach sofort auf Krisentelefone und auf Sie." },
        ],
      },
      {
        title: "Ihre Reichweite",
        items: [
          {
            title: "Neue Menschen erreichen",
            text: "Interessierte lernen Ihren Ansatz im Gespräch kennen und buchen direkt eine Sitzung.",
          },
          {
            title: "National bis global",
            text: "Wählen Sie, ob Sie im deutschsprachigen Raum, in Europa oder weltweit auftreten.",
          },
        ],
      },
    ],
    ctaTitle: "Lernen Sie uns kennen",
    ctaText: "In einem 30-minütigen Videocall zeigen wir Ihnen, wie Ihr KI-Coach aussehen kann.",
    cta: "Videocall buchen",
    presence: "Auftritt wählen",
  },
  en: {
    groups: [
      {
        title: "Your AI coach",
        items: [
          { title: "Your own persona", text: "You decide on name, greeting, tone and way of working." },
          { title: "Your voice", text: "A voice that suits you – with adjustable speed and pitch." },
        ],
      },
      {
        title: "Your knowledge",
        items: [
          { title: "Knowledge base", text: "Upload worksheets and guides as PDFs; the coach draws on them." },
          { title: "Visible sources", text: "Every answer shows which document it comes from." },
        ],
      },
      {
        title: "Your clients",
        items: [
          { title: "Support between sessions", text: "Repeat exercises, clarify questions, keep going – at weekends too." },
          { title: "Safety", text: "At signs of crisis, the coach immediately points to crisis helplines and to you." },
        ],
      },
      {
        title: "Your reach",
        items: [
          {
            title: "Reach new people",
            text: "Interested people get to know your approach in conversation and book a session directly.",
          },
          {
            title: "National to global",
            text: "Choose whether you appear in German-speaking countries, in Europe or worldwide.",
          },
        ],
      },
    ],
    ctaTitle: "Get to know us",
    ctaText: "In a 30-minute video call we show you what your AI coach could look like.",
    cta: "Book a video call",
    presence: "Choose your presence",
  },
});

export const aboutTexts = defineTexts({
  de: {
    storyTitle: "Wer wir sind",
    story:
      "{company} verbindet Erfahrung aus Coaching und Psychologie mit verantwortungsvoller Softwareentwicklung. Wir bauen einen KI-Coach, der Menschen im Alltag begleitet – dann, wenn sie ihn brauchen, und nicht erst, wenn ein Termin frei ist.",
    missionTitle: "Unsere Mission",
    mission:
      "Gute Begleitung für mentale Gesundheit soll für alle erreichbar sein: niedrigschwellig, anonym und ehrlich über ihre Grenzen. Unser Coach ersetzt keine Therapie – er hilft, den ersten Schritt zu gehen, und zeigt, wo es menschliche Hilfe gibt.",
    valuesTitle: "Unsere Werte",
    values: [
      { title: "Ehrlichkeit", text: "Wir sagen klar, dass hier eine KI spricht, und versprechen nichts, was sie nicht kann." },
      { title: "Sicherheit", text: "Krisenhinweise haben Vorrang vor jeder generierten Antwort." },
      { title: "Datensparsamkeit", text: "Keine Sprachaufnahmen, keine Werbe-Tracker, keine Emotionserkennung." },
      { title: "Qualität", text: "Wir testen Antworten, Krisenerkennung und Wissenssuche regelmäßig." },
    ],
    ctaTitle: "Sprechen wir miteinander",
    ctaText: "Ob für Ihr Unternehmen, Ihre Coaching-Praxis oder als Partner: Erzählen Sie uns, was Sie vorhaben.",
    cta: "Kontakt aufnehmen",
    demo: "Live-Demo ausprobieren",
  },
  en: {
    storyTitle: "Who we are",
    story:
      "{company} combines experience from coaching and psychology with responsible software development. We build an AI coach that supports people in everyday life – when they need it, not only when an appointment is free.",
    missionTitle: "Our mission",
    mission:
      "Good support for mental health should be within everyone's reach: low-threshold, anonymous and honest about its limits. Our coach is no substitute for therapy – it helps people take the first step and shows where human help is available.",
    valuesTitle: "Our values",
    values: [
      { title: "Honesty", text: "We say clearly that an AI is speaking, and promise nothing it cannot do." },
      { title: "Safety", text: "Crisis helplines take priority over any generated answer." },
      { title: "Data minimisation", text: "No voice recordings, no advertising trackers, no emotion recognition." },
      { title: "Quality", text: "We regularly test answers, crisis detection and knowledge search." },
    ],
    ctaTitle: "Let's talk",
    ctaText: "For your company, your coaching practice or as a partner: tell us what you have in mind.",
    cta: "Get in touch",
    demo: "Try the live demo",
  },
});
