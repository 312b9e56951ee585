import { defineTexts } from "../../i18n/dictionary";

/** Texts of the voice-chat page around the widget. */
export const voicePageTexts = defineTexts(
  {
    heading: "Sprich jetzt mit {name} AI!",
    connection: "Für ein flüssiges Gespräch brauchst du eine stabile Internetverbindung.",
    microphone: "Bitte erlaube den Zugriff auf dein Mikrofon, wenn dein Browser danach fragt. Du kannst auch einfach schreiben.",
    aiNotice:
      "Du sprichst mit einer künstlichen Intelligenz, nicht mit einem Menschen. Das Gespräch ersetzt keine Therapie und keine ärztliche Beratung. In einer akuten Krise erreichst du die TelefonSeelsorge rund um die Uhr unter 0800 111 0 111, im Notfall wähle 112.",
    demoMode: "Demo-Modus: Die Antworten kommen von einem eingebauten Offline-Coach, nicht von einem KI-Anbieter.",
    noRecording: "Sprachaufnahmen werden nicht gespeichert.",
    inputLabel: "Nachricht an {name}",
    inputPlaceholder: "Schreib deine Nachricht und drücke Enter …",
    send: "Senden",
    stop: "Antwort stoppen",
    log: "Gesprächsverlauf",
    you: "Du",
    sources: "Quellen",
    empty: "Klicke auf den Button oder schreib eine Nachricht, um das Gespräch zu beginnen.",
    rateHeading: "Wie hilfreich war das Gespräch?",
    rateLabel: "{n} von 5 Sternen",
    rateThanks: "Danke für deine Bewertung!",
    rateFailed: "Die Bewertung konnte nicht gespeichert werden.",
  },
  {
    heading: "Talk to {name} AI now!",
    connection: "For a smooth conversation you need a stable internet connection.",
    microphone: "Please allow access to your microphone when your browser asks. You can also simply type.",
    aiNotice:
      "You are talking to an artificial intelligence, not a person. This conversation is no substitute for therapy or medical advice. In an acute crisis, TelefonSeelsorge is available around the clock on 0800 111 0 111 (Germany); in an emergency, call 112.",
    demoMode: "Demo mode: answers come from a built-in offline coach, not from an AI provider.",
    noRecording: "Voice recordings are not stored.",
    inputLabel: "Message to {name}",
    inputPlaceholder: "Type your message and press Enter …",
    send: "Send",
    stop: "Stop answer",
    log: "Conversation",
    you: "You",
    sources: "Sources",
    empty: "Click the button or type a message to start the conversation.",
    rateHeading: "How helpful was the conversation?",
    rateLabel: "{n} out of 5 stars",
    rateThanks: "Thank you for your rating!",
    rateFailed: "The rating could not be saved.",
  },
);
