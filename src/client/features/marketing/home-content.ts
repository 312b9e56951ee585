import { defineTexts } from "#shared/i18n";

export const homeTexts = defineTexts({
  de: {
    eyebrow: "KI-gestütztes Mental Coaching",
    title: "Mentale Stärke, jederzeit ansprechbar",
    subtitle:
      "Ein KI-Coach, der zuhört, die richtigen Fragen stellt und Mitarbeitende wie Klient:innen durch stressige Phasen begleitet – per Sprache oder Text, rund um die Uhr.",
    book: "30-minütigen Videocall buchen",
    bookHint: "öffnet den Terminkalender in einem neuen Tab",
    tryDemo: "Live-Demo ausprobieren",
    audiencesTitle: "Für wen wir da sind",
    audiences: [
      {
        title: "Unternehmen",
        more: "Lösungen für Unternehmen",
        text: "Personalabteilungen und Geschäftsführung stärken die mentale Gesundheit ihrer Teams mit einem Angebot, das anonym, niedrigschwellig und jederzeit erreichbar ist.",
      },
      {
        title: "Mental Coaches",
        more: "Angebot für Mental Coaches",
        text: "Coaches geben ihr Wissen an einen KI-Coach in ihrem Stil weiter, der Klient:innen zwischen den Sitzungen begleitet und neue Menschen erreicht.",
      },
      {
        title: "Vertriebspartner",
        more: "Zum Partnerprogramm",
        text: "Beratungen und Wiederverkäufer bieten die Plattform unter eigenem Namen an und ergänzen ihr Portfolio um KI-gestütztes Coaching.",
      },
    ],
    howTitle: "So funktioniert es",
    steps: [
      {
        title: "Ansprechen",
        text: "Per Mikrofon oder Tastatur erzählen Sie, was Sie beschäftigt – ohne Anmeldung, ohne Wartezeit.",
      },
      {
        title: "Verstanden werden",
        text: "Der Coach antwortet in wenigen Sätzen, stellt Rückfragen und greift auf geprüftes Fachwissen aus der Wissensdatenbank zurück.",
      },
      {
        title: "Weitergehen",
        text: "Kleine, konkrete Übungen helfen sofort. Bei ernsten Belastungen verweist der Coach auf menschliche Hilfe.",
      },
    ],
    trustTitle: "Verant\u00adwortungs\u00advoll gebaut",
    trust: [
      "Klar als KI gekennzeichnet, kein Ersatz für Therapie",
      "Keine Emotionserkennung aus der Stimme",
      "Sprachaufnahmen werden nicht gespeichert",
      "Krisenhinweise statt generierter Antworten bei Suizid- oder Gewaltgedanken",
    ],
    ctaTitle: "Lassen Sie uns sprechen",
    ctaText: "Erzählen Sie uns von Ihrem Team oder Ihrer Coaching-Praxis – wir zeigen Ihnen, wie der KI-Coach zu Ihnen passt.",
    contact: "Kontakt aufnehmen",
  },
  en: {
    eyebrow: "AI-supported mental coaching",
    title: "Mental strength, always within reach",
    subtitle:
      "An AI coach that listens, asks the right questions and supports employees and clients through stressful times – by voice or text, around the clock.",
    book: "Book a 30-minute video call",
    bookHint: "opens the scheduler in a new tab",
    tryDemo: "Try the live demo",
    audiencesTitle: "Who we are here for",
    audiences: [
      {
        title: "Companies",
        more: "Solutions for companies",
        text: "HR and management strengthen their teams' mental health with support that is anonymous, low-threshold and always available.",
      },
      {
        title: "Mental coaches",
        more: "What we offer mental coaches",
        text: "Coaches pass their expertise on to an AI coach in their own style, which supports clients between sessions and reaches new people.",
      },
      {
        title: "Resellers",
        more: "The partner programme",
        text: "Consultancies and resellers offer the platform under their own name and add AI-supported coaching to their portfolio.",
      },
    ],
    howTitle: "How it works",
    steps: [
      { title: "Speak up", text: "Tell the coach what is on your mind, by microphone or keyboard – no sign-up, no waiting." },
      {
        title: "Be understood",
        text: "The coach answers in a few sentences, asks follow-up questions and draws on vetted expertise from the knowledge base.",
      },
      {
        title: "Move on",
        text: "Small, concrete exercises help right away. When the strain is serious, the coach points to human help.",
      },
    ],
    trustTitle: "Built responsibly",
    trust: [
      "Clearly labelled as AI, no substitute for therapy",
      "No emotion recognition from the voice",
      "Voice recordings are not stored",
      "Crisis helplines instead of generated answers for thoughts of suicide or violence",
    ],
    ctaTitle: "Let's talk",
    ctaText: "Tell us about your team or your coaching practice – we will show you how the AI coach fits you.",
    contact: "Get in touch",
  },
});
