import { defineTexts } from "#shared/i18n";

export const pricingTexts = defineTexts({
  de: {
    contactTitle: "Sprechen Sie mit uns",
    phone: "Telefon",
    phoneText: "Montag bis Freitag, 9 bis 17 Uhr",
    email: "E-Mail",
    emailText: "Antwort in der Regel innerhalb eines Werktags",
    appointment: "Termin buchen",
    appointmentText: "30 Minuten per Video, unverbindlich",
    appointmentCta: "Zum Terminkalender",
    plansTitle: "Pakete",
    onRequest: "Preis auf Anfrage",
    plans: [
      {
        id: "basic",
        name: "Basic",
        text: "Für den Einstieg und kleinere Teams.",
        features: [
          "Bis zu 500 KI-Sprachgespräche pro Monat",
          "Mindestlaufzeit 3 Monate",
          "Eigene Wissensdatenbank",
          "Einrichtungsgebühr und Provision auf Anfrage",
        ],
      },
      {
        id: "professional",
        name: "Professional",
        text: "Für Unternehmen und Coaches mit großer Reichweite.",
        features: [
          "Unbegrenzte KI-Sprachgespräche",
          "Mindestlaufzeit 6 Monate",
          "Eigene Personas und Stimmen",
          "Einrichtungsgebühr und Provision auf Anfrage",
        ],
      },
    ],
    ask: "Angebot anfragen",
  },
  en: {
    contactTitle: "Talk to us",
    phone: "Phone",
    phoneText: "Monday to Friday, 9 am to 5 pm (CET)",
    email: "E-mail",
    emailText: "We usually reply within one working day",
    appointment: "Book an appointment",
    appointmentText: "30 minutes by video, no obligation",
    appointmentCta: "Open the scheduler",
    plansTitle: "Plans",
    onRequest: "Price on request",
    plans: [
      {
        id: "basic",
        name: "Basic",
        text: "For getting started and smaller teams.",
        features: [
          "Up to 500 AI voice calls per month",
          "Minimum term 3 months",
          "Your own knowledge base",
          "Setup fee and commission on request",
        ],
      },
      {
        id: "professional",
        name: "Professional",
        text: "For companies and coaches with a large reach.",
        features: [
          "Unlimited AI voice calls",
          "Minimum term 6 months",
          "Your own personas and voices",
          "Setup fee and commission on request",
        ],
      },
    ],
    ask: "Request a quote",
  },
});
