import { defineTexts } from "#shared/i18n";

/** The reseller page: who it is for, how a partnership works, what partners get. No figures we cannot back. */
export const resellersTexts = defineTexts({
  de: {
    audienceTitle: "Für wen das Partner\u00adprogramm gedacht ist",
    audience: [
      {
        title: "Beratungen für Gesundheits\u00admanagement",
        text: "Sie begleiten Unternehmen im Betrieblichen Gesundheitsmanagement und ergänzen Workshops und Sprechstunden um einen Coach, der rund um die Uhr erreichbar ist.",
      },
      {
        title: "Systemhäuser und Agenturen",
        text: "Sie betreuen die digitale Arbeitsumgebung Ihrer Kunden und bringen den KI-Coach ins Intranet oder auf die Website – unter Ihrer Marke.",
      },
      {
        title: "Coaching-Netzwerke und Verbände",
        text: "Sie vermitteln Coaches und bieten Ihren Mitgliedern einen eigenen KI-Coach mit ihren Methoden, ohne dass jede Praxis Technik betreiben muss.",
      },
    ],
    stepsTitle: "So funktioniert die Partnerschaft",
    steps: [
      {
        title: "1. Partnergespräch",
        text: "Wir besprechen Ihre Kunden, Ihre Leistungen und welche Form der Zusammenarbeit passt.",
      },
      {
        title: "2. Ihre Marke einrichten",
        text: "Ihr Auftritt als White-Label-Lösung: eigene Domain, eigenes Design, eigene Personas und Stimmen.",
      },
      {
        title: "3. Kunden einbinden",
        text: "Jeder Kunde bekommt seine Personas und seine Wissensdatenbank mit den eigenen Unterlagen.",
      },
      {
        title: "4. Wir betreiben, Sie betreuen",
        text: "Betrieb, Updates und Sicherheit liegen bei uns; Sie bleiben die Ansprechperson Ihrer Kunden.",
      },
    ],
    benefitsTitle: "Was Partner bekommen",
    benefits: [
      "Den KI-Coach als White-Label-Lösung unter Ihrer Marke",
      "Verwaltungsbereich mit Personas, Stimmen und Wissensdatenbank",
      "Krisenerkennung mit Hilfsangeboten, die Sie um Ihre eigenen Nummern ergänzen",
      "Unterlagen für die Datenschutzprüfung Ihrer Kunden",
      "Einarbeitung für Ihr Team",
    ],
    termsTitle: "Konditionen",
    terms:
      "Konditionen, Preise und Margen richten sich nach Zahl und Größe Ihrer Kunden. Wir vereinbaren sie im Partnergespräch und halten sie schriftlich fest.",
    ctaTitle: "Partner werden",
    ctaText: "Erzählen Sie uns von Ihren Kunden – wir melden uns mit einem Vorschlag für die Zusammenarbeit.",
    cta: "Partnergespräch anfragen",
    demo: "Live-Demo ansehen",
  },
  en: {
    audienceTitle: "Who the partner programme is for",
    audience: [
      {
        title: "Workplace health consultancies",
        text: "You support companies with workplace health management and add a coach that is available around the clock to your workshops and consultation hours.",
      },
      {
        title: "IT service providers and agencies",
        text: "You look after your clients' digital workplace and bring the AI coach to their intranet or website – under your brand.",
      },
      {
        title: "Coaching networks and associations",
        text: "You connect coaches and offer your members their own AI coach with their methods, without every practice having to run technology.",
      },
    ],
    stepsTitle: "How the partnership works",
    steps: [
      {
        title: "1. Partner conversation",
        text: "We talk about your clients, your services and which form of collaboration suits you.",
      },
      {
        title: "2. Set up your brand",
        text: "Your presence as a white-label solution: your own domain, design, personas and voices.",
      },
      {
        title: "3. Bring in your clients",
        text: "Each client gets their own personas and a knowledge base with their own material.",
      },
      {
        title: "4. We operate, you advise",
        text: "Operation, updates and security are on us; you remain your clients' point of contact.",
      },
    ],
    benefitsTitle: "What partners get",
    benefits: [
      "The AI coach as a white-label solution under your brand",
      "An admin area with personas, voices and knowledge base",
      "Crisis detection with helplines, to which you add your own numbers",
      "Documents for your clients' data-protection review",
      "Onboarding for your team",
    ],
    termsTitle: "Terms",
    terms:
      "Terms, prices and margins depend on the number and size of your clients. We agree on them in the partner conversation and put them in writing.",
    ctaTitle: "Become a partner",
    ctaText: "Tell us about your clients – we will get back to you with a proposal for working together.",
    cta: "Request a partner conversation",
    demo: "Try the live demo",
  },
});
