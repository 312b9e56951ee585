import { defineTexts } from "#shared/i18n";
import type { PageKey } from "#shared/routes";
import { homePageTexts } from "./home-page";

type PageHead = { title: string; description: string; heading: string; intro: string };

/** Per page: the document title and meta description, the h1 and its introduction. */
export const pageTexts = defineTexts({
  de: {
    home: homePageTexts.de,
    features: {
      title: "Features",
      description: "Kernfunktionen, Gesundheitsförderung und Unternehmenswerkzeuge des KI-Coaches im Überblick.",
      heading: "Features",
      intro:
        "Was unser KI-Coach heute kann: von Gesprächen per Sprache über Achtsamkeit und Schlaf bis zu anonymem Team-Feedback.",
    },
    solutions: {
      title: "Lösungen für Unternehmen",
      description:
        "Mentale Gesundheit im Unternehmen stärken: Lösungen, ROI-Rechner, Vergleich mit klassischen Angeboten und Erfolgsgeschichten.",
      heading: "Lösungen für Unternehmen",
      intro: "Wie Unternehmen mit KI-Coaching Fehlzeiten senken und ihre Teams gesund durch anspruchsvolle Zeiten bringen.",
    },
    pricing: {
      title: "Preise",
      description: "Preise auf Anfrage: Basic- und Professional-Paket für KI-gestütztes Mental Coaching. Sprechen Sie mit uns.",
      heading: "Preise auf Anfrage",
      intro: "Jedes Unternehmen ist anders. Wir erstellen Ihnen ein Angebot, das zu Größe, Zielen und Budget passt.",
    },
    choosePresence: {
      title: "Auftritt wählen",
      description: "Für Mental Coaches: Reichweite wählen, Portal oder White-Label-Lösung vergleichen und häufige Fragen klären.",
      heading: "Wählen Sie Ihren Auftritt",
      intro:
        "Ob im gemeinsamen Portal oder unter Ihrer eigenen Marke: Bestimmen Sie, wie und wo Klient:innen Ihren KI-Coach erreichen.",
    },
    mentalCoaches: {
      title: "Für Mental Coaches",
      description:
        "Mehr Reichweite für Mental Coaches: Ihr eigener KI-Coach, der Ihre Methoden kennt und Klient:innen zwischen den Sitzungen begleitet.",
      heading: "Für Mental Coaches",
      intro:
        "Ihr Wissen, rund um die Uhr verfügbar: Ein KI-Coach in Ihrem Stil begleitet Ihre Klient:innen zwischen den Sitzungen.",
    },
    resellers: {
      title: "Partnerprogramm für Wiederverkäufer",
      description:
        "Für Beratungen, Systemhäuser und Coaching-Netzwerke: Bieten Sie KI-gestütztes Mental Coaching unter Ihrem Namen an – wir liefern Technik, Sicherheit und Betrieb.",
      heading: "Partner\u00adprogramm für Wieder\u00adverkäufer",
      intro:
        "Sie betreuen Unternehmen, Praxen oder Coaching-Netzwerke? Bieten Sie ihnen den KI-Coach unter Ihrem Namen an – wir kümmern uns um Technik, Sicherheit und Betrieb.",
    },
    demo: {
      title: "Live-Demo",
      description: "Sprich mit unserem KI-Coach: Live-Test per Sprache oder Text.",
      heading: "Live-Demo",
      intro: "Sprich mit unserem KI-Coach – per Mikrofon oder per Texteingabe.",
    },
    about: {
      title: "Über uns",
      description: "Wer hinter MentalCoach AI steht: unsere Geschichte, unsere Mission und unsere Werte.",
      heading: "Über uns",
      intro:
        "Wir verbinden psychologische Expertise mit verantwortungsvoller KI, damit gute Begleitung nicht an Terminen und Wartelisten scheitert.",
    },
    contact: {
      title: "Kontakt",
      description: "Nehmen Sie Kontakt mit uns auf: Fragen, Angebote und Demo-Termine für KI-gestütztes Mental Coaching.",
      heading: "Kontakt",
      intro:
        "Sie haben Fragen oder möchten ein Angebot? Schreiben Sie uns – wir melden uns in der Regel innerhalb eines Werktags.",
    },
    imprint: {
      title: "Impressum",
      description: "Impressum und Anbieterkennzeichnung gemäß § 5 DDG.",
      heading: "Impressum",
      intro: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).",
    },
    privacy: {
      title: "Datenschutzerklärung",
      description: "Wie wir personenbezogene Daten verarbeiten: Verantwortliche, KI, Cookies, Server-Logs und Ihre Rechte.",
      // Soft hyphens: a proper break on phones, also where the browser has no German hyphenation.
      heading: "Datenschutz\u00ADerklärung",
      intro:
        "Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir verarbeiten, wozu und welche Rechte Sie haben.",
    },
    transparency: {
      title: "KI-Transparenz",
      description:
        "Transparenzerklärung nach der EU-KI-Verordnung: welche KI-Systeme wir einsetzen und wie wir sie beaufsichtigen.",
      heading: "Transparenz\u00ADerklärung zur Künstlichen Intelligenz",
      intro: "Nach der EU-KI-Verordnung legen wir offen, welche KI-Systeme wir einsetzen, was sie tun – und was sie nicht tun.",
    },
    accessibility: {
      title: "Erklärung zur Barrierefreiheit",
      description:
        "Wie barrierefrei unsere Website, das Kontaktformular und der Sprach-Chat sind, welche Barrieren es noch gibt und wie Sie uns eine Barriere melden.",
      heading: "Erklärung zur Barriere\u00ADfreiheit",
      intro:
        "Nach dem Barrierefreiheits\u00ADstärkungs\u00ADgesetz (BFSG) informieren wir Sie, wie unsere Dienstleistung die Anforderungen an die Barrierefreiheit erfüllt – und wo sie es noch nicht tut.",
    },
  } satisfies Record<PageKey, PageHead>,
  en: {
    home: homePageTexts.en,
    features: {
      title: "Features",
      description: "An overview of the AI coach's core functions, health promotion and tools for companies.",
      heading: "Features",
      intro: "What our AI coach does today: from spoken conversations to mindfulness and sleep to anonymous team feedback.",
    },
    solutions: {
      title: "Solutions for companies",
      description:
        "Strengthen mental health in your company: solutions, an ROI calculator, a comparison with traditional programmes and success stories.",
      heading: "Solutions for companies",
      intro: "How companies use AI coaching to reduce sick days and keep their teams healthy through demanding times.",
    },
    pricing: {
      title: "Pricing",
      description: "Pricing on request: Basic and Professional plans for AI-supported mental coaching. Talk to us.",
      heading: "Pricing on request",
      intro: "Every company is different. We will put together an offer that fits your size, goals and budget.",
    },
    choosePresence: {
      title: "Choose your presence",
      description:
        "For mental coaches: choose your reach, compare the portal with the white-label solution and get answers to common questions.",
      heading: "Choose your presence",
      intro: "In our shared portal or under your own brand: decide how and where clients reach your AI coach.",
    },
    mentalCoaches: {
      title: "For mental coaches",
      description:
        "More reach for mental coaches: your own AI coach that knows your methods and supports clients between sessions.",
      heading: "For mental coaches",
      intro: "Your expertise, available around the clock: an AI coach in your style supports your clients between sessions.",
    },
    resellers: {
      title: "Reseller partner programme",
      description:
        "For consultancies, IT service providers and coaching networks: offer AI-supported mental coaching under your own name – we provide the technology, safety and operation.",
      heading: "Reseller partner programme",
      intro:
        "You look after companies, practices or coaching networks? Offer them the AI coach under your own name – we take care of technology, safety and operation.",
    },
    demo: {
      title: "Live demo",
      description: "Talk to our AI coach: a live test by voice or text.",
      heading: "Live demo",
      intro: "Talk to our AI coach – with your microphone or by typing.",
    },
    about: {
      title: "About us",
      description: "Who is behind MentalCoach AI: our story, our mission and our values.",
      heading: "About us",
      intro:
        "We combine psychological expertise with responsible AI, so that good support no longer depends on appointments and waiting lists.",
    },
    contact: {
      title: "Contact",
      description: "Get in touch: questions, quotes and demo appointments for AI-supported mental coaching.",
      heading: "Contact",
      intro: "Do you have questions or would you like a quote? Write to us – we usually reply within one working day.",
    },
    imprint: {
      title: "Imprint",
      description: "Legal notice and provider identification under Section 5 of the German Digital Services Act (DDG).",
      heading: "Imprint",
      intro: "Information pursuant to Section 5 of the German Digital Services Act (DDG).",
    },
    privacy: {
      title: "Privacy policy",
      description: "How we process personal data: controller, AI, cookies, server logs and your rights.",
      heading: "Privacy policy",
      intro: "Protecting your data matters to us. Here you can read which data we process, why, and what rights you have.",
    },
    transparency: {
      title: "AI transparency",
      description: "Transparency statement under the EU AI Act: which AI systems we use and how we oversee them.",
      heading: "Transparency statement on artificial intelligence",
      intro: "In line with the EU AI Act, we disclose which AI systems we use, what they do – and what they do not do.",
    },
    accessibility: {
      title: "Accessibility statement",
      description:
        "How accessible our website, the contact form and the voice chat are, which barriers remain and how to report one to us.",
      heading: "Accessibility statement",
      intro:
        "Under the German Accessibility Strengthening Act (BFSG) we explain how our service meets the accessibility requirements – and where it does not yet.",
    },
  },
});
