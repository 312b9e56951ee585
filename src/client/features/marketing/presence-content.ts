import { defineTexts } from "#shared/i18n";
import type { InquiryOffer, ReachId } from "#shared/schemas/inquiry-form";

/** Reach options for a coach's presence, with their price multipliers. */
export const REACH_OPTIONS: readonly { id: ReachId; multiplier: number }[] = [
  { id: "national", multiplier: 1 },
  { id: "international", multiplier: 1.5 },
  { id: "global", multiplier: 2 },
];

/** The offers of "Auftritt wählen", in the order of `presenceTexts[lang].offers`. */
export const PRESENCE_OFFERS: readonly InquiryOffer[] = ["portal", "white-label"];

export const presenceTexts = defineTexts({
  de: {
    reachTitle: "1. Reichweite wählen",
    reachLegend: "Reichweite",
    reach: {
      national: { name: "National", description: "Deutschland, Österreich, Schweiz" },
      international: { name: "International", description: "Europa" },
      global: { name: "Global", description: "Weltweit" },
    },
    multiplier: "Reichweitenfaktor ×{m}",
    offersTitle: "2. Angebot wählen",
    offers: [
      {
        name: "Portal",
        description: "Ihr KI-Coach im gemeinsamen Portal – schnell startklar, ohne eigene Technik.",
        features: [
          "Eigenes Profil mit Persona und Stimme",
          "Ihre Methoden in der Wissensdatenbank",
          "Buchungslink zu Ihren Sitzungen",
        ],
        setup: "Einrichtung: auf Anfrage",
        monthly: "Monatlich: auf Anfrage",
      },
      {
        name: "White-Label-Lösung",
        description: "Der KI-Coach unter Ihrer eigenen Marke, auf Ihrer Domain und in Ihrem Design.",
        features: ["Eigene Marke und Domain", "Mehrere Personas und Stimmen", "Eigene Auswertungen und Verwaltung"],
        setup: "Einrichtung: auf Anfrage",
        monthly: "Monatlich: auf Anfrage",
      },
    ],
    priceNote: "Preise richten sich nach Umfang und Reichweite; der Reichweitenfaktor wird auf den Grundpreis angewendet.",
    selected: "Ausgewählte Reichweite: {name}",
    offersLegend: "Angebot",
    yourChoice: "Ihre Wahl: {offer} · Reichweite {reach}",
    requestChosen: "Dieses Angebot anfragen",
    compareTitle: "Funktionen im Vergleich",
    compareCaption: "Funktionen von Portal und White-Label-Lösung",
    compareColumns: { feature: "Funktion", portal: "Portal", whiteLabel: "White-Label" },
    compareRows: [
      { name: "KI-Sprachcoach mit eigener Persona", portal: true, whiteLabel: true },
      { name: "Eigene Wissensdatenbank", portal: true, whiteLabel: true },
      { name: "Eigene Domain und Marke", portal: false, whiteLabel: true },
      { name: "Mehrere Personas", portal: false, whiteLabel: true },
      { name: "Verwaltungsbereich mit Auswertungen", portal: "Basis", whiteLabel: "Vollständig" },
    ],
    yes: "Ja",
    no: "Nein",
    faqTitle: "Häufige Fragen",
    faq: [
      {
        q: "Ersetzt der KI-Coach meine Arbeit als Coach?",
        a: "Nein. Er begleitet Ihre Klient:innen zwischen den Sitzungen und verweist auf Sie, wenn ein persönliches Gespräch sinnvoll ist.",
      },
      {
        q: "Kann ich meine eigenen Methoden einbringen?",
        a: "Ja. Sie laden Ihre Unterlagen als PDF in die Wissensdatenbank; der Coach stützt seine Antworten darauf.",
      },
      {
        q: "Wie klingt mein KI-Coach?",
        a: "Sie wählen eine Stimme und stellen Stabilität, Stil, Geschwindigkeit und Tonhöhe im Verwaltungsbereich ein.",
      },
      {
        q: "Was passiert bei einer Krise?",
        a: "Deutet eine Nachricht auf Suizid-, Selbstverletzungs- oder Gewaltgedanken hin, antwortet der Coach mit einem festen Text und Krisentelefonen, nicht mit einer generierten Antwort.",
      },
      {
        q: "Wo werden die Daten verarbeitet?",
        a: "Die Website läuft auf unseren Servern. Für Antworten und Sprachausgabe gehen die Gesprächstexte an die KI- und Sprachdienste, die in der Datenschutzerklärung genannt sind. Sprachaufnahmen werden nicht gespeichert, Gesprächstexte standardmäßig auch nicht.",
      },
      {
        q: "Kann ich später von Portal zu White-Label wechseln?",
        a: "Ja. Ihre Persona und Ihre Wissensdatenbank ziehen mit um.",
      },
    ],
    cta: "Beratung anfragen",
  },
  en: {
    reachTitle: "1. Choose your reach",
    reachLegend: "Reach",
    reach: {
      national: { name: "National", description: "Germany, Austria, Switzerland" },
      international: { name: "International", description: "Europe" },
      global: { name: "Global", description: "Worldwide" },
    },
    multiplier: "Reach factor ×{m}",
    offersTitle: "2. Choose your offer",
    offers: [
      {
        name: "Portal",
        description: "Your AI coach in our shared portal – ready quickly, no technology of your own needed.",
        features: [
          "Your own profile with persona and voice",
          "Your methods in the knowledge base",
          "Booking link to your sessions",
        ],
        setup: "Setup: on request",
        monthly: "Monthly: on request",
      },
      {
        name: "White-label solution",
        description: "The AI coach under your own brand, on your domain and in your design.",
        features: ["Your own brand and domain", "Several personas and voices", "Your own insights and administration"],
        setup: "Setup: on request",
        monthly: "Monthly: on request",
      },
    ],
    priceNote: "Prices depend on scope and reach; the reach factor is applied to the base price.",
    selected: "Selected reach: {name}",
    offersLegend: "Offer",
    yourChoice: "Your choice: {offer} · {reach} reach",
    requestChosen: "Request this offer",
    compareTitle: "Features compared",
    compareCaption: "Features of the portal and the white-label solution",
    compareColumns: { feature: "Feature", portal: "Portal", whiteLabel: "White-label" },
    compareRows: [
      { name: "AI voice coach with your own persona", portal: true, whiteLabel: true },
      { name: "Your own knowledge base", portal: true, whiteLabel: true },
      { name: "Your own domain and brand", portal: false, whiteLabel: true },
      { name: "Several personas", portal: false, whiteLabel: true },
      { name: "Admin area with insights", portal: "Basic", whiteLabel: "Complete" },
    ],
    yes: "Yes",
    no: "No",
    faqTitle: "Frequently asked questions",
    faq: [
      {
        q: "Does the AI coach replace my work as a coach?",
        a: "No. It supports your clients between sessions and refers them to you when a personal conversation makes sense.",
      },
      {
        q: "Can I bring in my own methods?",
        a: "Yes. You upload your material as PDFs to the knowledge base; the coach bases its answers on it.",
      },
      {
        q: "What does my AI coach sound like?",
        a: "You choose a voice and set stability, style, speed and pitch in the admin area.",
      },
      {
        q: "What happens in a crisis?",
        a: "If a message suggests thoughts of suicide, self-harm or violence, the coach answers with a fixed text and crisis helplines, not with a generated answer.",
      },
      {
        q: "Where are the data processed?",
        a: "The website runs on our servers. For answers and speech, the text of a conversation goes to the AI and voice services named in the privacy policy. Voice recordings are not stored, and by default neither is the text of conversations.",
      },
      { q: "Can I switch from the portal to white-label later?", a: "Yes. Your persona and your knowledge base move with you." },
    ],
    cta: "Request a consultation",
  },
});
