import { defineTexts } from "#shared/i18n";

export const solutionsTexts = defineTexts({
  de: {
    // The soft hyphen gives narrow screens a proper break where the browser has no German hyphenation.
    offeringsTitle: "Unter\u00adnehmens\u00adlösungen",
    offerings: [
      {
        title: "KI-Coach für alle Mitarbeitenden",
        text: "Ein anonymer Ansprechpartner für Stress, Schlaf und Konflikte – auf dem Smartphone, am Rechner oder per Telefon-Sprachkanal.",
      },
      {
        title: "Eigene Wissensdatenbank",
        text: "Ihre Betriebsvereinbarungen, EAP-Angebote und Gesundheitsprogramme fließen in die Antworten ein, damit der Coach auf Ihre Angebote verweist.",
      },
      {
        title: "Anonyme Auswertungen",
        text: "Aggregierte Trends zeigen, wo Teams Unterstützung brauchen – ohne dass einzelne Personen erkennbar sind.",
      },
    ],
    roiTitle: "Was sich rechnen kann",
    comparisonTitle: "Im Vergleich zu klassischen Angeboten",
    comparisonCaption: "Vergleich von KI-Coaching mit klassischen Angeboten",
    columns: { feature: "Merkmal", ai: "KI-Coaching", classic: "Klassisches Coaching / EAP" },
    rows: [
      { name: "Erreichbarkeit", ai: "Rund um die Uhr", classic: "Zu Bürozeiten, nach Termin" },
      { name: "Wartezeit", ai: "Keine", classic: "Tage bis Wochen" },
      { name: "Anonym nutzbar", ai: true, classic: false },
      { name: "Skaliert auf das ganze Unternehmen", ai: true, classic: false },
      { name: "Ersetzt Therapie", ai: false, classic: false },
      { name: "Kosten pro Gespräch", ai: "Gering", classic: "Hoch" },
    ],
    yes: "Ja",
    no: "Nein",
    storiesTitle: "Erfolgs\u00adgeschichten",
    storiesNote: "Illustrative Beispiele, wie Unternehmen den KI-Coach einsetzen können. Namen und Details sind beispielhaft.",
    stories: [
      {
        title: "Mittelständischer Maschinenbauer, 800 Mitarbeitende",
        text: "Schichtarbeitende nutzen den Coach vor allem nachts, wenn keine Beratungsstelle erreichbar ist. Die Personalabteilung sieht anonymisiert, dass Schlaf das häufigste Thema ist, und startet daraufhin ein Schichtplan-Projekt.",
      },
      {
        title: "Softwarehaus, 250 Mitarbeitende",
        text: "Vor Release-Terminen steigt die Nutzung deutlich. Das Führungsteam plant seitdem Puffer ein und verweist im Onboarding auf den Coach als ersten Ansprechpartner.",
      },
    ],
    ctaTitle: "Sehen Sie es selbst",
    liveDemo: "Live-Demo buchen",
    consultation: "Beratung anfragen",
    whitepaper: "Whitepaper herunterladen (PDF)",
  },
  en: {
    offeringsTitle: "Enterprise solutions",
    offerings: [
      {
        title: "An AI coach for every employee",
        text: "An anonymous point of contact for stress, sleep and conflict – on the smartphone, on the computer or through a voice channel.",
      },
      {
        title: "Your own knowledge base",
        text: "Your works agreements, EAP offers and health programmes flow into the answers, so the coach refers people to what you offer.",
      },
      {
        title: "Anonymous insights",
        text: "Aggregated trends show where teams need support – without individuals ever being identifiable.",
      },
    ],
    roiTitle: "What it can be worth",
    comparisonTitle: "Compared with traditional programmes",
    comparisonCaption: "Comparison of AI coaching with traditional programmes",
    columns: { feature: "Feature", ai: "AI coaching", classic: "Traditional coaching / EAP" },
    rows: [
      { name: "Availability", ai: "Around the clock", classic: "Office hours, by appointment" },
      { name: "Waiting time", ai: "None", classic: "Days to weeks" },
      { name: "Can be used anonymously", ai: true, classic: false },
      { name: "Scales to the whole company", ai: true, classic: false },
      { name: "Replaces therapy", ai: false, classic: false },
      { name: "Cost per conversation", ai: "Low", classic: "High" },
    ],
    yes: "Yes",
    no: "No",
    storiesTitle: "Success stories",
    storiesNote: "Illustrative examples of how companies can use the AI coach. Names and details are examples.",
    stories: [
      {
        title: "Mid-sized engineering company, 800 employees",
        text: "Shift workers use the coach mostly at night, when no counselling service is available. HR sees, anonymised, that sleep is the most common topic and starts a shift-planning project.",
      },
      {
        title: "Software company, 250 employees",
        text: "Usage rises markedly before release dates. Since then the management team plans in buffers and introduces the coach as the first point of contact during onboarding.",
      },
    ],
    ctaTitle: "See for yourself",
    liveDemo: "Book a live demo",
    consultation: "Request a consultation",
    whitepaper: "Download the white paper (PDF)",
  },
});
